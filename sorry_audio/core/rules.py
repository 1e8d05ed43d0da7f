"""Rule profiles: a base class of knobs and hooks, one small subclass per variant.

A profile precomputes its movement and slide tables once, so the move
generator only indexes lists.
"""

from __future__ import annotations

from collections.abc import Callable

from sorry_audio.core.board import (
    ALL_SLIDES,
    COLOURS,
    HOME,
    START,
    TRACK_SQUARES,
    Colour,
    Slide,
    step_backward,
    step_forward,
)
from sorry_audio.core.cards import Card
from sorry_audio.core.errors import InvalidRulesError, quoted

MAX_FORWARD = 12
MAX_BACKWARD = 4


class Rules:
    """The classic Hasbro rules (00390).  Variants override the knobs below."""

    name = "classic"
    title = "Classic"
    pawns = 4
    #: cards that may take a pawn out of START
    enter_cards: frozenset[Card] = frozenset({Card.ONE, Card.TWO})
    #: a 2 gives the same player another draw
    two_draws_again = True
    #: SORRY! with no usable target becomes "one pawn forward n" (0: forfeited)
    sorry_fallback_forward = 0

    def slides_on(self, mover: Colour, owner: Colour) -> bool:
        """Hook: does a pawn of ``mover`` slide on a slide owned by ``owner``?"""
        return mover != owner

    def __reduce__(self) -> str | tuple:
        """Pickle a built-in profile by name: another process then gets its own copy of
        the same profile object, so no tables are sent and caches keyed on it still hit."""
        if RULES.get(self.name) is self:
            return (parse_rules, (self.name,))
        return super().__reduce__()

    def __init__(self) -> None:
        #: enters[card]: may this card take a pawn out of START (a list, for speed)
        self.enters = [False] * 14
        for card in self.enter_cards:
            self.enters[card] = True
        #: again[card]: does the same player draw again after this card (a list, for speed)
        self.again = [self.two_draws_again and card == Card.TWO for card in range(14)]
        # forward[c][loc][n]: location after n steps forward, -1 if it would pass HOME
        self.forward: list[list[list[int]]] = []
        self.backward: list[list[list[int]]] = []
        # slide[c][square]: the slide a pawn of c takes on landing there, or None
        self.slide: list[list[Slide | None]] = []
        for c in COLOURS:
            fw, bw = [], []
            for loc in range(HOME + 1):
                fw.append(self._walk(c, loc, MAX_FORWARD, step_forward))
                bw.append(self._walk(c, loc, MAX_BACKWARD, step_backward))
            self.forward.append(fw)
            self.backward.append(bw)
            table: list[Slide | None] = [None] * 61
            for sl in ALL_SLIDES:
                if self.slides_on(c, sl.colour):
                    table[sl.start] = sl
            self.slide.append(table)

    def slide_end(self, colour: Colour, loc: int) -> int:
        """Where a pawn of ``colour`` that lands on ``loc`` ends: the end of the slide it
        takes there, else ``loc`` itself (off the track, or no slide for it)."""
        slide = self.slide[colour][loc] if 0 < loc <= TRACK_SQUARES else None
        return loc if slide is None else slide.end

    @staticmethod
    def _walk(colour: Colour, loc: int, most: int,
              step: Callable[[Colour, int], int | None]) -> list[int]:
        out = [loc]
        for _ in range(most):
            nxt = step(colour, loc) if loc >= 0 and loc not in (START, HOME) else None
            loc = -1 if nxt is None else nxt
            out.append(loc)
        return out

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"


class ClassicRules(Rules):
    """Hasbro 00390, everything in sections 1 to 4 of the rules."""


class A5065Rules(Rules):
    """PlayPalace's "A5065 Core" profile."""

    name = "a5065"
    title = "A5065 Core"
    pawns = 3
    enter_cards = frozenset({Card.ONE, Card.TWO, Card.THREE, Card.FIVE, Card.SEVEN,
                             Card.EIGHT, Card.TEN, Card.ELEVEN, Card.TWELVE})
    two_draws_again = False
    sorry_fallback_forward = 4

    def slides_on(self, mover: Colour, owner: Colour) -> bool:
        return mover == owner


CLASSIC = ClassicRules()
A5065 = A5065Rules()
RULES: dict[str, Rules] = {r.name: r for r in (CLASSIC, A5065)}


def parse_rules(name: str) -> Rules:
    """The rules profile named ``name`` (``classic`` or ``a5065``, in any case)."""
    try:
        return RULES[name.strip().lower()]
    except KeyError:
        raise InvalidRulesError(
            f"unknown rules {quoted(name)}: use {' or '.join(RULES)}") from None
