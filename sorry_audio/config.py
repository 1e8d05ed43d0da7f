"""What game is this: the frozen :class:`GameConfig` a game starts from, and its values.

Plain data, with nothing of the UI: the setup list (``sorry_audio.ui.setup``) builds a
:class:`GameConfig`, and the saved settings (``sorry_audio.preferences``), the saved game,
the record and the table's words read it and the value tuples here.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from sorry_audio.core.board import Colour, default_seats

LEVELS = ("easy", "normal", "hard")
PACES = ("fast", "normal", "slow", "key")
PACE_FACTOR = {"fast": 0.4, "normal": 1.0, "slow": 1.6}
VERBOSITIES = ("brief", "normal", "full")


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


def quick_config(bots: int, level: str, **settings) -> GameConfig:
    """You (red) against 1 to 3 bots of one level."""
    colours = default_seats(bots + 1)
    seats = (Seat(colours[0]),) + tuple(Seat(c, level) for c in colours[1:])
    return GameConfig(seats, first=Colour.RED, **settings)
