"""The speech worker (queueing, interruption, time-outs, fallback), engines and the quiet log."""

from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from sorry_audio.audio import quiet as quiet_module
from sorry_audio.audio.engines import EngineCheck, NullEngine, ScreenReaderEngine, SpeechEngine
from sorry_audio.audio.notices import Notice, NoticeKind
from sorry_audio.audio.quiet import quiet
from sorry_audio.audio.worker import CallThread, EngineTimeout, SpeechWorker, Timeouts
from sorry_audio.ui.notices import notice_text

FAST = Timeouts(check=0.3, speak=0.3, stop=0.3, close=0.3)


class ListEngine(SpeechEngine):
    """Records calls; ``gate`` (when set up) holds each speak until released."""

    def __init__(self, name: str = "list", instant: bool = False) -> None:
        self.name = name
        self.instant_stop = instant
        self.spoken: list[tuple[str, bool]] = []
        self.stops: list[str] = []
        self.entered = threading.Event()
        self.gate: threading.Event | None = None

    def check(self) -> EngineCheck:
        return EngineCheck(True)

    def speak(self, text: str, interrupt: bool) -> None:
        self.entered.set()
        if self.gate is not None:
            self.gate.wait(5)
        self.spoken.append((text, interrupt))

    def stop(self) -> None:
        self.stops.append(threading.current_thread().name)


class Hanging(ListEngine):
    """Blocks forever in the chosen call, like speech-dispatcher without a sound card."""

    def __init__(self, where: str) -> None:
        super().__init__(f"hangs in {where}")
        self.where = where
        self.release = threading.Event()

    def check(self) -> EngineCheck:
        if self.where == "check":
            self.release.wait()
        return EngineCheck(True)

    def speak(self, text: str, interrupt: bool) -> None:
        if self.where == "speak":
            self.release.wait()
        if self.where == "raise":
            raise RuntimeError("speak broke")
        super().speak(text, interrupt)


class Unusable(ListEngine):
    def check(self) -> EngineCheck:
        return EngineCheck(False, "not on this machine")


def wait_for(predicate, timeout: float = 3.0) -> None:  # noqa: ANN001
    end = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < end, "timed out waiting"
        time.sleep(0.005)


@pytest.fixture
def workers() -> Iterator[list[SpeechWorker]]:
    made: list[SpeechWorker] = []
    yield made
    for w in made:
        w.close()


def start(workers: list[SpeechWorker],
          *engines: SpeechEngine) -> tuple[SpeechWorker, list[Notice]]:
    notices: list[Notice] = []
    worker = SpeechWorker(list(engines), notices, FAST)
    workers.append(worker)
    assert worker.ready.wait(3)
    return worker, notices


def test_what_is_given_and_not_yet_handed_to_the_engine_is_counted_until_it_is(
        workers) -> None:
    """With the game's own voice the bots wait for what it has still to say (review
    az51); a stop or an interruption makes what was waiting count no more."""
    engine = ListEngine()
    engine.gate = threading.Event()
    worker, _ = start(workers, engine)
    worker.submit("a", False, 2.0)
    assert engine.entered.wait(2)  # "a" is being rendered: not on the mixer yet
    worker.submit("b", False, 1.5)
    worker.submit("c", False, 0.5)
    assert worker.unsaid_seconds() == 4.0
    worker.submit("d", True, 0.25)  # a key: a, b and c are stale
    assert worker.unsaid_seconds() == 0.25
    engine.gate.set()
    wait_for(lambda: worker.unsaid_seconds() == 0.0)
    assert [text for text, _ in engine.spoken] == ["a", "d"]
    worker.submit("e", False, 1.0)
    worker.stop()
    assert worker.unsaid_seconds() == 0.0


def test_queued_announcements_keep_order_and_an_interrupt_drops_the_queue(workers) -> None:
    engine = ListEngine()
    engine.gate = threading.Event()
    worker, notices = start(workers, engine)
    worker.submit("a", False)
    assert engine.entered.wait(2)  # "a" is being spoken
    worker.submit("b", False)
    worker.submit("c", False)
    worker.submit("d", True)  # the player pressed a key: b and c are stale
    engine.gate.set()
    worker.submit("e", False)
    wait_for(lambda: len(engine.spoken) == 3)
    time.sleep(0.05)
    assert engine.spoken == [("a", False), ("d", True), ("e", False)]
    assert notices == []


def test_stop_drops_the_queue_and_silences(workers) -> None:
    engine = ListEngine()
    engine.gate = threading.Event()
    worker, _ = start(workers, engine)
    worker.submit("a", False)
    assert engine.entered.wait(2)
    worker.submit("b", False)
    worker.stop()
    engine.gate.set()
    wait_for(lambda: engine.stops)
    time.sleep(0.05)
    assert engine.spoken == [("a", False)]
    assert engine.stops == ["sorry-audio-ListEngine"]  # on the engine's own thread


def test_instant_stop_engines_are_cut_on_the_callers_thread_at_once(workers) -> None:
    engine = ListEngine(instant=True)
    engine.gate = threading.Event()
    worker, _ = start(workers, engine)
    worker.submit("long sentence", False)
    assert engine.entered.wait(2)
    worker.submit("now", True)  # the worker is still busy, yet the cut happens now
    assert engine.stops == [threading.current_thread().name]
    engine.gate.set()
    wait_for(lambda: len(engine.spoken) == 2)


def test_an_engine_that_hangs_is_abandoned_with_one_notice(workers) -> None:
    hanging, spare = Hanging("speak"), ListEngine("spare")
    worker, notices = start(workers, hanging, spare)
    assert worker.name == "hangs in speak"
    began = time.perf_counter()
    worker.submit("hello", False)
    worker.submit("again", False)
    assert time.perf_counter() - began < 0.01  # the caller never waits for the engine
    wait_for(lambda: len(spare.spoken) == 2)
    assert notices == [Notice(NoticeKind.ENGINE_HUNG, engine="spare", old="hangs in speak")]
    assert notice_text(notices[0]) == "Speech: hangs in speak stopped responding; now using spare."
    # nothing the listener was to hear is lost; the game announces the notice itself
    assert spare.spoken == [("hello", False), ("again", False)]
    assert worker.name == "spare"
    worker.submit("more", False)
    wait_for(lambda: len(spare.spoken) == 3)
    assert len(notices) == 1
    hanging.release.set()


def test_an_engine_that_raises_falls_back_to_text_only(workers) -> None:
    worker, notices = start(workers, Hanging("raise"), NullEngine())
    worker.submit("hello", False)
    wait_for(lambda: worker.name == "text only")
    assert [notice_text(n) for n in notices] == [
        "Speech: hangs in raise failed; now using text only."]


def test_checks_that_hang_or_fail_are_reported_and_skipped(workers) -> None:
    hanging = Hanging("check")
    chosen = ListEngine("works")
    worker, notices = start(workers, hanging, Unusable("nope"), chosen, NullEngine())
    assert worker.name == "works"
    assert [(r.name, r.chosen, r.reason) for r in worker.reports] == [
        ("hangs in check", False, "did not answer in time"),
        ("nope", False, "not on this machine"),
        ("works", True, ""),
    ]
    assert notices == []  # start-up reasons are for check-audio, not notices
    hanging.release.set()


def test_announcements_made_before_an_engine_is_chosen_wait_for_it(workers) -> None:
    slow = Hanging("check")  # holds selection up until released
    engine = ListEngine()
    notices: list[Notice] = []
    worker = SpeechWorker([slow, engine], notices, Timeouts(check=5))
    workers.append(worker)
    worker.submit("menu", False)
    assert worker.name == "starting"
    slow.release.set()  # its check answers at last, so it is chosen and says what waited
    wait_for(lambda: slow.spoken)
    assert worker.ready.is_set() and worker.name == "hangs in check"
    assert slow.spoken == [("menu", False)] and engine.spoken == []



def test_a_bug_in_the_ready_callback_is_logged_whole_and_speech_goes_on(
        workers, log_file: Path) -> None:
    """Review rl100 finding 4: only ``repr(exc)`` was logged for a callback that is our own
    code (AudioOutput._speech_started), no line of where it broke."""

    def broken_callback(worker: SpeechWorker) -> None:
        raise KeyError("no such notice")

    engine = ListEngine()
    worker = SpeechWorker([engine], [], FAST, on_ready=broken_callback)
    workers.append(worker)
    wait_for(lambda: "on_ready failed" in log_file.read_text())
    logged = log_file.read_text()
    assert "Traceback" in logged and "in broken_callback" in logged
    assert "KeyError: 'no such notice'" in logged
    worker.submit("hello", False)
    wait_for(lambda: engine.spoken == [("hello", False)])

# -- the screen reader engine, with stand-ins for accessible_output2's outputs ---------------

class _Output:
    name = "base"
    system_output = False

    def braille(self, text: str, **options: object) -> bool:
        return False


class Missing(_Output):
    name = "Missing Reader"

    def __init__(self) -> None:
        print("Cannot find Missing Reader. Please install it.")  # as accessible_output2 does
        os.write(2, b"C-level complaint\n")

    def is_active(self) -> bool:
        return False


class SystemVoice(_Output):
    name = "System Voice"
    system_output = True

    def is_active(self) -> bool:
        return True


class Reader(_Output):
    name = "Good Reader"
    log: list[tuple[str, object]] = []

    def is_active(self) -> bool:
        return True

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.log.append(("speak", (text, interrupt)))

    def braille(self, text: str, **options: object) -> bool:
        self.log.append(("braille", text))
        return True

    def silence(self) -> None:
        self.log.append(("silence", None))


class Output:  # the name accessible_output2's base class has: it does not braille
    def braille(self, text: str, **options: object) -> bool:
        return False


class SpeechOnly(Output):
    name = "Speech Only"
    said: list[str] = []

    def is_active(self) -> bool:
        return True

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.said.append(text)


@pytest.fixture
def log_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "audio.log"
    handle = open(path, "a", encoding="utf-8", buffering=1)  # noqa: SIM115
    monkeypatch.setattr(quiet_module, "_log", handle)
    yield path
    handle.close()


def test_screen_reader_picks_the_first_active_reader_quietly(capfd, log_file: Path) -> None:
    Reader.log = []
    engine = ScreenReaderEngine(lambda: [Missing, SystemVoice, Reader])
    assert engine.check() == EngineCheck(True)
    assert engine.name == "screen reader: Good Reader"
    engine.speak("Red drew a 4.", True)
    engine.stop()
    assert Reader.log == [("speak", ("Red drew a 4.", True)), ("braille", "Red drew a 4."),
                          ("silence", None)]
    out, err = capfd.readouterr()
    assert (out, err) == ("", "")
    logged = log_file.read_text()
    assert "Cannot find Missing Reader" in logged and "C-level complaint" in logged


def test_screen_reader_without_braille_only_speaks() -> None:
    engine = ScreenReaderEngine(lambda: [SpeechOnly])
    assert engine.check().ok
    engine.speak("hello", False)
    assert SpeechOnly.said == ["hello"]


def test_no_screen_reader_says_what_was_looked_for(capfd, log_file: Path) -> None:
    engine = ScreenReaderEngine(lambda: [Missing, SystemVoice])
    status = engine.check()
    assert not status.ok
    assert status.reason == "no screen reader is running (looked for: Missing Reader)"
    assert capfd.readouterr() == ("", "")


def test_accessible_output2_that_cannot_load_is_a_reason_not_a_crash(log_file: Path) -> None:
    def broken() -> list[type]:
        raise ImportError("no module named platform_utils")

    status = ScreenReaderEngine(broken).check()
    assert not status.ok and "could not be loaded" in status.reason


# -- quiet ------------------------------------------------------------------------------------

def test_quiet_sends_prints_and_c_level_stderr_to_the_log(capfd, log_file: Path) -> None:
    with quiet():
        print("library banner")
        sys.stderr.write("python warning\n")
        os.write(2, b"ALSA lib pcm.c: Unknown PCM default\n")
        with quiet():  # nesting is fine
            print("inner")
    print("after")
    out, err = capfd.readouterr()
    assert out == "after\n" and err == ""
    logged = log_file.read_text()
    for text in ("library banner", "python warning", "ALSA lib pcm.c", "inner"):
        assert text in logged


def test_the_log_starts_afresh_in_a_run_once_it_passes_its_limit(
        capfd, log_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Review au46: the size was checked only at launch, so a library writing a line at
    every sentence spoken filled the log all evening."""
    monkeypatch.setattr(quiet_module, "MAX_LOG_BYTES", 2000)
    for n in range(60):
        with quiet():
            os.write(2, f"ALSA lib underrun {n:04}: {'x' * 40}\n".encode())
        quiet_module.log(f"engine line {n:04}")
    text = log_file.read_text()
    assert len(text.encode()) <= 2000 + 200  # never much past the limit
    assert "started afresh" in text and "engine line 0059" in text
    assert "ALSA lib underrun 0059" in text and "underrun 0000" not in text
    assert capfd.readouterr() == ("", "")


def test_a_log_over_its_limit_at_launch_starts_afresh_with_no_hole(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Review aw48: opened with "w" when over the limit at launch, a cut in the run left the
    writes after it past a hole of NUL bytes, and only the newest line."""
    path = tmp_path / "audio.log"
    path.write_text("old line\n" * 400, encoding="utf-8")  # 3,600 bytes
    monkeypatch.setattr(quiet_module, "MAX_LOG_BYTES", 2000)
    monkeypatch.setattr(quiet_module, "_log", None)
    monkeypatch.setenv("SORRY_AUDIO_LOG", str(path))
    try:
        for n in range(200):
            quiet_module.log(f"game error {n:03}")
            with quiet():
                os.write(2, f"ALSA lib {n:03}\n".encode())
    finally:
        if quiet_module._log is not None:
            quiet_module._log.close()
    data = path.read_bytes()
    assert b"\0" not in data and b"old line" not in data
    assert len(data) <= 2000 + 200
    text = data.decode()
    assert "game error 199" in text and "ALSA lib 199" in text
    assert text.count("game error") > 10  # every line since the last cut, not the newest only


def test_quiet_leaves_other_threads_output_alone(capfd, log_file: Path) -> None:
    inside, release = threading.Event(), threading.Event()

    def noisy() -> None:
        with quiet():
            inside.set()
            print("from the audio thread")
            release.wait(2)

    thread = threading.Thread(target=noisy)
    thread.start()
    assert inside.wait(2)
    print("menu line from the game")  # printed while the audio thread is quiet
    release.set()
    thread.join()
    out, _ = capfd.readouterr()
    assert out == "menu line from the game\n"
    assert "from the audio thread" in log_file.read_text()


def test_a_call_stuck_inside_quiet_gives_the_terminal_its_stderr_back(capfd,
                                                                      log_file: Path) -> None:
    """An engine that hangs while quiet is given up on; the game's own error lines reach
    the terminal again (review af32: every later stderr line went to the log)."""
    release = threading.Event()

    def hangs() -> None:
        with quiet():
            release.wait(5)
            print("the engine woke up")

    calls = CallThread("stuck")
    with pytest.raises(EngineTimeout):
        calls.call(hangs, 0.2)
    print("sorry-audio settings: pace cannot be 'warp'", file=sys.stderr)
    os.write(2, b"C-level line after\n")
    release.set()  # it comes back at last, and leaves quiet() without harm
    calls.close()
    calls.join(2)
    with quiet():  # quiet works as before
        os.write(2, b"ALSA noise\n")
    _, err = capfd.readouterr()
    assert "pace cannot be 'warp'" in err and "C-level line after" in err
    assert "ALSA noise" not in err and "ALSA noise" in log_file.read_text()
    assert not isinstance(sys.stderr, quiet_module._Router)


def test_find_voice_prefers_exact_ids_then_name_starts() -> None:
    from types import SimpleNamespace as V

    from sorry_audio.audio.tts import find_voice

    voices = [V(id="sit/cmn", name="Chinese (Mandarin, latin as English)"),
              V(id="gmw/en", name="English (Great Britain)"),
              V(id="gmw/en-us", name="English (America)"),
              V(id=r"HKEY\\Voices\\David", name="Microsoft David Desktop")]
    assert find_voice(voices, "en-us") == "gmw/en-us"
    assert find_voice(voices, "GMW/EN") == "gmw/en"
    assert find_voice(voices, "english") == "gmw/en"
    assert find_voice(voices, "Microsoft David") == r"HKEY\\Voices\\David"
    assert find_voice(voices, "klingon") is None
    assert find_voice([], "en") is None


class _Engine:
    """A pyttsx3 engine stand-in: keeps what was set through it."""

    def __init__(self) -> None:
        self.set: list[tuple[str, object]] = []

    def setProperty(self, name: str, value: object) -> None:  # noqa: N802 - pyttsx3's name
        self.set.append((name, value))


def test_a_pyttsx3_without_the_espeak_parts_we_use_gets_properties_its_own_way(monkeypatch):
    """The espeak shortcut reads two pyttsx3 internals; if a release moves them, properties
    go through setProperty as before, and speech still works."""
    import types

    from sorry_audio.audio import tts

    monkeypatch.setitem(sys.modules, "pyttsx3.drivers.espeak", types.ModuleType("moved"))
    engine = _Engine()
    tts._set_now(engine, "rate", 260)
    assert engine.set == [("rate", 260)]


def test_a_hung_espeak_does_not_hold_the_engine_lock_for_ever(monkeypatch):
    from sorry_audio.audio import tts

    class Stuck:
        def IsPlaying(self) -> int:  # noqa: N802 - espeak's name
            return 1

    monkeypatch.setattr(tts, "IDLE_WAIT", 0.05)
    began = time.monotonic()
    tts._wait_idle(Stuck())
    assert time.monotonic() - began < 1.0


def test_interrupting_speech_rendered_before_a_newer_key_is_dropped(workers) -> None:
    """Review z26: with the built-in voice, text that interrupted was never checked against
    the speech lane's epoch, so an option arrowed past while it rendered still played."""
    from array import array

    from sorry_audio.audio.mixer import Clip, Mixer
    from sorry_audio.audio.tts import WavSpeechEngine

    mixer = Mixer()
    rendering, release = threading.Event(), threading.Event()

    class GatedRender(WavSpeechEngine):
        def check(self) -> EngineCheck:
            self._mixer = mixer
            return EngineCheck(True)

        def render(self, text: str) -> Clip:
            if text == "option 1":  # still rendering when the next key comes
                rendering.set()
                assert release.wait(3)
            return Clip(text, array("h", [1000] * 800))

    queued: list[tuple[str, bool]] = []
    real_say = mixer.say

    def spy(clip: Clip, interrupt: bool, epoch: int | None = None, tag: object = None) -> bool:
        taken = real_say(clip, interrupt, epoch, tag)
        queued.append((clip.name, taken))
        return taken
    mixer.say = spy  # type: ignore[method-assign]
    worker, notices = start(workers, GatedRender(lambda: mixer))
    worker.submit("option 1", True)
    assert rendering.wait(3)
    worker.submit("option 2", True)  # the next arrow key
    release.set()
    wait_for(lambda: len(queued) == 2)
    assert queued == [("option 1", False), ("option 2", True)]
    assert notices == []
