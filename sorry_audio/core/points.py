"""The Point Score game's scoring (rules spec section 7), as a pure function of the last board.

Every player scores 5 for each of their pawns HOME; the winner adds 5 for each opponent
pawn not HOME and the highest one bonus that applies: 100 if no opponent pawn reached
HOME, else 50 if no opponent has more than one HOME, else 25 if none has more than two
(Decision: the bonuses are exclusive).
"""

from __future__ import annotations

from dataclasses import dataclass

from sorry_audio.core.board import Colour
from sorry_audio.core.position import Position

#: cards each player holds in the Point Score game
HAND_SIZE = 5
#: points for each pawn HOME, and for the winner each opponent pawn not HOME
PAWN_POINTS = 5
#: the winner's bonus, by the most pawns any opponent has HOME: (at most, points)
BONUSES = ((0, 100), (1, 50), (2, 25))


@dataclass(frozen=True, slots=True)
class Score:
    """One player's points for a game, with what they are made of."""

    colour: Colour
    pawns_home: int
    home_points: int  # 5 for each of the player's own pawns HOME
    opponents_out: int  # the winner only: opponent pawns not HOME
    out_points: int  # 5 for each of those
    bonus: int  # the winner only: 100, 50, 25 or 0

    @property
    def total(self) -> int:
        return self.home_points + self.out_points + self.bonus


def winner_bonus(most_home: int) -> int:
    """The winner's one bonus when no opponent has more than ``most_home`` pawns HOME."""
    for limit, points in BONUSES:
        if most_home <= limit:
            return points
    return 0


def score_game(pos: Position, winner: Colour) -> tuple[Score, ...]:
    """Each seated colour's score, in seating order, once ``winner`` has all pawns HOME."""
    p = pos.rules.pawns
    home = {c: pos.pawns_home(c) for c in pos.seated}
    others = [c for c in pos.seated if c != winner]
    out = sum(p - home[c] for c in others)
    bonus = winner_bonus(max((home[c] for c in others), default=0))
    return tuple(
        Score(c, home[c], PAWN_POINTS * home[c],
              out if c == winner else 0, PAWN_POINTS * out if c == winner else 0,
              bonus if c == winner else 0)
        for c in pos.seated)
