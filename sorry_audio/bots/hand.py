"""What every bot shares in the Point Score game (spec 7): the hand's decisions, the discard
rule, and the memory that keeps a bot's option true to the card it picked.

A bot picks a card and its option in one thought (:meth:`choose_card`), but the game asks
for them in two calls: the card in the PICK phase, the option in CHOOSE.  :class:`Picked`
remembers the pair for the turn, so ``choose`` plays the option the pick was made for
instead of thinking again (which could land elsewhere on a tie, and costs time).
"""

from __future__ import annotations

from dataclasses import dataclass

from sorry_audio.analysis import dead_cards
from sorry_audio.bots.base import Situation
from sorry_audio.core.board import START
from sorry_audio.core.cards import Card
from sorry_audio.core.errors import IllegalMoveError
from sorry_audio.core.game import TurnView
from sorry_audio.core.moves import next_to_move

#: how much a card is worth keeping when it has no use (higher: keep longer).  A SORRY!
#: waits for its target; an 11 swaps or moves far; a 10 goes forward 10 or back 1; a 7
#: splits; a backward 4 from near the start square nearly laps the board; then the long
#: forward cards before the short.  A card that takes a pawn out of START outranks all
#: but SORRY! while a pawn waits there (:func:`keep_worth`).
KEEP_ORDER = (Card.ONE, Card.TWO, Card.THREE, Card.FIVE, Card.EIGHT, Card.TWELVE, Card.FOUR,
              Card.SEVEN, Card.TEN, Card.ELEVEN)
_KEEP = {card: float(rank) for rank, card in enumerate(KEEP_ORDER, start=1)}
ENTER_WORTH = 20.0
SORRY_WORTH = 30.0


def keep_worth(card: Card, enter: bool) -> float:
    """How much ``card`` is worth keeping; ``enter``: it can take a waiting pawn out of START."""
    if card == Card.SORRY:
        return SORRY_WORTH
    return ENTER_WORTH + _KEEP[card] if enter else _KEEP[card]


def discard_index(view: TurnView) -> int:
    """The card to discard when none has a use: a dead one first (:func:`dead_cards`),
    else the one least worth keeping (the first of equals, so the choice needs no
    generator)."""
    pos = view.position
    waiting = START in pos.pawns(pos.to_move)
    enter = pos.rules.enter_cards
    hand = view.hand
    if not hand:
        raise IllegalMoveError("no hand to pick a card from")
    dead = dead_cards(pos, pos.to_move)
    return min(range(len(hand)), key=lambda i: (hand[i] not in dead,
                                                keep_worth(hand[i], waiting and hand[i] in enter)))


def hand_situations(view: TurnView) -> list[tuple[int, Situation]]:
    """Each usable card's decision, by the hand index of its first copy (a second 3 in the
    hand has the same options as the first, so it is weighed once)."""
    pos = view.position
    unseen = view.unseen
    hand = view.hand
    seated = tuple(int(c) for c in pos.seated)
    deck_size = len(view.discards) + sum(unseen.values()) + len(hand)
    seen: set[Card] = set()
    out: list[tuple[int, Situation]] = []
    for i, card in enumerate(hand):
        if card in seen:
            continue
        seen.add(card)
        raw = view.hand_options(i)
        if raw:
            out.append((i, Situation(
                rules=pos.rules, seated=seated, me=int(pos.to_move), card=card, locs=pos.locs,
                options=raw, unseen=unseen, deck_size=deck_size,
                next_mover=int(next_to_move(pos, card)), teams=pos.teams)))
    return out


def turn_key(view: TurnView) -> tuple:
    """What tells one decision from another: the board, the mover, the hand, and the cards
    drawn so far (a refill changes it even when the hand looks the same)."""
    pos = view.position
    return (pos.locs, int(pos.to_move), view.hand, view.cards_drawn)


@dataclass(frozen=True)
class Pick:
    """A card picked for a turn and the option it was picked for."""

    key: tuple
    card: Card
    option: int


class Picked:
    """The last pick of one bot, to play its option when the game asks for it."""

    def __init__(self) -> None:
        self.last: Pick | None = None

    def remember(self, view: TurnView, card: Card, option: int) -> None:
        self.last = Pick(turn_key(view), card, option)

    def option_for(self, view: TurnView) -> int | None:
        """The remembered option when ``view`` is the CHOOSE phase of the remembered pick."""
        last = self.last
        if last is None or not view.hand or view.card != last.card:
            return None
        if turn_key(view) != last.key or not 0 <= last.option < view.option_count:
            return None
        return last.option
