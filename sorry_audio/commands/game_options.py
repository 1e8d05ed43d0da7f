"""Options that pick the game variant, shared by ``simulate`` and ``tournament``."""

from __future__ import annotations

import argparse

#: the rule profiles by name; a literal, so building the parser does not import the core
#: (a test checks it against ``sorry_audio.core.rules.RULES``)
RULE_NAMES = ("classic", "a5065")


def add_variant_arguments(parser: argparse.ArgumentParser) -> None:
    """``--rules``, ``--faster-setup`` and ``--deck``, as the game's setup offers them."""
    parser.add_argument("--rules", default="classic", choices=RULE_NAMES,
                        help="rule profile (default classic)")
    parser.add_argument("--faster-setup", action="store_true",
                        help="each player starts with one pawn on its start square")
    parser.add_argument("--deck", type=int, default=45, choices=(44, 45),
                        help="cards in the deck (default 45)")
