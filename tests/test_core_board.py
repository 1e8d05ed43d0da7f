"""Board geometry (spec 1) and single-pawn stepping (spec 2)."""

from __future__ import annotations

import pytest

from sorry_audio.core.board import (
    ALL_SLIDES,
    COLOURS,
    HOME,
    SLIDE_AT_TRIANGLE,
    START,
    Colour,
    location_name,
    parse_location,
    path,
    safety_entry,
    slides_of,
    start_square,
    steps_to_home,
)
from sorry_audio.core.errors import InvalidError, InvalidLocationError, InvalidSetupError

Z1, Z2, Z3, Z4, Z5 = range(61, 66)
R, B, Y, G = Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.GREEN


def test_colours_sit_clockwise_red_blue_yellow_green():
    """spec 1: colours sit clockwise red, blue, yellow, green; spec 8: letters r b y g."""
    assert COLOURS == (R, B, Y, G)
    assert [c.letter for c in COLOURS] == ["r", "b", "y", "g"]
    assert [c.title for c in COLOURS] == ["Red", "Blue", "Yellow", "Green"]


def test_location_encoding():
    """The core's documented encoding: START 0, track 1..60, Z1..Z5 61..65, HOME 66."""
    assert (START, HOME) == (0, 66)
    assert [parse_location(t) for t in ("S", "H", "1", "60", "Z1", "Z5")] == [0, 66, 1, 60, Z1, Z5]


@pytest.mark.parametrize(("colour", "start", "entry"),
                         [(R, 1, 59), (B, 16, 14), (Y, 31, 29), (G, 46, 44)])
def test_start_squares_and_safety_entries(colour, start, entry):
    """spec 1: start squares 1/16/31/46; the safety entry ("diamond") is s-2."""
    assert start_square(colour) == start
    assert safety_entry(colour) == entry


@pytest.mark.parametrize(("colour", "short", "long_"), [
    (R, (58, 59, 60, 1), (6, 7, 8, 9, 10)),
    (B, (13, 14, 15, 16), (21, 22, 23, 24, 25)),
    (Y, (28, 29, 30, 31), (36, 37, 38, 39, 40)),
    (G, (43, 44, 45, 46), (51, 52, 53, 54, 55)),
])
def test_both_slides_of_each_colour(colour, short, long_):
    """spec 1: a short slide s-3..s (4 squares) and a long slide s+5..s+9 (5 squares)."""
    s, lg = slides_of(colour)
    assert (s.colour, s.start, s.end, s.squares) == (colour, short[0], short[-1], short)
    assert (lg.colour, lg.start, lg.end, lg.squares) == (colour, long_[0], long_[-1], long_)
    assert not s.long and lg.long


def test_eight_slides_indexed_by_triangle():
    """spec 1: two slides per colour, each found from its triangle."""
    assert len(ALL_SLIDES) == 8
    assert sorted(SLIDE_AT_TRIANGLE) == [6, 13, 21, 28, 36, 43, 51, 58]
    for triangle, slide in SLIDE_AT_TRIANGLE.items():
        assert slide.start == triangle == slide.squares[0]


@pytest.mark.parametrize("colour", COLOURS)
def test_58_steps_to_the_entry_and_64_to_home(colour):
    """spec 1: from the start square 58 steps reach the safety entry, 64 reach HOME."""
    s = start_square(colour)
    walk = path(colour, s, 12)
    assert walk is not None
    loc = s
    for _ in range(58):
        loc = path(colour, loc, 1)[-1]
    assert loc == safety_entry(colour)
    for zone in (Z1, Z2, Z3, Z4, Z5, HOME):
        loc = path(colour, loc, 1)[-1]
        assert loc == zone
    assert steps_to_home(colour, s) == 64
    assert steps_to_home(colour, safety_entry(colour)) == 6
    assert steps_to_home(colour, Z5) == 1
    assert steps_to_home(colour, HOME) == 0


def test_forward_turns_into_own_zone_only():
    """spec 2 forward: a pawn on its own safety entry steps into Z1, others go past."""
    assert path(R, 57, 4) == (58, 59, Z1, Z2)
    assert path(B, 57, 4) == (58, 59, 60, 1)  # red's entry is just a square for blue
    assert path(B, 12, 3) == (13, 14, Z1)
    assert path(G, 60, 2) == (1, 2)  # the track wraps 60 -> 1


def test_home_needs_the_exact_count():
    """spec 2: Z5 steps into HOME; a move that would pass HOME is illegal."""
    assert path(Y, Z3, 3) == (Z4, Z5, HOME)
    assert path(Y, Z3, 4) is None
    assert path(Y, HOME, 1) is None


def test_backward_leaves_the_zone_and_never_enters_one():
    """spec 2 backward: from Z1 the next step is the safety entry, then down the track."""
    assert path(G, Z2, -4) == (Z1, 44, 43, 42)
    assert path(R, 2, -4) == (1, 60, 59, 58)  # past red's own entry, not into its zone
    assert path(B, 16, -3) == (15, 14, 13)


@pytest.mark.parametrize("text", ["S", "H", "1", "17", "60", "Z1", "Z3", "Z5"])
def test_location_names_round_trip(text):
    """spec 8: locations S, H, 1..60, Z1..Z5."""
    assert location_name(parse_location(text)) == text


@pytest.mark.parametrize("text", ["0", "61", "Z0", "Z6", "X", "", "-1", "07", "1.5", "ZZ"])
def test_bad_locations_raise(text):
    with pytest.raises(InvalidLocationError) as info:
        parse_location(text)
    assert isinstance(info.value, InvalidError) and isinstance(info.value, ValueError)


def test_default_seats_put_two_players_opposite():
    """Two players sit opposite (red and yellow); 3 and 4 fill clockwise from red."""
    from sorry_audio.core.board import default_seats

    assert default_seats(2) == (Colour.RED, Colour.YELLOW)
    assert default_seats(3) == (Colour.RED, Colour.BLUE, Colour.YELLOW)
    assert default_seats(4) == tuple(Colour)
    with pytest.raises(InvalidSetupError, match="2 to 4 players, not 5"):  # (review rl100 5)
        default_seats(5)
