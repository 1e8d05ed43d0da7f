"""An opponent's 11 swap that would set a pawn far back is danger too (playtest pz103: A
said "none" of a pawn near home that a swap could send most of a lap back): the analysis,
and A, Shift+O and H saying it."""

from __future__ import annotations

import pytest

from sorry_audio.analysis import (
    CARD_ODDS,
    SETBACK_LEAST,
    SetBack,
    exposure,
    setbacks,
    threats,
)
from sorry_audio.core.board import Colour, steps_to_home
from sorry_audio.core.cards import Card, deck_cards
from sorry_audio.core.moves import legal_options
from sorry_audio.core.position import parse_position
from sorry_audio.narration import Narrator
from sorry_audio.narration.riskcompare import option_risk, option_risks
from sorry_audio.narration.settings import NarrationSettings, Verbosity

R, B, Y, G = Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.GREEN

#: Red's pawn 1 on 50, 15 steps from home; Yellow's pawn 1 on 20, where Red's pawn would
#: stand 45 steps from home: no card but an 11 (swapping) reaches it, no SORRY! can come
SWAP_ONLY = "r r=50,S,S,S y=20,H,H,H"


def shift_o(n: Narrator, pos, options, pile=None) -> list[str]:
    """What Shift+O says of ``options`` at ``pos`` for Red."""
    return option_risks(n, pos, R, [(i, option_risk(o.result, R, pile))
                                    for i, o in enumerate(options, 1)])


def full_pile(**gone: int) -> dict[Card, int]:
    """A whole deck's cards by kind, less ``gone`` (by card name: ELEVEN=4)."""
    deck = deck_cards()
    return {c: deck.count(c) - gone.get(c.name, 0) for c in Card}


def test_a_swap_that_sets_a_pawn_far_back_is_found_with_who_and_how_far():
    pos = parse_position(SWAP_ONLY)
    assert setbacks(pos, R) == [SetBack(R, 1, 50, Y, 1, 20, 30)]
    assert steps_to_home(R, 20) - steps_to_home(R, 50) == 30


def test_the_worst_swap_of_a_pawn_is_the_one_found():
    pos = parse_position("r r=50,S,S,S y=20,10,H,H")
    assert setbacks(pos, R) == [SetBack(R, 1, 50, Y, 2, 10, 40)]


def test_a_small_set_back_is_no_danger():
    pos = parse_position("r r=50,S,S,S y=35,H,H,H")  # 15 squares back
    assert steps_to_home(R, 35) - steps_to_home(R, 50) < SETBACK_LEAST
    assert setbacks(pos, R) == []
    assert Narrator({}, R).danger(pos, R) == ["None of your pawns can be bumped next turn."]


def test_a_swap_that_moves_the_pawn_forward_is_no_danger():
    # Yellow's pawn ahead of Red's: a swap carries Red's pawn 20 steps nearer home
    pos = parse_position("r r=30,S,S,S y=50,H,H,H")
    assert setbacks(pos, R) == []


def test_in_a_partnership_game_the_partners_pawn_and_either_opponent_count():
    # Red and Yellow against Blue and Green: Yellow's pawn on 25, which has 10 steps to go,
    # swapped with Green's pawn on 5 would stand 30 from it; Red (in START) may play it
    pos = parse_position("r r=S,H,H,H b=H,H,H,H y=25,H,H,H g=5,H,H,H teams")
    found = setbacks(pos, R)
    assert found == [SetBack(Y, 1, 25, G, 1, 5, 20)]
    assert setbacks(pos, Y) == found  # the same team's pawns, whichever partner asks


def test_a_says_a_pawn_only_a_swap_endangers_before_none_can_be_bumped():
    # "None ... can be bumped" first was heard as the all-clear (playtest pq105); after
    # the swap, "Besides" (pu110)
    pos = parse_position(SWAP_ONLY)
    assert Narrator({}, R).danger(pos, R) == [
        "Your pawn 1 on square 50 could be swapped back 30 squares by Yellow pawn 1 with an 11.",
        "Besides that swap, none of your pawns can be bumped next turn."]
    two = parse_position("r r=50,40,S,S y=20,H,H,H")
    assert Narrator({}, R).danger(two, R)[-1] == (
        "Besides those swaps, none of your pawns can be bumped next turn.")


def test_a_says_the_swap_in_the_line_of_a_pawn_a_card_could_bump():
    pos = parse_position("r r=50,S,S,S y=20,45,H,H")  # Yellow's pawn 2 is 5 behind
    assert Narrator({}, R).danger(pos, R) == [
        "Your pawn 1 on square 50 could be bumped by Yellow pawn 2 with a 5, or a 7 split; "
        "or swapped back 30 squares by Yellow pawn 1 with an 11."]


def test_a_with_only_a_sorry_says_the_swap_then_only_a_sorry_and_who():
    """Playtest pu110: "Only a SORRY! ... can bump your pawn" right after a swap of 40
    squares was heard as the all-clear: "Besides that swap, only ..."."""
    pos = parse_position("r r=50,S,S,S y=20,S,H,H")  # a Yellow pawn in START
    assert Narrator({}, R).danger(pos, R) == [
        "Your pawn 1 on square 50 could be swapped back 30 squares by Yellow pawn 1 with an 11.",
        "Besides that swap, only a SORRY! from Yellow can bump your pawn on the track."]


def test_a_leaves_out_a_swap_when_no_11_is_left_to_draw_and_says_so():
    pos = parse_position(SWAP_ONLY)
    lines = Narrator({}, R).danger(pos, R, pile=full_pile(ELEVEN=4))
    assert lines == ["None of your pawns can be bumped next turn.",
                     "An 11 could reach too, but none is left for Yellow to draw next."]


def test_a_in_a_partnership_game_names_who_could_play_the_11():
    pos = parse_position("r r=S,H,H,H b=H,H,H,H y=25,H,H,H g=5,H,H,H teams")
    lines = Narrator({}, R).danger(pos, R, pile=full_pile())
    assert "Yellow pawn 1 on square 25 could be swapped back 20 squares by Blue or Green, " \
        "moving Green pawn 1 with an 11." in lines


def test_the_ground_at_risk_counts_a_swap_at_the_odds_of_an_11():
    pos = parse_position(SWAP_ONLY)
    assert exposure([], pos, R, setbacks(pos, R)) == pytest.approx(CARD_ODDS[Card.ELEVEN] * 30)
    assert exposure([], pos, R) == 0.0


def test_shift_o_names_the_swap_and_counts_it_in_the_least_ground():
    # a 10: forward into the safety zone (safe), or back 1 to 49 (a swap 29 squares back)
    pos = parse_position(SWAP_ONLY)
    n = Narrator({}, R)
    options = legal_options(pos, Card.TEN)
    assert shift_o(n, pos, options) == [
        "Your pawns in danger after each option, and the cards that reach them:",
        "1: none.",
        "2: pawn 1 to a swap back 29 squares.",
        "Least ground at risk: option 1. H weighs the gains too."]


def test_shift_o_says_a_pawn_in_reach_of_a_card_and_of_a_swap_in_one_item():
    pos = parse_position("r r=50,S,S,S y=20,45,H,H")
    n = Narrator({}, R)
    options = legal_options(pos, Card.TEN)
    assert shift_o(n, pos, options)[2] == \
        "2: pawn 1 to a 7, or a swap back 29 squares."


def test_the_hint_warns_of_a_swap_alone_and_after_a_bump():
    n = Narrator({}, R)
    pos = parse_position(SWAP_ONLY)
    back = legal_options(pos, Card.TEN)[1]  # back 1 to 49
    assert n.hint(pos, back, 2).endswith(
        " It leaves pawn 1 where Yellow could swap it back 29 squares with an 11.")
    pos = parse_position("r r=50,S,S,S y=20,45,H,H")
    back = legal_options(pos, Card.TEN)[1]
    assert n.hint(pos, back, 2).endswith(
        " It leaves pawn 1 where Yellow could bump it with a 7 split. Yellow could also swap "
        "pawn 1 back 29 squares with an 11.")


def test_a_brief_hint_counts_a_pawn_a_swap_endangers_among_those_in_danger():
    n = Narrator({}, R, NarrationSettings(Verbosity.BRIEF))
    pos = parse_position(SWAP_ONLY)
    back = legal_options(pos, Card.TEN)[1]
    assert n.hint(pos, back, 2).endswith(" It leaves pawn 1 in danger.")


@pytest.mark.parametrize(("position", "first", "sorry"), [
    ("r r=59,10,30,H y=21,H,H,H", "No option leaves a pawn in danger of a bump.", False),
    # a Yellow pawn in START: a SORRY! could take any, said after "but from a SORRY!"
    ("r r=59,10,30,H y=21,S,H,H",
     "No option leaves a pawn in danger of a bump but from a SORRY!", True),
])
def test_shift_o_says_a_swap_no_option_changes_once(position, first, sorry):
    """Playtest pz103 heard six options each saying one threat as six facts: a swap alike
    after every option (pawn 1 on 59 stays put with an 8) is said once."""
    pos = parse_position(position)
    n = Narrator({}, R)
    options = legal_options(pos, Card.EIGHT)
    assert len(options) == 2
    assert shift_o(n, pos, options) == [
        first, "Whichever you play, an 11 could swap pawn 1 back 38 squares.",
        *(["Whichever you play, Yellow could take any of your pawns on the track with a SORRY! "
           "card."] if sorry else [])]


def test_shift_o_says_a_swap_no_option_changes_before_the_options_that_differ():
    # an 8: pawn 2 from 10 to 18, leaving pawn 3 on 40 in reach of Yellow's 35 (a 5, or a 7
    # split); or pawn 3 on to 48, where Yellow's pawn on 21 could swap it 27 squares back.
    # Pawn 1 on 59 is where Yellow's 21 could swap it 38 squares back after either.
    pos = parse_position("r r=59,10,40,H y=21,35,H,H")
    n = Narrator({}, R)
    options = legal_options(pos, Card.EIGHT)
    assert shift_o(n, pos, options) == [
        "Your pawns in danger after each option, and the cards that reach them:",
        # first, so an item without it is heard as nothing more (playtest pr107)
        "Whichever you play, an 11 could swap pawn 1 back 38 squares.",
        "1: pawn 3 to a 5 or 7.",
        "2: pawn 3 to a swap back 27 squares.",
        "Least ground at risk: option 2. H weighs the gains too."]


def test_the_worst_swap_said_is_the_worst_of_those_whose_swapper_may_draw_an_11():
    """Review rv106: Blue's swap (40 back) was the worst, then dropped as Blue draws from a
    pile of a 3 and a 5; Yellow's (25 back), who may draw anything after a reshuffle, went
    unsaid, and "an 11" was called not counted."""
    pos = parse_position("r r=50,H,H,H b=10,H,H,H y=25,H,H,H")
    pile = {Card.THREE: 1, Card.FIVE: 1}
    assert Narrator({}, R).danger(pos, R, pile=pile) == [
        "Your pawn 1 on square 50 could be swapped back 25 squares by Yellow pawn 1 with an 11.",
        "Besides that swap, none of your pawns can be bumped next turn."]
    assert setbacks(pos, R) == [SetBack(R, 1, 50, B, 1, 10, 40)]  # any card may come


def test_the_ground_at_risk_counts_an_11_that_could_bump_or_swap_a_pawn_once():
    """Review rv106: Yellow's 11 could bump pawn 1 (50 steps made) or swap it 30 back, not
    both: it costs the more of the two, at the odds of one 11."""
    pos = parse_position("r r=50,S,S,S y=39,20,H,H")
    found = threats(pos, R)
    assert [t.cards for t in found] == [(Card.ELEVEN,)]
    assert setbacks(pos, R)[0].steps == 30
    assert exposure(found, pos, R, setbacks(pos, R)) == pytest.approx(
        CARD_ODDS[Card.ELEVEN] * 50)


def test_in_a_partnership_game_both_opponents_draw_for_the_11():
    pos = parse_position("r r=S,H,H,H b=H,H,H,H y=25,H,H,H g=5,H,H,H teams")
    odds = 1 - (1 - CARD_ODDS[Card.ELEVEN]) ** 2
    assert exposure([], pos, R, setbacks(pos, R)) == pytest.approx(odds * 20)


def test_a_in_a_partnership_game_names_only_the_opponents_who_may_draw_an_11():
    # two 3s left: Red and Blue draw them, Yellow and Green after the reshuffle
    pos = parse_position("r r=S,H,H,H b=H,H,H,H y=25,H,H,H g=5,H,H,H teams")
    assert Narrator({}, R).danger(pos, R, pile={Card.THREE: 2})[0] == (
        "Yellow pawn 1 on square 25 could be swapped back 20 squares by Green, moving Green "
        "pawn 1 with an 11.")


def test_shift_o_calls_an_11_not_counted_only_when_no_option_counts_it():
    # a 10: forward to 50, where Yellow's 11 (after the reshuffle) could swap pawn 1 20
    # back; or back 1 to 39, where only Blue's could, and Blue draws the last card, a 3
    pos = parse_position("r r=40,H,H,H b=10,H,H,H y=30,H,H,H")
    pile = {Card.THREE: 1}
    n = Narrator({}, R)
    options = legal_options(pos, Card.TEN)
    assert shift_o(n, pos, options, pile) == [
        "Your pawns in danger after each option, and the cards that reach them:",
        "1: pawn 1 to a swap back 20 squares.", "2: none.",
        "Least ground at risk: option 2. H weighs the gains too."]


@pytest.mark.parametrize(("verbosity", "end"), [
    # Review rv106: the hint named pawn 3's swap (named already for its bumps) and never
    # pawns 1 and 2: the worst swap, then the pawns not named yet
    (Verbosity.NORMAL, "Green could also swap pawn 3 back 43 squares "
                       "with an 11; and also pawns 1 and 2, which the A "
                       "key tells in full. Every move leaves a pawn in danger."),
    (Verbosity.FULL, "Green could also swap pawn 3 back 43 squares "
                     "with an 11; Green could also swap pawn 2 back 36 squares "
                     "with an 11; Green could also swap "
                     "pawn 1 back 35 squares with an "
                     "11. Every move leaves a pawn in danger."),
])
def test_the_hint_names_every_pawn_a_swap_endangers_the_worst_first(verbosity, end):
    pos = parse_position("b r=13,H,20,H b=50,53,60,15 g=30,Z4,55,17")
    option = legal_options(pos, Card.TWO)[0]
    text = Narrator({}, B, NarrationSettings(verbosity)).hint(pos, option, 1)
    assert "It leaves pawns 3 and 4 in danger: " in text and text.endswith(end)
    alone = parse_position("r r=48,5,58,39 y=22,Z4,Z2,Z1")
    assert Narrator({}, R).hint(alone, legal_options(alone, Card.FIVE)[0], 1).endswith(
        "It leaves pawn 3 where Yellow could swap it back 36 squares "
        "with an 11; and also pawn 1, which the A key tells in full. Every "
        "move leaves a pawn in danger.")


def test_one_11_swaps_one_pawn_so_the_ground_at_risk_counts_each_swappers_worst():
    """Playtest pq105: Yellow's one pawn could swap pawn 1 back 30 or pawn 2 back 20, not
    both: the ground at risk is the worse, at the odds of an 11."""
    pos = parse_position("r r=50,40,H,H y=20,H,H,H")
    assert [(b.pawn, b.steps) for b in setbacks(pos, R)] == [(1, 30), (2, 20)]
    assert exposure([], pos, R, setbacks(pos, R)) == pytest.approx(CARD_ODDS[Card.ELEVEN] * 30)


def test_shift_o_says_a_swap_about_as_far_after_every_option_once_with_its_range():
    """Playtest pq105: a swap a square or two apart after each option was said in every
    item, 70 words of 152: within a few squares it is said once, from the least to the
    most."""
    pos = parse_position("r r=52,10,H,H y=22,H,H,H")  # a 3: pawn 1 to 55, or pawn 2 to 13
    n = Narrator({}, R)
    options = legal_options(pos, Card.THREE)
    risks = [(i, option_risk(o.result, R)) for i, o in enumerate(options, 1)]
    assert [dict(r.swaps) for _, r in risks] == [{(R, 1): 33}, {(R, 1): 30}]
    assert option_risks(n, pos, R, risks) == [
        "No option leaves a pawn in danger of a bump.",
        "Whichever you play, an 11 could swap pawn 1 back 30 to 33 squares."]


def test_the_hints_risks_least_is_shift_os_one_least_option():
    """Review rx108: H said "this one risks least" of an option Shift+O, with its margin of
    half a step, named with others or called "about as much": both now use the margin."""
    import random

    from narration_positions import random_position

    rng = random.Random(8)
    checked = 0
    for _ in range(80):
        pos = random_position(rng)
        me = pos.to_move
        n = Narrator({}, me)
        for card in (Card.FOUR, Card.TEN, Card.ELEVEN):
            options = legal_options(pos, card)
            if len(options) < 2 or len(options) > 9:
                continue
            risks = [(i, option_risk(o.result, me)) for i, o in enumerate(options, 1)]
            said = option_risks(n, pos, me, risks)
            for i, o in enumerate(options, 1):
                if "this one risks least" in n.hint(pos, o, i):
                    checked += 1
                    assert f"Least ground at risk: option {i}. H weighs the gains too." in said
    assert checked > 5


def test_one_opponents_11_bump_and_anothers_swap_both_count():
    """Review rx108: Blue's 11 bumping pawn 1 hid Yellow's 11 swapping it back 30."""
    both = parse_position("r r=50,S,S,S b=39,H,H,H y=20,H,H,H")
    alone = parse_position("r r=50,S,S,S b=39,H,H,H")
    eleven = CARD_ODDS[Card.ELEVEN]
    assert exposure(threats(alone, R), alone, R, setbacks(alone, R)) == pytest.approx(
        eleven * 50)
    assert exposure(threats(both, R), both, R, setbacks(both, R)) == pytest.approx(
        eleven * (50 + 30))


def test_in_a_partnership_game_swaps_said_once_are_within_two_squares():
    """Review rx108: two opponents draw, so 5 squares of a swap are more than half a step
    of ground at risk: said once only within 2, so none decides the least unsaid."""
    from sorry_audio.narration.riskcompare import alike_swaps, swap_alike

    assert (swap_alike(False), swap_alike(True)) == (5, 2)
    a = option_risk(parse_position(SWAP_ONLY), R)
    b = a._replace(swaps={(R, 1): 33})
    assert alike_swaps([a, b]) == {(R, 1): (30, 33)}
    assert alike_swaps([a, b], teams=True) == {}


def test_the_hint_sends_the_player_to_a_once():
    """Review rx108: "which the A key tells in full" twice in one hint, after the bumps'
    third pawn and after the swaps' other pawn."""
    pos = parse_position("r r=19,35,46,22 b=40,Z4,S,Z1 y=60,Z2,47,34 g=Z5,Z2,2,30")
    text = Narrator({}, R).hint(pos, legal_options(pos, Card.FOUR)[0], 1)
    assert text.count("which the A key tells in full") == 1
    assert text.endswith("and also pawn 1, which the A key tells in full. Yellow could also "
                         "swap pawn 3 past its safety entry, 46 squares further from home, "
                         "with an 11; and also pawn 4. Every move leaves a pawn in danger.")


def test_shift_o_at_the_groups_says_each_group_holds_a_least_when_every_one_does():
    """Playtest pr107: "in groups 1 or 2" of two groups said nothing."""
    from sorry_audio.narration.riskcompare import least_in_groups

    n = Narrator({}, R)
    assert least_in_groups(n, 10, [(1, 1), (2, 3)], entries=2) == (
        "Open a group, then Shift+O compares its options. Each group holds one of the least "
        "ground at risk of all 10.")
    assert least_in_groups(n, 10, [(1, 1), (2, 3)], entries=3).endswith(": in groups 1 or 2.")
    assert least_in_groups(n, 10, [(1, 1), (None, 3)], entries=2).endswith(
        "in group 1, or option 3, which its number plays.")


def test_a_swap_a_few_squares_ahead_past_the_entry_is_said_as_such():
    """Playtests pq105 and pr107: "swapped back 57 squares" of a pawn carried 3 squares on,
    past its safety entry, sent the player to the board to check."""
    pos = parse_position("r r=57,H,H,H y=60,H,H,H")
    assert setbacks(pos, R) == [SetBack(R, 1, 57, Y, 1, 60, 57, past_entry=True)]
    assert not setbacks(parse_position(SWAP_ONLY), R)[0].past_entry
    n = Narrator({}, R)
    assert n.danger(pos, R)[0] == (
        "Your pawn 1 on square 57 could be swapped past its safety entry, 57 squares further "
        "from home, by Yellow pawn 1 with an 11.")
    # an 8: pawn 1 on to 58, where Yellow's 11 lands on Red's slide and sweeps it; or pawn
    # 2 on, leaving pawn 1 on 50 to a swap 10 squares ahead
    pos = parse_position("r r=50,10,H,H y=60,H,H,H")
    options = legal_options(pos, Card.EIGHT)
    assert shift_o(n, pos, options)[2] == (
        "2: pawn 1 to a swap past its safety entry, 50 squares further from home.")
    assert n.hint(pos, options[1], 2).endswith(
        "But it leaves pawn 1 where Yellow could swap it past its safety entry, 50 squares "
        "further from home, with an 11. Every move leaves a pawn in danger; this one risks "
        "least.")
    # the same after every option: said once, before the list
    pos = parse_position("r r=55,10,H,H y=60,H,H,H")
    options = legal_options(pos, Card.ONE)
    assert shift_o(n, pos, options)[1] == (
        "Whichever you play, an 11 could swap pawn 1 past its safety entry, 55 to 56 squares "
        "further from home.")
    # a partnership game names who may draw the 11, the same way
    pos = parse_position("r r=S,H,H,H b=H,H,H,H y=27,H,H,H g=30,H,H,H teams")
    assert n.danger(pos, R)[0] == (
        "Yellow pawn 1 on square 27 could be swapped past its safety entry, 57 squares further "
        "from home, by Blue or Green, moving Green pawn 1 with an 11.")
