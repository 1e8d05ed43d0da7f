"""The easy bot: any legal option, uniformly at random."""

from __future__ import annotations

import random

from sorry_audio.core.game import TurnView


class EasyBot:
    """Picks uniformly among the distinct legal options, with its own seeded generator."""

    level = "easy"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: TurnView) -> int:
        n = view.option_count
        if n == 0:
            raise ValueError("no card is waiting to be played")
        return self.rng.randrange(n)
