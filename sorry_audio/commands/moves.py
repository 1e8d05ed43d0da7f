"""``sorry-audio moves POSITION CARD [--no-position] [--json]``: the legal options,
numbered."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sorry_audio.core.position import Position


def add_arguments(parser: argparse.ArgumentParser) -> None:
    # how to write one, for a user who reads only --help (playtest qg121); pointing on to
    # the README, the package's own page, as an installed user has no docs folder (review
    # rz125)
    parser.add_argument("position", help='a position string, for example "r r=S,S,12,Z3 b=S,S,S,S"'
                        ": first the colour to move (r, b, y or g), then each colour at the "
                        "table, in the order r, b, y, g, with its pawns in order, pawn 1 "
                        "first: S for START, H for HOME, 1 to 60 for track squares and Z1 to "
                        "Z5 for the colour's own safety zone; end it with rules=a5065 for "
                        "those rules, or teams for the partnership game (the README's "
                        "Commands section says more)")
    parser.add_argument("card", help="1 2 3 4 5 7 8 10 11 12 or sorry")
    # each line's whole position after it doubled every line read aloud, though the part
    # that differs comes first (playtest ph87); not a mutually exclusive group with --json,
    # whose usage "[--json | --no-position]" a screen reader says bar and all
    parser.add_argument("--no-position", action="store_true",
                        help="leave out the position after each option: one short line an "
                             "option, easier to hear read aloud (not with --json)")
    parser.add_argument("--json", action="store_true",
                        help="print the options as JSON: a list of objects, each with its "
                             "option number, text and result")


FORFEITED = "the card is forfeited"


def run(args: argparse.Namespace) -> int:
    from sorry_audio.commands.notation import describe_option
    from sorry_audio.core.cards import parse_card
    from sorry_audio.core.errors import InvalidError
    from sorry_audio.core.moves import legal_options
    from sorry_audio.core.position import format_position, parse_position

    if args.json and args.no_position:
        print("sorry-audio moves: --no-position is for the text lines: --json always gives "
              "each option's result", file=sys.stderr)
        return 2
    try:
        pos = parse_position(_unlabelled(args.position))
        card = parse_card(args.card)
    except InvalidError as exc:
        print(f"sorry-audio moves: {exc}", file=sys.stderr)
        return 2
    # a won game has no turn, whoever is to move (playtest ph87: "r r=S,S,S,S b=H,H,H,H" listed
    # red's options); asked here, not in legal_options, which bots call on every turn of games
    # that stop when someone wins
    over = _game_over(pos)
    rows = [] if over else [
        {"option": i, "text": describe_option(pos, o), "result": format_position(o.result)}
        for i, o in enumerate(legal_options(pos, card), 1)]
    # why the list is empty: no turn (aa27), or a forfeit (its own words since audit dq101,
    # whose `--json` gave a bare [] though the README promised the reason on stderr)
    empty = over or (None if rows else FORFEITED)
    if args.json:
        print(json.dumps(rows, indent=1))
        if empty:  # stdout stays the list; the reason it is empty goes beside it
            print(f"sorry-audio moves: no legal option: {empty}", file=sys.stderr)
    elif empty:
        print(f"no legal option: {empty}")
    else:
        for row in rows:
            # words, not "->", which a screen reader says as "dash greater" (playtest m13)
            if args.no_position:
                print(f"{row['option']}: {row['text']}")
            else:
                print(f"{row['option']}: {row['text']}; position after: {row['result']}")
    return 0


def _unlabelled(text: str) -> str:
    """The position string without the label the game's Shift+B says before it ("Position:
    r r=..."), so a line copied whole from the game works (playtest pb68: "bad colour to
    move 'Position:'").  No position string has a colon."""
    head, colon, tail = text.partition(":")
    return tail if colon and "=" not in head else text


def _game_over(pos: Position) -> str | None:
    """Why a finished game has no options ("the game is over: red has every pawn home")."""
    won = pos.winner()
    if won is None:
        return None
    side = f"{won.name.lower()}'s team has" if pos.teams else f"{won.name.lower()} has"
    return f"the game is over: {side} every pawn home"
