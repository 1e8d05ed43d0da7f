"""The modes that take every key for a moment (a name typed, a square's number typed, a
question): the app reports each, and a key of the places does nothing of its own there."""

from __future__ import annotations

import pytest
from rigging import stacked_game

from sorry_audio.config import GameConfig, Seat
from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card
from sorry_audio.core.game import Phase
from sorry_audio.narration.catalog import DEFAULT_CATALOG
from sorry_audio.ui.headless import Headless, run_headless
from sorry_audio.ui.keymap import ANY, KEYMAP, TAKE_EVERY_KEY, Mode

say = DEFAULT_CATALOG.say


def test_no_key_row_is_bound_in_a_mode_that_takes_every_key():
    """Their keys are the app's own rows: R, F1 or S there type or answer, as before."""
    assert not ANY & TAKE_EVERY_KEY and frozenset(Mode) == ANY | TAKE_EVERY_KEY
    assert all(not action.modes & TAKE_EVERY_KEY for action in KEYMAP)


async def a_quick_game(h: Headless):
    """A quick game against a bot, the player (Red) to draw a 7."""
    await h.press("1")
    s = h.app.session
    s.game = stacked_game("r r=12,S,S,S y=40,S,S,S", [Card.SEVEN], seed=1)
    return s


def test_typing_a_name_is_a_mode_where_place_keys_and_anywhere_keys_are_typed():
    async def body(h):
        await h.press("5", "4", "enter")  # setup, player 1's name
        assert h.app.mode is Mode.TYPING and h.app.place is Mode.SETUP
        # S starts the game in setup; R repeats, Comma goes back in the history and ?
        # says the keys anywhere else: here each is a letter of the name
        await h.press("s", "r", ",", "?")
        assert h.spoken[-1] == "question mark"  # said by its name, as typed
        assert h.app.name_entry == (0, list("sr,?")) and h.app.session is None
        await h.press("down")  # the setup list's next item: not a letter, the focus stays
        assert h.spoken[-1] == say("ui.name.not_a_letter")
        await h.press("f1")  # F1 is the typing keys' help, not the setup list's
        assert h.spoken[-1] == say("ui.keys_note.typing", n=20)
        await h.press("c-c")  # the question takes the keys; the name waits under it
        assert h.app.mode is Mode.CONFIRM and h.spoken[-1] == say("ui.confirm_quit")
        await h.press("s")
        assert h.spoken[-1] == say("ui.staying_name_so_far", name="sr,?")
        assert h.app.mode is Mode.TYPING and h.app.session is None
        await h.press("escape")
        assert h.app.mode is Mode.SETUP
    run_headless(body)


def test_typing_a_square_is_a_mode_where_game_keys_and_anywhere_keys_say_what_to_type():
    async def body(h):
        s = await a_quick_game(h)
        await h.press("g")
        assert h.app.mode is Mode.GOTO and h.app.place is Mode.GAME
        for key in ("d", "space", "r", "b", "f1", "?", ","):  # draw, repeat, board, help...
            mark = len(h.spoken)
            await h.press(key)
            assert h.said_since(mark) == [say("ui.goto.not_a_digit", most=60)], key
        assert s.game.phase is Phase.DRAW and s.game.cards_drawn == 0  # nothing drawn
        await h.press("c-c")  # Ctrl+C still asks to leave, and the number waits
        assert h.app.mode is Mode.CONFIRM
        await h.press("n")
        assert h.spoken[-1] == say("ui.staying_square") and h.app.mode is Mode.GOTO
        await h.press("escape")
        assert h.app.mode is Mode.GAME and s.game.cards_drawn == 0
    run_headless(body, seed=2)


def test_the_leave_question_is_a_mode_where_any_game_key_only_answers_it():
    async def body(h):
        s = await a_quick_game(h)
        for key in ("d", "r", "f1", "u"):  # draw, repeat, help, take back: each stays
            await h.press("c-c")
            assert h.app.mode is Mode.CONFIRM and h.app.place is Mode.GAME
            mark = len(h.spoken)
            await h.press(key)
            assert h.said_since(mark)[0] == say("ui.staying_game"), key
            assert h.app.mode is Mode.GAME and s.game.cards_drawn == 0
    run_headless(body, seed=2)


def test_the_take_back_question_is_the_same_mode(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr("sorry_audio.ui.handover.HANDOVER_GUARD", 0.0)

    async def body(h):
        h.app.start_game(GameConfig((Seat(Colour.RED, None, "An"),
                                     Seat(Colour.YELLOW, None, "Mary")), first=Colour.RED))
        await h.settle()
        s = h.app.session
        while not (s.game.phase is Phase.CHOOSE and s.game.option_count > 1):
            assert not s.over and s.game.cards_drawn < 300
            await h.press("d" if s.game.phase is Phase.DRAW else "1")
            await h.wait(lambda: s.human_to_move)
        await h.press("1")
        at, drawn = s.progress, s.game.cards_drawn
        await h.press("u")
        assert h.app.mode is Mode.CONFIRM and h.app.asking_take_back
        await h.press("d")  # not a draw: the move stands, and the game goes on
        assert say("ui.take_back.kept") in h.spoken[-3:]
        assert h.app.mode is Mode.GAME and s.progress == at and s.game.cards_drawn == drawn
    run_headless(body, seed=6)
