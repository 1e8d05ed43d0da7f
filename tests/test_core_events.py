"""The events of playing an option are complete and exact (issue 2; spec 2 and 3).

Each test picks the option whose outcome is a board worked out from the spec,
then compares the whole event list.
"""

from __future__ import annotations

from sorry_audio.core.board import HOME, Colour
from sorry_audio.core.cards import parse_card
from sorry_audio.core.events import (
    BumpCause,
    Direction,
    HomeReached,
    PawnBumped,
    PawnEntered,
    PawnMoved,
    PawnsSwapped,
    SafetyZoneEntered,
    SlideTaken,
    SorryPlayed,
)
from sorry_audio.core.moves import legal_options, play_option
from sorry_audio.core.position import format_position, parse_position

R, B, Y, G = Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.GREEN
Z1, Z2, Z3, Z4, Z5 = range(61, 66)
FWD, BACK = Direction.FORWARD, Direction.BACKWARD
LANDING, SLIDE, SORRY = BumpCause.LANDING, BumpCause.SLIDE, BumpCause.SORRY


def events_for(text: str, card: str, result: str):
    """The events of the option of ``card`` from ``text`` that leads exactly to ``result``."""
    pos = parse_position(text)
    chosen = [o for o in legal_options(pos, parse_card(card))
              if format_position(o.result) == result]
    assert len(chosen) == 1, [format_position(o.result) for o in
                              legal_options(pos, parse_card(card))]
    return play_option(pos, chosen[0])


def test_plain_forward_move_with_jumps():
    """spec 2 forward: pawns in the way are jumped; the event lists the squares passed."""
    assert events_for("r r=5,7,S,S b=8,S,S,S", "5", "b r=10,7,S,S b=8,S,S,S") == [
        PawnMoved(R, 1, 5, 10, FWD, 5, (6, 7, 8, 9), ((R, 2), (B, 1))),
    ]


def test_bump_by_landing():
    """spec 2 landing: ending on another colour's pawn sends it to START."""
    assert events_for("r r=5,S,S,S b=8,S,S,S", "3", "b r=8,S,S,S b=S,S,S,S") == [
        PawnMoved(R, 1, 5, 8, FWD, 3, (6, 7), ()),
        PawnBumped(B, 1, 8, R, 1, LANDING),
    ]


def test_enter_with_bump():
    """spec 2 entering: an opponent on the start square is bumped."""
    assert events_for("b r=16,S,S,S b=20,S,S,S", "1", "r r=S,S,S,S b=20,16,S,S") == [
        PawnEntered(B, 2, 16),
        PawnBumped(R, 1, 16, B, 2, LANDING),
    ]


def test_slide_with_landing_bump_and_sweeps_including_own_pawn():
    """spec 2 slides: bump on the triangle, slide, sweep every other pawn on it (own too)."""
    got = events_for("g r=6,8,S,S g=3,9,S,S", "3", "r r=S,S,S,S g=10,S,S,S")
    assert got == [
        PawnMoved(G, 1, 3, 6, FWD, 3, (4, 5), ()),
        PawnBumped(R, 1, 6, G, 1, LANDING),
        SlideTaken(G, 1, R, 6, 10, ((R, 2), (G, 2))),
        PawnBumped(R, 2, 8, G, 1, SLIDE),
        PawnBumped(G, 2, 9, G, 1, SLIDE),
    ]


def test_backward_move_onto_a_triangle_slides():
    """spec 2 slides, Decision: a backward landing slides too."""
    assert events_for("y b=23,S,S,S y=25,S,S,S", "4", "b b=S,S,S,S y=25,S,S,S") == [
        PawnMoved(Y, 1, 25, 21, BACK, 4, (24, 23, 22), ((B, 1),)),
        SlideTaken(Y, 1, B, 21, 25, ((B, 1),)),
        PawnBumped(B, 1, 23, Y, 1, SLIDE),
    ]


def test_swap_onto_a_triangle_slides_and_sweeps_the_swapped_pawn():
    """spec 3, 11 swap: the mover slides; the swapped pawn, now on the slide, is swept."""
    assert events_for("b r=6,S,S,S b=7,S,S,S", "11", "r r=S,S,S,S b=10,S,S,S") == [
        PawnsSwapped(B, 1, R, 1, 7, 6),
        SlideTaken(B, 1, R, 6, 10, ((R, 1),)),
        PawnBumped(R, 1, 7, B, 1, SLIDE),
    ]


def test_plain_swap():
    """spec 3, 11 swap: the two pawns exchange squares."""
    assert events_for("r r=50,S,S,S y=3,S,S,S", "11", "y r=3,S,S,S y=50,S,S,S") == [
        PawnsSwapped(R, 1, Y, 1, 50, 3),
    ]


def test_sorry():
    """spec 3 SORRY!: the lowest START pawn takes the square; the target goes to START."""
    assert events_for("g r=S,S,S,S b=16,S,S,S g=H,S,S,S", "sorry",
                      "r r=S,S,S,S b=S,S,S,S g=H,16,S,S") == [
        SorryPlayed(G, 2, B, 1, 16),
        PawnBumped(B, 1, 16, G, 2, SORRY),
    ]


def test_sorry_onto_a_triangle_slides():
    """spec 3 SORRY!: landing on another colour's triangle slides."""
    assert events_for("g r=58,Z1,S,S g=S,S,S,S", "sorry", "r r=S,Z1,S,S g=1,S,S,S") == [
        SorryPlayed(G, 1, R, 1, 58),
        PawnBumped(R, 1, 58, G, 1, SORRY),
        SlideTaken(G, 1, R, 58, 1, ()),
    ]


def test_safety_zone_entry():
    """spec 2 forward: from just behind the safety entry into the zone."""
    assert events_for("b r=S,S,S,S b=H,13,S,S", "2", "b r=S,S,S,S b=H,Z1,S,S") == [
        PawnMoved(B, 2, 13, Z1, FWD, 2, (14,), ()),
        SafetyZoneEntered(B, 2, 1),
    ]


def test_home_reached_jumping_an_own_zone_pawn():
    """spec 2 forward: exact count to HOME; an own pawn in the zone is jumped."""
    assert events_for("r r=Z1,Z3,H,S b=S,S,S,S", "5", "b r=H,Z3,H,S b=S,S,S,S") == [
        PawnMoved(R, 1, Z1, HOME, FWD, 5, (Z2, Z3, Z4, Z5), ((R, 2),)),
        HomeReached(R, 1, 2),
    ]


def test_backward_out_of_the_zone():
    """spec 2 backward: Z1 steps back to the safety entry, then down the track."""
    assert events_for("y y=Z2,S,S,S g=S,S,S,S", "4", "g y=27,S,S,S g=S,S,S,S") == [
        PawnMoved(Y, 1, Z2, 27, BACK, 4, (Z1, 29, 28), ()),
    ]


def test_split_seven_events_in_the_order_the_parts_apply():
    """spec 3, 7 split: parts one after the other; here pawn 2 must move first."""
    got = events_for("y y=40,42,S,S g=S,S,S,S", "7", "g y=46,S,S,S g=S,S,S,S")
    assert got == [
        PawnMoved(Y, 2, 42, 46, FWD, 4, (43, 44, 45), ()),
        PawnMoved(Y, 1, 40, 43, FWD, 3, (41, 42), ()),
        SlideTaken(Y, 1, G, 43, 46, ((Y, 2),)),
        PawnBumped(Y, 2, 46, Y, 1, SLIDE),
    ]


def test_split_seven_into_the_zone_and_home():
    """spec 3, 7 split: one part HOME, the other usable."""
    got = events_for("r r=Z4,30,S,S b=S,S,S,S", "7", "b r=H,35,S,S b=S,S,S,S")
    assert sorted(got, key=repr) == sorted([
        PawnMoved(R, 1, Z4, HOME, FWD, 2, (Z5,), ()),
        HomeReached(R, 1, 1),
        PawnMoved(R, 2, 30, 35, FWD, 5, (31, 32, 33, 34), ()),
    ], key=repr)
    home = got.index(HomeReached(R, 1, 1))
    assert got[home - 1] == PawnMoved(R, 1, Z4, HOME, FWD, 2, (Z5,), ())


def test_pass_has_no_move_events():
    """spec 3, 11 swap: declining the swap moves nothing."""
    pos = parse_position("b r=40,S,S,S b=10,S,S,S")
    (pas,) = [o for o in legal_options(pos, parse_card("11")) if not o.pawns]
    assert play_option(pos, pas) == []


def test_split_seven_taking_both_pawns_home_counts_each_arrival():
    """spec 3, 7 split: Z3+3 and Z2+4 both reach HOME; each arrival counts the pawns HOME."""
    got = events_for("r r=Z3,Z2,H,H b=S,S,S,S", "7", "b r=H,H,H,H b=S,S,S,S")
    moved = [e for e in got if isinstance(e, PawnMoved)]
    assert sorted((e.pawn, e.start, e.steps) for e in moved) == [(1, Z3, 3), (2, Z2, 4)]
    homes = [e for e in got if isinstance(e, HomeReached)]
    assert [e.pawns_home for e in homes] == [3, 4]
    assert {e.pawn for e in homes} == {1, 2}
    assert len(got) == 4 and isinstance(got[0], PawnMoved) and isinstance(got[1], HomeReached)
