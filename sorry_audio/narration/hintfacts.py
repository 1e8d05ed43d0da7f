"""What a hint asks about positions, each answer worked out once per hint.

Apart from :mod:`sorry_audio.narration.hints`, which words the answers, because the
questions are the costly part: each runs the move generator for every opponent and card.
"""

from __future__ import annotations

from collections.abc import Mapping

from sorry_audio.analysis import (
    SetBack,
    Threat,
    drawable_by,
    exposure,
    home_cards,
    setbacks,
    strip_undrawable,
    targets,
    team_threats,
    usable_cards,
)
from sorry_audio.core.board import START, Colour
from sorry_audio.core.cards import Card
from sorry_audio.core.position import Position

#: Steps of expected loss by which an option must be safer than every other to be said to
#: risk the least (the hint's "risks the least of your ground", "this one risks least") or
#: within which Shift+O names options together as the least: a difference under half a
#: step is no difference a player should act on.
EXPOSURE_MARGIN = 0.5


class Facts:
    """What a hint asks about each position, each worked out once per hint.

    The threat and reach scans run the move generator for every opponent and
    card, and one position is asked about several times (an option's result
    against each of the card's others).  In a partnership game the player's pawns are
    the team's: its own and its partner's (each threat's ``colour`` says whose).
    ``kinds``: each colour's possible next cards (:func:`~sorry_audio.analysis.next_kinds`;
    None: any card may come); a card its bumper cannot draw next is no threat here.
    """

    def __init__(self, colour: Colour,
                 kinds: Mapping[Colour, frozenset[Card] | None] | None = None) -> None:
        self.colour = colour
        self.kinds = kinds
        self._threats: dict[Position, list[Threat]] = {}
        self._backs: dict[Position, list[SetBack]] = {}
        self._reach: dict[Position, frozenset[tuple[Colour, int]]] = {}
        self._usable: dict[Position, int] = {}
        self._homing: dict[Position, tuple[Card, ...]] = {}

    def threats(self, pos: Position) -> list[Threat]:
        if pos not in self._threats:
            found = team_threats(pos, self.colour)
            if self.kinds is not None:
                found = strip_undrawable(found, drawable_by(pos, self.kinds))
            self._threats[pos] = found
        return self._threats[pos]

    def danger(self, pos: Position) -> set[tuple[Colour, int]]:
        """Pawns (colour, number) an opponent's next card could bump, or swap far back
        with an 11: the pawns A lists.

        A SORRY! reaches any track square while an opponent has a pawn in START,
        so no move escapes it: only the other cards count as danger here.
        """
        return ({(t.colour or self.colour, t.pawn) for t in self.risky(pos)}
                | {(b.colour, b.pawn) for b in self.setbacks(pos)})

    def risky(self, pos: Position) -> list[Threat]:
        """The bump threats behind :meth:`danger`: those with a card besides a SORRY! from
        START (a5065's SORRY! forward 4 is one, as A says; review rv106), its 11 swaps
        apart (:meth:`setbacks`)."""
        return [t for t in self.threats(pos)
                if t.cards != (Card.SORRY,) or pos.pawns(t.by_colour)[t.by_pawn - 1] != START]

    def sorry_only(self, pos: Position) -> set[tuple[Colour, int]]:
        """Pawns (colour, number) that only a SORRY! could take: out of reach of every
        other card, which is not the same as safe."""
        return {(t.colour or self.colour, t.pawn) for t in self.threats(pos)
                if Card.SORRY in t.cards} - self.danger(pos)

    def setbacks(self, pos: Position) -> list[SetBack]:
        """The 11 swaps that could set a pawn of the player's (its team's) far back, as A
        lists them: only where the swapper may draw an 11 next."""
        if pos not in self._backs:
            may = None if self.kinds is None else drawable_by(pos, self.kinds)
            self._backs[pos] = setbacks(pos, self.colour, may=may)
        return self._backs[pos]

    def exposure(self, pos: Position) -> float:
        """Steps the player (its team) can expect to lose to a bump or an 11's swap before
        its next turn: Shift+O's ground at risk."""
        return exposure(self.threats(pos), pos, self.colour, self.setbacks(pos))

    def reach(self, pos: Position) -> frozenset[tuple[Colour, int]]:
        """Opponent pawns the player's next card could bump (SORRY! aside, as above)."""
        if pos not in self._reach:
            # only cards the player may draw next (playtest o15: "within reach" with no 10
            # left to draw, the only card that reached)
            mine = None if self.kinds is None else self.kinds.get(self.colour)
            self._reach[pos] = frozenset(
                (opp, t.pawn) for opp, found in targets(pos, self.colour).items()
                for t in found
                if any(c is not Card.SORRY and (mine is None or c in mine) for c in t.cards))
        return self._reach[pos]

    def homing(self, pos: Position) -> tuple[Card, ...]:
        """The card kinds that would take one of the player's pawns HOME next turn."""
        if pos not in self._homing:
            self._homing[pos] = home_cards(pos, self.colour)
        return self._homing[pos]

    def usable(self, pos: Position) -> int:
        """How many card kinds the player could use on its next turn."""
        if pos not in self._usable:
            self._usable[pos] = len(usable_cards(pos, self.colour))
        return self._usable[pos]
