"""Options that pick the game variant, shared by ``simulate`` and ``tournament``."""

from __future__ import annotations

import argparse


def add_variant_arguments(parser: argparse.ArgumentParser) -> None:
    """``--rules``, ``--faster-setup`` and ``--deck``, as the game's setup offers them."""
    parser.add_argument("--rules", default="classic", choices=("classic", "a5065"),
                        help="rule profile (default classic)")
    parser.add_argument("--faster-setup", action="store_true",
                        help="each player starts with one pawn on its start square")
    parser.add_argument("--deck", type=int, default=45, choices=(44, 45),
                        help="cards in the deck (default 45)")
