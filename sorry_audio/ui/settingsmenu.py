"""The Settings menu: what the player keeps between games, saved at each change and used
at once (the audio's rate, voice, volume, cues and speech mode; the game's pace, verbosity
and wording).  Leaving it saves the values in use over bad ones the file holds.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from sorry_audio.audio.settings import SpeechMode
from sorry_audio.audio.tts import Voice, saved_name, voice_called
from sorry_audio.config import LEVELS, PACES, VERBOSITIES
from sorry_audio.ui.menu import Menu, MenuItem, ordered_setting, setting
from sorry_audio.ui.setup import (
    cycle,
    level_label,
    pace_label,
    setting_name,
    verbosity_label,
    wording_label,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from sorry_audio.audio.settings import AudioSettings
    from sorry_audio.narration.catalog import Catalog
    from sorry_audio.preferences import Preferences
    from sorry_audio.ui.app import SorryApp


#: the steps of the numeric settings (Left and Right stop at the ends, which the label says)
RATES = (80, 100, 120, 140, 160, 180, 200, 225, 250, 275, 300, 350, 400, 450, 500)
VOLUMES = tuple(range(0, 101, 10))
SPEECH_MODES = tuple(m.value for m in SpeechMode)
#: the key bounce guard's steps, in milliseconds (0: off)
BOUNCES = (0, 100, 150, 200, 300, 500)


def step(values: tuple[int, ...], value: int, delta: int) -> int:
    """The next step up or down from ``value`` (which need not be a step), held at the ends;
    a value past an end (bounce=750 from the shell, which takes 0 to 1000) stays where it
    is, not moved the other way by Right (it went down to 500)."""
    if delta > 0:
        return next((v for v in values if v > value), max(values[-1], value))
    return next((v for v in reversed(values) if v < value), min(values[0], value))


def settings_menu(app: SorryApp) -> Menu:
    """What the player keeps between games: saved at each change, and used at once.

    Speech rate, volume, cues and speech mode are read from the running audio, so a flag given
    for this run (``--no-sound``) is what the menu says, until the player changes it.
    """
    text, catalog, change = app.speaker.text, app.speaker.catalog, app.change_setting

    def name(setting: str) -> str:
        return setting_name(setting, catalog)

    def prefs() -> Preferences:
        return app.preferences.preferences

    def audio() -> AudioSettings:
        return app.audio.settings

    def rate_now() -> int:
        return audio().rate

    def volume_now() -> int:
        return round(audio().volume * 100)

    def ordered(label: Callable[[], str], name: str, values: tuple[str, ...]) -> MenuItem:
        return ordered_setting(label, values, lambda: getattr(prefs(), name),
                               lambda value: change(name, value))

    def number(name: str, values: tuple[int, ...],
               now: Callable[[], int]) -> Callable[[int], bool | None]:
        def go(d: int) -> bool | None:
            current = now()
            value = step(values, current, d)
            if value == current:  # at an end: "No further", as the ordered settings say
                return False  # (playtest v22: the volume's line was said again)
            change(name, value)
            return None
        return go

    def this_run(label: str, now: object, saved: object, saved_text: str) -> str:
        """A value a flag set for this run only (--no-sound, --speech, --rate, --volume)
        says so, with the saved one: the menu is headed "kept for next time"."""
        return label if now == saved else text("ui.opt.this_run", label=label, saved=saved_text)

    def rate() -> str:
        r = rate_now()
        end = "ui.opt.fastest" if r >= RATES[-1] else "ui.opt.slowest" if r <= RATES[0] else ""
        label = text("ui.opt.rate", setting=name("rate"), rate=r) + (text(end) if end else "")
        return this_run(label, r, prefs().rate, str(prefs().rate))

    def volume() -> str:
        v = volume_now()
        end = "ui.opt.loudest" if v >= 100 else "ui.opt.silent" if v <= 0 else ""
        label = text("ui.opt.volume", setting=name("volume"), volume=v) + (text(end) if end else "")
        return this_run(label, v, prefs().volume, str(prefs().volume))

    def sound() -> str:
        label = text("ui.opt.sound", setting=name("sound"),
                     on_off=text("ui.on" if audio().sound else "ui.off"))
        return this_run(label, audio().sound, prefs().sound,
                        text("ui.on" if prefs().sound else "ui.off"))

    def speech() -> str:
        mode = audio().speech.value
        label = text("ui.opt.speech", setting=name("speech"), mode=text(f"ui.speech.{mode}"))
        return this_run(label, mode, prefs().speech, text(f"ui.speech_short.{prefs().speech}"))

    return Menu(text("ui.settings"), [
        # from the game menu too, so it says it is for games to come, not this one
        ordered(lambda: level_label(prefs().level, catalog, "ui.opt.level"), "level", LEVELS),
        ordered(lambda: pace_label(prefs().pace, catalog), "pace", PACES),
        ordered(lambda: verbosity_label(prefs().verbosity, catalog), "verbosity", VERBOSITIES),
        setting(lambda: wording_label(prefs().relative, catalog),
                lambda d: change("relative", not prefs().relative)),
        setting(rate, number("rate", RATES, rate_now)),
        voice_item(app, this_run),
        setting(volume, number("volume", VOLUMES, volume_now)),
        setting(sound, lambda d: change("sound", not audio().sound)),
        setting(speech, lambda d: change("speech", cycle(SPEECH_MODES, audio().speech.value, d))),
        setting(lambda: bounce_label(prefs().bounce, catalog),
                number("bounce", BOUNCES, lambda: prefs().bounce)),
    ], catalog, back=app.leave_settings)


def bounce_label(ms: int, catalog: Catalog) -> str:
    """"Key bounce guard: off", or what it ignores."""
    if not ms:
        return catalog.say("ui.opt.bounce_off", setting=setting_name("bounce", catalog))
    return catalog.say("ui.opt.bounce", setting=setting_name("bounce", catalog), ms=ms)


def open_settings(app: SorryApp) -> None:
    app.audio.prefetch_voices()  # listed while the player walks to the Voice item
    intro = "ui.settings.intro_mend" if app.preferences.mendable else "ui.settings.intro"
    app.open_menu(settings_menu(app), app.speaker.text(intro))


@lru_cache(maxsize=4)
def saved_names(voices: tuple[Voice, ...]) -> tuple[str, ...]:
    """The default (""), then each voice as it is saved: the short name the shell's
    --voices lists, or its id where that name would find another voice first."""
    return ("", *(saved_name(voices, v) for v in voices))


def voice_item(app: SorryApp, this_run: Callable[[str, object, object, str], str]) -> MenuItem:
    """The built-in voice: Left and Right step through the voices text-to-speech offers here
    (English ones first, the default before them) and stop at the ends; each new voice
    says its own name, so the player hears it before keeping it.  The voices are listed
    when the item is first said (a moment, once a run)."""
    text = app.speaker.text

    def values() -> tuple[str, ...]:
        return saved_names(app.audio.voices())

    def position(voice: str) -> int | None:
        """Where ``voice`` (an id, or a name given in the shell) is in :func:`values`; None
        when it is not a voice here."""
        if not voice:
            return 0
        voices = app.audio.voices()
        found = voice_called(voices, voice)
        return None if found is None else voices.index(found) + 1

    def name(voice: str) -> str:
        if not voice:
            return text("ui.voice.default")
        found = voice_called(app.audio.voices(), voice)
        return found.name if found is not None else voice

    def label() -> str:
        voice, saved = app.audio.settings.voice or "", app.preferences.preferences.voice
        setting = setting_name("voice", app.speaker.catalog)
        if len(values()) == 1:  # nothing to choose, nor to be not speaking
            return text("ui.opt.voice_none", setting=setting)
        at = position(voice)
        if at is None:
            said = text("ui.opt.voice_missing", setting=setting, name=voice)
        elif at == 0:
            said = text("ui.opt.voice", setting=setting, name=name(voice))
        else:  # where in a list of 131, which Page Up and Down walk ten at a time (r18)
            said = text("ui.opt.voice_at", setting=setting, name=name(voice), n=at,
                        count=len(app.audio.voices()))
        if not app.audio.builtin_voice_speaking:
            said += text("ui.opt.voice_unused")
        return this_run(said, voice, saved, name(saved))

    def in_use() -> str:
        """The voice in use as one of :func:`values` (the default when it is none here)."""
        return values()[position(app.audio.settings.voice or "") or 0]

    return ordered_setting(label, values, in_use,
                           lambda voice: app.change_setting("voice", voice), far=True)
