"""Board geometry: colours, locations, start squares, safety entries and slides.

Locations are small integers so the move generator can index tables with them:
``START`` is 0, track squares are 1..60, a colour's own safety zone Z1..Z5 is
61..65 and ``HOME`` is 66.  A zone location means the zone of the pawn's own
colour, exactly as in position strings.
"""

from __future__ import annotations

from enum import IntEnum
from typing import NamedTuple

from sorry_audio.core.errors import InvalidLocationError, InvalidSetupError, quoted

START = 0
HOME = 66
Z1 = 61
Z5 = 65
TRACK_SQUARES = 60
SAFETY_STEPS = 5


class Colour(IntEnum):
    """The four colours, in clockwise seating order."""

    RED = 0
    BLUE = 1
    YELLOW = 2
    GREEN = 3

    @property
    def letter(self) -> str:
        return "rbyg"[self]

    @property
    def title(self) -> str:
        return self.name.capitalize()


COLOURS = tuple(Colour)

_SEATS = {2: (Colour.RED, Colour.YELLOW), 3: (Colour.RED, Colour.BLUE, Colour.YELLOW),
          4: COLOURS}


def default_seats(players: int) -> tuple[Colour, ...]:
    """The colours a game of 2 to 4 players uses by default: two players sit opposite."""
    try:
        return _SEATS[players]
    except KeyError:
        raise InvalidSetupError(f"a game has 2 to 4 players, not {players}") from None


def parse_colour(text: str) -> Colour:
    """Parse a colour from its letter (``r``) or name (``red``)."""
    t = text.strip().lower()
    for c in COLOURS:
        if t in (c.letter, c.name.lower()):
            return c
    raise InvalidLocationError(f"unknown colour {quoted(text)}: use r, b, y or g")


def start_square(colour: Colour) -> int:
    """The track square just outside the colour's START circle."""
    return 1 + 15 * colour


def wrap(square: int) -> int:
    """Bring any integer into the track numbering 1..60."""
    return (square - 1) % TRACK_SQUARES + 1


def safety_entry(colour: Colour) -> int:
    """The square from which the colour's pawns turn into their safety zone."""
    return wrap(start_square(colour) - 2)


class Slide(NamedTuple):
    """One slide: its owner, the triangle where it starts, its end, all its squares."""

    colour: Colour
    start: int
    end: int
    squares: tuple[int, ...]

    @property
    def long(self) -> bool:
        return len(self.squares) == 5


def slides_of(colour: Colour) -> tuple[Slide, Slide]:
    """The short slide (s-3..s) and the long slide (s+5..s+9) of a colour."""
    s = start_square(colour)
    short = tuple(wrap(s + d) for d in range(-3, 1))
    long_ = tuple(wrap(s + d) for d in range(5, 10))
    return (Slide(colour, short[0], short[-1], short), Slide(colour, long_[0], long_[-1], long_))


ALL_SLIDES: tuple[Slide, ...] = tuple(sl for c in COLOURS for sl in slides_of(c))
SLIDE_AT_TRIANGLE: dict[int, Slide] = {sl.start: sl for sl in ALL_SLIDES}


def is_track(loc: int) -> bool:
    return 1 <= loc <= TRACK_SQUARES


def is_zone(loc: int) -> bool:
    return Z1 <= loc <= Z5


def zone_step(loc: int) -> int:
    """1..5 for a safety-zone location."""
    return loc - Z1 + 1


def parse_location(text: str) -> int:
    """Parse ``S``, ``H``, ``1``..``60`` or ``Z1``..``Z5``."""
    t = text.strip().upper()
    if t == "S":
        return START
    if t == "H":
        return HOME
    if len(t) == 2 and t[0] == "Z" and t[1] in "12345":
        return Z1 + int(t[1]) - 1
    if t.isascii() and t.isdigit() and 1 <= int(t) <= TRACK_SQUARES and not t.startswith("0"):
        return int(t)
    raise InvalidLocationError(f"bad location {quoted(text)}: use S, H, 1 to 60 or Z1 to Z5")


def location_name(loc: int) -> str:
    """Format a location as it appears in position strings."""
    if loc == START:
        return "S"
    if loc == HOME:
        return "H"
    if is_zone(loc):
        return f"Z{zone_step(loc)}"
    if is_track(loc):
        return str(loc)
    raise InvalidLocationError(f"not a location: {loc!r}")


def step_forward(colour: Colour, loc: int) -> int | None:
    """Where one forward step from ``loc`` leads a pawn of ``colour`` (None past HOME)."""
    if loc in (HOME, START):
        return None
    if loc == safety_entry(colour):
        return Z1
    if is_zone(loc):
        return loc + 1 if loc < Z5 else HOME
    return wrap(loc + 1)


def step_backward(colour: Colour, loc: int) -> int | None:
    """Where one backward step leads; a backward move never enters a safety zone."""
    if loc in (HOME, START):
        return None
    if loc == Z1:
        return safety_entry(colour)
    if is_zone(loc):
        return loc - 1
    return wrap(loc - 1)


def path(colour: Colour, loc: int, steps: int) -> tuple[int, ...] | None:
    """Every location stepped on by a move of ``steps`` (negative: backward), or None."""
    out = []
    step = step_forward if steps > 0 else step_backward
    for _ in range(abs(steps)):
        nxt = step(colour, loc)
        if nxt is None:
            return None
        out.append(nxt)
        loc = nxt
    return tuple(out)


def steps_to_home(colour: Colour, loc: int) -> int:
    """Forward steps a pawn at ``loc`` still needs to reach HOME (65 from START)."""
    if loc == HOME:
        return 0
    if loc == START:
        return 65
    if is_zone(loc):
        return HOME - loc
    rel = (loc - start_square(colour)) % TRACK_SQUARES
    # rel 59 is the square just behind the start square: a whole lap remains.
    return 64 - rel if rel <= 58 else 65
