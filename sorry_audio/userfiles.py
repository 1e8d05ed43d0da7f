"""Files kept for the player between runs (settings, the saved game): where they live, how
they are written, and what happens to one that cannot be read.

Written whole, to a temporary file flushed to the disk and renamed over the old one, so a
crash, a power cut or a full disk never leaves half a file; a file that cannot be read is
moved aside under another name, never deleted, so nothing the player had is lost.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import time
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path
from typing import Generic, Literal, TypeVar

from sorry_audio import system

T = TypeVar("T")

APP_NAME = "sorry-audio"
#: Windows refuses for a moment to open, or to rename over, a file another process has
#: open (an antivirus scan of the file just written, the other window reading it), so
#: there a refusal is tried again after each of these pauses, in seconds (review ay50):
#: 0.3 s in all, longer than a scan holds a small file, and short enough that a folder
#: refused for good (a write at every move, on the game's own thread) hardly slows a key
RETRY_PAUSES = (0.01, 0.02, 0.05, 0.1, 0.12)


def patiently(action: Callable[[], T]) -> T:
    """``action()``, tried again after each of :data:`RETRY_PAUSES` while it raises
    PermissionError on Windows, where that is usually a moment's sharing violation; at
    once elsewhere, where it lasts."""
    for pause in RETRY_PAUSES if system.windows() else ():
        try:
            return action()
        except PermissionError:
            time.sleep(pause)
    return action()


def user_path(env: str, folder: Literal["config", "data"], name: str) -> Path:
    """The file named by the environment variable ``env``, else ``name`` in the per-user
    config or data folder (platformdirs: ~/.config, ~/.local/share and their likes)."""
    named = os.environ.get(env, "").strip()
    if named:
        return Path(named).expanduser()
    import platformdirs

    where = platformdirs.user_config_dir if folder == "config" else platformdirs.user_data_dir
    return Path(where(APP_NAME, appauthor=False)) / name


#: what a look at a path raises when nothing is there (as ``Path.exists`` takes them)
_ABSENT = (errno.ENOENT, errno.ENOTDIR, errno.EBADF, errno.ELOOP)


def present(path: Path, file_only: bool = False) -> bool:
    """Whether something (with ``file_only``, a plain file) is at ``path``.

    A path that cannot even be looked at, as in a folder without search permission, counts
    as there: reading it then says why, and it is never written over.  ``Path.exists``
    raises there instead, which stopped the launch (review z26)."""
    try:
        mode = path.stat().st_mode
    except OSError as exc:
        return exc.errno not in _ABSENT
    return stat.S_ISREG(mode) or not file_only


def _through_links(path: Path) -> Path:
    """The file a symbolic link names (``path`` itself when it is none); OSError for a link
    that loops, which Python 3.10 to 3.12 raise as RuntimeError, no write's error (review
    ax49: every autosave was said as a bug)."""
    if not path.is_symlink():
        return path
    try:
        return path.resolve()
    except RuntimeError:
        raise OSError(errno.ELOOP, os.strerror(errno.ELOOP), str(path)) from None


def write_whole(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` all at once; OSError (and no stray file) when it cannot.

    A symbolic link is written through, to the file it names: the rename would otherwise
    put a plain file in the link's place (a settings file linked from a dotfiles folder
    would silently stop being the one there)."""
    path = _through_links(path)
    # a name of its own per process: two copies of the game writing at once must not
    # write into, or rename away, each other's half-written file
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except FileExistsError:  # a file where the folder should be: "File exists" misleads
            raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR),
                                     str(path.parent)) from None
        # "\n" alone on every system: Windows' "\r\n" made the same game other bytes, and
        # a file only touched by a backup tool then read as another copy's game (ay50)
        with open(tmp, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            # on the disk before the rename: after a power cut some file systems (XFS,
            # ext4 without auto_da_alloc) could keep the new name with no text (review z26);
            # 0.2 ms a save on this machine (0.43 against 0.25 ms)
            os.fsync(f.fileno())
        patiently(lambda: os.replace(tmp, path))
    except OSError:
        with suppress(OSError):
            tmp.unlink(missing_ok=True)
        raise


#: a temporary file older than this is no other copy's write under way: one left by a
#: copy killed mid-write (each process has its own name, so none is ever reused)
STALE_SECONDS = 60.0


def sweep_temporaries(path: Path) -> None:
    """Remove the temporary files that :func:`write_whole` left beside ``path`` (or the
    file its link names) in copies killed mid-write, a new name for each (review aw48):
    only its own names, "game.json.<process number>.tmp", never one still being written,
    nor a player's "game.json.backup.tmp" (review ax49)."""
    with suppress(OSError):
        path = _through_links(path)
        head, now = path.name + ".", time.time()
        for tmp in path.parent.iterdir():
            name = tmp.name
            if not (name.startswith(head) and name.endswith(".tmp")
                    and name[len(head):-len(".tmp")].isdigit()):
                continue
            with suppress(OSError):
                if now - tmp.stat().st_mtime > STALE_SECONDS and tmp.is_file():
                    tmp.unlink()


class ParsedCache(Generic[T]):
    """What one file parsed to, kept while the file's time and size are what they were just
    before that read, so a look that changes nothing is no read (the main menu asks at every
    step of its focus).  A write meanwhile is a new stamp, taken before the read; a write of
    this program's own must :meth:`forget` it, as it may land within the clock's step."""

    def __init__(self) -> None:
        self._seen: tuple[tuple[int, int], T] | None = None

    @staticmethod
    def _stamp(info: os.stat_result) -> tuple[int, int]:
        return (info.st_mtime_ns, info.st_size)

    def of(self, info: os.stat_result) -> T | None:
        """The value kept, when ``info`` (the file's stat now) is a plain file with the
        stamp it had; else None: read it."""
        seen = self._seen
        if seen is None or not stat.S_ISREG(info.st_mode) or self._stamp(info) != seen[0]:
            return None
        return seen[1]

    def keep(self, before: os.stat_result, value: T) -> None:
        """``value`` is what the file parsed to, read just after ``before`` was taken."""
        self._seen = (self._stamp(before), value)

    def forget(self) -> None:
        self._seen = None


class FileWatch:
    """The text this program last read from or wrote to one file, so it never writes over
    (or removes) a file that another copy of the game has written since: two windows open
    on one saved game undid each other's moves without a word (playtest ao40)."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        if path is not None:
            sweep_temporaries(path)
        self._seen = False  # nothing known yet: a first write goes ahead, as it always did
        self._text: str | None = None  # None: the file was not there
        # the file's inode, time and size as seen: unchanged, it need not be read again
        self._stamp: tuple[int, int, int] | None = None

    def _now(self) -> tuple[int, int, int] | None:
        if self.path is None:
            return None
        try:
            info = self.path.stat()
        except OSError:
            return None
        return (info.st_ino, info.st_mtime_ns, info.st_size)

    def saw(self, text: str | None, before: os.stat_result | None = None) -> None:
        """The file held ``text`` (None: there was none) when this program read or wrote it.
        ``before``: the file's stat taken before it was read, safer than one taken after:
        another copy's write in between is then a stamp that differs, and a look at the
        text decides (review aw48)."""
        self._seen, self._text = True, text
        if text is None:
            self._stamp = None
        elif before is not None:
            self._stamp = (before.st_ino, before.st_mtime_ns, before.st_size)
        else:
            self._stamp = self._now()

    def forget(self) -> None:
        self._seen, self._text, self._stamp = False, None, None

    def gone(self) -> bool:
        """Whether a file seen here is not there any more (another copy ended its game, or
        the player removed the file to start again)."""
        return self._seen and self._text is not None and self.path is not None and not (
            present(self.path))

    def changed(self) -> bool:
        """Whether the file now holds something other than what was last seen here.  A file
        gone, or one that cannot be read, counts as unchanged: writing then loses nothing,
        or fails with its own reason."""
        if not self._seen or self.path is None:
            return False
        stamp = self._now()
        if stamp is None or stamp == self._stamp:
            return False
        try:
            now = read_text(self.path)
        except (OSError, UnicodeDecodeError):
            return False
        if now == self._text:  # written again with the same text (or only touched)
            self._stamp = stamp
            return False
        return True


def write_or_why(path: Path, text: str) -> str | None:
    """:func:`write_whole`; None when it worked, else why not, in words (the player hears
    it, and the game goes on)."""
    try:
        write_whole(path, text)
    except OSError as exc:
        return why(exc)
    return None


#: the tag of a file this version cannot use because a newer one wrote it: not damaged, and
#: kept under a name that says so, for the newer version to be pointed at
NEWER_TAG = "newer-version"


def damaged_path(path: Path, tag: str = "damaged") -> Path:
    """Where an unreadable file is kept: beside it, its own name with ".damaged" (or
    ``tag``) added (save.json: save.damaged.json), so a player finds it by its name."""
    return path.with_name(f"{path.stem}.{tag}{path.suffix}")


def set_aside(path: Path, tag: str = "damaged") -> Path | None:
    """Move an unreadable file to :func:`damaged_path`, or, when an older damaged copy is
    already there, to the first free "save.damaged.2.json" and on: a second damaged file
    never replaces the first.  Where it went, or None if it could not be moved (then it
    stays where it is).  A link's file is moved beside itself and the link left, as writes
    go through it: moving the link made the next write a plain file in its place (review
    ax49)."""
    n = 1
    try:
        path = _through_links(path)
        kept = damaged_path(path, tag)
        while kept.exists():
            n += 1
            kept = path.with_name(f"{path.stem}.{tag}.{n}{path.suffix}")
        patiently(lambda: os.replace(path, kept))
    except OSError:
        return None
    return kept


def put_aside(path: Path, reason: str, tag: str = "damaged") -> str:
    """:func:`set_aside`, and the reason the file could not be used with where it went."""
    kept = set_aside(path, tag)
    # "the file is empty; the file was kept as ..." named the file twice (playtest qo132)
    which = "it" if reason == EMPTY_TEXT else "the file"
    return reason if kept is None else f"{reason}; {which} was kept as {kept}"


#: why a file whose text does not parse cannot be used: the parser's own message (line and
#: column of a JSON error) means nothing to a player and is long to hear
DAMAGED_TEXT = "its text is damaged"
#: a file with nothing in it (or only spaces): said so, as "damaged" sent a player looking
#: for what had gone wrong inside it (playtest ao40)
EMPTY_TEXT = "the file is empty"
#: what ``json.loads`` raises for text that is not JSON: ValueError, and RecursionError for
#: brackets nested deeper than Python's recursion limit (a file edited by hand, or garbage)
JSON_ERRORS = (ValueError, RecursionError)
#: why a file written by a later release cannot be used (its "version" is above this one's)
NEWER_TEXT = "it was written by a newer version of Sorry! Audio"


class NewerVersionError(ValueError):
    """Mixed into a file's own error when a newer release wrote the file: it is not
    damaged, so :func:`aside_tag` keeps it under a name that says so."""


def aside_tag(exc: BaseException) -> str:
    """The tag a file that ``exc`` refused is set aside under (see :func:`damaged_path`)."""
    if isinstance(exc, NewerVersionError):
        return NEWER_TAG
    return reason_tag(str(exc))


def reason_tag(reason: str) -> str:
    """The tag a file refused for ``reason`` is set aside under: an empty one is not
    called damaged in its name either (review am38; the settings file too: dr115)."""
    return "empty" if reason == EMPTY_TEXT else "damaged"


#: the largest file the game reads: its own are a few hundred bytes (a long saved game
#: about 1 KB), so this is room to spare, and a limit on what a wrong path can cost
MAX_FILE_BYTES = 1_000_000


def read_text(path: Path) -> str:
    """A kept file's text, a byte-order mark (as Windows Notepad writes one) dropped.

    OSError for a folder, or anything else that is not a plain file (a named pipe would
    block the launch forever, silently: playtest g7); UnicodeDecodeError for bytes that are
    not text; OSError too for a file far larger than any the game writes (a variable
    pointed at a disk image would be read whole into memory before it was refused)."""
    info = path.stat()
    if stat.S_ISDIR(info.st_mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
    if not stat.S_ISREG(info.st_mode):
        raise OSError(errno.EINVAL, "it is not a plain file", str(path))
    too_large = OSError(errno.EFBIG, "it is far too large to be one of the game's files",
                        str(path))
    if info.st_size > MAX_FILE_BYTES:
        raise too_large
    with patiently(lambda: path.open("rb")) as file:  # never more than one byte over: it
        data = file.read(MAX_FILE_BYTES + 1)  # may have grown since
    if len(data) > MAX_FILE_BYTES:
        raise too_large
    return data.decode("utf-8-sig")


def load_json(text: str, version: int, error: type[ValueError],
              newer: type[NewerVersionError]) -> object:
    """The data in a file's ``text``: ``error`` (:data:`DAMAGED_TEXT`) when it is not JSON
    (:data:`EMPTY_TEXT` when there is none),
    ``newer`` (:data:`NEWER_TEXT`) for an object whose "version" is above ``version``."""
    if not text.strip():
        raise error(EMPTY_TEXT)
    try:
        data = json.loads(text)
    except JSON_ERRORS:
        raise error(DAMAGED_TEXT) from None
    found = data.get("version") if isinstance(data, dict) else None
    if isinstance(found, int) and not isinstance(found, bool) and found > version:
        raise newer(NEWER_TEXT)
    return data


#: the system's "Is a directory" and "Not a directory", in a player's words (playtest pb68:
#: C library jargon, capital letter and all, in the middle of a sentence)
IN_WORDS = {errno.EISDIR: "it is a folder, not a file",
            errno.ENOTDIR: "a folder on the way to it is a file"}


def why(exc: Exception) -> str:
    """An error in words: the system's message for an OSError (a folder where a file should
    be in :data:`IN_WORDS`), :data:`DAMAGED_TEXT` for bytes that are not text (the codec's
    message, with its byte and position, means nothing to a player), else the error's own."""
    if isinstance(exc, UnicodeDecodeError):
        return DAMAGED_TEXT
    if isinstance(exc, OSError) and exc.errno in IN_WORDS:
        return IN_WORDS[exc.errno]
    return (exc.strerror if isinstance(exc, OSError) else None) or str(exc)
