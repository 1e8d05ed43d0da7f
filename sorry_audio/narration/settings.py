"""Narration settings and the small value types the UI reads."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Verbosity(Enum):
    """How much is said: BRIEF tells an opponent's turn in one sentence; FULL adds detail."""

    BRIEF = "brief"
    NORMAL = "normal"
    FULL = "full"


@dataclass(frozen=True)
class NarrationSettings:
    """What the player chose to hear.

    ``relative`` adds to every location how far the pawn still is from its
    safety entry or from HOME ("on track square 27, 8 squares before your
    safety entry"), for players who think in distances rather than numbers.
    """

    verbosity: Verbosity = Verbosity.NORMAL
    relative: bool = False


@dataclass(frozen=True)
class OptionGroup:
    """A spoken menu entry: a label (never numbered) and the 0-based option indices in it;
    ``head``, said as the group opens, is the label without the options' preview, which
    the options themselves then say (empty: the label)."""

    label: str
    indices: tuple[int, ...]
    head: str = ""

    @property
    def opened(self) -> str:
        """What the group is called once open: its head, else its label."""
        return self.head or self.label
