"""The review cursor, the danger check and the history keys, through the app's keys."""

from __future__ import annotations

import asyncio

from rigging import stacked_game

from sorry_audio.audio import Cue
from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card, deck_cards
from sorry_audio.core.game import Phase
from sorry_audio.core.position import parse_position
from sorry_audio.narration.catalog import DEFAULT_CATALOG
from sorry_audio.ui.headless import Headless
from sorry_audio.ui.review import MARKS, SLIDE_SQUARES, ReviewCursor
from sorry_audio.ui.speaker import Speaker

say = DEFAULT_CATALOG.say


def run(body, position: str, cards=(Card.FOUR,)):
    async def main():
        async with Headless(seed=2) as h:
            await h.press("1")  # quick game: you are red, a bot is yellow
            h.app.session.game = stacked_game(position, cards, seed=1)
            await body(h, h.app.session)
    asyncio.run(main())


def test_cursor_starts_on_your_start_square_and_steps_square_by_square():
    async def body(h, s):
        n = s.narrator
        assert s.cursor.square == 1
        await h.press("right")
        assert s.cursor.square == 2 and h.spoken[-1] == n.square(s.position, 2)
        await h.press("left", "left")
        assert s.cursor.square == 60 and h.spoken[-1] == n.square(s.position, 60)
        await h.press("right")
        assert h.spoken[-1] == n.square(s.position, 1)
    run(body, "r r=12,S,S,S y=40,S,S,S")


def test_g_and_a_number_take_the_cursor_straight_to_that_square():
    """Square 33 was seven cursor keys away (playtest q10): G, 3, 3, Enter."""
    async def body(h, s):
        n = s.narrator
        await h.press("g")
        assert h.spoken[-1] == say("ui.goto.prompt", most=60)
        await h.press("3", "c-c", "n")  # Ctrl+C, then stay: the number goes on
        assert h.spoken[-1] == say("ui.staying_square")
        await h.press("3")
        assert h.app._prompt_text().endswith("33")
        await h.press("enter")
        assert s.cursor.square == 33 and h.spoken[-1] == n.square(s.position, 33)
        assert h.app.square_entry is None
        await h.press("right")  # the cursor goes on from there
        assert s.cursor.square == 34
    run(body, "r r=12,S,S,S y=40,S,S,S")


def test_while_a_square_is_typed_other_keys_say_what_to_type_and_change_nothing():
    async def body(h, s):
        await h.press("d")  # a 7: options wait; digits must not play them now
        assert s.game.option_count > 1
        await h.press("g", "7", "5", "enter")
        assert h.spoken[-1] == say("ui.goto.no_square", square=75, most=60)
        assert h.spoken[-1].endswith("then Enter. Escape cancels.")  # still typing (pi93)
        assert h.app.square_entry == [] and s.game.option_count > 1  # still typing
        await h.press("b")
        assert h.spoken[-1] == say("ui.goto.not_a_digit", most=60)
        await h.press("1", "2", "3")
        assert h.spoken[-1] == say("ui.goto.long", most=60)
        await h.press("backspace", "escape")
        assert h.spoken[-1] == say("ui.goto.cancelled") and h.app.square_entry is None
        assert s.cursor.square == 1 and s.game.option_count > 1  # nothing moved, nothing played
        await h.press("g", "enter")
        assert h.spoken[-1] == say("ui.goto.empty", most=60)
        await h.press("0", "enter")  # a 0 typed is no square, not nothing (playtest g7)
        assert h.spoken[-1] == say("ui.goto.no_square", square=0, most=60)
        await h.press("escape", "1")  # the digit plays option 1 again once G is done
        assert s.choices[:1] == [0]  # the 7 was played, as option 1
    run(body, "r r=12,20,S,S y=40,S,S,S", cards=(Card.SEVEN, Card.FOUR))


def test_cursor_jumps_to_pawns_both_ways():
    async def body(h, s):
        n = s.narrator
        await h.press("n")
        assert s.cursor.square == 12 and h.spoken[-1] == n.square(s.position, 12)
        assert "pawn 1" in h.spoken[-1]
        await h.press("n")
        assert s.cursor.square == 40 and "Yellow" in h.spoken[-1]
        await h.press("n")
        assert s.cursor.square == 12  # wraps round the track
        await h.press("N")
        assert s.cursor.square == 40
    run(body, "r r=12,S,S,S y=40,S,S,S")


def test_cursor_with_no_pawn_on_the_track_says_so_and_stays():
    async def body(h, s):
        await h.press("n")
        assert h.spoken[-1] == say("ui.no_pawns_on_track") and s.cursor.square == 1
        assert h.audio.played[-1] == (Cue.INVALID, 0.0)
    run(body, "r r=S,S,S,S y=S,S,S,S")


def test_cursor_jumps_to_slides_and_to_start_squares_and_safety_entries():
    async def body(h, s):
        n = s.narrator
        await h.press("l")
        assert s.cursor.square == 6 and h.spoken[-1] == n.square(s.position, 6)
        assert "slide" in h.spoken[-1].lower()
        await h.press("l")
        assert s.cursor.square == 13
        await h.press("L", "L")
        assert s.cursor.square == 58
        await h.press("e")
        assert s.cursor.square == 59  # red's safety entry
        await h.press("e")
        assert s.cursor.square == 1 and h.spoken[-1] == n.square(s.position, 1)
        await h.press("E")
        assert s.cursor.square == 59
        await h.press("right", "right", "right", "home")
        assert s.cursor.square == 1
    run(body, "r r=S,S,S,S y=S,S,S,S")


def test_the_cursor_never_changes_the_game():
    async def body(h, s):
        before = (s.position, s.game.phase, s.game.cards_drawn)
        await h.press("n", "l", "e", "right", "left", "home", "E", "L", "N")
        assert (s.position, s.game.phase, s.game.cards_drawn) == before
    run(body, "r r=12,S,S,S y=40,S,S,S")


def test_review_cursor_unit_seek():
    pos = parse_position("r r=12,S,S,S y=40,S,S,S")
    c = ReviewCursor(50)
    assert c.next_pawn(pos, 1) == 12 and c.next_pawn(pos, -1) == 40
    assert 59 in MARKS and 14 in MARKS and 16 in MARKS and 6 in SLIDE_SQUARES
    assert ReviewCursor(61).square == 1


def test_danger_check_names_the_pawn_and_the_cards():
    async def body(h, s):
        await h.press("a")
        expected = s.narrator.danger(s.position, Colour.RED, pile=s.game.view().unseen)
        assert expected and h.spoken[-len(expected):] == expected
        assert "Yellow" in " ".join(expected)
    run(body, "r r=35,S,S,S y=30,S,S,S")  # yellow 5 behind red: a 5 bumps it


def test_danger_check_on_an_option_walked_to_tells_the_board_after_that_move():
    """Playtest s19: a 3 took pawn 1 to square 4, where Yellow's pawn on 53 reaches it with
    an 11; A told only of the board before the move."""
    async def body(h, s):
        await h.press("d")  # the 3: pawn 1 to square 4, or pawn 2 to square 33
        assert [o.result.pawns(Colour.RED)[:2] for o in s.game.options] == [(4, 30), (1, 33)]
        await h.press("a")  # nothing walked to: the board as it stands
        now, gone = h.spoken[-2:]
        assert now.startswith("Your pawn 1 on square 1") and "an 8" in now
        # Yellow's pawn reaches square 1 with a 5 by sliding too, but no 5 is left to draw
        assert gone == "A 5 could reach too, but none is left for Yellow to draw next."
        await h.press("down", "a")  # option 1 walked to: as it would stand after it
        assert h.spoken[-1] == ("After option 1: Your pawn 1 on square 4 could be bumped by "
                                "Yellow pawn 1 with an 11.")
        await h.press("down", "a")  # option 2: pawn 1 stays within an 8 of Yellow's pawn
        # and the note on the 5 is not said again on the same card (playtest ak37)
        assert h.spoken[-1].startswith("After option 2: Your pawn 1 on square 1")
        assert h.spoken.count(gone) == 1
        assert (s.game.phase, s.game.cards_drawn) == (Phase.CHOOSE, 1)  # nothing played
        await h.press("up", "enter")  # and Enter still plays the option walked to
        assert s.choices[0] == 0 and "You move pawn 1 forward 3 to square 4." in h.spoken
        assert "Yellow moves pawn 1 forward 11 to square 4." in h.spoken  # as A warned
    run(body, "r r=1,30,S,S y=53,H,H,H", cards=(Card.THREE, Card.ELEVEN, Card.EIGHT))


def test_danger_and_reach_leave_out_a_sorry_no_one_can_draw():
    """Playtest q10: with no SORRY! left to draw before Yellow's turn, A and Shift+A still
    warned of one.  The pile here is a 4 and a 5: Yellow draws one of them."""
    async def body(h, s):
        await h.press("a")
        danger = h.spoken[-2:]
        await h.press("A")
        # no warning of one; only the note that it is not counted, as Shift+A's says
        assert "SORRY" not in danger[0]
        assert danger[1] == "A SORRY! could reach too, but none is left for Yellow to draw next."
        # only a SORRY! could take Yellow's pawn: said why none can (playtest t11), by
        # naming what is not counted (playtest o15)
        assert h.spoken[-2:] == [say("reach.none.you"),
                                 "A SORRY! could reach too, but none is left for you to draw next."]
        s.game.deck.pile.append(Card.SORRY)  # now Yellow's next card is a SORRY!
        await h.press("a")
        assert "SORRY" in h.spoken[-1]
        await h.press("A")
        assert "SORRY" in h.spoken[-1]
    run(body, "r r=35,S,S,S y=30,S,S,S", cards=(Card.FOUR, Card.FIVE))


def test_danger_counts_the_card_in_hand_as_the_card_it_is():
    """Playtest pe77: holding a 3 with one card left to draw, A warned of a card the
    opponent could only draw after a reshuffle, the 3 taken for a 2 that draws again."""
    async def body(h, s):
        await h.press("d")  # Red's 3; Yellow's next card is the 1 left
        assert s.game.phase is Phase.CHOOSE and len(s.game.options) > 1
        await h.press("a")
        assert h.spoken[-2:] == [
            "Your pawn 3 on square 25 could be bumped by Yellow pawn 1 with a 1, by sliding.",
            "A 5 or a SORRY! could reach too, but none is left for Yellow to draw next."]
        s.game.deck.pile.clear()  # now Yellow's card comes from the reshuffled discards
        await h.press("a")
        assert "with a 5" in h.spoken[-2] and "Not counted" not in h.spoken[-1]
    run(body, "r r=S,10,25,H y=20,S,S,S", cards=(Card.THREE, Card.ONE))


def test_danger_check_with_nothing_near_says_none():
    async def body(h, s):
        await h.press("a")
        expected = (s.narrator.danger(s.position, Colour.RED, pile=s.game.view().unseen)
                    or [say("danger.none.you")])
        assert h.spoken[-len(expected):] == expected
        assert "None" in h.spoken[-1]
    run(body, "r r=S,S,S,S y=S,S,S,S")


def test_reach_check_names_the_opponent_pawn_and_the_cards():
    async def body(h, s):
        await h.press("A")  # Shift+A
        expected = s.narrator.reach(s.position, Colour.RED, pile=s.game.view().unseen)
        assert h.spoken[-len(expected):] == expected
        assert expected[0] == (
            "Yellow pawn 1 on square 40 could be bumped by your pawn 1 with a 5, or a 1 by "
            "sliding.")
        assert s.position == parse_position("r r=35,S,S,S y=40,S,S,S")  # nothing moved
    # a 5 lands on it; a 1 reaches the slide 36-40 (both in the pile: the next card is one
    # of its cards, and Shift+A counts only those)
    run(body, "r r=35,S,S,S y=40,S,S,S", cards=(Card.FIVE, Card.ONE))


def test_reach_before_the_draw_counts_only_the_cards_left_to_draw():
    """Playtest v12: K said one 10 was left, and Shift+A still named a 12.  Here the pile
    holds only a 5: the 1 that would reach the slide cannot be the next card."""
    async def body(h, s):
        await h.press("A")
        assert h.spoken[-2:] == [
            "Yellow pawn 1 on square 40 could be bumped by your pawn 1 with a 5.",
            # what would reach but cannot come, said (playtest o15: a missing card was heard
            # as a wrong answer)
            "A 1 or a SORRY! could reach too, but none is left for you to draw next."]
    run(body, "r r=35,S,S,S y=40,S,S,S", cards=(Card.FIVE,))


def test_history_keys_walk_this_games_messages_and_r_repeats():
    async def body(h, s):
        await h.press("d")  # a 4 with every pawn in start: lost; Yellow's turn, then yours
        await h.wait(lambda: s.human_to_move and s.game.cards_drawn == 2)
        history = list(h.app.speaker.history)
        assert history[0].startswith("New game")  # the menu is not in the game's history
        assert "You draw a 4." in history and history[-1].startswith("Your turn")
        n = len(history)
        await h.press("b", "s")
        assert h.spoken[-1] == s.narrator.scores(s.position)
        await h.press("r")  # R repeats an answer ...
        assert h.spoken[-1] == s.narrator.scores(s.position)
        assert h.app.speaker.history == history  # ... which the history does not keep
        # each message with where it stands in the history; answers said since the newest,
        # the first Comma says the newest itself (playtests qd117, qe119: after a hint it
        # skipped the newest event, scrolled off by the answer)
        await h.press(",")
        assert h.spoken[-1] == f"{n} of {n}: {history[-1]}"
        await h.press("r")  # R says the line walked to again
        assert h.spoken[-1] == f"{n} of {n}: {history[-1]}"
        await h.press(",")  # walking on: the one before
        assert h.spoken[-1] == f"{n - 1} of {n}: {history[-2]}"
        await h.press(",", ".")
        assert h.spoken[-1] == f"{n - 1} of {n}: {history[-2]}"
        await h.press(",", ",", "B", ",")  # a question asked while reading loses no place
        assert h.spoken[-1] == f"{n - 4} of {n}: {history[-5]}"
        await h.press("<")
        assert h.spoken[-1] == say("ui.history.oldest", text=history[0], n=1, count=n)
        assert h.spoken[-1] == f"Oldest message, 1 of {n}: {history[0]}"
        await h.press(",")
        assert h.spoken[-1] == say("ui.history.oldest", text=history[0], n=1, count=n)
        await h.press(">")
        assert h.spoken[-1] == say("ui.history.newest", text=history[-1], n=n, count=n)
        await h.press(",")  # from the newest walked to, the one before it
        assert h.spoken[-1] == f"{n - 1} of {n}: {history[-2]}"
        assert list(h.app.speaker.history) == history  # reading does not add to it
    run(body, "r r=S,S,S,S y=S,S,S,S")


def test_r_after_a_bots_turn_repeats_that_whole_turn_and_the_prompt_after_it():
    """From the bot's draw to "Your turn": not its move alone, nor the turn before it
    (playtest p16 heard a different part of the turn from one turn to the next)."""
    async def body(h, s):
        await h.press("d")  # a 4 with every pawn in start: lost; then Yellow's 1
        await h.wait(lambda: s.human_to_move and s.game.cards_drawn == 2)
        turn = h.spoken[h.spoken.index("Yellow's turn."):]
        assert turn[1].startswith("Yellow draws a 1") and "out of start" in turn[2]
        assert turn[-1].startswith("Your turn")
        mark = len(h.spoken)
        await h.press("r")
        assert h.said_since(mark) == turn
        await h.press("v")  # a key begins the next announcement: R says only its answer
        mark = len(h.spoken)
        await h.press("r")
        assert h.said_since(mark) == [s.narrator.own_pawns(s.position, Colour.RED)]
    run(body, "r r=S,S,S,S y=S,S,S,S", cards=(Card.FOUR, Card.ONE))


def test_settings_keys_and_the_table_stay_out_of_the_history_and_r_repeats_a_refusal():
    """Shift+T, P, W and Shift+W answer the player, as B does (playtest r18); a refusal is
    said once more by R, though not kept."""
    async def body(h, s):
        history = list(h.app.speaker.history)
        await h.press("T", "p", "P", "w", "W", "w", "W")
        assert h.app.speaker.history == history
        await h.press("1")  # no card yet
        refusal = h.spoken[-1]
        assert refusal == say("ui.draw_first")
        await h.press("r")
        assert h.spoken[-1] == refusal and h.app.speaker.history == history
    run(body, "r r=S,S,S,S y=S,S,S,S")


def test_help_menus_and_prompts_stay_out_of_the_history():
    """F1, the game menu walked and left, and G's prompt: none of it buries the turns
    (playtest p16 found 48 help lines between a bot's move and the newest line)."""
    async def body(h, s):
        history = list(h.app.speaker.history)
        await h.press("f1", "escape", "down", "down", "escape", "g", "escape", "v", "t")
        assert h.spoken[-2] == s.narrator.own_pawns(s.position, Colour.RED)
        assert len(h.spoken) > len(history) + 8
        assert h.app.speaker.history == history
        await h.press("d")  # the turns that follow are kept, after the ones before
        await h.wait(lambda: s.human_to_move and s.game.cards_drawn == 2)
        assert h.app.speaker.history[:len(history)] == history
        assert "You draw a 4." in h.app.speaker.history[len(history):]
    run(body, "r r=S,S,S,S y=S,S,S,S")


def test_r_repeats_the_whole_of_a_many_line_answer():
    async def body(h, s):
        board = s.narrator.board(s.position)
        assert len(board) > 1
        await h.press("b", "r")
        assert h.spoken[-len(board):] == board and h.spoken[-2 * len(board):-len(board)] == board
        details = s.narrator.detailed_scores(s.position)
        await h.press("S", "r")
        assert h.spoken[-2 * len(details):] == details + details
        await h.press("d")  # a 4 with every pawn in start: lost; Yellow's turn, then yours
        await h.wait(lambda: s.human_to_move and s.game.cards_drawn == 2)
        history = list(h.app.speaker.history)
        await h.press("R")  # the recap is repeated too, though not copied into the history
        at = len(h.spoken) - 1 - h.spoken[::-1].index("Since your last turn:")
        recap = h.spoken[at:]
        await h.press("r")
        assert h.spoken[-len(recap):] == recap and len(recap) > 2
        assert list(h.app.speaker.history) == history
    run(body, "r r=S,S,S,S y=S,S,S,S", cards=(Card.FOUR, Card.FOUR))


class _Audio:
    """A tiny stand-in to check the speaker's own rules in isolation."""

    def __init__(self):
        self.spoken = []
        self.again = []  # for each line spoken, whether a question may have it said again
        self.stops = 0

    def announce(self, text, interrupt=False, again=False):
        self.spoken.append((text, interrupt))
        self.again.append(again)

    def estimate_seconds(self, text):
        return 1.0

    def stop(self):
        self.stops += 1


def test_speaker_prints_every_line_and_only_the_first_of_a_run_interrupts():
    audio, printed = _Audio(), []
    sp = Speaker(audio, printed.append, DEFAULT_CATALOG)
    sp.say_lines(["a", "b", "c"], True)
    sp.say_lines(["d"], False)
    assert audio.spoken == [("a", True), ("b", False), ("c", False), ("d", False)]
    assert printed == ["a", "b", "c", "d"] and sp.history == ["a", "b", "c", "d"]
    assert sp.reset_pacing() == 4.0 and sp.reset_pacing() == 0.0


def test_speaker_tell_unrecorded_is_said_and_printed_but_kept_for_neither_r_nor_history():
    """Review rl100 finding 8: the leave question's answers are one ``tell`` call, as
    ``say(text(key), True, record=False)`` was."""
    audio, printed = _Audio(), []
    sp = Speaker(audio, printed.append, DEFAULT_CATALOG)
    sp.tell("ui.take_back.kept")  # R and the history keep a line told by default
    sp.begin()
    sp.tell("ui.staying_name_so_far", record=False, name="Ann")
    line = say("ui.staying_name_so_far", name="Ann")
    assert audio.spoken[-1] == (line, True) and printed[-1] == line
    assert sp.history == [say("ui.take_back.kept")] and sp.last == sp.history


def test_speaker_with_empty_history_says_nothing_has_been_said():
    """R: nothing said yet; Comma: the history, empty, keeps a game's lines, not the
    menus' (playtest qr136 heard "Nothing has been said yet" after the menu had been)."""
    audio, printed = _Audio(), []
    sp = Speaker(audio, printed.append, DEFAULT_CATALOG)
    sp.audio.play = lambda cue, pan=0.0, delay=0.0: printed.append(cue)
    sp.repeat()
    sp.older()
    assert audio.spoken == [(say("ui.nothing_said"), True), (say("ui.history_empty"), True)]
    assert printed == [say("ui.nothing_said"), Cue.INVALID, say("ui.history_empty"),
                       Cue.INVALID]
    assert say("ui.history_empty") == "The history is empty: it keeps what happens in a game."


def test_reach_check_with_a_card_in_hand_names_the_options_that_bump():
    """Shift+A while your card waits answers for that card, by the numbers the keys use."""
    async def body(h, s):
        await h.press("d")
        await h.press("A")
        assert h.spoken[-3:] == [
            "Your 7 can bump 2 opponent pawns.",
            "Yellow pawn 1 on square 40: option 3 or 7.",
            "Yellow pawn 2 on square 22: option 7 or 8."]
        await h.press("3")  # option 3 does sweep Yellow pawn 1 off the slide
        assert s.position.pawns(Colour.YELLOW)[0] == 0
    run(body, "r r=35,20,S,S y=40,22,S,S", cards=(Card.SEVEN,))


def test_reach_check_with_a_card_in_groups_names_group_and_option():
    async def body(h, s):
        await h.press("d", "A")
        assert h.spoken[-1] == ("Your 12 can bump Yellow pawn 2 on square 22 with option 3.")
        s.game = stacked_game("r r=35,20,10,50 y=40,22,S,S", (Card.SEVEN,), seed=1)
        await h.press("d")  # a 7 with four pawns out: 40 options, in groups
        await h.press("A")
        assert h.spoken[-2] == ("Yellow pawn 1 on square 40: group 2, option 1 or 5; "
                                "group 3, option 1 or 5; group 4, option 1 or 5.")
        await h.press("2", "1")  # the keys it names: group 2, then option 1
        assert s.position.pawns(Colour.YELLOW)[0] == 0
    run(body, "r r=35,20,10,50 y=40,22,S,S", cards=(Card.TWELVE,))


def test_reach_check_when_the_card_in_hand_bumps_nothing():
    async def body(h, s):
        await h.press("d", "A")
        assert h.spoken[-1] == "Your 4 cannot bump an opponent's pawn."
    run(body, "r r=35,20,S,S y=40,S,S,S")  # two pawns: the 4 waits for a choice


def test_recap_replays_what_happened_since_your_last_turn():
    """Shift+R: a bot's turn skipped with a key, or talked over, is not lost."""
    async def body(h, s):
        await h.press("R")
        assert h.spoken[-1] == say("ui.recap_none_start")  # nothing said yet in this game
        await h.press("d")  # you cannot use the 4; Yellow's 1 takes a pawn out
        await h.wait(lambda: s.human_to_move)
        bot_lines = ["Yellow's turn.", "Yellow draws a 1.",
                     "Yellow moves pawn 1 out of start onto square 31.", "Your turn."]
        history = list(h.app.speaker.history)
        await h.press("R")
        assert h.spoken[-5:] == [say("ui.recap_head"), *bot_lines]
        assert h.app.speaker.history == history  # its lines are there once already
        await h.press("d")  # your 1: one pawn out; Yellow's 4 takes its pawn back
        await h.wait(lambda: s.human_to_move)
        await h.press("R")  # only what followed your own move
        assert h.spoken[-5:] == [say("ui.recap_head"), "Yellow's turn.", "Yellow draws a 4.",
                                 "Yellow moves pawn 1 back 4 to square 27.", "Your turn."]
    run(body, "r r=S,S,S,S y=S,S,S,S", cards=(Card.FOUR, Card.ONE, Card.ONE, Card.FOUR))


def test_danger_and_reach_checks_say_a_long_card_list_by_what_is_left_out():
    # a5065: any forward card enters, so nine cards bump a pawn on the start square
    async def body(h, s):
        await h.press("a")
        assert h.spoken[-2:] == [
            "Your pawn 1 on square 31, Yellow's start square, could be bumped by Yellow pawn 1 "
            "with any card but a 4, by entering from start; or swapped back 30 squares by "
            "Yellow pawn 2 with an 11.",  # Yellow's pawn on 1 is 30 squares behind
            "And Yellow could take any of your pawns on the track with a SORRY! card."]
        await h.press("A")  # Shift+A: your own pawn in START reaches Yellow's on your square 1
        assert h.spoken[-2:] == [
            "Yellow pawn 2 on square 1, your start square, could be bumped by your pawn 2 with "
            "any card but a 4, by entering from start.",
            "And a SORRY! card could take any opponent's pawn on the track."]
    # a whole deck in the pile: any card may come next, a SORRY! too (without one, the
    # checks leave it out)
    run(body, "r r=31,S,H y=S,1,H rules=a5065", cards=tuple(deck_cards(45)))


def test_danger_says_the_sorry_aside_once_a_card_while_walking_the_options():
    """Playtest ak37: walking three options with A said "And Yellow could take any of your
    pawns on the track with a SORRY! card." three times on one card.  It holds whatever
    the move, so it is said once a card, then in short; the pawns' own lines are said
    every time, and a SORRY! that is the whole answer is one short line (playtest as44: "No
    move can bump your pawns, but ... with a SORRY! card" at every option walked to;
    pr107: the answer and its aside said a SORRY! twice)."""
    async def body(h, s):
        await h.press("d")  # a 3: pawn 1 to square 53, or pawn 2 to square 13
        aside = "And Yellow could take any of your pawns on the track with a SORRY! card."
        await h.press("down", "down", "a")  # option 2: pawn 1 stays in reach of a 12
        first = h.spoken[-2:]
        assert first[0].startswith("After option 2: Your pawn 1 on square 50"), first
        assert first[1] == aside
        mark = len(h.spoken)
        await h.press("up", "a")  # option 1: out of reach; only a SORRY! is left, said
        # with who could play it in one line (playtest pr107), in short as Yellow's
        # SORRY! was named on this card already (pw112)
        only = "After option 1: Only a SORRY! from Yellow, as before."
        assert h.said_since(mark)[-1:] == [only]  # after the option walked to
        await h.press("down", "a")  # option 2 again: its pawn line, the aside in short
        # (playtest pg86: with nothing, it sounded safer than the first time)
        assert h.spoken[-2:] == [first[0], say("danger.sorry_again", names="Yellow")]
        assert h.spoken.count(aside) == 1
        mark = len(h.spoken)
        await h.press("up", "a")  # option 1 again: the answer alone, as before
        assert h.said_since(mark)[1:] == [only]
        await h.press("down")
        await h.press("up", "enter")  # plays option 1; Yellow plays its 12
        await h.wait(lambda: s.human_to_move)
        await h.press("d", "a")  # a new card: the aside once more (and the note on a 1)
        assert h.spoken[-2:] == [aside, say("danger.gone_by", names="Yellow", cards="A 1")]
        assert h.spoken.count(aside) == 2
    run(body, "r r=50,10,S,S y=38,S,S,S",
        cards=(Card.THREE, Card.TWELVE, Card.THREE, Card.THREE, Card.SORRY))


def test_next_pawn_searches_the_whole_ring_from_just_past_it_and_from_on_it():
    """Review am38: with one pawn out, the cursor on its square or just past it must still
    find it (a search of 59 squares said "no pawns on the track")."""
    pos = parse_position("r r=S,20,S,S b=S,S,S,S")
    for start in (20, 21):
        assert ReviewCursor(start).next_pawn(pos, 1) == 20
    assert ReviewCursor(19).next_pawn(pos, -1) == 20
    assert ReviewCursor(20).next_pawn(pos, -1) == 20
