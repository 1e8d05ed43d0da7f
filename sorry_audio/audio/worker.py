"""The speech worker: announcements are queued here and spoken off the caller's thread.

Every call into an engine runs on that engine's own daemon thread and is waited for with a
time limit.  An engine that does not answer in time (speech-dispatcher without a sound card
blocks forever in ``cancel()``) or raises is abandoned, thread and all, and the next engine in
the fallback list takes over, with one notice, said in words.  The caller only ever puts an item on
a queue, so ``submit`` returns in microseconds whatever the engines do.
"""

from __future__ import annotations

import collections
import queue
import sys
import threading
import time
import traceback
from collections.abc import Callable, Sequence
from contextlib import suppress
from dataclasses import dataclass
from typing import Any

from sorry_audio.audio.engines import EngineCheck, Line, SpeechEngine
from sorry_audio.audio.notices import Notice, NoticeKind
from sorry_audio.audio.quiet import abandon, log


class EngineTimeout(Exception):
    """An engine call did not return in time."""


@dataclass(frozen=True)
class Timeouts:
    """Seconds to wait for each kind of engine call before giving up on the engine."""

    check: float = 4.0
    speak: float = 3.0
    stop: float = 1.5
    close: float = 1.0


class CallThread:
    """A daemon thread running one engine's calls in order; a hung call strands only it."""

    def __init__(self, name: str) -> None:
        self._jobs: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        _init_com()
        while True:
            job = self._jobs.get()
            if job is None:
                return
            fn, box, done = job
            try:
                box.append((True, fn()))
            except BaseException as exc:  # noqa: BLE001 - handed back to the waiting caller
                box.append((False, exc))
            done.set()

    def call(self, fn: Callable[[], Any], timeout: float) -> Any:
        box: list[tuple[bool, Any]] = []
        done = threading.Event()
        self._jobs.put((fn, box, done))
        if not done.wait(timeout):
            abandon(self._thread.ident)  # stuck, maybe inside quiet(): its silence ends here
            raise EngineTimeout(f"no answer within {timeout:g} s")
        ok, value = box[0]
        if not ok:
            raise value
        return value

    def close(self) -> None:
        self._jobs.put(None)

    def join(self, timeout: float) -> None:
        self._thread.join(timeout)


def _init_com() -> None:
    """Windows screen readers and SAPI are COM objects: each thread using them needs COM."""
    if sys.platform != "win32":
        return
    try:
        import pythoncom  # pywin32, which accessible_output2 depends on there

        pythoncom.CoInitialize()
    except Exception as exc:  # noqa: BLE001 - without it the engine's check fails and says so
        log(f"CoInitialize failed: {exc!r}")


@dataclass(frozen=True)
class EngineReport:
    """What became of one engine in the fallback list (for check-audio)."""

    name: str
    chosen: bool
    reason: str  # why it was not chosen ("" when chosen)


_SAY, _STOP, _CLOSE = "say", "stop", "close"
_NO_LINE = Line("")


class SpeechWorker:
    """Owns the fallback list and the one thread that talks to engines."""

    def __init__(self, engines: Sequence[SpeechEngine], notices: list[Notice],
                 timeouts: Timeouts | None = None,
                 on_ready: Callable[[SpeechWorker], None] | None = None,
                 finish: Callable[[], None] | None = None) -> None:
        self._engines = list(engines)
        self._notices = notices
        self._timeouts = timeouts or Timeouts()
        self._on_ready = on_ready
        self._finish = finish
        self._queue: queue.SimpleQueue[tuple[str, int, Line, bool]] = queue.SimpleQueue()
        # (generation, estimated seconds, line) of each text submitted and not yet taken off
        # the queue, in order: appended by the caller, taken by this worker's thread
        self._unsaid: collections.deque[tuple[int, float, Line]] = collections.deque()
        self._seq = 0  # lines submitted so far: each Line's seq
        self._generation = 0
        self._current: SpeechEngine | None = None
        self._calls: CallThread | None = None
        self._index = -1
        self.reports: list[EngineReport] = []
        self.ready = threading.Event()
        self.closed = False
        self._thread = threading.Thread(target=self._run, name="sorry-audio-speech", daemon=True)
        self._thread.start()

    # -- caller side: never blocks --------------------------------------------------------

    @property
    def current(self) -> SpeechEngine | None:
        return self._current

    @property
    def name(self) -> str:
        engine = self._current
        return engine.name if engine is not None else "starting"

    def submit(self, text: str, interrupt: bool, seconds: float = 0.0,
               again: bool = False) -> Line:
        """Say ``text`` (``seconds``: about how long it takes to say, for
        :meth:`unsaid_seconds`; ``again``: see :class:`Line`); the line, as the engine
        gets it."""
        return self.put(self.line(text, again), interrupt, seconds)

    def line(self, text: str, again: bool = False) -> Line:
        """A line to :meth:`put`, known before it is queued (a cue can wait for it)."""
        self._seq += 1
        return Line(text, again, self._seq)

    def put(self, line: Line, interrupt: bool, seconds: float = 0.0) -> Line:
        """Say ``line`` (made by :meth:`line`), as :meth:`submit` says its text."""
        if interrupt:
            self._generation += 1
            self._instant_stop()
        self._unsaid.append((self._generation, seconds, line))
        self._queue.put((_SAY, self._generation, line, interrupt))
        return line

    def unsaid_seconds(self) -> float:
        """About how long the text given and not yet handed to the engine takes to say (what
        a stop or an interruption made stale is not counted)."""
        generation = self._generation
        return sum(s for g, s, _ in list(self._unsaid) if g == generation)

    def take_unsaid(self) -> list[Line]:
        """Make every line not yet handed to the engine stale, as a stop does, and hand
        them back in order (the one being handed over now among them): a question has cut
        them off, and they may be said after its answer."""
        generation = self._generation
        self._generation += 1
        return [line for g, _, line in list(self._unsaid) if g == generation]

    def stop(self) -> None:
        self._generation += 1
        self._instant_stop()
        self._queue.put((_STOP, self._generation, _NO_LINE, True))

    def set_rate(self, rate: int) -> None:
        """Every engine in the list takes the rate, so a fallback speaks at it too."""
        for engine in self._engines:
            try:
                engine.set_rate(rate)
            except Exception as exc:  # noqa: BLE001 - a rate is never worth stopping speech
                log(f"{engine.name}: set_rate failed: {exc!r}")

    def set_voice(self, voice: str | None) -> None:
        """Every engine in the list takes the voice, as it takes the rate."""
        for engine in self._engines:
            try:
                engine.set_voice(voice)
            except Exception as exc:  # noqa: BLE001 - nor is a voice
                log(f"{engine.name}: set_voice failed: {exc!r}")

    def join(self, timeout: float) -> None:
        """Wait (up to ``timeout`` seconds) until a closed worker and its engine's calls
        are done: whoever uses the same engine next must not speak over them."""
        end = time.monotonic() + timeout
        self._thread.join(timeout)
        calls = self._calls
        if calls is not None:
            calls.join(max(0.0, end - time.monotonic()))

    def close(self, finish: bool = True) -> None:
        """Close the engines once the speech already queued is said ("Goodbye." at the
        last); ``finish`` False is a worker replaced by another: its queue is dropped (the
        new one speaks now) and the finishing call skipped (it must not close the sound
        device the new one speaks through)."""
        if not self.closed:
            self.closed = True
            if not finish:
                self._finish = None
                self._generation += 1
            self._queue.put((_CLOSE, self._generation, _NO_LINE, True))

    def _instant_stop(self) -> None:
        engine = self._current
        if engine is not None and engine.instant_stop:
            try:
                engine.stop()
            except Exception as exc:  # noqa: BLE001 - the worker will notice the engine later
                log(f"{engine.name}: stop failed: {exc!r}")

    # -- worker side -------------------------------------------------------------------------

    def _run(self) -> None:
        self._select(0, first=True)
        self.ready.set()
        if self._on_ready is not None:
            try:
                self._on_ready(self)
            except Exception:  # noqa: BLE001 - speech goes on regardless
                # our own code (AudioOutput._speech_started): a bug, kept whole (review rl100)
                log(f"on_ready failed: {traceback.format_exc()}")
        while True:
            kind, generation, line, interrupt = self._queue.get()
            if kind == _CLOSE:
                self._call(lambda e: e.close(), self._timeouts.close, fall_back=False)
                if self._calls is not None:  # its thread ends once its last call is done
                    self._calls.close()
                if self._finish is not None:
                    self._finish()
                return
            if kind == _STOP:
                self._call(lambda e: e.stop(), self._timeouts.stop)
                continue
            if generation == self._generation:  # not made stale by a later stop
                def speak(e: SpeechEngine, t: Line = line, i: bool = interrupt) -> Any:
                    return e.speak_line(t, i)  # bound now: a timed-out call may run late
                self._call(speak, self._timeouts.speak)
            with suppress(IndexError):  # handed on (rendered, on the mixer), or stale
                self._unsaid.popleft()

    def _call(self, action: Callable[[SpeechEngine], Any], timeout: float,
              fall_back: bool = True) -> None:
        """Run ``action`` on the current engine; on a failure retire it and try the next one
        down the list, and so on until one succeeds or the list ends (the null engine)."""
        for _ in range(len(self._engines)):
            engine, calls = self._current, self._calls
            if engine is None or calls is None:
                return
            def run(e: SpeechEngine = engine) -> Any:
                return action(e)
            try:
                calls.call(run, timeout)
                return
            except Exception as exc:  # noqa: BLE001 - any failure retires the engine
                log(f"{engine.name} failed: {exc!r}")
                if not fall_back:
                    return
                calls.close()
                old = engine.name
                kind = (NoticeKind.ENGINE_HUNG if isinstance(exc, EngineTimeout)
                        else NoticeKind.ENGINE_FAILED)
                self._select(self._index + 1, first=False)
                notice = Notice(kind, engine=self.name, old=old)
                # The game prints and speaks each new notice (ui.app), so it is
                # announced once, in words, wherever the output is used.
                self._notices.append(notice)

    def _select(self, start: int, first: bool) -> None:
        """Make the first usable engine from ``start`` on the current one."""
        self._current, self._calls = None, None
        for index in range(start, len(self._engines)):
            engine = self._engines[index]
            calls = CallThread(f"sorry-audio-{type(engine).__name__}")
            try:
                status: EngineCheck = calls.call(engine.check, self._timeouts.check)
                if status.ok:
                    calls.call(engine.start, self._timeouts.check)
            except Exception as exc:  # noqa: BLE001 - hung or broken: try the next engine
                log(f"{engine.name}: check failed: {exc!r}")
                why = "did not answer in time" if isinstance(exc, EngineTimeout) else str(exc)
                status = EngineCheck(False, why or type(exc).__name__)
            if status.ok:
                self._current, self._calls, self._index = engine, calls, index
                if first:
                    self.reports.append(EngineReport(engine.name, True, ""))
                return
            calls.close()
            if first:
                self.reports.append(EngineReport(engine.name, False, status.reason))
