"""Cards and the deck.  The deck shuffles only with the generator it is given."""

from __future__ import annotations

import random
from collections.abc import Iterable
from enum import IntEnum

from sorry_audio.core.errors import InvalidCardError, InvalidSetupError, quoted


class Card(IntEnum):
    """A Sorry! card; the value is its number, SORRY! is 13."""

    ONE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SEVEN = 7
    EIGHT = 8
    TEN = 10
    ELEVEN = 11
    TWELVE = 12
    SORRY = 13

    @property
    def label(self) -> str:
        """How the card is written on the command line: ``1`` .. ``12`` or ``sorry``."""
        return "sorry" if self is Card.SORRY else str(int(self))


CARDS = tuple(Card)

#: the decks a game may use: 45 cards (five 1s) or PlayPalace's 44 (four of each)
DECK_SIZES = (44, 45)


def parse_card(text: str) -> Card:
    """Parse ``1 2 3 4 5 7 8 10 11 12 sorry`` (also ``SORRY!``)."""
    t = text.strip().lower().rstrip("!")
    if t == "sorry":
        return Card.SORRY
    if t.isascii() and t.isdigit():
        n = int(t)
        for card in CARDS:
            if card is not Card.SORRY and int(card) == n:
                return card
    raise InvalidCardError(f"unknown card {quoted(text)}: use 1 2 3 4 5 7 8 10 11 12 or sorry")


def deck_cards(size: int = 45) -> list[Card]:
    """The cards of a fresh deck of one of the :data:`DECK_SIZES`."""
    if size not in DECK_SIZES:
        raise InvalidSetupError(f"deck size must be 44 or 45, not {size}")
    cards = [card for card in CARDS for _ in range(4)]
    if size == 45:
        cards.append(Card.ONE)
    return cards


class Deck:
    """A draw pile and a face-up discard pile.

    When the draw pile runs out the discards are shuffled into a new pile with
    the generator passed in, so a seed replays the same game.
    """

    def __init__(self, rng: random.Random, size: int = 45,
                 cards: Iterable[Card] | None = None) -> None:
        self.rng = rng
        self.size = size
        self.pile: list[Card] = list(cards) if cards is not None else deck_cards(size)
        if cards is None:
            rng.shuffle(self.pile)
        self.discards: list[Card] = []
        self.reshuffles = 0

    def reshuffle(self) -> int:
        """Shuffle the discards into a new draw pile; returns how many cards it holds."""
        self.pile = self.discards
        self.discards = []
        self.rng.shuffle(self.pile)
        self.reshuffles += 1
        return len(self.pile)

    def take(self) -> tuple[Card, int | None]:
        """Take the top card off the draw pile, first shuffling the discards into a new
        pile when it is empty.  Returns the card and, when it reshuffled, how many cards
        the new pile held (None when it did not).  The card goes where the game puts it:
        face up on the discards at once in the classic game, into a hand in Point Score."""
        reshuffled = self.reshuffle() if not self.pile else None
        return self.pile.pop(), reshuffled

    def remaining(self) -> dict[Card, int]:
        """How many of each card are still in the draw pile (what card counting knows)."""
        counts = dict.fromkeys(CARDS, 0)
        for card in self.pile:
            counts[card] += 1
        return counts
