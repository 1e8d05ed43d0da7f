"""The words for a problem with the player's saved settings (the store only reports it)."""

from __future__ import annotations

from sorry_audio.narration.catalog import Catalog
from sorry_audio.preferences import DEFAULTS, Problem, ProblemKind, format_value


def problem_text(problem: Problem, catalog: Catalog) -> str:
    """One sentence: what went wrong, what is used instead, and where the old file is."""
    p = problem
    if p.kind is ProblemKind.DAMAGED:
        if p.kept_as is None:
            return catalog.say("ui.prefs.damaged_in_place", path=p.path, detail=p.detail)
        return catalog.say("ui.prefs.damaged", path=p.path, detail=p.detail, kept=p.kept_as)
    if p.kind is ProblemKind.INVALID:
        default = format_value(getattr(DEFAULTS, p.setting)) or catalog.say("ui.prefs.empty")
        return catalog.say("ui.prefs.invalid", setting=p.setting, value=p.value,
                           detail=p.detail, default=default)
    key = "ui.prefs.unreadable" if p.kind is ProblemKind.UNREADABLE else "ui.prefs.unsaved"
    return catalog.say(key, path=p.path, detail=p.detail)
