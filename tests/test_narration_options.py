"""Option labels say the outcome; groups keep every spoken list at nine or fewer."""

from __future__ import annotations

import random

import pytest
from narration_positions import random_position

from sorry_audio.core.board import Colour
from sorry_audio.core.cards import CARDS, Card
from sorry_audio.core.moves import OptionKind, legal_options, play_option
from sorry_audio.core.position import parse_position
from sorry_audio.core.rules import A5065, CLASSIC
from sorry_audio.narration import NarrationSettings, Narrator, Verbosity
from sorry_audio.narration.options import _group_home

R, B, Y, G = Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.GREEN


def labels(text: str, card: Card, **kw) -> list[str]:
    pos = parse_position(text)
    n = Narrator({}, pos.to_move, NarrationSettings(**kw))
    return [n.option_label(pos, o, i) for i, o in enumerate(legal_options(pos, card), 1)]


def test_forward_slide_and_bump():
    # Red pawn 2 on 23 lands on Yellow's short-slide triangle 28 and slides to 31.
    assert labels("r r=S,23,S,S y=31,S,S,S", Card.FIVE) == [
        "1: pawn 2 forward 5 to square 28, slides to square 31, "
        "sweeps back to start Yellow pawn 1, on its start square"]  # one swept: how
    # near home, as a bump says (playtest qf120)
    assert labels("r r=S,22,S,S y=27,S,S,S", Card.FIVE) == [
        "1: pawn 2 forward 5 to square 27, bumps Yellow pawn 1, which has 8 steps to go"]
    assert labels("r r=S,23,S,S y=28,S,S,S", Card.FIVE) == [
        "1: pawn 2 forward 5 to square 28, bumps Yellow pawn 1, which has 7 steps to go, "
        "then pawn 2 slides to square 31"]


def test_split_into_the_safety_zone_and_home():
    got = labels("r r=56,S,38,S b=S,S,S,S", Card.SEVEN)
    assert got[6] == ("7: split 7: pawn 1 forward 5 to safety zone square 2; "
                      "then pawn 3 forward 2 to square 40")
    assert got[3] == ("4: split 7: pawn 1 forward 2 to square 58, your own slide: no slide; "
                      "then pawn 3 forward 5 to square 43, slides to square 46")
    # a bump ends the first move: the second pawn's move is not run into the victim's name
    bump = labels("r r=38,S,20,S y=S,S,39,S", Card.SEVEN)
    assert ("split 7: pawn 1 forward 1 to square 39, bumps Yellow pawn 3, which has 56 steps to go"
            "; then pawn 3 forward 6 to square 26") in " ".join(bump)
    assert got[0] == "1: pawn 1 forward 7 to safety zone square 4"
    assert labels("r r=H,H,H,Z3 b=S,S,S,S", Card.THREE) == [
        "1: pawn 4 forward 3 home, wins the game"]
    assert labels("r r=S,H,H,Z3 b=S,S,S,S", Card.THREE) == ["1: pawn 4 forward 3 home"]


def test_enter_sorry_swap_pass_and_back():
    assert labels("r r=S,S,S,S b=1,S,S,S", Card.ONE) == [
        "1: pawn 1 out of start onto square 1, bumps Blue pawn 1, which has 19 steps to go"]
    assert labels("r r=S,S,S,S b=S,20,S,S y=40,S,S,S", Card.SORRY) == [
        "1: SORRY! pawn 1 from start takes square 20 from Blue pawn 2, which has 60 steps to go",
        "2: SORRY! pawn 1 from start takes square 40 from Yellow pawn 1, which has 55 steps to go"]
    # An 11 swap onto Blue's triangle 13 slides on to 16; no pawn can go 11, so pass is offered.
    assert labels("r r=Z1,57,S,S b=13,S,S,S", Card.ELEVEN) == [
        # and the way the swap takes Blue's pawn, set back 59 squares (playtest pi93)
        # and what it costs pawn 2 (playtest qf120: said only by Shift+O)
        "1: swap pawn 2 with Blue pawn 1: pawn 2 to square 13, slides to square 16, 41 squares "
        "further from home; Blue pawn 1 to square 57, further from its home",
        "2: pass: do not swap, and move nothing"]
    assert labels("r r=S,20,S,S b=S,S,S,S", Card.FOUR) == ["1: pawn 2 back 4 to square 16"]
    # back onto Blue's triangle 21 and down its slide to 25, where the pawn stands now
    assert labels("r r=S,25,S,S b=S,S,S,S", Card.FOUR) == [
        "1: pawn 2 back 4 to square 21, slides to square 25, back where it was"]


def test_one_slides_sweeps_are_one_phrase():
    """Review rh84: the move's line joins one slide's sweeps, while its option said
    "sweeps ... back to start" once for each pawn."""
    assert labels("r r=S,S,S,8 b=S,S,S,S y=S,S,14,15 g=S,S,S,16", Card.FIVE) == [
        "1: pawn 4 forward 5 to square 13, slides to square 16, sweeps Yellow pawn 3, "
        "Yellow pawn 4 and Green pawn 4 back to start"]
    # your own pawn between them on the slide: still one phrase for the opponents, and the
    # warning of its own (review rj92)
    assert labels("r r=S,S,15,8 b=S,S,S,S y=S,S,S,14 g=S,S,S,16", Card.FIVE)[1] == (
        "2: pawn 4 forward 5 to square 13, slides to square 16, sweeps Yellow pawn 4 and "
        "Green pawn 4 back to start, warning: sends your own pawn 3 back to start")
    # a bump on the triangle is not a sweep; your own pawn swept stays a warning of its own
    assert labels("r r=S,S,14,8 b=S,S,S,S y=S,S,S,13 g=S,S,S,16", Card.FIVE)[1] == (
        "2: pawn 4 forward 5 to square 13, bumps Yellow pawn 4, which has 22 steps to go, then "
        "pawn 4 slides to square 16, warning: sends your own pawn 3 back to start, sweeps "
        "back to start Green pawn 4, which has 34 steps to go")


def test_warning_when_a_slide_sweeps_your_own_pawn():
    got = labels("r r=20,22,S,S b=S,S,S,S", Card.ONE)
    assert got[1] == ("2: pawn 1 forward 1 to square 21, slides to square 25, "
                      "warning: sends your own pawn 2 back to start")
    # one "warning:" per move; a second thing to beware of goes on with "and"
    assert labels("r r=20,22,23,S b=S,S,S,S", Card.ONE)[1] == (
        "2: pawn 1 forward 1 to square 21, slides to square 25, warning: sends your own pawn "
        "2 back to start, and sends your own pawn 3 back to start")
    assert labels("r r=50,60,S b=S,S,S rules=a5065", Card.EIGHT)[1] == (
        "2: pawn 1 forward 8 to square 58, slides to square 1, warning: past your safety "
        "entry, 49 steps further from home than now, and sends your own pawn 2 back to start")


def test_a5065_own_slide_past_the_safety_entry_is_a_warning():
    """spec 5 a5065: pawns slide on their own slides, so Red's short slide (58 to 1) carries
    a pawn past its safety entry (59): said as the loss it is, not as progress."""
    # counted from where the pawn stands (50: 15 steps from home; 1: 64), not the triangle
    assert labels("r r=S,50,S b=S,S,S rules=a5065", Card.EIGHT)[1] == (
        "2: pawn 2 forward 8 to square 58, slides to square 1, warning: past your safety "
        "entry, 49 steps further from home than now")
    assert labels("r r=S,59,S b=S,S,S rules=a5065", Card.TEN)[1] == (
        "2: pawn 2 back 1 to square 58, slides to square 1, warning: past your safety "
        "entry, 58 steps further from home than now")
    # Blue's own long slide (21 to 25) is far from Blue's entry: it slides, with no warning
    long = labels("b r=S,S,S b=S,18,S rules=a5065", Card.THREE)
    assert any("slides to square 25" in line for line in long)
    assert "warning" not in " ".join(long)


def test_relative_wording_in_labels_and_a5065_sorry_fallback():
    assert labels("r r=S,20,S,S b=S,S,S,S", Card.FOUR, relative=True) == [
        "1: pawn 2 back 4 to square 16, 43 squares before your safety entry"]
    assert labels("r r=S,20,S b=S,S,S rules=a5065", Card.SORRY) == [
        "1: pawn 2 forward 4 to square 24"]
    # why a SORRY! moves forward is said once, for the list (the head), not on each option
    n = Narrator({}, R)
    for text, why in [("r r=S,20,S b=S,S,S rules=a5065", "no one to take"),
                      ("r r=Z3,20,H b=30,S,S rules=a5065", "no pawn in start")]:
        pos = parse_position(text)
        assert n.options_note(pos, legal_options(pos, Card.SORRY)) == (
            why + ", so the SORRY! moves a pawn forward 4")
    classic = parse_position("r r=S,20,S,S b=30,S,S,S")
    assert n.options_note(classic, legal_options(classic, Card.SORRY)) is None  # it takes
    assert n.options_note(classic, legal_options(classic, Card.FIVE)) is None


def test_relative_wording_in_swap_and_sorry_labels():
    # A swap says where each pawn lands, yours first, each with the distance of its new
    # square from its own colour's safety entry; a SORRY! says your pawn's distance first,
    # then the pawn taken with its own.  Red's entry is 59, Yellow's 29.
    pos = "r r=8,S,H,H y=54,57,H,H"
    assert labels(pos, Card.ELEVEN, relative=True) == [
        "1: pawn 1 forward 11 to square 19, 40 squares before your safety entry",
        "2: swap pawn 1 with Yellow pawn 1: pawn 1 to square 54, 5 squares before your safety "
        "entry; Yellow pawn 1 to square 8, 21 squares before Yellow's safety entry, nearer its "
        "home",
        "3: swap pawn 1 with Yellow pawn 2: pawn 1 to square 57, 2 squares before your safety "
        "entry; Yellow pawn 2 to square 8, 21 squares before Yellow's safety entry, nearer its "
        "home"]
    assert labels(pos, Card.SORRY, relative=True) == [
        # the pawn taken goes back to start: not where it stood, as a second "squares before"
        # (playtest p9 #8), but how near home it was, in steps (playtest px98)
        "1: SORRY! pawn 2 from start takes square 54, 5 squares before your safety entry, "
        "from Yellow pawn 1, which has 41 steps to go",
        "2: SORRY! pawn 2 from start takes square 57, 2 squares before your safety entry, "
        "from Yellow pawn 2, which has 38 steps to go"]
    # without the distances wording, the bare squares
    assert labels(pos, Card.ELEVEN)[1:] == [
        "2: swap pawn 1 with Yellow pawn 1: pawn 1 to square 54; Yellow pawn 1 to square 8, "
        "nearer its home",
        "3: swap pawn 1 with Yellow pawn 2: pawn 1 to square 57; Yellow pawn 2 to square 8, "
        "nearer its home"]
    assert labels(pos, Card.SORRY) == [
        "1: SORRY! pawn 2 from start takes square 54 from Yellow pawn 1, which has 41 steps to go",
        "2: SORRY! pawn 2 from start takes square 57 from Yellow pawn 2, which has 38 steps to go"]
    # a 4 back past the start square: one distance, not "..., 8 steps from home" too (pd72)
    assert labels("r r=1,S,S,S b=S,H,H,H", Card.FOUR, relative=True)[0] == (
        "1: pawn 1 back 4 to square 57, 2 squares before your safety entry")
    assert labels("r r=1,S,S,S b=S,H,H,H", Card.FOUR)[0] == (
        "1: pawn 1 back 4 to square 57, 8 steps from home")
    # a pawn out of start gets its distance too, as every other option (playtest pc69)
    assert labels("r r=S,10,S,S b=S,H,H,H", Card.ONE, relative=True)[0] == (
        "1: pawn 1 out of start onto square 1, 58 squares before your safety entry")
    # a move or a SORRY! onto Blue's triangle 13, bumping the pawn there, then the slide:
    # one distance, where the slide ends (review rd70)
    onto = "r r=10,S,S,S b=13,S,S,S"
    assert labels(onto, Card.THREE, relative=True)[0] == (
        "1: pawn 1 forward 3 to square 13, bumps Blue pawn 1, which has 7 steps to go, then "
        "pawn 1 slides to square 16, 43 squares before your safety entry")
    assert labels(onto, Card.SORRY, relative=True)[0] == (
        "1: SORRY! pawn 2 from start takes square 13 from Blue pawn 1, which has 7 steps to go, "
        "then pawn 2 slides to square 16, 43 squares before your safety entry")
    # a swap onto Blue's triangle 13, then the slide's end, with the one distance there
    # (playtest pa67: two distances for one pawn ran the line to three parts), then where
    # Blue's pawn goes; a square on an entry says so (Blue's safety entry is 14)
    assert labels("r r=Z1,57,S,S b=13,S,S,S", Card.ELEVEN, relative=True)[0] == (
        "1: swap pawn 2 with Blue pawn 1: pawn 2 to square 13, slides to square 16, 43 "
        "squares before your safety entry, 41 squares further from home; Blue pawn 1 to square "
        "57, 17 squares before "
        "Blue's safety entry, further from its home")
    assert labels("r r=S,S,S,S b=S,14,S,S", Card.SORRY, relative=True) == [
        "1: SORRY! pawn 1 from start takes square 14, 45 squares before your safety entry, "
        "from Blue pawn 2, which has 6 steps to go"]


def test_full_verbosity_labels_name_the_pawns_jumped():
    assert labels("r r=S,20,23,S b=22,S,S,S", Card.FIVE, verbosity=Verbosity.FULL)[0] == (
        "1: pawn 2 forward 5 to square 25, jumps Blue pawn 1 and pawn 3")
    # one verb form with the bump (playtest p9 #8: "jumping Blue pawn 3, bumps Blue pawn 1")
    assert labels("r r=S,14,S,S b=20,S,26,S", Card.TWELVE, verbosity=Verbosity.FULL,
                  relative=True)[0] == (
        "1: pawn 2 forward 12 to square 26, 33 squares before your safety entry, jumps Blue "
        "pawn 1, bumps Blue pawn 3, which has 54 steps to go")
    assert labels("r r=S,20,23,S b=22,S,S,S", Card.FIVE)[0] == "1: pawn 2 forward 5 to square 25"


def test_brief_labels_leave_out_what_every_line_of_the_list_would_repeat():
    """Playtest f6: at brief each SORRY! option began "SORRY! pawn 1 from start takes", each
    split "split 7:"; the list's head names the card, so only what differs is said."""
    brief = {"verbosity": Verbosity.BRIEF}
    assert labels("r r=S,S,S,S b=S,20,S,S y=40,S,S,S", Card.SORRY, **brief) == [
        "1: takes square 20 from Blue pawn 2, which has 60 steps to go",
        "2: takes square 40 from Yellow pawn 1, which has 55 steps to go"]
    assert labels("r r=56,S,38,S b=S,S,S,S", Card.SEVEN, **brief)[6] == (
        "7: pawn 1 forward 5 to safety zone square 2; then pawn 3 forward 2 to square 40")


def test_labels_name_other_players_by_their_names():
    pos = parse_position("r r=S,22,S,S b=27,S,S,S")
    n = Narrator({R: "Ann", B: "Bob"}, R)
    assert n.option_label(pos, legal_options(pos, Card.FIVE)[0], 1) == \
        "1: pawn 2 forward 5 to square 27, bumps Bob's pawn 1, which has 53 steps to go"


@pytest.mark.parametrize("rules", [CLASSIC, A5065], ids=["classic", "a5065"])
def test_groups_are_short_and_cover_every_option_once(rules):
    rng = random.Random(7)
    grouped = 0
    for _ in range(150):
        pos = random_position(rng, rules)
        n = Narrator({}, pos.to_move)
        for card in CARDS:
            opts = legal_options(pos, card)
            groups = n.option_groups(pos, opts)
            flat = [i for g in groups for i in g.indices]
            assert sorted(flat) == list(range(len(opts)))
            assert all(list(g.indices) == sorted(g.indices) for g in groups)
            assert all(1 <= len(g.indices) <= 9 for g in groups)
            assert len(groups) <= 9 or len(opts) > 81
            assert all(g.label and not g.label[0].isdigit() for g in groups)
            if len(opts) <= 9:
                assert [g.label for g in groups] == [n.option_text(pos, o) for o in opts]
            else:
                grouped += 1
    assert grouped > 20  # the deals really produced long lists


def test_eleven_with_twelve_targets_groups_by_pawn_then_swap_colour():
    pos = parse_position("r r=3,12,20,33 b=2,17,22,35 y=38,41,47,50 g=52,55,57,60")
    opts = legal_options(pos, Card.ELEVEN)
    assert len(opts) == 52
    groups = Narrator({}, R).option_groups(pos, opts)
    assert [g.label for g in groups[:2]] == [
        "pawn 1 on track square 3, part 1 of 2: 9 options: forward 11, swaps with Blue and "
        "Yellow",
        "pawn 1 on track square 3, part 2 of 2: 4 options: swaps with Green"]
    assert len(groups) == 8
    for g in groups[:2]:
        assert {opts[i].pawns for i in g.indices} == {(1,)}


def test_seven_groups_singles_then_pairs():
    pos = parse_position("r r=3,12,20,33 b=2,17,22,35")
    opts = legal_options(pos, Card.SEVEN)
    groups = Narrator({}, R).option_groups(pos, opts)
    assert groups[0].label == ("one pawn forward 7: 4 options: pawn 1 to square 10, pawn 2 to "
                               "square 19, pawn 3 to square 27, pawn 4 to square 40")
    assert groups[1].label.startswith(
        "split between pawn 1 on track square 3 and pawn 2 on track square 12: ")
    assert all(opts[i].kind is OptionKind.SPLIT and set(opts[i].pawns) == {1, 2}
               for i in groups[1].indices)
    assert len(groups) == 7


def test_sorry_groups_by_target_colour():
    pos = parse_position("r r=S,12,20,33 b=2,17,22,35 y=38,41,47,50 g=52,55,57,60")
    groups = Narrator({}, R).option_groups(pos, legal_options(pos, Card.SORRY))
    assert [g.label for g in groups] == [
        "SORRY! on Blue: 4 options: Blue pawn 1, Blue pawn 2, Blue pawn 3, Blue pawn 4",
        "SORRY! on Yellow: 4 options: Yellow pawn 1, Yellow pawn 2, Yellow pawn 3, "
        "Yellow pawn 4",
        "SORRY! on Green: 4 options: Green pawn 1, Green pawn 2, Green pawn 3, Green pawn 4"]


def test_short_lists_are_one_group_per_option():
    pos = parse_position("r r=S,22,S,S b=27,S,S,S")
    opts = legal_options(pos, Card.ONE)
    groups = Narrator({}, R).option_groups(pos, opts)
    assert [(g.label, g.indices) for g in groups] == [
        ("pawn 1 out of start onto square 1", (0,)), ("pawn 2 forward 1 to square 23", (1,))]


def test_more_groups_than_a_list_holds_fall_back_to_plain_slices(monkeypatch):
    from sorry_audio.narration import options as grouping

    monkeypatch.setattr(grouping, "MAX_LIST", 3)
    pos = parse_position("r r=3,12,20,33 b=2,17,22,35")
    opts = legal_options(pos, Card.SEVEN)
    groups = Narrator({}, R).option_groups(pos, opts)
    assert len(opts) > 9  # so slices of three still make more than three groups
    assert groups[0].label == "options 1 to 3" and groups[0].indices == (0, 1, 2)
    assert sorted(i for g in groups for i in g.indices) == list(range(len(opts)))
    assert all(len(g.indices) <= 3 for g in groups)


def test_a_group_says_the_bumps_it_holds():
    """Playtest l12 heard "pawn 1 to square 14" for a 7 that bumps Blue pawn 1: a bump is
    the first thing a player listens for, so a group's label says it."""
    pos = parse_position("r r=7,23,1,S b=14,S,S,S y=S,S,S,S")
    groups = [g.label for g in Narrator({}, R).option_groups(pos, legal_options(pos, Card.SEVEN))]
    assert groups == [
        "one pawn forward 7: 3 options: pawn 1 to square 14 and bump Blue pawn 1, pawn 2 to "
        "square 30, pawn 3 to square 8",
        "split between pawn 1 on track square 7 and pawn 2 on track square 23: 6 options: one "
        "of them bumps Blue pawn 1",
        "split between pawn 1 on track square 7 and pawn 3 on track square 1: 5 options: one "
        "of them bumps Blue pawn 1",
        "split between pawn 2 on track square 23 and pawn 3 on track square 1: 5 options"]
    # how many: "one can bump" was heard as one option when two did (playtest n14)
    pos = parse_position("r r=5,20,33,50 y=8,25,40,S")
    groups = [g.label for g in Narrator({}, R).option_groups(pos, legal_options(pos, Card.SEVEN))]
    assert groups[1] == ("split between pawn 1 on track square 5 and pawn 2 on track square "
                         "20: 6 options: 3 of them bump Yellow pawn 1 or Yellow pawn 2")
    # "or": none of the three bumps both, and "and" was heard as each bumping both (v22)
    pos = parse_position("r r=10,16,50,S y=23,24,S,S")  # the slide from 21 sweeps both
    groups = [g.label for g in Narrator({}, R).option_groups(pos, legal_options(pos, Card.SEVEN))]
    assert groups[1].endswith("5 options: one of them bumps Yellow pawn 1 and Yellow pawn 2")


def test_a_group_says_how_many_of_its_moves_take_a_pawn_home_or_bump_your_own():
    """Playtest s19 opened three groups of a 7, reading 1,800 characters, to find the move
    that takes pawn 3 home and the one that sweeps its own pawn off a slide."""
    pos = parse_position("r r=H,31,Z1,35 y=40,S,S,S")
    groups = [g.label for g in Narrator({}, R).option_groups(pos, legal_options(pos, Card.SEVEN))]
    assert groups == [
        "one pawn forward 7: 2 options: pawn 2 to square 38, pawn 4 to square 42",
        "split between pawn 2 on track square 31 and pawn 3 on safety zone square 1: 4 options: "
        "one of them bumps Yellow pawn 1, one of them takes a pawn home",
        "split between pawn 2 on track square 31 and pawn 4 on track square 35: 5 options: 3 of "
        "them bump Yellow pawn 1, one of them sends your own pawn back to start",
        "split between pawn 3 on safety zone square 1 and pawn 4 on track square 35: 5 options: "
        "one of them bumps Yellow pawn 1, one of them takes a pawn home"]
    pos = parse_position("r r=10,31,Z2,55 y=40,S,S,S")
    labels = [g.label for g in Narrator({}, R).option_groups(pos, legal_options(pos, Card.SEVEN))]
    assert labels[-1] == ("split between pawn 3 on safety zone square 2 and pawn 4 on track "
                          "square 55: 3 options: one of them takes a pawn home")
    # counted, not "one", when more than one does (here every 7 that takes one home)
    pos = parse_position("r r=Z1,58,20,10 y=45,S,S,S")
    homing = [o for o in legal_options(pos, Card.SEVEN) if o.result.pawns_home(R) == 1]
    assert len(homing) > 1
    assert _group_home(Narrator({}, R), [play_option(pos, o) for o in homing]) == (
        f"{len(homing)} of them take a pawn home")


def test_a_move_out_of_the_safety_zone_says_so():
    """Playtest o15: a 10 played for the player took pawn 3 back 1 out of its zone, said as
    "back 1 to square 59", and a SORRY! took it at once."""
    from sorry_audio.core.moves import play_option

    pos = parse_position("r r=Z1,S,S,S y=30,S,S,S")
    option = legal_options(pos, Card.TEN)[0]
    n = Narrator({}, R)
    assert n.option_label(pos, option, 1) == (
        "1: pawn 1 back 1 out of the safety zone to square 59, your safety entry")
    assert n.events(play_option(pos, option), option.result) == [
        "You move pawn 1 back 1 out of the safety zone to square 59, your safety entry."]
    brief = Narrator({}, Y, NarrationSettings(verbosity=Verbosity.BRIEF))
    assert brief.events(play_option(pos, option), option.result) == [
        "Red: pawn 1 back 1 out of the safety zone to square 59."]
    # a move within the zone is no news
    inside = parse_position("r r=Z5,S,S,S y=30,S,S,S")
    assert n.option_label(inside, legal_options(inside, Card.FOUR)[0], 1) == (
        "1: pawn 1 back 4 to safety zone square 1")


def test_a_move_back_past_the_start_square_says_how_near_home_it_leaves_the_pawn():
    """Playtest x24: "back 4 to square 58" sounded like a setback to a newcomer; it leaves
    the pawn 7 steps from home.  A move back that only loses ground says nothing more."""
    n = Narrator({}, Colour.RED)
    pos = parse_position("r r=2,30,S,S b=S,S,S,S")
    labels = [n.option_label(pos, o, i) for i, o in enumerate(legal_options(pos, Card.FOUR), 1)]
    assert labels == ["1: pawn 1 back 4 to square 58, 7 steps from home, your own slide: no slide",
                      "2: pawn 2 back 4 to square 26"]
    pos = parse_position("r r=1,S,S,S b=S,S,S,S")  # back 1 from the start square: a lap
    assert [n.option_label(pos, o, 1) for o in legal_options(pos, Card.TEN)][1] == (
        "1: pawn 1 back 1 to square 60")


def test_a_split_group_with_distances_closes_the_first_pawns_aside():
    """Review ai35: "pawn 2 on track square 4, 55 squares before your safety entry and pawn
    3 ..." ran the two pawns together; the first distance is closed by a comma."""
    from sorry_audio.narration import NarrationSettings

    pos = parse_position("r r=7,23,1,S b=14,S,S,S y=S,S,S,S")
    n = Narrator({}, R, NarrationSettings(relative=True))
    groups = [g.label for g in n.option_groups(pos, legal_options(pos, Card.SEVEN))]
    assert groups[1].startswith(
        "split between pawn 1 on track square 7, 52 squares before your safety entry, and "
        "pawn 2 on track square 23, 36 squares before your safety entry: 6 options")


def test_an_own_slide_triangle_and_the_safety_entry_are_named():
    """Playtest pa67: "pawn 1 forward 10 to square 58" left a newcomer waiting for a slide
    (classic: no slide on one's own colour's), and "pawn 3 forward 2 to square 59" did not
    say 59 is where the pawn turns into its safety zone."""
    assert labels("r r=48,57,S,S b=S,S,S,S", Card.TEN)[0] == (
        "1: pawn 1 forward 10 to square 58, your own slide: no slide")
    assert labels("r r=1,S,S,S b=S,S,S,S", Card.FIVE) == [  # the long slide's triangle too
        "1: pawn 1 forward 5 to square 6, your own slide: no slide"]
    assert labels("r r=57,S,S,S b=S,S,S,S", Card.TWO)[1] == (
        "2: pawn 1 forward 2 to square 59, your safety entry")
    # the distances wording names the entry already: said once, the slide after the distance
    assert labels("r r=57,S,S,S b=S,S,S,S", Card.TWO, relative=True)[1] == (
        "2: pawn 1 forward 2 to square 59, your safety entry")
    assert labels("r r=48,57,S,S b=S,S,S,S", Card.TEN, relative=True)[0] == (
        "1: pawn 1 forward 10 to square 58, 1 square before your safety entry, your own "
        "slide: no slide")
    # a swap, a SORRY! and a split land there as well
    assert labels("r r=3,S,S,S b=58,S,S,S", Card.ELEVEN)[1] == (
        "2: swap pawn 1 with Blue pawn 1: pawn 1 to square 58, your own slide: no slide; "
        "Blue pawn 1 to square 3")
    # beside the square, before whose pawn is taken (playtest pe77: after "Blue pawn 1" it
    # could be heard as Blue's slide), one comma after the distance with Shift+W
    assert labels("r r=S,S,S,S b=58,S,S,S y=59,S,S,S", Card.SORRY) == [
        "1: SORRY! pawn 1 from start takes square 58, your own slide: no slide, from Blue "
        "pawn 1, which has 22 steps to go",
        "2: SORRY! pawn 1 from start takes square 59, your safety entry, from Yellow pawn 1, "
        "which has 36 steps to go"]
    assert labels("r r=S,S,S,S b=58,S,S,S", Card.SORRY, relative=True) == [
        "1: SORRY! pawn 1 from start takes square 58, 1 square before your safety entry, your "
        "own slide: no slide, from Blue pawn 1, which has 22 steps to go"]
    assert ("4: split 7: pawn 1 forward 2 to square 59, your safety entry; then pawn 2 "
            "forward 5 to square 15") in labels("r r=57,10,S,S b=S,S,S,S", Card.SEVEN)
    # a partner's pawn, by its colour
    assert labels("r r=H,H,H,H b=S,S,S,S y=23,S,S,S g=S,S,S,S teams", Card.FIVE) == [
        "1: Yellow pawn 1 forward 5 to square 28, Yellow's own slide: no slide"]
    # only where it is so: a5065 pawns slide on their own slides only, and another
    # colour's triangle is no news there
    assert labels("r r=53,8,S b=S,S,S rules=a5065", Card.FIVE)[1:] == [
        "2: pawn 1 forward 5 to square 58, slides to square 1, warning: past your safety "
        "entry, 52 steps further from home than now",
        "3: pawn 2 forward 5 to square 13"]
    assert labels("r r=52,S,S,S b=S,S,S,S", Card.FIVE) == ["1: pawn 1 forward 5 to square 57"]


@pytest.mark.parametrize("kw", [{}, {"relative": True}, {"verbosity": Verbosity.BRIEF},
                                {"verbosity": Verbosity.FULL}])
def test_a_swap_that_takes_the_other_pawn_nearer_its_home_says_so(kw):
    """Playtest pc69: a swap that took Blue pawn 1 from 38 to 3, 25 squares nearer Blue's
    home across its safety entry, was said so only by the hint; the option says it in
    every wording."""
    got = labels("r r=3,S,S,S b=38,S,S,S", Card.ELEVEN, **kw)[1]
    assert got.startswith("2: swap pawn 1 with Blue pawn 1: pawn 1 to square 38")
    assert got.endswith("; Blue pawn 1 to square 3, nearer its home" if not kw.get("relative")
                        else "; Blue pawn 1 to square 3, 11 squares before Blue's safety "
                        "entry, nearer its home")
    # a swap that costs your pawn ground but gives Blue's 10 says so too
    assert labels("r r=30,S,S,S b=20,S,S,S", Card.ELEVEN, **kw)[1].endswith(
        ", nearer its home")
    # under 10 squares (58 to 3 is 5 nearer Blue's entry at 14), or set back: nothing
    assert "nearer" not in labels("r r=3,S,S,S b=58,S,S,S", Card.ELEVEN, **kw)[1]
    assert "nearer" not in labels("r r=Z1,57,S,S b=13,S,S,S", Card.ELEVEN, **kw)[0]


def test_a_swap_says_what_it_costs_your_own_pawn():
    """Playtest qf120: "pawn 1 to square 2" of a pawn on 31, 34 steps from home, swapped
    past its safety entry to 63 steps: the 29 squares lost were said only by Shift+O.  A
    loss a backward card's own move could make (under 5 squares) is not said."""
    assert labels("r r=31,S,S,S y=2,S,S,S", Card.ELEVEN)[1] == (
        "2: swap pawn 1 with Yellow pawn 1: pawn 1 to square 2, 29 squares further from "
        "home; Yellow pawn 1 to square 31, further from its home")
    assert labels("r r=31,S,S,S y=29,S,S,S", Card.ELEVEN)[1] == (
        "2: swap pawn 1 with Yellow pawn 1: pawn 1 to square 29; Yellow pawn 1 to square "
        "31, further from its home")
    # after a slide, what is lost where the slide ends: 31 to 21, then on to 25
    assert labels("r r=31,S,S,S y=21,S,S,S", Card.ELEVEN)[1].startswith(
        "2: swap pawn 1 with Yellow pawn 1: pawn 1 to square 21, slides to square 25, 6 "
        "squares further from home; ")
