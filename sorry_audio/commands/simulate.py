"""``sorry-audio simulate``: random games headless, with the engine's throughput last."""

from __future__ import annotations

import argparse
import sys

from sorry_audio.commands.game_options import add_variant_arguments
from sorry_audio.commands.progress import on_terminal


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=int, default=1000, help="games to play (default 1000)")
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4),
                        help="players in each game (default 4)")
    parser.add_argument("--seed", type=int, default=None, help="seed for a replayable run")
    add_variant_arguments(parser)


def run(args: argparse.Namespace) -> int:
    from sorry_audio.core.board import default_seats
    from sorry_audio.core.simulate import simulate

    if args.games < 1:
        print("sorry-audio simulate: --games must be at least 1", file=sys.stderr)
        return 2
    stats = simulate(args.games, default_seats(args.players), args.rules, seed=args.seed,
                     faster_setup=args.faster_setup, deck_size=args.deck,
                     progress=on_terminal(args.games))
    print(f"games played: {stats.games}")
    for colour, wins in stats.wins.items():
        print(f"wins {colour.name.lower()}: {wins} ({100 * wins / stats.games:.1f}%)")
    print(f"average cards drawn per game: {stats.draws / stats.games:.1f}")
    print(f"throughput: {stats.games / stats.seconds:.1f} games/s, "
          f"{stats.draws / stats.seconds:.0f} draws/s")
    return 0
