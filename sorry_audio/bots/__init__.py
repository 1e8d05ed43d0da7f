"""Computer players at three levels, and the hint a learner can ask for.

Every bot is a :class:`sorry_audio.core.game.Player`: ``choose(view) -> int``
returns a 0-based option index, reading only the :class:`TurnView` (what a
player in that seat may see).  Each bot draws any randomness from the
generator it is given, so a seed replays its choices.
"""

from __future__ import annotations

import random

from sorry_audio.bots.easy import EasyBot
from sorry_audio.bots.hard import HardBot
from sorry_audio.bots.normal import NormalBot
from sorry_audio.core.game import Player, TurnView

LEVELS = ("easy", "normal", "hard")
_CLASSES = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}


def make_bot(level: str, rng: random.Random) -> Player:
    """A bot of the named level (``easy``, ``normal`` or ``hard``)."""
    try:
        cls = _CLASSES[level.strip().lower()]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r}: use {', '.join(LEVELS)}") from None
    return cls(rng)


def hint(view: TurnView, rng: random.Random | None = None) -> int:
    """The hard bot's choice (0-based) for the card waiting in ``view``."""
    return HardBot(rng if rng is not None else random.Random(0)).choose(view)


__all__ = ["LEVELS", "EasyBot", "HardBot", "NormalBot", "hint", "make_bot"]
