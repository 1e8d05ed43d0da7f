"""The keys taught once a run of the program, not once a game.

Playtest qf120: an expert heard "Press an option's number to play it, ..." at the first
choice of each of three games, and the hint's and a group's keys as often.  The app keeps
one :class:`Lessons` and gives it to each game it starts or takes up; a game made without
one (a test, a look at the saved game) has its own, and teaches once in that game.  F1 and
the repeat keys still say what was taught.
"""

from __future__ import annotations

from collections.abc import Collection, Hashable

from sorry_audio.core.board import Colour

#: the keys a player learns by playing, not taught at all (to a player alone) once their
#: record holds :data:`SEASONED` games against the bots: playtest qs138 heard "Press an
#: option's number to play it, ..." at each launch after 13 recorded games
KEY_LESSONS = ("choose_keys", "group_escape", "hint_focus")
SEASONED = 5


class Lessons:
    """Which teaching lines were said this run, and to whom; ``games``: the games the
    player's record holds, so a seasoned player is not taught the keys again."""

    def __init__(self, games: int = 0) -> None:
        self._said: set[tuple[str, Hashable]] = (
            {(lesson, None) for lesson in KEY_LESSONS} if games >= SEASONED else set())
        #: the rule lessons the narration said this run (``Words.taught``): "slide"
        self.rules: set[str] = set()

    def first(self, lesson: str, who: Hashable = None) -> bool:
        """Whether ``lesson`` is to be said now, to ``who`` (None: whoever plays): True the
        first time it is asked, which counts it as said."""
        key = (lesson, who)
        if key in self._said:
            return False
        self._said.add(key)
        return True


def learner(humans: Collection[Colour], to_move: Colour) -> Colour | None:
    """Whom a lesson said now is for: at a hot seat the player to move, each taught once;
    alone, None, whatever colour they play this game (review rz125: at a hot seat only the
    first player heard the group's and the hint's keys)."""
    return to_move if len(humans) > 1 else None
