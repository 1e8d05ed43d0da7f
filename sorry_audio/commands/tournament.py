"""``sorry-audio tournament``: bots play each other with seats rotated; strength and speed."""

from __future__ import annotations

import argparse
import os
import sys

from sorry_audio.commands.game_options import MOST_GAMES, add_variant_arguments, whole_number
from sorry_audio.commands.progress import on_terminal


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--bots", required=True, metavar="LIST",
                        help="bot levels, one per seat, with commas between them: easy, "
                             "normal or hard; for example hard,normal")
    parser.add_argument("--games", type=whole_number, default=100, metavar="N",
                        help="games to play (default 100; a multiple of the player count "
                             "balances the seats)")
    parser.add_argument("--players", type=whole_number, default=None, metavar="N",
                        help="players per game, 2 to 4 (default: one per bot named; the last "
                             "bot named fills any extra seats)")
    parser.add_argument("--seed", type=whole_number, default=0, metavar="S",
                        help="seed for the whole tournament (default 0)")
    parser.add_argument("--jobs", type=whole_number, default=1, metavar="J",
                        help="processes to play on (results do not depend on it)")
    add_variant_arguments(parser)
    parser.add_argument("--teams", action="store_true",
                        help="the partnership game, 4 players: seats 1 and 3 (red and yellow) "
                             "against seats 2 and 4 (blue and green); seats rotate together")
    parser.add_argument("--points", action="store_true",
                        help="the Point Score game: hands of five cards, one pawn out from "
                             "the start, and each bot's mean points a game reported")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def _fail(message: str) -> int:
    # no "error:": the form of simulate's, moves' and settings' own refusals (playtest ph87);
    # argparse's own messages keep theirs
    print(f"sorry-audio tournament: {message}", file=sys.stderr)
    return 2


def run(args: argparse.Namespace) -> int:
    from sorry_audio.bots.tournament import Setup, parse_bots, report, run_games
    from sorry_audio.core.rules import parse_rules

    if not 1 <= args.games <= MOST_GAMES:
        return _fail(f"--games must be from 1 to {MOST_GAMES:,}")
    if args.jobs < 1:
        return _fail("--jobs must be at least 1")
    cores = os.cpu_count() or 1
    if args.jobs > cores:  # more processes than processors only slow a shared machine (m13)
        print(f"sorry-audio tournament: --jobs {args.jobs} is more than this machine's "
              f"{cores} processors, so {cores} are used; the results are the same.",
              file=sys.stderr)
        args.jobs = cores
    try:
        names = parse_bots(args.bots, args.players)
    except ValueError as exc:
        return _fail(str(exc))
    if args.points and args.teams:
        return _fail("--points and --teams cannot be played together: the Point Score game "
                     "is for players on their own")
    if args.teams and len(names) != 4:
        return _fail(f"--teams needs 4 players, not {len(names)}: add --players 4")
    setup = Setup(names, seed=args.seed, rules=parse_rules(args.rules),
                  faster_setup=args.faster_setup, deck_size=args.deck, teams=args.teams,
                  points=args.points)
    try:
        results = run_games(setup, args.games, args.jobs, on_terminal(args.games))
    except KeyboardInterrupt:
        print("sorry-audio tournament: interrupted", file=sys.stderr)
        return 130
    text, data = report(setup, results)
    if args.json:
        import json

        print(json.dumps(data))
    else:
        print(text)
    return 0
