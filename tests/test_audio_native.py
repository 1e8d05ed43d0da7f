"""The built-in voice on Windows (pyttsx3's engine on one owner thread) and the stall
watchdog, run here on Linux against a stand-in driver with SAPI 5's rules (review ay50,
findings 3, 2, 6, 9 and 10).  The real pyttsx3 Engine and DriverProxy are used."""

from __future__ import annotations

import math
import sys
import threading
import time
import types
import wave
import weakref
from collections.abc import Iterator
from typing import Any

import pytest

from sorry_audio import system
from sorry_audio.audio import native, stall
from sorry_audio.audio.engines import RecordingEngine, SpeechEngine
from sorry_audio.audio.notices import NoticeKind
from sorry_audio.audio.worker import SpeechWorker, Timeouts
from sorry_audio.ui.notices import notice_text

OWNER = "sorry-audio-pyttsx3"
ZIRA = r"HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Speech\Voices\Tokens\TTS_MS_EN-US_ZIRA_11.0"
DAVID = r"HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Speech\Voices\Tokens\TTS_MS_EN-US_DAVID_11.0"


def wait_for(predicate, timeout: float = 5.0) -> None:  # noqa: ANN001
    end = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < end, "timed out waiting"
        time.sleep(0.01)


def write_wav(path: str, seconds: float = 0.2) -> None:
    with wave.open(path, "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(22050)
        f.writeframes(b"\x10\x00" * int(22050 * seconds))


class SapiLike:
    """pyttsx3's sapi5 driver without COM.  As with SAPI, a sentence ends (its EndStream
    event: finished-utterance, then idle) only when the message pump runs on the thread
    that made the voice; driven from any other thread, it never ends.  ``save_to_file``
    writes its file before it returns and sends no finished-utterance."""

    calls: list[tuple[str, str]] = []  # (what, thread), every call into the driver
    said: list[str] = []
    sentence = 0.05  # seconds a sentence takes

    def __init__(self, proxy: Any) -> None:
        self._proxy = proxy
        self._home = threading.current_thread()
        self._speaking = False
        self._ends_at: float | None = None
        self._looping = False
        self._voice = ZIRA
        self._rate = 200
        self._record("made")

    def _record(self, what: str) -> None:
        type(self).calls.append((what, threading.current_thread().name))

    def destroy(self) -> None:
        pass

    def say(self, text: str) -> None:
        self._record(f"say {text}")
        self._proxy.setBusy(True)
        self._speaking = True
        type(self).said.append(text)
        self._ends_at = time.monotonic() + self.sentence

    def stop(self) -> None:
        self._record("stop")
        if self._speaking:
            self._proxy.setBusy(True)
            self._ends_at = time.monotonic()

    def _pump(self) -> None:
        if threading.current_thread() is not self._home:
            return  # events go to the apartment that made the voice
        if self._ends_at is not None and time.monotonic() >= self._ends_at:
            self._ends_at = None
            if self._speaking:
                self._proxy.notify("finished-utterance", completed=True)
            self._speaking = False
            self._proxy.setBusy(False)

    def iterate(self) -> Iterator[None]:
        self._proxy.setBusy(False)
        while True:
            self._pump()
            yield

    def startLoop(self) -> None:  # noqa: N802 - pyttsx3's names
        first, self._looping = True, True
        while self._looping:
            if first:
                self._proxy.setBusy(False)
                first = False
            self._pump()
            time.sleep(0.01)

    def endLoop(self) -> None:  # noqa: N802
        self._looping = False

    def save_to_file(self, text: str, filename: str) -> None:
        self._record(f"save {text}")
        write_wav(filename)

    def getProperty(self, name: str) -> Any:  # noqa: N802
        self._record(f"get {name}")
        from pyttsx3.voice import Voice

        if name == "voices":
            return [Voice(ZIRA, "Microsoft Zira Desktop - English (United States)",
                          ["en-US"]),
                    Voice(DAVID, "Microsoft David Desktop - English (United States)",
                          ["en-US"])]
        return {"voice": self._voice, "rate": self._rate}[name]

    def setProperty(self, name: str, value: Any) -> None:  # noqa: N802
        self._record(f"set {name} {value}")
        if name == "voice":
            self._voice = value
        else:
            self._rate = value


class NeverEnds(SapiLike):
    """pyttsx3's macOS driver without a Cocoa run loop: its first sentence never ends."""

    def iterate(self) -> Iterator[None]:
        self._proxy.setBusy(False)
        yield

    def _pump(self) -> None:
        pass


@pytest.fixture
def windows(monkeypatch: pytest.MonkeyPatch) -> Iterator[type[SapiLike]]:
    """Windows as the built-in voice sees it: the sapi5 driver is the stand-in, and each test
    has an owner thread of its own (ended after it)."""
    import pyttsx3

    driver: type[SapiLike] = SapiLike
    module = types.ModuleType("pyttsx3.drivers.sapi5")
    module.buildDriver = lambda proxy: driver(proxy)  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "pyttsx3.drivers.sapi5", module)
    monkeypatch.setattr(pyttsx3, "_activeEngines", weakref.WeakValueDictionary())
    real_init = pyttsx3.init
    monkeypatch.setattr(pyttsx3, "init",
                        lambda driverName=None, debug=False: real_init("sapi5", debug))
    monkeypatch.setattr(system, "PLATFORM", "win32")
    monkeypatch.setattr(native, "_owner", None)
    SapiLike.calls, SapiLike.said = [], []
    yield SapiLike
    if native._owner is not None:
        native._owner.shutdown(2.0)


def use_driver(monkeypatch: pytest.MonkeyPatch, driver: type[SapiLike]) -> None:
    module = sys.modules["pyttsx3.drivers.sapi5"]
    monkeypatch.setattr(module, "buildDriver", lambda proxy: driver(proxy))


def threads_used() -> set[str]:
    return {thread for _, thread in SapiLike.calls}


# -- finding 3: one thread makes and drives the engine --------------------------------------

def test_the_engine_is_made_listed_and_driven_on_one_thread(windows) -> None:  # noqa: ANN001
    """The Settings menu lists the voices (once on a short-lived thread), then the player
    picks the built-in voice: every call into the driver, its making included, is on the
    owner's thread, so SAPI's events come back and every sentence is said."""
    from sorry_audio.audio import AudioOutput, AudioSettings, SpeechMode

    out = AudioOutput(AudioSettings(speech=SpeechMode.NONE, sound=False))
    assert out.wait_ready(3)
    assert [v.id for v in out.voices()] == [ZIRA, DAVID]
    out.set_speech(SpeechMode.TTS)
    wait_for(lambda: out.builtin_voice_speaking)
    out.announce("Your turn.")
    out.announce("You draw a 5.")
    wait_for(lambda: "You draw a 5." in SapiLike.said)
    out.close(wait=2)
    assert threads_used() == {OWNER}, SapiLike.calls
    assert SapiLike.said[-2:] == ["Your turn.", "You draw a 5."]


def test_switching_from_auto_to_tts_keeps_the_built_in_voice(windows) -> None:  # noqa: ANN001
    """Review ay50's sim_switch: auto (no screen reader, so the built-in voice) straight to
    tts gave "Speech now: text only, the built-in voice could not start" (a second loop on
    the one engine); now the new front end shares the loop, and closing the old one ends
    nothing."""
    from sorry_audio.audio import AudioOutput, AudioSettings, SpeechMode
    from sorry_audio.audio.engines import NullEngine
    from sorry_audio.audio.tts import native_engine

    def chain(settings: AudioSettings, sound: Any) -> list[SpeechEngine]:
        tts = native_engine(settings.rate, settings.voice)
        return [tts, NullEngine()]

    out = AudioOutput(AudioSettings(speech=SpeechMode.AUTO, sound=False), engines=chain)
    assert out.wait_ready(3) and out.builtin_voice_speaking
    out.announce("Main menu.")
    for mode in (SpeechMode.TTS, SpeechMode.AUTO, SpeechMode.TTS):
        before = len(out.notices)
        out.set_speech(mode)
        wait_for(lambda before=before: len(out.notices) > before)
        assert [notice_text(n) for n in out.notices[before:]] == [
            "Speech now: built-in voice."]
        out.announce(f"Speech: {mode.value}.")
        wait_for(lambda mode=mode: f"Speech: {mode.value}." in SapiLike.said)
    out.close(wait=2)
    assert threads_used() == {OWNER}


def test_a_voice_and_rate_are_set_before_the_sentence_and_only_when_changed(
        windows) -> None:  # noqa: ANN001
    from sorry_audio.audio.native import OwnedVoice

    voice = OwnedVoice(250, "Microsoft David")
    assert voice.check().ok and voice.notice is None
    voice.speak("one", False)
    voice.speak("two", False)
    voice.set_rate(300)
    voice.speak("three", False)
    wait_for(lambda: "three" in SapiLike.said)
    sets = [what for what, _ in SapiLike.calls if what.startswith(("set", "say"))]
    assert sets == [f"set voice {DAVID}", "set rate 250", "say one", "say two",
                    "set rate 300", "say three"]
    missing = OwnedVoice(200, "Klingon")
    assert missing.check().ok
    assert missing.notice is not None and missing.notice.kind is NoticeKind.VOICE_NOT_FOUND


def test_an_interruption_stops_what_is_said_then_says_the_new_sentence(
        windows) -> None:  # noqa: ANN001
    from sorry_audio.audio.native import OwnedVoice

    SapiLike.sentence = 0.5
    try:
        voice = OwnedVoice()
        assert voice.check().ok
        voice.speak("a long sentence", False)
        voice.speak("queued", False)
        voice.speak("Option 2.", True)
        wait_for(lambda: "Option 2." in SapiLike.said)
    finally:
        SapiLike.sentence = 0.05
    said = [what for what, _ in SapiLike.calls if what.startswith(("say", "stop"))]
    assert said == ["say a long sentence", "stop", "say Option 2."]  # "queued" dropped


def test_closing_a_front_end_waits_briefly_for_its_last_words(windows) -> None:  # noqa: ANN001
    from sorry_audio.audio.native import OwnedVoice

    SapiLike.sentence = 0.3
    try:
        voice = OwnedVoice()
        assert voice.check().ok
        voice.speak("Goodbye.", False)
        began = time.monotonic()
        voice.close()
        waited = time.monotonic() - began
    finally:
        SapiLike.sentence = 0.05
    assert 0.15 < waited < native.CLOSE_WAIT + 0.3
    assert native.owner().alive  # the loop goes on for the next front end


def test_an_engine_that_cannot_start_is_said_in_words_and_tried_again(
        windows, monkeypatch) -> None:  # noqa: ANN001
    from sorry_audio.audio.native import OwnedVoice

    class Broken(SapiLike):
        def __init__(self, proxy: Any) -> None:
            raise OSError("CoInitialize has not been called")

    use_driver(monkeypatch, Broken)
    check = OwnedVoice().check()
    assert not check.ok and "CoInitialize has not been called" in check.reason
    use_driver(monkeypatch, SapiLike)
    assert OwnedVoice().check().ok  # a later mode switch tries a new owner


# -- finding 2: the watchdog -----------------------------------------------------------------

def test_a_voice_whose_sentences_never_end_is_given_up_in_words(
        windows, monkeypatch) -> None:  # noqa: ANN001
    """pyttsx3's macOS driver without a run loop said the first sentence, then nothing,
    and no call failed.  Now the voice is given up once busy far past its words' time: the
    worker says so, and the next engine says the sentence."""
    from sorry_audio.audio.tts import native_engine

    use_driver(monkeypatch, NeverEnds)
    monkeypatch.setattr(stall, "STALL_MARGIN", 0.2)
    fallback = RecordingEngine()
    notices: list = []
    worker = SpeechWorker([native_engine(), fallback], notices, Timeouts())
    assert worker.ready.wait(5)
    worker.submit("one", False)
    worker.submit("two", False)
    time.sleep(2.0)  # "one" and "two" take 0.8 s at 200 words a minute: 1.8 s allowed
    worker.submit("three", False)
    wait_for(lambda: fallback.spoken)
    assert SapiLike.said == ["one"]  # the stall itself
    assert [n.kind for n in notices] == [NoticeKind.ENGINE_HUNG]
    assert notice_text(notices[0]) == ("Speech: built-in voice stopped responding; now "
                                       "using recording.")
    assert fallback.spoken == [("three", False)]
    worker.close()


def test_a_stalled_voice_that_comes_back_after_a_stop_is_usable_again(
        windows, monkeypatch) -> None:  # noqa: ANN001
    from sorry_audio.audio.native import OwnedVoice

    monkeypatch.setattr(stall, "STALL_MARGIN", 0.1)
    SapiLike.sentence = 30.0  # an event that does not come, until the stop
    try:
        voice = OwnedVoice()
        assert voice.check().ok
        voice.speak("stuck", False)
        wait_for(lambda: native.owner().watchdog.stalled)
        with pytest.raises(stall.SpeechStalled):
            voice.speak("next", False)
        assert OwnedVoice().check().ok  # the stop ended it: a new front end may speak
    finally:
        SapiLike.sentence = 0.05


def test_the_watchdog_allows_twice_the_words_time_and_a_margin() -> None:
    now = [0.0]
    dog = stall.Watchdog(clock=lambda: now[0])
    dog.given("one two three four five six seven eight nine ten", 200)  # 3.1 s
    now[0] = 3.1 * stall.STALL_FACTOR + stall.STALL_MARGIN - 0.1
    assert dog.check() == ""
    now[0] += 0.2
    assert "still busy" in dog.check()
    dog.cleared()
    dog.given("again", 200)
    dog.dropped()  # a stop: nothing owed
    now[0] += 100
    assert dog.check() == ""


# -- finding 6: the test sentence saved through SAPI -------------------------------------

def test_save_speech_through_sapi_returns_once_the_file_is_written(
        windows, tmp_path) -> None:  # noqa: ANN001
    """SAPI writes the file before save_to_file returns and never sends finished-utterance
    for it: waiting for that made check-audio --save-speech always run out."""
    from sorry_audio.audio.mixer import load_wav
    from sorry_audio.audio.tts import save_speech

    path = tmp_path / "speech.wav"
    began = time.monotonic()
    save_speech("This is sorry-audio.", path, 200, "Microsoft Zira", timeout=3.0)
    assert time.monotonic() - began < 1.5
    assert load_wav(path).seconds > 0.1
    assert threads_used() == {OWNER}
    assert ("save This is sorry-audio.", OWNER) in SapiLike.calls


def test_render_to_wav_with_a_driver_that_writes_before_run_and_wait_returns(
        tmp_path, monkeypatch) -> None:  # noqa: ANN001
    import pyttsx3

    from sorry_audio.audio.tts import render_to_wav

    module = types.ModuleType("pyttsx3.drivers.sapi5")
    module.buildDriver = SapiLike  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "pyttsx3.drivers.sapi5", module)
    monkeypatch.setattr(pyttsx3, "_activeEngines", weakref.WeakValueDictionary())
    engine = pyttsx3.init("sapi5")
    began = time.monotonic()
    render_to_wav(engine, "This is sorry-audio.", tmp_path / "s.wav", timeout=2.0)
    assert time.monotonic() - began < 1.0  # it waited the whole 2 s, then failed


def test_check_audio_saves_speech_on_windows(windows, tmp_path) -> None:  # noqa: ANN001
    from sorry_audio.commands.check_audio import _save_speech

    line = _save_speech(tmp_path / "t.wav", 200, None)
    assert line.startswith(f"Saved the test sentence to {tmp_path / 't.wav'}: 0.20 s")


# -- findings 9 and 10: SAPI's voice names and its fastest rate -------------------------

def test_sapi_voices_are_found_by_the_names_players_type() -> None:
    from types import SimpleNamespace as V

    from sorry_audio.audio.tts import Voice, find_voice

    voices = [V(id=ZIRA, name="Microsoft Zira Desktop - English (United States)"),
              V(id=DAVID, name="Microsoft David Desktop - English (United States)")]
    for typed, found in (("Zira", ZIRA), ("zira", ZIRA), ("David", DAVID),
                         ("TTS_MS_EN-US_ZIRA_11.0", ZIRA), ("Microsoft David", DAVID),
                         ("david desktop", DAVID), (ZIRA.lower(), ZIRA),
                         ("Mark", None), ("", None)):
        assert find_voice(voices, typed) == found, typed
    zira = Voice(ZIRA, voices[0].name, True)
    assert zira.short == "Zira" and find_voice(voices, zira.short) == ZIRA
    assert Voice("Eddy (English (US))", "Eddy (English (US))", True).short == "Eddy"
    assert Voice("Samantha", "Samantha", True).short == "Samantha"
    assert Voice("gmw/en-us", "English (America)", True).short == "en-us"


def test_sapi_rate_is_held_to_what_sapi_takes() -> None:
    top = native.sapi_top_rate(ZIRA)
    assert top == 493
    assert int(math.log(top / 156.63, 1.11)) == 10  # SAPI's fastest
    assert int(math.log((top + 1) / 156.63, 1.11)) == 11  # refused by SAPI
    sam = native.sapi_top_rate(r"HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Speech\Voices\Tokens"
                               r"\MSSam")
    assert int(math.log(sam / 137.89, 1.11)) == 10 and sam < top


def test_a_rate_past_sapis_top_is_set_at_its_top(windows) -> None:  # noqa: ANN001
    from sorry_audio.audio.native import OwnedVoice

    voice = OwnedVoice(500)
    assert voice.check().ok
    voice.speak("fast", False)
    wait_for(lambda: "fast" in SapiLike.said)
    assert "set rate 493" in [what for what, _ in SapiLike.calls]
    assert "set rate 500" not in [what for what, _ in SapiLike.calls]
