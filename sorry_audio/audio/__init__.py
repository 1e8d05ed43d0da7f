"""Speech and sound: turns words and core events into what a blind player hears.

Light to import (the game must speak within 0.6 s of launch): accessible_output2, pyttsx3 and
miniaudio are only loaded on the speech worker's thread, inside :func:`.quiet.quiet`.
"""

from sorry_audio.audio.cues import Cue, cues_for_events
from sorry_audio.audio.output import AudioOutput, open_output, recording_output
from sorry_audio.audio.settings import (
    AudioSettings,
    SpeechMode,
    add_audio_arguments,
    settings_from_args,
)

__all__ = [
    "AudioOutput",
    "AudioSettings",
    "Cue",
    "SpeechMode",
    "add_audio_arguments",
    "cues_for_events",
    "open_output",
    "recording_output",
    "settings_from_args",
]
