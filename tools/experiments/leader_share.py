"""The eighth round of docs/bots.md: the hard bot's four-player leader weighting.

Usage, from the project's root (two processes, as the tournament's --jobs 2):

    python tools/experiments/leader_share.py hx0.0,normal,normal,normal 2000 1

Each ``hxS`` seat is the hard bot with ``Weights(leader_share=S)`` (0.6 shipped); any other
name is a level (easy, normal, hard).  Prints the tournament's report, then the seconds.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable

from sorry_audio.bots import make_bot
from sorry_audio.bots.evaluate import Weights
from sorry_audio.bots.hard import HardBot
from sorry_audio.bots.tournament import Setup, report, run_games
from sorry_audio.core.game import Player


def factory(name: str, rng: random.Random) -> Player:
    """A module-level factory, so the worker processes can unpickle it."""
    if name.startswith("hx"):
        return HardBot(rng, weights=Weights(leader_share=float(name[2:])))
    return make_bot(name, rng)


def main(argv: list[str], factory: Callable[[str, random.Random], Player] = factory) -> None:
    """A tournament of the seats ``argv[0]`` names, ``argv[1]`` games (2,000), seed
    ``argv[2]`` (1), each seat built by ``factory``: the other experiments run theirs here."""
    names = tuple(argv[0].split(","))
    games = int(argv[1]) if len(argv) > 1 else 2000
    seed = int(argv[2]) if len(argv) > 2 else 1
    setup = Setup(names=names, seed=seed, factory=factory)
    began = time.perf_counter()
    text, _ = report(setup, run_games(setup, games, jobs=2))
    print(text)
    print(f"{time.perf_counter() - began:.0f} s")


if __name__ == "__main__":
    main(sys.argv[1:])
