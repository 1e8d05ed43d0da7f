"""The hard bot's advice as a game session asks for it: one object, so a test gives one
stand-in and the H key, the pick it selects and the end's hint agreement all follow it."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from sorry_audio import bots
from sorry_audio.bots import Advice, HandAdvice
from sorry_audio.core.game import TurnView


@dataclass(frozen=True)
class Advisor:
    """What the hint says: :func:`~sorry_audio.bots.advise` for the card waiting (H),
    :func:`~sorry_audio.bots.advise_hand` for the Point Score game's hand before a pick,
    and :func:`~sorry_audio.bots.hint` (the option alone) for the end's agreement."""

    advise: Callable[[TurnView, random.Random | None], Advice] = bots.advise
    advise_hand: Callable[[TurnView, random.Random | None], HandAdvice] = bots.advise_hand
    hint: Callable[[TurnView, random.Random | None], int] = bots.hint
