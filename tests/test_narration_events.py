"""Every core event in words: second person for the viewer, third person for others."""

from __future__ import annotations

import random

import pytest

from sorry_audio.core.board import HOME, Colour
from sorry_audio.core.cards import Card
from sorry_audio.core.events import (
    BumpCause,
    CardDiscarded,
    CardDrawn,
    CardForfeited,
    CardPlayed,
    DeckReshuffled,
    Direction,
    ExtraDraw,
    ForfeitReason,
    GameWon,
    HandFilled,
    HomeReached,
    PawnBumped,
    PawnEntered,
    PawnMoved,
    PawnsSwapped,
    PointsScored,
    SafetyZoneEntered,
    SlideTaken,
    SorryPlayed,
    TurnPassed,
)
from sorry_audio.core.game import Game, Phase
from sorry_audio.core.moves import legal_options, play_option
from sorry_audio.core.points import Score
from sorry_audio.core.position import parse_position
from sorry_audio.narration import NarrationSettings, Narrator, Verbosity

R, B, Y, G = Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.GREEN
NAMES = {R: "Red", B: "Blue", Y: "Ann", G: "Green"}


def narrator(viewer=R, verbosity=Verbosity.NORMAL, relative=False) -> Narrator:
    return Narrator(NAMES, viewer, NarrationSettings(verbosity, relative))


def say(event, **kw) -> list[str]:
    return narrator(**kw).events([event])


# (event, what the viewer Red hears, what a spectator hears)
CASES = [
    (CardDrawn(R, Card.FIVE, 30), "You draw a 5.", "Red draws a 5."),
    (CardDrawn(B, Card.SORRY, 3), "Blue draws a SORRY!", "Blue draws a SORRY!"),
    (DeckReshuffled(44), "The discards are shuffled into a new draw pile of 44 cards.",
     "The discards are shuffled into a new draw pile of 44 cards."),
    (PawnEntered(R, 3, 1), "You move pawn 3 out of start onto square 1.",
     "Red moves pawn 3 out of start onto square 1."),
    (PawnMoved(R, 2, 22, 27, Direction.FORWARD, 5, (23, 24, 25, 26), ()),
     "You move pawn 2 forward 5 to square 27.", "Red moves pawn 2 forward 5 to square 27."),
    (PawnMoved(B, 1, 20, 16, Direction.BACKWARD, 4, (19, 18, 17), ()),
     "Blue moves pawn 1 back 4 to square 16.", "Blue moves pawn 1 back 4 to square 16."),
    (PawnMoved(R, 1, 64, 66, Direction.FORWARD, 2, (65,), ()),
     "You move pawn 1 forward 2 home.", "Red moves pawn 1 forward 2 home."),
    (PawnMoved(R, 1, 58, 62, Direction.FORWARD, 4, (59, 61), ()),
     "You move pawn 1 forward 4 to safety zone square 2.",
     "Red moves pawn 1 forward 4 to safety zone square 2."),
    (SlideTaken(R, 2, B, 21, 25, ()), "Your pawn 2 slides down Blue's slide from square 21 "
     "to square 25.", "Red pawn 2 slides down Blue's slide from square 21 to square 25."),
    (PawnBumped(R, 2, 27, B, 1, BumpCause.LANDING),
     "Your pawn 2 on square 27 was bumped back to start by Blue.",
     "Blue bumps Red pawn 2 on square 27 back to start."),
    (PawnBumped(B, 3, 27, R, 1, BumpCause.LANDING),
     "You bump Blue pawn 3 on square 27 back to start.",
     "Red bumps Blue pawn 3 on square 27 back to start."),
    (PawnBumped(G, 3, 27, Y, 1, BumpCause.LANDING),
     "Ann bumps Green pawn 3 on square 27 back to start.",
     "Ann bumps Green pawn 3 on square 27 back to start."),
    (PawnBumped(Y, 1, 23, R, 2, BumpCause.SLIDE),
     "Sliding, you sweep Ann's pawn 1 on square 23 back to start.",
     "Sliding, Red sweeps Ann's pawn 1 on square 23 back to start."),
    (PawnBumped(R, 4, 24, R, 2, BumpCause.SLIDE),
     "Sliding, you sweep your own pawn 4 on square 24 back to start.",
     "Sliding, Red sweeps Red's own pawn 4 on square 24 back to start."),
    (PawnBumped(R, 4, 38, B, 1, BumpCause.SLIDE),
     "Your pawn 4 on square 38 was swept back to start by Blue sliding.",
     "Sliding, Blue sweeps Red pawn 4 on square 38 back to start."),
    (PawnsSwapped(R, 1, B, 2, 12, 40),
     "You swap pawn 1 with Blue pawn 2: your pawn 1 is now on square 40, and Blue pawn 2 on "
     "square 12.",
     "Red swaps pawn 1 with Blue pawn 2: Red pawn 1 is now on square 40, and Blue pawn 2 on "
     "square 12."),
    (PawnsSwapped(B, 2, R, 1, 40, 12),
     "Blue swaps pawn 2 with your pawn 1: your pawn 1 is now on square 40, and Blue pawn 2 on "
     "square 12.",
     "Blue swaps pawn 2 with Red pawn 1: Blue pawn 2 is now on square 12, and Red pawn 1 on "
     "square 40."),
    (SorryPlayed(R, 1, B, 2, 27), "SORRY! Your pawn 1 leaves start and takes square 27.",
     "SORRY! Red pawn 1 leaves start and takes square 27."),
    (PawnBumped(R, 2, 27, B, 3, BumpCause.SORRY),
     "Your pawn 2 on square 27 was bumped back to start by Blue.",
     "Blue bumps Red pawn 2 on square 27 back to start."),
    (SafetyZoneEntered(R, 2, 3), "Your pawn 2 enters the safety zone.",
     "Red pawn 2 enters the safety zone."),
    (HomeReached(R, 1, 1), "You have 1 of 4 pawns home.", "Red has 1 of 4 pawns home."),
    (HomeReached(B, 1, 3), "Blue has 3 of 4 pawns home.", "Blue has 3 of 4 pawns home."),
    (CardForfeited(R, Card.FOUR, ForfeitReason.NO_LEGAL_MOVE),
     "You cannot use the 4: no pawn can move. The card is lost.",
     "Red cannot use the 4: no pawn can move."),
    (CardForfeited(B, Card.SORRY, ForfeitReason.NO_PAWN_IN_START),
     "Blue cannot use the SORRY!: no pawn in start.",
     "Blue cannot use the SORRY!: no pawn in start."),
    (CardForfeited(Y, Card.SORRY, ForfeitReason.NO_TARGET),
     "Ann cannot use the SORRY!: no opponent pawn on the track to take.",
     "Ann cannot use the SORRY!: no opponent pawn on the track to take."),
    (CardForfeited(R, Card.SORRY, ForfeitReason.NO_START_NOR_FALLBACK),
     "You cannot use the SORRY!: no pawn in start, and no pawn can move forward 4. The card "
     "is lost.",
     "Red cannot use the SORRY!: no pawn in start, and no pawn can move forward 4."),
    (CardForfeited(B, Card.SORRY, ForfeitReason.NO_TARGET_NOR_FALLBACK),
     "Blue cannot use the SORRY!: no opponent pawn on the track to take, and no pawn can move "
     "forward 4.",
     "Blue cannot use the SORRY!: no opponent pawn on the track to take, and no pawn can move "
     "forward 4."),
    (CardForfeited(R, Card.ELEVEN, ForfeitReason.PASSED), "You choose not to swap, and pass.",
     "Red chooses not to swap, and passes."),
    (ExtraDraw(R), "You drew a 2: draw again.", "Red drew a 2 and draws again."),
    (TurnPassed(B, R), "Your turn.", "Red's turn."),
    (TurnPassed(R, Y), "Ann's turn.", "Ann's turn."),
    (GameWon(R, 87), "You win! All your pawns are home. Well played!",
     "Red wins! All Red's pawns are home."),
    (GameWon(Y, 90), "Ann wins! All Ann's pawns are home.",
     "Ann wins! All Ann's pawns are home."),
    # the Point Score game's own events (more in test_narration_points.py)
    (CardPlayed(R, Card.SEVEN), "You play a 7.", "Red plays a 7."),
    (CardDiscarded(B, Card.EIGHT), "Blue can use no card, and discards an 8.",
     "Blue can use no card, and discards an 8."),
    (HandFilled(R, (Card.TWELVE,), 30, (Card.ONE,) * 4 + (Card.TWELVE,)),
     "You draw a 12. 30 cards left in the pile.",
     "Red draws a card. 30 cards left in the pile."),
    (PointsScored(R, (Score(R, 4, 20, 3, 15, 50),)),
     "You score 85: 20 points for your 4 pawns HOME, 15 points for the 3 opponent pawns not "
     "HOME, and a bonus of 50 (no opponent has more than one pawn HOME).",
     "Red scores 85: 20 points for Red's 4 pawns HOME, 15 points for the 3 opponent pawns not "
     "HOME, and a bonus of 50 (no opponent has more than one pawn HOME)."),
]


#: events said only at full verbosity, because another line already says what they add
#: (a refill: to anyone but the hand's owner, who hears it named at every verbosity)
FULL_ONLY = {SafetyZoneEntered, HandFilled}


@pytest.mark.parametrize(("event", "to_viewer", "to_spectator"), CASES,
                         ids=[type(c[0]).__name__ for c in CASES])
def test_every_event_in_second_and_third_person(event, to_viewer, to_spectator):
    verbosity = Verbosity.FULL if type(event) in FULL_ONLY else Verbosity.NORMAL
    assert say(event, verbosity=verbosity) == [to_viewer]
    assert say(event, viewer=None, verbosity=verbosity) == [to_spectator]


def test_entering_the_safety_zone_is_said_once_at_normal_verbosity():
    # the move's line names the zone square; a second line would only repeat it
    events = [PawnMoved(R, 1, 58, 62, Direction.FORWARD, 4, (59, 61), ()),
              SafetyZoneEntered(R, 1, 2)]
    assert narrator().events(events) == ["You move pawn 1 forward 4 to safety zone square 2."]
    full = narrator(verbosity=Verbosity.FULL).events(events)
    assert full[-1] == "Your pawn 1 enters the safety zone." and len(full) == 2


def test_every_event_class_is_covered():
    import sorry_audio.core.events as ev
    classes = {c for c in vars(ev).values()
               if isinstance(c, type) and issubclass(c, ev.Event) and c is not ev.Event}
    assert classes <= {type(c[0]) for c in CASES}


def test_full_adds_cards_left_squares_passed_and_pawns_jumped():
    assert say(CardDrawn(R, Card.FIVE, 30), verbosity=Verbosity.FULL) == [
        "You draw a 5. 30 cards left in the pile."]
    moved = PawnMoved(R, 2, 22, 27, Direction.FORWARD, 5, (23, 24, 25, 26), ((B, 1),))
    assert say(moved, verbosity=Verbosity.FULL) == [
        "You move pawn 2 forward 5 from square 22 to square 27, passing squares 23 to 26, "
        "jumping Blue pawn 1."]
    # another player's own pawns are named with their owner (a bare "pawn 1" sounded like
    # the listener's); the listener's own move names its own pawns plainly
    own = PawnMoved(B, 2, 22, 27, Direction.FORWARD, 5, (23, 24, 25, 26), ((B, 1), (R, 3)))
    assert say(own, verbosity=Verbosity.FULL) == [
        "Blue moves pawn 2 forward 5 from square 22 to square 27, passing squares 23 to 26, "
        "jumping Blue's own pawn 1 and your pawn 3."]
    mine = PawnMoved(R, 2, 22, 27, Direction.FORWARD, 5, (23, 24, 25, 26), ((R, 1), (B, 3)))
    assert say(mine, verbosity=Verbosity.FULL) == [
        "You move pawn 2 forward 5 from square 22 to square 27, passing squares 23 to 26, "
        "jumping pawn 1 and Blue pawn 3."]
    distances = Narrator(NAMES, R, NarrationSettings(Verbosity.FULL, relative=True))
    assert distances.events([PawnMoved(R, 2, 22, 27, Direction.FORWARD, 5, (), ())]) == [
        "You move pawn 2 forward 5 from square 22 to square 27, 32 squares before your "
        "safety entry."]  # one distance, the end's: two in a line ran together
    into_zone = PawnMoved(R, 1, 58, 62, Direction.FORWARD, 4, (59, 61), ())
    assert say(into_zone, verbosity=Verbosity.FULL) == [
        "You move pawn 1 forward 4 from square 58 to safety zone square 2, passing square 59 "
        "and safety zone square 1."]
    home = PawnMoved(R, 3, 61, 66, Direction.FORWARD, 5, (62, 63, 64, 65), ())
    assert say(home, verbosity=Verbosity.FULL) == [
        "You move pawn 3 forward 5 from safety zone square 1 home, passing safety zone squares "
        "2 to 5."]  # one run, not "safety zone square" four times
    back = PawnMoved(R, 3, 62, 57, Direction.BACKWARD, 4, (61, 59, 58), ())  # as the game plays it
    assert say(back, verbosity=Verbosity.FULL) == [
        "You move pawn 3 back 4 from safety zone square 2 to square 57, passing safety zone "
        "square 1 and squares 59 and 58."]  # in the order passed
    back_two = PawnMoved(R, 3, 63, 58, Direction.BACKWARD, 4, (62, 61, 59), ())
    assert say(back_two, verbosity=Verbosity.FULL) == [
        "You move pawn 3 back 4 from safety zone square 3 to square 58, passing safety zone "
        "squares 2 and 1 and square 59."]  # not "squares 2 to 1"
    slide = SlideTaken(R, 2, B, 21, 25, ((Y, 1), (R, 4)))
    assert say(slide, verbosity=Verbosity.FULL) == [
        "Your pawn 2 slides down Blue's long slide from square 21 to square 25."]
    bumped = PawnBumped(R, 2, 27, B, 1, BumpCause.LANDING)
    assert say(bumped, verbosity=Verbosity.FULL) == [
        "Your pawn 2 on square 27 was bumped back to start by Blue pawn 1."]


def test_relative_wording_in_a_move():
    moved = PawnMoved(R, 2, 22, 27, Direction.FORWARD, 5, (23, 24, 25, 26), ())
    assert say(moved, relative=True) == [
        "You move pawn 2 forward 5 to square 27, 32 squares before your safety entry."]
    assert say(PawnEntered(R, 3, 1), relative=True) == [  # as a move's (playtest pc69)
        "You move pawn 3 out of start onto square 1, 58 squares before your safety entry."]
    zone = PawnMoved(B, 1, 14, 62, Direction.FORWARD, 2, (61,), ())
    assert say(zone, relative=True) == [
        "Blue moves pawn 1 forward 2 to safety zone square 2, 4 steps from home."]


def test_relative_wording_gives_a_move_that_slides_one_distance_where_the_slide_ends():
    """Playtest pa67: "You move pawn 1 forward 3 to square 13, 46 squares before your safety
    entry." then the slide "... to square 16, 43 squares before ...": the first, out of date
    one line later."""
    moved = PawnMoved(R, 1, 10, 13, Direction.FORWARD, 3, (11, 12), ())
    slide = SlideTaken(R, 1, B, 13, 16, ())
    lines = narrator(relative=True).events([moved, slide])
    assert lines[0] == "You move pawn 1 forward 3 to square 13."
    assert lines[1].endswith("to square 16, 43 squares before your safety entry.")
    # another pawn's slide after it is no reason to leave this one's distance out
    other = SlideTaken(B, 2, R, 58, 1, ())
    assert narrator(relative=True).events([moved, other])[0].endswith(
        "to square 13, 46 squares before your safety entry.")


def test_relative_wording_gives_one_distance_after_a_bump_a_sorry_or_a_swap_onto_a_slide():
    """Review rd70: a pawn landing on a slide's start bumps the pawn there before it slides,
    and a SORRY! or a swap onto one said the first distance too."""
    n = narrator(relative=True)
    slid = "to square 16, 43 squares before your safety entry."
    pos = parse_position("r r=10,S,S,S b=13,S,S,S")
    three = play_option(pos, legal_options(pos, Card.THREE)[0])
    assert [type(e).__name__ for e in three] == ["PawnMoved", "PawnBumped", "SlideTaken"]
    lines = n.events(three)
    assert lines[0] == "You move pawn 1 forward 3 to square 13." and lines[-1].endswith(slid)
    sorry = parse_position("r r=S,S,S,S b=13,S,S,S")
    lines = n.events(play_option(sorry, legal_options(sorry, Card.SORRY)[0]))
    assert lines[0] == "SORRY! Your pawn 1 leaves start and takes square 13."
    assert lines[-1].endswith(slid)
    swap = parse_position("r r=Z1,57,S,S b=13,S,S,S")
    lines = n.events(play_option(swap, legal_options(swap, Card.ELEVEN)[0]))
    assert lines[0] == ("You swap pawn 2 with Blue pawn 1: your pawn 2 is now on square 13, "
                        "and Blue pawn 1 on square 57, 17 squares before Blue's safety entry.")
    assert lines[1].endswith(slid)
    # brief says your own move in one sentence, as a bot's, with what follows it (re71;
    # playtest qf120: a line an event) and the one distance where the slide ends
    brief = narrator(verbosity=Verbosity.BRIEF, relative=True)
    assert brief.events(three) == ["You: pawn 1 to square 13, bumps Blue pawn 1, slides to "
                                   "square 16, 43 squares before your safety entry."]


def test_relative_wording_gives_no_distance_to_a_swapped_pawn_the_slide_then_sweeps():
    """Playtest pc69: "... and Yellow pawn 1 on square 40, 49 squares before Yellow's safety
    entry" for a pawn swept back to start a sentence later."""
    pos = parse_position("r r=16,H,H,H b=13,H,H,H")  # Red swaps onto 13, slides back to 16
    events = play_option(pos, legal_options(pos, Card.ELEVEN)[1])
    assert narrator(viewer=B, relative=True).events(events)[0] == (
        "Red swaps pawn 1 with your pawn 1: your pawn 1 is now on square 16, and Red pawn 1 "
        "on square 13.")
    brief = narrator(viewer=B, verbosity=Verbosity.BRIEF, relative=True)
    assert brief.events(events)[0].startswith(
        "Red: swaps pawn 1 onto square 13 with your pawn 1, which goes to square 16, then")
    # and as a hot seat's news says it again to Blue (review re71)
    from sorry_audio.narration.eventbrief import hits
    told = narrator(viewer=B, relative=True).hit_lines(hits(events))
    assert told[0].startswith("Red swaps pawn 1 with your pawn 1: your pawn 1 is now on square "
                              "16, and ") and told[1].startswith("Your pawn 1 on square 16 was")


def test_relative_wording_in_swaps_and_sorry():
    # As in the option chosen: the square taken with how far the pawn there was from its
    # owner's safety entry (Blue's is 14, Red's 59) and how far the taker's pawn now is.
    swap = PawnsSwapped(R, 1, B, 2, 12, 40)
    assert say(swap, relative=True) == [  # the playtest: each pawn's new square, own entry
        "You swap pawn 1 with Blue pawn 2: your pawn 1 is now on square 40, 19 squares "
        "before your safety entry, and Blue pawn 2 on square 12, 2 squares before Blue's "
        "safety entry."]
    assert say(swap) == ["You swap pawn 1 with Blue pawn 2: your pawn 1 is now on square 40, "
                         "and Blue pawn 2 on square 12."]
    swapped = PawnsSwapped(B, 2, R, 1, 40, 12)
    assert say(swapped, relative=True) == [  # where each pawn is now, from its own entry
        "Blue swaps pawn 2 with your pawn 1: your pawn 1 is now on square 40, 19 squares "
        "before your safety entry, and Blue pawn 2 on square 12, 2 squares before Blue's "
        "safety entry."]
    assert say(swapped, viewer=None, relative=True) == [
        "Blue swaps pawn 2 with Red pawn 1: Blue pawn 2 is now on square 12, 2 squares before "
        "Blue's safety entry, and Red pawn 1 on square 40, 19 squares before Red's safety "
        "entry."]
    sorry = SorryPlayed(R, 1, B, 2, 27)
    assert say(sorry, relative=True) == [  # the pawn taken: in the PawnBumped line that follows
        "SORRY! Your pawn 1 leaves start and takes square 27, 32 squares before your safety "
        "entry."]
    assert say(sorry) == ["SORRY! Your pawn 1 leaves start and takes square 27."]


def test_relative_wording_in_brief_swaps_and_sorry():
    # brief says where each pawn goes, like its moves: Red's squares from Red's entry
    brief = narrator(viewer=B, verbosity=Verbosity.BRIEF, relative=True)
    # a move onto a slide: the distance of where the pawn ends, once (playtest f6)
    slide = parse_position("r r=23,S,S,S b=S,S,S,S")
    five = legal_options(slide, Card.FIVE)[0]
    assert brief.events(play_option(slide, five)) == [
        "Red: pawn 1 to square 28, slides to square 31, 28 squares before Red's safety "
        "entry."]
    pos = parse_position("r r=20,S,S,Z4 b=13,S,S,S")
    swap = [o for o in legal_options(pos, Card.ELEVEN) if o.kind.value == "swap"][0]
    # the swap onto a slide: one distance for Red's pawn, where its slide ends (pa67, rd70)
    assert brief.events(play_option(pos, swap)) == [
        "Red: swaps pawn 1 onto square 13 with your pawn 1, which goes to square 20, 54 squares "
        "before your safety entry, then Red's pawn 1 slides to square 16, 43 squares before "
        "Red's safety entry."]
    yellow = narrator(viewer=Y, verbosity=Verbosity.BRIEF, relative=True)
    assert yellow.events(play_option(pos, swap)) == [
        "Red: swaps pawn 1 onto square 13 with Blue pawn 1, which goes to square 20, 54 squares "
        "before Blue's safety entry, then Red's pawn 1 slides to square 16, 43 squares before "
        "Red's safety entry."]
    pos = parse_position("r r=S,5,S,Z4 b=20,S,S,S")
    sorry = [o for o in legal_options(pos, Card.SORRY) if o.pawns == (1,)][0]
    assert brief.events(play_option(pos, sorry)) == [
        "Red: SORRY! pawn 1 from start takes square 20, 39 squares before Red's safety entry, "
        "bumps your pawn 1."]


def test_brief_tells_an_opponent_turn_in_one_sentence():
    pos = parse_position("b r=S,22,S,S b=S,20,S,S")
    option = legal_options(pos, Card.TWO)[1]  # pawn 2 forward 2 to 22, bumping red pawn 2
    events = [CardDrawn(B, Card.TWO, 40), *play_option(pos, option), ExtraDraw(B)]
    brief = narrator(verbosity=Verbosity.BRIEF)
    assert brief.events(events) == [
        "Blue: draws a 2, pawn 2 to square 22, bumps your pawn 2, draws again."]
    assert narrator().events(events) == [
        "Blue draws a 2.", "Blue moves pawn 2 forward 2 to square 22.",
        "Your pawn 2 on square 22 was bumped back to start by Blue.",
        "Blue drew a 2 and draws again."]


def test_brief_splits_a_seven_with_then_so_each_bump_belongs_to_its_pawn():
    """Joined by bare commas, a bot's 7 split left a playtester unsure which pawn bumped."""
    pos = parse_position("b r=S,24,S,S b=20,30,S,S")
    split = next(o for o in legal_options(pos, Card.SEVEN)
                 if [p.steps for p in o.parts] == [4, 3])  # pawn 1 onto 24, pawn 2 to 33
    events = [CardDrawn(B, Card.SEVEN, 40), *play_option(pos, split)]
    assert narrator(verbosity=Verbosity.BRIEF).events(events) == [
        "Blue: draws a 7, pawn 1 to square 24, bumps your pawn 2; then pawn 2 to square 33."]


def test_brief_says_an_a5065_sorry_with_no_one_to_take_moves_forward_4():
    """"Green: draws a SORRY!, pawn 1 to square 44" sounded like a SORRY! taking a square."""
    pos = parse_position("b r=H,H,H b=40,S,S rules=a5065")
    (forward,) = legal_options(pos, Card.SORRY)  # no Red pawn on the track to take
    events = [CardDrawn(B, Card.SORRY, 40), *play_option(pos, forward)]
    assert narrator(verbosity=Verbosity.BRIEF).events(events) == [
        "Blue: draws a SORRY!, played as forward 4, pawn 1 to square 44."]
    # playtest qb114: "Yellow: draws a SORRY!, pawn 2 home, making 2 of 3." was heard as a
    # bug by a player unsure of the a5065 rule
    pos = parse_position("b r=S,H,H b=Z2,H,40 rules=a5065")
    home = next(o for o in legal_options(pos, Card.SORRY) if o.result.pawns(B)[0] == HOME)
    events = [CardDrawn(B, Card.SORRY, 40), *play_option(pos, home)]
    assert narrator(verbosity=Verbosity.BRIEF).events(events, home.result) == [
        "Blue: draws a SORRY!, played as forward 4, pawn 1 home, making 2 of 3."]


def test_brief_holds_an_opponents_draw_until_its_play_is_told():
    pos = parse_position("b r=S,22,S,S b=S,20,S,S")
    option = legal_options(pos, Card.FIVE)[0]
    brief = narrator(verbosity=Verbosity.BRIEF)
    assert brief.events([TurnPassed(R, B), CardDrawn(B, Card.FIVE, 40)]) == []
    assert brief.events([*play_option(pos, option), TurnPassed(B, R)]) == [
        "Blue: draws a 5, pawn 2 to square 25.", "Your turn."]
    # Normal verbosity holds nothing back.
    normal = narrator()
    assert normal.events([CardDrawn(B, Card.FIVE, 40)]) == ["Blue draws a 5."]


def test_brief_keeps_the_viewers_own_lines_and_says_your_turn():
    events = [CardDrawn(Y, Card.THREE, 10),
              CardForfeited(Y, Card.THREE, ForfeitReason.NO_LEGAL_MOVE),
              TurnPassed(Y, G), CardDrawn(G, Card.ELEVEN, 9),
              CardForfeited(G, Card.ELEVEN, ForfeitReason.PASSED), TurnPassed(G, R),
              CardDrawn(R, Card.ONE, 8)]
    assert narrator(verbosity=Verbosity.BRIEF).events(events) == [
        "Ann: draws a 3, cannot move.", "Green: draws an 11, does not swap.", "Your turn.",
        "You draw a 1."]


def test_brief_sentence_names_slides_swaps_sorry_and_home():
    brief = narrator(viewer=B, verbosity=Verbosity.BRIEF)
    pos = parse_position("r r=S,5,S,Z4 b=20,S,S,S")
    opts = {o.kind.value + str(o.pawns): o for o in legal_options(pos, Card.SORRY)}
    sorry = play_option(pos, opts["sorry(1,)"])
    assert brief.events(sorry) == [
        "Red: SORRY! pawn 1 from start takes square 20, bumps your pawn 1."]
    pos = parse_position("r r=20,S,S,Z4 b=13,S,S,S")
    swap = [o for o in legal_options(pos, Card.ELEVEN) if o.kind.value == "swap"][0]
    assert brief.events(play_option(pos, swap)) == [
        "Red: swaps pawn 1 onto square 13 with your pawn 1, which goes to square 20, then "
        "Red's pawn 1 slides to square 16."]  # not "its", heard as Blue's (playtest f6)
    home = [o for o in legal_options(pos, Card.TWO) if o.pawns == (4,)][0]
    assert brief.events(play_option(pos, home)) == ["Red: pawn 4 home."]
    # with the position, the count, as a sighted player sees it (playtest f6)
    assert brief.events(play_option(pos, home), home.result) == ["Red: pawn 4 home, making 1 of 4."]
    near = parse_position("r r=H,H,Z3,Z2 b=13,S,S,S")  # a 7 taking two home: each its count
    split = [o for o in legal_options(near, Card.SEVEN) if o.pawns == (3, 4)][0]
    assert brief.events(play_option(near, split), split.result) == [
        "Red: pawn 3 home, making 3 of 4; then pawn 4 home."]
    yellow = narrator(viewer=Y, verbosity=Verbosity.BRIEF)  # a swap between two others
    assert yellow.events(play_option(pos, swap)) == [  # where the other pawn went, too
        "Red: swaps pawn 1 onto square 13 with Blue pawn 1, which goes to square 20, then Red's "
        "pawn 1 slides to square 16."]


def test_brief_says_when_a_slide_sweeps_the_movers_own_pawn():
    pos = parse_position("r r=20,22,S,S b=S,S,S,S")
    option = [o for o in legal_options(pos, Card.ONE) if o.pawns == (1,)][0]
    assert narrator(viewer=B, verbosity=Verbosity.BRIEF).events(play_option(pos, option)) == [
        "Red: pawn 1 to square 21, slides to square 25, sweeps its own pawn 2 back to start."]


def test_the_viewer_can_change_between_hot_seat_turns():
    n = narrator(viewer=R)
    event = CardDrawn(B, Card.EIGHT, 20)
    assert n.events([event]) == ["Blue draws an 8."]
    n.viewer = B
    assert n.events([event]) == ["You draw an 8."]


@pytest.mark.parametrize("verbosity", list(Verbosity), ids=lambda v: v.name)
def test_a_whole_random_game_is_narrated_at_every_verbosity(verbosity):
    game = Game([R, B, Y], seed=5)
    n = narrator(verbosity=verbosity)
    rng = random.Random(2)
    said = []
    while game.phase is not Phase.OVER and game.cards_drawn < 2000:
        events = game.draw()
        if game.phase is Phase.CHOOSE:
            events += game.choose(rng.randrange(game.option_count))
        lines = n.events(events)
        assert lines and all(line.strip() for line in lines)
        assert not any("{" in line or "}" in line for line in lines)
        said.extend(lines)
    assert game.winner is not None
    assert said[-1].startswith("You win!" if game.winner == R else NAMES[game.winner])


def test_the_winning_pawn_home_is_not_counted_again_before_the_win():
    lines = narrator().events([HomeReached(Y, 2, 3), HomeReached(Y, 4, 4), GameWon(Y, 90)])
    assert lines == ["Ann wins! All Ann's pawns are home."]
    assert narrator().events([HomeReached(Y, 4, 3)]) == ["Ann has 3 of 4 pawns home."]
    # out of the pawns the rules give each player (playtest aq42): 3 under a5065
    a5065 = parse_position("r r=H,H,10 y=H,H,S rules=a5065")
    assert narrator().events([HomeReached(Y, 2, 2)], a5065) == ["Ann has 2 of 3 pawns home."]


def hot_seat(viewer=R, verbosity=Verbosity.NORMAL) -> Narrator:
    """Red and Ann (Yellow) share the keyboard; Blue and Green are bots."""
    return Narrator(NAMES, viewer, NarrationSettings(verbosity), players=(R, Y))


def test_at_a_hot_seat_table_events_name_every_human_and_every_pawn_is_someones():
    n = hot_seat()
    lines = n.events([
        PawnBumped(R, 2, 27, B, 1, BumpCause.LANDING),
        PawnBumped(Y, 4, 38, B, 1, BumpCause.SLIDE),
        PawnBumped(B, 3, 27, R, 1, BumpCause.LANDING),
        PawnsSwapped(B, 2, R, 1, 40, 12),
        SlideTaken(B, 2, R, 58, 1, ()),
        SorryPlayed(R, 1, B, 2, 27),
        CardForfeited(R, Card.FOUR, ForfeitReason.NO_LEGAL_MOVE),
        TurnPassed(R, Y),
        GameWon(R, 87),
    ])
    assert lines == [
        "Red's pawn 2 on square 27 was bumped back to start by Blue.",
        "Ann's pawn 4 on square 38 was swept back to start by Blue sliding.",
        "Red bumps Blue's pawn 3 on square 27 back to start.",
        "Blue swaps pawn 2 with Red's pawn 1: Red's pawn 1 is now on square 40, and Blue's "
        "pawn 2 on square 12.",
        "Blue's pawn 2 slides down Red's slide from square 58 to square 1.",
        "SORRY! Red's pawn 1 leaves start and takes square 27.",
        "Red cannot use the 4: no pawn can move. The card is lost.",  # a person's, as yours
        # no "Ann's turn.": the game hands the keyboard over by name ("Your turn, Ann")
        "Red wins! All Red's pawns are home. Well played!",  # a person (qq135)
    ]
    assert hot_seat(verbosity=Verbosity.FULL).events(
        [PawnBumped(Y, 2, 27, B, 1, BumpCause.LANDING)]) == [
        "Ann's pawn 2 on square 27 was bumped back to start by Blue's pawn 1."]


def test_brief_at_a_hot_seat_table_keeps_the_players_own_lines_whole_but_named():
    pos = parse_position("b r=S,22,S,S b=S,20,S,S y=S,S,S,S")
    swap = [o for o in legal_options(pos, Card.ELEVEN) if o.kind.value == "swap"][0]
    brief = hot_seat(verbosity=Verbosity.BRIEF)
    assert brief.events([CardDrawn(B, Card.ELEVEN, 30)]) == []  # held for the play
    assert brief.events([*play_option(pos, swap), TurnPassed(B, Y)]) == [
        "Blue: draws an 11, swaps pawn 2 onto square 22 with Red's pawn 2, which goes to square "
        "20."]
    brief.viewer = Y  # Ann's turn: her own lines stay whole, in the third person
    assert brief.events([CardDrawn(Y, Card.FIVE, 29)]) == ["Ann draws a 5."]


def test_one_human_still_hears_you_and_colour_pawns_with_the_table_words():
    n = Narrator(NAMES, R, players=(R,))
    assert n.table() is n
    assert n.events([PawnBumped(R, 2, 27, B, 1, BumpCause.LANDING)]) == [
        "Your pawn 2 on square 27 was bumped back to start by Blue."]
    assert n.pawn(B, 1) == "Blue pawn 1"


def test_a_bots_turn_is_named_with_its_draw_not_before_the_pause():
    """The UI pauses between a turn's words and the next bot's draw; the bot's name goes
    after that pause, with its draw.  A human's turn is said at once."""
    n = Narrator(NAMES, R, bots=(B,), players=(R,))
    assert n.events([CardDrawn(R, Card.FOUR, 30), TurnPassed(R, B)]) == ["You draw a 4."]
    assert n.events([CardDrawn(B, Card.FIVE, 29)]) == ["Blue's turn.", "Blue draws a 5."]
    assert n.events([TurnPassed(B, R)]) == ["Your turn."]
    assert n.held_turn() is None
    n.events([TurnPassed(R, B)])
    assert n.held_turn() == "Blue's turn."  # what T may say meanwhile, so the UI says it once
    brief = Narrator(NAMES, R, NarrationSettings(Verbosity.BRIEF), bots=(B,), players=(R,))
    brief.events([TurnPassed(R, B)])
    assert brief.events([CardDrawn(B, Card.FIVE, 29)]) == []  # brief: the play says "Blue: ..."


def turn_lines(text: str, card: Card, pick, viewer=R, verbosity=Verbosity.NORMAL,
               relative=False) -> list[str]:
    """What ``viewer`` hears of the player to move drawing ``card`` and playing the option
    ``pick`` chooses (a predicate on the option's text as the mover would hear it)."""
    pos = parse_position(text)
    mover = Narrator({}, pos.to_move)
    option = next(o for o in legal_options(pos, card) if pick(mover.option_text(pos, o)))
    events = [CardDrawn(pos.to_move, card, 30), *play_option(pos, option)]
    return narrator(viewer, verbosity, relative).events(events)


BRIEF = Verbosity.BRIEF


def test_brief_sorry_says_which_pawn_came_out_of_start():
    # playtest g5: "Blue: draws a SORRY!, SORRY! takes square 28, ..." never named pawn 2
    assert turn_lines("b r=S,S,S,S b=10,S,S,S y=28,S,S,S", Card.SORRY, bool,
                      verbosity=BRIEF) == [
        "Blue: draws a SORRY!, pawn 2 from start takes square 28, bumps Ann's pawn 1, slides "
        "to square 31."]
    assert turn_lines("b r=S,S,S,S b=10,S,S,S y=28,S,S,S", Card.SORRY, bool)[1] == (
        "SORRY! Blue pawn 2 leaves start and takes square 28.")


def test_backward_moves_say_back_and_a_slide_to_the_same_square_says_so():
    # playtest g5: "pawn 3 to square 21, slides to square 25" from 25 sounded like progress
    green = "g r=S,S,S,S g=S,S,25,S"
    assert turn_lines(green, Card.FOUR, bool, verbosity=BRIEF) == [
        "Green: draws a 4, pawn 3 back 4 to square 21, slides to square 25, back where it was."]
    assert turn_lines(green, Card.FOUR, bool)[1:] == [
        "Green moves pawn 3 back 4 to square 21.",
        "Green pawn 3 slides down Blue's slide from square 21 to square 25, back where it was."]
    assert turn_lines(green, Card.FOUR, bool, verbosity=Verbosity.FULL)[2] == (
        "Green pawn 3 slides down Blue's long slide from square 21 to square 25, back where it "
        "was.")
    assert turn_lines("b r=S,S,S,S b=S,S,16,S", Card.TEN, lambda t: "back" in t,
                      verbosity=BRIEF) == ["Blue: draws a 10, pawn 3 back 1 to square 15."]
    # a forward move onto a slide says nothing more
    assert turn_lines("b r=S,S,S,S b=S,S,25,S y=S,S,S,S", Card.THREE, bool,
                      verbosity=BRIEF) == [
        "Blue: draws a 3, pawn 3 to square 28, slides to square 31."]


def test_a_swap_between_two_opponents_says_where_each_pawn_went():
    # playtest g5: "swaps pawn 1 onto square 27 with Green pawn 3." left Green's pawn unplaced
    lines = turn_lines("b r=S,S,S,S b=34,S,S,S g=27,S,S,S", Card.ELEVEN,
                       lambda t: t.startswith("swap"), verbosity=BRIEF)
    assert lines == ["Blue: draws an 11, swaps pawn 1 onto square 27 with Green pawn 3, which goes "
                     "to square 34."] or lines == [
        "Blue: draws an 11, swaps pawn 1 onto square 27 with Green pawn 1, which goes to square "
        "34."]
    assert turn_lines("b r=S,S,S,S b=34,S,S,S g=27,S,S,S", Card.ELEVEN,
                      lambda t: t.startswith("swap"))[1] == (
        "Blue swaps pawn 1 with Green pawn 1: Blue pawn 1 is now on square 27, and Green pawn "
        "1 on square 34.")


def test_your_own_swap_says_where_each_pawn_is_now_with_its_own_distance():
    # playtest d6: "You swap pawn 2 on square 48 with Yellow pawn 4 on square 39, 50 squares
    # before Yellow's safety entry and 20 squares before your safety entry." said nothing of
    # Yellow's new square, and 50 was square 39's distance for Yellow, before the swap
    pos = "r r=S,48,S,S y=S,S,S,39"
    assert turn_lines(pos, Card.ELEVEN, lambda t: t.startswith("swap"), verbosity=BRIEF,
                      relative=True)[1] == (  # one sentence, as a bot's (playtest qf120)
        "You: pawn 2 swapped onto square 39, 20 squares before your safety entry, with Ann's "
        "pawn 4, which goes to square 48, 41 squares before Ann's safety entry.")
    for verbosity in (Verbosity.NORMAL, Verbosity.FULL):
        assert turn_lines(pos, Card.ELEVEN, lambda t: t.startswith("swap"), verbosity=verbosity,
                          relative=True)[1] == (
            "You swap pawn 2 with Ann's pawn 4: your pawn 2 is now on square 39, 20 squares "
            "before your safety entry, and Ann's pawn 4 on square 48, 41 squares before "
            "Ann's safety entry.")


def test_a_sorry_gives_only_the_takers_distance_and_says_the_bump_once():
    # playtest d6: "takes square 12, 17 squares before Yellow's safety entry and 47 squares
    # before your safety entry" put the pawn bumped first; playtest p9 #8: the pawn taken
    # (going back to start) was given a distance, and the bump was said in two lines
    for verbosity in (Verbosity.NORMAL, Verbosity.FULL):
        assert turn_lines("r r=H,S,S,S y=12,S,S,S", Card.SORRY, bool, verbosity=verbosity,
                          relative=True)[1:] == [
            "SORRY! Your pawn 2 leaves start and takes square 12, 47 squares before your safety "
            "entry.",
            "You bump Ann's pawn 1 on square 12 back to start."]
        assert turn_lines("y r=20,S,S b=S,S,S y=S,S,S rules=a5065", Card.SORRY, bool,
                          viewer=B, verbosity=verbosity, relative=True)[1:] == [
            "SORRY! Ann's pawn 1 leaves start and takes square 20, 9 squares before Ann's "
            "safety entry.",
            "Ann bumps Red pawn 1 on square 20 back to start."]


def test_a5065_own_slide_past_the_safety_entry_is_said_in_the_slides_line():
    # playtest d6: a single option is played for you without its option text, and the line
    # "slides down your short slide from square 58 to square 1" did not say it cost a lap
    pos = "r r=57,S,S y=31,S,S rules=a5065"
    def pick(text):
        return "slides to square 1" in text
    assert turn_lines(pos, Card.ONE, pick, verbosity=Verbosity.NORMAL)[1:] == [
        "You move pawn 1 forward 1 to square 58.",
        "Your pawn 1 slides down your slide from square 58 to square 1, past your safety "
        "entry, 56 steps further from home than before the move."]
    assert turn_lines(pos, Card.ONE, pick, verbosity=BRIEF)[1:] == [  # one line (qf120)
        "You: pawn 1 to square 58, slides to square 1, past your safety entry, 56 steps "
        "further from home than before the move."]
    assert turn_lines(pos, Card.ONE, pick, verbosity=Verbosity.FULL)[2] == (
        "Your pawn 1 slides down your short slide from square 58 to square 1, past your safety "
        "entry, 56 steps further from home than before the move.")
    assert turn_lines(pos, Card.ONE, pick, viewer=Y, verbosity=BRIEF) == [
        "Red: draws a 1, pawn 1 to square 58, slides to square 1, past Red's safety entry, 56 "
        "steps further from home than before the move."]
    # out of START with a SORRY! there is nothing to lose, but the pawn is still past
    assert turn_lines("r r=S,S,S y=58,S,S rules=a5065", Card.SORRY, bool)[-1] == (
        "Your pawn 1 slides down your slide from square 58 to square 1, past your safety "
        "entry.")


def test_brief_says_sweeps_for_a_slide_as_the_other_verbosities_do():
    # playtest g5: "slides to square 46, bumps Blue pawn 2" where a sweep was meant
    assert turn_lines("r r=20,S,S,S b=S,S,S,S y=23,S,S,S", Card.ONE,
                      lambda t: "slides" in t, viewer=B, verbosity=BRIEF) == [
        "Red: draws a 1, pawn 1 to square 21, slides to square 25, sweeps Ann's pawn 1 back to "
        "start."]


def test_full_says_runs_of_squares_passed_as_ranges():
    # playtest d6: "passing 13, 14, 15, 16, 17, 18, 19, 20, 21, 22 and 23"
    full = Verbosity.FULL
    assert turn_lines("r r=12,S,S,S b=S,S,S,S", Card.TWELVE, bool, verbosity=full)[1] == (
        "You move pawn 1 forward 12 from square 12 to square 24, passing squares 13 to 23.")
    assert turn_lines("r r=50,S,S,S b=S,S,S,S", Card.TWELVE, bool, verbosity=full)[1] == (
        "You move pawn 1 forward 12 from square 50 to safety zone square 3, passing squares 51 "
        "to 59 and safety zone squares 1 and 2.")
    assert turn_lines("r r=Z1,S,S,S b=S,S,S,S", Card.THREE, bool, verbosity=full)[1] == (
        "You move pawn 1 forward 3 from safety zone square 1 to safety zone square 4, passing "
        "safety zone squares 2 and 3.")  # as the track's runs are said: one way for both
    # back, the squares one by one in the order passed; a run breaks where 60 meets 1
    assert turn_lines("r r=46,S,S,S b=S,S,S,S", Card.FOUR, bool, verbosity=full)[1] == (
        "You move pawn 1 back 4 from square 46 to square 42, passing squares 45, 44 and 43.")
    assert turn_lines("r r=2,S,S,S b=S,S,S,S", Card.FOUR, bool, verbosity=full)[1] == (
        "You move pawn 1 back 4 from square 2 to square 58, passing squares 1, 60 and 59.")
    # one list across the wrap, not "squares 2 and 1 and square 60" (playtest u21)
    assert turn_lines("r r=3,S,S,S b=S,S,S,S", Card.FOUR, bool, verbosity=full)[1] == (
        "You move pawn 1 back 4 from square 3 to square 59, your safety entry, passing squares "
        "2, 1 and 60.")  # (the entry as the options name it: playtest pe77)
    assert turn_lines("b r=S,S,S,S b=55,S,S,S", Card.EIGHT, bool, verbosity=full)[1] == (
        "Blue moves pawn 1 forward 8 from square 55 to square 3, passing squares 56 to 60 and "
        "squares 1 and 2.")
    # pawns jumped are still named
    assert turn_lines("r r=12,S,S,S b=S,S,S,S y=20,S,S,S", Card.TWELVE, bool,
                      verbosity=full)[1] == (
        "You move pawn 1 forward 12 from square 12 to square 24, passing squares 13 to 23, "
        "jumping Ann's pawn 1.")


def test_a_card_lost_with_every_pawn_in_start_says_which_cards_bring_one_out():
    # playtest d6: "You cannot use the 3: no pawn can move." taught a newcomer nothing
    from rigging import stacked_game

    game = stacked_game("r r=S,S,S,S b=S,S,S,S", [Card.THREE, Card.FOUR])
    events = game.draw()
    assert narrator(viewer=R).events(events, game.position)[1] == (
        "You cannot use the 3: all your pawns are in start, and only a 1 or a 2 brings one "
        "out, or a SORRY! once an opponent's pawn is on the track. The card is lost.")
    # (playtest qa113: "only a 1 or a 2" alone, the first rule a newcomer hears, taught
    # that a SORRY! never brings one out)
    # a bot's lost card: the fact, not the lesson, which every bot's turn would repeat
    blue = game.draw()
    assert narrator(viewer=R).events(blue, game.position)[1] == (
        "Blue cannot use the 4: all Blue's pawns are in start.")
    # at a hot-seat table Blue is a person too, named, and hears the lesson
    seat = Narrator({R: "Red", B: "Bo"}, R, players={R, B})
    assert seat.events(blue, game.position)[1] == (
        "Bo cannot use the 4: all Bo's pawns are in start, and only a 1 or a 2 brings one out, "
        "or a SORRY! once an opponent's pawn is on the track. The card is lost.")
    # an opponent's pawn on the track: a SORRY! would bring one out too (playtest e5 heard
    # "only a 1 or a 2" as a rule while Yellow's pawn stood on square 40)
    game = stacked_game("r r=S,S,S,S y=40,S,S,S", [Card.SEVEN])
    assert narrator(viewer=R).events(game.draw(), game.position)[1] == (
        "You cannot use the 7: all your pawns are in start, and only a 1, a 2 or a SORRY! "
        "brings one out. The card is lost.")
    # a5065: every forward card but the 4 brings a pawn out, so the 4 is named
    game = stacked_game("r r=S,S,S b=S,S,S rules=a5065", [Card.FOUR])
    assert narrator(viewer=R).events(game.draw(), game.position)[1] == (
        "You cannot use the 4: all your pawns are in start, and a 4 cannot bring one out. The "
        "card is lost.")
    # with pawns home, the rest all in start: "not yet home", which is still true
    game = stacked_game("r r=S,S,H,H b=S,S,S,S", [Card.FIVE])
    assert narrator(viewer=R).events(game.draw(), game.position)[1] == (
        "You cannot use the 5: all your pawns not yet home are in start, and only a 1 or a 2 "
        "brings one out, or a SORRY! once an opponent's pawn is on the track. The card is "
        "lost.")
    # a pawn on the board that cannot move: why (below); without a position, the plain words
    game = stacked_game("r r=S,S,S,Z4 b=S,S,S,S", [Card.THREE, Card.THREE])
    events = game.draw()
    n = narrator(viewer=R)
    assert n.events(events, game.position)[1] == (
        "You cannot use the 3: pawn 4 is 2 steps from home, and HOME needs the exact count; "
        "the pawns in start need a 1 or a 2, or a SORRY! once an opponent's pawn is on the "
        "track. The card is lost.")  # (playtest qc116: the lesson in this line too, once)
    game._set(game.position.locs, R)
    assert n.events(game.draw(), game.position)[1] == (
        "You cannot use the 3: pawn 4 is 2 steps from home, and HOME needs the exact count; "
        "the pawns in start need a 1 or a 2. The card is lost.")
    game = stacked_game("r r=S,S,S,S b=S,S,S,S", [Card.THREE])
    assert narrator(viewer=R).events(game.draw())[1] == (
        "You cannot use the 3: no pawn can move. The card is lost.")


def test_a_bots_move_names_the_bots_own_jumped_pawns_with_their_owner():
    # playtest p9 #2: "Blue moves pawn 3 ..., jumping pawn 1 and pawn 2." was heard as the
    # listener's pawns 1 and 2, who had pawns 1 and 2 on the board too
    moved = PawnMoved(B, 3, 19, 31, Direction.FORWARD, 12, tuple(range(20, 31)),
                      ((B, 1), (B, 2)))
    assert say(moved, verbosity=Verbosity.FULL) == [
        "Blue moves pawn 3 forward 12 from square 19 to square 31, passing squares 20 to 30, "
        "jumping Blue's own pawns 1 and 2."]
    mixed = PawnMoved(B, 3, 19, 31, Direction.FORWARD, 12, tuple(range(20, 31)),
                      ((B, 1), (R, 2), (B, 4)))
    assert say(mixed, verbosity=Verbosity.FULL) == [
        "Blue moves pawn 3 forward 12 from square 19 to square 31, passing squares 20 to 30, "
        "jumping Blue's own pawns 1 and 4 and your pawn 2."]
    # a hot-seat table names the owner as everywhere else there
    assert hot_seat(verbosity=Verbosity.FULL).events([PawnMoved(
        Y, 3, 27, 35, Direction.FORWARD, 8, tuple(range(28, 35)), ((Y, 2), (R, 1)))]) == [
        "Ann moves pawn 3 forward 8 from square 27 to square 35, passing squares 28 to 34, "
        "jumping Ann's own pawn 2 and Red's pawn 1."]


def test_another_players_a5065_sorry_that_moves_forward_says_why():
    # playtest p9 #5: "Yellow draws SORRY!" then "Yellow moves pawn 3 forward 4 ..." bumped
    # the listener's pawn with no reason given; the player's own list says it
    pos = parse_position("y r=24,S,S b=S,S,S y=H,H,20 rules=a5065")
    (forward,) = legal_options(pos, Card.SORRY)
    events = play_option(pos, forward)
    for verbosity in (Verbosity.NORMAL, Verbosity.FULL):
        n = narrator(verbosity=verbosity)
        n.events([CardDrawn(Y, Card.SORRY, 30)])  # the UI tells the draw in a call of its own
        lines = n.events(events, forward.result)
        if verbosity is Verbosity.NORMAL:
            assert lines == [
                "Ann has no pawn in start, so the SORRY! moves Ann's pawn 3 forward 4 to "
                "square 24.",
                "Your pawn 1 on square 24 was bumped back to start by Ann."]
        else:
            assert lines == [
                "Ann has no pawn in start, so the SORRY! moves Ann's pawn 3 forward 4 from "
                "square 20 to square 24, passing squares 21 to 23.",
                "Your pawn 1 on square 24 was bumped back to start by Ann's pawn 3."]
    # a pawn in start, but no one to take
    pos = parse_position("b r=H,H,H b=40,S,S rules=a5065")
    (forward,) = legal_options(pos, Card.SORRY)
    n = narrator(viewer=Y)
    assert n.events([CardDrawn(B, Card.SORRY, 30), *play_option(pos, forward)],
                    forward.result)[1:] == [
        "Blue has no one to take, so the SORRY! moves Blue pawn 1 forward 4 to square 44."]
    # the player's own: the option list said why already
    assert narrator(viewer=B).events([CardDrawn(B, Card.SORRY, 30), *play_option(pos, forward)],
                                     forward.result)[1:] == [
        "You move pawn 1 forward 4 to square 44."]
    # any other card's forward 4 (a 7 split) is a plain move
    n.events([CardDrawn(B, Card.SEVEN, 29)])
    assert n.events([PawnMoved(B, 1, 44, 48, Direction.FORWARD, 4, (45, 46, 47), ())],
                    forward.result) == ["Blue moves pawn 1 forward 4 to square 48."]


def _lost(position: str, card: Card, **settings) -> list[str]:
    """What the player hears as ``card`` is drawn at ``position`` and cannot be used."""
    from rigging import stacked_game

    game = stacked_game(position, [card])
    return narrator(viewer=R, **settings).events(game.draw(), game.position)


def test_a_forward_card_lost_near_home_says_home_needs_the_exact_count():
    """Playtest e5: "You cannot use the 12: no pawn can move." with a pawn on square 56
    never said why; the rule is taught when it bites, and only then."""
    assert _lost("r r=56,S,S,S b=S,S,S,S", Card.TWELVE)[1] == (
        "You cannot use the 12: pawn 1 is 9 steps from home, and HOME needs the exact count; "
        "the pawns in start need a 1 or a 2, or a SORRY! once an opponent's pawn is on the "
        "track. The card is lost.")  # (and why none came out:
    # playtest j10)
    assert _lost("r r=Z4,Z2,H,H b=S,S,S,S", Card.FIVE)[1] == (
        "You cannot use the 5: pawns 1 and 2 are 2 and 4 steps from home, and HOME needs the "
        "exact count. The card is lost.")
    # a 7 with no room for a split, and an 11 with no pawn on the track to swap
    assert _lost("r r=Z4,Z2,H,H b=S,S,S,S", Card.SEVEN)[1].startswith(
        "You cannot use the 7: pawns 1 and 2 are 2 and 4 steps from home")
    assert _lost("r r=Z5,S,S,H b=40,S,S,S", Card.ELEVEN, verbosity=Verbosity.BRIEF) == [
        "You draw an 11 and cannot use it: pawn 1 is 1 step from home, and HOME needs the exact "
        "count."]  # playtest f6, at brief
    assert _lost("r r=56,S,S,S b=S,S,S,S", Card.ELEVEN)[1] == (  # no one to swap with, too
        "You cannot use the 11: no opponent pawn is on the track to swap with; pawn 1 would "
        "pass home; the pawns in start need a 1 or a 2, or a SORRY! once an opponent's pawn "
        "is on the track. The card is lost.")
    from sorry_audio.narration.eventtext import _exact_count
    room = parse_position("r r=Z1,Z4,H,H b=S,S,S,S")  # 5 and 2 steps: room for a split
    assert _exact_count(narrator(viewer=R), R, Card.SEVEN, room) is None
    # another cause: each pawn's (pawn 2 could move 3 but for pawn 1 in the way; u21)
    assert _lost("r r=Z4,Z1,H,H b=S,S,S,S", Card.THREE)[1] == (
        "You cannot use the 3: pawn 1 would pass home; pawn 2 would land on pawn 1. The "
        "card is lost.")
    # a bot's lost card: each pawn's reason too, without the lesson of what START needs
    assert _lost("b r=S,S,S,S b=12,S,S,S", Card.TWELVE)[1].endswith(
        "cannot use the 12: pawn 1 would pass home; pawns 2, 3 and 4 are in start.")


def test_brief_says_your_own_lost_card_in_one_short_line():
    # playtest q10 #8: at brief a bot's lost card was one line, the player's own four
    # printed lines at 40 columns; the lesson on which cards bring a pawn out stays at
    # normal and full
    pos = parse_position("b r=S,S,S,S b=S,S,S,S")
    events = [CardDrawn(R, Card.TWELVE, 30),
              CardForfeited(R, Card.TWELVE, ForfeitReason.NO_LEGAL_MOVE), TurnPassed(R, B)]
    assert narrator(verbosity=BRIEF).events(events, pos) == [
        "You draw a 12 and cannot use it: all your pawns are in start."]
    assert narrator().events(events, pos) == [
        "You draw a 12.",
        "You cannot use the 12: all your pawns are in start, and only a 1 or a 2 brings one "
        "out, or a SORRY! once an opponent's pawn is on the track. The card is lost.",
        "Blue's turn."]
    sorry = [CardDrawn(R, Card.SORRY, 30),
             CardForfeited(R, Card.SORRY, ForfeitReason.NO_PAWN_IN_START)]
    assert narrator(verbosity=BRIEF).events(sorry, pos) == [
        "You draw a SORRY! and cannot use it: no pawn in start."]
    # a declined swap is a choice, not a lost card: its own line
    passed = [CardDrawn(R, Card.ELEVEN, 30),
              CardForfeited(R, Card.ELEVEN, ForfeitReason.PASSED)]
    assert narrator(verbosity=BRIEF).events(passed, pos) == [
        "You draw an 11.", "You choose not to swap, and pass."]
    # at a hot-seat table the player's own line stays whole, in the third person
    assert hot_seat(verbosity=BRIEF).events(events, pos) == [
        "Red draws a 12 and cannot use it: all Red's pawns are in start."]


def _played(text: str, card: Card, pick) -> tuple[list, object]:
    """The events of the option ``pick`` chooses, played from the position ``text``."""
    pos = parse_position(text)
    option = next(o for o in legal_options(pos, card) if pick(o))
    return play_option(pos, option), option.result


def _steps(*steps: int):
    return lambda o: [p.steps for p in o.parts] == list(steps)


def test_another_players_split_seven_is_said_as_one_split_worded_as_its_option():
    """Playtests pa67, pc69: a bot's split 7 was two plain moves ("Blue moves pawn 1 ...
    Blue moves pawn 2 ..."), heard as two moves from one card."""
    events, after = _played("b r=S,S,S,S b=20,30,S,S", Card.SEVEN, _steps(4, 3))
    assert narrator().events([*events, TurnPassed(B, R)], after) == [
        "Blue splits the 7: pawn 1 forward 4 to square 24; then pawn 2 forward 3 to square "
        "33.", "Your turn."]
    # each half keeps its distance (Shift+W) and, at full, where it came from
    assert narrator(relative=True).events(events, after) == [
        "Blue splits the 7: pawn 1 forward 4 to square 24, 50 squares before Blue's safety "
        "entry; then pawn 2 forward 3 to square 33, 41 squares before Blue's safety entry."]
    assert narrator(verbosity=Verbosity.FULL).events(events, after) == [
        "Blue splits the 7: pawn 1 forward 4 from square 20 to square 24, passing squares 21 "
        "to 23; then pawn 2 forward 3 from square 30 to square 33, passing squares 31 and 32."]
    # at a hot-seat table, by name
    assert hot_seat().events(events, after) == [
        "Blue splits the 7: pawn 1 forward 4 to square 24; then pawn 2 forward 3 to square "
        "33."]


def test_a_split_seven_whose_first_half_bumps_says_who_moves_the_second_again():
    """The bump keeps its own line, between the halves; the second half names the player
    again, so "pawn 2" after "Your pawn 2 ... was bumped" is not heard as yours."""
    events, after = _played("b r=S,24,S,S b=20,30,S,S", Card.SEVEN, _steps(4, 3))
    assert narrator().events(events, after) == [
        "Blue splits the 7: pawn 1 forward 4 to square 24.",
        "Your pawn 2 on square 24 was bumped back to start by Blue.",
        "Then Blue moves pawn 2 forward 3 to square 33."]
    # a pawn home between the halves, and one that slides
    events, after = _played("b r=S,S,S,S b=Z4,6,S,S", Card.SEVEN, _steps(2, 5))
    assert narrator().events(events, after) == [
        "Blue splits the 7: pawn 1 forward 2 home.", "Blue has 1 of 4 pawns home.",
        "Then Blue moves pawn 2 forward 5 to square 11."]
    events, after = _played("b r=S,S,S,S b=35,1,S,S", Card.SEVEN, _steps(1, 6))
    assert narrator(relative=True).events(events, after) == [
        "Blue splits the 7: pawn 1 forward 1 to square 36.",
        "Blue pawn 1 slides down Ann's slide from square 36 to square 40, 34 squares before "
        "Blue's safety entry.",
        "Then Blue moves pawn 2 forward 6 to square 7, 7 squares before Blue's safety entry."]


def test_your_own_split_seven_is_said_as_a_split_too():
    events, after = _played("r r=20,30,S,S b=S,S,S,S", Card.SEVEN, _steps(4, 3))
    assert narrator().events(events, after) == [
        "You split the 7: pawn 1 forward 4 to square 24; then pawn 2 forward 3 to square 33."]
    # brief: one sentence, as a bot's turn (playtest qf120: four lines for a split chosen)
    assert narrator(verbosity=Verbosity.BRIEF).events(events, after) == [
        "You: pawn 1 to square 24; then pawn 2 to square 33."]
    events, after = _played("r r=20,30,S,S b=24,S,S,S", Card.SEVEN, _steps(4, 3))
    assert narrator().events(events, after) == [
        "You split the 7: pawn 1 forward 4 to square 24.",
        "You bump Blue pawn 1 on square 24 back to start.",
        "Then you move pawn 2 forward 3 to square 33."]


def test_two_moves_of_two_cards_are_not_a_split():
    """Two moves in one call, a card drawn between them: each its own move line."""
    five = [PawnMoved(B, 1, 20, 25, Direction.FORWARD, 5, (21, 22, 23, 24), ())]
    two = [PawnMoved(B, 2, 30, 32, Direction.FORWARD, 2, (31,), ())]
    assert narrator().events([CardDrawn(B, Card.FIVE, 30), *five, ExtraDraw(B),
                              CardDrawn(B, Card.TWO, 29), *two]) == [
        "Blue draws a 5.", "Blue moves pawn 1 forward 5 to square 25.",
        "Blue drew a 2 and draws again.", "Blue draws a 2.",
        "Blue moves pawn 2 forward 2 to square 32."]


def test_one_slide_that_sweeps_two_pawns_says_them_in_one_line():
    """Playtest pa67: two sweeps of one slide were two lines, each "Sliding, you sweep"."""
    forward = lambda o: o.kind.value == "forward" and o.pawns == (1,)  # noqa: E731
    events, after = _played("r r=31,S,S,S b=37,S,S,S y=39,S,S,S", Card.FIVE, forward)
    assert narrator().events(events, after)[-1] == (
        "Sliding, you sweep Blue pawn 1 on square 37 and Ann's pawn 1 on square 39 back to "
        "start.")
    events, after = _played("r r=31,38,S,S b=37,S,S,S", Card.FIVE, forward)
    assert narrator().events(events, after)[-1] == (
        "Sliding, you sweep Blue pawn 1 on square 37 and your own pawn 2 on square 38 back to "
        "start.")
    # another's slide: your pawn leads, as its own line would
    events, after = _played("g r=39,S,S,S y=37,S,S,S g=31,38,S,S", Card.FIVE, forward)
    assert narrator().events(events, after)[-1] == (
        "Your pawn 1 on square 39, Ann's pawn 1 on square 37 and Green's own pawn 2 on "
        "square 38 were swept back to start by Green sliding.")
    assert narrator(viewer=B).events(events, after)[-1] == (
        "Sliding, Green sweeps Ann's pawn 1 on square 37, Green's own pawn 2 on square 38 and "
        "Red pawn 1 on square 39 back to start.")
    assert narrator(verbosity=Verbosity.BRIEF).events(events, after) == [
        "Green: pawn 1 to square 36, slides to square 40, sweeps Ann's pawn 1, its own pawn 2 "
        "and your pawn 1 back to start."]
    # at a hot-seat table both humans' pawns lead, each named
    assert hot_seat().events(events, after)[-1] == (
        "Ann's pawn 1 on square 37, Red's pawn 1 on square 39 and Green's own pawn 2 on "
        "square 38 were swept back to start by Green sliding.")


def _played_lines(position: str, card: Card, index: int = 0, viewer=R, **settings) -> list[str]:
    """What ``viewer`` (alone against bots) hears of the player to move at ``position``
    drawing ``card`` and playing option ``index``, with the position after it."""
    from rigging import stacked_game

    game = stacked_game(position, [card], under=[Card.FOUR] * 3)
    n = Narrator({}, viewer, NarrationSettings(**settings), players=(viewer,),
                 bots=[c for c in Colour if c != viewer])
    said = n.events(game.draw(), game.position)
    return said + n.events(game.choose(index), game.position)


def test_a_move_says_where_it_stops_as_the_option_did():
    """Playtest pe77: a move played for the player ("Only one option: played for you.")
    dropped what its option said: the pawn's own safety entry, and its own slide where it
    does not slide.  The triangle to anyone (a listener waits for the slide), the entry
    only to the player whose move it is (a bot's line kept short)."""
    assert _played_lines("r r=57,H,H,H b=S,S,S,S", Card.TWO)[1] == (
        "You move pawn 1 forward 2 to square 59, your safety entry.")
    assert _played_lines("r r=2,S,S,S b=S,S,S,S", Card.FOUR)[1] == (
        "You move pawn 1 back 4 to square 58, your own slide: no slide.")
    assert _played_lines("r r=56,S,S,S b=58,S,S,S", Card.SORRY)[1] == (
        "SORRY! Your pawn 2 leaves start and takes square 58, your own slide: no slide.")
    assert _played_lines("r r=56,S,S,S b=59,S,S,S", Card.SORRY)[1] == (
        "SORRY! Your pawn 2 leaves start and takes square 59, your safety entry.")
    assert _played_lines("r r=52,30,H,H b=S,S,S,S", Card.SEVEN, 7)[1] == (
        "You split the 7: pawn 1 forward 6 to square 58, your own slide: no slide; then pawn 2 "
        "forward 1 to square 31.")
    assert _played_lines("b r=S,S,S,S b=19,H,H,H", Card.TWO)[1] == (
        "Blue moves pawn 1 forward 2 to square 21, Blue's own slide: no slide.")
    assert _played_lines("b r=S,S,S,S b=12,H,H,H", Card.TWO)[1] == (
        "Blue moves pawn 1 forward 2 to square 14.")  # a bot's entry: not said
    # brief: the player's own play in one sentence, as a bot's (playtest qf120), with the
    # landing's asides (review rz125: a move played for the player said no more why)
    assert _played_lines("r r=57,H,H,H b=S,S,S,S", Card.TWO, verbosity=BRIEF)[1] == (
        "You: pawn 1 to square 59, your safety entry, draw again.")  # the 2's, in the
    # same sentence, as a bot's "draws again" (playtest qi123)
    assert _played_lines("r r=1,H,H,H b=S,S,S,S", Card.FIVE, verbosity=BRIEF)[1] == (
        "You: pawn 1 to square 6, your own slide: no slide.")
    # at a hot seat too, where no one is "you" (review rz127)
    hot = Narrator({R: "An", B: "Mary"}, R, NarrationSettings(BRIEF), players=(R, B))
    pos = parse_position("r r=1,H,H,H b=S,S,S,S")
    (five,) = legal_options(pos, Card.FIVE)
    assert hot.events([*play_option(pos, five), TurnPassed(R, B)], five.result)[0] == (
        "An: pawn 1 to square 6, An's own slide: no slide.")
    assert _played_lines("b r=S,S,S,S b=19,H,H,H", Card.TWO, verbosity=BRIEF) == [
        "Blue: draws a 2, pawn 1 to square 21, draws again."]


def test_full_verbosity_says_no_slide_after_the_squares_passed():
    """Review rh84: at full verbosity "to square 21, your own slide: no slide, passing
    squares 20" read as if the slide passed them: the triangle's aside comes after the
    squares passed, parted by a semicolon."""
    assert _played_lines("r r=2,S,S,S b=S,S,S,S", Card.FOUR, verbosity=Verbosity.FULL)[1] == (
        "You move pawn 1 back 4 from square 2 to square 58, passing squares 1, 60 and 59; "
        "your own slide: no slide.")
    assert _played_lines("b r=S,S,S,S b=19,H,H,H", Card.TWO, verbosity=Verbosity.FULL)[1] == (
        "Blue moves pawn 1 forward 2 from square 19 to square 21, passing square 20; Blue's "
        "own slide: no slide.")
    assert _played_lines("r r=52,30,H,H b=S,S,S,S", Card.SEVEN, 7,
                         verbosity=Verbosity.FULL)[1] == (
        "You split the 7: pawn 1 forward 6 from square 52 to square 58, passing squares 53 "
        "to 57; your own slide: no slide; then pawn 2 forward 1 from square 30 to square 31.")
