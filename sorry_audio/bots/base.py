"""What every bot reads from a :class:`TurnView`, in the raw form the fast path uses.

A bot sees only the view (board, card, options, discards, unseen-card counts).
It reads the options the game already generated, in the raw form the search
works on (``view.raw_options``: each one's plan and resulting location tuple);
generating them again, or wrapping them as ``Option`` objects, would only repeat
the game's work.
"""

from __future__ import annotations

from dataclasses import dataclass

from sorry_audio.core.cards import Card
from sorry_audio.core.errors import IllegalMoveError
from sorry_audio.core.game import TurnView
from sorry_audio.core.moves import Plan, next_to_move
from sorry_audio.core.rules import Rules


@dataclass(frozen=True)
class Situation:
    """The decision in raw form: who moves, with which card, and every option's result."""

    rules: Rules
    seated: tuple[int, ...]
    me: int
    card: Card
    locs: tuple[int, ...]
    options: list[tuple[Plan, tuple[int, ...]]]
    unseen: dict[Card, int]
    deck_size: int
    next_mover: int  # who draws after this card: the same player after a classic 2
    teams: bool = False  # the partnership game: the player may move the partner's pawns


def situation(view: TurnView) -> Situation:
    """Read the decision from the view; IllegalMoveError when no card is waiting."""
    pos, card = view.position, view.card
    if card is None or view.option_count == 0:
        raise IllegalMoveError("no card is waiting to be played")
    rules = pos.rules
    unseen = view.unseen
    return Situation(
        rules=rules, seated=tuple(int(c) for c in pos.seated), me=int(pos.to_move), card=card,
        locs=pos.locs, options=view.raw_options, unseen=unseen,
        deck_size=len(view.discards) + sum(unseen.values()),
        next_mover=int(next_to_move(pos, card)), teams=pos.teams)
