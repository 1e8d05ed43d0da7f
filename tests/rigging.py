"""A game stacked for a test: a position, and the cards its next draws will deal."""

from __future__ import annotations

import random
from collections.abc import Sequence

from sorry_audio.core.cards import Card
from sorry_audio.core.game import Game
from sorry_audio.core.position import parse_position


def stacked_game(position: str, top: Sequence[Card], *, under: Sequence[Card] = (),
                 seed: int = 0) -> Game:
    """A game at ``position`` whose draws deal ``top`` in order, then ``under`` in order.

    ``seed`` drives only later reshuffles.  The draw pile holds nothing else, so
    a test deals exactly what it names (``under`` pads it, e.g. with 4s a bot
    with every pawn in START cannot use).
    """
    pos = parse_position(position)
    game = Game(pos.seated, pos.rules, rng=random.Random(seed), position=pos)
    game.deck.pile = list(reversed([*top, *under]))
    return game
