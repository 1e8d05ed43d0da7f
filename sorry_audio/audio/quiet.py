"""Keep library noise out of the terminal: it goes to a log file instead.

accessible_output2 prints to stdout when an output is missing, pyttsx3 prints after saving a
file, and ALSA, JACK and espeak write to file descriptor 2 from C.  Reassigning ``sys.stderr``
cannot catch C writes, so inside :func:`quiet` descriptor 2 itself is pointed at the log
(``os.dup2``).  Descriptor 1 is left alone because the game may be printing its menu on
another thread at that moment; Python-level ``print`` calls from the quiet thread are routed
to the log by a small thread-aware wrapper around ``sys.stdout``/``sys.stderr``.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from sorry_audio.userfiles import APP_NAME

LOG_NAME = "audio.log"
#: names another file for the log, as SORRY_AUDIO_SETTINGS does for the settings: a player
#: trying things out, or a test, need not write the per-user one (playtest m13)
LOG_ENV = "SORRY_AUDIO_LOG"
MAX_LOG_BYTES = 1_000_000

_lock = threading.RLock()
_quiet_threads: dict[int, int] = {}  # thread id -> nesting depth
_abandoned: dict[int, int] = {}  # thread id -> depth still to leave, of threads given up
_fd_depth = 0
_saved_fd2: int | None = None
_log: IO[str] | None = None
#: why the log file could not be opened (the null device took its place), or None
_log_problem: str | None = None
_saved_streams: tuple[Any, Any] | None = None


def log_dir() -> Path:
    """The per-user folder for the audio log (platformdirs' log folder)."""
    import platformdirs

    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def log_path() -> Path:
    """The audio log: ``SORRY_AUDIO_LOG``, or ``audio.log`` in :func:`log_dir`."""
    named = os.environ.get(LOG_ENV)
    return Path(named).expanduser() if named else log_dir() / LOG_NAME


def _open_log() -> IO[str]:
    """Open (once) the log file for appending, or the null device if that is impossible."""
    global _log, _log_problem
    if _log is None:
        try:
            path = log_path()
            path.parent.mkdir(parents=True, exist_ok=True)
            # always appending: a log past its limit is cut by :func:`_trimmed` to start
            # afresh, and with "w" (no O_APPEND) the writes after a cut landed past a hole
            # of NUL bytes at the old offset (review aw48)
            _log = open(path, "a", encoding="utf-8", errors="replace", buffering=1)  # noqa: SIM115
        except OSError as exc:
            _log_problem = _why_not_written(exc)
            _log = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    return _log


def _why_not_written(exc: OSError) -> str:
    """An error opening the log, in words: "it is a folder", not "[Errno 21] ..."."""
    if isinstance(exc, IsADirectoryError):
        return "it is a folder"
    if isinstance(exc, PermissionError):
        return "writing there is not permitted"
    if isinstance(exc, (FileExistsError, NotADirectoryError)):
        return "a file stands where its folder would be"
    return (exc.strerror or str(exc)).lower()


def log_problem() -> str | None:
    """Why the audio libraries' messages are dropped, not logged: the log file could not be
    opened (a folder, a read-only file or folder); None when they are in the log.  Opens the
    log to find out, as a check that names it does: check-audio said "Details ... are in
    PATH" of a folder (playtest qg121)."""
    with _lock:
        _open_log()
        return _log_problem


def _trimmed(log_file: IO[str]) -> IO[str]:
    """The log, started afresh once it passes :data:`MAX_LOG_BYTES` in a run: a library
    that writes a line at every sentence spoken would otherwise fill it all evening, as the
    size was checked only at launch (review au46).  It is always opened for appending, so
    what is written after the cut, by Python or by C through descriptor 2, starts at the
    new end, not past a hole at the old offset."""
    fd = log_file.fileno()
    if os.fstat(fd).st_size > MAX_LOG_BYTES:
        log_file.flush()
        os.ftruncate(fd, 0)
        log_file.write(f"(started afresh: the log passed {MAX_LOG_BYTES:,} bytes)\n")
    return log_file


def log(message: str) -> None:
    """Write one line to the audio log (never to the terminal)."""
    with _lock, contextlib.suppress(OSError, ValueError):
        _trimmed(_open_log()).write(message.rstrip("\n") + "\n")


def _silenced() -> bool:
    """True on a quiet thread, or on a thread a C library made (espeak's synthesis callback
    runs on one): only audio libraries call into Python from threads of their own."""
    if threading.get_ident() in _quiet_threads:
        return True
    return type(threading.current_thread()).__name__ == "_DummyThread"


class _Router:
    """Stands in for sys.stdout/sys.stderr: quiet threads write to the log, others pass through."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        if _silenced():
            if text.strip():
                log(text)
            return len(text)
        return self._stream.write(text)

    def flush(self) -> None:
        if not _silenced():
            self._stream.flush()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def _fd2_redirect() -> None:
    global _fd_depth, _saved_fd2
    _fd_depth += 1
    if _fd_depth > 1:
        return
    try:
        log_file = _trimmed(_open_log())
        log_file.flush()
        if sys.__stderr__ is not None:
            sys.__stderr__.flush()
        _saved_fd2 = os.dup(2)
        os.dup2(log_file.fileno(), 2)
    except (OSError, ValueError, AttributeError):
        _saved_fd2 = None


def _fd2_restore() -> None:
    global _fd_depth, _saved_fd2
    _fd_depth -= 1
    if _fd_depth > 0 or _saved_fd2 is None:
        return
    try:
        os.dup2(_saved_fd2, 2)
        os.close(_saved_fd2)
    except OSError:
        pass
    _saved_fd2 = None


@contextlib.contextmanager
def quiet() -> Iterator[None]:
    """Send this thread's prints and every C-level write to fd 2 to the log while inside."""
    global _saved_streams
    ident = threading.get_ident()
    with _lock:
        if not _quiet_threads:
            _saved_streams = (sys.stdout, sys.stderr)
            sys.stdout = _Router(sys.stdout)  # type: ignore[assignment]
            sys.stderr = _Router(sys.stderr)  # type: ignore[assignment]
        _quiet_threads[ident] = _quiet_threads.get(ident, 0) + 1
        _fd2_redirect()
    try:
        yield
    finally:
        with _lock:
            if ident in _abandoned:  # its share was undone when it was given up
                _abandoned[ident] -= 1
                if not _abandoned[ident]:
                    del _abandoned[ident]
            else:
                _fd2_restore()
                depth = _quiet_threads.pop(ident) - 1
                if depth:
                    _quiet_threads[ident] = depth
                _restore_streams()


def abandon(ident: int | None) -> None:
    """Undo the silence of a thread stuck inside :func:`quiet` (a speech engine that never
    answers): otherwise the terminal's stderr stays in the log for the rest of the run, and
    the game's own error lines with it (review af32)."""
    if ident is None:  # the thread never started
        return
    with _lock:
        depth = _quiet_threads.pop(ident, 0)
        if not depth:
            return
        _abandoned[ident] = _abandoned.get(ident, 0) + depth
        for _ in range(depth):
            _fd2_restore()
        _restore_streams()


def _restore_streams() -> None:
    """Put sys.stdout and sys.stderr back once no thread is quiet (with ``_lock`` held)."""
    global _saved_streams
    if not _quiet_threads and _saved_streams is not None:
        # Restore only what is still ours: someone may have replaced it meanwhile.
        if isinstance(sys.stdout, _Router):
            sys.stdout = _saved_streams[0]
        if isinstance(sys.stderr, _Router):
            sys.stderr = _saved_streams[1]
        _saved_streams = None
