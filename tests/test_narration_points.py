"""The Point Score game in words (rules spec 7): cards played and discarded from the hand,
refills named only to their owner, "play again", the points, and the hand itself."""

from __future__ import annotations

import random
import re

import pytest

from sorry_audio.audio.cues import Cue, cues_for_events
from sorry_audio.core import (
    Card,
    Colour,
    Game,
    IllegalMoveError,
    Phase,
    PointScoreGame,
    RandomPlayer,
    parse_position,
    score_game,
)
from sorry_audio.core.events import CardDiscarded, CardPlayed, ExtraDraw, HandFilled
from sorry_audio.core.moves import legal_options
from sorry_audio.narration import DEFAULT_CATALOG, NarrationSettings, Narrator, Verbosity

R, B, Y = Colour.RED, Colour.BLUE, Colour.YELLOW
NAMES = {R: "Red", B: "Blue", Y: "Ann"}
BRIEF, NORMAL, FULL = Verbosity.BRIEF, Verbosity.NORMAL, Verbosity.FULL
C = Card


def narrator(verbosity: Verbosity = NORMAL, points: bool = True, **kw) -> Narrator:
    """Red is the human at the keyboard, Blue a bot."""
    kw.setdefault("players", (R,))
    kw.setdefault("bots", (B,))
    return Narrator(NAMES, kw.pop("viewer", R), NarrationSettings(verbosity), points=points,
                    **kw)


def game(position: str, hand: list[Card], pile: list[Card] | None = None,
         colours: tuple[Colour, ...] = (R, B)) -> PointScoreGame:
    """A game from ``position`` with the mover's hand (and the top of the pile) rigged."""
    g = PointScoreGame(colours, seed=1, position=parse_position(position))
    g.hands[g.to_move] = list(hand)
    if pile is not None:
        g.deck.pile.extend(reversed(pile))  # the first listed is drawn first
    return g


def play(position: str, hand: list[Card], pile: list[Card] | None = None, index: int = 0,
         option: int = 0) -> tuple[PointScoreGame, list]:
    """Pick hand card ``index`` and play its ``option`` (or, with none usable, discard it)."""
    g = game(position, hand, pile)
    events = g.pick(index)
    if g.phase is Phase.CHOOSE:
        events += g.choose(option)
    return g, events


def said(verbosity: Verbosity, position: str, hand: list[Card], pile=None, index: int = 0,
         **kw) -> list[str]:
    g, events = play(position, hand, pile, index)
    return narrator(verbosity, **kw).events(events, g.position)


RED_PLAYS = ("r r=S,S,S,4 b=S,S,S,19", [C.THREE, C.ONE, C.FOUR, C.TEN, C.SORRY], [C.TWELVE])
BLUE_PLAYS = ("b r=S,S,S,4 b=S,S,S,19", [C.FIVE, C.ONE, C.FOUR, C.TEN, C.SORRY], [C.TWELVE])
STUCK = [C.THREE, C.EIGHT, C.FOUR, C.TEN, C.FIVE]  # nothing leaves START, nothing moves


# --- events --------------------------------------------------------------------------

def test_the_viewer_hears_the_card_played_and_the_card_drawn_at_every_verbosity():
    assert said(NORMAL, *RED_PLAYS) == [
        "You play a 3.", "You move pawn 4 forward 3 to square 7.", "You draw a 12."]
    assert said(BRIEF, *RED_PLAYS) == [  # the play in one sentence (playtest qf120)
        "You play a 3.", "You: pawn 4 to square 7.", "You draw a 12."]
    # a 2's turn again ends that sentence, in the Point Score game's words (qi123)
    from sorry_audio.core.moves import play_option
    pos = parse_position("r r=10,S,S,S b=S,S,S,S")
    two = legal_options(pos, C.TWO)[0]
    assert narrator(BRIEF).events([*play_option(pos, two), ExtraDraw(R)], two.result) == [
        "You: pawn 2 out of start, play again."]
    assert said(FULL, *RED_PLAYS) == [
        "You play a 3.",
        "You move pawn 4 forward 3 from square 4 to square 7, passing squares 5 and 6.",
        "You draw a 12. 35 cards left in the pile."]


def test_the_bots_turn_is_held_for_its_play_as_in_the_drawing_game():
    g, events = play(*RED_PLAYS)
    n = narrator()
    n.events(events, g.position)
    assert n.held_turn() == "Blue's turn."
    g2 = game("b " + RED_PLAYS[0][2:], [C.FIVE] * 5)
    blue = g2.pick(0) + g2.choose(0)
    assert n.events(blue, g2.position)[:2] == ["Blue's turn.", "Blue plays a 5."]


def test_a_bots_card_is_heard_but_its_refill_only_at_full_and_never_named():
    assert said(NORMAL, *BLUE_PLAYS) == [
        "Blue plays a 5.", "Blue moves pawn 4 forward 5 to square 24.", "Your turn."]
    assert said(FULL, *BLUE_PLAYS) == [
        "Blue plays a 5.",
        "Blue moves pawn 4 forward 5 from square 19 to square 24, passing squares 20 to 23.",
        "Blue draws a card. 35 cards left in the pile.", "Your turn."]
    # brief: one line for the bot's turn, the card it played named
    assert said(BRIEF, *BLUE_PLAYS) == ["Blue: plays a 5, pawn 4 to square 24.", "Your turn."]
    assert not any("12" in line for v in Verbosity for line in said(v, *BLUE_PLAYS))


def test_with_no_usable_card_the_discard_is_said_and_the_new_card_only_to_its_owner():
    red = ("r r=S,S,S,S b=S,S,S,19", STUCK, [C.SEVEN])
    assert game(*red).usable() == ()
    for v in (BRIEF, NORMAL):
        # the draw said once, naming the card (playtest w13: "and draw a card", then again)
        assert said(v, *red, index=1) == ["You discard an 8.", "You draw a 7."]
    assert said(FULL, *red, index=1)[-1] == "You draw a 7. 35 cards left in the pile."
    blue = ("b r=S,S,S,4 b=S,S,S,S", STUCK, [C.SEVEN])
    assert said(NORMAL, *blue, index=1) == ["Blue can use no card, and discards an 8.",
                                            "Your turn."]
    assert said(BRIEF, *blue, index=1) == ["Blue: can use no card, discards an 8.",
                                           "Your turn."]
    assert said(FULL, *blue, index=1) == ["Blue can use no card, and discards an 8.",
                                          "Blue draws a card. 35 cards left in the pile.",
                                          "Your turn."]


def test_a_two_plays_again():
    red = ("r r=S,S,S,4 b=S,S,S,19", [C.TWO, C.ONE, C.FOUR, C.TEN, C.SORRY], [C.FIVE])
    assert said(NORMAL, *red) == ["You play a 2.", "You move pawn 1 out of start onto square 1.",
                                  "You draw a 5.", "You play again."]
    blue = ("b r=S,S,S,4 b=S,S,S,19", [C.TWO, C.ONE, C.FOUR, C.TEN, C.SORRY], [C.FIVE])
    assert said(NORMAL, *blue) == ["Blue plays a 2.",
                                   "Blue moves pawn 1 out of start onto square 16.",
                                   "Blue plays again."]
    assert said(BRIEF, *blue) == ["Blue: plays a 2, pawn 1 out of start, plays again."]


def test_a_reshuffle_inside_a_bots_turn_leaves_no_empty_sentence_in_brief():
    g = game(BLUE_PLAYS[0], [C.FIVE] * 5)
    g.deck.discards.extend(g.deck.pile)
    g.deck.pile.clear()
    events = g.pick(0) + g.choose(0)
    assert narrator(BRIEF).events(events, g.position) == [
        "Blue: plays a 5, pawn 4 to square 24.",
        "The discards are shuffled into a new draw pile of 36 cards.", "Your turn."]


WIN = "r r=H,H,H,Z5 b=H,S,S,19"
RED_85 = ("You score 85: 20 points for your 4 pawns HOME, 15 points for the 3 opponent pawns "
          "not HOME, and a bonus of 50 (no opponent has more than one pawn HOME).")


def test_the_points_follow_the_win_winner_first():
    hand = [C.ONE, C.FOUR, C.FOUR, C.TEN, C.FIVE]
    for v in (NORMAL, FULL):
        assert said(v, WIN, hand)[-3:] == ["You win! All your pawns are home. Well played!", RED_85,
                                           "Blue scores 5: 1 pawn HOME."]
    assert said(BRIEF, WIN, hand)[-2:] == [RED_85, "Blue scores 5: 1 pawn HOME."]
    blue = said(NORMAL, "b r=H,S,S,19 b=H,H,H,Z5", hand)
    assert blue[-2:] == [
        "Blue scores 85: 20 points for Blue's 4 pawns HOME, 15 points for the 3 opponent pawns "
        "not HOME, and a bonus of 50 (no opponent has more than one pawn HOME).",
        "You score 5: 1 pawn HOME."]


@pytest.mark.parametrize(("others", "lines"), [
    ("b=H,S,S,S y=H,H,S,S",
     ["You score 70: 20 points for your 4 pawns HOME, 25 points for the 5 opponent pawns not "
      "HOME, and a bonus of 25 (no opponent has more than two pawns HOME).",
      "Ann scores 10: 2 pawns HOME.", "Blue scores 5: 1 pawn HOME."]),
    ("b=S,S,S,S",
     ["You score 140: 20 points for your 4 pawns HOME, 20 points for the 4 opponent pawns not "
      "HOME, and a bonus of 100 (no opponent pawn reached HOME).", "Blue scores 0: no pawn HOME."]),
    ("b=H,H,H,S",  # no bonus: the breakdown says why
     ["You score 25: 20 points for your 4 pawns HOME, 5 points for the 1 opponent pawn not "
      "HOME, and no bonus, as Blue has 3 pawns HOME.",
      "Blue scores 15: 3 pawns HOME."]),
])
def test_points_say_every_part_and_the_others_by_points(others, lines):
    pos = parse_position(f"r r=H,H,H,H {others}")
    assert narrator().points(score_game(pos, R), R) == lines


def test_totals_are_said_highest_first_and_by_name_at_a_hot_seat_table():
    assert narrator().totals({R: 35, B: 140}, 2) == "Totals after 2 games: Blue 140, you 35."
    assert narrator().totals({R: 85, B: 5}, 1) == "Totals after 1 game: you 85, Blue 5."
    shared = narrator(players=(R, Y))
    assert shared.totals({R: 35, Y: 140, B: 5}, 3) == "Totals after 3 games: Ann 140, Red 35, " \
                                                       "Blue 5."


def test_at_a_hot_seat_table_a_humans_refill_is_said_face_down_a_bots_not_at_all():
    """Playtest w13: "Red draws a 3." was said to the whole room at a hot-seat table."""
    g = game("y r=S,S,S,4 b=S,S,S,19 y=S,S,S,34", [C.FIVE] * 5, [C.TWELVE],
             colours=(R, B, Y))
    events = g.pick(0) + g.choose(0)
    lines = narrator(players=(R, Y)).events(events, g.position)
    assert "Ann draws a card." in lines and not any("12" in line for line in lines)
    g = game("b r=S,S,S,4 b=S,S,S,19 y=S,S,S,34", [C.FIVE] * 5, [C.TWELVE],
             colours=(R, B, Y))
    events = g.pick(0) + g.choose(0)
    assert not any("draws" in line for line in narrator(players=(R, Y)).events(events))


def test_cards_turned_face_up_sound_the_draw_cue_a_refill_makes_no_sound():
    assert cues_for_events([CardPlayed(R, C.SEVEN)], R) == [(Cue.DRAW, 0.0)]
    assert cues_for_events([CardDiscarded(B, C.EIGHT)], R) == [(Cue.DRAW, 0.0)]
    assert cues_for_events([HandFilled(B, (C.ONE,), 30, (C.ONE,) * 5)], R) == []


def test_a_whole_game_names_the_viewers_refills_and_never_a_bots():
    rng = random.Random(7)
    g = PointScoreGame((R, B, Y), rng=rng)
    player = RandomPlayer(rng)
    ns = {v: narrator(v, bots=(B, Y)) for v in Verbosity}
    heard: dict[Verbosity, list[str]] = {v: [] for v in Verbosity}
    refills = 0
    while g.phase is not Phase.OVER:
        events = g.pick(player.choose_card(g.view()))
        if g.phase is Phase.CHOOSE:
            events += g.choose(player.choose(g.view()))
        refills += sum(isinstance(e, HandFilled) and e.player is R for e in events)
        for v, n in ns.items():
            heard[v] += n.events(events, g.position)
    for lines in heard.values():
        assert all(line and "{" not in line and not line.endswith(": .") for line in lines)
        assert sum(line.startswith("You draw ") for line in lines) == refills
        # a bot's refill is never named: at most "Blue draws a card."
        assert not any(re.match(r"(Blue|Ann) draws (an? \d|a SORRY)", x) for x in lines)
        assert sum(line.startswith("You score") or " scores " in line for line in lines) == 3
    assert any(line.startswith("Blue draws a card. ") for line in heard[FULL])
    assert not any(line.startswith("Blue draws") for line in heard[NORMAL] + heard[BRIEF])


# --- the hand and the pick ---------------------------------------------------------------

def _counts(g: PointScoreGame) -> list[int]:
    return [len(g.hand_options(i)) for i in range(len(g.hand(g.to_move)))]


def test_the_hand_says_each_card_with_its_number_of_options():
    g = game(RED_PLAYS[0], RED_PLAYS[1])
    counts = _counts(g)
    assert counts == [1, 2, 1, 2, 1]  # the 1 enters a pawn too; the 10 goes back 1 too
    n = narrator()
    assert n.hand(g.position, g.hand(R), counts) == (
        "Your hand: 1, a 3 with 1 option; 2, a 1 with 2 options; 3, a 4 with 1 option; 4, a 10 "
        "with 2 options; 5, SORRY! with 1 option.")  # "with": not three numbers in a row (c3)
    assert n.hand(g.position, g.hand(R), [2, 1, 0, 5, 1]).startswith(
        "Your hand: 1, a 3 with 2 options; 2, a 1 with 1 option; 3, a 4 with no use; 4, a 10 "
        "with 5 options")
    assert n.hand_item(g.position, g.hand(R), counts, 1) == "2: a 1 with 2 options"
    assert n.hand_item(g.position, g.hand(R), [2, 1, 0, 5, 1], 2) == "3: a 4 with no use"
    assert n.hand(g.position, g.hand(R), None) == (
        "Your hand: 1, a 3; 2, a 1; 3, a 4; 4, a 10; 5, SORRY!")


def test_a_hand_with_no_usable_card_says_one_must_be_discarded():
    g = game("r r=S,S,S,S b=S,S,S,19", STUCK)
    counts = _counts(g)
    assert counts == [0] * 5
    n = narrator()
    assert n.hand(g.position, g.hand(R), counts) == (
        "Your hand: 1, a 3; 2, an 8; 3, a 4; 4, a 10; 5, a 5; no card can move a pawn: "
        "choose one to discard.")
    # said after the hand, which has just said that no card can move (playtest w13: twice)
    assert n.pick_prompt(5, False) == ("Press 1 to 5 to discard one; you then draw a card and "
                                       "your turn ends.")
    assert n.pick_prompt(5, True) == "Pick a card to play: 1 to 5."


def test_a_card_with_no_use_is_refused_in_words_while_another_has_one():
    g = game("r r=S,S,S,S b=S,S,S,19", [C.THREE, C.ONE, C.FOUR, C.TEN, C.FIVE])
    with pytest.raises(IllegalMoveError):
        g.pick(2)
    assert g.usable() == (1,)
    assert narrator().card_unusable(g.hand(R)[2]) == "The 4 has no use now: pick another card."


def test_the_hint_before_a_pick_names_the_card_and_keeps_the_hints_reasons():
    g = game(RED_PLAYS[0], [C.THREE, C.SEVEN, C.FOUR, C.TEN, C.TEN])
    n = narrator()
    pos = g.position
    for option in legal_options(pos, C.TEN):
        plain = n.hint(pos, option, 2)
        assert n.hand_hint(pos, g.hand(R), 3, option, 2) == plain.replace(
            "Hint: ", "Hint: play card 4, the 10: ", 1)
    win = parse_position("r r=H,H,H,Z5 b=H,S,S,19")
    option = legal_options(win, C.ONE)[0]
    assert n.hand_hint(win, [C.ONE], 0, option, 1) == (
        "Hint: play card 1, the 1: option 1, pawn 4 forward 1 home, wins the game.")
    assert n.hand_hint(pos, STUCK, 1, None, 0) == (
        "Hint: discard card 2, the 8: the cards you keep are worth more.")
    assert n.hand_hint(pos, [C.THREE, C.EIGHT, C.THREE], 2, None, 0) == (
        "Hint: discard card 3, the 3: you hold another 3.")


def test_the_hint_before_a_pick_weighs_the_move_against_the_whole_hand():
    """Playtest w13: every card of the hand had one option, and the hint said of its card
    "It is the only move"; it is the card's only move, not the hand's."""
    pos = parse_position("r r=S,S,S,4 b=S,S,S,S")  # one pawn out, nothing to bump
    hand = [C.THREE, C.FIVE, C.EIGHT, C.TWELVE, C.FOUR]
    n = narrator()
    option = legal_options(pos, C.FIVE)[0]
    assert len(legal_options(pos, C.FIVE)) == 1
    alone = n.hand_hint(pos, [C.FIVE], 0, option, 1)
    assert "only move" in alone  # the hand's one play is its only move
    text = n.hand_hint(pos, hand, 1, option, 1)
    assert text.startswith("Hint: play card 2, the 5: option 1, pawn 4 forward 5 to square 9")
    assert "only move" not in text


def test_a_move_of_another_card_the_hint_passes_up_is_named_by_its_card():
    """Playtest x14: "Option 1 would take pawn 1 home" named an option of another card by a
    number the player had never heard (the SORRY!'s own option 1 is the hinted one)."""
    pos = parse_position("r r=Z1,S,S,S b=20,S,S,S")
    sorry = legal_options(pos, C.SORRY)[0]
    assert narrator().hand_hint(pos, [C.FIVE, C.THREE, C.SORRY], 2, sorry, 1) == (
        "Hint: play card 3, the SORRY!: option 1, SORRY! pawn 2 from start takes square 20 "
        "from Blue pawn 1, which has 60 steps to go. It sends Blue pawn 1 back to start. Card 1, "
        "the 5, option 1 would "
        "take pawn 1 home, but pawn 1 is safe in your safety zone and can wait; this one gains "
        "15 squares more.")


def test_a_winner_with_no_bonus_hears_why():
    """Playtest x14: a bonus says why it is scored; its absence said nothing."""
    pos = parse_position("y r=H,H,H,S b=H,S,S,S y=H,H,H,H")
    assert narrator().points(score_game(pos, Y), Y)[0] == (
        "Ann scores 40: 20 points for Ann's 4 pawns HOME, 20 points for the 4 opponent pawns "
        "not HOME, and no bonus, as you have 3 pawns HOME.")


def test_a_sorry_passed_up_bumps_its_pawn_once():
    """Playtest y15: "would bump Blue pawn 1 and Blue pawn 1": a SORRY! is told by two events
    (the SORRY! played, the pawn bumped), and each added the pawn."""
    pos = parse_position("r r=S,S,S,10 b=20,S,S,S")
    three = legal_options(pos, C.THREE)[0]
    text = narrator().hand_hint(pos, [C.THREE, C.SORRY, C.SORRY], 0, three, 1)
    assert "Card 2, the SORRY!, option 1 would bump Blue pawn 1, but " in text
    assert text.count("Blue pawn 1") == 1


# --- T, K and C in the Point Score game -------------------------------------------------------

def test_the_turn_asks_for_a_card_from_the_hand():
    g = game(RED_PLAYS[0], RED_PLAYS[1])
    n = narrator()
    assert n.turn(g.position, None, True) == "Your turn: play a card from your hand."
    assert n.turn(g.position, None, True, again=True) == (
        "Your turn: you played a 2, so play another card from your hand.")
    g.pick(1)
    assert n.turn(g.position, g.card, False) == "Your turn: you have a 1 to play."
    blue = game(BLUE_PLAYS[0], BLUE_PLAYS[1])
    # not "Blue's turn.", the words that begin Blue's turn: T would seem to say nothing
    assert n.turn(blue.position, None, True) == "Blue's turn to play a card."
    blue.pick(0)
    assert n.turn(blue.position, blue.card, False) == (
        "Blue's turn to play a card.")  # still Blue's secret
    assert narrator(players=(R, Y)).turn(g.position, None, True) == (
        "Your turn, Red: play a card from your hand.")


def test_the_deck_counts_what_the_player_has_not_seen():
    g = game(RED_PLAYS[0], RED_PLAYS[1])
    unseen = g.unseen(R)
    assert sum(unseen.values()) == 40  # 45, less the player's own five
    text = narrator().deck(unseen, g.deck.discards)
    assert text.startswith("40 cards not yet seen, your own hand not counted: 1, with 5; ")
    assert "left" not in text and text.endswith("The discard pile is empty.")


def test_card_help_tells_the_ten_and_the_eleven_apart():
    """Review am38: no test held the 10's words to the 10 and the 11's to the 11."""
    pos = parse_position("r r=20,S,S,S b=30,S,S,S")
    n = narrator(points=False)
    assert n.card_help(C.TEN, pos).startswith("The 10: Move one pawn forward 10, or one pawn "
                                              "backward 1.")
    assert n.card_help(C.ELEVEN, pos).startswith("The 11: Move one pawn forward 11, or swap")


def test_card_help_says_a_two_plays_again_and_asks_for_a_pick():
    pos = game(*RED_PLAYS).position
    n = narrator()
    assert "Then play again." in n.card_help(C.TWO, pos)
    assert n.card_help(None, pos) == "No card picked yet: pick a card from your hand first."
    assert n.card_help(C.FIVE, pos) == narrator(points=False).card_help(C.FIVE, pos)


# --- nothing changes in the drawing game ------------------------------------------------------

def test_without_points_the_narrator_says_the_drawing_games_words():
    n = narrator(points=False)
    assert n.catalog is DEFAULT_CATALOG
    g = Game((R, B), seed=3)
    pos = g.position
    assert n.turn(pos, None, True) == "Your turn: draw a card."
    assert n.turn(pos, None, True, again=True) == "Your turn: you drew a 2, so draw again."
    assert n.card_help(None, pos) == "No card drawn yet. Draw a card first."
    assert "Then draw again." in n.card_help(C.TWO, pos)
    assert n.deck(g.unseen(R), []).startswith("45 cards to draw: ")
    rng = random.Random(5)
    player = RandomPlayer(rng)
    lines: list[str] = []
    again = False
    while g.phase is not Phase.OVER:
        events = g.draw()
        if g.phase is Phase.CHOOSE:
            events += g.choose(player.choose(g.view()))
        again = again or any(isinstance(e, ExtraDraw) for e in events)
        for v in Verbosity:
            lines += narrator(v, points=False).events(events, g.position)
    assert again and any("draw again" in x for x in lines)
    words = ("hand", "play again", "plays again", "not yet seen", "HOME", "score")
    assert not any(w in x for x in lines for w in words)
