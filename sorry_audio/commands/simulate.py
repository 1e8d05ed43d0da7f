"""``sorry-audio simulate``: random games headless, with the engine's throughput last.

``--points`` plays the Point Score game (spec 7) instead, and says each colour's mean points.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from sorry_audio.commands.game_options import MOST_GAMES, add_variant_arguments, whole_number
from sorry_audio.commands.progress import on_terminal

if TYPE_CHECKING:
    pass


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=whole_number, default=1000, metavar="N",
                        help="games to play (default 1000)")
    parser.add_argument("--players", type=whole_number, default=4, choices=(2, 3, 4), metavar="N",
                        help="players in each game: 2, 3 or 4 (default 4)")
    parser.add_argument("--seed", type=whole_number, default=None, metavar="S",
                        help="seed for a replayable run")
    add_variant_arguments(parser)
    parser.add_argument("--teams", action="store_true",
                        help="the partnership game: 4 players, red and yellow against blue "
                             "and green")
    parser.add_argument("--points", action="store_true",
                        help="the Point Score game: hands of five cards, one pawn out from "
                             "the start; the mean points of each colour are reported")


def what_is_played(args: argparse.Namespace) -> str:
    """"20 random games of 2 players: a5065 rules, faster setup, 44 cards, seed 1": every
    choice said, the defaults too, so a run shows its options took effect."""
    faster = args.faster_setup or args.points  # the Point Score game always starts so
    setup = "faster setup" if faster else "every pawn starts in START"
    seed = "" if args.seed is None else f", seed {args.seed}"
    kind = "random Point Score game" if args.points else "random game"
    games = f"1 {kind}" if args.games == 1 else f"{args.games} {kind}s"
    teams = ", red and yellow against blue and green" if args.teams else ""
    return (f"{games} of {args.players} players{teams}: {args.rules} rules, {setup}, "
            f"{args.deck} cards{seed}")


def run(args: argparse.Namespace) -> int:
    from sorry_audio.core.board import Colour, default_seats
    from sorry_audio.core.simulate import simulate

    if not 1 <= args.games <= MOST_GAMES:
        print(f"sorry-audio simulate: --games must be from 1 to {MOST_GAMES:,}",
              file=sys.stderr)
        return 2
    if args.points and args.teams:
        print("sorry-audio simulate: --points and --teams cannot be played together: the "
              "Point Score game is for players on their own", file=sys.stderr)
        return 2
    if args.teams and args.players != 4:
        print("sorry-audio simulate: --teams needs 4 players", file=sys.stderr)
        return 2
    print(what_is_played(args), flush=True)  # first, so a long run says what it is doing
    stats = simulate(args.games, default_seats(args.players), args.rules, seed=args.seed,
                     faster_setup=args.faster_setup, deck_size=args.deck, teams=args.teams,
                     points=args.points, progress=on_terminal(args.games))
    print(f"games played: {stats.games}")
    if args.teams:  # a win is the team's, whichever partner played the last card
        wins_by = {f"{a.name.lower()} and {b.name.lower()}": stats.wins[a] + stats.wins[b]
                   for a, b in ((Colour.RED, Colour.YELLOW), (Colour.BLUE, Colour.GREEN))}
    else:
        wins_by = {c.name.lower(): wins for c, wins in stats.wins.items()}
    for who, wins in wins_by.items():
        print(f"wins {who}: {wins} ({100 * wins / stats.games:.1f}%)")
    for colour, total in stats.points.items():
        print(f"mean points {colour.name.lower()}: {total / stats.games:.1f}")
    print(f"average cards drawn per game: {stats.draws / stats.games:.1f}")
    # "a second", not "/s", which a screen reader says as "games slash s" (playtest ph87)
    print(f"throughput: {stats.games / stats.seconds:.1f} games a second, "
          f"{stats.draws / stats.seconds:.0f} draws a second")
    return 0
