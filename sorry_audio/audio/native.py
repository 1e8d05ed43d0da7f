"""pyttsx3's own engine (SAPI 5 on Windows), made and driven by one thread for the whole run.

pyttsx3 hands every caller in a process the same engine, and SAPI's voice and its event
sink belong to the COM apartment of the thread that made them: its end-of-sentence events
reach pyttsx3 only through that thread's message pump.  Made on one short-lived thread
(listing the voices) and driven from another without COM, sentences stop ending
("CoInitialize has not been called", or silence after the first).  And a second loop
started on the one engine fails ("run loop already started"), as a change of speech mode
from one use of the voice to another did (review ay50, findings 3 and 6).

So one long-lived thread, :class:`Owner`, initialises COM, makes the engine, starts its
loop once, and is the only thread that ever calls it: sentences, stops, voices and renders
reach it as jobs on its queue.  Each :class:`OwnedVoice` (what the speech worker holds) is a
front end; closing one ends no loop that the next one needs.
"""

from __future__ import annotations

import atexit
import contextlib
import gc
import math
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sorry_audio.audio.engines import EngineCheck, SpeechEngine
from sorry_audio.audio.notices import Notice, NoticeKind
from sorry_audio.audio.quiet import log, quiet
from sorry_audio.audio.stall import SpeechStalled, Watchdog
from sorry_audio.audio.worker import _init_com

#: seconds between turns of the engine's loop (pyttsx3's own SAPI loop waits 0.05)
PUMP = 0.02
#: seconds a front end waits for the owner to take a job: under the worker's speak limit
#: (3 s), so a blocked owner is reported in words as a voice that stopped responding
ANSWER_WAIT = 2.5
#: seconds a check waits for the engine to be made (SAPI's first run generates modules)
START_WAIT = 3.5
#: seconds a check waits for a voice that stalled earlier to be idle again after a stop
RECOVER_WAIT = 0.5
#: seconds a closing front end lets the voice finish ("Goodbye."): under the worker's close
#: limit (1 s), since the game ends when the worker has closed
CLOSE_WAIT = 0.9

#: pyttsx3's sapi5 driver turns words per minute into SAPI's rate, -10 to 10, as
#: int(log(wpm / base, 1.11)), with these bases (and 156.63 for every other voice)
_SAPI_BASES = {"mssam": 137.89, "msmary": 156.63, "msmike": 154.37}
_SAPI_STEP = 1.11
SAPI_TOP = 10


def sapi_top_rate(voice_id: str) -> int:
    """The fastest rate, in words per minute, that SAPI 5 takes for ``voice_id``: a faster
    one maps past SAPI's top (+10), and SAPI refuses it while pyttsx3 drops the error, so the
    rate stayed where it was (review ay50, finding 10).  About 493 for today's voices."""
    base = _SAPI_BASES.get(voice_id.rsplit("\\", 1)[-1].lower(), 156.63)
    top = math.ceil(base * _SAPI_STEP ** (SAPI_TOP + 1))
    while int(math.log(top / base, _SAPI_STEP)) > SAPI_TOP:
        top -= 1
    return top


def make_engine() -> Any:
    """The process's pyttsx3 engine (on the owner's thread, after COM)."""
    import pyttsx3

    return pyttsx3.init()


@dataclass
class _Job:
    fn: Callable[[Any], Any]
    done: threading.Event = field(default_factory=threading.Event)
    result: tuple[bool, Any] = (True, None)
    dropped: bool = False  # its caller gave up waiting: it must not run late


_NOTHING = _Job(lambda _: None, dropped=True)  # a turn of the loop with no job


class Owner:
    """The one thread that makes the engine, runs its loop and makes every call into it."""

    def __init__(self, make: Callable[[], Any] = make_engine) -> None:
        self._make = make
        self._jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self.ready = threading.Event()
        self.error: BaseException | None = None
        self.watchdog = Watchdog()
        self.busy = False  # the engine is saying something (as of the last turn)
        self._driver = ""
        self._default_voice: str | None = None
        self._found: dict[str, str | None] = {}  # a voice as named -> its id (None: none)
        self._voice_set: str | None = None  # the voice id last set (None: not known)
        self._rate: int | None = None  # the rate last set (None: not known)
        self._clamped: set[int] = set()  # SAPI's tops already logged
        self._thread = threading.Thread(target=self._run, name="sorry-audio-pyttsx3",
                                        daemon=True)
        self._thread.start()

    # -- any thread -----------------------------------------------------------------------

    @property
    def alive(self) -> bool:
        return self._thread.is_alive()

    @property
    def usable(self) -> bool:
        """False once it could not start, or has ended: the next user starts another."""
        return not self.ready.is_set() or (self.error is None and self.alive)

    def started(self, timeout: float) -> str | None:
        """Wait up to ``timeout`` seconds for the engine to start: None once it has, else
        why not in words (every user of the owner asks this first)."""
        if not self.ready.wait(timeout):
            return f"pyttsx3 did not start within {timeout:g} seconds"
        if self.error is not None:
            return f"pyttsx3 could not start ({self.error})"
        return None

    def call(self, fn: Callable[[Any], Any], timeout: float = ANSWER_WAIT) -> Any:
        """Run ``fn(engine)`` on the owner's thread and return what it returns; raises what
        it raises, or :class:`SpeechStalled` when the owner does not take it in time."""
        job = _Job(fn)
        self._jobs.put(job)
        if not job.done.wait(timeout):
            job.dropped = True
            raise SpeechStalled(f"the built-in voice's thread did not answer within "
                                f"{timeout:g} s")
        ok, value = job.result
        if not ok:
            raise value
        return value

    def shutdown(self, timeout: float = 1.0) -> None:
        """End the loop and let the engine go on its own thread (at exit, and in tests)."""
        self._jobs.put(None)
        self._thread.join(timeout)

    # -- the owner's thread ---------------------------------------------------------------

    def _run(self) -> None:
        _init_com()
        try:
            with quiet():
                engine = self._make()
                self._driver = str(getattr(engine, "driver_name", "") or "")
                self._default_voice = str(engine.getProperty("voice") or "") or None
                engine.startLoop(False)
        except Exception as exc:  # noqa: BLE001 - said by every check, in words
            log(f"pyttsx3 could not start: {exc!r}")
            self.error = exc
            self.ready.set()
            return
        self.ready.set()
        while True:
            try:
                job = self._jobs.get(timeout=PUMP)
            except queue.Empty:
                job = _NOTHING
            if job is None:
                break
            if not job.dropped:
                self._do(job, engine)
            self._turn(engine)
        with quiet(), contextlib.suppress(Exception):
            engine.endLoop()
        del engine
        gc.collect()  # SAPI's objects are let go on the thread whose apartment has them

    def _do(self, job: _Job, engine: Any) -> None:
        try:
            with quiet():
                job.result = (True, job.fn(engine))
        except Exception as exc:  # noqa: BLE001 - handed back to the waiting caller
            job.result = (False, exc)
        job.done.set()

    def _turn(self, engine: Any) -> None:
        """One turn of the engine's loop (SAPI pumps its events here), then the watchdog."""
        try:
            engine.iterate()
            busy = bool(engine.isBusy())
        except Exception as exc:  # noqa: BLE001 - a broken loop is a voice that stalls
            log(f"pyttsx3 loop: {exc!r}")
            busy = True
        self.busy = busy
        if not busy:
            self.watchdog.idle()
        elif not self.watchdog.stalled and self.watchdog.check():
            log(f"the built-in voice stalled: {self.watchdog.stalled}")

    # -- jobs (each runs on the owner's thread) -------------------------------------------

    def apply(self, engine: Any, rate: int, voice: str | None) -> Notice | None:
        """Set the voice and rate a front end wants, when they differ from those in use; a
        notice when the voice is not found (the voice in use stays)."""
        from sorry_audio.audio.tts import find_voice

        notice = None
        wanted = self._default_voice
        if voice:
            if voice not in self._found:
                self._found[voice] = find_voice(engine.getProperty("voices"), voice)
            wanted = self._found[voice]
            if wanted is None:
                notice = Notice(NoticeKind.VOICE_NOT_FOUND, value=voice)
        if wanted is not None and wanted != self._voice_set:
            if engine.getProperty("voice") != wanted:
                engine.setProperty("voice", wanted)
                self._rate = None  # SAPI sets its rate again for a new voice: so do we
            self._voice_set = wanted
        if self._driver == "sapi5":
            top = sapi_top_rate(str(wanted or engine.getProperty("voice") or ""))
            if rate > top:
                if top not in self._clamped:
                    log(f"rate {rate} is past SAPI 5's fastest; speaking at {top}")
                    self._clamped.add(top)
                rate = top
        if rate != self._rate:
            engine.setProperty("rate", rate)
            self._rate = rate
        return notice

    def say(self, engine: Any, text: str, interrupt: bool, rate: int,
            voice: str | None) -> None:
        if interrupt:  # first: a stop drops the properties still queued in pyttsx3 too
            self.stop(engine)
        self.apply(engine, rate, voice)
        engine.say(text)
        self.busy = True
        self.watchdog.given(text, rate)

    def stop(self, engine: Any) -> None:
        engine.stop()
        self.watchdog.dropped()
        self._voice_set, self._rate = None, None  # a property still queued was dropped

    def recover(self, engine: Any) -> bool:
        """After a stall: stop, and see whether the voice comes back idle (SAPI may; a
        driver whose sentences never end does not)."""
        if not self.watchdog.stalled:
            return True
        engine.stop()
        end = time.monotonic() + RECOVER_WAIT
        while time.monotonic() < end:
            engine.iterate()
            if not engine.isBusy():
                self.watchdog.cleared()
                return True
            time.sleep(PUMP)
        return False

    def voices(self, engine: Any) -> list[Any]:
        return list(engine.getProperty("voices") or ())

    def render(self, engine: Any, text: str, path: Path, rate: int, voice: str | None,
               timeout: float) -> None:
        """Write ``text``, spoken, to the WAV file ``path``: once the voice is idle, saved
        through the engine's own loop (SAPI writes the file before save_to_file returns;
        other drivers say so with finished-utterance)."""
        end = time.monotonic() + timeout
        while engine.isBusy() and time.monotonic() < end:  # what it says is finished first
            engine.iterate()
            time.sleep(PUMP)
        self.apply(engine, rate, voice)
        finished = threading.Event()
        token = engine.connect("finished-utterance", lambda **_: finished.set())
        try:
            path.unlink(missing_ok=True)
            engine.save_to_file(text, str(path))
            while not finished.is_set() and not self._written(engine, path):
                if time.monotonic() > end:
                    raise TimeoutError(f"speech was not rendered within {timeout:g} s")
                engine.iterate()
                time.sleep(PUMP)
        finally:
            engine.disconnect(token)
        if not path.is_file() or path.stat().st_size == 0:
            raise OSError(f"the built-in voice wrote nothing to {path}")

    def _written(self, engine: Any, path: Path) -> bool:
        """SAPI's save is done when the call returns (its end event is only sent for speech
        it says aloud): idle, with a file."""
        return (self._driver == "sapi5" and not engine.isBusy() and path.is_file()
                and path.stat().st_size > 0)


_owner: Owner | None = None
_owner_lock = threading.Lock()


def owner() -> Owner:
    """The process's owner, started at first use (again, after one that could not start)."""
    global _owner
    with _owner_lock:
        if _owner is None or not _owner.usable:
            _owner = Owner()
        return _owner


@atexit.register
def release() -> None:
    """At exit: the engine is let go on its own thread, while COM is still up there."""
    current = _owner
    if current is not None and current.alive:
        current.shutdown()


class OwnedVoice(SpeechEngine):
    """The speech worker's handle on the owner's engine: its rate and voice, and its words."""

    name = "text-to-speech (pyttsx3)"
    has_voices = True

    def __init__(self, rate: int = 200, voice: str | None = None,
                 find_owner: Callable[[], Owner] = owner) -> None:
        self._rate = rate
        self._voice = voice
        self._find_owner = find_owner
        self._owner: Owner | None = None
        self.notice: Notice | None = None

    def check(self) -> EngineCheck:
        own = self._owner = self._find_owner()
        why = own.started(START_WAIT)
        if why is not None:
            return EngineCheck(False, why)
        try:
            if not own.call(own.recover):
                return EngineCheck(False, f"it stopped responding earlier in this run "
                                          f"({own.watchdog.stalled})")
            rate, voice = self._rate, self._voice
            self.notice = own.call(lambda e: own.apply(e, rate, voice))
        except Exception as exc:  # noqa: BLE001 - a voice that cannot be set up is unusable
            return EngineCheck(False, str(exc) or type(exc).__name__)
        return EngineCheck(True)

    def _live(self) -> Owner:
        own = self._owner
        assert own is not None, "check() first"
        if own.watchdog.stalled:
            raise SpeechStalled(own.watchdog.stalled)
        return own

    def speak(self, text: str, interrupt: bool) -> None:
        own = self._live()
        rate, voice = self._rate, self._voice
        own.call(lambda e: own.say(e, text, interrupt, rate, voice))

    def stop(self) -> None:
        own = self._live()
        own.call(own.stop)

    def set_rate(self, rate: int) -> None:
        self._rate = rate  # applied with the next sentence, on the owner's thread

    def set_voice(self, voice: str | None) -> None:
        self._voice = voice

    def close(self) -> None:
        """Nothing to end: the loop is the process's, and what was said may finish.  The
        game ends once the worker has closed, so the last words ("Goodbye.") are waited
        for, briefly; a worker replaced by another just waits here, on its own thread."""
        own, self._owner = self._owner, None
        end = time.monotonic() + CLOSE_WAIT
        while own is not None and own.busy and not own.watchdog.stalled \
                and time.monotonic() < end:
            time.sleep(PUMP)
