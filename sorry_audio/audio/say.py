"""macOS's built-in voice through ``/usr/bin/say``: one process per sentence.

pyttsx3's macOS driver ends a sentence only when Cocoa delivers the synthesizer's delegate
call, which needs a Cocoa run loop; nothing in the game runs one (its main thread runs
asyncio), so it said the first sentence and then nothing for the rest of the run, with no
error (review ay50, finding 2).  ``say`` needs no run loop and no pyobjc: it takes the
voice (``-v``) and the rate in words per minute (``-r``), lists the voices (``-v '?'``),
writes WAV files (``-o``), and a sentence is cut off at once by ending its process.
"""

from __future__ import annotations

import os
import re
import subprocess
import threading
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sorry_audio.audio.engines import EngineCheck, SpeechEngine
from sorry_audio.audio.notices import Notice, NoticeKind
from sorry_audio.audio.quiet import log
from sorry_audio.audio.stall import SpeechStalled, allowance

#: the command (a module setting, so tests can put a stand-in in its place)
SAY = "/usr/bin/say"
#: seconds listing the voices may take
LIST_WAIT = 3.0  # under the worker's check limit (4 s)
#: seconds a closing engine lets the sentences it was given finish ("Goodbye.")
CLOSE_WAIT = 0.9

#: the processes now speaking, of every engine: one voice for the process, as elsewhere,
#: so a sentence that interrupts cuts off the one an engine replaced was still saying
_speaking: set[subprocess.Popen[bytes]] = set()
_speaking_lock = threading.Lock()
#: stops and interruptions so far, of every engine: an engine closed since one has
#: nothing left to say (its sentences were for a speech mode no longer chosen)
_cuts = [0]


def _spoken_text(text: str) -> str:
    """``text`` as an argument ``say`` speaks as written: not taken for an option (a
    leading "-"), and no ``[[...]]`` embedded commands."""
    text = text.replace("[[", "[ [")
    return " " + text if text.startswith("-") else text


def say_command(text: str, rate: int, voice: str | None,
                out: Path | None = None) -> list[str]:
    """The ``say`` command line for ``text`` (to the file ``out``, as 16-bit WAV, if given)."""
    command = [SAY, "-r", str(rate)]
    if voice:
        command += ["-v", voice]
    if out is not None:
        command += ["-o", str(out), "--file-format=WAVE", "--data-format=LEI16@22050"]
    return [*command, _spoken_text(text)]


def parse_voices(listing: str) -> list[tuple[str, str]]:
    """(name, locale) for each voice in ``say -v '?'``'s listing, in its order, each name
    once.  A line is ``Eddy (English (US)) en_US    # Hello! My name is Eddy.``: names
    hold spaces and brackets, so the locale is the last word before the ``#``."""
    found: dict[str, str] = {}
    for line in listing.splitlines():
        head = line.split("#", 1)[0].strip()
        parts = head.rsplit(None, 1)
        if len(parts) == 2 and re.fullmatch(r"[A-Za-z]{2,3}([_-]\w+)*", parts[1]):
            found.setdefault(parts[0].strip(), parts[1])
    return list(found.items())


def list_say_voices() -> tuple:  # tuple[tts.Voice, ...]
    """The voices ``say`` offers, each known by its name (what ``-v`` takes)."""
    from sorry_audio.audio.tts import Voice

    listing = subprocess.run([SAY, "-v", "?"], capture_output=True, timeout=LIST_WAIT,
                             check=True, text=True, errors="replace").stdout
    return tuple(Voice(name, name, locale.lower().startswith("en"))
                 for name, locale in parse_voices(listing))


def render(text: str, path: Path, rate: int, voice: str | None, timeout: float) -> None:
    """Write ``text``, spoken, to ``path`` as a 16-bit WAV at 22050 Hz (``say`` writes
    AIFF unless told the format, and Python reads no AIFF)."""
    from sorry_audio.audio.tts import find_voice

    named = _voice_named(voice, find_voice) if voice else None
    done = subprocess.run(say_command(text, rate, named, path), capture_output=True,
                          timeout=timeout, text=True, errors="replace")
    if done.returncode != 0:
        raise OSError(f"say failed: {done.stderr.strip() or f'exit {done.returncode}'}")
    if not path.is_file() or path.stat().st_size == 0:
        raise OSError(f"say wrote nothing to {path}")


def _voice_named(voice: str, find: Callable[[Any, str], str | None]) -> str | None:
    """The name ``say`` knows ``voice`` by (None when it has none such)."""
    try:
        return find(list_say_voices(), voice)
    except (OSError, subprocess.SubprocessError) as exc:
        log(f"say voices: {exc!r}")
        return voice  # unlisted: say itself is the judge


def _stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        try:
            process.terminate()
        except OSError as exc:  # it ended meanwhile
            log(f"say stop: {exc!r}")


class SayEngine(SpeechEngine):
    """The built-in voice on macOS: each sentence a ``say`` process, queued in order; an
    interruption or a stop ends the one speaking.  A process that runs far past the time
    its words take is ended and the engine reports it (:mod:`.stall`)."""

    name = "text-to-speech (the system voice, say)"
    instant_stop = True  # a stop only ends processes: quick, from any thread
    has_voices = True

    def __init__(self, rate: int = 200, voice: str | None = None) -> None:
        self._rate = rate
        self._voice = voice
        self._names: dict[str, str | None] = {}  # a voice as named -> say's name for it
        self._queue: deque[str] = deque()
        self._lock = threading.Condition()
        self._cuts = 0  # stops and interruptions so far
        self._mine: subprocess.Popen[bytes] | None = None  # this engine's sentence now
        self._failure: Exception | None = None
        self._closed: int | None = None  # the count of all cuts when it closed
        self.notice: Notice | None = None

    def check(self) -> EngineCheck:
        if not os.access(SAY, os.X_OK):
            return EngineCheck(False, f"{SAY} is missing")
        if self._voice and self._named(self._voice) is None:
            self.notice = Notice(NoticeKind.VOICE_NOT_FOUND, value=self._voice)
        threading.Thread(target=self._run, name="sorry-audio-say", daemon=True).start()
        return EngineCheck(True)

    def _named(self, voice: str) -> str | None:
        """say's name for ``voice`` (None: none such), looked up once a name (it runs
        ``say -v '?'``: on the engine's own threads, never the game's)."""
        from sorry_audio.audio.tts import find_voice

        if voice not in self._names:
            self._names[voice] = _voice_named(voice, find_voice)
        return self._names[voice]

    def speak(self, text: str, interrupt: bool) -> None:
        with self._lock:
            if self._failure is not None:
                raise self._failure
            if interrupt:
                self._cut()
            self._queue.append(text)
            self._lock.notify_all()

    def stop(self) -> None:
        with self._lock:
            failure = self._failure
            self._cut()
        if failure is not None:
            raise failure

    def _cut(self) -> None:
        """Drop what is queued and end what is said, by any engine (with the lock held)."""
        self._queue.clear()
        self._cuts += 1
        with _speaking_lock:
            _cuts[0] += 1
            speaking = list(_speaking)
        for process in speaking:
            _stop(process)

    def set_rate(self, rate: int) -> None:
        self._rate = rate

    def set_voice(self, voice: str | None) -> None:
        self._voice = voice  # looked up before the next sentence, on the engine's thread

    def close(self) -> None:
        """The sentences already given are said (briefly waited for: the game's last
        "Goodbye."), then the engine's thread ends."""
        with self._lock:
            with _speaking_lock:
                self._closed = _cuts[0]
            self._lock.notify_all()
            self._lock.wait_for(lambda: not self._queue and self._mine is None, CLOSE_WAIT)

    def _run(self) -> None:
        from sorry_audio.audio.output import estimate_seconds

        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._queue or self._closed is not None)
                if self._closed is not None and self._closed != _cuts[0]:
                    self._queue.clear()  # a newer engine interrupted: its words come first
                if not self._queue:
                    self._lock.notify_all()
                    return
                text, cuts = self._queue[0], self._cuts
                rate, voice = self._rate, self._voice
            named = self._named(voice) if voice else None
            if voice and named is None:
                log(f"say: no voice {voice!r}; the default voice speaks")
            with self._lock:
                if cuts != self._cuts or not self._queue:
                    continue  # stopped while the voice was looked up
                self._queue.popleft()
                try:
                    process = subprocess.Popen(say_command(text, rate, named),
                                               stdin=subprocess.DEVNULL,
                                               stdout=subprocess.DEVNULL,
                                               stderr=subprocess.PIPE)
                except OSError as exc:
                    self._fail(exc)
                    return
                self._mine = process
                with _speaking_lock:
                    _speaking.add(process)
            failure = self._wait(process, allowance(estimate_seconds(text, rate)))
            with self._lock:
                with _speaking_lock:
                    _speaking.discard(process)
                self._mine = None
                self._lock.notify_all()
                if failure is not None:
                    self._fail(failure)
                    return

    def _wait(self, process: subprocess.Popen[bytes], limit: float) -> Exception | None:
        """Wait for one sentence; what went wrong, if anything.  Ended by a signal is a
        stop or an interruption, which is nothing wrong."""
        try:
            _, err = process.communicate(timeout=limit)
        except subprocess.TimeoutExpired:
            process.kill()
            process.communicate()
            return SpeechStalled(f"say was still speaking {limit:.1f} s after it was given "
                                 "a sentence")
        if process.returncode > 0:
            why = err.decode(errors="replace").strip() or f"exit {process.returncode}"
            return RuntimeError(f"say failed ({why})")
        return None

    def _fail(self, failure: Exception) -> None:
        """From now on, every call raises ``failure``: the worker gives the engine up and
        says so (with the lock held)."""
        log(f"say: {failure!r}")
        self._failure = failure
        self._queue.clear()
        self._lock.notify_all()
