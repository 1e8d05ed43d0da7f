"""Games finished while the record refuses to be read wait beside it, and are added once.

Review be56: games counted while the record could not be read were lost at exit without a
word.  They now wait in record.pending.json, which the first read that works adds in.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from standins import refused_reads
from test_record import _play_to_the_end

import sorry_audio.ui.record as record_module
import sorry_audio.userfiles as userfiles
from sorry_audio.narration.catalog import DEFAULT_CATALOG
from sorry_audio.ui import waiting
from sorry_audio.ui.headless import run_headless
from sorry_audio.ui.record import RecordStore, Tally, format_record, parse_record

say = DEFAULT_CATALOG.say


def _record(tmp_path: Path, tallies: dict[str, Tally]) -> Path:
    path = tmp_path / "record.json"
    path.write_text(format_record(tallies), encoding="utf-8")
    return path


def _on_disk(path: Path) -> dict[str, Tally]:
    return parse_record(path.read_text(encoding="utf-8"))


def _said_caught_up(h, path: Path, played: int, added: int) -> Tally:
    """At launch, the games that waited were added: the file holds ``played`` normal games
    and the launch said so, with how many were added, then the record."""
    tally = _on_disk(path)["normal"]
    assert tally.played == played
    assert h.spoken[1:3] == [
        f"Your record is saved to {path} again, with {added} games it could not take "
        "before.", say("ui.record", level="normal", **tally.words(DEFAULT_CATALOG))]
    return tally


def test_games_counted_while_the_record_refuses_wait_beside_it_for_the_next_run(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    path = _record(tmp_path, {"hard": Tally(49, 9)})
    before = path.read_bytes()
    refusing = refused_reads(monkeypatch, record_module)
    first = RecordStore(path)
    assert first.tallies() == {} and first.unknown
    assert first.add("hard", won=True) is None
    assert first.add("easy", won=False) is None
    del first  # the program ends, the record still refusing
    assert path.read_bytes() == before  # never written over
    kept = waiting.parse_waiting((tmp_path / "record.pending.json").read_text("utf-8"))
    assert list(kept.values()) == [{"hard": (1, 1)}, {"easy": (1, 0)}]  # a batch a game
    refusing[0] = False  # the next run: the other program has let go of it
    second = RecordStore(path)
    assert second.tallies() == {"hard": Tally(50, 10), "easy": Tally(1, 0)}
    assert second.caught_up() and not second.caught_up()  # said once
    assert not (tmp_path / "record.pending.json").exists()
    assert _on_disk(path) == {"hard": Tally(50, 10), "easy": Tally(1, 0)}
    assert RecordStore(path).tallies() == _on_disk(path)  # a third run adds nothing again


def test_a_run_stopped_after_writing_the_record_but_before_taking_out_the_games_adds_them_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    path = _record(tmp_path, {"normal": Tally(3, 1)})
    side = tmp_path / "record.pending.json"
    side.write_text(waiting.format_waiting({"abc": {"normal": (2, 2)}}), encoding="utf-8")
    monkeypatch.setattr(waiting.WaitingFile, "drop", lambda self, done: None)  # it stops
    assert RecordStore(path).tally("normal") == Tally(5, 3)
    assert side.exists() and json.loads(path.read_text("utf-8"))["added"] == ["abc"]
    monkeypatch.undo()
    later = RecordStore(path)
    assert later.tally("normal") == Tally(5, 3) and not later.caught_up()
    assert not side.exists()  # taken out now, and not added a second time
    assert _on_disk(path) == {"normal": Tally(5, 3)}


def test_another_copy_that_adds_this_copy_s_waiting_games_is_not_added_to_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Two windows, both while the record refused: each keeps its games beside it; the one
    that reads it first adds both windows' games, and the other then adds none of its own
    a second time."""
    path = _record(tmp_path, {"easy": Tally(10, 5)})
    refusing = refused_reads(monkeypatch, record_module)
    mine, other = RecordStore(path), RecordStore(path)
    assert mine.tallies() == {} == other.tallies()
    assert mine.add("easy", won=True) is None
    assert other.add("easy", won=True) is None
    assert other.add("easy", won=False) is None
    refusing[0] = False
    assert other.tally("easy") == Tally(13, 7)  # its two and my one
    assert mine.add("easy", won=False) is None  # my one was added by the other window
    assert _on_disk(path) == {"easy": Tally(14, 7)} == mine.tallies()
    assert not (tmp_path / "record.pending.json").exists()


@pytest.mark.parametrize(("text", "name", "reason"), [
    ("{ half", "record.pending.damaged.json", "its text is damaged"),
    ('{"version": 1, "batches": {"x": {"hard": {"played": "1", "won": 0}}}}',
     "record.pending.damaged.json", "its games are not valid")])
def test_a_side_file_that_cannot_be_read_is_set_aside_and_said_at_launch(
        tmp_path: Path, text: str, name: str, reason: str):
    path = _record(tmp_path, {"hard": Tally(4, 2)})
    (tmp_path / "record.pending.json").write_text(text, encoding="utf-8")

    async def body(h):
        assert h.spoken[1] == (
            f"The games kept beside your record could not be read ({reason}; the file was "
            f"kept as {tmp_path / name}); your record goes on without them.")
        assert h.spoken.count(h.spoken[1]) == 1
        assert _on_disk(path) == {"hard": Tally(4, 2)}
        assert (tmp_path / name).read_text(encoding="utf-8") == text
        assert not (tmp_path / "record.pending.json").exists()
    run_headless(body, seed=7, record=RecordStore(path))


def test_a_game_finished_while_the_record_refuses_is_said_kept_and_added_at_the_next_launch(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    path = _record(tmp_path, {"normal": Tally(49, 9)})
    refusing = refused_reads(monkeypatch, record_module)

    async def refused(h):
        assert h.spoken[1] == (
            "Your record of games against the bots could not be read (Permission denied); "
            "it is left as it is, and games you finish are kept beside it and added to it "
            "when it can be read.")
        await h.press("1")  # a quick game against one normal bot
        await _play_to_the_end(h)
        assert ("Your record could not be read (Permission denied); this game is kept "
                "beside it, and added to it when it can be read.") in h.spoken
        assert not any(line.startswith(("Your record against", "Your record could not be "
                                        "saved")) for line in h.spoken)
    run_headless(refused, seed=7, record=RecordStore(path))
    assert _on_disk(path) == {"normal": Tally(49, 9)}  # as it was
    assert (tmp_path / "record.pending.json").exists()  # the game, after the program ended
    refusing[0] = False

    async def readable(h):
        won = RecordStore(path).tally("normal").won
        assert won in (9, 10)
        assert h.spoken[1:3] == [  # how many, and the record they are in (playtest bi60)
            f"Your record is saved to {path} again, with 1 game it could not take before.",
            f"Your record against normal bots: {won} wins in 50 games."]
        assert RecordStore(path).tally("normal").played == 50
        assert not (tmp_path / "record.pending.json").exists()
    run_headless(readable, seed=7, record=RecordStore(path))


def test_games_that_could_not_be_kept_beside_the_record_say_they_last_only_until_you_quit(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """The side file refuses to be read too: what it holds is never written over."""
    path = _record(tmp_path, {"hard": Tally(1, 1)})
    side = tmp_path / "record.pending.json"
    side.write_text(waiting.format_waiting({"abc": {"hard": (1, 0)}}), encoding="utf-8")
    before = side.read_bytes()
    refused_reads(monkeypatch, record_module)
    refused_reads(monkeypatch, waiting)
    store = RecordStore(path)
    assert store.add("hard", won=True) == waiting.UNREAD_TOO
    assert side.read_bytes() == before and store.tally("hard") == Tally(1, 1)


def test_games_kept_beside_a_record_that_is_a_folder_start_the_record_once_it_is_gone(
        tmp_path: Path):
    path = tmp_path / "record.json"
    path.mkdir()  # never moved: it may hold anything
    store = RecordStore(path)
    assert store.add("easy", won=True) is None and store.unknown
    assert path.is_dir() and (tmp_path / "record.pending.json").is_file()
    path.rmdir()  # the player moves the folder out of the way
    assert RecordStore(path).tallies() == {"easy": Tally(1, 1)} == _on_disk(path)
    assert not (tmp_path / "record.pending.json").exists()


def test_a_game_kept_after_another_window_added_this_window_s_batch_is_not_lost(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Review bg58: two windows, a third program holding the record now and then
    (Windows).  A keeps a loss beside it; the hold lifts and B adds that loss, names A's
    batch in the record and takes it out; the hold comes back before A reads again, and A
    keeps a win.  The win was written under the same id as the loss, so A, finding that id
    named, took both off: on disk 11/2 where 12/3 was right, and not a word said."""
    path = _record(tmp_path, {"hard": Tally(10, 2)})
    refusing = refused_reads(monkeypatch, record_module)
    a, b = RecordStore(path), RecordStore(path)
    assert a.tallies() == {} == b.tallies()  # both launched while it refuses
    assert a.add("hard", won=False) is None  # kept beside it
    refusing[0] = False
    assert b.tally("hard") == Tally(11, 2) == _on_disk(path)["hard"]  # B adds A's loss
    refusing[0] = True
    assert a.add("hard", won=True) is None  # A has not read it again: kept beside it
    kept = waiting.parse_waiting((tmp_path / "record.pending.json").read_text("utf-8"))
    assert list(kept.values()) == [{"hard": (1, 1)}]  # the win alone, under an id of its own
    refusing[0] = False
    assert a.tally("hard") == Tally(12, 3) == b.tally("hard")  # 10 + the loss + the win
    assert _on_disk(path) == {"hard": Tally(12, 3)}
    assert not (tmp_path / "record.pending.json").exists()
    assert RecordStore(path).tally("hard") == Tally(12, 3)  # the next run adds nothing again


def test_games_another_window_added_are_not_written_again_while_the_side_file_refuses(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """The record names A's batch (B added it); when A reads the record the side file
    refuses to be read for a moment (B could not take the batch out of it, as Windows
    refuses a file held open).  The record alone says B has those games: A took them
    off only after reading the side file, and so wrote its loss a second time."""
    path = _record(tmp_path, {"hard": Tally(10, 2)})
    refusing = refused_reads(monkeypatch, record_module)
    a, b = RecordStore(path), RecordStore(path)
    assert a.tallies() == {} == b.tallies()
    assert a.add("hard", won=False) is None  # kept beside it
    refusing[0] = False
    monkeypatch.setattr(waiting.WaitingFile, "drop", lambda self, done: None)  # refused
    assert b.tally("hard") == Tally(11, 2)  # B adds A's loss and names its batch
    refused_reads(monkeypatch, waiting)  # the side file, still there, refuses now
    assert a.add("hard", won=True) is None  # A reads the record: the win is written
    assert _on_disk(path) == {"hard": Tally(12, 3)} == a.tallies()


def _replace_refused(monkeypatch: pytest.MonkeyPatch, path: Path) -> list[bool]:
    """The record can be read but not replaced while the switch is on, as on Windows when
    Excel, a sync or a backup tool opens it after the game read it."""
    real = userfiles.os.replace
    refusing = [True]

    def replace(src: str | Path, dst: str | Path) -> None:
        if refusing[0] and Path(dst) == path:
            raise PermissionError(13, "Access is denied")
        real(src, dst)
    monkeypatch.setattr(userfiles.os, "replace", replace)
    return refusing


def test_a_game_the_record_would_not_take_though_it_was_read_is_kept_beside_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Review bg58: the file looks unchanged, so it is never read again and never counts
    as refusing; the write alone fails.  The game was "counted only until you quit" and
    lost at exit: it now waits beside the record, and is added once."""
    path = _record(tmp_path, {"hard": Tally(10, 2)})
    store = RecordStore(path)
    assert store.tally("hard") == Tally(10, 2)  # read at launch, as the main menu does
    before = path.read_bytes()
    refusing = _replace_refused(monkeypatch, path)
    assert store.add("hard", won=True) == "Access is denied" and store.kept_beside
    assert path.read_bytes() == before
    kept = waiting.parse_waiting((tmp_path / "record.pending.json").read_text("utf-8"))
    assert list(kept.values()) == [{"hard": (1, 1)}]
    assert store.add("hard", won=False) == "Access is denied" and store.kept_beside
    refusing[0] = False  # the program exits; the next run adds both games, once
    assert RecordStore(path).tally("hard") == Tally(12, 3) == _on_disk(path)["hard"]
    assert not (tmp_path / "record.pending.json").exists()
    assert RecordStore(path).tally("hard") == Tally(12, 3)


def test_the_window_that_kept_them_writes_them_once_when_the_record_takes_a_write_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    path = _record(tmp_path, {"easy": Tally(3, 0)})
    store = RecordStore(path)
    store.tallies()
    refusing = _replace_refused(monkeypatch, path)
    assert store.add("easy", won=True) is not None and store.kept_beside
    refusing[0] = False
    assert store.add("easy", won=True) is None and not store.kept_beside
    assert _on_disk(path) == {"easy": Tally(5, 2)} == store.tallies()
    assert not (tmp_path / "record.pending.json").exists()
    assert RecordStore(path).tally("easy") == Tally(5, 2)  # named in the record: not again


def test_a_game_the_record_would_not_take_is_said_kept_beside_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    path = _record(tmp_path, {"normal": Tally(49, 9)})

    async def body(h):
        _replace_refused(monkeypatch, path)
        await h.press("1")  # a quick game against one normal bot
        await _play_to_the_end(h)
        assert ("Your record could not be saved (Access is denied); this game is kept "
                "beside it, and added to it when it can be saved.") in h.spoken
        assert not any("counts only until you quit" in line for line in h.spoken)
    run_headless(body, seed=7, record=RecordStore(path))
    monkeypatch.undo()
    assert RecordStore(path).tally("normal").played == 50


def test_a_game_neither_the_record_nor_the_side_file_would_take_counts_until_you_quit(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Both writes refused (a folder that takes no new files): said as before."""
    path = _record(tmp_path, {"hard": Tally(1, 1)})
    store = RecordStore(path)
    store.tallies()
    monkeypatch.setattr(userfiles.os, "replace", _refuse)
    assert store.add("hard", won=True) == "Access is denied" and not store.kept_beside
    assert store.tally("hard") == Tally(2, 2)  # held for the run
    assert not (tmp_path / "record.pending.json").exists()


def _refuse(src: str | Path, dst: str | Path) -> None:
    raise PermissionError(13, "Access is denied")


def test_a_newer_release_s_side_file_is_left_where_it_looks_and_never_written_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Review bg58: it was set aside as record.pending.newer-version.json, where no release
    looks, so the newer release's games waiting in it were lost to both."""
    path = _record(tmp_path, {"hard": Tally(4, 2)})
    side = tmp_path / "record.pending.json"
    text = '{"version": 2, "batches": {}}'
    side.write_text(text, encoding="utf-8")
    store = RecordStore(path)
    assert store.add("hard", won=True) is None  # the record itself takes games as ever
    assert store.waiting_problem() is None and side.read_text("utf-8") == text
    refused_reads(monkeypatch, record_module)
    later = RecordStore(path)
    assert later.add("hard", won=True) == waiting.NEWER_TOO and not later.kept_beside
    assert side.read_text("utf-8") == text and sorted(tmp_path.iterdir()) == [path, side]


def test_a_damaged_side_file_that_cannot_be_moved_aside_is_never_written_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Review bg58: read as holding nothing, it was then written over with this game."""
    path = _record(tmp_path, {"hard": Tally(4, 2)})
    side = tmp_path / "record.pending.json"
    side.write_text("{ half", encoding="utf-8")
    monkeypatch.setattr(userfiles, "set_aside", lambda path, tag="damaged": None)
    refused_reads(monkeypatch, record_module)
    store = RecordStore(path)
    assert store.add("hard", won=True) == waiting.UNREAD_TOO
    assert store.add("hard", won=False) == waiting.UNREAD_TOO
    assert side.read_text("utf-8") == "{ half"
    assert store.waiting_problem() == "its text is damaged"  # said once, not at each game
    assert store.waiting_problem() is None


# --- playtest bi60: the games waiting are said and counted, in words --------------------

LEVEL_ITEM = "Bot level: normal (plays the best move it sees this turn); "


def test_games_waiting_beside_a_record_that_will_not_take_them_are_said_and_counted(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Playtest bi60 (``chattr +i``: read, but no write taken): after two games kept beside
    it, the next launch said nothing of them, and the main menu said "0 wins in 1 game"
    (the file alone) of a record of 1 win in 3.  The games waiting are said at launch and
    counted wherever the record is; when the record takes them, how many is said."""
    path = _record(tmp_path, {"normal": Tally(1, 0)})
    side = tmp_path / "record.pending.json"
    before = path.read_bytes()
    refusing = _replace_refused(monkeypatch, path)
    first = RecordStore(path)
    first.tallies()
    assert first.add("normal", won=True) == "Access is denied" and first.kept_beside
    assert first.add("normal", won=False) == "Access is denied" and first.kept_beside
    assert first.tally("normal") == Tally(3, 1)
    del first  # quit

    async def still_refused(h):
        assert h.spoken[1] == ("2 games wait beside your record, to be added to it when it "
                               "can be saved.")
        assert h.spoken.count(h.spoken[1]) == 1
        await h.press("4")
        assert h.spoken[-1] == LEVEL_ITEM + "your record: 1 win in 3 games, 4 of 10"
        await h.press("1")  # a quick game against one normal bot
        await _play_to_the_end(h)
        tally = h.app.record.tally("normal")
        assert tally.played == 4  # the file's 1, the 2 waiting, this one: none twice
        assert [say("ui.record", level="normal", **tally.words(DEFAULT_CATALOG)),
                "Your record could not be saved (Access is denied); this game is kept "
                "beside it, and added to it when it can be saved."] == [
            line for line in h.spoken if line.startswith("Your record")]
        await h.press("2", "enter", "4")  # the end menu: the main menu; the bot level
        assert h.spoken[-1] == LEVEL_ITEM + (
            f"your record: {tally.words(DEFAULT_CATALOG)['wins']} in 4 games, 4 of 10")
    run_headless(still_refused, seed=7, record=RecordStore(path))
    assert path.read_bytes() == before  # never written over
    assert len(waiting.parse_waiting(side.read_text("utf-8"))) == 3
    refusing[0] = False  # chattr -i

    async def taken(h):
        tally = _said_caught_up(h, path, played=4, added=3)
        await h.press("4")
        assert h.spoken[-1] == LEVEL_ITEM + (
            f"your record: {tally.words(DEFAULT_CATALOG)['wins']} in 4 games, 4 of 10")
    run_headless(taken, seed=7, record=RecordStore(path))
    assert not side.exists()

    async def again(h):  # nothing waits now: nothing said, nothing added twice
        assert not any(line.startswith(("Your record", "2 games", "3 games"))
                       for line in h.spoken)
        assert h.app.record.tally("normal").played == 4
    run_headless(again, seed=7, record=RecordStore(path))
    assert _on_disk(path)["normal"].played == 4


def test_the_record_counts_each_waiting_game_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Not a batch the record names as added (a run stopped before taking it out), and
    this copy's own batches once, as the games it has not written."""
    path = tmp_path / "record.json"
    path.write_text(format_record({"easy": Tally(10, 5)}, added=["old"]), encoding="utf-8")
    side = tmp_path / "record.pending.json"
    side.write_text(waiting.format_waiting({"old": {"easy": (2, 2)}, "other": {"easy": (1, 0)}}),
                    encoding="utf-8")
    refusing = _replace_refused(monkeypatch, path)
    store = RecordStore(path)
    assert store.tally("easy") == Tally(11, 5) and store.waiting() == 1  # 10 + "other"
    assert store.add("easy", won=True) == "Access is denied" and store.kept_beside
    assert store.tally("easy") == Tally(12, 6) and store.waiting("easy") == 2
    assert store.waiting("hard") == 0
    assert len(waiting.parse_waiting(side.read_text("utf-8"))) == 3
    refusing[0] = False
    assert store.add("easy", won=False) is None  # this copy's two games written
    assert _on_disk(path) == {"easy": Tally(12, 6)}
    assert store.caught_up() == {"easy": 1}  # the win from before, not this loss
    assert store.tally("easy") == Tally(13, 6)  # with "other", still waiting
    assert RecordStore(path).tally("easy") == Tally(13, 6) == _on_disk(path)["easy"]
    assert not side.exists()


def test_a_record_that_is_a_folder_says_the_games_waiting_beside_it(tmp_path: Path):
    """Playtest bi60: with a game waiting, the launch said "(... so it was left as it is);
    it is left as it is", nothing of the game, and the bot level item no record at all."""
    path = tmp_path / "record.json"
    path.mkdir()
    side = tmp_path / "record.pending.json"
    side.write_text(waiting.format_waiting({"abc": {"normal": (1, 1)}}), encoding="utf-8")

    async def body(h):
        assert h.spoken[1] == (
            "Your record of games against the bots could not be read (it is a folder or "
            "something else, not a file); it is left as it is. 1 game waits beside it, and "
            "the games you finish will too, to be added when it can be read.")
        assert sum(line.count("left as it is") for line in h.spoken) == 1
        await h.press("4")
        assert h.spoken[-1] == LEVEL_ITEM + (
            "your record could not be read, and 1 game waits beside it, 4 of 10")
        await h.press("1")
        await _play_to_the_end(h)
        assert ("Your record could not be read (it is a folder or something else, not a "
                "file); this game is kept beside it, and added to it when it can be read."
                ) in h.spoken
        await h.press("2", "enter", "4")
        assert h.spoken[-1] == LEVEL_ITEM + (
            "your record could not be read, and 2 games wait beside it, 4 of 10")
    run_headless(body, seed=7, record=RecordStore(path))
    path.rmdir()  # the player moves the folder out of the way

    async def gone(h):
        _said_caught_up(h, path, played=2, added=2)
    run_headless(gone, seed=7, record=RecordStore(path))
    assert not side.exists()


def test_a_record_with_nothing_waiting_that_is_a_folder_says_so_in_the_menu(tmp_path: Path):
    path = tmp_path / "record.json"
    path.mkdir()

    async def body(h):
        await h.press("4")
        assert h.spoken[-1] == LEVEL_ITEM + "your record could not be read, 4 of 10"
    run_headless(body, seed=7, record=RecordStore(path))


def test_a_record_swapped_for_a_folder_during_a_game_is_said_in_words(tmp_path: Path):
    """Playtest bi60: the game's end said the system's "(Is a directory)"."""
    path = _record(tmp_path, {"normal": Tally(3, 1)})

    async def body(h):
        await h.press("1")
        path.unlink()
        path.mkdir()
        await _play_to_the_end(h)
        assert ("Your record could not be read (it is a folder or something else, not a "
                "file); this game is kept beside it, and added to it when it can be read."
                ) in h.spoken
        assert not any("Is a directory" in line or line.startswith("Your record against")
                       for line in h.spoken)
    run_headless(body, seed=7, record=RecordStore(path))
    kept = waiting.parse_waiting((tmp_path / "record.pending.json").read_text("utf-8"))
    assert [counts["normal"][0] for counts in kept.values()] == [1]
    assert path.is_dir()


def test_a_write_onto_a_folder_is_said_in_words(tmp_path: Path):
    """The file turned folder between the look and the write: the words, not the system's."""
    path = _record(tmp_path, {"hard": Tally(1, 1)})
    store = RecordStore(path)
    store.tallies()
    path.unlink()
    path.mkdir()
    assert store._write({"hard": Tally(2, 2)}) == record_module.NOT_A_FILE


def test_a_game_neither_the_record_nor_the_file_beside_it_takes_names_both_reads(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Review bo66: "Your record could not be saved (the file beside it ... could not be
    read either)" named neither the record's refused read nor its reason."""
    path = _record(tmp_path, {"normal": Tally(1, 1)})
    side = tmp_path / "record.pending.json"
    side.write_text(waiting.format_waiting({"abc": {"normal": (1, 0)}}), encoding="utf-8")
    refused_reads(monkeypatch, record_module)
    refused_reads(monkeypatch, waiting)

    async def body(h):
        await h.press("1")
        await _play_to_the_end(h)
        problem = h.app.record.problem
        assert problem and say("ui.record_failed_unread", problem=problem,
                               reason=waiting.UNREAD_TOO) in h.spoken
    run_headless(body, seed=7, record=RecordStore(path))


def _counting_reads(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Each read of the side file's text, as it happens."""
    real = waiting.read_text
    reads: list[Path] = []

    def read_text(path: Path) -> str:
        reads.append(path)
        return real(path)
    monkeypatch.setattr(waiting, "read_text", read_text)
    return reads


def test_the_side_file_is_read_again_only_when_it_has_changed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Review rc69: while games waited, every look at the record (the main menu's bot-level
    item, twice a look) read record.pending.json again.  Its time and size, unchanged, say
    the batches last read still stand; a write by another copy, or one that leaves its size
    as it was, is read."""
    path = _record(tmp_path, {"normal": Tally(3, 1)})
    side = tmp_path / "record.pending.json"
    side.write_text(waiting.format_waiting({"a" * 32: {"normal": (2, 1)}}), encoding="utf-8")
    refused_reads(monkeypatch, record_module)  # the record refuses: the games wait
    reads = _counting_reads(monkeypatch)
    store = RecordStore(path)
    for _ in range(3):  # looks, the file unchanged
        assert store.waiting("normal") == 2 and store.tally("normal") == Tally(2, 1)
    assert reads == [side]
    side.write_text(waiting.format_waiting(  # another copy keeps a game beside it
        {"a" * 32: {"normal": (2, 1)}, "b" * 32: {"normal": (1, 0)}}), encoding="utf-8")
    assert store.waiting("normal") == 3 and store.waiting("normal") == 3
    assert len(reads) == 2
    info = side.stat()  # the same size, written again later: read again
    side.write_text(waiting.format_waiting(
        {"a" * 32: {"normal": (2, 1)}, "c" * 32: {"normal": (1, 1)}}), encoding="utf-8")
    os.utime(side, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000))
    assert side.stat().st_size == info.st_size
    assert store.tally("normal") == Tally(3, 2) and len(reads) == 3
    side.unlink()  # taken in by another copy: none wait
    assert store.waiting() == 0 and store.tally("normal") == Tally()


def test_a_side_file_that_cannot_be_read_is_looked_at_again_at_each_look(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Only batches read are kept: a side file that refuses (held open elsewhere) is tried
    again at the next look, as before, and counted once it can be read."""
    path = _record(tmp_path, {"normal": Tally(3, 1)})
    side = tmp_path / "record.pending.json"
    side.write_text(waiting.format_waiting({"a" * 32: {"normal": (2, 1)}}), encoding="utf-8")
    refused_reads(monkeypatch, record_module)
    refusing = refused_reads(monkeypatch, waiting)
    store = RecordStore(path)
    assert store.waiting() == 0 and store.waiting() == 0
    refusing[0] = False
    reads = _counting_reads(monkeypatch)
    assert store.waiting() == 2 and store.waiting() == 2 and reads == [side]
