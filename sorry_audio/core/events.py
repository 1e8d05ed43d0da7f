"""Typed events: everything that happens in a game, in order.

Narration and sound are built only from these, so each one carries every fact
a player could want said.  Pawn numbers count from 1, as players say them; a
pawn's ``colour`` is the colour of the pawn itself (in a partnership game the
player acting may be its partner).  Locations use the encoding of
:mod:`sorry_audio.core.board`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card
from sorry_audio.core.points import Score


class Direction(Enum):
    FORWARD = 1
    BACKWARD = -1


class BumpCause(Enum):
    """How a pawn was sent back to START."""

    LANDING = "landing"  # a pawn ended its move (or entered) on it
    SLIDE = "slide"  # it stood on a slide that another pawn slid down
    SORRY = "sorry"  # a SORRY! card took its square


class ForfeitReason(Enum):
    NO_LEGAL_MOVE = "no legal move"
    NO_PAWN_IN_START = "no pawn in START"
    NO_TARGET = "no opponent pawn on the track"
    #: a5065: the SORRY! that cannot take anyone moves a pawn forward instead, and none can;
    #: which of the two stopped the taking is kept, as for the classic reasons above
    NO_START_NOR_FALLBACK = "no pawn in START, and no pawn can move the fallback steps"
    NO_TARGET_NOR_FALLBACK = "no opponent pawn on the track, and no pawn can move the fallback"
    PASSED = "declined the swap"


@dataclass(frozen=True, slots=True)
class Event:
    """Base class of all events."""


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    player: Colour
    card: Card
    cards_left: int  # cards left in the draw pile after this draw


@dataclass(frozen=True, slots=True)
class DeckReshuffled(Event):
    cards: int  # size of the new draw pile


@dataclass(frozen=True, slots=True)
class PawnEntered(Event):
    colour: Colour
    pawn: int
    square: int


@dataclass(frozen=True, slots=True)
class PawnMoved(Event):
    colour: Colour
    pawn: int
    start: int
    end: int  # where the move itself ends, before any slide
    direction: Direction
    steps: int
    passed: tuple[int, ...]  # locations stepped over, not counting start and end
    jumped: tuple[tuple[Colour, int], ...]  # pawns standing on the squares passed


@dataclass(frozen=True, slots=True)
class SlideTaken(Event):
    colour: Colour
    pawn: int
    slide_colour: Colour  # whose slide it is
    start: int  # the triangle
    end: int
    swept: tuple[tuple[Colour, int], ...]  # pawns sent to START by it, each also a PawnBumped


@dataclass(frozen=True, slots=True)
class PawnBumped(Event):
    colour: Colour
    pawn: int
    square: int  # where it stood
    by_colour: Colour
    by_pawn: int
    cause: BumpCause


@dataclass(frozen=True, slots=True)
class PawnsSwapped(Event):
    colour: Colour
    pawn: int
    other_colour: Colour
    other_pawn: int
    square: int  # the mover's square before the swap, where the other pawn now stands
    other_square: int  # the other pawn's square before, where the mover now stands


@dataclass(frozen=True, slots=True)
class SorryPlayed(Event):
    colour: Colour
    pawn: int
    target_colour: Colour
    target_pawn: int
    square: int


@dataclass(frozen=True, slots=True)
class SafetyZoneEntered(Event):
    colour: Colour
    pawn: int
    step: int  # 1..5: how deep into the zone the move ended


@dataclass(frozen=True, slots=True)
class HomeReached(Event):
    colour: Colour
    pawn: int
    pawns_home: int  # how many of this colour's pawns are HOME now


@dataclass(frozen=True, slots=True)
class CardForfeited(Event):
    player: Colour
    card: Card
    reason: ForfeitReason


@dataclass(frozen=True, slots=True)
class ExtraDraw(Event):
    """After a 2 the same player draws again."""

    player: Colour


@dataclass(frozen=True, slots=True)
class TurnPassed(Event):
    player: Colour
    next_player: Colour


@dataclass(frozen=True, slots=True)
class GameWon(Event):
    player: Colour  # who played the winning card
    cards_drawn: int
    partner: Colour | None = None  # in a partnership game, the partner, who wins too


# The Point Score game (spec 7): cards are held in hands of five and played from them.


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """A card played from the hand, before the moves it makes."""

    player: Colour
    card: Card


@dataclass(frozen=True, slots=True)
class CardDiscarded(Event):
    """No card in the hand had a use, so the player discarded this one (face up)."""

    player: Colour
    card: Card


@dataclass(frozen=True, slots=True)
class HandFilled(Event):
    """Cards drawn into the hand, face down: only their owner should hear them named."""

    player: Colour
    cards: tuple[Card, ...]
    cards_left: int  # cards left in the draw pile after drawing
    hand: tuple[Card, ...]  # the whole hand now


@dataclass(frozen=True, slots=True)
class PointsScored(Event):
    """The game's points, after GameWon: every seated colour's, in seating order."""

    winner: Colour
    scores: tuple[Score, ...]
