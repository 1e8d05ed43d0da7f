"""Engine throughput: random 4-player games, fast generator vs the plain reference.

Run on demand: ``python tests/bench/bench_engine.py [GAMES]``.  Both engines play
the same seeded games in this run, so the ratio holds on a noisy machine; the
last line is the fast engine's figure.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from reference import reference_options  # noqa: E402

from sorry_audio.core import game as game_module  # noqa: E402
from sorry_audio.core.board import COLOURS  # noqa: E402
from sorry_audio.core.game import Game, RandomPlayer, play_game  # noqa: E402
from sorry_audio.core.movegen import generate  # noqa: E402


def run(games: int, generator) -> tuple[float, int]:
    """Seconds and draws for ``games`` random games with ``generator`` as the engine."""
    game_module.generate = generator
    rng = random.Random(2026)
    player = RandomPlayer(rng)
    players = dict.fromkeys(COLOURS, player)
    draws = 0
    start = time.perf_counter()
    for _ in range(games):
        game = Game(COLOURS, rng=rng, record_events=False)
        play_game(game, players)
        draws += game.cards_drawn
    return time.perf_counter() - start, draws


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 400

    def reference(rules, locs, colour, card, teams=False):
        return reference_options(rules, locs, int(colour), card)

    try:
        ref_s, ref_draws = run(games // 4, reference)
        fast_s, fast_draws = run(games, generate)
    finally:
        game_module.generate = generate
    ref_rate, fast_rate = ref_draws / ref_s, fast_draws / fast_s
    print(f"reference engine: {ref_rate:,.0f} draws a second ({games // 4} games)")
    print(f"fast engine:      {fast_rate:,.0f} draws a second ({games} games)")
    print(f"ratio of fast to reference: {fast_rate / ref_rate:.2f}")
    print(f"engine throughput: {fast_rate:,.0f} draws a second, {fast_rate / ref_rate:.2f} times "
          "the reference")


if __name__ == "__main__":
    main()
