"""What the audio layer has to tell the player about itself, as values.

The audio layer knows when the sound device is missing or a speech engine
stops; the words for it live in the narration catalog (``ui.notice.`` and
``ui.device.`` keys, worded by :func:`sorry_audio.ui.notices.notice_text`),
with every other phrase the game says, so one translation covers them all.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class NoticeKind(Enum):
    """Each kind of notice; the fields of :class:`Notice` it uses are in the comment."""

    SOUND_OFF = "sound_off"  # problem, detail
    TEXT_ONLY = "text_only"
    SOUND_OFF_TEXT_ONLY = "sound_off_text_only"  # problem, detail
    AUDIO_FAILED = "audio_failed"  # nothing at all could start
    VOICE_NOT_FOUND = "voice_not_found"  # value: the voice asked for
    SPEECH_NOW = "speech_now"  # engine: after a change of speech mode
    SPEECH_NOW_TEXT_ONLY = "speech_now_text_only"
    ENGINE_HUNG = "engine_hung"  # old, engine: the old one stopped responding
    ENGINE_FAILED = "engine_failed"  # old, engine: the old one raised an error
    SPEECH_ENV_IGNORED = "speech_env_ignored"  # value: SORRY_AUDIO_SPEECH is no mode


class DeviceProblem(Enum):
    """Why cues cannot be heard."""

    NO_ANSWER = "no_answer"  # the device hung while opening
    NO_MINIAUDIO = "no_miniaudio"  # detail: the import error
    NO_DEVICE = "no_device"


@dataclass(frozen=True)
class Notice:
    """One thing to tell the player, once, in words."""

    kind: NoticeKind
    problem: DeviceProblem | None = None
    detail: str = ""
    engine: str = ""  # the speech engine now in use (its own name, e.g. "espeak-ng")
    old: str = ""  # the speech engine given up on
    value: str = ""  # what the player set that could not be used
