"""Keyboards and terminals other than the usual (playtest qr136).

One press, one answer: Alt+key and keys prompt_toolkit does not know arrive as Escape and
then characters, which were taken as keys of their own (Alt+F1 at an option list opened
the game menu, chose Resume and played option 3).  A French keyboard's "1" types "&", and
a number pad with Num Lock off sends End and Page Down: each says how to type the digit."""

from __future__ import annotations

from collections import deque

from prompt_toolkit.key_binding.key_processor import KeyPress
from prompt_toolkit.keys import Keys
from test_ui_game import drawn

from sorry_audio.core.cards import Card
from sorry_audio.narration.catalog import DEFAULT_CATALOG
from sorry_audio.ui.escapes import is_sequence, key_word, tail_text, take_escape_tail
from sorry_audio.ui.headless import Headless, run_headless
from sorry_audio.ui.keymap import Mode

say = DEFAULT_CATALOG.say
NOTHING = say("ui.key_does_nothing")


def pair(key: str) -> str:
    """What Escape and ``key`` together say: Alt+key, or both pressed within the terminal's
    wait for a sequence (review rz140: tmux's escape-time joins them)."""
    return say("ui.key_escape_pair", other=key)


def presses(*keys: str | Keys) -> deque[KeyPress]:
    return deque(KeyPress(k, k if isinstance(k, str) else "") for k in keys)


def test_the_rest_of_a_control_sequence_is_taken_to_its_final_byte():
    queue = presses("[", "1", ";", "3", "P", "d")  # Alt+F1, then a D typed after
    tail = take_escape_tail(queue)
    assert tail_text(tail) == "[1;3P" and is_sequence(tail) and [k.key for k in queue] == ["d"]
    queue = presses("O", "q", "2")  # the number pad's 1 in keypad mode, then a 2
    tail = take_escape_tail(queue)
    assert tail_text(tail) == "Oq" and is_sequence(tail) and [k.key for k in queue] == ["2"]
    queue = presses("1", "2")  # Alt+1, or Escape and 1 together: one key only
    tail = take_escape_tail(queue)
    assert tail_text(tail) == "1" and not is_sequence(tail) and [k.key for k in queue] == ["2"]
    queue = presses(Keys.Escape, Keys.Up)  # Alt+Up as some terminals send it
    tail = take_escape_tail(queue)
    assert [k.key for k in tail] == [Keys.Up] and key_word(tail[0]) == "Up" and not queue
    assert take_escape_tail(presses()) == []  # Escape on its own
    held = presses(Keys.Escape, Keys.Escape)  # a held Escape's repeats, read at once:
    assert take_escape_tail(held) == [] and len(held) == 2  # each an Escape of its own
    cpr = presses(Keys.CPRResponse)  # a terminal's answer is not part of a key
    assert take_escape_tail(cpr) == [] and len(cpr) == 1


async def burst(h: Headless, raw: str, keys: int = 1) -> list[str]:
    """``raw`` sent in one write, as a terminal sends one key's sequence (or ``keys`` keys
    read together); what was said."""
    mark, before = len(h.spoken), h.app.keys_handled
    h.pipe.send_text(raw)
    await h.wait(lambda: h.app.keys_handled >= before + keys)
    await h.settle()
    return h.said_since(mark)


def test_alt_f1_and_ctrl_insert_at_an_option_list_play_nothing():
    async def body(h):
        game = await drawn(h, "r r=10,20,S,S y=40,S,S,S", Card.FIVE)
        position = game.position
        for raw, words in (("\x1b[1;3P", NOTHING), ("\x1b[2;5~", NOTHING), ("\x1bOq", NOTHING),
                           ("\x1b1", pair("1")), ("\x1b\x1b[A", pair("Up")),
                           ("\x1b[1;3A", pair("Up")), ("\x1bOE", say("ui.key_num_lock")),
                           ("\x1b[E", say("ui.key_num_lock"))):  # the pad's 5, Num Lock off
            said = await burst(h, raw)
            assert said == [words], raw
            assert h.app.mode is Mode.GAME and not h.app.menus, raw  # no game menu opened
            assert h.app.session.game.position == position, raw  # no option played
        # two Escapes written at once act as two (the parser here holds the second until the
        # flush, so only the unit test above, as Windows input queues them, pins the rule)
        said = await burst(h, "\x1b\x1b", keys=2)
        assert said[0].startswith("Game menu.") and not h.app.menus  # in, and out
        await h.press("escape")  # Escape on its own still opens the game menu
        assert h.app.menus and h.spoken[-1].startswith("Game menu.")
    run_headless(body)


def test_alt_1_in_settings_stays_there_and_starts_no_game():
    async def body(h):
        await h.press("8")
        settings = h.app.menu.title
        assert await burst(h, "\x1b1") == [pair("1")]
        assert pair("1") == ("Escape and 1 came together, as Alt+1 sends them, so neither "
                             "acted: press Escape, then 1.")
        assert h.app.mode is Mode.MENU and h.app.menu.title == settings
        assert h.app.session is None
    run_headless(body)


def test_alt_s_while_typing_a_name_keeps_the_name_being_typed():
    async def body(h):
        await h.press("5", "4", "enter", "J", "o")
        assert await burst(h, "\x1bs") == [pair("s")]  # which Escape would have cancelled
        assert await burst(h, "\x1b[1;3P") == [say("ui.name.not_a_letter")]  # as Tab there
        assert h.app.name_entry is not None and h.app._prompt_text().endswith("Jo")
        await h.press("enter")
        assert h.app.setup_model.names[0] == "Jo" and h.app.session is None
    run_headless(body)


def test_alt_1_while_a_square_is_typed_is_refused_as_a_key_that_types_no_digit():
    """Review of playtest qt139: where a name or a square is typed, an Alt key is refused
    with the words that help there, and the typing goes on."""
    async def body(h):
        await drawn(h, "r r=10,20,S,S y=40,S,S,S", Card.FIVE)
        await h.press("g", "1")
        assert h.app.mode is Mode.GOTO
        said = await burst(h, "\x1b[1;3P")  # Alt+F1
        assert len(said) == 1 and said[0] == say("ui.goto.not_a_digit", most=60)
        assert await burst(h, "\x1b1") == [pair("1")]
        assert h.app.mode is Mode.GOTO
        await h.press("2", "enter")
        assert h.spoken[-1].startswith("Square 12")
    run_headless(body)


def test_alt_y_at_the_leave_question_stays():
    async def body(h):
        await h.press("c-c")
        assert h.app.confirming
        said = await burst(h, "\x1by")
        assert said[0] == say("ui.staying") and h.app.application.is_running
        assert not h.app.confirming
    run_headless(body)


def test_a_french_keyboards_top_row_says_how_to_type_the_digit():
    async def body(h):
        game = await drawn(h, "r r=10,20,S,S y=40,S,S,S", Card.FIVE)
        position = game.position
        for char, digit in (("&", 1), ("é", 2), ('"', 3), ("à", 0), ("_", 8)):
            said = await burst(h, char)
            assert said == [say("ui.key_azerty", char=char, digit=digit)], char
        assert said[0] == ("_ is not a digit. On a French keyboard it is the 8 key: there, "
                           "hold Shift for the digits, or use the number pad.")
        assert await burst(h, "!") == [NOTHING]  # a key of its own there (review rz140)
        assert h.app.session.game.position == position and not h.app.menus
    run_headless(body)

    async def in_the_main_menu(h):  # the same words where a digit picks an item
        assert h.app.mode is Mode.MENU
        assert (await burst(h, "&")) == [say("ui.key_azerty", char="&", digit=1)]
        assert h.app.mode is Mode.MENU and h.app.session is None
    run_headless(in_the_main_menu)


def test_the_number_pad_with_num_lock_off_says_so_where_its_keys_mean_nothing():
    async def body(h):
        game = await drawn(h, "r r=10,20,S,S y=40,S,S,S", Card.FIVE)
        position = game.position
        for key in ("end", "pagedown", "pageup", "insert", "delete"):
            await h.press(key)
            assert h.spoken[-1] == say("ui.key_num_lock"), key
        assert h.app.session.game.position == position
        await h.press("down")  # its 2 with Num Lock off is Down, which walks the options
        assert h.spoken[-1].startswith("1: pawn 1 forward 5")
    run_headless(body)
