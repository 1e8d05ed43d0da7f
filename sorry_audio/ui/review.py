"""The review cursor: a finger on the track that moves without changing the game.

Only the cursor's square lives here; what stands on a square is said by the
narrator (``Narrator.square``).
"""

from __future__ import annotations

from collections.abc import Callable

from sorry_audio.core.board import (
    SLIDE_AT_TRIANGLE,
    TRACK_SQUARES,
    Colour,
    safety_entry,
    start_square,
    wrap,
)
from sorry_audio.core.position import Position

MARKS = frozenset(start_square(c) for c in Colour) | frozenset(safety_entry(c) for c in Colour)
SLIDE_SQUARES = frozenset(SLIDE_AT_TRIANGLE)


def has_pawn(pos: Position, square: int) -> bool:
    return pos.occupant(square) is not None


class ReviewCursor:
    """A track square 1..60; "next" is clockwise, the way pawns move."""

    def __init__(self, square: int = 1) -> None:
        self.square = wrap(square)

    def step(self, delta: int) -> int:
        self.square = wrap(self.square + delta)
        return self.square

    def seek(self, found: Callable[[int], bool], direction: int) -> int | None:
        """Move to the nearest square after this one (in ``direction``) where ``found``."""
        for k in range(1, TRACK_SQUARES + 1):
            sq = wrap(self.square + direction * k)
            if found(sq):
                self.square = sq
                return sq
        return None

    def next_pawn(self, pos: Position, direction: int) -> int | None:
        return self.seek(lambda sq: has_pawn(pos, sq), direction)

    def next_slide(self, direction: int) -> int | None:
        return self.seek(SLIDE_SQUARES.__contains__, direction)

    def next_mark(self, direction: int) -> int | None:
        """Start squares and safety entries: where pawns come on and turn off."""
        return self.seek(MARKS.__contains__, direction)
