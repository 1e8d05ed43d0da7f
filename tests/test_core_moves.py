"""Scenario tests for the moving rules (spec 2), the cards (spec 3) and the profiles (spec 5).

Each test cites the rule it checks.  Expected boards are worked out from the
spec by hand and compared pawn numbers aside unless the pawn number matters.
"""

from __future__ import annotations

import pytest
from reference import canonical

from sorry_audio.core.board import Colour, steps_to_home
from sorry_audio.core.cards import CARDS, Card, parse_card
from sorry_audio.core.moves import OptionKind, legal_options
from sorry_audio.core.position import format_position, parse_position

R, B, Y, G = Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.GREEN




def options(text: str, card: str):
    return legal_options(parse_position(text), parse_card(card))


def outcomes(text: str, card: str) -> set[str]:
    """The resulting boards, pawn numbers aside; asserts no outcome is offered twice."""
    got = [canonical(o.result) for o in options(text, card)]
    assert len(got) == len(set(got)), "an outcome is offered twice"
    return set(got)


def expect(*texts: str) -> set[str]:
    return {canonical(parse_position(t)) for t in texts}


# --- spec 2: moving ---------------------------------------------------------------------


def test_forward_jumps_and_counts_pawns_in_the_way():
    """spec 2 forward: pawns in the way are jumped and counted."""
    assert outcomes("r r=20,22,S,S b=21,23,S,S", "5") == expect(
        "b r=25,22,S,S b=21,23,S,S", "b r=20,27,S,S b=21,23,S,S")


def test_forward_from_the_own_safety_entry_goes_into_the_zone():
    """spec 2 forward: a pawn on its own safety entry steps next into Z1."""
    assert outcomes("y y=29,S,S,S g=S,S,S,S", "3") == expect("g y=Z3,S,S,S g=S,S,S,S")
    # Another colour's safety entry is an ordinary square.
    assert outcomes("g y=S,S,S,S g=29,S,S,S", "3") == expect("y y=S,S,S,S g=32,S,S,S")


def test_home_needs_the_exact_count():
    """spec 2 forward: Z5 steps into HOME; passing HOME is illegal."""
    # Z2 +2 would end on the own pawn in Z4; Z4 +2 is HOME.
    assert outcomes("b r=S,S,S,S b=Z2,Z4,H,H", "2") == expect("b r=S,S,S,S b=Z2,H,H,H")
    assert outcomes("b r=S,S,S,S b=Z2,Z4,H,H", "5") == set()


def test_backward_from_z1_goes_to_the_safety_entry_then_down_the_track():
    """spec 2 backward: from Z1 the next step is the safety entry."""
    assert outcomes("b r=S,S,S,S b=Z1,S,S,S", "10") == expect("r r=S,S,S,S b=14,S,S,S")
    assert outcomes("b r=S,S,S,S b=Z1,S,S,S", "4") == expect("r r=S,S,S,S b=11,S,S,S")


def test_backing_up_past_the_entry_lets_a_later_forward_move_enter_the_zone():
    """spec 2 backward: a pawn backed up to its safety entry or further enters the zone later.

    Green on its start square 46 backs 4 to 42 (not into the zone), then a 3
    takes it 43, 44 (entry), Z1.
    """
    (opt,) = options("g r=S,S,S,S g=46,S,S,S", "4")
    assert opt.result.pawns(G)[0] == 42
    after = opt.result.replace(to_move=G)
    assert outcomes(format_position(after), "3") == expect("r r=S,S,S,S g=Z1,S,S,S")


def test_start_and_home_pawns_do_not_move():
    """spec 2: only pawns on the track or in the zone move; a HOME pawn never moves again."""
    assert outcomes("r r=H,H,S,S b=S,S,S,S", "3") == set()
    assert outcomes("r r=H,H,S,S b=S,S,S,S", "4") == set()
    assert outcomes("r r=H,H,S,S b=S,S,S,S", "10") == set()


def test_landing_on_an_own_pawn_is_illegal_and_on_another_bumps():
    """spec 2 landing: never end on the mover's own colour; any other pawn goes to START."""
    assert outcomes("r r=20,25,S,S b=S,S,S,S", "5") == expect("b r=20,30,S,S b=S,S,S,S")
    assert outcomes("r r=20,S,S,S b=25,S,S,S", "5") == expect("b r=25,S,S,S b=S,S,S,S")
    # In the own zone too.
    assert outcomes("r r=Z1,Z3,H,H b=S,S,S,S", "2") == expect("r r=Z1,Z5,H,H b=S,S,S,S")


# --- spec 2: slides ----------------------------------------------------------------------


def test_slide_on_another_colours_triangle_sweeps_every_pawn_on_it():
    """spec 2 slides: the mover slides to the end; every other pawn on the slide, any colour,
    the mover's own included, goes back to START."""
    got = outcomes("g r=7,S,S,S b=9,S,S,S g=3,10,S,S", "3")
    # Pawn 1 lands on 6 (red's triangle), slides to 10: red on 7, blue on 9, own pawn on 10 swept.
    # Pawn 2: 10 -> 13 (blue's triangle) slides to 16.
    assert got == expect("r r=S,S,S,S b=S,S,S,S g=10,S,S,S", "r r=7,S,S,S b=9,S,S,S g=3,16,S,S")


def test_decision_slide_may_sweep_the_movers_own_pawn_on_the_end_square():
    """spec 2 slides, Decision: only the triangle's legality is checked, not the slide's end."""
    assert outcomes("g r=S,S,S,S g=3,10,S,S", "3") == expect(
        "r r=S,S,S,S g=10,S,S,S", "r r=S,S,S,S g=3,16,S,S")


def test_no_slide_on_own_colour_classic():
    """spec 2 slides: a pawn never slides on its own colour's slides (classic)."""
    assert outcomes("r r=3,8,S,S b=S,S,S,S", "3") == expect(
        "b r=6,8,S,S b=S,S,S,S", "b r=3,11,S,S b=S,S,S,S")


def test_decision_backward_landing_on_a_triangle_slides():
    """spec 2 slides, Decision: direction does not matter; a backward landing slides."""
    # Blue backing onto its own triangle 13 does not slide (classic).
    assert outcomes("b b=17,S,S,S g=S,S,S,S", "4") == expect("g b=13,S,S,S g=S,S,S,S")
    # Yellow backing 4 onto 13 slides to 16, sweeping blue on 14.
    assert outcomes("y b=14,S,S,S y=17,S,S,S", "4") == expect("b b=S,S,S,S y=16,S,S,S")
    # A 10's backward 1 onto 13 slides too (sweeping blue on 15); forward 10 -> 24.
    assert outcomes("y b=15,S,S,S y=14,S,S,S", "10") == expect(
        "b b=S,S,S,S y=16,S,S,S", "b b=15,S,S,S y=24,S,S,S")
    # Sliding back to where the move began is still a move: 25 -> 21 -> 25.
    assert outcomes("y b=S,S,S,S y=25,S,S,S", "4") == expect("b b=S,S,S,S y=25,S,S,S")


def test_ending_on_an_occupied_triangle_bumps_then_slides():
    """spec 2: ending on the triangle bumps its occupant, then the slide sweeps the rest."""
    assert outcomes("y r=21,23,S,S y=18,S,S,S", "3") == expect("r r=S,S,S,S y=25,S,S,S")


# --- spec 2: entering ---------------------------------------------------------------------


def test_enter_uses_the_lowest_numbered_start_pawn():
    """spec 2 entering, Decision: one option, the lowest-numbered pawn in START."""
    (opt,) = [o for o in options("r r=5,S,S,S b=S,S,S,S", "1") if o.kind is OptionKind.ENTER]
    assert opt.pawns == (2,)
    assert format_position(opt.result) == "b r=5,1,S,S b=S,S,S,S"
    enters = [o for o in options("r r=S,S,S,S b=S,S,S,S", "2") if o.kind is OptionKind.ENTER]
    assert len(enters) == 1 and enters[0].pawns == (1,)


def test_enter_blocked_by_own_pawn_and_bumps_an_opponent():
    """spec 2 entering: not onto an own pawn; an opponent on the start square is bumped."""
    assert outcomes("b b=16,S,S,S y=S,S,S,S", "1") == expect("y b=17,S,S,S y=S,S,S,S")
    assert outcomes("b r=16,S,S,S b=S,S,S,S", "1") == expect("r r=S,S,S,S b=16,S,S,S")


# --- spec 3: the cards --------------------------------------------------------------------


@pytest.mark.parametrize("card", ["3", "4", "5", "7", "8", "10", "11", "12"])
def test_only_1_and_2_enter_in_classic(card):
    """spec 3 table: only 1 and 2 enter a pawn (classic); SORRY! needs a target."""
    assert outcomes("r r=S,S,S,S b=S,S,S,S", card) == set()


@pytest.mark.parametrize(("card", "n"), [("1", 1), ("2", 2), ("3", 3), ("5", 5), ("8", 8),
                                         ("12", 12)])
def test_simple_forward_cards(card, n):
    """spec 3 table: 1, 2, 3, 5, 8, 12 move one pawn forward n."""
    nxt = "y" if card == "2" else "g"
    got = {canonical(o.result) for o in options("y y=32,H,H,H g=S,S,S,S", card)}
    assert got == expect(f"{nxt} y={32 + n},H,H,H g=S,S,S,S")


def test_four_moves_backward_only():
    """spec 3 table: 4 is one pawn backward 4."""
    assert outcomes("g y=S,S,S,S g=50,Z5,S,S", "4") == expect(
        "y y=S,S,S,S g=46,Z5,S,S", "y y=S,S,S,S g=50,Z1,S,S")


def test_ten_moves_forward_10_or_backward_1():
    """spec 3 table: 10 is one pawn forward 10 or one pawn backward 1."""
    opts = options("r r=30,S,S,S b=S,S,S,S", "10")
    assert {(o.kind, o.parts[0].steps) for o in opts} == {(OptionKind.FORWARD, 10),
                                                          (OptionKind.BACKWARD, 1)}
    assert {canonical(o.result) for o in opts} == expect("b r=40,S,S,S b=S,S,S,S",
                                                         "b r=29,S,S,S b=S,S,S,S")


def test_seven_single_pawn_or_split_either_order():
    """spec 3, 7 split: some order must make both parts legal; the board after both counts.

    Red 10 and 12: 2 for pawn 1 lands on pawn 2 unless pawn 2 moves its 5 first.
    7 with pawn 1 -> {17, 12}; 7 with pawn 2 -> {10, 19}; 1+6 -> {11, 18}; 2+5 repeats
    {12, 17}; 3+4 only with pawn 2 first (12 -> 16), then 10 -> 13 slides to 16 sweeping
    it: {16, S}; 4+3 -> {14, 15}; 5+2 repeats it; 6+1 repeats {16, S} (16 first, then
    13 slides onto it).
    """
    opts = options("r r=10,12,S,S b=S,S,S,S", "7")
    got = {canonical(o.result) for o in opts}
    assert expect("b r=12,17,S,S b=S,S,S,S") <= got
    splits = [o for o in opts if o.kind is OptionKind.SPLIT]
    assert all(sum(part.steps for part in o.parts) == 7 for o in splits)
    assert all(len({part.pawn for part in o.parts}) == 2 for o in splits)
    assert len(opts) == 5
    assert got == expect("b r=17,12,S,S b=S,S,S,S", "b r=10,19,S,S b=S,S,S,S",
                         "b r=11,18,S,S b=S,S,S,S", "b r=16,S,S,S b=S,S,S,S",
                         "b r=14,15,S,S b=S,S,S,S")


def test_seven_never_enters_and_needs_two_board_pawns_to_split():
    """spec 3, 7 split: both pawns on the track or in the zone; a 7 never enters."""
    assert outcomes("g r=S,S,S,S g=S,S,S,S", "7") == set()
    assert outcomes("g r=S,S,S,S g=S,20,S,S", "7") == expect("r r=S,S,S,S g=S,27,S,S")


def test_seven_split_home_part_needs_the_other_part_usable():
    """spec 3, 7 split: if one part takes a pawn HOME, the other must still be usable."""
    assert outcomes("y y=Z4,Z5,H,H g=S,S,S,S", "7") == set()
    assert outcomes("y y=Z4,Z2,H,H g=S,S,S,S", "7") == set()
    # Z3+3 HOME with Z1+4 to Z5, or Z3+2 to Z5 with Z1+5 HOME: the same board, one option.
    assert outcomes("y y=Z3,Z1,H,H g=S,S,S,S", "7") == expect("g y=H,Z5,H,H g=S,S,S,S")


def test_eleven_forward_or_swap_and_only_the_mover_slides():
    """spec 3, 11 swap: the mover slides from another colour's triangle; the opponent does not."""
    got = outcomes("r r=28,S,S,S b=21,S,S,S", "11")
    # forward 28 -> 39; swap: red on 21 (blue's triangle) slides to 25, blue on 28 stays.
    assert got == expect("b r=39,S,S,S b=21,S,S,S", "b r=25,S,S,S b=28,S,S,S")


def test_a_swap_may_carry_a_pawn_past_its_own_safety_entry():
    """spec 3, 11 swap: "A swap may carry a pawn past its own safety entry."  Red on 50,
    15 steps from HOME, goes forward 11 into its zone (Z2), or swaps with Blue on 5, past
    Red's entry on 59, and has the whole board to go round again: 60 steps."""
    opts = options("r r=50,S,S,S b=5,S,S,S", "11")
    assert {(o.kind, canonical(o.result)) for o in opts} == {
        (OptionKind.FORWARD, *expect("b r=Z2,S,S,S b=5,S,S,S")),
        (OptionKind.SWAP, *expect("b r=5,S,S,S b=50,S,S,S"))}
    assert steps_to_home(R, 50) == 15 and steps_to_home(R, 5) == 60


def test_eleven_swap_only_between_track_pawns():
    """spec 3, 11 swap: pawns in START, a safety zone or HOME cannot swap."""
    # Red's Z1 and HOME pawns cannot swap; blue's zone pawn is no target.
    assert outcomes("r r=Z1,H,S,S b=Z2,30,S,S", "11") == set()
    # 40 +11 = 51, green's triangle: slides to 55.  Only 40 may swap, with blue's 30.
    got = outcomes("r r=Z1,40,S,S b=Z2,30,S,S", "11")
    assert got == expect("b r=Z1,30,S,S b=Z2,40,S,S", "b r=Z1,55,S,S b=Z2,30,S,S")


def test_eleven_pass_only_when_no_pawn_can_move_11():
    """spec 3, 11 swap: the player may decline the swap and pass only if no pawn can go 11."""
    opts = options("b r=40,S,S,S b=10,S,S,S", "11")
    assert [o.kind for o in opts].count(OptionKind.PASS) == 1
    (pas,) = [o for o in opts if o.kind is OptionKind.PASS]
    assert format_position(pas.result) == "r r=40,S,S,S b=10,S,S,S"
    # A pawn that can go 11: no pass.
    opts = options("b r=40,S,S,S b=10,20,S,S", "11")
    assert OptionKind.PASS not in {o.kind for o in opts}
    assert OptionKind.SWAP in {o.kind for o in opts}


def test_sorry_targets_track_pawns_including_one_on_its_own_start_square():
    """spec 3 SORRY!: targets on the track only; an opponent on its own start square is one."""
    opts = options("r r=S,S,S,S b=16,Z1,H,S y=S,S,S,S g=60,S,S,S", "sorry")
    assert {o.kind for o in opts} == {OptionKind.SORRY}
    assert all(o.pawns == (1,) for o in opts)
    assert {o.parts[0].target for o in opts} == {(B, 1), (G, 1)}
    assert {canonical(o.result) for o in opts} == expect(
        "b r=16,S,S,S b=S,Z1,H,S y=S,S,S,S g=60,S,S,S",
        "b r=60,S,S,S b=16,Z1,H,S y=S,S,S,S g=S,S,S,S")


def test_sorry_is_forfeited_without_start_pawn_or_target():
    """spec 3 SORRY!: no pawn in START, or no target: the card is forfeited."""
    assert outcomes("r r=2,3,4,5 b=20,S,S,S", "sorry") == set()
    assert outcomes("r r=S,S,S,S b=Z5,H,S,S", "sorry") == set()


def test_sorry_onto_a_triangle_slides():
    """spec 3 SORRY!: landing on another colour's triangle slides."""
    assert outcomes("y y=S,S,S,S g=43,45,S,S", "sorry") == expect(
        "g y=46,S,S,S g=S,S,S,S", "g y=45,S,S,S g=43,S,S,S")


@pytest.mark.parametrize("card", CARDS)
def test_must_move_no_option_means_forfeit_and_no_pass_except_eleven(card):
    """spec 3 must move: with an option the player must take one (only 11 may pass)."""
    text = "g r=10,S,S,S g=Z1,40,S,S"
    opts = legal_options(parse_position(text), card)
    kinds = [o.kind for o in opts]
    if card is Card.ELEVEN:
        assert kinds.count(OptionKind.PASS) == 1
    else:
        assert OptionKind.PASS not in kinds
    if OptionKind.PASS in kinds:
        assert kinds[-1] is OptionKind.PASS  # offered after the swaps it declines
        assert OptionKind.SWAP in kinds and OptionKind.FORWARD not in kinds


def test_options_are_distinct_and_the_first_listed_is_kept():
    """spec 3 options are distinct: the same board pawn numbers aside is one option."""
    opts = options("y y=40,42,S,S g=S,S,S,S", "7")
    assert len(opts) == 5
    # {42, 47} is reached by pawn 1 going 7 or by the split 5 (pawn 2) + 2 (pawn 1): one option.
    same = [o for o in opts if canonical(o.result) == canonical(
        parse_position("g y=42,47,S,S g=S,S,S,S"))]
    assert len(same) == 1
    # the first listed is the one kept: pawn 1's plain 7, not the split (review ae31)
    assert same[0].kind is OptionKind.FORWARD and same[0].pawns == (1,)


# --- spec 4 and 8: who acts next ---------------------------------------------------------


def test_next_to_move_is_the_next_seated_colour_clockwise():
    """spec 4 and 8: play passes clockwise among the seated colours."""
    assert options("r r=S,S,S,S y=S,S,S,S g=S,S,S,S", "1")[0].result.to_move is Y
    assert options("y r=S,S,S,S y=S,S,S,S g=S,S,S,S", "1")[0].result.to_move is G
    assert options("g r=S,S,S,S y=S,S,S,S g=S,S,S,S", "1")[0].result.to_move is R
    assert options("b b=S,S,S,S g=S,S,S,S", "1")[0].result.to_move is G


def test_after_a_2_the_same_colour_acts_classic():
    """spec 8: the same colour acts next after a 2 (classic), whatever the option."""
    for opt in options("b b=S,20,S,S y=S,S,S,S", "2"):
        assert opt.result.to_move is B


# --- spec 5: a5065 -----------------------------------------------------------------------

A5 = "r r=S,S,S b=S,S,S rules=a5065"


@pytest.mark.parametrize("card", ["1", "2", "3", "5", "7", "8", "10", "11", "12"])
def test_a5065_any_forward_card_enters(card):
    """spec 5 a5065: any card with a forward value may enter a pawn."""
    opts = options(A5, card)
    assert [o.kind for o in opts] == [OptionKind.ENTER]
    assert format_position(opts[0].result) == "b r=1,S,S b=S,S,S rules=a5065"


@pytest.mark.parametrize("card", ["4", "sorry"])
def test_a5065_four_and_sorry_do_not_enter(card):
    assert options(A5, card) == []


def test_a5065_two_gives_no_extra_draw():
    """spec 5 a5065: a 2 gives no extra draw."""
    assert options(A5, "2")[0].result.to_move is B


def test_a5065_sorry_without_target_is_forward_4():
    """spec 5 a5065: SORRY! with no target becomes one pawn forward 4."""
    opts = options("b r=S,S,S b=S,30,Z1 rules=a5065", "sorry")
    assert [o.kind for o in opts] == [OptionKind.FORWARD, OptionKind.FORWARD]
    assert {o.parts[0].steps for o in opts} == {4}
    assert {canonical(o.result) for o in opts} == expect(
        "r r=S,S,S b=S,34,Z1 rules=a5065", "r r=S,S,S b=S,30,Z5 rules=a5065")
    # With a target it is an ordinary SORRY!, no forward 4.
    opts = options("b r=50,S,S b=S,30,Z1 rules=a5065", "sorry")
    assert [o.kind for o in opts] == [OptionKind.SORRY]


def test_a5065_sorry_with_a_target_but_no_start_pawn_is_forward_4():
    """spec 5 a5065: SORRY! with no target becomes forward 4.  Project decision
    (docs/rules.md, section 5): with no pawn in START the SORRY! has no target it
    can take either, so it is played as forward 4 too, as the A5065 edition allows."""
    assert outcomes("r r=5,6,9 b=20,S,S rules=a5065", "sorry") == expect(
        "b r=5,10,9 b=20,S,S rules=a5065", "b r=5,6,13 b=20,S,S rules=a5065")


def test_a5065_sorry_with_neither_start_pawn_nor_target_is_forward_4():
    """spec 5 a5065: with no target at all the card is forward 4, START pawn or not."""
    assert outcomes("r r=5,6,9 b=S,S,S rules=a5065", "sorry") == expect(
        "b r=5,10,9 b=S,S,S rules=a5065", "b r=5,6,13 b=S,S,S rules=a5065")


def test_a5065_slides_only_on_own_colour():
    """spec 5 a5065: pawns slide only on slides of their own colour."""
    assert outcomes("b r=S,S,S b=S,S,18 rules=a5065", "3") == expect(
        "r r=S,S,S b=16,S,18 rules=a5065", "r r=S,S,S b=S,S,25 rules=a5065")
    assert outcomes("r r=S,S,18 b=S,S,S rules=a5065", "3") == expect(
        "b r=1,S,18 b=S,S,S rules=a5065", "b r=S,S,21 b=S,S,S rules=a5065")


def test_a5065_own_short_slide_carries_a_pawn_past_its_own_safety_entry():
    """spec 5 a5065: "pawns slide only on slides of their own colour".  Red's short slide is
    58 to 1 and Red's safety entry is 59 (spec 1: "s-2"), so Red on 57 +1 lands on 58,
    slides to 1 past its entry and must go round again (docs/rules.md section 5); or a 1
    enters a pawn onto 1 (any forward card enters, spec 5)."""
    assert outcomes("r r=57,S,S b=S,S,S rules=a5065", "1") == expect(
        "b r=1,S,S b=S,S,S rules=a5065", "b r=57,1,S b=S,S,S rules=a5065")
    (forward,) = [o for o in options("r r=57,S,S b=S,S,S rules=a5065", "1")
                  if o.kind is OptionKind.FORWARD]
    assert forward.result.pawns(R)[0] == 1 and steps_to_home(R, 1) == 64
