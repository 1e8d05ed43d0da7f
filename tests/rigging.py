"""A game stacked for a test: a position, and the cards its next draws will deal."""

from __future__ import annotations

import random
from collections.abc import Sequence

from sorry_audio.core.cards import Card, deck_cards
from sorry_audio.core.game import Game, Phase, TurnView
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


def waiting_view(position: str, card: Card) -> TurnView:
    """What a bot sees at ``position`` with ``card`` drawn and waiting to be played (the
    rest of a whole deck under it)."""
    pos = parse_position(position)
    deck = deck_cards()
    deck.remove(card)
    deck.append(card)  # the card to draw is on top
    game = Game(pos.seated, position=pos, rng=random.Random(0), record_events=False)
    game.deck.pile = deck
    game.draw()
    assert game.phase is Phase.CHOOSE and game.card == card
    return game.view()
