"""The words for a problem with the player's saved settings (the store only reports it)."""

from __future__ import annotations

from collections.abc import Collection, Mapping

from sorry_audio.audio.settings import SPEECH_ENV, AudioSettings
from sorry_audio.narration.catalog import Catalog
from sorry_audio.preferences import (
    DEFAULTS,
    Problem,
    ProblemKind,
    audio_values,
    format_value,
    set_by_env,
)


def problem_text(problem: Problem, catalog: Catalog,
                 in_use: Mapping[str, object] | None = None,
                 from_env: Collection[str] = ()) -> str:
    """One sentence: what went wrong, what is used instead, and where the old file is.

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
        if used != default:
            if p.setting in from_env:
                return catalog.say("ui.prefs.invalid_env", setting=p.setting, value=p.value,
                                   detail=p.detail, used=format_value(used),
                                   variable=SPEECH_ENV)
            return catalog.say("ui.prefs.invalid_flag", setting=p.setting, value=p.value,
                               detail=p.detail, used=format_value(used))
        return catalog.say("ui.prefs.invalid", setting=p.setting, value=p.value,
                           detail=p.detail,
                           default=format_value(default) or catalog.say("ui.prefs.empty"))
    key = "ui.prefs.unreadable" if p.kind is ProblemKind.UNREADABLE else "ui.prefs.unsaved"
    return catalog.say(key, path=p.path, detail=p.detail)


def run_problem_text(problem: Problem, catalog: Catalog, settings: AudioSettings) -> str:
    """:func:`problem_text` for a run that uses ``settings`` (a flag's or
    SORRY_AUDIO_SPEECH's value over the saved one): the values in use and the ones the
    environment set both come from ``settings``, here, so the game and check-audio, which
    each have only their settings, cannot come to word a problem apart."""
    return problem_text(problem, catalog, audio_values(settings), set_by_env(settings))

