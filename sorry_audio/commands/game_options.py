"""Options that pick the game variant, shared by ``simulate`` and ``tournament``."""

from __future__ import annotations

import argparse
import re

#: the rule profiles by name; a literal, so building the parser does not import the core
#: (a test checks it against ``sorry_audio.core.rules.RULES``)
RULE_NAMES = ("classic", "a5065")
#: games in one run at most: a tournament keeps each result for the report (100,000,000
#: grew past 3 GB, playtest g7), a million hard games already take hours, and a million
#: random ones half an hour; a few digits typed too many run for days (review aa27)
MOST_GAMES = 1_000_000


#: a whole number written with commas between its thousands: 1,000 or -12,345,678
_GROUPED = re.compile(r"-?\d{1,3}(,\d{3})+")


def whole_number(text: str) -> int:
    """An option's whole number, refused in words (argparse's own "invalid int value" is a
    programmer's phrase: playtest g7).  Commas between thousands are read, as the errors
    write the limits so ("from 1 to 1,000,000"): "--games 1,000" was refused (playtest
    qg121)."""
    if _GROUPED.fullmatch(text.strip()):
        text = text.replace(",", "")
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None


def add_variant_arguments(parser: argparse.ArgumentParser) -> None:
    """``--rules``, ``--faster-setup`` and ``--deck``, as the game's setup offers them."""
    # a metavar with the choices in the help: argparse still checks them, and --help says
    # "classic or a5065" in words instead of "{classic,a5065}", read out brace by brace
    # in any case, as --bots and a position's rules= are (playtest qg121: A5065 refused)
    parser.add_argument("--rules", default="classic", choices=RULE_NAMES, metavar="RULES",
                        type=str.lower,
                        help=f"the rules: {' or '.join(RULE_NAMES)} (default classic)")
    parser.add_argument("--faster-setup", action="store_true",
                        help="each player starts with one pawn on its start square")
    parser.add_argument("--deck", type=whole_number, default=45, choices=(44, 45), metavar="CARDS",
                        help="cards in the deck: 44 or 45 (default 45)")
