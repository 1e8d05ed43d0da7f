"""The built-in voice on macOS, through ``say`` (review ay50, findings 2, 6 and 7), run here
on Linux with a stand-in ``say`` script that logs each sentence and how it ended."""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from sorry_audio import system
from sorry_audio.audio import engines, say, stall
from sorry_audio.audio.engines import RecordingEngine, ScreenReaderEngine
from sorry_audio.audio.notices import NoticeKind
from sorry_audio.audio.worker import SpeechWorker, Timeouts
from sorry_audio.ui.notices import notice_text

LISTING = """\
Albert              en_US    # Hello! My name is Albert.
Alice               it_IT    # Ciao! Mi chiamo Alice.
Eddy (English (US)) en_US    # Hello! My name is Eddy.
Bad News            en_US    # Hello! My name is Bad News.
Fiona               en-scotland # Hello, my name is Fiona.
Eddy (English (US)) en_US    # Hi, I'm Siri!
"""

FAKE_SAY = '''\
import json, os, sys, time, wave
args = sys.argv[1:]
if args == ["-v", "?"]:
    sys.stdout.write(os.environ["FAKE_SAY_LISTING"])
    sys.exit(0)
text = args[-1]
def note(event):
    with open(os.environ["FAKE_SAY_LOG"], "a") as f:
        f.write(json.dumps({"event": event, "text": text, "args": args}) + "\\n")
note("start")
if "-v" in args and args[args.index("-v") + 1] == "Broken":
    sys.stderr.write("Voice `Broken' not found.\\n")
    sys.exit(1)
if "-o" in args:
    with wave.open(args[args.index("-o") + 1], "wb") as f:
        f.setnchannels(1); f.setsampwidth(2); f.setframerate(22050)
        f.writeframes(b"\\x10\\x00" * 11025)
time.sleep(30 if "hangs" in text else 1.5 if "long" in text else 0.02)
note("end")
'''


def wait_for(predicate, timeout: float = 5.0) -> None:  # noqa: ANN001
    end = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < end, "timed out waiting"
        time.sleep(0.01)


class FakeSay:
    def __init__(self, log: Path) -> None:
        self.log = log

    def events(self) -> list[dict[str, Any]]:
        if not self.log.exists():
            return []
        return [json.loads(line) for line in self.log.read_text().splitlines()]

    def said(self, event: str = "end") -> list[str]:
        return [e["text"] for e in self.events() if e["event"] == event]


@pytest.fixture
def mac(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeSay]:
    """macOS as the built-in voice sees it, with a stand-in ``say`` (any still speaking at
    the end is ended)."""
    script = tmp_path / "say"
    script.write_text(f"#!{sys.executable}\n{FAKE_SAY}")
    script.chmod(0o755)
    monkeypatch.setattr(say, "SAY", str(script))
    monkeypatch.setattr(system, "PLATFORM", "darwin")
    monkeypatch.setenv("FAKE_SAY_LOG", str(tmp_path / "say.log"))
    monkeypatch.setenv("FAKE_SAY_LISTING", LISTING)
    yield FakeSay(tmp_path / "say.log")
    for process in list(say._speaking):
        process.kill()


def test_every_sentence_is_said_in_order_at_the_rate_and_voice(mac) -> None:  # noqa: ANN001
    """pyttsx3's macOS driver said the first sentence and then nothing (no run loop)."""
    from sorry_audio.audio.tts import native_engine

    engine = native_engine(260, "Eddy")
    assert engine.check().ok and engine.notice is None
    for text in ("Main menu. New game, 1 of 6.", "Continue, 2 of 6.", "-5 spaces back."):
        engine.speak(text, False)
    wait_for(lambda: len(mac.said()) == 3)
    assert mac.said() == ["Main menu. New game, 1 of 6.", "Continue, 2 of 6.",
                          " -5 spaces back."]  # never taken for an option
    assert mac.events()[0]["args"][:4] == ["-r", "260", "-v", "Eddy (English (US))"]
    engine.set_rate(180)
    engine.set_voice(None)
    engine.speak("Your turn.", False)
    wait_for(lambda: "Your turn." in mac.said())
    assert mac.events()[-1]["args"] == ["-r", "180", "Your turn."]
    engine.close()


def test_an_interruption_or_a_stop_ends_the_sentence_being_said(mac) -> None:  # noqa: ANN001
    from sorry_audio.audio.say import SayEngine

    engine = SayEngine()
    assert engine.check().ok
    engine.speak("a long sentence", False)
    engine.speak("queued", False)
    wait_for(lambda: mac.said("start") == ["a long sentence"])
    began = time.monotonic()
    engine.speak("Option 2.", True)
    wait_for(lambda: "Option 2." in mac.said())
    assert time.monotonic() - began < 1.0  # the long one did not run its 1.5 s
    assert mac.said("start") == ["a long sentence", "Option 2."]  # "queued" dropped
    assert "a long sentence" not in mac.said()  # cut off, never ended by itself
    engine.speak("another long one", False)
    wait_for(lambda: "another long one" in mac.said("start"))
    engine.stop()  # a key: the stop is instant, from the game's own thread
    wait_for(lambda: not say._speaking)
    assert "another long one" not in mac.said()
    engine.speak("after", False)  # a stop is no failure
    wait_for(lambda: "after" in mac.said())
    engine.close()


def test_a_say_that_runs_far_past_its_words_is_given_up_in_words(
        mac, monkeypatch) -> None:  # noqa: ANN001
    from sorry_audio.audio.say import SayEngine

    monkeypatch.setattr(stall, "STALL_MARGIN", 0.3)
    fallback = RecordingEngine()
    notices: list = []
    worker = SpeechWorker([SayEngine(), fallback], notices, Timeouts())
    assert worker.ready.wait(5)
    worker.submit("it hangs", False)  # 0.7 s of words: given up after 1.7 s
    wait_for(lambda: "it hangs" in mac.said("start"))
    time.sleep(stall.allowance(0.7) + 0.3)
    worker.submit("Your turn.", False)
    wait_for(lambda: fallback.spoken)
    assert [notice_text(n) for n in notices] == [
        "Speech: built-in voice stopped responding; now using recording."]
    assert fallback.spoken == [("Your turn.", False)]
    assert not say._speaking  # the hung process was ended
    worker.close()


def test_a_say_that_fails_is_given_up_in_words(mac) -> None:  # noqa: ANN001
    from sorry_audio.audio.say import SayEngine

    fallback = RecordingEngine()
    notices: list = []
    engine = SayEngine()
    engine._names["Broken"] = "Broken"  # a voice say lists but cannot speak
    engine.set_voice("Broken")
    worker = SpeechWorker([engine, fallback], notices, Timeouts())
    assert worker.ready.wait(5)
    worker.submit("one", False)
    wait_for(lambda: "one" in mac.said("start"))
    time.sleep(0.3)
    worker.submit("two", False)
    wait_for(lambda: fallback.spoken)
    assert [n.kind for n in notices] == [NoticeKind.ENGINE_FAILED]
    worker.close()


def test_voices_are_listed_by_say_english_first(mac) -> None:  # noqa: ANN001
    from sorry_audio.audio.tts import list_voices, voice_called

    voices = list_voices()
    assert [v.name for v in voices] == ["Albert", "Eddy (English (US))", "Bad News",
                                        "Fiona", "Alice"]
    assert [v.short for v in voices] == ["Albert", "Eddy", "Bad", "Fiona", "Alice"]
    for voice in voices:  # each short name finds its voice again
        assert voice_called(voices, voice.short) == voice


def test_a_voice_say_does_not_have_is_said_once(mac) -> None:  # noqa: ANN001
    from sorry_audio.audio.tts import native_engine

    engine = native_engine(200, "Klingon")
    assert engine.check().ok
    assert engine.notice is not None and engine.notice.kind is NoticeKind.VOICE_NOT_FOUND
    engine.speak("still spoken", False)
    wait_for(lambda: "still spoken" in mac.said())
    assert "-v" not in mac.events()[-1]["args"]  # by the default voice
    engine.close()


def test_the_test_sentence_is_saved_as_wav_by_say(mac, tmp_path) -> None:  # noqa: ANN001
    """pyttsx3's macOS driver writes AIFF whatever the file is called, which Python cannot
    read; say is told to write 16-bit WAV."""
    from sorry_audio.commands.check_audio import _save_speech

    path = tmp_path / "t.wav"
    line = _save_speech(path, 220, "Albert")
    assert line.startswith(f"Saved the test sentence to {path}: 0.50 s")
    args = mac.events()[-1]["args"]
    assert args[:8] == ["-r", "220", "-v", "Albert", "-o", str(path),
                        "--file-format=WAVE", "--data-format=LEI16@22050"]


def test_say_missing_is_said_as_the_reason(mac, monkeypatch, tmp_path) -> None:  # noqa: ANN001
    from sorry_audio.audio.say import SayEngine

    monkeypatch.setattr(say, "SAY", str(tmp_path / "nowhere"))
    check = SayEngine().check()
    assert not check.ok and check.reason == f"{tmp_path / 'nowhere'} is missing"


# -- finding 7: VoiceOver -------------------------------------------------------------------

class FakeVoiceOver:
    """accessible_output2's VoiceOver output, whose AppleScript is not allowed."""

    name = "VoiceOver"
    sent: list[str] = []

    def is_active(self) -> bool:
        return True

    def speak(self, text: str, interrupt: bool = False) -> None:
        type(self).sent.append(text)

    def silence(self) -> None:
        type(self).sent.append("")


FakeVoiceOver.__name__ = "VoiceOver"


def test_auto_leaves_voiceover_to_read_the_terminal_and_says_so_once(
        mac, monkeypatch) -> None:  # noqa: ANN001
    from sorry_audio.audio import AudioOutput, AudioSettings, SpeechMode

    FakeVoiceOver.sent = []
    monkeypatch.setattr(engines, "voiceover_scriptable", lambda: True)
    voice = RecordingEngine()

    def chain(settings: AudioSettings, sound: Any) -> list:
        return [ScreenReaderEngine(lambda: [FakeVoiceOver]), voice]

    out = AudioOutput(AudioSettings(speech=SpeechMode.AUTO, sound=False), engines=chain)
    assert out.wait_ready(3)
    out.announce("Your turn.")
    out.stop()
    out.close(wait=2)
    assert out.speech_name == "screen reader: VoiceOver, reading the game's lines in Terminal"
    assert [notice_text(n) for n in out.notices] == [
        "Speech now: VoiceOver, reading the game's lines in Terminal; the game's own voice "
        "stays off (--speech tts turns it on)."]
    assert FakeVoiceOver.sent == [] and voice.spoken == []  # no AppleScript, no second voice
    assert not out.text_only  # a screen reader speaks: turns are paced as with one


@pytest.mark.parametrize("allowed", [True, False])
def test_screenreader_mode_sends_speech_to_voiceover_only_where_allowed(
        mac, monkeypatch, allowed) -> None:  # noqa: ANN001
    FakeVoiceOver.sent = []
    monkeypatch.setattr(engines, "voiceover_scriptable", lambda: allowed)
    engine = ScreenReaderEngine(lambda: [FakeVoiceOver], voiceover_script=True)
    assert engine.check().ok
    engine.speak("Your turn.", True)
    assert FakeVoiceOver.sent == (["Your turn."] if allowed else [])
    assert (engine.name == "screen reader: VoiceOver") is allowed


def test_voiceover_is_asked_about_applescript_through_defaults(monkeypatch) -> None:
    ran: list[list[str]] = []

    def run(command: list[str], **_: Any) -> SimpleNamespace:
        ran.append(command)
        return SimpleNamespace(returncode=0, stdout="1\n")

    monkeypatch.setattr(engines.subprocess, "run", run)
    assert engines.voiceover_scriptable()
    assert ran == [["defaults", "read", "com.apple.VoiceOver4/default",
                    "SCREnableAppleScript"]]
    monkeypatch.setattr(engines.subprocess, "run", lambda *a, **k: (_ for _ in ()).throw(
        FileNotFoundError("defaults")))
    assert not engines.voiceover_scriptable()


def test_elsewhere_voiceover_named_classes_are_left_alone(monkeypatch) -> None:
    monkeypatch.setattr(system, "PLATFORM", "linux")
    FakeVoiceOver.sent = []
    engine = ScreenReaderEngine(lambda: [FakeVoiceOver])
    assert engine.check().ok and engine.name == "screen reader: VoiceOver"
    engine.speak("hello", False)
    assert FakeVoiceOver.sent == ["hello"]


def test_parse_voices_keeps_names_with_spaces_and_brackets() -> None:
    assert say.parse_voices(LISTING) == [
        ("Albert", "en_US"), ("Alice", "it_IT"), ("Eddy (English (US))", "en_US"),
        ("Bad News", "en_US"), ("Fiona", "en-scotland")]
    assert say.parse_voices("not a voice line\n\n") == []


def test_an_engine_replaced_by_a_change_of_mode_says_nothing_more(mac) -> None:  # noqa: ANN001
    """A change of speech mode closes the old engine; once the new one interrupts, the old
    one's queued sentences are not said over it."""
    import threading

    from sorry_audio.audio.say import SayEngine

    old = SayEngine()
    assert old.check().ok
    old.speak("a long sentence", False)
    old.speak("stale", False)
    wait_for(lambda: "a long sentence" in mac.said("start"))
    closing = threading.Thread(target=old.close)
    closing.start()
    new = SayEngine()
    assert new.check().ok
    new.speak("Speech now: built-in voice.", True)
    wait_for(lambda: "Speech now: built-in voice." in mac.said())
    closing.join(2)
    time.sleep(0.2)
    assert mac.said("start") == ["a long sentence", "Speech now: built-in voice."]
    new.close()
