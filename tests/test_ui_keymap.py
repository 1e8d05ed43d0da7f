"""The one key table: docs/keys.md, the spoken help and the bindings all come from it."""

from __future__ import annotations

from pathlib import Path

import pytest

from sorry_audio.narration.catalog import DEFAULT_CATALOG
from sorry_audio.ui.handlers import KeyHandlers
from sorry_audio.ui.headless import run_headless
from sorry_audio.ui.keymap import (
    BOUNCE_GUARD,
    KEYMAP,
    KeyStamp,
    Mode,
    help_lines,
    markdown,
    note_lines,
    terminal_keys,
)

DOCS = Path(__file__).resolve().parent.parent / "docs" / "keys.md"


def test_docs_keys_md_is_generated_from_the_table():
    assert DOCS.read_text(encoding="utf-8") == markdown(), (
        "docs/keys.md is stale: python -m sorry_audio.ui.keymap > docs/keys.md")


def test_docs_keys_md_is_plain_lines_a_screen_reader_reads_cleanly():
    """A playtest: read with cat or less, the old pipe tables were heard as "vertical bar,
    backtick" on every row; now each key is the line F1 says, under a heading per place."""
    text = markdown()
    body, about = text.split("## About this file")
    assert "|" not in body and "`" not in body
    sections = body.split("\n## ")[1:]
    assert [s.splitlines()[0] for s in sections] == [
        "In a game", "Setup", "Menus", "After a game", "Anywhere"]
    game = sections[0].splitlines()
    assert game[2] == DEFAULT_CATALOG.say("ui.keys_first")  # the few keys a first game needs
    assert game[3] == "D or Space: draw a card (in the Point Score game: hear your hand)."
    assert game[-2].startswith("While a bot plays, a key that only asks (B, V, T, S, A, "
                               "each with Shift too, C, K, Shift+O, Shift+R, F1, the "
                               "history and the review cursor) or changes the pace or "
                               "wording (P, W, with Shift too) answers")
    # R and the history keys are Anywhere's, and the game's page says so (playtest x24)
    assert game[-1] == DEFAULT_CATALOG.say("ui.keys_note.anywhere")
    for section in sections:
        for line in section.splitlines()[1:]:
            assert not line or line.endswith("."), line
    assert "Comma or /: older message in the history." in sections[-1]
    assert "python -m sorry_audio.ui.keymap > docs/keys.md" in about


@pytest.mark.parametrize("mode", list(Mode))
def test_no_key_means_two_things_in_one_mode(mode):
    seen: dict[str, str] = {}
    for action in KEYMAP:
        if mode not in action.modes:
            continue
        for shown in action.keys:
            for key in terminal_keys(shown, frozenset({mode})):  # bound mode by mode
                assert key not in seen, f"{key!r} is both {seen[key]} and {action.name} in {mode}"
                seen[key] = action.name


def test_every_row_has_a_documented_handler():
    for action in KEYMAP:
        handler = getattr(KeyHandlers, f"key_{action.name}", None)
        assert handler is not None, action.name
        assert handler.__doc__ and handler.__doc__.strip(), action.name


def test_the_issue_keys_are_all_in_the_table():
    game = {k for a in KEYMAP if Mode.GAME in a.modes for k in a.keys}
    wanted = {"D", "Space", "1..9", "Up", "Down", "Enter", "O", "B", "V", "T", "S", "Shift+S",
              "C", "H", "R", ",", ".", "<", ">", "Left", "Right", "N", "L", "E", "A",
              "Escape", "F1", "?", "Ctrl+C"}
    assert wanted <= game


def test_letters_also_answer_to_capitals_unless_shift_has_its_own_meaning():
    assert terminal_keys("D") == ("d", "D")
    assert terminal_keys("S") == ("s",)
    assert terminal_keys("Shift+S") == ("S",)
    assert terminal_keys("1..9") == tuple("123456789")
    assert terminal_keys("Space") == (" ",)
    assert terminal_keys("Ctrl+C") == ("c-c",)
    # Shift+S reads the details in a game; in setup, where it means nothing else, it starts
    assert terminal_keys("S", frozenset({Mode.SETUP})) == ("s", "S")
    # R repeats everywhere; Shift+R is the recap in a game, so Caps Lock R repeats in menus
    assert terminal_keys("R", frozenset({Mode.GAME})) == ("r",)
    assert terminal_keys("R", frozenset({Mode.MENU})) == ("r", "R")
    # a terminal still in line mode sends Enter as a line feed
    assert terminal_keys("Enter") == ("enter", "c-j")


def test_enter_sent_as_a_line_feed_still_chooses():
    async def body(h):
        await h.press("down", "c-j")  # main menu: the quick game against 2 bots
        assert h.app.mode is Mode.GAME and len(h.app.session.config.seats) == 3
    run_headless(body)


def test_help_lines_follow_the_table_for_each_mode():
    lines = help_lines(Mode.GAME)
    assert "D or Space: draw a card (in the Point Score game: hear your hand)." in lines
    assert ("1 to 9: choose that option (or group of options); in the Point Score game, "
            "first pick that card of your hand.") in lines
    notes = note_lines(Mode.GAME) + note_lines(None)  # what no row says: skipping, leaving, holds
    assert len(lines) == 1 + sum(1 for a in KEYMAP if Mode.GAME in a.modes) + len(notes) == 48
    assert lines[-len(notes):] == notes
    # first, the few keys a first game needs (playtest qa113), in the Point Score game its own
    assert lines[0] == DEFAULT_CATALOG.say("ui.keys_first")
    assert help_lines(Mode.GAME, game="points")[0].startswith(
        "To start with: D says your hand, a number picks a card, then a number plays")
    assert "S: start the game now." in help_lines(Mode.SETUP)
    assert not any(line.startswith("D or Space") for line in help_lines(Mode.MENU))


def test_after_a_game_digits_and_escape_are_told_as_they_work_there():
    """The end menu's help said a digit chooses (it only goes to an item) and Escape goes
    back (the first only asks): review ag33.  Menus keep their own words."""
    from sorry_audio.ui.keymap import place_help_lines

    for lines in (help_lines(Mode.REVIEW), place_help_lines(Mode.REVIEW)):
        assert "0 to 9: go to that item; Enter chooses it." in lines
        assert "Escape: the main menu: the first press only asks, the second goes." in lines
        assert "Enter: choose the item." in lines
    menu = help_lines(Mode.MENU)
    assert "Escape: go back." in menu and "Enter: choose the item, or change the setting." in menu


def test_a_key_stamp_tells_the_same_key_again_within_its_time():
    """KeyStamp: the one "the same key again within a moment" the name field, the take-back
    question, the hot seat's guard and the app's bounce guard share."""
    stamp = KeyStamp()
    assert not stamp.within(BOUNCE_GUARD, now=0.0)  # never stamped: long ago
    stamp.stamp(now=10.0, key=3)
    assert stamp.key == 3 and stamp.within(now=10.0 + BOUNCE_GUARD / 2)
    assert not stamp.within(now=10.0 + BOUNCE_GUARD)  # its time is up: a new press
    assert stamp.within(1.0, now=10.5)  # a window of the caller's own (a setting)
    stamp.stamp()  # the clock's time when none is given
    assert stamp.within()


def test_a_key_stamp_times_a_held_key_from_every_press():
    """again(): the same key within the window is a repeat, stamped afresh each time, so a
    key held down (a repeat every 33 ms) acts once; another key, or the same one later,
    is a press of its own."""
    stamp = KeyStamp()
    assert not stamp.again("d", 0.2, now=100.0)
    assert [stamp.again("d", 0.2, now=100.0 + 0.1 * i) for i in range(1, 6)] == [True] * 5
    assert not stamp.again("u", 0.2, now=100.55)  # another key, however quick
    assert not stamp.again("u", 0.2, now=101.0)  # the same key, later
