"""Computer players at three levels, and the hint a learner can ask for.

Every bot is a :class:`sorry_audio.core.game.Player`: ``choose(view) -> int``
returns a 0-based option index, reading only the :class:`TurnView` (what a
player in that seat may see).  Each bot draws any randomness from the
generator it is given, so a seed replays its choices.  In the partnership game
(``view.position.teams``) every level, and the hint, plays for its team.  In the Point
Score game every level also picks a card from the hand (``choose_card(view) -> int``), and
:func:`advise_hand` is the hint before the card is picked.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from sorry_audio.bots.easy import EasyBot
from sorry_audio.bots.hard import HardBot
from sorry_audio.bots.normal import NormalBot
from sorry_audio.core.errors import quoted
from sorry_audio.core.game import Player, TurnView

LEVELS = ("easy", "normal", "hard")
_CLASSES: dict[str, Callable[[random.Random], Player]] = {
    "easy": EasyBot, "normal": NormalBot, "hard": HardBot}


def make_bot(level: str, rng: random.Random) -> Player:
    """A bot of the named level (``easy``, ``normal`` or ``hard``)."""
    try:
        cls = _CLASSES[level.strip().lower()]
    except KeyError:
        raise ValueError(f"unknown bot level {quoted(level)}: use {', '.join(LEVELS)}") from None
    return cls(rng)


#: Steps of expected worth within which another option is as good as the hard bot's choice.
CLOSE_MARGIN = 0.5


@dataclass(frozen=True)
class Advice:
    """The hard bot's choice, and whether another option came within a hair of it."""

    index: int  # 0-based option for the waiting card
    close: bool  # another searched option is worth within CLOSE_MARGIN steps of it
    #: those other options: at a table of bots, H says a bot's play among them is about
    #: as good as the hard bot's own (not compared: a stand-in need not give them)
    near: frozenset[int] = field(default=frozenset(), compare=False)


def advise(view: TurnView, rng: random.Random | None = None) -> Advice:
    """What the hard bot would play for the card waiting in ``view`` (the H key)."""
    bot = HardBot(rng if rng is not None else random.Random(0))
    index = bot.choose(view)
    values = sorted(bot.last_values.values(), reverse=True)
    best = bot.last_values.get(index)
    near = frozenset(i for i, v in bot.last_values.items()
                     if i != index and best is not None and best - v < CLOSE_MARGIN)
    return Advice(index, len(values) > 1 and values[0] - values[1] < CLOSE_MARGIN, near)


@dataclass(frozen=True)
class HandAdvice:
    """The hard bot's pick in the Point Score game: which card, and which of its options.

    ``option`` indexes ``view.hand_options(card)``, the order the game's options take once
    the card is picked; it is -1 when no card has a use and ``card`` is the one to discard.
    """

    card: int  # 0-based hand index
    option: int  # 0-based option of that card, or -1 for a discard
    close: bool  # another searched (card, option) pair is worth within CLOSE_MARGIN of it


def advise_hand(view: TurnView, rng: random.Random | None = None) -> HandAdvice:
    """What the hard bot would pick from the hand in ``view`` (the H key before a pick)."""
    bot = HardBot(rng if rng is not None else random.Random(0))
    card = bot.choose_card(view)
    picked = bot.picked.last
    if picked is None or picked.card != view.hand[card]:
        return HandAdvice(card, -1, False)
    values = sorted(bot.last_pair_values.values(), reverse=True)
    return HandAdvice(card, picked.option,
                      len(values) > 1 and values[0] - values[1] < CLOSE_MARGIN)


def hint(view: TurnView, rng: random.Random | None = None) -> int:
    """The hard bot's choice (0-based) for the card waiting in ``view``."""
    return advise(view, rng).index


__all__ = ["CLOSE_MARGIN", "LEVELS", "Advice", "EasyBot", "HandAdvice", "HardBot", "NormalBot",
           "advise", "advise_hand", "hint", "make_bot"]
