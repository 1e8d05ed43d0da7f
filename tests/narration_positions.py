"""Random legal-looking positions for the narration tests (any seats, any profile)."""

from __future__ import annotations

import random

from sorry_audio.core.board import HOME, START, Colour
from sorry_audio.core.position import Position
from sorry_audio.core.rules import CLASSIC


def random_position(rng: random.Random, rules=CLASSIC) -> Position:
    seated = tuple(sorted(rng.sample(list(Colour), rng.randint(2, 4))))
    p = rules.pawns
    locs = [START] * (4 * p)
    free = list(range(1, 61))
    rng.shuffle(free)
    for c in seated:
        zone = list(range(61, 66))
        rng.shuffle(zone)
        for i in range(p):
            kind = rng.random()
            if kind < 0.6:
                locs[c * p + i] = free.pop()
            elif kind < 0.75:
                locs[c * p + i] = zone.pop()
            elif kind < 0.85:
                locs[c * p + i] = HOME
    to_move = rng.choice(seated)
    return Position(to_move, seated, tuple(locs), rules)
