"""The easy bot: any legal option, uniformly at random."""

from __future__ import annotations

import random

from sorry_audio.core.errors import IllegalMoveError
from sorry_audio.core.game import TurnView


class EasyBot:
    """Picks uniformly among the distinct legal options, with its own seeded generator."""

    level = "easy"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: TurnView) -> int:
        n = view.option_count
        if n == 0:
            raise IllegalMoveError("no card is waiting to be played")
        return self.rng.randrange(n)

    def choose_card(self, view: TurnView) -> int:
        """The Point Score game: any card with a use, uniformly; with none, any to discard."""
        hand = view.hand
        if not hand:
            raise IllegalMoveError("no hand to pick a card from")
        usable = [i for i in range(len(hand)) if view.hand_options(i)]
        return self.rng.choice(usable or range(len(hand)))
