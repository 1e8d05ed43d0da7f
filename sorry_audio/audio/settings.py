"""Audio settings: speech mode, rate, voice, sound on/off and volume.

What the command line gives wins; then ``SORRY_AUDIO_SPEECH`` for the speech mode (so a
screen-reader user can set it once in their shell); then the player's saved preferences
(``sorry_audio.preferences``), passed in as the ``base`` settings.
"""

from __future__ import annotations

import argparse
import os
from dataclasses import dataclass, field
from enum import Enum

from sorry_audio.audio.notices import Notice, NoticeKind

SPEECH_ENV = "SORRY_AUDIO_SPEECH"
MIN_RATE, MAX_RATE = 80, 500


class SpeechMode(Enum):
    """Which speech engines may be used, in the order they are tried."""

    AUTO = "auto"  # screen reader if one is running, else text-to-speech, else text only
    SCREENREADER = "screenreader"  # only the screen reader (else text only)
    TTS = "tts"  # only text-to-speech (else text only)
    NONE = "none"  # text only: for screen readers that read the terminal themselves


_MODES = ", ".join(m.value for m in SpeechMode)


@dataclass(frozen=True)
class AudioSettings:
    speech: SpeechMode = SpeechMode.AUTO
    rate: int = 200  # words per minute
    voice: str | None = None
    sound: bool = True
    volume: float = 0.8  # 0..1
    #: the mode SORRY_AUDIO_SPEECH gave, when it chose this run's (no --speech): a bad
    #: saved speech setting is then said to give way to it, not to a flag (playtest pe77)
    env_speech: SpeechMode | None = field(default=None, compare=False, repr=False)

    @property
    def speech_from_env(self) -> bool:
        """The speech mode is SORRY_AUDIO_SPEECH's (not changed in play since)."""
        return self.env_speech is not None and self.env_speech is self.speech


def _speech_mode(text: str) -> SpeechMode:
    try:
        return SpeechMode(text.strip().lower())
    except ValueError:
        raise argparse.ArgumentTypeError(f"unknown speech mode {text!r}: use {_MODES}") from None


def _rate(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"rate must be a whole number, not {text!r}") from None
    if not MIN_RATE <= value <= MAX_RATE:
        raise argparse.ArgumentTypeError(
            f"rate must be between {MIN_RATE} and {MAX_RATE} words per minute")
    return value


def _volume(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"volume must be a whole number, not {text!r}") from None
    if not 0 <= value <= 100:
        raise argparse.ArgumentTypeError("volume must be between 0 and 100")
    return value


def _env_speech_mode() -> tuple[SpeechMode | None, Notice | None]:
    """The speech mode from the environment (None when unset or not a mode), and a notice
    when it is set but no mode."""
    text = os.environ.get(SPEECH_ENV, "").strip()
    if not text:
        return None, None
    try:
        return SpeechMode(text.lower()), None
    except ValueError:
        notice = Notice(NoticeKind.SPEECH_ENV_IGNORED, value=text)
        return None, notice


def speech_env_notice() -> Notice | None:
    """A notice for a player whose SORRY_AUDIO_SPEECH is not a mode (ignored, not an error)."""
    return _env_speech_mode()[1]


def add_audio_arguments(parser: argparse.ArgumentParser) -> None:
    """Add --speech, --rate, --voice, --no-sound and --volume to a command's parser."""
    group = parser.add_argument_group(
        "speech and sound", "Each option is for this run; without it, your saved settings "
        "(sorry-audio settings) are used.")
    modes = "|".join(m.value for m in SpeechMode)
    group.add_argument("--speech", type=_speech_mode, default=None, metavar=modes,
                       help=f"speech mode (default from {SPEECH_ENV}, else your settings, "
                            "else auto); use none when your screen reader already reads "
                            "the terminal")
    group.add_argument("--rate", type=_rate, default=None, metavar="WPM",
                       help=f"speech rate in words per minute ({MIN_RATE}-{MAX_RATE}, "
                            f"default {AudioSettings.rate})")
    group.add_argument("--voice", default=None, metavar="NAME",
                       help="text-to-speech voice, where the engine has voices; "
                            "sorry-audio settings --voices lists them")
    group.add_argument("--no-sound", dest="sound", action="store_false", default=None,
                       help="no sound cues (speech is unaffected)")
    group.add_argument("--volume", type=_volume, default=None,
                       metavar="0-100", help="volume of cues and text-to-speech (default 80)")


def settings_from_args(args: argparse.Namespace,
                       base: AudioSettings = AudioSettings()) -> AudioSettings:
    """Settings from parsed arguments; what ``args`` does not give comes from the
    environment (the speech mode) and then from ``base`` (the saved preferences)."""
    flag = getattr(args, "speech", None)
    env = None if flag else _env_speech_mode()[0]
    mode = flag or env or base.speech
    volume = getattr(args, "volume", None)
    sound = getattr(args, "sound", None)
    return AudioSettings(
        speech=mode,
        rate=getattr(args, "rate", None) or base.rate,
        voice=getattr(args, "voice", None) or base.voice,
        sound=base.sound if sound is None else bool(sound),
        volume=base.volume if volume is None else volume / 100,
        env_speech=env,
    )
