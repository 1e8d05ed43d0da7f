"""The player's record against the bots: what counts, the file, a damaged file, in the app."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from standins import refused_reads

from sorry_audio.config import GameConfig, Seat
from sorry_audio.core.board import Colour
from sorry_audio.core.game import Phase
from sorry_audio.narration.catalog import DEFAULT_CATALOG
from sorry_audio.ui.headless import run_headless
from sorry_audio.ui.record import (
    DAMAGED_NAME,
    RecordError,
    RecordStore,
    Tally,
    default_path,
    format_record,
    parse_record,
    table_level,
)
from sorry_audio.ui.savegame import SaveStore

say = DEFAULT_CATALOG.say
R, B, Y = Colour.RED, Colour.BLUE, Colour.YELLOW


def test_a_game_counts_for_the_strongest_bot_when_one_human_plays():
    assert table_level(GameConfig((Seat(R), Seat(Y, "easy")))) == "easy"
    assert table_level(GameConfig((Seat(R), Seat(B, "hard"), Seat(Y, "normal")))) == "hard"
    assert table_level(GameConfig((Seat(R), Seat(Y)))) is None  # friends: whose record?
    assert table_level(GameConfig((Seat(R), Seat(B), Seat(Y, "hard")))) is None
    assert table_level(GameConfig((Seat(R, "easy"), Seat(Y, "hard")))) is None  # no human


def test_a_game_against_bots_of_two_levels_says_it_counts_for_the_strongest(tmp_path: Path):
    """Playtest qn129: "Your record against normal bots" after a game against a normal and
    an easy bot read as if the easy bot had counted as normal."""
    store = RecordStore(tmp_path / "record.json")

    async def body(h):
        for seats, key in (((Seat(R), Seat(B, "normal"), Seat(Y, "easy")), "ui.record.mixed"),
                           ((Seat(R), Seat(B, "normal"), Seat(Y, "normal")), "ui.record")):
            h.app.start_game(GameConfig(seats, first=R))
            s = h.app.session
            lines = s._count_in_record(R)
            tally = RecordStore(tmp_path / "record.json").tally("normal")
            assert lines[0] == say(key, level="normal", **tally.words(DEFAULT_CATALOG))
        assert lines[0] == "Your record against normal bots: 2 wins in 2 games."
    run_headless(body, seed=7, record=store)
    assert say("ui.record.mixed", level="normal", wins="1 win", games="1 game") == (
        "Your record against normal bots, the strongest here: 1 win in 1 game.")


def test_record_text_round_trips_and_bad_text_says_why():
    tallies = {"easy": Tally(3, 2), "hard": Tally(7, 1)}
    assert parse_record(format_record(tallies)) == tallies
    assert Tally(1, 0).plus(1, 1) == Tally(2, 1)
    # heard inside "Your record of games against the bots could not be read (...)"
    bad = {"{": "its text is damaged",
           '{"version": 9, "levels": {}}': "it was written by a newer version of Sorry! Audio",
           '{"version": 0, "levels": {}}': "not a record of this version",
           '{"version": 1}': "its counts are missing",
           '{"version": 1, "levels": {"expert": {"played": 1, "won": 0}}}':
               "there is no bot level called expert",
           '{"version": 1, "levels": {"easy": {"played": 1, "won": 2}}}':
               "the counts for easy are not valid",
           '{"version": 1, "levels": {"easy": {"played": true, "won": 0}}}':
               "the counts for easy are not valid"}
    for text, why in bad.items():
        with pytest.raises(RecordError) as caught:
            parse_record(text)
        assert str(caught.value) == why


def test_the_store_keeps_counts_on_disk_and_sets_a_damaged_file_aside(tmp_path: Path):
    path = tmp_path / "record.json"
    store = RecordStore(path)
    assert store.tally("hard") == Tally() and not path.exists()
    assert store.add("hard", won=True) is None
    assert store.add("hard", won=False) is None
    assert RecordStore(path).tallies() == {"hard": Tally(2, 1)}
    path.write_text("{ half a file", encoding="utf-8")
    damaged = RecordStore(path)
    assert damaged.tallies() == {}
    assert damaged.problem is not None and damaged.problem.startswith("its text is damaged")
    assert damaged.problem.endswith(f"the file was kept as {tmp_path / DAMAGED_NAME}")
    assert (tmp_path / DAMAGED_NAME).read_text(encoding="utf-8") == "{ half a file"
    assert not path.exists()  # moved, never deleted


@pytest.mark.parametrize("content", [b'{"version": 1, "lev\xffels": {}}', b"[" * 100_000],
                         ids=["bytes-that-are-no-text", "nested-past-the-recursion-limit"])
def test_bytes_that_are_no_text_or_no_json_are_a_damaged_record(tmp_path: Path,
                                                              content: bytes):
    """No codec's message (byte and position) and no traceback for nesting too deep."""
    path = tmp_path / "record.json"
    path.write_bytes(content)
    store = RecordStore(path)
    assert store.tallies() == {}
    kept = tmp_path / DAMAGED_NAME
    assert store.problem == f"its text is damaged; the file was kept as {kept}"
    assert kept.read_bytes() == content and not path.exists()


def test_an_empty_file_is_said_to_be_empty_not_damaged(tmp_path: Path):
    """Playtest ao40: "its text is damaged" sent a player looking inside an empty file."""
    from sorry_audio.preferences import PreferenceStore
    from sorry_audio.ui.savegame import SaveError, SaveStore

    for name in ("record.json", "game.json", "settings.json"):
        (tmp_path / name).write_text(" \n", encoding="utf-8")
    record = RecordStore(tmp_path / "record.json")
    assert record.tallies() == {}
    assert record.problem == (f"the file is empty; it was kept as "
                              f"{tmp_path / 'record.empty.json'}")
    with pytest.raises(SaveError, match="^the file is empty; it was kept as .*/game"
                                        r"\.empty\.json$"):
        SaveStore(tmp_path / "game.json").load()
    settings = PreferenceStore(tmp_path / "settings.json")  # read as it opens
    assert [p.detail for p in settings.problems] == ["the file is empty"]


def test_a_record_that_cannot_be_written_is_a_reason_and_the_count_holds(tmp_path: Path):
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    store = RecordStore(blocker / "record.json")  # a folder that cannot be made
    reason = store.add("easy", won=True)
    assert reason is not None
    assert store.tally("easy") == Tally(1, 1)  # for the rest of this run


def test_a_game_taken_off_the_record_counts_no_more_and_never_below_none(tmp_path: Path):
    store = RecordStore(tmp_path / "record.json")
    store.add("hard", won=False)
    store.add("hard", won=True)
    assert store.remove("hard", won=False) is None
    assert RecordStore(store.path).tally("hard") == Tally(1, 1)  # written
    assert Tally().plus(-1, -1) == Tally()  # a count never goes below none


def test_the_default_file_is_named_by_the_environment(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("SORRY_AUDIO_RECORD", str(tmp_path / "mine.json"))
    assert default_path() == tmp_path / "mine.json"


async def _play_to_the_end(h) -> None:  # noqa: ANN001
    s = h.app.session
    presses = 0
    while not s.over:
        presses += 1
        assert presses < 3000
        await h.press("d" if s.game.phase is Phase.DRAW else "1")
        if s.chooser is not None and not s.chooser.at_groups and not s.over \
                and s.game.phase is Phase.CHOOSE:
            await h.press("1")


def test_each_game_played_to_the_end_is_counted_said_and_shown_in_the_main_menu(
        tmp_path: Path):
    path = tmp_path / "record.json"

    async def body(h):
        await h.press("4", "enter", "enter")  # bot level: normal -> hard -> easy
        assert h.app.bot_level == "easy"
        for game in (1, 2):
            await h.press("1")  # quick game against one easy bot
            await _play_to_the_end(h)
            tally = RecordStore(path).tally("easy")
            assert tally.played == game
            assert tally.won == sum(1 for line in h.spoken if line == say("ev.won.you"))
            line = say("ui.record", level="easy", **tally.words(DEFAULT_CATALOG))
            assert line.endswith(f" in {game} game{'s' if game > 1 else ''}.")
            assert line in h.spoken
            await h.press("2", "enter")  # the end menu's second item: the main menu
        await h.press("4", "4", "4")  # round the levels back to easy, hearing the record
        wins = "1 win" if tally.won == 1 else f"{tally.won} wins"
        assert h.spoken[-1] == (f"Bot level: easy (plays any legal move at random); your "
                                f"record: {wins} in 2 games, 4 of 10")
    run_headless(body, seed=5, record=RecordStore(path))


def test_a_game_left_unfinished_is_not_counted_until_it_is_continued_and_won_or_lost(
        tmp_path: Path):
    path = tmp_path / "record.json"

    async def body(h):
        await h.press("1")
        s = h.app.session
        while s.game.cards_drawn < 20:
            await h.press("d" if s.game.phase is Phase.DRAW else "1")
        await h.press("escape", "5", "enter")  # leave: saved, not counted
        assert RecordStore(path).tallies() == {}
        await h.press("1")  # Continue
        await _play_to_the_end(h)
        assert RecordStore(path).tally("normal").played == 1
    run_headless(body, seed=6, record=RecordStore(path),
                 saves=SaveStore(tmp_path / "game.json"))


def test_a_newer_release_s_record_is_kept_under_a_name_that_says_so(tmp_path: Path):
    path = tmp_path / "record.json"
    path.write_text('{"version": 2, "levels": {}, "streaks": {}}', encoding="utf-8")
    store = RecordStore(path)
    assert store.tallies() == {}
    kept = tmp_path / "record.newer-version.json"
    assert store.problem == ("it was written by a newer version of Sorry! Audio; the file was "
                             f"kept as {kept}")
    assert kept.exists() and not path.exists() and not (tmp_path / DAMAGED_NAME).exists()


def test_a_damaged_record_is_said_once_at_launch_and_counting_starts_again(tmp_path: Path):
    path = tmp_path / "record.json"
    path.write_text('{"version": 1, "levels": {"normal": {"played": 2, "won": 5}}}',
                    encoding="utf-8")

    async def body(h):
        assert h.spoken[1] == (
            "Your record of games against the bots could not be read (the counts for normal "
            f"are not valid; the file was kept as {tmp_path / DAMAGED_NAME}); it starts again "
            "from your next game.")
        await h.press("1")
        await _play_to_the_end(h)
        assert sum(1 for line in h.spoken if line.startswith("Your record of games")) == 1
        assert RecordStore(path).tally("normal").played == 1
        assert (tmp_path / DAMAGED_NAME).exists()
    run_headless(body, seed=7, record=RecordStore(path))


def test_a_record_that_is_a_folder_is_said_at_launch_and_no_count_is_said_as_the_record(
        tmp_path: Path):
    """Playtest ao40: with the record a folder, nothing was said at launch, and the end of
    the game said "Your record against hard bots: 0 wins in 1 game." of a record of 1 win
    in 7.  The folder is left as it is."""
    path = tmp_path / "record.json"
    path.mkdir()

    async def body(h):
        assert h.spoken[1] == (  # playtest bi60: "left as it is" said once
            "Your record of games against the bots could not be read (it is a folder or "
            "something else, not a file); it is left as it is, and games you finish are "
            "kept beside it and added to it when it can be read.")
        await h.press("1")
        await _play_to_the_end(h)
        assert not any(line.startswith("Your record against") for line in h.spoken)
        assert ("Your record could not be read (it is a folder or something else, not a "
                "file); this game is kept beside it, and added to it when it can be read."
                ) in h.spoken  # review be56: no longer lost
        assert path.is_dir() and (tmp_path / "record.pending.json").is_file()
    run_headless(body, seed=7, record=RecordStore(path))


def test_a_record_that_takes_its_games_again_says_so(tmp_path: Path):
    """Playtest ao40: after a game the record could not take, the next game wrote both,
    and nothing said so (the save file does: "Your game is saved to ... again")."""
    path = tmp_path / "record.json"
    blocked = tmp_path / f"record.json.{os.getpid()}.tmp"
    blocked.mkdir()  # the write goes through this name: it fails (root ignores chmod)
    again = f"Your record is saved to {path} again, with 1 game it could not take before."

    async def body(h):
        for game in (1, 2, 3):
            await h.press("1")  # a quick game against one bot
            await _play_to_the_end(h)
            failed = [line for line in h.spoken if line.startswith("Your record could not")]
            assert len(failed) == 1  # the first game's, and none since
            if game == 1:
                assert again not in h.spoken
                blocked.rmdir()
            else:
                assert h.spoken.count(again) == 1  # once, at the game that caught up
                assert RecordStore(path).tally("normal").played == game
            await h.press("2", "enter")  # the end menu: the main menu
    run_headless(body, seed=7, record=RecordStore(path))


def test_one_bad_level_in_the_record_loses_only_that_level(tmp_path: Path):
    """Playtest ao40: one invalid entry set the whole file aside, and the good counts of
    every other level went with it.  Now the bad one alone is dropped and said; the file as
    it was is kept aside, and the rest carries on in a new one."""
    path = tmp_path / "record.json"
    text = ('{"version": 1, "levels": {"easy": {"played": 4, "won": 3}, '
            '"normal": {"played": 2, "won": 5}, "hard": {"played": 9, "won": 1}}}')
    path.write_text(text, encoding="utf-8")
    skipped: list[str] = []
    assert parse_record(text, skipped) == {"easy": Tally(4, 3), "hard": Tally(9, 1)}
    assert skipped == ["the counts for normal are not valid"]

    async def body(h):
        assert h.spoken[1] == (
            "Part of your record of games against the bots could not be read (the counts "
            f"for normal are not valid; the file was kept as {tmp_path / DAMAGED_NAME}); "
            "the rest of it is kept.")
        assert RecordStore(path).tallies() == {"easy": Tally(4, 3), "hard": Tally(9, 1)}
        assert (tmp_path / DAMAGED_NAME).read_text(encoding="utf-8") == text
    run_headless(body, seed=7, record=RecordStore(path))


def test_the_bot_level_item_counts_wins_and_games_in_words_with_their_plurals(tmp_path: Path):
    """"1 win in 1 game", "2 wins in 3 games": no "won of" beside the item's "4 of 10" (x24)."""
    path = tmp_path / "record.json"
    store = RecordStore(path)
    store.add("normal", True)

    async def body(h) -> None:
        await h.press("down", "down", "down")
        assert h.spoken[-1] == ("Bot level: normal (plays the best move it sees this turn); "
                                "your record: 1 win in 1 game, 4 of 10")
        store.add("normal", False)
        store.add("normal", True)
        await h.press("up", "down")
        assert h.spoken[-1] == ("Bot level: normal (plays the best move it sees this turn); "
                                "your record: 2 wins in 3 games, 4 of 10")
        # the other levels' records too, heard without changing the level (qo132)
        store.add("easy", True)
        await h.press("up", "down")
        assert h.spoken[-1] == ("Bot level: normal (plays the best move it sees this turn); "
                                "your record: 2 wins in 3 games; against easy bots, 1 win "
                                "in 1 game, 4 of 10")
        await h.press("enter")  # to hard, where no game was played yet
        assert h.spoken[-1] == ("Bot level: hard (looks ahead and counts the cards); your "
                                "record: no games yet at this level; against easy bots, 1 "
                                "win in 1 game; against normal bots, 2 wins in 3 games, "
                                "4 of 10")
    run_headless(body, record=store)


def test_two_copies_of_the_game_counting_into_one_record_keep_both_counts(tmp_path: Path):
    """Playtest ao40: a second window on the same record wrote its counts over the
    first's.  Each copy adds its own games to what the file holds when it writes."""
    path = tmp_path / "record.json"
    first, second = RecordStore(path), RecordStore(path)
    assert first.tally("hard") == Tally() and second.tally("hard") == Tally()  # launches
    assert first.add("hard", won=True) is None
    assert second.add("hard", won=False) is None
    assert second.add("easy", won=True) is None
    # what the first copy says (its main menu) has the second's games (review aw48)
    assert first.tally("hard") == Tally(2, 1) and first.tally("easy") == Tally(1, 1)
    assert first.add("hard", won=False) is None
    assert RecordStore(path).tallies() == {"hard": Tally(3, 1), "easy": Tally(1, 1)}
    assert first.tallies() == RecordStore(path).tallies()  # what it says is the file's


def test_a_record_removed_to_start_again_is_not_written_back_by_a_copy_still_open(
        tmp_path: Path):
    """Playtest av47: the record emptied (another window then said it starts again), a
    window still open wrote its old counts back at its next game's end."""
    path = tmp_path / "record.json"
    first = RecordStore(path)
    first.add("hard", won=True)
    first.add("hard", won=False)
    path.unlink()  # the player starts again
    assert first.add("hard", won=True) is None
    assert RecordStore(path).tallies() == {"hard": Tally(1, 1)}


def test_a_record_removed_to_start_again_forgets_what_it_had_not_written(tmp_path: Path):
    """Review aw48: a loss taken back whose removal the file would not take, the file then
    removed to start again, then the game won: "1 win in 0 games", set aside next launch."""
    path = tmp_path / "record.json"
    store = RecordStore(path)
    store.add("easy", won=False)
    blocked = tmp_path / f"record.json.{os.getpid()}.tmp"
    blocked.mkdir()
    assert store.remove("easy", won=False) is not None  # the file would not take it
    blocked.rmdir()
    path.unlink()  # started again
    assert store.add("easy", won=True) is None  # the first game of the new record
    assert store.tally("easy") == Tally(1, 1) == RecordStore(path).tally("easy")
    assert Tally().plus(-1, -1) == Tally()  # and a count never goes below none


def test_a_count_the_file_would_not_take_is_added_to_the_other_copy_s_when_it_can(
        tmp_path: Path):
    path = tmp_path / "record.json"
    mine = RecordStore(path)
    assert mine.tally("hard") == Tally()  # the launch: no file yet
    blocked = tmp_path / f"record.json.{os.getpid()}.tmp"
    blocked.mkdir()  # this copy's write goes through that name, so it fails (root ignores
    # chmod)
    assert mine.add("hard", won=True) is not None
    assert mine.tally("hard") == Tally(1, 1)  # held for the run
    blocked.rmdir()
    RecordStore(path).add("hard", won=False)  # another copy counts a game meanwhile
    assert mine.add("hard", won=False) is None
    assert RecordStore(path).tally("hard") == Tally(3, 1)  # its one, and this copy's two


def test_a_record_never_holds_more_wins_than_games(tmp_path: Path):
    """Review aw48/ax49: counts clamped each on its own could read "1 win in 0 games", a
    level the next launch refuses; a file another copy left at 1 win in 1 game, and a loss
    taken off it here that the file would not take, is 0 in 0."""
    path = tmp_path / "record.json"
    path.write_text('{"version": 1, "levels": {"easy": {"played": 1, "won": 1}}}')
    store = RecordStore(path)
    blocked = tmp_path / f"record.json.{os.getpid()}.tmp"
    blocked.mkdir()
    assert store.remove("easy", won=False) is not None
    assert store.tally("easy") == Tally(0, 0)


def test_a_lost_game_s_own_loss_given_way_is_no_news_once_its_result_is_written(
        tmp_path: Path):
    """Review aw48: the loss taken off failing, then the result written with it, said "Your
    record is saved ... again, with the games it could not take before" of a failure no one
    heard."""
    path = tmp_path / "record.json"
    blocked = tmp_path / f"record.json.{os.getpid()}.tmp"
    store = RecordStore(path)

    async def body(h):
        await h.press("1")  # a quick game against one normal bot
        s = h.app.session
        store.add("normal", won=False)  # its loss, counted when it first ended
        s.loss_counted = True
        real = store.remove

        def remove(level: str, won: bool) -> str | None:
            blocked.mkdir()  # this write fails (root ignores chmod)
            try:
                return real(level, won)
            finally:
                blocked.rmdir()
        store.remove = remove
        lines = s._count_in_record(s.humans[0])  # it ends again, won this time
        assert lines == [say("ui.record", level="normal", wins="1 win", games="1 game")]
        assert RecordStore(path).tally("normal") == Tally(1, 1)
    run_headless(body, seed=7, record=store)


def test_a_record_that_refuses_to_be_read_is_kept_as_it_is_and_counts_wait_for_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Review ay50: on Windows a file open elsewhere for a moment refuses to be read; the
    record of 49 games was then set aside, or written over with the one game played."""
    import sorry_audio.ui.record as record_module

    path = tmp_path / "record.json"
    path.write_text(format_record({"normal": Tally(49, 9)}), encoding="utf-8")
    before = path.read_bytes()
    refusing = refused_reads(monkeypatch, record_module)
    store = RecordStore(path)
    assert store.tallies() == {} and store.unknown and store.problem == "Permission denied"
    assert store.add("normal", won=True) is None  # kept beside it (review be56)
    waiting = tmp_path / "record.pending.json"
    assert path.read_bytes() == before and sorted(tmp_path.iterdir()) == [path, waiting]
    assert store.behind
    refusing[0] = False  # the other program has let go of it
    assert store.tally("normal") == Tally(50, 10) and not store.unknown
    assert not waiting.exists() and not store.behind  # that read added it, and wrote it
    assert parse_record(path.read_text(encoding="utf-8"), []) == {"normal": Tally(50, 10)}
    assert store.add("normal", won=False) is None
    assert parse_record(path.read_text(encoding="utf-8"), []) == {"normal": Tally(51, 10)}
