"""Sound cues and THE table from core events to cues (nothing else decides what to play).

Pan places each sound where the pawn is on the board as the listener faces it: the viewer sits
at the side of the board holding their own start square, so pawns on that side sound in front
(moving right to left, as pawns go clockwise), pawns on the side to their left sound hard
left, and so on.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from pathlib import Path

from sorry_audio.core.board import HOME, START, TRACK_SQUARES, Z1, Z5, Colour, safety_entry
from sorry_audio.core.events import (
    CardDiscarded,
    CardDrawn,
    CardPlayed,
    Direction,
    Event,
    ExtraDraw,
    GameWon,
    HomeReached,
    PawnBumped,
    PawnEntered,
    PawnMoved,
    PawnsSwapped,
    SafetyZoneEntered,
    SlideTaken,
    SorryPlayed,
    TurnPassed,
)


class Cue(Enum):
    """Every sound the game makes; the value is the file's stem under ``sounds/``."""

    DRAW = "draw"
    STEP = "step"
    STEP_BACK = "step_back"
    ENTER = "enter"
    BUMP = "bump"
    SLIDE = "slide"
    SAFETY = "safety"
    HOME = "home"
    WIN = "win"
    LOSE = "lose"
    YOUR_TURN = "your_turn"
    INVALID = "invalid"
    MENU = "menu"

    @property
    def label(self) -> str:
        """The cue's name as check-audio speaks it."""
        return CUE_LABELS[self]

    @property
    def filename(self) -> str:
        return f"{self.value}.wav"


CUE_LABELS: dict[Cue, str] = {
    Cue.DRAW: "card drawn",
    Cue.STEP: "step forward, one per square",
    Cue.STEP_BACK: "step backward, one per square",
    Cue.ENTER: "pawn leaves start",
    Cue.BUMP: "bump, a pawn sent back to start",
    Cue.SLIDE: "slide",
    Cue.SAFETY: "safety zone entered",
    Cue.HOME: "pawn reaches home",
    Cue.WIN: "you win",
    Cue.LOSE: "you lose",
    Cue.YOUR_TURN: "your turn",
    Cue.INVALID: "invalid key",
    Cue.MENU: "a menu opens",
}

#: Seconds from the start of a cue to the start of the next one in a sequence: ticks of one
#: move run quickly one after another, the other cues let the one before be heard first.
CUE_SPACING: dict[Cue, float] = {
    Cue.STEP: 0.075, Cue.STEP_BACK: 0.09, Cue.DRAW: 0.12, Cue.ENTER: 0.18, Cue.BUMP: 0.2,
    Cue.SLIDE: 0.3, Cue.SAFETY: 0.25, Cue.HOME: 0.35, Cue.WIN: 0.0, Cue.LOSE: 0.0,
    Cue.YOUR_TURN: 0.2, Cue.INVALID: 0.0, Cue.MENU: 0.0,
}

SIDE = 15  # track squares per side of the board
_INWARD = ((0.0, 1.0), (1.0, 0.0), (0.0, -1.0), (-1.0, 0.0))  # bottom, left, top, right sides


def sounds_dir() -> Path:
    """Where the cue files are: inside the installed package, else the source tree's sounds/."""
    package = Path(__file__).resolve().parent.parent
    installed = package / "sounds"
    if installed.is_dir():
        return installed
    return package.parent / "sounds"


def cue_path(cue: Cue) -> Path:
    return sounds_dir() / cue.filename


def _corner(colour: Colour) -> int:
    """The corner square that begins ``colour``'s side, going clockwise."""
    return safety_entry(colour) - 2  # the side runs corner, triangle, safety entry, ..., start


def _point(viewer: Colour, square: int) -> tuple[float, float, int]:
    """Board coordinates (x right, y away from the viewer) of a track square, and its side."""
    t = (square - _corner(viewer)) % TRACK_SQUARES  # 0..59, clockwise from viewer's corner
    side, along = divmod(t, SIDE)
    u = along / SIDE  # 0..1 along the side, clockwise
    if side == 0:  # the viewer's own side: clockwise runs right to left
        return 1.0 - 2.0 * u, -1.0, side
    if side == 1:  # their left: runs away from them
        return -1.0, -1.0 + 2.0 * u, side
    if side == 2:  # across: runs left to right
        return -1.0 + 2.0 * u, 1.0, side
    return 1.0, 1.0 - 2.0 * u, side  # their right: runs towards them


#: how far to either side the board's edges are heard: a side of the board at full pan was a
#: run of ticks in one ear only, 3 dB up, for a whole move (review at45); at 0.6 the far
#: ear hears a side 10 dB down
PAN_WIDTH = 0.6


def pan_for(viewer: Colour | None, colour: Colour, loc: int) -> float:
    """Stereo pan (-1 left .. 1 right) of a pawn of ``colour`` at ``loc`` as ``viewer`` hears
    it, the board's edges at :data:`PAN_WIDTH`."""
    facing = Colour.RED if viewer is None else viewer
    if 1 <= loc <= TRACK_SQUARES:
        x, _, _ = _point(facing, loc)
        return round(max(-1.0, min(1.0, x)) * PAN_WIDTH, 3)
    entry = safety_entry(colour)
    x, _, side = _point(facing, entry)
    if Z1 <= loc <= Z5:
        depth = 0.14 * (loc - Z1 + 1)
    elif loc == HOME:
        depth = 0.9
    elif loc == START:
        depth = 0.3  # the START circle sits just inside the colour's own side
        x, _, side = _point(facing, entry + 4)
    else:
        return 0.0
    x += _INWARD[side][0] * depth
    return round(max(-1.0, min(1.0, x)) * PAN_WIDTH, 3)


def _cues_for(event: Event, viewer: Colour | None) -> list[tuple[Cue, float]]:
    """One event's cues, in order (see :func:`cues_for_events`)."""
    if isinstance(event, (CardDrawn, CardPlayed, CardDiscarded)):  # a card turned face up
        return [(Cue.DRAW, 0.0)]
    if isinstance(event, PawnEntered):
        return [(Cue.ENTER, pan_for(viewer, event.colour, event.square))]
    if isinstance(event, PawnMoved):
        tick = Cue.STEP if event.direction is Direction.FORWARD else Cue.STEP_BACK
        squares = (*event.passed, event.end)
        return [(tick, pan_for(viewer, event.colour, sq)) for sq in squares]
    if isinstance(event, SlideTaken):
        return [(Cue.SLIDE, pan_for(viewer, event.colour, event.end))]
    if isinstance(event, PawnBumped):
        return [(Cue.BUMP, pan_for(viewer, event.colour, event.square))]
    if isinstance(event, SorryPlayed):  # the bump itself follows as its own PawnBumped
        return [(Cue.ENTER, pan_for(viewer, event.colour, event.square))]
    if isinstance(event, PawnsSwapped):  # two quick ticks: the pawns trade places
        return [(Cue.STEP, pan_for(viewer, event.colour, event.other_square)),
                (Cue.STEP, pan_for(viewer, event.other_colour, event.square))]
    if isinstance(event, SafetyZoneEntered):
        return [(Cue.SAFETY, pan_for(viewer, event.colour, Z1 + event.step - 1))]
    if isinstance(event, HomeReached):
        return [(Cue.HOME, pan_for(viewer, event.colour, HOME))]
    if isinstance(event, TurnPassed):
        return [(Cue.YOUR_TURN, 0.0)] if viewer is not None and event.next_player == viewer else []
    if isinstance(event, ExtraDraw):
        return [(Cue.YOUR_TURN, 0.0)] if viewer is not None and event.player == viewer else []
    if isinstance(event, GameWon):
        won = viewer is None or viewer in (event.player, event.partner)  # partners win together
        return [(Cue.WIN if won else Cue.LOSE, 0.0)]
    return []  # reshuffles, forfeits and face-down refills are said in words only


def cues_for_events(events: Iterable[Event], viewer: Colour | None) -> list[tuple[Cue, float]]:
    """THE table from core events to cues: (cue, pan) in the order they should sound.

    A move ticks once per square, panned square by square; backward moves use their own tick.
    ``viewer`` is whose side of the board the listener sits at (None: Red's side, and a win is
    a win); the win and loss cues depend on it.
    """
    out: list[tuple[Cue, float]] = []
    for event in events:
        out.extend(_cues_for(event, viewer))
    return out


def schedule(cues: Iterable[tuple[Cue, float]]) -> list[tuple[Cue, float, float]]:
    """(cue, pan, start seconds) for playing a sequence one after another."""
    out = []
    at = 0.0
    for cue, pan in cues:
        out.append((cue, pan, round(at, 4)))
        at += CUE_SPACING[cue]
    return out
