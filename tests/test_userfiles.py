"""The player's files in a folder that cannot even be looked into (no search permission):
each is said to be unreadable, the defaults are used, and the game starts (review z26:
``Path.exists`` raised there, a traceback before the first menu)."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from sorry_audio import system
from sorry_audio.preferences import DEFAULTS, PreferenceStore, ProblemKind
from sorry_audio.ui.headless import run_headless
from sorry_audio.ui.record import RecordStore
from sorry_audio.ui.savegame import SaveStore
from sorry_audio.userfiles import ParsedCache, present

#: Windows lets only an administrator (or Developer Mode) make a symbolic link
needs_links = pytest.mark.skipif(os.name == "nt", reason="symbolic links need an administrator")


@pytest.fixture
def locked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder every look into fails with EACCES, as for a user without search permission
    (tests run as root here, where chmod cannot make that happen)."""
    folder = tmp_path / "locked"
    folder.mkdir()
    real_stat = Path.stat

    def stat(self: Path, *args: object, **kwargs: object):  # noqa: ANN202
        if self.parent == folder:
            raise PermissionError(errno.EACCES, "Permission denied", str(self))
        return real_stat(self, *args, **kwargs)
    monkeypatch.setattr(Path, "stat", stat)
    return folder


def test_a_path_that_cannot_be_looked_at_counts_as_there(locked: Path, tmp_path: Path):
    assert present(locked / "game.json") and present(locked / "game.json", file_only=True)
    assert not present(tmp_path / "missing.json")
    assert not present(tmp_path / "missing" / "deeper.json")
    assert present(tmp_path) and not present(tmp_path, file_only=True)


def test_settings_in_a_locked_folder_are_unreadable_and_never_written_over(locked: Path):
    store = PreferenceStore(locked / "settings.json")
    assert store.preferences == DEFAULTS
    (problem,) = store.problems
    assert (problem.kind, problem.detail) == (ProblemKind.UNREADABLE, "Permission denied")


def test_the_game_starts_and_says_why_with_its_files_in_a_locked_folder(locked: Path):
    saves, record = SaveStore(locked / "game.json"), RecordStore(locked / "record.json")

    async def body(h):
        assert ("Your saved game cannot be continued: Permission denied; the file is left "
                "as it is, and no game is saved over it until it can be read.") in h.spoken
        assert not any("Continue your saved game" in line for line in h.spoken)
        assert record.tallies() == {} and record.problem == "Permission denied"
        await h.press("1")  # and a game can still be played
        assert h.app.session is not None and not h.app.errors
    run_headless(body, saves=saves, record=record)


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="names a descriptor's file")
def test_a_file_is_on_the_disk_before_it_replaces_the_old_one(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch):
    """The rename comes after the text is synced, so a power cut leaves the old file or the
    new one, never a new name with nothing in it (review z26)."""
    import os

    from sorry_audio.userfiles import write_whole

    path = tmp_path / "game.json"
    path.write_text("old")
    steps: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        steps.append(f"fsync {os.readlink(f'/proc/self/fd/{fd}')}")
        real_fsync(fd)

    def replace(src: object, dst: object) -> None:
        steps.append(f"replace {src} {dst}")
        real_replace(src, dst)
    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    write_whole(path, "new")
    tmp = tmp_path / f"game.json.{os.getpid()}.tmp"
    assert steps == [f"fsync {tmp}", f"replace {tmp} {path}"]
    assert path.read_text() == "new" and not tmp.exists()


def test_temporary_files_left_by_copies_killed_mid_write_are_swept_not_fresh_ones(
        tmp_path: Path):
    """Review aw48: each process writes through a name of its own, so a copy killed
    mid-write left one more file each time."""
    import os
    import time

    from sorry_audio.userfiles import STALE_SECONDS, FileWatch

    path = tmp_path / "game.json"
    old, fresh = tmp_path / "game.json.111.tmp", tmp_path / "game.json.222.tmp"
    other = tmp_path / "record.json.111.tmp"
    for leftover in (old, fresh, other):
        leftover.write_text("half a")
    gone = time.time() - STALE_SECONDS - 5
    os.utime(old, (gone, gone))
    os.utime(other, (gone, gone))
    mine = tmp_path / "game.json.backup.tmp"  # a player's own, however old (review ax49)
    mine.write_text("kept")
    os.utime(mine, (gone, gone))
    FileWatch(path)  # a store opens on the file
    assert not old.exists()  # left by a copy killed long ago
    assert fresh.exists()  # perhaps another copy's write under way
    assert other.exists()  # another file's: its own store sweeps it
    assert mine.exists()
    # the settings and the last table are swept as their stores open too
    from sorry_audio.preferences import PreferenceStore
    from sorry_audio.ui.lasttable import TableStore

    for name, opens in (("settings.json", PreferenceStore), ("table.json", TableStore)):
        left = tmp_path / f"{name}.333.tmp"
        left.write_text("half a")
        os.utime(left, (gone, gone))
        opens(tmp_path / name)
        assert not left.exists(), name


@needs_links
def test_a_link_that_loops_is_a_write_s_reason_not_a_bug(tmp_path: Path):
    """Review ax49: Python 3.10 to 3.12 raise RuntimeError resolving it, and every autosave
    was said as a bug."""
    import os

    from sorry_audio.config import GameConfig, Seat
    from sorry_audio.core.board import Colour
    from sorry_audio.ui.record import RecordStore
    from sorry_audio.ui.savegame import SavedGame, SaveStore
    from sorry_audio.userfiles import write_or_why

    loop = tmp_path / "game.json"
    loop.symlink_to(loop)
    assert write_or_why(loop, "{}") == os.strerror(errno.ELOOP)
    game = SavedGame(GameConfig((Seat(Colour.RED), Seat(Colour.BLUE, "easy"))), 1, 0, (),
                     "r r=S,S,S,S b=S,S,S,S")
    store = SaveStore(loop)
    assert store.save(game) == os.strerror(errno.ELOOP) and store.unsaved  # held, said
    record = tmp_path / "record.json"
    record.symlink_to(record)
    assert RecordStore(record).add("easy", won=True) is not None  # a reason, said


def test_a_file_far_larger_than_the_game_writes_is_refused_before_it_is_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A variable pointed at a disk image would be read whole into memory first."""
    from pathlib import Path as RealPath

    from sorry_audio.ui.savegame import SaveError, SaveStore
    from sorry_audio.userfiles import MAX_FILE_BYTES

    path = tmp_path / "game.json"
    with open(path, "wb") as f:
        f.truncate(MAX_FILE_BYTES + 1)  # sparse: no disk used
    opened = []
    real = RealPath.open
    monkeypatch.setattr(RealPath, "open",
                        lambda self, *a, **k: opened.append(self) or real(self, *a, **k))
    with pytest.raises(SaveError, match="^it is far too large to be one of the game's files; "
                                        "the file was kept as "):
        SaveStore(path).load()
    assert path not in opened and not path.exists()  # never read; kept aside, not deleted


def test_a_file_that_grows_after_its_size_was_looked_at_is_read_only_to_the_limit(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Review ax49: one growing between the size check and the read was read whole."""
    import os

    from sorry_audio.userfiles import MAX_FILE_BYTES, read_text

    path = tmp_path / "game.json"
    path.write_bytes(b" " * (3 * MAX_FILE_BYTES))
    small = os.stat_result((0o100644, 1, 1, 1, 0, 0, 10, 0, 0, 0))  # as it was, 10 bytes
    monkeypatch.setattr(Path, "stat", lambda self, **k: small)
    with pytest.raises(OSError, match="far too large"):  # it was read whole, 3 MB
        read_text(path)


@needs_links
def test_a_file_that_is_a_link_is_written_through_and_stays_a_link(tmp_path: Path):
    from sorry_audio.userfiles import write_whole

    kept = tmp_path / "dotfiles" / "settings.json"
    kept.parent.mkdir()
    kept.write_text("{}")
    link = tmp_path / "settings.json"
    link.symlink_to(kept)
    write_whole(link, '{"rate": 250}')
    assert link.is_symlink() and kept.read_text() == '{"rate": 250}'
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dotfiles", "settings.json"]


@needs_links
def test_a_damaged_file_behind_a_link_is_kept_beside_itself_and_the_link_stays(
        tmp_path: Path):
    """Review ax49: the link itself was moved aside, so the next write made a plain file in
    its place and the player's linked file was left behind."""
    from sorry_audio.ui.savegame import SaveError, SaveStore

    kept = tmp_path / "dotfiles" / "game.json"
    kept.parent.mkdir()
    kept.write_text("{ half a file")
    link = tmp_path / "game.json"
    link.symlink_to(kept)
    with pytest.raises(SaveError, match="game.damaged.json$"):
        SaveStore(link).load()
    assert link.is_symlink() and not kept.exists()
    assert (tmp_path / "dotfiles" / "game.damaged.json").read_text() == "{ half a file"


def test_on_windows_a_rename_or_open_refused_for_a_moment_is_tried_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Review ay50: Windows refuses a rename over, or an open of, a file another program
    holds open for a moment (an antivirus scan): "could not be saved (Access is denied)"."""
    import os

    from sorry_audio import userfiles
    from sorry_audio.userfiles import read_text, write_or_why

    monkeypatch.setattr(userfiles, "RETRY_PAUSES", (0.0, 0.0, 0.0))
    path = tmp_path / "game.json"
    path.write_text("old", encoding="utf-8")
    real_replace = os.replace
    refusals = [2]

    def replace(src: object, dst: object) -> None:
        if refusals[0]:
            refusals[0] -= 1
            raise PermissionError(13, "Access is denied")
        real_replace(src, dst)
    monkeypatch.setattr(os, "replace", replace)
    monkeypatch.setattr(system, "PLATFORM", "linux")  # elsewhere a refusal lasts: at once
    assert write_or_why(path, "new") == "Access is denied"
    assert refusals == [1] and read_text(path) == "old"
    monkeypatch.setattr(system, "PLATFORM", "win32")
    refusals[0] = 2
    assert write_or_why(path, "new") is None and read_text(path) == "new"
    refusals[0] = 9  # more than the tries: said, and nothing left behind
    assert write_or_why(path, "newer") == "Access is denied"
    assert read_text(path) == "new" and list(tmp_path.iterdir()) == [path]


def test_kept_files_have_the_same_bytes_on_every_system(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch):
    """Review ay50: Windows' text mode wrote "\\r\\n", so a file only touched by a backup
    tool read as another copy's game; files differed from system to system."""
    import builtins

    from sorry_audio.userfiles import write_whole

    real_open = builtins.open

    def windows_open(file, mode="r", *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
        if "w" in mode and kwargs.get("newline") is None:  # what Windows does by default
            kwargs["newline"] = "\r\n"
        return real_open(file, mode, *args, **kwargs)
    monkeypatch.setattr(builtins, "open", windows_open)
    path = tmp_path / "game.json"
    write_whole(path, '{"a": 1,\n "b": 2}\n')
    assert path.read_bytes() == b'{"a": 1,\n "b": 2}\n'


def test_a_parsed_cache_holds_while_the_file_is_as_it_was_before_the_read(tmp_path: Path):
    """One piece for SaveStore's game and the record's side file: kept while the file's
    time and size are unchanged, never for a folder, gone once forgotten."""
    path = tmp_path / "f.json"
    path.write_text("[1]", encoding="utf-8")
    cache: ParsedCache[list[int]] = ParsedCache()
    assert cache.of(path.stat()) is None  # nothing kept yet
    before = path.stat()
    cache.keep(before, [1])
    assert cache.of(path.stat()) == [1]
    path.write_text("[1, 2]", encoding="utf-8")  # another size: read again
    assert cache.of(path.stat()) is None
    cache.keep(path.stat(), [1, 2])
    cache.forget()
    assert cache.of(path.stat()) is None
    folder = tmp_path / "d"
    folder.mkdir()
    cache.keep(folder.stat(), [3])
    assert cache.of(folder.stat()) is None  # only a plain file's contents are kept
