"""Text-to-speech through pyttsx3.

On Linux pyttsx3's ``say()`` shells out to aplay and its ``stop()`` blocks for seconds, so
there speech is rendered to a WAV with ``save_to_file`` (espeak-ng renders a sentence in
milliseconds) and played through the mixer's speech lane, where it can be cut off at once.
On Windows pyttsx3's own engine (SAPI 5) speaks, made and driven by one thread for the
whole run (:mod:`.native`); on macOS the system voice speaks through ``/usr/bin/say``
(:mod:`.say`), because pyttsx3's macOS driver needs a Cocoa run loop that nothing here runs.
Both can be stopped mid-sentence.
"""

from __future__ import annotations

import atexit
import gc
import re
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sorry_audio import system
from sorry_audio.audio.engines import EngineCheck, Line, SpeechEngine
from sorry_audio.audio.mixer import Clip, Mixer, load_wav
from sorry_audio.audio.notices import Notice, NoticeKind
from sorry_audio.audio.quiet import log, quiet

#: Every pyttsx3 engine made, kept for the life of the process.  pyttsx3 hands out one
#: cached engine while it lives; when one is garbage-collected its espeak driver clears
#: espeak's process-wide synthesis callback, which silences the engine made after it
#: (renders come back empty or at the wrong rate).  So none is let go before the program
#: ends; then they are, while the modules their clean-up needs are still loaded.
_ENGINES: list[Any] = []
#: pyttsx3 hands every caller in a process the same engine (cached while it lives, and ours
#: live as long as the process), so two outputs, or an old speech worker finishing a render
#: while a new one starts, would drive one engine from two threads at once: interleaved
#: renders end early or come back empty.  One render (or set-up) at a time, then.
_ENGINE_LOCK = threading.RLock()
#: The rate espeak-ng last applied (its settings are global to the process): see apply_rate.
_espeak_rate: int | None = None
#: The voice the shared engine was made with, before any was chosen: "the default voice"
#: when a player goes back to it.
_default_voice: str | None = None
#: A voice name or id as the player gave it -> the engine's id for it (None: not found).
_voice_ids: dict[str, str | None] = {}


@atexit.register
def _release_engines() -> None:
    _ENGINES.clear()
    gc.collect()


#: Longest wait for espeak-ng to apply a setting (it takes a few milliseconds; a hung
#: espeak must not hold the engine lock, and so every later render, for ever).
IDLE_WAIT = 1.0


def _espeak_parts() -> tuple[Any, Any] | None:
    """(pyttsx3's espeak-ng binding, its driver's property setter) once the espeak driver is
    loaded (Linux); None elsewhere, or if a pyttsx3 release has moved them (then properties
    go through ``setProperty`` as pyttsx3 intends, with the old risk of a late rate)."""
    driver = sys.modules.get("pyttsx3.drivers.espeak")
    binding = getattr(driver, "_espeak", None)
    setter = getattr(getattr(driver, "EspeakDriver", None), "setProperty", None)
    if binding is None or setter is None or not hasattr(binding, "IsPlaying"):
        return None
    return binding, setter


def _wait_idle(binding: Any) -> None:
    """Until espeak-ng's command FIFO is idle, or :data:`IDLE_WAIT` has passed."""
    deadline = time.monotonic() + IDLE_WAIT
    while binding.IsPlaying() and time.monotonic() < deadline:
        time.sleep(0.002)


def _set_now(engine: Any, name: str, value: object) -> None:
    """Set a property so that the next render uses it, leaving espeak-ng idle (call quietly).

    pyttsx3 queues ``setProperty`` until its next loop, where espeak-ng queues it again in
    its own command FIFO.  The end of that loop stops the driver, and while the FIFO is
    still busy that cancels it: the new value is lost (a cancel puts back the last rate
    espeak applied) and the render just started is cut off, so it comes back empty.  So,
    with espeak-ng, the value is set through the driver at once and waited for.
    """
    parts = _espeak_parts()
    if parts is None:
        engine.setProperty(name, value)
        return
    binding, setter = parts
    setter(name, value)
    _wait_idle(binding)


def apply_rate(engine: Any, rate: int) -> None:
    """Set ``rate`` for the next render (call quietly); espeak-ng's rate, global to the
    process, is set only when it changes."""
    global _espeak_rate
    with _ENGINE_LOCK:
        if _espeak_parts() is None or rate != _espeak_rate:
            _set_now(engine, "rate", rate)
            _espeak_rate = rate


def make_pyttsx3(rate: int, voice: str | None) -> tuple[Any, Notice | None]:
    """A configured pyttsx3 engine and a notice if the voice was not found (call quietly)."""
    with _ENGINE_LOCK:
        engine = _shared_engine(lambda made: _settle_rate(made, rate))
        return engine, apply_voice(engine, voice)


def _shared_engine(settle: Callable[[Any], None] | None = None) -> Any:
    """pyttsx3's engine (one a process, see _ENGINE_LOCK), kept alive in _ENGINES, with the
    voice it began with noted: make_pyttsx3 and the voice list each started it so.
    ``settle`` runs on it before that voice is looked at (make_pyttsx3's rate), in the
    order it always had."""
    import pyttsx3

    with _ENGINE_LOCK:
        engine = pyttsx3.init()
        if not any(e is engine for e in _ENGINES):
            _ENGINES.append(engine)
        if settle is not None:
            settle(engine)
        _note_default_voice(engine)
        return engine


def _settle_rate(engine: Any, rate: int) -> None:
    """A new engine's rate set afresh, once the driver's own start-up settings are in
    (espeak-ng's rate is global to the process, so the last one known may be stale)."""
    global _espeak_rate
    parts = _espeak_parts()
    if parts is not None:
        _wait_idle(parts[0])  # the driver's own start-up settings are applied
    _espeak_rate = None  # whatever it was, set it now
    apply_rate(engine, rate)


def _note_default_voice(engine: Any) -> None:
    global _default_voice
    if _default_voice is None:
        try:
            _default_voice = str(engine.getProperty("voice") or "") or None
        except Exception as exc:  # noqa: BLE001 - then going back to the default keeps the last
            log(f"default voice: {exc!r}")


def apply_voice(engine: Any, voice: str | None) -> Notice | None:
    """Use ``voice`` (a name or id; None for the default) from the next render on (call
    quietly); a notice when it is not found, and then the voice in use stays.  Looked up
    once a name, and set only when it differs from the voice in use."""
    with _ENGINE_LOCK:
        wanted = _default_voice
        if voice:
            if voice not in _voice_ids:
                try:
                    _voice_ids[voice] = find_voice(engine.getProperty("voices"), voice)
                except Exception as exc:  # noqa: BLE001 - then it is a voice not found
                    log(f"voice {voice!r}: {exc!r}")
                    _voice_ids[voice] = None
            wanted = _voice_ids[voice]
            if wanted is None:
                return Notice(NoticeKind.VOICE_NOT_FOUND, value=voice)
        if wanted is not None:
            try:
                if engine.getProperty("voice") != wanted:
                    _set_now(engine, "voice", wanted)
            except Exception as exc:  # noqa: BLE001 - the voice in use stays
                log(f"voice {wanted!r}: {exc!r}")
        return None


@dataclass(frozen=True)
class Voice:
    """A voice the built-in speech can use: the id the engine knows it by, and its name."""

    id: str
    name: str
    english: bool  # the game's words are English, so these voices are offered first

    @property
    def short(self) -> str:
        """What a player writes after ``voice=``, and what the game saves: espeak-ng's code
        ("en-us", the id's last part), else the name's first word past "Microsoft" ("Zira"
        for SAPI's "Microsoft Zira Desktop - English (United States)", whose id is a
        registry path; "Eddy" for macOS's "Eddy (English (US))"), which
        :func:`find_voice` finds again."""
        last = self.id.rsplit("/", 1)[-1]
        if last and "\\" not in self.id and " " not in last:
            return last
        words = [w for w in self.name.split() if w.lower() != "microsoft"]
        return (words[0].strip("()") if words else "") or self.name


def _speaks_english(voice: Any, name: str) -> bool:
    languages = getattr(voice, "languages", None) or ()
    codes = [code.decode(errors="ignore") if isinstance(code, bytes) else str(code)
             for code in languages]
    if codes:  # espeak-ng gives "en-us", macOS "en_US"
        return any(code.lower().startswith("en") for code in codes)
    return "english" in name.lower()  # SAPI gives none, but names its voices


def list_voices() -> tuple[Voice, ...]:
    """The voices the built-in voice offers here, English ones first, each group in the
    engine's order; none when it cannot start (call quietly, off the UI's thread: it may
    load the engine, which takes a moment).  On Windows the engine's own thread lists them
    (:mod:`.native`); on macOS ``say`` does."""
    try:
        if system.macos():
            from sorry_audio.audio.say import list_say_voices

            return tuple(sorted(list_say_voices(), key=lambda v: not v.english))
        if system.linux():
            found = _linux_voices()
        else:
            from sorry_audio.audio.native import owner

            own = owner()
            why = own.started(LIST_WAIT)
            if why is not None:
                raise RuntimeError(why)
            found = own.call(own.voices, LIST_WAIT)
    except Exception as exc:  # noqa: BLE001 - no voices to offer, said by the caller
        log(f"listing voices failed: {exc!r}")
        return ()
    voices = []
    for v in found:
        name = " ".join(str(getattr(v, "name", "") or v.id).split())
        voices.append(Voice(str(v.id), name, _speaks_english(v, name)))
    return tuple(sorted(voices, key=lambda v: not v.english))  # sorted() keeps the order


#: seconds listing the voices through the engine's own thread may take (the caller gives
#: up at the worker's check limit, 4 s)
LIST_WAIT = 3.5


def _linux_voices() -> list[Any]:
    with _ENGINE_LOCK:
        return list(_shared_engine().getProperty("voices") or ())


def saved_name(voices: tuple[Voice, ...], voice: Voice) -> str:
    """What to write after ``voice=`` (and what is saved) for ``voice``: its short name, or
    its id where that short name would find another voice first (two "Eddy" voices)."""
    return voice.short if voice_called(voices, voice.short) == voice else voice.id


def voice_called(voices: tuple[Voice, ...], wanted: str) -> Voice | None:
    """The one of ``voices`` that ``wanted`` names, as :func:`find_voice` finds it: the
    first that :func:`voices_meant` gives."""
    meant = voices_meant(voices, wanted)
    return meant[0] if meant else None


def _words(text: str) -> list[str]:
    """The words of a voice's name, lower case, without its brackets and dashes."""
    return re.findall(r"[\w.]+", text.lower())


def find_voice(voices: Any, wanted: str) -> str | None:
    """The id of the voice called ``wanted``: its id, the id's last part (after "/" or "\\"),
    or its name; else the first whose name starts so; else the first whose name has those
    words ("Zira" finds "Microsoft Zira Desktop - English (United States)").

    pyttsx3 queues ``setProperty`` and drops its errors, so an unknown name must be caught here.
    """
    found = _matching_ids(voices, wanted)
    return found[0] if found else None


def _matching_ids(voices: Any, wanted: str) -> list[str]:
    """The ids :func:`find_voice` chooses from: the first voice ``wanted`` names outright,
    else every voice whose name starts so, else every voice whose name has those words."""
    key = wanted.strip().lower()
    if not key:
        return []
    keys = _words(key)
    listed = [(str(v.id), str(getattr(v, "name", "") or "")) for v in voices or ()]
    for vid, name in listed:
        low = vid.lower()
        if key in (low, re.split(r"[/\\]", low)[-1], name.lower()):
            return [vid]
    starting = [vid for vid, name in listed if name.lower().startswith(key)]
    if starting:
        return starting

    def has_keys(name: str) -> bool:
        words = _words(name)
        return bool(keys) and any(words[i:i + len(keys)] == keys for i in range(len(words)))

    return [vid for vid, name in listed if has_keys(name)]


def voices_meant(voices: tuple[Voice, ...], wanted: str) -> tuple[Voice, ...]:
    """Every one of ``voices`` that ``wanted`` may mean: one for an id or a whole name,
    and each voice whose name starts so (or has those words) for a part of a name.  More
    than one is a name to refuse where the user chooses a voice: "English" took the first
    listed, English (Caribbean), without a word (playtest qg121).  The game itself still
    speaks with :func:`find_voice`'s first, for a name saved before."""
    ids = _matching_ids(voices, wanted)
    return tuple(v for vid in ids for v in voices if v.id == vid)


def render_to_wav(engine: Any, text: str, path: str | Path, timeout: float = 15.0) -> None:
    """Render ``text`` to a WAV file with pyttsx3's ``save_to_file`` (call quietly).

    With espeak-ng, ``runAndWait`` can return before synthesis ends (the end-of-loop command is
    run as soon as the save is queued, and espeak synthesises on its own thread), so wait for
    the finished-utterance notification, sent after the file is written.  Other drivers
    write the file before ``runAndWait`` returns, and SAPI 5 never sends that notification
    for a file (only for speech said aloud): waiting for it always ran out (review ay50).
    """
    with _ENGINE_LOCK:
        finished = threading.Event()
        token = engine.connect("finished-utterance", lambda **_: finished.set())
        try:
            engine.save_to_file(text, str(path))
            engine.runAndWait()
            if _finishes_late(engine) and not finished.wait(timeout):
                raise TimeoutError(f"speech was not rendered within {timeout:g} s")
        finally:
            engine.disconnect(token)
    if not Path(path).is_file() or Path(path).stat().st_size == 0:
        raise OSError(f"the built-in voice wrote nothing to {path}")


def _finishes_late(engine: Any) -> bool:
    """True for espeak-ng (or a pyttsx3 that does not name its driver): ``runAndWait``
    may return before its file is written."""
    return str(getattr(engine, "driver_name", "espeak") or "espeak") == "espeak"


def save_speech(text: str, path: Path, rate: int, voice: str | None,
                timeout: float = 15.0) -> None:
    """Write ``text``, spoken by the built-in voice at ``rate`` with ``voice``, to the WAV
    file ``path`` (check-audio --save-speech; call quietly, off the UI's thread): through
    the engine's own thread on Windows, through ``say`` on macOS (which would write AIFF
    unless told), through a pyttsx3 engine here on Linux."""
    if system.macos():
        from sorry_audio.audio import say

        say.render(text, path, rate, voice, timeout)
    elif system.linux():
        engine, _ = make_pyttsx3(rate, voice)
        render_to_wav(engine, text, path, timeout)
    else:
        from sorry_audio.audio.native import owner

        own = owner()
        why = own.started(timeout)
        if why is not None:
            raise RuntimeError(why)
        own.call(lambda e: own.render(e, text, path, rate, voice, timeout), timeout + 1.0)


class WavSpeechEngine(SpeechEngine):
    """pyttsx3 renders each announcement to a WAV that the mixer's speech lane plays."""

    name = "text-to-speech (pyttsx3, played through the mixer)"
    instant_stop = True  # stopping only clears the mixer's speech lane
    has_voices = True
    heard_here = True  # the mixer knows how much of its speech is still to play

    def __init__(self, device: Callable[[], Mixer | None], rate: int = 200,
                 voice: str | None = None) -> None:
        self._device = device  # the mixer if a real device plays it, else None
        self._mixer: Mixer | None = None
        self._rate = rate  # wanted; set from the UI thread, applied by the worker at render
        self._voice = voice
        self._engine: Any = None
        self._dir: tempfile.TemporaryDirectory[str] | None = None
        self.notice: Notice | None = None

    def check(self) -> EngineCheck:
        self._mixer = self._device()
        if self._mixer is None:
            return EngineCheck(False, "there is no audio device to play its speech through")
        try:
            with quiet():
                self._engine, self.notice = make_pyttsx3(self._rate, self._voice)
        except Exception as exc:  # noqa: BLE001 - missing espeak-ng and the like
            log(f"pyttsx3 failed: {exc!r}")
            return EngineCheck(False, f"pyttsx3 could not start ({exc})")
        self._dir = tempfile.TemporaryDirectory(prefix="sorry-audio-")
        return EngineCheck(True)

    def set_rate(self, rate: int) -> None:
        self._rate = rate

    def set_voice(self, voice: str | None) -> None:
        self._voice = voice

    def render(self, text: str) -> Clip:
        assert self._dir is not None
        path = Path(self._dir.name) / "speech.wav"
        with quiet(), _ENGINE_LOCK:
            # the engine is shared (see _ENGINE_LOCK): another output may have changed its
            # rate or voice since, so they are set for every render (when they differ)
            apply_voice(self._engine, self._voice)
            apply_rate(self._engine, self._rate)
            render_to_wav(self._engine, text, path)
        try:
            return load_wav(path, "speech")
        finally:
            path.unlink(missing_ok=True)

    def speak(self, text: str, interrupt: bool) -> None:
        self.speak_line(Line(text), interrupt)

    def speak_line(self, line: Line, interrupt: bool) -> None:
        assert self._mixer is not None
        # taken before rendering: a key pressed meanwhile (a stop, or newer speech that
        # interrupts) makes this text stale, and it is dropped, interrupting or not; it
        # played before, so arrowing through options heard each one skipped (review z26)
        epoch = self._mixer.speech_epoch
        clip = self.render(line.text)
        self._mixer.say(clip, interrupt, epoch, tag=line)

    def stop(self) -> None:
        if self._mixer is not None:
            self._mixer.stop_speech()

    def close(self) -> None:
        if self._dir is not None:
            self._dir.cleanup()
            self._dir = None


def native_engine(rate: int = 200, voice: str | None = None) -> SpeechEngine:
    """The built-in voice on Windows and macOS: ``say`` on macOS (:class:`.say.SayEngine`),
    else pyttsx3's engine on its owner thread (:class:`.native.OwnedVoice`)."""
    if system.macos():
        from sorry_audio.audio.say import SayEngine

        return SayEngine(rate, voice)
    from sorry_audio.audio.native import OwnedVoice

    return OwnedVoice(rate, voice)
