"""The words for a problem with the player's saved settings (the store only reports it)."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from sorry_audio.audio.settings import SPEECH_ENV, AudioSettings
from sorry_audio.narration.catalog import Catalog
from sorry_audio.preferences import (
    DEFAULTS,
    Preferences,
    Problem,
    ProblemKind,
    audio_values,
    format_value,
    set_by_env,
)
from sorry_audio.ui.setup import setting_name


def _game_words(p: Problem, catalog: Catalog) -> tuple[str, str]:
    """The setting's name as the menu says it (playtest pg86 heard "relative" and
    "bounce", which no menu item says), and the values it takes as the file takes them: only
    one who edits the file needs them, and "wait for a key", the menu's word for the pace
    key, written there would be refused in turn.  A name that does not hold the file's key
    ("Locations", relative) says the key too ("relative in the file: use on or off")."""
    name, detail = setting_name(p.setting, catalog), p.detail
    if p.setting not in name.lower().split():
        return name, catalog.say("ui.prefs.in_file", key=p.setting, detail=detail)
    return name, detail


def _words(value: object, catalog: Catalog) -> str:
    """A value as the file has it; no voice: "nothing" ("the default, the default")."""
    return format_value(value) or catalog.say("ui.prefs.empty")


def fix_text(count: int, settings_item: int, catalog: Catalog) -> str:
    """After the launch's lines on ``count`` bad saved values, once: where to put them
    right (Settings, item ``settings_item`` of the main menu), and how."""
    return catalog.say("ui.prefs.fix_one" if count == 1 else "ui.prefs.fix", n=settings_item)


def mended_text(names: Sequence[str], preferences: Preferences, catalog: Catalog) -> str:
    """That the file now holds valid values for ``names``, each as it holds it now (the
    value in use, never one a flag set for this run only, which is not saved); "" for no
    names."""
    if not names:
        return ""
    items = [catalog.say("ui.prefs.mended_item", setting=setting_name(name, catalog),
                         value=_words(getattr(preferences, name), catalog))
             for name in names]
    return catalog.say("ui.prefs.mended", values=catalog.join(items))


def problem_text(problem: Problem, catalog: Catalog,
                 in_use: Mapping[str, object] | None = None,
                 from_env: Collection[str] = (), *, file_words: bool = False) -> str:
    """One sentence: what went wrong, what is used instead, and where the old file is.

    A bad value names its setting as the Settings menu does (the game); ``file_words``: as
    the file and the ``settings`` command write it, for the shell, where the player types
    ``sorry-audio settings pace=slow``.  Values are always the file's (review rj92: the
    menu's "automatic" or "off" for the default, beside the file's list, is refused there
    too), so one line never mixes the two.

    ``in_use``: the values this run uses (``preferences.audio_values``); a setting a flag
    set for this run says that value, not the default, which is then not used (playtest
    pb68: "the default, auto, is used" with --speech none, and none was used), and where
    it came from: the command line, or for a setting in ``from_env``
    (``preferences.set_by_env``) SORRY_AUDIO_SPEECH (playtest pe77: "this run uses none,
    set for this run only" said "this run" twice, and not where none came from).
    :func:`run_problem_text` works both out from a run's settings."""
    p = problem
    if p.kind is ProblemKind.DAMAGED:
        if p.kept_as is None:
            return catalog.say("ui.prefs.damaged_in_place", path=p.path, detail=p.detail)
        return catalog.say("ui.prefs.damaged", path=p.path, detail=p.detail, kept=p.kept_as)
    if p.kind is ProblemKind.INVALID:
        default = getattr(DEFAULTS, p.setting)
        used = (in_use or {}).get(p.setting, default)
        setting, detail = (p.setting, p.detail) if file_words else _game_words(p, catalog)
        # mid-sentence: "Your saved bot level setting", not "Bot level" (playtest qo132)
        setting = setting[:1].lower() + setting[1:]
        if used != default:
            if p.setting in from_env:
                return catalog.say("ui.prefs.invalid_env", setting=setting, value=p.value,
                                   detail=detail, used=_words(used, catalog), variable=SPEECH_ENV)
            return catalog.say("ui.prefs.invalid_flag", setting=setting, value=p.value,
                               detail=detail, used=_words(used, catalog))
        return catalog.say("ui.prefs.invalid", setting=setting, value=p.value,
                           detail=detail, default=_words(default, catalog))
    key = "ui.prefs.unreadable" if p.kind is ProblemKind.UNREADABLE else "ui.prefs.unsaved"
    return catalog.say(key, path=p.path, detail=p.detail)


def run_problem_text(problem: Problem, catalog: Catalog, settings: AudioSettings, *,
                     file_words: bool = False) -> str:
    """:func:`problem_text` for a run that uses ``settings`` (a flag's or
    SORRY_AUDIO_SPEECH's value over the saved one): the values in use and the ones the
    environment set both come from ``settings``, here, so the game and check-audio, which
    each have only their settings, cannot come to word a problem apart (check-audio, in
    the shell, says the file's words: ``file_words``)."""
    return problem_text(problem, catalog, audio_values(settings), set_by_env(settings),
                        file_words=file_words)
