"""Board, pawns, turn, scores, card help, review cursor, danger, hints and standings."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from narration_positions import random_position

from sorry_audio.analysis import Route
from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card, deck_cards
from sorry_audio.core.events import SlideTaken
from sorry_audio.core.moves import legal_options
from sorry_audio.core.position import initial_position, parse_position
from sorry_audio.core.rules import A5065, CLASSIC
from sorry_audio.narration import DEFAULT_CATALOG, NarrationSettings, Narrator, Verbosity
from sorry_audio.narration.advice import cards_how

R, B, Y, G = Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.GREEN
OVERALL = "the hard bot thinks it is the best move, counting the cards that could come next."


def short_hint(n: Narrator, pos, option, number: int, close: bool = False,
               pile: dict[Card, int] | None = None) -> str:
    """The hint with the move it names checked and taken out: "Hint: option 2: it ...".
    ``pile``: the cards left to draw (None: any may come)."""
    text = n.hint(pos, option, number, close=close, pile=pile)
    head = f"Hint: option {number}, {n.option_text(pos, option)}. "
    if text == head.rstrip():  # no reason at all (brief): the move alone
        return f"Hint: option {number}."
    assert text.startswith(head), (text, head)
    why = text.removeprefix(head)
    return f"Hint: option {number}: " + why[0].lower() + why[1:]
POS = parse_position("r r=S,27,Z2,H b=S,S,23,S y=31,H,H,H")
NAMES = {R: "Red", B: "Bob", Y: "Yellow"}


def narrator(viewer=R, relative=False) -> Narrator:
    return Narrator(NAMES, viewer, NarrationSettings(relative=relative))


@pytest.mark.parametrize(("loc", "red", "red_relative", "blue_relative"), [
    (0, "in start", "in start", "in start"),
    (27, "on track square 27", "on track square 27, 32 squares before your safety entry",
     "on track square 27, 47 squares before Bob's safety entry"),
    (59, "on track square 59", "on track square 59, your safety entry",
     "on track square 59, 15 squares before Bob's safety entry"),
    (14, "on track square 14", "on track square 14, 45 squares before your safety entry",
     "on track square 14, Bob's safety entry"),
    (62, "on safety zone square 2", "on safety zone square 2, 4 steps from home",
     "on safety zone square 2, 4 steps from home"),
    (65, "on safety zone square 5", "on safety zone square 5, 1 step from home",
     "on safety zone square 5, 1 step from home"),
    (66, "home", "home", "home"),
])
def test_locations_absolute_and_relative(loc, red, red_relative, blue_relative):
    assert narrator().location(R, loc) == red
    assert narrator(relative=True).location(R, loc) == red_relative
    assert narrator(relative=True).location(B, loc) == blue_relative


def test_board_lists_every_seated_player():
    assert narrator().board(POS) == [
        "You, Red: pawn 2 on track square 27, pawn 3 on safety zone square 2, pawn 1 in start, "
        "pawn 4 home.",
        "Bob, Blue: pawn 3 on track square 23, pawns 1, 2 and 4 in start.",
        "Yellow: pawn 1 on track square 31, pawns 2, 3 and 4 home."]
    assert Narrator({}, None).board(parse_position("r r=S,S,S,S b=H,H,H,H")) == [
        "Red: all pawns in start.", "Blue: all pawns home."]


def test_brief_board_and_own_pawns_say_squares_by_their_numbers():
    """Playtest qf120: "on track square" at every pawn ran B, the key an expert presses
    most after D, to three rows; in brief the numbers are enough.  Normal is unchanged,
    and the distances wording (Shift+W) keeps its own."""
    pos = parse_position("r r=46,59,S,H y=53,28,57,Z3")
    brief = Narrator({}, Colour.RED, NarrationSettings(Verbosity.BRIEF))
    assert brief.board(pos) == [
        "You, Red: pawn 1 on 46, pawn 2 on 59, pawn 3 in start, pawn 4 home.",
        "Yellow: pawn 1 on 53, pawn 2 on 28, pawn 3 on 57, pawn 4 on safety zone square 3."]
    assert brief.own_pawns(pos, Colour.RED) == (
        "You, Red: pawn 1 on 46, with 19 steps to go; pawn 2 on 59, with 6 steps to go; "
        "pawn 3 in start; pawn 4 home.")  # "with": "46, 19" read as one number (ai35)
    assert Narrator({}, Colour.RED).board(pos)[1] == (
        "Yellow: pawn 1 on track square 53, pawn 2 on track square 28, pawn 3 on track "
        "square 57, pawn 4 on safety zone square 3.")
    relative = Narrator({}, Colour.RED, NarrationSettings(Verbosity.BRIEF, relative=True))
    assert "on track square 46" in relative.board(pos)[0]


def test_own_pawns_and_turn():
    n = narrator()
    # V with each pawn's steps to home (playtest s19); B, the whole board, without them
    assert n.own_pawns(POS, R) == ("You, Red: pawn 2 on track square 27, with 38 steps to home; "
                                   "pawn 3 on safety zone square 2, with 4 steps to home; pawn 1 "
                                   "in start; pawn 4 home.")
    assert n.own_pawns(POS, B) == ("Bob, Blue: pawn 3 on track square 23, with 57 steps to home; "
                                   "pawns 1, 2 and 4 in start.")
    # with the locations' own distances (Shift+W) they say it their way: no steps twice
    assert "steps to home" not in narrator(relative=True).own_pawns(POS, R)
    assert n.turn(POS, None, True) == "Your turn: draw a card."
    assert n.turn(POS, Card.SORRY, False) == "Your turn: you have a SORRY! to play."
    bob = POS.replace(to_move=B)
    assert n.turn(bob, Card.EIGHT, False) == "Bob's turn: Bob has an 8 to play."
    assert n.turn(bob, None, True) == "Bob's turn to draw."
    assert n.turn(POS, None, True, again=True) == "Your turn: you drew a 2, so draw again."
    assert n.turn(bob, None, True, again=True) == "Bob drew a 2 and is to draw again."
    # at a hot-seat table the player at the keyboard is named, the extra draw said too
    seat = Narrator({**NAMES, R: "An"}, R, players={R, B})
    assert seat.turn(POS, None, True, again=True) == (
        "Your turn, An: you drew a 2, so draw again.")
    assert seat.turn(POS, Card.SORRY, False) == "Your turn, An: you have a SORRY! to play."


def test_scores_say_who_leads_by_steps_to_go_and_where_you_stand():
    """A playtester heard Yellow's one pawn home as the lead when Green, none home, was 117
    steps nearer winning; comparing four Shift+S lines by ear is slow.  Every player is
    ranked (playtest p9 #11: "You lead, ...; then Yellow, with 164." left Blue out)."""
    behind = parse_position("r r=S,S,S,S b=S,S,S,S y=H,S,S,S g=Z1,Z2,Z3,58")
    assert narrator().scores(behind) == (
        "Pawns home: you with 0 of 4, Bob with 0 of 4, Yellow with 1 of 4, Green with 0 of 4. By "
        "steps to go, Green leads, with 64 steps; then Yellow, with 195; you and Bob are tied "
        "for third, with 260 each.")
    ahead = parse_position("r r=Z1,Z2,H,H b=40,S,S,S y=H,S,S,S")
    assert narrator().scores(ahead) == (
        "Pawns home: you with 2 of 4, Bob with 0 of 4, Yellow with 1 of 4. By steps to go, you "
        "lead, with 9 steps; then Yellow, with 195; then Bob, with 235.")
    # ties share a place; a hot-seat table (no single "you") hears who comes next
    tied = parse_position("r r=Z1,S,S,S b=Z1,S,S,S y=35,S,S,S")
    assert narrator(viewer=Y).scores(tied) == (
        "Pawns home: Red with 0 of 4, Bob with 0 of 4, you with 0 of 4. By steps to go, Red and "
        "Bob lead together, with 200 steps each; you are third, with 255.")
    assert Narrator(NAMES, None).scores(tied) == (
        "Pawns home: Red with 0 of 4, Bob with 0 of 4, Yellow with 0 of 4. By steps to go, Red and "
        "Bob lead together, with 200 steps each; then Yellow, with 255.")
    assert narrator().scores(initial_position([R, B])) == (
        "Pawns home: you with 0 of 4, Bob with 0 of 4. By steps to go, all are level, with 260 "
        "steps each.")
    # players tied behind share a clause
    two = parse_position("r r=Z1,Z2,H,H b=S,S,S,S y=S,S,S,S g=S,S,S,S")
    assert Narrator(NAMES, R).scores(two) == (
        "Pawns home: you with 2 of 4, Bob with 0 of 4, Yellow with 0 of 4, Green with 0 of 4. By "
        "steps to go, you lead, with 9 steps; then Bob, Yellow and Green, with 260 each.")


def test_scores_and_detailed_scores():
    n = narrator(relative=True)  # details give steps to HOME, not the relative wording
    # who leads is by steps to go: Yellow's 3 home lead here, but need not (see above)
    assert n.scores(POS) == ("Pawns home: you with 1 of 4, Bob with 0 of 4, Yellow with 3 of 4. By "
                             "steps to go, Yellow leads, with 64 steps; you are second, with 107; "
                             "then Bob, with 252.")
    assert n.detailed_scores(POS) == [
        # pawns on the board first, then START and HOME, each said once for its pawns (as B does)
        "You: 1 of 4 home, 107 steps to go. Pawn 2 on track square 27, with 38 steps to home; "
        "pawn 3 on safety zone square 2, with 4 steps to home; pawn 1 in start, with 65 steps to "
        "home; pawn 4 home.",
        "Bob: 0 of 4 home, 252 steps to go. Pawn 3 on track square 23, with 57 steps to home; "
        "pawns 1, 2 and 4 in start, 65 steps each.",
        "Yellow: 3 of 4 home, 64 steps to go. Pawn 1 on track square 31, with 64 steps to home; "
        "pawns 2, 3 and 4 home."]
    assert n.detailed_scores(initial_position([R, Y]))[0] == (
        "You: 0 of 4 home, 260 steps to go. All pawns in start, 65 steps each.")


@pytest.mark.parametrize(("square", "text"), [
    # a start square or safety entry comes before the slide, or it sounds like the slide's end
    (1, "Square 1: empty, your start square, end of your short slide from square 58."),
    # classic: a pawn does not slide on its own colour's slides, and the cursor says so
    (6, "Square 6: empty, start of your long slide, to square 10, but your pawns do not "
        "slide on it."),
    (13, "Square 13: empty, start of Bob's short slide, to square 16."),
    (14, "Square 14: empty, Bob's safety entry, on Bob's short slide, which ends on square 16."),
    (23, "Square 23: Bob's pawn 3, on Bob's long slide, which ends on square 25."),
    (27, "Square 27: your pawn 2."),
    (31, "Square 31: Yellow pawn 1, Yellow's start square, end of Yellow's short slide from "
         "square 28."),
    (44, "Square 44: empty, Green's safety entry, on Green's short slide, which ends on "
         "square 46."),
    (61, "There is no track square 61: squares run from 1 to 60."),
])
def test_review_cursor_squares(square, text):
    assert narrator().square(POS, square) == text


def test_a_colour_no_one_plays_owns_its_slides_and_squares_as_the_colour_not_a_player():
    """"Green's slide" in a game of three made players think a fourth was at the table
    (playtest q17); a game's narrator is told who sits, a bare one is not."""
    n = Narrator(NAMES, R, NarrationSettings(), seated=(R, B, Y))
    assert n.square(POS, 44) == ("Square 44: empty, the Green safety entry, on the Green short "
                                 "slide, which ends on square 46.")
    assert n.square(POS, 13) == "Square 13: empty, start of Bob's short slide, to square 16."
    slide = SlideTaken(Colour.BLUE, 2, Colour.GREEN, 43, 46, ())
    assert n.events([slide]) == [
        "Bob's pawn 2 slides down the Green slide from square 43 to square 46."]


def test_review_cursor_relative_adds_the_viewers_distance_once():
    n = narrator(relative=True)
    assert n.square(POS, 27) == "Square 27: your pawn 2, 32 squares before your safety entry."
    assert n.square(POS, 59) == ("Square 59: empty, your safety entry, on your short slide, "
                                 "which ends on square 1, 32 squares ahead of your pawn 2.")


def test_review_cursor_gives_a_pawn_its_own_distance_and_how_far_it_is_from_yours():
    # playtest q10 #4: B said "2 squares before Yellow's safety entry" and the cursor "32
    # squares before your safety entry" for the same pawn; the number a planner needs is
    # how far the square is from the listener's nearest pawn
    pos = parse_position("r r=11,40,S,S y=27,S,46,S g=S,S,S,S")
    n = narrator(relative=True)
    assert n.square(pos, 27) == (
        "Square 27: Yellow pawn 1, 2 squares before Yellow's safety entry, 16 squares ahead of "
        "your pawn 1.")
    assert n.square(pos, 46) == (
        "Square 46: Yellow pawn 3, 43 squares before Yellow's safety entry, Green's start "
        "square, end of Green's short slide from square 43, 6 squares ahead of your pawn 2.")
    # an empty square: its distance from your safety entry, then from your pawn
    assert n.square(pos, 28) == (
        "Square 28: empty, start of Yellow's short slide, to square 31, 31 squares before your "
        "safety entry, 17 squares ahead of your pawn 1.")
    # no pawn of yours reaches square 2 going forward (pawn 1 turns in at 59 first)
    assert n.square(pos, 2) == (
        "Square 2: empty, 57 squares before your safety entry, 9 squares behind your pawn 1.")
    # your own pawn's square: its distance only
    assert n.square(pos, 40) == ("Square 40: your pawn 2, 19 squares before your safety entry, "
                                 "end of Yellow's long slide from square 36.")
    # without the distances wording, none of it
    assert narrator().square(pos, 27) == "Square 27: Yellow pawn 1."
    # a square past the listener's safety entry is never "ahead" of a pawn that would turn
    # into its safety zone first
    late = parse_position("r r=57,S,S,S b=S,S,S,S")
    assert narrator(relative=True).square(late, 2) == (
        "Square 2: empty, 57 squares before your safety entry, 55 squares behind your pawn 1.")
    # no pawn of yours on the track: nothing to measure from
    assert narrator(relative=True).square(parse_position("r r=S,Z1,S,S b=5,S,S,S"), 5) == (
        "Square 5: Bob's pawn 1, 9 squares before Bob's safety entry.")


def test_review_cursor_says_which_slides_your_pawns_do_not_slide_on():
    # playtest q10 #7: "start of your short slide, to square 1" did not say (classic) that
    # a pawn never slides on its own colour's slides; a5065 is the other way round
    classic = parse_position("r r=S,S,S,S b=S,S,S,S")
    assert narrator().square(classic, 58) == (
        "Square 58: empty, start of your short slide, to square 1, but your pawns do not "
        "slide on it.")
    assert narrator().square(classic, 13) == (
        "Square 13: empty, start of Bob's short slide, to square 16.")
    a5065 = parse_position("r r=S,S,S b=S,S,S rules=a5065")
    assert narrator().square(a5065, 58) == (  # and it runs past your entry (ab28)
        "Square 58: empty, start of your short slide, to square 1, past your safety entry.")
    assert narrator().square(a5065, 13) == (
        "Square 13: empty, start of Bob's short slide, to square 16, but your pawns do not "
        "slide on it.")
    assert Narrator(NAMES, None).square(a5065, 13) == (  # no listener: no "your"
        "Square 13: empty, start of Bob's short slide, to square 16.")


def test_danger_lines():
    assert narrator().danger(POS, R) == [
        "Your pawn 2 on square 27 could be bumped by Yellow pawn 1 with a 4.",
        "And Bob could take any of your pawns on the track with a SORRY! card."]
    assert narrator().danger(POS, B) == [
        "Bob's pawn 3 on square 23 could be bumped by your pawn 2 with a 4.",
        "And Red could take any of Bob's pawns on the track with a SORRY! card."]
    safe = parse_position("r r=S,Z1,Z2,H b=S,S,23,S")
    assert narrator().danger(safe, R) == ["None of your pawns can be bumped next turn."]
    assert narrator(viewer=None).danger(safe, R) == [
        "None of Red's pawns can be bumped next turn."]
    several = parse_position("b r=30,S,S,S b=26,24,H,H")
    # pawn 1's 2 (and its 2 in a split 7) lands on Yellow's triangle 28 and sweeps 30;
    # moving 4 onto 30 in a 7 is the same board as pawn 2 moving 6, the option kept
    assert narrator().danger(several, R) == [
        "Your pawn 1 on square 30 could be bumped by Bob's pawn 1 with a 2 or a 7 split, "
        "by sliding; Bob's pawn 2 with a 7 split."]


def test_a_long_card_list_says_which_cards_are_left_out():
    # Under a5065 any forward card enters: nine cards listed one by one ("a 1, a 2, a 3, a 5,
    # a 7, an 8, a 10, an 11 or a 12") were too long to follow.  A SORRY! from START reaches
    # too (said on its own line), so only the 4 is left out.
    pos = parse_position("r r=31,H,H y=S,H,H rules=a5065")
    assert narrator().danger(pos, R) == [
        "Your pawn 1 on square 31, Yellow's start square, could be bumped by Yellow pawn 1 "
        "with any card but a 4, by entering from start.",
        "And Yellow could take any of your pawns on the track with a SORRY! card."]
    assert narrator().reach(parse_position("r r=S,H,H y=1,H,H rules=a5065"), R) == [
        "Yellow pawn 1 on square 1, your start square, could be bumped by your pawn 1 with any "
        "card but a 4, by entering from start.",
        "And a SORRY! card could take any opponent's pawn on the track."]
    # the classic game's two entering cards stay a list
    assert narrator().danger(parse_position("r r=31,H,H,H y=S,H,H,H"), R) == [
        "Your pawn 1 on square 31, Yellow's start square, could be bumped by Yellow pawn 1 "
        "with a 1 or a 2, by entering from start.",
        "And Yellow could take any of your pawns on the track with a SORRY! card."]


def test_cards_how_names_what_is_left_out_of_six_or_more_kinds_one_way():
    n = narrator()
    five = [Card.ONE, Card.TWO, Card.THREE, Card.FIVE, Card.SEVEN]
    assert cards_how(n, five, {}) == "a 1, a 2, a 3, a 5 or a 7"
    six = five + [Card.EIGHT]
    assert cards_how(n, six, {}) == "any card but a 4, a 10, an 11, a 12 or a SORRY!"
    # a SORRY! said apart is not said to be left out
    assert cards_how(n, six, {}, sorry_too=True) == "any card but a 4, a 10, an 11 or a 12"
    everything = [c for c in Card if c is not Card.SORRY]
    assert cards_how(n, everything, {c: Route.ENTER for c in everything},
                     sorry_too=True) == "any card, by entering from start"
    # other ways first, listed as usual; the long way last, its "by" before it so it is not
    # heard as the way of the card just named
    entering = [c for c in everything if c not in (Card.FOUR, Card.ONE)]
    routes = {c: Route.ENTER for c in entering} | {Card.FOUR: Route.SLIDE}
    assert cards_how(n, [Card.ONE, Card.FOUR] + entering, routes) == (
        "a 1, or a 4 by sliding, or by entering from start, any other card but a SORRY!")


def test_danger_says_each_pawn_once_and_the_sorry_card_once_for_all():
    # Pawn 2 on 31 (Yellow's start square): Bob's pawn on 28 with a 3, Yellow entering
    # with a 1 or a 2; pawn 1 on 45: only a SORRY! card, from Bob or Yellow.
    pos = parse_position("r r=45,31,S,S b=28,S,S,S y=S,S,S,S")
    assert narrator().danger(pos, R) == [
        "Your pawn 2 on square 31, Yellow's start square, could be bumped by Bob's pawn 1 "
        "with a 3; Yellow pawn 1 with a 1 or a 2, by entering from start.",
        "And Bob or Yellow could take any of your pawns on the track with a SORRY! card."]
    lone = parse_position("r r=45,S,S,S b=S,S,S,S")
    assert narrator(viewer=None).danger(lone, R) == [
        "Only a SORRY! from Bob can bump Red's pawn on the track."]


def test_reach_lines_name_each_target_once_and_the_sorry_card_once():
    assert narrator().reach(POS, R) == [
        "Bob's pawn 3 on square 23 could be bumped by your pawn 2 with a 4.",
        # a 1 lands on Yellow's triangle 28 and slides to 31; a 7 split moves 4 onto 31
        "Yellow pawn 1 on square 31, Yellow's start square, could be bumped by your pawn 2 "
        "with a 1 by sliding, or a 7 split.",
        "And a SORRY! card could take any opponent's pawn on the track."]
    # two of red's pawns reach Bob's, one reaches Yellow's; red has no pawn in START
    pos = parse_position("r r=26,24,H,H b=30,S,S,S y=33,S,S,S")
    assert narrator().reach(pos, R) == [
        "Bob's pawn 1 on square 30 could be bumped by your pawn 1 with a 2 or a 7 split, "
        "by sliding; your pawn 2 with a 7 split.",
        "Yellow pawn 1 on square 33 could be bumped by your pawn 1 with a 7."]
    # seen for another player, the viewer's own pawn is "your pawn"
    assert narrator().reach(pos, B) == [
        "Yellow pawn 1 on square 33 could be bumped by Bob's pawn 1 with a 3.",
        "Your pawn 1 on square 26 could be bumped by Bob's pawn 1 with a 4.",
        "And with a SORRY! card Bob could take any other colour's pawn on the track."]


def test_danger_and_reach_say_how_a_bump_that_is_no_plain_count_arrives():
    # Yellow's 54: a 12 lands on Red's triangle 6 and slides down to 10, sweeping 8.
    slide = parse_position("r r=8,S,S,S y=54,H,H,H")
    assert narrator().danger(slide, R) == [
        "Your pawn 1 on square 8 could be bumped by Yellow pawn 1 with a 12, by sliding."]
    assert narrator(viewer=Y).reach(slide, Y) == [
        "Red pawn 1 on square 8 could be bumped by your pawn 1 with a 12, by sliding."]
    # an 11 swaps Yellow's pawn onto Red's triangle 58 (and Red's pawn to 1), then slides
    # down over it: "by swapping onto a slide" was a riddle by ear (playtest pa67)
    swap = parse_position("r r=58,H,H,H y=1,H,H,H")
    assert narrator().danger(swap, R) == [
        "Your pawn 1 on square 58 could be bumped by Yellow pawn 1 with an 11, by swapping "
        "onto a slide's start and sliding down over it."]
    # A5065, where pawns slide on their own slides: Yellow's 2 lands on its triangle 36 and
    # sweeps 39; a 5 lands there; a 7 moves 5 with pawn 1 and 2 with pawn 2.
    own = parse_position("r r=S,39,S y=34,Z1,H rules=a5065")
    assert narrator().danger(own, R) == [
        "Your pawn 2 on square 39 could be bumped by Yellow pawn 1 with a 5, or a 2 by "
        "sliding, or a 7 split."]
    # A5065's SORRY! with no one to take (no Yellow pawn in START) moves 21 forward 4 to 25:
    # "with a SORRY!" alone would be heard as a SORRY! from START, which any pawn risks
    forward = parse_position("r r=S,25,S y=21,H,H rules=a5065")
    assert narrator().danger(forward, R) == [
        "Your pawn 2 on square 25 could be bumped by Yellow pawn 1 with a SORRY!, by moving "
        "forward 4."]
    assert narrator(viewer=Y).reach(forward, Y) == [
        "Red pawn 2 on square 25 could be bumped by your pawn 1 with a SORRY!, by moving "
        "forward 4."]
    # Yellow in START: a 1 or a 2 enters onto square 31, Yellow's start square, from START.
    enter = parse_position("r r=H,H,H,31 y=S,H,H,H")
    assert narrator().danger(enter, R) == [
        "Your pawn 4 on square 31, Yellow's start square, could be bumped by Yellow pawn 1 "
        "with a 1 or a 2, by entering from start.",
        "And Yellow could take any of your pawns on the track with a SORRY! card."]
    # a plain count on a start square (Blue's 28 with a 3) still names the square, if a
    # pawn could enter onto it: Yellow is seated (with its pawns home)
    assert narrator().danger(parse_position("r r=31,S,S,S b=28,H,H,H y=H,H,H,H"), R) == [
        "Your pawn 1 on square 31, Yellow's start square, could be bumped by Bob's pawn 1 "
        "with a 3."]
    assert narrator().danger(parse_position("r r=31,S,S,S b=28,H,H,H"), R) == [
        "Your pawn 1 on square 31 could be bumped by Bob's pawn 1 with a 3."]
    # your own start square, seen from the pawn that could enter onto it
    assert narrator().reach(parse_position("r r=S,H,H,H b=1,H,H,H"), R) == [
        "Bob's pawn 1 on square 1, your start square, could be bumped by your pawn 1 with a "
        "1 or a 2, by entering from start.",
        "And a SORRY! card could take any opponent's pawn on the track."]


def test_reach_with_only_a_sorry_card_or_nothing():
    only_sorry = parse_position("r r=S,Z1,Z2,H b=S,S,23,S")
    assert narrator().reach(only_sorry, R) == [
        "No move can bump an opponent's pawn, but a SORRY! card could take any opponent's "
        "pawn on the track."]
    assert narrator(viewer=None).reach(only_sorry, R) == [
        "No move of Red's can bump another pawn, but with a SORRY! card Red could take any "
        "other colour's pawn on the track."]
    nothing = parse_position("r r=Z1,H,H,H b=5,S,S,S")
    assert narrator().reach(nothing, R) == [
        "No opponent pawn can be bumped by any card you could draw next."]
    assert narrator().reach(nothing, B) == [
        "No opponent pawn can be bumped by any card Bob could draw next."]


def test_card_help_follows_the_rules_profile():
    n = narrator()
    assert n.card_help(Card.TWO, POS) == (
        "The 2: Move one pawn forward 2. Or move a pawn out of start onto your start square. "
        "Then draw again. Ending on another colour's slide triangle slides you to its end.")
    assert n.card_help(Card.SEVEN, POS) == (
        "The 7: Move one pawn forward 7, or split the 7 between two pawns. A 7 cannot take a pawn "
        "out of start. Ending on another colour's slide triangle slides you to its end.")
    a5065 = parse_position("r r=S,27,Z2 b=S,S,23 rules=a5065")
    assert n.card_help(Card.TWO, a5065) == (
        "The 2: Move one pawn forward 2. Or move a pawn out of start onto your start square. "
        "No extra draw under these rules. Pawns slide only on their own colour's slides.")
    assert n.card_help(Card.SORRY, a5065) == (
        "The SORRY!: Move a pawn from start onto a square held by an opponent's pawn on the "
        "track, and bump that pawn back to its start. With no pawn in start, or no opponent's "
        "pawn to take, move one pawn forward 4 instead. Pawns slide only on their own colour's "
        "slides.")
    assert n.card_help(Card.FOUR, a5065).startswith("The 4: Move one pawn backward 4. Pawns")
    assert n.card_help(None, POS) == "No card drawn yet. Draw a card first."
    for card in Card:
        # "The 3:", never "3:", which after an option list sounds like option 3
        assert n.card_help(card, POS).startswith("The " + n.card(card) + ": ")


#: Why the hints for a 7 below pass up taking pawn 4 home (the passed-up option's group and
#: number as the player reaches it)
HOME_4 = ("Option 1 in group 3 would take pawn 4 home, but pawn 4 is safe in your safety zone "
          "and can wait")


def test_hints_give_the_reason_from_the_outcome():
    n = narrator()
    pos = parse_position("r r=S,22,55,Z3 b=27,32,S,S y=30,H,H,H")
    opts = legal_options(pos, Card.SEVEN)
    # Bob's pawn on 27 backs up 4 onto pawn 2 on 23: a reason is not a promise of safety
    # (and why it does not take pawn 4 home: the hint's own file, test_narration_hints)
    assert short_hint(n, pos, opts[1], 2) == (
        "Hint: option 2: it reaches your safety zone. " + HOME_4 + "; this one leaves fewer "
        "pawns in danger. It leaves pawn 2 where Bob could bump it with a 4.")
    # option 5 bumps Bob too: what sets this one apart is said as well (with no 11 left to
    # draw, which could swap pawn 3 far back)
    no_elevens = {c: 0 if c is Card.ELEVEN else deck_cards().count(c) for c in Card}
    assert short_hint(n, pos, opts[5], 6, pile=no_elevens) == (
        "Hint: option 6: it bumps Bob and keeps your pawns where only a SORRY! could "
        "bump them. " + HOME_4 + "; that one would leave pawn 2 where an opponent could bump it.")
    assert short_hint(n, pos, opts[6], 7) == (
        "Hint: option 7: it slides 3 squares ahead and bumps Yellow. " + HOME_4 + "; this one "
        "gains 3 squares more. It leaves pawn 2 where Bob could bump it with a 10, or a 7 "
        "split, or by sliding, a 1 or a 4, and Yellow with a 1 or a 2, by entering from "
        "start. Bob could also swap pawn 3 back 29 squares with an 11.")
    # it gains less than option 2 and nothing else sets it apart: no "moves 7 nearer home",
    # which sounded like a reason while other moves went further
    assert short_hint(n, pos, opts[0], 1) == "Hint: option 1: " + OVERALL + " " + HOME_4 + (
        ". It leaves pawn 2 where Bob could bump it with a 2, or a 7 split, or by sliding, a "
        "1 or a 4, and Yellow with a 10. Bob could also swap pawn 3 back 28 squares with an "
        "11.")
    won = parse_position("r r=H,H,H,Z3 b=S,S,S,S")
    option = legal_options(won, Card.THREE)[0]
    # the move says it wins: no reason after it to say so again
    assert n.hint(won, option, 1) == "Hint: option 1, pawn 4 forward 3 home, wins the game."
    swap = parse_position("r r=21,S,S,S b=6,30,S,S")
    opts = legal_options(swap, Card.ELEVEN)
    assert short_hint(n, swap, opts[2], 3) == ("Hint: option 3: it gets 9 squares nearer home. "
                                        "It leaves pawn 1 where "
                                        "Bob could bump it with a 7, by sliding. Bob could "
                                        "also swap pawn 1 back 24 squares with an 11.")
    # Bob's pawn on 17 reaches 20 with a 3 or a 7, but not 32.
    chased = parse_position("r r=S,20,S,S b=S,17,S,S")
    option = legal_options(chased, Card.TWELVE)[0]
    assert short_hint(n, chased, option, 1) == (
        "Hint: option 1: it takes pawn 2 where only a SORRY! could bump it.")
    option = legal_options(chased, Card.FIVE)[0]  # 25 is 8 from Bob's pawn: still in reach
    assert short_hint(n, chased, option, 1) == (
        "Hint: option 1: it is the only move. It leaves pawn 2 where Bob could bump it with an "
        "8.")


def test_a_hint_whose_outcome_every_option_shares_also_says_what_sets_it_apart():
    n = narrator()
    # Every SORRY! sends someone home: the one to take is the square furthest along.
    pos = parse_position("r r=10,S,S,S b=46,26,S,S y=S,5,S,S g=12,S,S,S")
    opts = legal_options(pos, Card.SORRY)
    assert short_hint(n, pos, opts[0], 1) == ("Hint: option 1: it sends Bob's pawn 1 back to start "
                                       "and gains 46 squares, more than any other move. It "
                                       "leaves pawns 1 and 2 in danger: Green could bump pawn 2 "
                                       "with a 1 or a 2, by entering from start; Yellow could "
                                       "bump pawn 1 with a 5, or a 1 by sliding. "
                                       "Yellow could also swap pawn 2 back 41 squares "
                                       "with an 11.")
    # A swap already says how much nearer home it gets: "the most ground" is not repeated;
    # across Bob's safety entry it takes his pawn nearer home too (playtest pa67)
    opts = legal_options(pos, Card.ELEVEN)
    assert short_hint(n, pos, opts[1], 2) == ("Hint: option 2: it gets 36 squares nearer home, "
                                       "though Bob's pawn 1 gains 24 squares too. It leaves "
                                       "pawn 1 where "
                                       "Green could bump it with a 1 or a 2, by entering "
                                       "from start. Yellow could also swap pawn 1 back 41 squares "
                                       "with an 11.")
    # An outcome only this option has is reason enough on its own.
    assert short_hint(n, pos, opts[0], 1) == (
        "Hint: option 1: it slides 4 squares ahead. It leaves pawn 1 where Bob could bump it "
        "with a 10. Yellow could also swap pawn 1 back 20 squares with an 11.")


def test_every_hint_has_a_reason_from_danger_or_ground_gained():
    n = narrator()
    # Yellow's pawn on 35 reaches 40 with a 5: moving pawn 2 away is the only safe 8.
    pos = parse_position("r r=10,40,S,S b=S,S,S,S y=35,S,S,S")
    away, stay = legal_options(pos, Card.EIGHT)[1], legal_options(pos, Card.EIGHT)[0]
    # (Bob's and Yellow's pawns in start may yet come out with a SORRY!)
    assert short_hint(n, pos, away, 2) == (
        "Hint: option 2: it takes pawn 2 where only a SORRY! could bump it. It is the "
        "only move that leaves none of your pawns in danger.")
    # both 8s gain 8 squares: a tie is no reason, so the hint says only what is true
    assert short_hint(n, pos, stay, 1) == "Hint: option 1: " + OVERALL + (
        " It leaves pawn 2 where Yellow could bump it with a 5.")
    # when the search found another move within a hair, that is what is said
    assert short_hint(n, pos, stay, 1, close=True) == (
        "Hint: option 1: other moves are about as good; the hard bot prefers this one by a "
        "hair. It leaves pawn 2 where Yellow could bump it with a 5.")
    # Backing up 4 from square 3 lands 6 steps from home, past the whole lap.
    back = parse_position("r r=3,40,S,S b=S,S,S,S")
    assert short_hint(n, back, legal_options(back, Card.FOUR)[0], 1) == (
        "Hint: option 1: it goes back the short way home.")  # the option says 6 steps
    # A 10 from 6 lands on 16, Blue's start square, where a pawn from Blue's START lands.
    ten = parse_position("r r=6,40,S,S b=S,S,S,S")
    opts = legal_options(ten, Card.TEN)
    assert short_hint(n, ten, opts[2], 3) == (
        "Hint: option 3: it keeps your pawns where only a SORRY! could bump them and brings "
        "pawn 2 within 9 squares of your safety entry, where one card can take it into your "
        "safety zone.")
    # One option is its own reason; more ground than every other option is one; moving
    # off your own start square lets the next pawn enter.
    far = parse_position("r r=10,S,S,S b=S,S,S,S")
    assert short_hint(n, far, legal_options(far, Card.TWELVE)[0], 1) == (
        "Hint: option 1: it is the only move.")
    ahead = parse_position("r r=20,S,S,S b=S,S,S,S")
    assert short_hint(n, ahead, legal_options(ahead, Card.TEN)[0], 1) == (
        "Hint: option 1: it gains 10 squares, more than any other move.")
    # Equal 12s: each brings a pawn within one card of the safety zone (Red's entry is 59).
    near = parse_position("r r=S,44,46,S b=H,H,H,S")
    assert short_hint(n, near, legal_options(near, Card.TWELVE)[1], 2) == (
        "Hint: option 2: it brings pawn 3 within 1 square of your safety entry, where one card "
        "can take it into your safety zone.")
    blocked = parse_position("r r=1,33,S,S b=S,S,S,S y=25,S,S,S")
    assert short_hint(n, blocked, legal_options(blocked, Card.TWO)[0], 1) == (
        "Hint: option 1: it clears your start square for a pawn waiting in start.")
    assert short_hint(n, ten, opts[1], 2) == (
        "Hint: option 2: it keeps your pawns where only a SORRY! could bump them.")
    # Both 4s lose ground and neither is safer, but from 2 a second 4 goes back near home.
    lose = parse_position("r r=6,40,S,S b=S,S,S,S")
    assert short_hint(n, lose, legal_options(lose, Card.FOUR)[0], 1) == (
        "Hint: option 1: it gains 4 squares less than the furthest move, but puts pawn 1 just "
        "past your start square, where a 4 would move it back to 7 steps from home.")


def test_hints_on_random_positions_always_give_a_reason():
    rng = random.Random(11)
    for _ in range(12):
        pos = random_position(rng)
        n = Narrator({}, pos.to_move)
        for card in (Card.ONE, Card.FOUR, Card.SEVEN, Card.TEN, Card.ELEVEN, Card.SORRY):
            for i, o in enumerate(legal_options(pos, card)[:6], 1):
                text = n.hint(pos, o, i)
                move = n.option_text(pos, o)
                why = text.removeprefix(f"Hint: option {i}, {move}. ")
                assert why != text and why.startswith(
                    ("It ", "Every other", "The hard bot", "Option "))
                assert move not in why  # the reason is more than the move said again
                # "gains less ..., but" stands alone: after an outcome ("it bumps Blue and
                # gains 5 squares less ..., but ...") it read as a contradiction
                assert "less than the furthest" not in why or why.startswith("It gains")


def test_hints_where_ground_and_danger_tie_say_what_else_sets_the_move_apart():
    n = narrator()

    def said(position: str, card: Card, number: int) -> str:
        pos = parse_position(position)
        return short_hint(n, pos, legal_options(pos, card)[number - 1], number)

    # A pawn on or just past its start square: a 4 takes it back almost a lap ahead.
    assert said("r r=5,30,S,S y=S,S,S,S", Card.FOUR, 1) == (
        "Hint: option 1: it puts pawn 1 on your start square, where a 4 would move it back "
        "to 8 steps from home.")
    assert said("r r=14,1,S,S y=S,S,S,S", Card.THREE, 1) == (
        "Hint: option 1: it keeps pawn 2 on your start square, where a 4 would move it back "
        "to 8 steps from home.")
    # other moves keep it there too: this one gains the most of them, said so it is heard
    # (playtest e5 could not tell what "the moves that do" do)
    assert said("r r=14,1,Z2,S y=S,S,S,S", Card.TEN, 1) == (
        "Hint: option 1: it keeps pawn 2 on your start square, where a 4 would move it back "
        "to 8 steps from home, and gains the most of all the moves that leave a pawn there.")
    # Both 4s leave a pawn in danger: pawn 2 back to 29 leaves pawn 3 on 57, which Yellow's
    # pawn on 1 reaches with a backward 4; the other 4 leaves more to lose (steps x odds).
    assert said("r r=H,33,57,S y=1,41,S,S", Card.FOUR, 1) == (
        "Hint: option 1: it risks the least of your ground to a bump or a swap. It leaves pawn "
        "3 where Yellow could bump it with a 4. Yellow could also swap pawn 3 past its safety "
        "entry, 56 squares further from home, with an 11; and also pawn 2, which the A key "
        "tells in full.")
    # From 42, a 8 reaches Yellow's pawn on 50; from 37 nothing did.
    assert said("r r=37,14,S,S y=S,50,S,S", Card.FIVE, 1) == (
        "Hint: option 1: it leaves Yellow pawn 2 within reach of your next card, as no other "
        "move does.")
    # Pawn 3 back 1 to safety zone square 1 leaves pawns 1 and 5 steps from home, which a 1
    # or a 5 finishes; pawn 2 back 1 leaves 2 and 4, which only a 2 finishes (playtest e5:
    # the endgame's hints said only that the hard bot weighs the cards)
    assert said("r r=H,Z5,Z2,H y=S,H,59,18", Card.TEN, 2) == (
        "Hint: option 2: it leaves you the most cards that would take a pawn home next turn: "
        "a 1 or a 5.")
    # Pawn 2 back to 52 leaves more kinds of card playable next turn than pawn 3 back to 54
    assert said("r r=H,56,58,S y=H,S,S,S", Card.FOUR, 1) == (
        "Hint: option 1: it leaves you the most cards you can use next turn.")
    # Nothing tells these two apart: the hint says it is the bot's choice, without a capital.
    assert said("r r=H,Z5,Z2,H y=S,H,59,18", Card.TEN, 1) == (
        "Hint: option 1: " + OVERALL)


def test_a_hint_to_pass_says_what_the_swaps_would_do():
    n = narrator()
    # Red's 24 to Yellow's 33 gains 9, but Yellow, just past its start, gains 51: no
    # pawn can move 11 (35, 46 and 57 are blocked or too near home), so passing is offered.
    pos = parse_position("r r=24,35,46,57 y=S,33,S,S")
    passing = legal_options(pos, Card.ELEVEN)[-1]
    assert short_hint(n, pos, passing, 5) == ("Hint: option 5: it keeps every pawn where it is. "
                                       "A swap would help Yellow more than you. It leaves "
                                       "pawns 2 and 3 in danger: Yellow could bump pawn 3 with "
                                       "a 10, by sliding; and pawn 2 with a 2. Yellow could "
                                       "also swap pawn 4 back 24 squares with an 11.")


def test_hint_for_passing_and_a_destination_in_start():
    pos = parse_position("r r=Z1,57,S,S b=13,S,S,S")
    passing = legal_options(pos, Card.ELEVEN)[-1]
    assert short_hint(narrator(), pos, passing, 2) == (
        "Hint: option 2: it keeps every pawn where it is. Every swap would leave you further "
        "from home. It leaves pawn 2 where Bob could swap it back 44 squares "
        "with an 11. Every move leaves a pawn in danger.")
    assert narrator().destination(R, 0) == "start"


def test_winner_and_standings():
    n = narrator()
    done = parse_position("b r=Z1,H,H,H b=S,S,23,S y=H,H,H,H")
    assert n.winner(done, Y, 77) == [
        # "Yellow wins!" was just said
        "Game over after 77 cards. The standings, by steps still to go:",
        "First: Yellow, 4 of 4 home.",
        "Second: You, 3 of 4 home, 5 steps to go.",
        "Third: Bob, 0 of 4 home, 252 steps to go."]
    assert n.winner(done, R, 1)[:2] == [
        "Game over after 1 card. The standings, by steps still to go:",
        "First: You, 3 of 4 home, 5 steps to go."]
    tie = parse_position("y r=Z4,H,H,H b=H,H,H,Z4 y=H,H,H,H")
    assert n.winner(tie, Y, 90)[1:] == [  # the same steps and pawns home: the same place
        "First: Yellow, 4 of 4 home.",
        "Second: You, 3 of 4 home, 2 steps to go.",
        "Second, tied: Bob, 3 of 4 home, 2 steps to go."]


def test_a_replaced_catalog_changes_the_words_without_touching_logic():
    catalog = DEFAULT_CATALOG.with_texts(**{"ev.turn.you": "A toi.", "loc.start": "au depart"})
    n = Narrator(NAMES, R, catalog=catalog)
    assert n.location(R, 0) == "au depart"
    from sorry_audio.core.events import TurnPassed
    assert n.events([TurnPassed(B, R)]) == ["A toi."]
    assert narrator().events([TurnPassed(B, R)]) == ["Your turn."]


def test_every_method_speaks_clean_text_on_random_positions():
    rng = random.Random(11)
    for k in range(24):
        pos = random_position(rng, A5065 if k % 3 == 0 else CLASSIC)
        viewer = rng.choice([None, *pos.seated])
        settings = NarrationSettings(rng.choice(list(Verbosity)), rng.random() < 0.5)
        n = Narrator({c: f"P{int(c)}" for c in pos.seated if rng.random() < 0.5}, viewer,
                     settings)
        said = [*n.board(pos), n.scores(pos), *n.detailed_scores(pos),
                n.turn(pos, rng.choice(list(Card)), False), n.turn(pos, None, True)]
        for c in pos.seated:
            said += [n.own_pawns(pos, c), *n.danger(pos, c),
                     *n.winner(pos, c, rng.randint(1, 300))]
        said += [n.square(pos, sq) for sq in range(0, 62)]
        for card in Card:
            said.append(n.card_help(card, pos))
            opts = legal_options(pos, card)
            said += [g.label for g in n.option_groups(pos, opts)]
            for i, o in enumerate(opts[:5], 1):
                said += [n.option_label(pos, o, i), short_hint(n, pos, o, i)]
        for line in said:
            assert line and line == line.strip()
            assert "{" not in line and "}" not in line
            assert "None" not in line.removeprefix("None of ")
            assert "  " not in line and ",," not in line and " ," not in line


def test_deck_tells_what_is_left_to_draw_by_card_and_the_discard_pile():
    """K: what a card counter works out from the face-up discards, grouped by count."""
    n = Narrator({Colour.RED: "Red", Colour.BLUE: "Blue"}, Colour.RED)
    discards = [Card.ONE, Card.SORRY, Card.ONE, Card.FOUR, Card.ONE, Card.SEVEN]
    full = Counter(deck_cards())
    left = full - Counter(discards) - Counter([Card.SEVEN])  # a second 7 is in hand
    text = n.deck(left, discards)
    # the cards first, then the count, so "3 of 4" never reads as a fraction
    # and "with" between them, so a count does not run on from the card values (ai35)
    assert text == ("38 cards to draw: 2, 3, 5, 8, 10, 11 and 12, with 4 left each; 4 and "
                    "SORRY!, with 3 left each; 1 and 7, with 2 left each. Discard pile: 6 "
                    "cards, the top one a 7.")
    assert n.deck(left, discards, in_play=True).endswith(  # drawn and not yet played
        "Discard pile: 6 cards, the top one a 7, the card in play.")
    assert n.deck(full, []) == ("45 cards to draw: 1, with 5 left; 2, 3, 4, 5, 7, 8, 10, 11, "
                                "12 and SORRY!, with 4 left each. The discard pile is empty.")
    assert n.deck(Counter({Card.TWO: 1}), [Card.TWO, Card.TWO]).startswith(
        "1 card to draw: 2, with 1 left; no 1, 3, 4, 5, 7, 8, 10, 11, 12 or SORRY! left.")
    assert n.deck(Counter(), [Card.TWO]) == (
        "No cards to draw: the discards are shuffled into a new draw pile at the next draw. "
        "Discard pile: 1 card, the top one a 2.")


def test_deck_in_brief_names_the_cards_gone_only_when_they_are_the_shorter_list():
    """Playtest qf120: "1 card to draw: 3, with 1 left; no 1, 2, 4, ... or SORRY! left."
    in brief, where the cards left already said it all.  Normal keeps both."""
    brief = Narrator(NAMES, R, NarrationSettings(Verbosity.BRIEF))
    one = Counter({Card.THREE: 1})
    assert brief.deck(one, [Card.TWO]) == (
        "1 card to draw: 3, with 1 left. Discard pile: 1 card, the top one a 2.")
    assert narrator().deck(one, [Card.TWO]).startswith(
        "1 card to draw: 3, with 1 left; no 1, 2, 4, 5, 7, 8, 10, 11, 12 or SORRY! left.")
    # 6 kinds left, 5 gone: the gone are the shorter list, and said
    most = Counter({c: 1 for c in (Card.ONE, Card.TWO, Card.THREE, Card.FOUR, Card.FIVE,
                                   Card.SEVEN)})
    assert "; no 8, 10, 11, 12 or SORRY! left." in brief.deck(most, [Card.TWO])


def test_with_distances_the_board_parts_pawns_with_semicolons():
    """Each pawn's place has a comma of its own once its distance is said: commas between
    pawns as well made a playtester lose which distance was whose."""
    pos = parse_position("r r=12,Z2,S,H b=20,S,S,S")
    assert narrator(relative=True).board(pos)[0] == (
        "You, Red: pawn 1 on track square 12, 47 squares before your safety entry; pawn 2 on "
        "safety zone square 2, 4 steps from home; pawn 3 in start; pawn 4 home.")
    assert narrator().board(pos)[0] == (
        "You, Red: pawn 1 on track square 12, pawn 2 on safety zone square 2, pawn 3 in start, "
        "pawn 4 home.")


def test_a_slide_is_no_short_way_home_and_an_own_slide_past_the_entry_no_gain():
    """Review aa27: facts said of slides that were false."""
    n = narrator()
    # a 10's back 1 onto Blue's triangle slides forward: ground, but not "the short way"
    pos = parse_position("r r=22,26,S,S b=S,S,S,S")
    back_one = legal_options(pos, Card.TEN)[1]
    assert n.option_text(pos, back_one) == "pawn 1 back 1 to square 21, slides to square 25"
    assert short_hint(n, pos, back_one, 2) == "Hint: option 2: it slides 4 squares ahead."
    # a5065: Red's own slide from 58 runs past its safety entry to square 1: no gain to praise
    past = parse_position("r r=53,H,H b=30,S,S rules=a5065")
    (five,) = legal_options(past, Card.FIVE)
    # (no gain praised: what it does is take pawn 1 out of reach of Bob's 11 swapping it
    # back 23 squares)
    assert short_hint(n, past, five, 1) == (
        "Hint: option 1: it takes pawn 1 where only a SORRY! could bump it.")
    swap = parse_position("r r=40,H,H b=58,S,S rules=a5065")
    eleven = legal_options(swap, Card.ELEVEN)[1]
    assert n.option_text(swap, eleven).startswith("swap pawn 1 with Bob's pawn 1: pawn 1 to "
                                                  "square 58, slides to square 1, warning:")
    text = n.hint(swap, eleven, 2)
    assert "nearer home" not in text and "slides 3 squares ahead" not in text
    # a5065: a 4 from square 2 lands on Red's own triangle (58) and slides on to square 1,
    # so the option says no "7 steps from home", and no hint calls square 2 a place to park
    park = parse_position("r r=Z5,6,S b=S,S,S y=S,21,15 g=S,Z5,27 rules=a5065")
    to_two = legal_options(park, Card.FOUR)[1]
    assert n.option_text(park, to_two) == "pawn 2 back 4 to square 2"
    assert "a 4 would move it back" not in n.hint(park, to_two, 2)
    from_two = parse_position("r r=Z5,2,S b=S,S,S y=S,21,15 g=S,Z5,27 rules=a5065")
    (again,) = [o for o in legal_options(from_two, Card.FOUR) if o.result.pawns(R)[1] == 1]
    assert n.option_text(from_two, again) == (
        "pawn 2 back 4 to square 58, slides to square 1, warning: past your safety entry, "
        "1 step further from home than now")
    # classic: the same 4 from square 2 stops on square 58, 7 steps from home: it parks
    classic = parse_position("r r=Z5,6,S,S b=S,S,S,S")
    parked = legal_options(classic, Card.FOUR)[1]
    assert "a 4 would move it back to 7 steps from home" in n.hint(classic, parked, 2)


def test_the_review_cursor_warns_of_an_own_slide_that_runs_past_the_safety_entry():
    """Playtest ab28 (a5065): square 58 said "start of your short slide, to square 1", and
    not that a pawn sliding there goes past its safety entry, a lap from home."""
    n = Narrator({}, R)
    a5065 = parse_position("r r=S,S,S b=S,S,S rules=a5065")
    assert n.square(a5065, 58) == ("Square 58: empty, start of your short slide, to square 1, "
                                   "past your safety entry.")
    assert n.square(a5065, 6) == "Square 6: empty, start of your long slide, to square 10."
    assert Narrator({}, B).square(a5065, 13) == (
        "Square 13: empty, start of your short slide, to square 16, past your safety entry.")


def test_a_slide_and_a_split_slide_share_one_by_sliding():
    """Playtest pa67: "pawn 2 with a 5 by sliding, or a 7 split, by sliding" mixed its
    commas; both ways slide, so one "by sliding" for both.  Among other cards a 7 split by
    sliding has no comma inside, as "a 2 by sliding" has none."""
    n = narrator()
    both = {Card.FIVE: Route.SLIDE, Card.SEVEN: Route.SPLIT_SLIDE}
    assert cards_how(n, [Card.FIVE, Card.SEVEN], both) == "a 5 or a 7 split, by sliding"
    assert cards_how(n, [Card.ONE, Card.FIVE, Card.SEVEN], {**both, Card.ONE: Route.SLIDE}) == (
        "a 1, a 5 or a 7 split, by sliding")
    # after other cards, a way of several cards comes last, its way first, so it is heard
    # as theirs all (playtest pe77: "an 8, or a 5 or a 7 split by sliding" sounded like a
    # plain 5; review rh84: "a 10, or a 1 or a 4 by sliding, or a 7 split" the 1)
    assert cards_how(n, [Card.FOUR, Card.FIVE, Card.SEVEN], both) == (
        "a 4, or by sliding, a 5 or a 7 split")
    assert cards_how(n, [Card.FOUR, Card.ONE, Card.TWO],
                     {Card.ONE: Route.SLIDE, Card.TWO: Route.SLIDE}) == (
        "a 4, or by sliding, a 1 or a 2")
    assert cards_how(n, [Card.TEN, Card.ONE, Card.FOUR, Card.SEVEN],
                     {Card.ONE: Route.SLIDE, Card.FOUR: Route.SLIDE,
                      Card.SEVEN: Route.SPLIT}) == "a 10, or a 7 split, or by sliding, a 1 or a 4"
    # with nothing before it, its cards first: the way cannot open the list
    assert cards_how(n, [Card.ONE, Card.TWO, Card.TWELVE],
                     {Card.ONE: Route.ENTER, Card.TWO: Route.ENTER,
                      Card.TWELVE: Route.SLIDE}) == (
        "a 12 by sliding, or by entering from start, a 1 or a 2")
    assert cards_how(n, [Card.FOUR, Card.SEVEN], {Card.SEVEN: Route.SPLIT_SLIDE}) == (
        "a 4, or a 7 split by sliding")
    # alone, as it was
    assert cards_how(n, [Card.SEVEN], {Card.SEVEN: Route.SPLIT_SLIDE}) == (
        "a 7 split, by sliding")
    assert cards_how(n, [Card.FIVE, Card.SEVEN], {Card.FIVE: Route.SLIDE,
                                                  Card.SEVEN: Route.SPLIT}) == (
        "a 5 by sliding, or a 7 split")
