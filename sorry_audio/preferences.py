"""Preferences a player sets once and keeps: bot level, pace, verbosity, wording, speech.

One declarative table (:data:`SPEC`) names each setting, how a stored or typed value is
checked, and what it is for, and :class:`Preferences` holds each default; loading, saving,
the ``settings`` command and its help all read them.  The file is JSON in the per-user
config folder (``SORRY_AUDIO_SETTINGS`` names another file).  A damaged file never stops
the game: the defaults are used, the damaged file is kept beside it under another name
(nothing the player wrote is lost), and the problem comes back as a :class:`Problem` for
the UI to say in words.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, replace
from enum import Enum
from pathlib import Path
from typing import Any

from sorry_audio.audio.settings import MAX_RATE, MIN_RATE, AudioSettings, SpeechMode
from sorry_audio.config import LEVELS, PACES, VERBOSITIES
from sorry_audio.core.errors import QUOTE_LIMIT, quoted
from sorry_audio.userfiles import (
    DAMAGED_TEXT,
    EMPTY_TEXT,
    JSON_ERRORS,
    damaged_path,
    present,
    read_text,
    reason_tag,
    set_aside,
    sweep_temporaries,
    user_path,
    why,
    write_or_why,
)

SETTINGS_ENV = "SORRY_AUDIO_SETTINGS"
MAX_BOUNCE = 1000  # milliseconds: a second is longer than any bounce
FILE_NAME = "settings.json"
#: where a file that is not readable JSON is moved, beside the settings file
DAMAGED_NAME = damaged_path(Path(FILE_NAME)).name  # the default file's damaged copy


@dataclass(frozen=True)
class Preferences:
    level: str = "normal"
    pace: str = "normal"
    verbosity: str = "normal"
    relative: bool = False
    speech: str = SpeechMode.AUTO.value
    rate: int = AudioSettings.rate
    voice: str = ""
    volume: int = round(AudioSettings.volume * 100)
    sound: bool = True
    #: milliseconds in which a key pressed again is taken as a bounce, or a held key's
    #: repeat, and ignored (0: off), for a hand with a tremor (playtest ba52)
    bounce: int = 0

    def audio(self) -> AudioSettings:
        """The speech and sound part, as the audio layer takes it."""
        return AudioSettings(SpeechMode(self.speech), self.rate, self.voice or None,
                             self.sound, self.volume / 100)


def set_by_env(settings: AudioSettings) -> frozenset[str]:
    """The settings of :func:`audio_values` that the environment set for this run, not a
    flag: the speech mode, from SORRY_AUDIO_SPEECH."""
    return frozenset({"speech"}) if settings.speech_from_env else frozenset()


def audio_values(settings: AudioSettings) -> dict[str, object]:
    """The speech and sound settings a run uses, as the settings file holds them: a flag
    (--speech, --rate, --voice, --no-sound, --volume) or SORRY_AUDIO_SPEECH may have set
    one for this run, over the saved value."""
    return {"speech": settings.speech.value, "rate": settings.rate,
            "voice": settings.voice or "", "sound": settings.sound,
            "volume": round(settings.volume * 100)}


class PreferenceError(ValueError):
    """A value that is not valid for a setting (the words say what is)."""


def _choice(values: tuple[str, ...]) -> Callable[[object], str]:
    def parse(value: object) -> str:
        text = str(value).strip().lower() if isinstance(value, str) else None
        if text not in values:
            raise PreferenceError(f"use one of {', '.join(values)}")
        return text
    return parse


def _number(low: int, high: int) -> Callable[[object], int]:
    def parse(value: object) -> int:
        # ASCII digits only: "²" is a digit to isdigit() and not to int() (review z26)
        if isinstance(value, str) and (text := value.strip()).isascii() and text.isdigit():
            value = int(text)
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise PreferenceError(f"use a whole number from {low} to {high}")
        return value
    return parse


_YES, _NO = ("on", "yes", "true", "1"), ("off", "no", "false", "0")


def _flag(value: object) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in _YES or text in _NO:
        return text in _YES
    raise PreferenceError("use on or off")


def _text(value: object) -> str:
    if not isinstance(value, str):
        raise PreferenceError("use a name (sorry-audio settings --voices lists them), or "
                              "nothing for the engine's own")
    return value.strip()


@dataclass(frozen=True)
class Setting:
    name: str
    parse: Callable[[object], Any]  # raises PreferenceError for a value that is not valid
    about: str


SPEC: tuple[Setting, ...] = (
    Setting("level", _choice(LEVELS), "bot level for quick games and new bot seats"),
    Setting("pace", _choice(PACES),
            "how long each bot turn waits: fast, normal, slow, key (until you press a key)"),
    Setting("verbosity", _choice(VERBOSITIES), "how much each turn says"),
    # the menus call it Locations, so the shell's listing says so (playtest m13)
    Setting("relative", _flag, "with each location, the pawn's distance to its safety entry "
                               "(Locations, in the Settings menu)"),
    Setting("speech", _choice(tuple(m.value for m in SpeechMode)),
            "speech mode (the --speech option and SORRY_AUDIO_SPEECH come first)"),
    Setting("rate", _number(MIN_RATE, MAX_RATE), "speech rate, words per minute"),
    Setting("voice", _text, "text-to-speech voice; empty for the engine's own"),
    Setting("volume", _number(0, 100), "volume of cues and text-to-speech"),
    Setting("sound", _flag, "sound cues on or off"),
    Setting("bounce", _number(0, MAX_BOUNCE),
            "milliseconds in which the same key pressed again is ignored, as a bounce or a "
            "held key's repeat (0: off)"),
)
BY_NAME: Mapping[str, Setting] = {s.name: s for s in SPEC}
DEFAULTS = Preferences()


def format_value(value: object) -> str:
    """How a value is written for people: on/off for flags."""
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


class ProblemKind(Enum):
    UNREADABLE = "unreadable"  # the file exists but could not be read (permissions, ...)
    DAMAGED = "damaged"  # not a JSON object: moved aside, defaults used
    INVALID = "invalid"  # one setting's value is not valid: its default is used
    UNSAVED = "unsaved"  # a change could not be written: it holds until the game ends


@dataclass(frozen=True)
class Problem:
    kind: ProblemKind
    path: Path
    detail: str = ""  # the system's reason, or what a valid value is
    setting: str = ""
    value: str = ""
    kept_as: Path | None = None  # where a damaged file was moved


def _shown(value: object) -> str:
    """A saved value as the file has it, clipped as typed input is in errors (review rj92:
    a value of 170 characters was read back whole before "is not valid")."""
    text = json.dumps(value)
    if len(text) <= QUOTE_LIMIT:
        return text
    if isinstance(value, str):  # in its quotes still: '"xxx..."'
        return json.dumps(value[:QUOTE_LIMIT] + "...")
    return text[:QUOTE_LIMIT] + "..."


def default_path() -> Path:
    """``SORRY_AUDIO_SETTINGS`` if set, else settings.json in the per-user config folder."""
    return user_path(SETTINGS_ENV, "config", FILE_NAME)


class PreferenceStore:
    """The preferences in a file, loaded once and saved whenever one changes.

    ``path`` None keeps them in memory only (tests, and apps built without a file).
    ``problems`` holds what went wrong loading; :meth:`update` returns a save problem
    (once: a folder that cannot be written is said once, not at every change).
    ``look_only`` leaves a damaged file where it is (a command that only shows the
    settings must change nothing), and then never writes over it.

    ``bad_saved`` names the settings whose values in the file are not valid (each said as
    a problem at launch, its default used): the next save writes the values in use over
    them, and :meth:`take_mended` then names them, once, for the UI to say so (playtest
    pi93: a save mended them unheard, and leaving Settings unchanged mended nothing, so
    the same lines came at every launch).  :meth:`mend` saves for that alone.
    """

    def __init__(self, path: Path | None, *, look_only: bool = False) -> None:
        self.path = path
        self.problems: list[Problem] = []
        self._extra: dict[str, Any] = {}  # keys this version does not know, kept on save
        self._save_failed = False
        self._look_only = look_only
        self._writable = True  # False: a damaged file could not be moved aside, so it stays
        # why a file that exists could not be read: it may hold the player's settings, so
        # it is never written over (saving says this reason instead)
        self._unread = ""
        self.bad_saved: tuple[str, ...] = ()
        self._mended: tuple[str, ...] = ()
        if path is not None and not look_only:  # left by a copy killed mid-write
            sweep_temporaries(path)
        self.preferences = self._load()

    @classmethod
    def open(cls) -> PreferenceStore:
        return cls(default_path())

    def _load(self) -> Preferences:
        path = self.path
        if path is None or not present(path):
            return DEFAULTS
        try:
            text = read_text(path)
            data = json.loads(text) if text.strip() else {}
            detail = (EMPTY_TEXT if not text.strip()
                      else "" if isinstance(data, dict) else "it holds no settings")
        except OSError as exc:
            self._unread = why(exc)
            self.problems.append(Problem(ProblemKind.UNREADABLE, path, self._unread))
            return DEFAULTS
        except JSON_ERRORS:  # JSONDecodeError and UnicodeDecodeError are ValueErrors
            detail = DAMAGED_TEXT
        if detail:
            kept = None if self._look_only else set_aside(path, reason_tag(detail))
            self._writable = kept is not None  # else it stays, and is never written over
            self.problems.append(Problem(ProblemKind.DAMAGED, path, detail, kept_as=kept))
            return DEFAULTS
        values: dict[str, Any] = {}
        for name, value in data.items():
            setting = BY_NAME.get(name)
            if setting is None:
                self._extra[name] = value
                continue
            try:
                values[name] = setting.parse(value)
            except PreferenceError as exc:
                self.problems.append(Problem(ProblemKind.INVALID, path, str(exc), name,
                                             _shown(value)))
                self.bad_saved += (name,)
        return replace(DEFAULTS, **values)

    def update(self, **changes: Any) -> Problem | None:
        """Set some preferences (values already valid) and save; a first failure to save
        comes back as a problem, later ones are not repeated.  The file is read again
        first, so a change made meanwhile elsewhere (the ``settings`` command, another run)
        is kept, not written over with this run's old values (playtest k11)."""
        fresh = self._peek()
        if fresh is not None:
            self.preferences = fresh
        new = replace(self.preferences, **changes)
        if new == self.preferences:
            return None
        self.preferences = new
        return self.save()

    def _peek(self) -> Preferences | None:
        """The file's settings as they stand now, over this store's for any the file lacks
        or holds wrong; None when there is no file to read, or this store never reads it
        (it could not be read at launch, or a damaged one stayed in place)."""
        if self.path is None or self._unread or not self._writable:
            return None
        try:
            data = json.loads(read_text(self.path))
        except (OSError, *JSON_ERRORS):
            return None
        if not isinstance(data, dict):
            return None
        values: dict[str, Any] = {}
        extra: dict[str, Any] = {}
        bad: list[str] = []
        for name, value in data.items():
            setting = BY_NAME.get(name)
            if setting is None:
                extra[name] = value
                continue
            try:
                values[name] = setting.parse(value)
            except PreferenceError:
                bad.append(name)
        self._extra = extra
        self.bad_saved = tuple(bad)  # as the file holds them now: one put right meanwhile
        # (by hand, or by another run) is not said to be mended by this one
        return replace(self.preferences, **values)

    def mend(self) -> Problem | None:
        """Save the values in use over the bad ones the file holds (each said at launch),
        though nothing changed: nothing to do when it holds none.  A save problem comes
        back as :meth:`update`'s does."""
        if not self.bad_saved:
            return None
        fresh = self._peek()
        if fresh is not None:
            self.preferences = fresh
        if not self.bad_saved:  # put right meanwhile
            return None
        return self.save()

    @property
    def mendable(self) -> bool:
        """The file holds bad values and the last save did not fail: leaving Settings can
        still promise to save over them (review rk96: after a failed write it promised a
        save each time, and said nothing of it after)."""
        return bool(self.bad_saved) and not self._save_failed

    def take_mended(self) -> tuple[str, ...]:
        """The settings whose bad values a save has written over since the last call (the
        values in use took their place), once each."""
        mended, self._mended = self._mended, ()
        return mended

    def set_text(self, name: str, text: str) -> None:
        """Set one preference from typed words; PreferenceError (naming it) when invalid."""
        setting = BY_NAME.get(name)
        if setting is None:
            raise PreferenceError(f"no setting named {quoted(name)}: the settings are "
                                  f"{', '.join(BY_NAME)}")
        try:
            value = setting.parse(text)
        except PreferenceError as exc:
            raise PreferenceError(f"{name} cannot be {quoted(text)}: {exc}") from None
        self.preferences = replace(self.preferences, **{name: value})

    def reset(self) -> None:
        self.preferences = DEFAULTS

    def save(self) -> Problem | None:
        """Write the file whole (see ``sorry_audio.userfiles``); a damaged file left in place
        is not written over (its problem said so), nor one that could not be read."""
        if self.path is None or not self._writable:
            return None
        detail: str | None = self._unread
        if not detail:
            data = {**self._extra, **asdict(self.preferences)}
            detail = write_or_why(self.path, json.dumps(data, indent=2) + "\n")
            if detail is None:
                self._save_failed = False
                self._mended = tuple(dict.fromkeys(self._mended + self.bad_saved))
                self.bad_saved = ()
                return None
        if self._save_failed:
            return None
        self._save_failed = True
        return Problem(ProblemKind.UNSAVED, self.path, detail)
