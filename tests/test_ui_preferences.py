"""The game remembers the player's choices between runs, and says what went wrong with them."""

from __future__ import annotations

from pathlib import Path

from sorry_audio.narration.catalog import DEFAULT_CATALOG
from sorry_audio.preferences import DAMAGED_NAME, Preferences, PreferenceStore
from sorry_audio.ui.headless import run_headless
from sorry_audio.ui.keymap import Mode

say = DEFAULT_CATALOG.say


def test_level_pace_verbosity_and_wording_are_there_next_time(tmp_path: Path):
    path = tmp_path / "settings.json"

    async def first(h):
        await h.press("4", "4")  # bot level: normal -> hard -> easy
        await h.press("left")  # back to hard
        assert h.spoken[-1].startswith("Bot level: hard")
        await h.press("1")
        assert h.app.mode is Mode.GAME
        await h.press("p", "w", "w", "W")  # slow; full, then brief; relative
        assert h.spoken[-1] == say("ui.wording_set", wording=say("ui.wording.relative"))
    run_headless(first, preferences=PreferenceStore(path))
    assert PreferenceStore(path).preferences == Preferences(
        level="hard", pace="slow", verbosity="brief", relative=True)

    async def second(h):
        await h.press("down", "down", "down")
        assert h.spoken[-1] == ("Bot level: hard (looks ahead and counts the cards), 4 of 8")
        await h.press("2")  # quick game against 2 bots, with last time's choices
        s = h.app.session
        assert [seat.bot for seat in s.config.seats] == [None, "hard", "hard"]
        assert (s.pace, s.narrator.settings.verbosity.value, s.narrator.settings.relative) == (
            "slow", "brief", True)
    run_headless(second, preferences=PreferenceStore(path))

    async def setup(h):
        await h.press("5")  # new game: setup starts from the same choices
        assert h.app.setup_model.kinds == ["human", "hard"]
        assert (h.app.setup_model.pace, h.app.setup_model.verbosity) == ("slow", "brief")
        h.app.setup_model.set_players(3)  # a seat added later gets the level too
        assert h.app.setup_model.kinds == ["human", "hard", "hard"]
    run_headless(setup, preferences=PreferenceStore(path))


def test_a_damaged_settings_file_is_said_after_the_menu_and_the_game_goes_on(tmp_path: Path):
    path = tmp_path / "settings.json"
    path.write_text('{"level": "hard",')
    store = PreferenceStore(path)

    async def body(h):
        assert h.spoken[0].startswith(say("ui.welcome_menu"))  # the menu is heard first
        assert h.spoken[1].startswith(f"Your settings file {path} could not be read (")
        assert h.spoken[1].endswith(f"the old file was kept as {tmp_path / DAMAGED_NAME}.")
        await h.press("1")
        assert h.app.mode is Mode.GAME
        assert [seat.bot for seat in h.app.session.config.seats] == [None, "normal"]
    run_headless(body, preferences=store)
    assert (tmp_path / DAMAGED_NAME).read_text() == '{"level": "hard",'
    assert PreferenceStore(path).problems == []  # the game wrote a clean file


def test_settings_that_cannot_be_saved_are_said_once_and_still_hold(tmp_path: Path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    path = blocker / "settings.json"  # its folder is a file: nothing can be written

    async def body(h):
        mark = len(h.spoken)
        await h.press("4")
        said = h.said_since(mark)
        problems = [line for line in said if line.startswith("Your settings could not be saved")]
        assert len(problems) == 1 and problems[0].endswith("they hold until you quit.")
        await h.press("4", "1")  # a second change, then a game: nothing more about saving
        assert not any("could not be saved" in line for line in h.said_since(mark + len(said)))
        assert [seat.bot for seat in h.app.session.config.seats] == [None, "easy"]
    run_headless(body, preferences=PreferenceStore(path))


def test_an_app_without_a_store_keeps_choices_for_its_run_only(_own_settings_file: Path):
    async def body(h):
        await h.press("4")
        assert h.app.bot_level == "hard"
    run_headless(body)
    assert not _own_settings_file.exists()
