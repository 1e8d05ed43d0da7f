"""Bot decision time on positions from real games, against a move-generation baseline.

Run on demand: ``python tests/bench/bench_bots.py [DECISIONS]``.

Positions come from seeded games between normal bots (2 and 4 players); each is
a card waiting with two or more options.  Measured in this run, on the same
positions:

* baseline: one call of ``generate`` for the waiting card (the unit of cost);
* the normal bot (target: under 5 ms);
* the hard bot (target: p95 at most 250 ms, never over 1 s).

The ratios say how many move generations a decision costs, which holds on a
noisy machine.  The last line is the hard bot's p95.
"""

from __future__ import annotations

import random
import sys
import time

from sorry_audio.bots import make_bot
from sorry_audio.core.board import default_seats
from sorry_audio.core.game import Game, TurnView, play_game
from sorry_audio.core.moves import generate


class Sampler:
    """Plays like its bot, and now and then keeps a copy of the game at a decision."""

    def __init__(self, bot, game: Game, keep: list[Game], rng: random.Random) -> None:
        self.bot, self.game, self.keep, self.rng = bot, game, keep, rng

    def choose(self, view: TurnView) -> int:
        if view.option_count > 1 and self.rng.random() < 0.2:
            twin = self.game.snapshot()
            _ = twin.options  # built once, as the game's narration does, so no bot pays it
            self.keep.append(twin)
        return self.bot.choose(view)


def positions(count: int) -> list[Game]:
    """Games frozen at a decision: played by normal bots, sampled every few choices."""
    out: list[Game] = []
    rng = random.Random(2024)
    seed = 0
    while len(out) < count:
        seed += 1
        players = 2 if seed % 2 else 4
        game = Game(default_seats(players), rng=random.Random(seed), record_events=False)
        bots = {c: Sampler(make_bot("normal", random.Random(seed * 10 + c)), game, out, rng)
                for c in default_seats(players)}
        play_game(game, bots, max_draws=3000)
    return out[:count]


def timings(games: list[Game], decide) -> list[float]:
    out = []
    for game in games:
        view = game.view()
        t0 = time.perf_counter()
        decide(view)
        out.append(time.perf_counter() - t0)
    return out


def summary(name: str, secs: list[float], base: float) -> tuple[float, float, float]:
    ordered = sorted(secs)
    mean = sum(ordered) / len(ordered)
    p95 = ordered[int(0.95 * (len(ordered) - 1))]
    print(f"{name:<9} mean {1000 * mean:8.3f} ms  p95 {1000 * p95:8.3f} ms  "
          f"max {1000 * ordered[-1]:8.3f} ms  ({mean / base:7.1f}x baseline mean)")
    return mean, p95, ordered[-1]


def main(argv: list[str]) -> int:
    count = int(argv[0]) if argv else 400
    games = positions(count)
    print(f"{len(games)} decisions with 2+ options, from 2- and 4-player games")

    def gen(view: TurnView) -> None:
        pos = view.position
        generate(pos.rules, pos.locs, pos.to_move, view.card)

    base = sum(timings(games, gen)) / len(games)
    summary("baseline", timings(games, gen), base)
    normal = make_bot("normal", random.Random(1))
    summary("normal", timings(games, normal.choose), base)
    hard = make_bot("hard", random.Random(1))
    _, p95, top = summary("hard", timings(games, hard.choose), base)
    print(f"hard bot p95 decision: {1000 * p95:.1f} ms (max {1000 * top:.1f} ms), "
          f"{p95 / base:.0f}x one move generation")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
