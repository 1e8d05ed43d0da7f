"""Hot seat: several humans at one keyboard hear the board's events with names, never "you".

An plays Red and Mary Yellow, with a hard Blue bot between them.  What happens on the
board (anyone's moves, the win, the standings) names every player; what is said to the
player whose turn it is about their own choices (options, hint, danger, their pawns)
still says "you".
"""

from __future__ import annotations

import asyncio
import time

from rigging import stacked_game

from sorry_audio.config import GameConfig, Seat
from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card
from sorry_audio.core.game import Phase
from sorry_audio.narration.catalog import DEFAULT_CATALOG
from sorry_audio.ui.handover import HANDOVER_GUARD, LET_GO_GUARD
from sorry_audio.ui.headless import Headless, run_headless
from sorry_audio.ui.keymap import Mode
from sorry_audio.ui.savegame import SaveStore
from sorry_audio.ui.session import GameSession

say = DEFAULT_CATALOG.say
R, B, Y = Colour.RED, Colour.BLUE, Colour.YELLOW


def table(first: Colour = R, verbosity: str = "normal") -> GameConfig:
    """An (Red) and Mary (Yellow) at one keyboard, the hard bot as Blue."""
    return GameConfig((Seat(R, None, "An"), Seat(B, "hard"), Seat(Y, None, "Mary")),
                      first=first, verbosity=verbosity)


async def rigged(h: Headless, config: GameConfig, position: str, cards: list[Card]) -> int:
    """Start ``config`` from the menus' own entry point, then stack the game; returns a mark
    in what was spoken, for :meth:`Headless.said_since`."""
    h.app.start_game(config)
    h.app.session.game = stacked_game(position, cards, under=[Card.FOUR] * 5)
    return len(h.spoken)


def test_a_bots_bump_of_one_human_is_named_before_the_next_human_is_told_their_turn():
    async def body(h):
        mark = await rigged(h, table(), "r r=H,H,H,32 b=H,H,H,30 y=H,H,H,S",
                            [Card.THREE, Card.FIVE])
        await h.press("d")  # An's 3 is played for them; Blue's 5 lands on An's pawn
        assert h.said_since(mark) == [
            "An draws a 3.",
            say("ui.only_option.named", name="An"),
            "An moves pawn 4 forward 3 to square 35.",
            "Blue's turn.",
            "Blue draws a 5.",
            "Blue moves pawn 4 forward 5 to square 35.",
            "An's pawn 4 on square 35 was bumped back to start by Blue.",
            say("ui.your_turn", name="Mary"),  # the hand-over alone, not "Mary's turn." too
        ]
        assert h.app.session.narrator.viewer == Y  # the sounds now face Mary's side
    run_headless(body)


def test_a_player_hears_what_was_done_to_their_pawns_when_the_keyboard_reaches_them():
    """An was bumped by Blue, then Mary played: at An's turn it is said again, to An
    (playtest q17: found only in the whole recap), and once only."""
    async def body(h):
        await rigged(h, table(), "r r=H,H,H,32 b=H,H,H,30 y=H,H,H,S",
                     [Card.THREE, Card.FIVE])
        await h.press("d")  # An's 3, Blue's 5 bumps An; Mary's turn
        mark = len(h.spoken)
        h.app.session._handed_at -= HANDOVER_GUARD  # Mary has heard her name
        await h.press("d")  # Mary's 4 is lost (her pawn is in start); An's turn
        await h.wait(lambda: h.app.session.game.to_move == R)
        said = h.said_since(mark)
        at = said.index("An, since your last turn:")  # the news, then the turn's prompt
        assert said[at:] == ["An, since your last turn:",
                             "Your pawn 4 on square 35 was bumped back to start by Blue.",
                             say("ui.your_turn.named", name="An")]
        assert "Your pawn" not in " ".join(said[:at])  # Mary's turn spoke of An by name
        history = list(h.app.speaker.history)
        assert said[at + 1] not in history  # Shift+R has it; the history does not twice
        mark = len(h.spoken)
        h.app.session._handed_at -= HANDOVER_GUARD
        await h.press("d")  # An's 4 is lost; Blue's 4 too; Mary's turn
        await h.wait(lambda: h.app.session.game.to_move == Y and h.app.session.human_to_move)
        h.app.session._handed_at -= HANDOVER_GUARD
        await h.press("d")  # Mary's 4; at An's next turn, nothing new to tell
        await h.wait(lambda: h.app.session.game.to_move == R)
        assert say("ui.your_turn.named", name="An") in h.said_since(mark)
        assert "An, since your last turn:" not in h.said_since(mark)
    run_headless(body)


def test_a_key_refused_before_the_draw_at_a_hot_seat_table_says_whose_turn_it_is():
    """An's card was played for An and the turn passed: An's Enter or H, a moment late,
    must not sound like An's own turn still (playtest q17)."""
    async def body(h):
        await rigged(h, table(), "r r=H,H,H,32 b=H,H,H,30 y=H,H,H,S",
                     [Card.THREE, Card.FIVE])
        await h.press("d")  # An's 3 played for An, Blue's 5; Mary's turn
        h.app.session._handed_at -= HANDOVER_GUARD
        await h.press("enter")
        assert h.spoken[-1] == "It is Mary's turn: draw first, press D or Space."
        await h.press("h")
        assert h.spoken[-1] == ("It is Mary's turn: draw first, press D or Space, then H for "
                                "a hint.")
    run_headless(body)


def test_shift_t_at_a_hot_seat_table_says_from_whom_its_order_of_play_starts():
    """Playtest pc69: the list starts from the person at the keys (review rf79: not from
    the table's first human, An, on Mary's turn), whoever went first, and says so."""
    async def body(h):
        h.app.start_game(table(first=Y))
        await h.press("T")
        assert h.spoken[-1] == ("At the table, in the order of play from Mary: Mary plays "
                                "Yellow. An plays Red. Blue is a hard bot. Rules: classic; "
                                "Escape, then Rules, reads them.")
    run_headless(body)


def test_p_at_a_table_with_no_bots_says_the_pace_is_for_games_with_bots():
    async def body(h):
        two = GameConfig((Seat(R, None, "An"), Seat(Y, None, "Mary")), first=R)
        h.app.start_game(two)
        pace = h.app.session.pace
        await h.press("p")
        assert h.spoken[-1].startswith("Bot pace: ") and h.spoken[-1].endswith(
            ", for games with bots: no bot plays at this table.")
        assert h.app.session.pace != pace  # kept for the next table, as P always does
    run_headless(body)


def test_brief_names_the_human_whose_pawn_a_bots_slide_sweeps():
    async def body(h):
        mark = await rigged(h, table(verbosity="brief"), "b r=H,H,H,60 b=H,H,H,55 y=H,H,H,S",
                            [Card.THREE])
        await h.press("t")  # any key lets the bot play: its 3 reaches An's slide and sweeps
        said = h.said_since(mark)
        assert "Blue: draws a 3, pawn 4 to square 58, slides to square 1, sweeps An's pawn 4 " \
            "back to start." in said, said
        assert not any("your" in line.lower() for line in said[:-1]), said
        assert said[-1] == say("ui.your_turn", name="Mary")
    run_headless(body)


def test_a_slide_on_a_humans_colour_is_their_slide_by_name():
    async def body(h):
        mark = await rigged(h, table(), "r r=H,H,H,S b=H,H,H,55 y=H,H,H,S",
                            [Card.FOUR, Card.THREE])
        await h.press("d")
        assert "Blue's pawn 4 slides down An's slide from square 58 to square 1." \
            in h.said_since(mark)
    run_headless(body)


def test_the_winner_and_the_standings_name_the_winner_at_a_hot_seat_table():
    async def body(h):
        mark = await rigged(h, table(first=Y), "y r=H,H,S,S b=S,S,S,S y=H,H,H,Z5", [Card.ONE])
        await h.press("d")  # Mary's last pawn goes home
        said = h.said_since(mark)
        assert "Mary wins! All Mary's pawns are home. Well played!" in said, said
        assert "First: Mary, 4 of 4 home." in said
        assert any(line.startswith("Second: An, 2 of 4 home") for line in said), said
        assert not any(line.startswith(("You win", "First: You")) for line in said)
        await h.press("v")  # no one is "you" once the game is over: every human, by name
        assert h.spoken[-2:] == [
            "An, Red: pawns 3 and 4 in start, pawns 1 and 2 home.",
            "Mary, Yellow: all pawns home."]
        await h.press("V", "V", "V")  # Shift+V too (playtest i9: "Ben's partner, you")
        assert h.spoken[-3:] == ["An, Red: pawns 3 and 4 in start, pawns 1 and 2 home.",
                                 "Blue: all pawns in start.", "Mary, Yellow: all pawns home."]
        await h.press("a")  # no next card will come to bump anyone: A is a key of play only
        assert h.spoken[-1] == say("ui.game_over_keys")  # what the keys do now
        await h.press("R")  # Mary's winning card was her first: the whole game
        assert h.spoken[-5:] == [say("ui.recap_head_start"), "Mary's turn.", "Mary draws a 1.",
                                 "Mary moves pawn 4 forward 1 home.",
                                 "Mary wins! All Mary's pawns are home. Well played!"]
    run_headless(body)


def test_the_player_at_the_keyboard_still_hears_their_own_choices_as_yours():
    async def body(h):
        await rigged(h, table(first=Y), "y r=H,H,H,31 b=H,H,H,16 y=S,H,H,H", [Card.SORRY])
        s = h.app.session
        s.narrator.viewer = Y  # Mary's turn, as begin_human_turn leaves it
        mark = len(h.spoken)
        await h.press("d")
        said = h.said_since(mark)
        assert said[0] == "Mary draws a SORRY!"
        assert said[1] == "2 options for your SORRY!"
        # one possessive for every opponent, bot or human
        assert said[2] == ("1: SORRY! pawn 1 from start takes square 31 from An's pawn 4, which "
                           "has 34 steps to go")
        # a pawn on its own start square loses 1 step: no count of 64 (playtest px98)
        assert said[3] == ("2: SORRY! pawn 1 from start takes square 16 from Blue's pawn 4, on "
                           "its start square")
        await h.press("v")
        assert h.spoken[-1] == "You, Yellow: pawn 1 in start, pawns 2, 3 and 4 home."
        await h.press("a")
        assert h.spoken[-1] == "None of your pawns can be bumped next turn."
    run_headless(body)


def test_board_and_scores_name_every_player_at_a_hot_seat_table():
    async def body(h):
        await rigged(h, table(), "r r=H,H,H,32 b=H,H,H,30 y=H,H,H,S", [Card.THREE])
        await h.press("b")
        assert h.spoken[-3:] == ["An, Red: pawn 4 on track square 32, pawns 1, 2 and 3 home.",
                                 "Blue: pawn 4 on track square 30, pawns 1, 2 and 3 home.",
                                 "Mary, Yellow: pawn 4 in start, pawns 1, 2 and 3 home."]
        await h.press("s")
        assert h.spoken[-1] == ("Pawns home: An with 3 of 4, Blue with 3 of 4, Mary with 3 of 4. "
                                "By steps to go, An leads, with 33 steps; then Blue, with 50; then "
                                "Mary, with 65.")
    run_headless(body)


def test_a_continued_hot_seat_game_speaks_to_the_player_holding_the_card(tmp_path,
                                                                         monkeypatch):
    """Mary drew, the game was left and continued: her options are hers ("you"), not An's."""
    monkeypatch.setattr("sorry_audio.ui.handover.HANDOVER_GUARD", 0.0)  # keys come fast here

    async def body(h):
        h.app.start_game(table(first=Y))
        s = h.app.session
        await h.press("d")
        while s.game.phase.name != "CHOOSE" or s.game.to_move is not Y:
            await h.press("d" if s.game.phase.name == "DRAW" else "1")
        h.app.keep_game()
        await h.press("escape", "5", "enter")  # leave, then Continue (item 9)
        await h.press("9")
        again = h.app.session
        assert again.game.to_move is Y and again.narrator.viewer is Y
        assert any(line.startswith("1: ") for line in h.spoken[-8:])  # her options, again
        card = again.narrator.a_card(again.game.card)  # and who is to hear them, by name
        assert f"Your turn, Mary: you drew {card} before you left." in h.spoken[-10:]
    run_headless(body, saves=SaveStore(tmp_path / "game.json"))


def test_at_a_hot_seat_table_t_names_whose_turn_and_a_2_says_draw_again_by_name_once():
    async def body(h):
        await rigged(h, table(), "r r=S,S,S,S b=S,S,S,S y=S,S,S,S", [Card.TWO, Card.FOUR])
        h.app.session.begin_human_turn(())
        await h.press("t")  # the keyboard passes between players: "you" is named
        assert h.spoken[-1] == "Your turn, An: draw a card."
        mark = len(h.spoken)
        await h.press("d")  # a 2 takes a pawn out, and An draws again
        said = h.said_since(mark)
        assert said[-1] == "An drew a 2: An, draw again."  # said once (b2), to An (r18)
        assert say("ui.your_turn.named", name="An") not in said  # no hand-over mid-turn
    run_headless(body)


def test_recap_is_for_the_player_at_the_keyboard_since_their_own_last_turn():
    async def body(h):
        await rigged(h, table(), "r r=H,H,H,32 b=H,H,H,30 y=H,H,H,S", [Card.THREE, Card.FIVE])
        await h.press("d")  # An's 3 is played; Blue bumps An; Mary is to play
        await h.press("R")
        assert h.spoken[-9:] == [
            say("ui.recap_head_start"),  # Mary has not played yet: the whole game so far
            "An's turn.", "An draws a 3.", "An moves pawn 4 forward 3 to square 35.",
            "Blue's turn.",
            "Blue draws a 5.", "Blue moves pawn 4 forward 5 to square 35.",
            "An's pawn 4 on square 35 was bumped back to start by Blue.",
            "Mary's turn."]  # a human's turn is named in the recap as a bot's is
    run_headless(body)


def test_after_a_hot_seat_game_the_recap_names_whose_last_turn_it_counts_from(monkeypatch):
    monkeypatch.setattr("sorry_audio.ui.handover.HANDOVER_GUARD", 0.0)  # keys come fast here

    async def body(h):
        await rigged(h, table(), "r r=H,H,S,S b=S,S,S,S y=H,H,H,Z5", [Card.THREE] * 5 + [Card.ONE])
        while not h.app.session.over:  # every 3 is lost; then Mary's 1 takes her last pawn home
            await h.press("d")
        await h.press("R")
        assert h.spoken[-11:] == [
            # not "your" (the game is over), nor "since Mary's last turn", which this is
            say("ui.recap_head.last_round"),
            "An's turn.", "An draws a 3.",  # a person: which cards bring a pawn out, once a
            "An cannot use the 3: all An's pawns not yet home are in start. The card is "
            "lost.",  # game (x24)
            "Blue's turn.", "Blue draws a 3.",
            "Blue cannot use the 3: all Blue's pawns are in start.",  # a bot: no lesson
            "Mary's turn.", "Mary draws a 1.", "Mary moves pawn 4 forward 1 home.",
            "Mary wins! All Mary's pawns are home. Well played!"]
        assert ("An cannot use the 3: all An's pawns not yet home are in start, and only a 1 "
                "or a 2 brings one out, or a SORRY! once an opponent's pawn is on the "
                "track. The card is lost.") in h.spoken  # the first time
    run_headless(body)


def test_f1_at_a_table_of_humans_only_leaves_out_the_keys_about_bots():
    async def body(h):
        h.app.start_game(GameConfig((Seat(R, None, "An"), Seat(Y, None, "Mary"))))
        mark = len(h.spoken)
        await h.press("f1")
        said = h.said_since(mark)
        assert not any(line.startswith("P: ") for line in said)
        assert say("ui.keys_note.skip") not in said
        assert any(line.startswith("D or Space: ") for line in said)
        assert said[-3:-1] == [say("ui.keys_note.confirm"), say("ui.keys_note.holds")]
        assert said[-1].startswith("Your turn, ")  # then whose turn it is (see below)
    run_headless(body)


def test_a_draw_key_typed_as_the_keyboard_passes_is_not_the_next_persons_draw():
    """A child's double tap on D drew the next person's card (playtest h8): a draw key that
    comes right as the turn passes to someone else is refused with a word, for the whole
    guard's time (playtest z16: a second quick D got past); the same person's draw after a 2
    is not held back."""
    async def body(h):
        two = GameConfig((Seat(R, None, "An"), Seat(Y, None, "Mary")), first=R)
        mark = await rigged(h, two, "r r=S,S,S,S y=S,S,S,S", [Card.TWO, Card.FOUR, Card.FIVE])
        await h.press("d", "d")  # An's 2 enters a pawn and An draws again at once: a 4
        assert h.said_since(mark)[:4] == ["An draws a 2.",
                                          say("ui.only_option.named", name="An"),
                                          "An moves pawn 1 out of start onto square 1.",
                                          "An drew a 2: An, draw again."]
        assert h.app.session.game.cards_drawn == 2
        mark = len(h.spoken)
        await h.press("d")  # at once, as the keyboard passes to Mary
        assert h.said_since(mark) == [say("ui.handover_guard", name="Mary")]
        assert h.app.session.game.cards_drawn == 2  # nothing drawn
        await h.press("d")  # the double tap's second D, as quick: refused too
        assert h.spoken[-1] == say("ui.handover_guard", name="Mary")
        assert h.app.session.game.cards_drawn == 2
        assert HANDOVER_GUARD >= 1.0  # playtest pb68: at 0.5 s a second D 0.7 s late drew
        h.app.session._handed_at -= 0.7  # the next person's card, as a screen reader had
        await h.press("d")  # not yet said the first
        assert h.spoken[-1] == say("ui.handover_guard", name="Mary")
        assert h.app.session.game.cards_drawn == 2
        h.app.session._handed_at -= HANDOVER_GUARD  # well on: Mary heard her name
        mark = len(h.spoken)
        await h.press("d")  # Mary's own press
        assert h.app.session.game.cards_drawn == 3 and h.said_since(mark)[0] == "Mary draws a 5."
    run_headless(body)


async def marys_turn(h: Headless):
    """An and Mary at one keyboard: An's 4 is lost, so the keyboard has just passed to Mary
    (her 5 next); the session."""
    two = GameConfig((Seat(R, None, "An"), Seat(Y, None, "Mary")), first=R)
    await rigged(h, two, "r r=S,S,S,S y=S,S,S,S", [Card.FOUR, Card.FIVE])
    await h.press("d")
    return h.app.session


async def refused_after(h: Headless, s, seconds: float) -> None:
    """A D ``seconds`` after the last (Mary's guard aged so): refused, in words."""
    s._handed_at -= seconds
    await h.press("d")
    assert h.spoken[-1] == say("ui.handover_guard", name="Mary")


def test_a_refused_draw_key_does_not_begin_the_guard_again():
    """Playtest pc69: refused at 0.5, 1.4 and 2.2 s, as each refusal began the guard again;
    the refusal says to press D, and a D pressed once it is heard draws."""
    async def body(h):
        s = await marys_turn(h)
        await refused_after(h, s, 0.5)  # at 0.5 s
        await refused_after(h, s, 0.9)  # at 1.4 s: still in the guard's 1.5 s
        s._handed_at -= 0.8
        await h.press("d")  # at 2.2 s, 0.8 s after the last refusal: Mary's draw
        assert s.game.cards_drawn == 2 and "Mary draws a 5." in h.spoken
    run_headless(body)


def test_a_key_held_late_in_the_guard_does_not_get_through_on_its_first_repeat():
    """Review re71: a D pressed 1 s after the hand-over and held was refused, then its first
    repeat, 0.66 s on (X11's wait before a held key repeats), drew Mary's card."""
    async def body(h):
        s = await marys_turn(h)
        await refused_after(h, s, 1.0)  # at 1.0 s
        s._handed_at -= 0.66
        s._guard_refused.at -= 0.66
        mark = len(h.spoken)
        await h.press("d")  # its first repeat, at 1.66 s: refused, in words (pd72: a
        assert s.game.cards_drawn == 1  # press 0.4 s after a refusal was refused unsaid)
        assert h.said_since(mark) == [say("ui.handover_guard", name="Mary")]
        mark = len(h.spoken)
        await h.press("d")  # the next repeats, at once: the cue alone, not a line each
        assert s.game.cards_drawn == 1 and h.said_since(mark) == []
        assert h.audio.played[-1][0].value == "invalid"
    run_headless(body)


def test_a_hand_over_after_a_held_bot_was_let_go_keeps_the_hand_over_guard():
    """Review rd70: a key that let a held bot go starts the short LET_GO_GUARD; when the
    keyboard then passes to another person, the hand-over's own guard must hold, or An's
    second D 0.7 s late draws Mary's card (playtest pb68)."""
    async def body(h):
        four = GameConfig((Seat(R, None, "An"), Seat(B, "easy"), Seat(Y, "easy"),
                           Seat(Colour.GREEN, None, "Mary")), first=R, pace="key")
        await rigged(h, four, "r r=S,S,S,S b=S,S,S,S y=S,S,S,S g=S,S,S,S",
                     [Card.FOUR, Card.FOUR, Card.FOUR, Card.FOUR])
        s = h.app.session
        h.pipe.send_text("d")  # An's 4 is lost; Blue's too; the bots wait for a key
        await h.wait(lambda: h.app.holding)
        h.pipe.send_text("d")  # lets Yellow go; then Mary's turn
        await h.wait(lambda: s.human_to_move and s.game.to_move is Colour.GREEN)
        await h.settle()
        drawn = s.game.cards_drawn
        s._handed_at -= 0.7  # An's second D, 0.7 s after the keyboard passed
        await h.press("d")
        assert h.spoken[-1] == say("ui.handover_guard", name="Mary")
        assert s.game.cards_drawn == drawn
    run_headless(body)


def test_a_bot_that_goes_first_has_its_turn_said_as_every_later_bot_turn_does():
    """After Play again with the bot first, its draw came with no "Green's turn." (h8)."""
    async def body(h):
        h.app.start_game(table(first=B))
        start = next(i for i, line in enumerate(h.spoken) if line.startswith("New game"))
        assert h.spoken[start].endswith("Blue goes first, then Mary, then An.")
        assert h.spoken[start + 1:] == ["Blue's turn."]
        await h.press("r")  # a key: the bots play on
        await h.wait(lambda: h.app.session.human_to_move)
        # R says the opening again, whole, then Blue draws
        assert h.spoken[start + 2:start + 4] == h.spoken[start:start + 2]
        assert h.spoken[start + 4].startswith("Blue draws ")
        assert h.spoken.count("Blue's turn.") == 2  # said, and repeated: not with its draw
    run_headless(body)


def test_f1_at_a_hot_seat_table_ends_with_whose_turn_it_is():
    """After the keys, nothing said who was to play (h8); Escape and Ctrl+C's stay did."""
    async def body(h):
        two = GameConfig((Seat(R, None, "An"), Seat(Y, None, "Mary")), first=R)
        await rigged(h, two, "r r=S,S,S,S y=S,S,S,S", [Card.FOUR])
        await h.press("f1")
        assert h.spoken[-1] == "Your turn, An: draw a card."
    run_headless(body)


def test_each_player_at_a_hot_seat_table_has_their_own_review_cursor(monkeypatch):
    """Playtests y15 and z16: the review cursor was shared, so Mary's first Right went on
    from where An had left it, counted from An's start square."""
    monkeypatch.setattr("sorry_audio.ui.handover.HANDOVER_GUARD", 0.0)

    async def body(h):
        two = GameConfig((Seat(R, None, "An"), Seat(Y, None, "Mary")), first=R)
        await rigged(h, two, "r r=S,S,S,S y=S,S,S,S", [Card.FOUR, Card.FOUR, Card.FOUR])
        await h.press("right", "right")  # An walks to square 3 (from An's start, square 1)
        assert h.spoken[-1].startswith("Square 3: ")
        await h.press("d")  # An cannot use the 4: Mary's turn
        assert h.app.session.narrator.viewer == Y
        await h.press("right")  # Mary's cursor starts at her own start square, 31
        assert h.spoken[-1].startswith("Square 32: ")
        await h.press("d")  # back to An, whose cursor is where An left it
        await h.press("right")
        assert h.spoken[-1].startswith("Square 4: ")
    run_headless(body)


def test_an_option_digit_typed_as_the_keyboard_passes_gets_the_guards_words():
    """Playtest b2: the last player's double-tapped digit reached the next one as "Draw
    first: press D or Space.", a reply to a key that person never pressed."""
    async def body(h):
        two = GameConfig((Seat(R, None, "An"), Seat(Y, None, "Mary")), first=R)
        await rigged(h, two, "r r=S,S,S,S y=S,S,S,S", [Card.FOUR, Card.FIVE])
        await h.press("d")  # An's 4 cannot move: Mary's turn
        assert h.app.session.game.to_move == Y
        await h.press("3")  # at once, An's second tap
        assert h.spoken[-1] == say("ui.handover_guard", name="Mary")
        h.app.session._handed_at -= HANDOVER_GUARD
        await h.press("3")  # later, Mary's own (or An's, late): there is no card yet
        assert h.spoken[-1] == say("ui.draw_first.named", name="Mary")
    run_headless(body)


def test_a_key_pressed_while_a_bots_turn_is_said_is_not_the_next_persons_draw():
    """Playtest ba52: with a bot between two people the guard began at the bot's move, so a
    D pressed a second later, to hurry the bot's words, drew Mary's SORRY! and played it for
    her; and under a held D's repeats the guard ran out and let one through."""
    async def main():
        async with Headless(pace_scale=1.0) as h:  # words take their time, as when heard
            mark = await rigged(h, table(), "r r=H,H,H,32 b=H,H,H,30 y=H,H,H,S",
                                [Card.THREE, Card.FIVE, Card.SORRY])
            await h.press("d")  # An's 3, then Blue's 5, said; then Mary's turn
            assert h.said_since(mark)[-1] == say("ui.your_turn", name="Mary")
            s = h.app.session
            s._handed_at -= HANDOVER_GUARD  # the guard's time on: Blue's words still go on
            for _ in range(8):  # the D, and a held D's repeats: each one refused, past the
                await h.press("d")  # guard's own time (2 s of them); the one line says
                # the key came during Blue's turn (playtest pb68), and the cue the repeats
                assert h.spoken[-1] == say("ui.handover_guard.bot", name="Mary", bot="Blue")
                s._handed_at -= LET_GO_GUARD / 2  # a repeat's time, under the guard from each
            assert s.game.cards_drawn == 2
            s._handed_at -= 30  # Blue's turn heard, and Mary has heard her name
            await h.press("d")
            assert s.game.cards_drawn == 3 and h.spoken[-1] != say("ui.handover_guard",
                                                                    name="Mary")
    asyncio.run(main())


def test_enter_draws_for_one_player_against_bots_but_never_at_a_hot_seat():
    """Playtest ba52: a player whose one hand was on the number pad heard "Draw first" at
    Enter; against bots it now draws.  At a hot seat it still only says whose turn it is
    (above): the last player's late Enter must not draw the next person's card."""
    async def body(h):
        await h.press("1")  # a quick game against one bot
        s = h.app.session
        assert len(s.humans) == 1 and s.game.phase is Phase.DRAW and s.human_to_move
        mark = len(h.spoken)
        await h.press("enter")  # at once: it may be the menu's Enter, pressed twice
        assert h.said_since(mark) == [say("ui.enter_to_draw")] and s.game.cards_drawn == 0
        assert h.audio.spoken[mark][1] is False  # behind the opening, not cutting it
        await h.press("enter")
        assert s.game.cards_drawn >= 1 and h.said_since(mark)[1].startswith("You draw")
    run_headless(body)


def test_enter_does_not_draw_just_after_resume_from_the_game_menu():
    """Resume is chosen with Enter: a number pad player's doubled Enter there drew a card
    unheard; as at a game's start, the Enter just after it asks for one more."""
    async def body(h):
        await h.press("1")
        s = h.app.session
        s.began_at -= 2.0  # the game under way: Enter draws
        await h.press("escape", "enter")  # the game menu, Resume
        assert h.app.mode is Mode.GAME
        mark = len(h.spoken)
        await h.press("enter")
        assert h.said_since(mark) == [say("ui.enter_to_draw")] and s.game.cards_drawn == 0
        await h.press("enter")
        assert s.game.cards_drawn >= 1
    run_headless(body)


def test_a_refused_key_that_cut_the_news_at_a_hand_over_leaves_it_for_the_draw():
    """Review bm64: An's 3 bumped Mary; Mary's D at once was refused by the hand-over
    guard, whose words cut her news of the bump, and her next D never said it."""
    async def body(h):
        two = GameConfig((Seat(R, None, "An"), Seat(Y, None, "Mary")), first=R)
        h.app.start_game(two)
        h.app.session.game = stacked_game("r r=H,H,H,32 y=H,H,H,35", [Card.THREE, Card.FIVE],
                                          under=[Card.FOUR] * 5)
        await h.press("d")  # An's 3 bumps Mary's pawn on 35; An's move says so, and
        # then at once Mary's turn (no news to say it again: playtest pd72)
        assert h.spoken[-2:] == ["Mary's pawn 4 on square 35 was bumped back to start by An.",
                                 say("ui.your_turn", name="Mary")]
        await h.press("d")  # Mary's D, at once: refused, cutting the bump's words
        assert h.spoken[-1] == say("ui.handover_guard", name="Mary")
        h.app.session._handed_at -= HANDOVER_GUARD
        mark = len(h.spoken)
        await h.press("d")
        assert h.said_since(mark)[:3] == [
            "Mary, since the game began:",  # her first turn
            "Your pawn 4 on square 35 was bumped back to start by An.", "Mary draws a 5."]
    run_headless(body)


def test_a_draw_key_with_options_waiting_names_whose_card_it_is_at_a_hot_seat():
    """Playtest pd72: a D with An's options waiting said "You have a 5 to play: ..." with no
    name, where the guard's words name the player ("Mary, that key came ..."); against bots
    it stays unnamed (tests/test_ui_game.py)."""
    async def body(h):
        two = GameConfig((Seat(R, None, "An"), Seat(Y, None, "Mary")), first=R)
        await rigged(h, two, "r r=22,40,S,S y=S,S,S,S", [Card.FIVE])
        await h.press("d")  # An's 5: two options
        assert h.app.session.game.phase is Phase.CHOOSE
        await h.press("d")
        assert h.spoken[-1] == "An, you have a 5 to play: choose an option, 1 or 2."
        assert h.spoken[-1] == say("ui.card_waiting.named", name="An", card="a 5",
                                   choices="1 or 2")
    run_headless(body)


def test_a_key_refused_while_a_bots_turn_is_said_says_it_came_during_that_turn():
    """Playtest pb68: An's double tap, pressed while the bot between An and Mary was still
    being heard, was refused as "Mary, that key came as the turn passed to you", three
    seconds before the turn was heard to pass; once the bot's words are over (or a
    refusal cut them), a key in the guard did come as the turn passed."""
    async def main():
        async with Headless(pace_scale=1.0) as h:  # words take their time, as when heard
            await rigged(h, table(), "r r=H,H,H,32 b=H,H,H,30 y=H,H,H,S",
                         [Card.THREE, Card.FIVE, Card.SORRY])
            await h.press("d")  # An's 3, then Blue's 5, said; then Mary's turn
            s = h.app.session
            assert s.game.to_move == Y and s.just_handed()
            await h.press("d")  # at once: Blue's words are still said
            assert h.spoken[-1] == "Mary, that key came during Blue's turn: press D or Space " \
                                   "to draw."
            s._guard_refused.at -= 0.5  # a second press, not a held key's repeat, in the
            s._handed_at -= 0.5  # guard: the refusal cut Blue's words, so the turn has passed
            await h.press("d")
            assert h.spoken[-1] == say("ui.handover_guard", name="Mary")
            assert s.game.cards_drawn == 2
    asyncio.run(main())


def test_a_key_refused_after_a_bots_words_were_heard_came_as_the_turn_passed():
    """The bot's turn heard out, a key in the hand-over guard came as the turn passed."""
    async def main():
        async with Headless(pace_scale=1.0) as h:
            await rigged(h, table(), "r r=H,H,H,32 b=H,H,H,30 y=H,H,H,S",
                         [Card.THREE, Card.FIVE, Card.SORRY])
            await h.press("d")
            s = h.app.session
            assert s._words_until > time.monotonic() + 1.0  # Blue's words still to say
            heard = s._words_until - time.monotonic() + 0.5  # they are said, half a second
            s._words_until -= heard  # on: in the guard, which they began
            s._handed_at -= heard
            await h.press("d")
            assert h.spoken[-1] == say("ui.handover_guard", name="Mary")
            assert s.game.cards_drawn == 2
    asyncio.run(main())


def test_a_bump_said_just_before_the_hand_over_is_not_said_again_as_news():
    """Playtest pd72: "Red's pawn 1 on square 58 was bumped back to start by Yellow." then at
    once "Red, since your last turn: Your pawn 1 on square 58 was bumped back to start by
    Yellow.".  The news is for a player who was not listening during the others' turns;
    said the moment after the bump's own line, the table hears it twice in a row."""
    async def body(h):
        two = GameConfig((Seat(R, None, "An"), Seat(Y, None, "Mary")), first=R)
        mark = await rigged(h, two, "r r=H,H,H,32 y=H,H,H,35", [Card.THREE, Card.FIVE])
        await h.press("d")  # An's 3 bumps Mary's pawn on 35; Mary's turn at once
        assert h.said_since(mark) == [
            "An draws a 3.", say("ui.only_option.named", name="An"),
            "An moves pawn 4 forward 3 to square 35.",
            "Mary's pawn 4 on square 35 was bumped back to start by An.",
            say("ui.your_turn", name="Mary")]
        h.app.session._handed_at -= HANDOVER_GUARD  # Mary has heard her name
        mark = len(h.spoken)
        await h.press("d")  # her D: her card, with no news first
        assert h.said_since(mark)[0] == "Mary draws a 5."
    run_headless(body)


def test_a_bots_bump_said_just_before_a_players_turn_is_not_said_again_as_news():
    """The same after a bot's turn: Blue bumps Mary, and Mary's turn follows at once."""
    async def body(h):
        mark = await rigged(h, table(), "r r=H,H,H,S b=H,H,H,30 y=H,H,H,35",
                            [Card.FOUR, Card.FIVE])
        await h.press("d")  # An's 4 is lost; Blue's 5 bumps Mary; Mary's turn
        await h.wait(lambda: h.app.session.game.to_move == Y)
        said = h.said_since(mark)
        assert said[-2:] == ["Mary's pawn 4 on square 35 was bumped back to start by Blue.",
                             say("ui.your_turn", name="Mary")]
        assert "Mary, since the game began:" not in said
    run_headless(body)


def test_a_draw_key_during_a_bots_turn_is_not_said_to_be_the_next_persons():
    """Playtest pb68: a D pressed while the bots between An and Mary played (An's, hurrying
    them) drew nothing; Mary's turn then said "The draw key you pressed ...", to Mary.  The
    turn line leaves the prompt to that line, which ends with it."""
    async def main():
        async with Headless(pace_scale=1.0) as h:
            four = GameConfig((Seat(R, None, "An"), Seat(B, "easy"), Seat(Y, "easy"),
                               Seat(Colour.GREEN, None, "Mary")), first=R, pace="slow")
            mark = await rigged(h, four, "r r=H,H,H,S b=H,H,H,S y=H,H,H,S g=H,H,H,S",
                                [Card.FOUR] * 4)
            s = h.app.session
            h.pipe.send_text("d")  # An's 4 is lost; Blue's too, then the bots' wait
            await h.wait(lambda: "Blue draws a 4." in h.spoken and h.app.bots_busy)
            h.pipe.send_text("d")  # An's second D, during Blue's turn: Yellow plays on
            await h.wait(lambda: s.human_to_move and s.game.to_move is Colour.GREEN)
            said = h.said_since(mark)
            # "Your turn, Mary: press D or Space to draw." before it said the prompt twice
            assert said[-2:] == ["Your turn, Mary.",
                                 "A draw key pressed during the bots' turns drew nothing: "
                                 "press D or Space to draw."]
            assert s.game.cards_drawn == 3
    asyncio.run(main())


def test_a_key_refused_during_the_hand_overs_own_words_came_as_the_turn_passed():
    """The guard waits for the bot's words and then the hand-over's (Mary's news, "Your
    turn, Mary."): a key once the bot's own are said came as the turn passed, not during
    Blue's turn."""
    async def main():
        async with Headless(pace_scale=1.0) as h:
            await rigged(h, table(), "r r=H,H,H,32 b=H,H,H,S y=H,H,H,35",
                         [Card.THREE, Card.FOUR, Card.FIVE])
            await h.press("d")  # An's 3 bumps Mary; Blue's 4 is lost; Mary's news, her turn
            s = h.app.session
            assert h.spoken[-3:-1] == ["Mary, since the game began:",
                                       "Your pawn 4 on square 35 was bumped back to start by An."]
            assert s._handed_at - s._words_until > 1.0  # the news is not Blue's turn
            past = s._words_until - time.monotonic() + 0.3  # Blue's words said, not Mary's
            s._words_until -= past
            s._handed_at -= past
            await h.press("d")
            assert h.spoken[-1] == say("ui.handover_guard", name="Mary")
            assert s.game.cards_drawn == 2
    asyncio.run(main())


def test_a_bump_by_a_2_is_news_once_the_same_player_has_drawn_and_played_again():
    """hs73's decision: after a 2 the player's turn is marked again, so a bump made by the
    2's card, followed by that player's next card (and any questions between), is no
    longer the thing just said: the next player's turn says it (review rf79)."""
    async def body(h):
        two = GameConfig((Seat(R, None, "An"), Seat(Y, None, "Mary")), first=R)
        await rigged(h, two, "r r=H,H,H,30 y=H,H,H,32", [Card.TWO, Card.FIVE])
        await h.press("d")  # An's 2 bumps Mary's pawn on 32; An draws again
        assert h.spoken[-2:] == ["Mary's pawn 4 on square 32 was bumped back to start by An.",
                                 "An drew a 2: An, draw again."]
        mark = len(h.spoken)
        await h.press("d")  # An's 5; then Mary's turn
        said = h.said_since(mark)
        assert said[0] == "An draws a 5."
        assert said[-3:] == ["Mary, since the game began:",
                             "Your pawn 4 on square 32 was bumped back to start by An.",
                             say("ui.your_turn", name="Mary")]
    run_headless(body)


def test_a_bump_by_a_card_left_waiting_and_played_on_continue_is_not_said_again_as_news(
        tmp_path, monkeypatch):
    """Continue marks the turn, as a hand-over does: An's card left waiting, played once the
    game is taken up again, bumps Mary, and her turn follows that line at once, with no
    news to say it twice (review rf79: without the mark nothing was known of the turn)."""
    two = GameConfig((Seat(R, None, "An"), Seat(Y, None, "Mary")), first=R)

    def waiting(s: GameSession) -> None:  # An's 5 drawn: pawn 3 on 20, or pawn 4 on 40
        s.game = stacked_game("r r=H,H,20,40 y=H,H,H,45", [Card.FIVE], under=[Card.FOUR] * 5)
        s.game.draw()

    async def body(h):
        h.app.start_game(two)
        waiting(h.app.session)
        await h.press("escape", "5", "enter")  # leave the game, kept
        back = GameSession(two, h.app.speaker, 1)  # as Continue rebuilds it
        waiting(back)
        monkeypatch.setattr(GameSession, "restored", classmethod(lambda *_, **__: back))
        await h.press("9")  # Continue: An's card, waiting, and its options
        assert h.app.session is back and back.game.phase is Phase.CHOOSE
        assert h.spoken[-2:] == ["2: pawn 4 forward 5 to square 45, bumps Mary's pawn 4, "
                                 "which has 50 steps to go",
                                 say("ui.choose_keys")]  # An's first list since Continue
        mark = len(h.spoken)
        await h.press("2")  # pawn 4 to 45, Mary's pawn there back to start; Mary's turn
        said = h.said_since(mark)
        assert said[-2:] == ["Mary's pawn 4 on square 45 was bumped back to start by An.",
                             say("ui.your_turn", name="Mary")], said
    run_headless(body, saves=SaveStore(tmp_path / "game.json"))


def test_at_a_partnership_hot_seat_the_news_leaves_out_the_hits_the_last_turn_just_told(
        monkeypatch):
    """Review rf79: an older hit kept the news whole, so it said again the line the last
    turn had just said, and in a partnership game a hit on the partner's pawn is in both
    partners' news.  The news now says the hits from before the last turn: every one the
    player has not just heard, the partner's pawn's too."""
    monkeypatch.setattr("sorry_audio.ui.handover.HANDOVER_GUARD", 0.0)  # keys come fast here

    async def body(h):
        four = GameConfig((Seat(R, None, "An"), Seat(B, "hard"), Seat(Y, None, "Mary"),
                           Seat(Colour.GREEN, "hard")), first=B, teams=True)
        await rigged(h, four, "b r=H,H,44,37 b=32,S,S,S y=39,H,H,H g=S,S,S,S teams",
                     [Card.FIVE, Card.THREE, Card.FIVE, Card.THREE, Card.FIVE])
        s = h.app.session
        await h.press("t")  # Blue's 5 bumps An's pawn 4; Mary's turn
        await h.wait(lambda: s.human_to_move)
        assert h.spoken[-2:] == ["An's pawn 4 on square 37 was bumped back to start by Blue.",
                                 say("ui.your_turn", name="Mary")]  # just said: no news
        await h.press("d")  # Mary's 3: her pawn 1, or An's pawn 3
        assert h.spoken[-3:-1] == ["1: pawn 1 forward 3 to square 42",
                                   "2: An's pawn 3 forward 3 to square 47"]
        assert h.spoken[-1] == say("ui.choose_keys")  # Mary's first list
        mark = len(h.spoken)
        await h.press("1")  # to 42; then Green moves Blue's pawn onto it; An's turn
        await h.wait(lambda: s.game.to_move == R)
        said = h.said_since(mark)
        assert said[-4:] == [
            "Mary's pawn 1 on square 42 was bumped back to start by Green with Blue's pawn 1.",
            "An, since the game began:",  # Blue's bump, before Mary's turn: An may have
            "Your pawn 4 on square 37 was bumped back to start by Blue.",  # been away; not
            say("ui.your_turn", name="An")]  # Green's on Mary's pawn, just said
        mark = len(h.spoken)
        await h.press("d")  # An's 3 moves pawn 3 to 47; Blue's 5 bumps it; Mary's turn
        await h.wait(lambda: s.game.to_move == Y and s.human_to_move)
        said = h.said_since(mark)
        assert said[-4:] == [
            "An's pawn 3 on square 47 was bumped back to start by Blue.",
            "Mary, since your last turn:",  # Green's bump, before An's turn; not Blue's,
            # just said
            "Your pawn 1 on square 42 was bumped back to start by Green with Blue's pawn 1.",
            say("ui.your_turn.named", name="Mary")]
    run_headless(body)


def test_at_a_partnership_hot_seat_your_pawn_your_partner_bumped_with_is_in_your_news(
        monkeypatch):
    """Playtest qe119: Mary's SORRY! brought An's pawn out onto her own pawn, and An's news
    said "Mary bumps Mary's own pawn 1 on square 56 back to start.": not that it was An's
    pawn that moved."""
    monkeypatch.setattr("sorry_audio.ui.handover.HANDOVER_GUARD", 0.0)  # keys come fast here

    async def body(h):
        four = GameConfig((Seat(R, None, "An"), Seat(B, "hard"), Seat(Y, None, "Mary"),
                           Seat(Colour.GREEN, "hard")), first=Y, teams=True)
        await rigged(h, four, "y r=S,S,S,S b=S,S,S,S y=56,H,H,H g=S,S,S,S teams",
                     [Card.SORRY, Card.THREE])
        s = h.app.session
        mark = len(h.spoken)
        await h.press("d")  # Mary's one option: An's pawn 1 takes 56; Green's 3 is lost
        await h.wait(lambda: s.game.to_move == R and s.human_to_move)
        said = h.said_since(mark)
        assert said[-3:] == [
            "An, since the game began:",
            "Mary bumps Mary's own pawn 1 on square 56 back to start with your pawn 1.",
            say("ui.your_turn", name="An")], said
    run_headless(body)


def test_at_a_hot_seat_each_player_hears_how_to_leave_a_group_the_first_time(monkeypatch):
    """Review rz127: the way back to the groups was taught once a run to whoever opened a
    group first; at a hot seat the second player never heard it."""
    monkeypatch.setattr("sorry_audio.ui.handover.HANDOVER_GUARD", 0.0)  # keys come fast here
    escape = "Escape goes back to the groups."

    async def body(h):
        two = GameConfig((Seat(R, None, "An"), Seat(Y, None, "Mary")), first=R)
        await rigged(h, two, "r r=10,25,40,S y=12,30,45,S", [Card.SEVEN, Card.SEVEN])
        s = h.app.session

        async def opened(*keys: str) -> str:
            """The head of the group the last of ``keys`` opens."""
            await h.press(*keys[:-1])
            mark = len(h.spoken)
            await h.press(keys[-1])
            return h.said_since(mark)[0]

        assert (await opened("d", "1")).endswith(escape)  # An's first group: told
        await h.press("1")  # An plays; Mary's turn
        await h.wait(lambda: s.game.to_move == Y and s.human_to_move)
        head = await opened("d", "1")  # Mary's first group: told too
        assert s.game.to_move == Y and head.endswith(escape), head
        assert not (await opened("escape", "1")).endswith(escape)  # and not again
    run_headless(body)
