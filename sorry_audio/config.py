"""What game is this: the frozen :class:`GameConfig` a game starts from, and its values.

Plain data, with nothing of the UI: the setup list (``sorry_audio.ui.setup``) builds a
:class:`GameConfig`, and the saved settings (``sorry_audio.preferences``), the saved game,
the record and the table's words read it and the value tuples here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import Enum
from types import MappingProxyType
from typing import Any

from sorry_audio.core.board import Colour, default_seats
from sorry_audio.narration.settings import Verbosity

#: the bots' levels, weakest first: ``sorry_audio.bots.LEVELS`` too, which is not imported
#: here as the bots load only when a game starts (tests/test_config.py checks they agree)
LEVELS = ("easy", "normal", "hard")


class Pace(Enum):
    """How a bot's turn waits before the next plays (P in play): about as long as its words
    take to say, shortened or stretched; or, with KEY, until the player presses a key.  The
    value is the word a :class:`GameConfig`, the saved settings and the saved game hold."""

    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"
    KEY = "key"


PACES = tuple(p.value for p in Pace)
#: how many times its words' estimated speaking time a bot's turn waits, by pace (KEY has
#: none: the turn waits for a key instead)
PACE_FACTOR: Mapping[Pace, float] = MappingProxyType(
    {Pace.FAST: 0.4, Pace.NORMAL: 1.0, Pace.SLOW: 1.6})
VERBOSITIES = tuple(v.value for v in Verbosity)


@dataclass(frozen=True)
class Seat:
    colour: Colour
    bot: str | None = None  # a bot level, or None for a human at the keyboard
    name: str = ""  # as typed; empty: the colour's name from the catalog is used


@dataclass(frozen=True)
class GameConfig:
    seats: tuple[Seat, ...]
    rules: str = "classic"
    faster_setup: bool = False
    deck: int = 45
    auto_apply: bool = True
    first: Colour | None = None  # None: whoever the seeded generator picks
    pace: str = "normal"
    verbosity: str = "normal"
    relative: bool = False
    teams: bool = False  # the partnership game (4 players): red with yellow, blue with green
    points: bool = False  # the Point Score game: hands of five, scored at the end (spec 7)

    @property
    def colours(self) -> tuple[Colour, ...]:
        return tuple(s.colour for s in self.seats)

    def with_first(self, colour: Colour) -> GameConfig:
        return replace(self, first=colour)


def quick_config(bots: int, level: str, **settings: Any) -> GameConfig:
    """You (red) against 1 to 3 bots of one level."""
    colours = default_seats(bots + 1)
    seats = (Seat(colours[0]),) + tuple(Seat(c, level) for c in colours[1:])
    return GameConfig(seats, first=Colour.RED, **settings)
