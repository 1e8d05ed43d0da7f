"""The AudioOutput facade: fallback at start-up, notices, cues, timing; the recording output."""

from __future__ import annotations

import ast
import inspect
import shutil
import statistics
import textwrap
import threading
import time
from array import array
from collections import deque
from collections.abc import Callable

import pytest
from test_audio_speech import wait_for

from sorry_audio.audio import (
    AudioOutput,
    AudioSettings,
    Cue,
    SpeechMode,
    open_output,
    recording_output,
)
from sorry_audio.audio.cues import CUE_SPACING
from sorry_audio.audio.engines import EngineCheck, NullEngine, RecordingEngine, SpeechEngine
from sorry_audio.audio.mixer import RATE, Clip
from sorry_audio.audio.notices import DeviceProblem, Notice, NoticeKind
from sorry_audio.audio.output import RecordingOutput, Sound, estimate_seconds
from sorry_audio.audio.tts import WavSpeechEngine
from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card
from sorry_audio.core.events import CardDrawn, Direction, PawnMoved, TurnPassed
from sorry_audio.ui.notices import notice_text

R, B = Colour.RED, Colour.BLUE


class NoReader(SpeechEngine):
    name = "screen reader (stand-in)"

    def check(self) -> EngineCheck:
        return EngineCheck(False, "no screen reader is running")

    def speak(self, text: str, interrupt: bool) -> None:
        raise AssertionError("never chosen")

    def stop(self) -> None:
        pass


class FakeDevice:
    """A 'real' device that nothing pulls from: lets the mixer-based engines be used."""

    real = True
    name = "fake device"

    def __init__(self, mixer) -> None:  # noqa: ANN001
        self.mixer = mixer
        self.played: deque = deque()
        self.closed = False

    def tick(self) -> None:
        pass

    def close(self) -> None:
        self.closed = True


def no_device(mixer) -> FakeDevice:  # noqa: ANN001
    raise RuntimeError("failed to init device")


def linux_chain(settings: AudioSettings, sound) -> list[SpeechEngine]:  # noqa: ANN001
    return [NoReader(), WavSpeechEngine(sound.real_mixer, settings.rate), NullEngine()]


def said(output: AudioOutput) -> list[str]:
    """The output's notices as the player hears them."""
    return [notice_text(n) for n in output.notices]


def make(settings: AudioSettings, open_device=no_device) -> AudioOutput:  # noqa: ANN001
    output = AudioOutput(settings, engines=linux_chain, open_device=open_device)
    assert output.wait_ready(5)
    return output


def test_no_device_and_no_speech_gives_one_clear_notice() -> None:
    output = make(AudioSettings())
    try:
        assert output.speech_name == "text only"
        assert output.sound_name == "silent (no device)"
        assert output.notices == [Notice(NoticeKind.SOUND_OFF_TEXT_ONLY,
                                         problem=DeviceProblem.NO_DEVICE)]
        notice = said(output)[0]
        assert notice.startswith(
            "Sound cues cannot play (no audio device was found) and speech is text")
        assert "check-audio" in notice
        reports = [(r.name, r.chosen, r.reason) for r in output.speech_reports]
        assert reports[1] == ("text-to-speech (pyttsx3, played through the mixer)", False,
                              "there is no audio device to play its speech through")
        # the silent back-end still records what would have played
        output.play(Cue.BUMP, -0.5)
        assert list(output.sound.backend.played) == [("bump", -0.5)]
        output.announce("Red drew a 4.")  # text only: nothing to hear, nothing raised
    finally:
        output.close()


def test_chosen_modes_do_not_complain() -> None:
    output = make(AudioSettings(speech=SpeechMode.NONE, sound=False))
    try:
        assert output.notices == []
        assert output.sound_name == "off (sound disabled)"
        assert output.sound.backend is None  # no device is even opened
        output.play(Cue.STEP)
    finally:
        output.close()


def test_sound_off_alone_is_its_own_notice() -> None:
    output = make(AudioSettings(speech=SpeechMode.NONE))
    try:
        assert said(output) == [
            "Sound cues cannot play: no audio device was found; run sorry-audio check-audio "
            "for details."]
    finally:
        output.close()


def test_play_events_schedules_ticks_one_after_another() -> None:
    output = make(AudioSettings(speech=SpeechMode.NONE), open_device=FakeDevice)
    try:
        move = PawnMoved(R, 1, 5, 8, Direction.FORWARD, 3, (6, 7), ())
        output.play_events([CardDrawn(R, Card.THREE, 40), move], R)
        played = list(output.sound.backend.played)
        assert [name for name, _ in played] == ["draw", "step", "step", "step"]
        voices = output.sound.mixer._voices  # noqa: SLF001 - when each sound starts
        starts = [-v.pos / RATE for v in voices]
        assert starts[0] == 0
        assert starts[2] - starts[1] == pytest.approx(CUE_SPACING[Cue.STEP], abs=1e-3)
        assert starts == sorted(starts)
    finally:
        output.close()
    wait_for(lambda: output.sound.backend.closed)  # closed by the speech thread, in order


def test_a_key_s_cue_never_piles_on_itself_and_stop_drops_a_move_s_waiting_ticks() -> None:
    """Review at45: a wrong key held down summed its buzzes until the mix clipped; a long
    move's ticks went on after a key had stopped the speech they went with."""
    output = make(AudioSettings(speech=SpeechMode.NONE), open_device=FakeDevice)
    try:
        mixer = output.sound.mixer
        for _ in range(5):
            output.play(Cue.INVALID)
        assert len(mixer._voices) == 1  # noqa: SLF001 - what the device will mix
        move = PawnMoved(B, 1, 20, 31, Direction.FORWARD, 11, tuple(range(21, 31)), ())
        output.play_events([move, TurnPassed(B, R)], R)  # the bot's move, then your turn
        assert len(mixer._voices) == 13  # noqa: SLF001
        output.stop()
        # the buzz and the first tick sound on, and the doorbell still rings: a key during
        # the last bot's move silenced it with the ticks (review aw48)
        voices = mixer._voices  # noqa: SLF001
        assert len(voices) == 3
        assert voices[-1].samples is output.sound.clips[Cue.YOUR_TURN].samples
    finally:
        output.close()


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
def test_tts_renders_into_the_mixer_and_a_key_cuts_it_at_once() -> None:
    output = make(AudioSettings(speech=SpeechMode.TTS, sound=False), open_device=FakeDevice)
    try:
        if output.speech_name == "text only":
            pytest.skip(f"pyttsx3 could not start: {output.speech_reports[0].reason}")
        mixer = output.sound.mixer
        output.announce("Blue pawn two moves from start to square sixteen.")
        deadline = time.monotonic() + 3
        while not mixer.speaking() and time.monotonic() < deadline:
            time.sleep(0.005)
        assert mixer.speaking()  # rendered and queued; a device would be playing it now
        output.stop()
        assert not mixer.speaking()  # cut on the caller's thread, no waiting
    finally:
        output.close()


def test_announce_never_waits_for_a_stuck_engine() -> None:
    class Stuck(NoReader):
        name = "stuck"

        def check(self) -> EngineCheck:
            time.sleep(30)
            return EngineCheck(True)

    output = AudioOutput(AudioSettings(sound=False), engines=lambda s, snd: [Stuck()],
                         open_device=no_device)
    try:
        times = []
        for i in range(200):
            began = time.perf_counter()
            output.announce(f"line {i}", interrupt=i % 7 == 0)
            times.append(time.perf_counter() - began)
        output.stop()
        assert statistics.median(times) < 0.001
        assert output.speech_name == "starting"
    finally:
        output.close()


def test_open_output_returns_quickly_and_never_raises() -> None:
    began = time.perf_counter()
    output = open_output(AudioSettings(speech=SpeechMode.NONE, sound=False))
    assert time.perf_counter() - began < 0.5
    output.announce("hello")
    output.close()
    output.close()  # twice is fine
    output.announce("ignored after close")


def test_estimate_seconds_follows_the_rate() -> None:
    text = "Blue pawn two moves from start to square sixteen, then slides to nineteen."
    slow, fast = estimate_seconds(text, 150), estimate_seconds(text, 300)
    assert slow > fast > 0
    assert slow == pytest.approx(13 * 60 / 150 + 0.12 * 2 + 0.1)
    assert estimate_seconds("", 200) == 0.0
    assert recording_output().estimate_seconds(text) == estimate_seconds(text, 200)


def test_recording_output_records_speech_and_cues_in_order() -> None:
    out = recording_output()
    out.announce("Your turn.", interrupt=True)
    out.announce("Red drew a 5.")
    out.announce("")  # nothing to say
    out.play(Cue.MENU, 0.25)
    out.play_events([CardDrawn(B, Card.FIVE, 30)], B)
    out.stop()
    assert out.spoken == [("Your turn.", True), ("Red drew a 5.", False)]
    assert out.played == [(Cue.MENU, 0.25), (Cue.DRAW, 0.0)]
    assert out.stops == 1 and out.notices == []
    assert (out.speech_name, out.sound_name) == ("recording", "recording")
    assert not out.text_only and out.speech_reports == [] and out.wait_ready(0)
    out.close()
    out.announce("after close")
    assert len(out.spoken) == 2


#: AudioOutput's public members that RecordingOutput inherits and need not override: each
#: reads nothing but ``settings``, which RecordingOutput sets
INHERITED = {"estimate_seconds"}
#: AudioOutput's public attributes that RecordingOutput has not: the sound device, used by
#: check-audio on a real output only
NOT_RECORDED = {"sound"}


def test_recording_output_overrides_every_public_member_of_audio_output() -> None:
    """Review rl100: RecordingOutput never calls AudioOutput.__init__, so a public method
    added there and not overridden here would fail only when a test reached it (its
    ``self._speech`` missing)."""
    members = {name for cls in AudioOutput.__mro__[:-1] for name in vars(cls)
               if not name.startswith("_")}
    assert members - set(vars(RecordingOutput)) == INHERITED
    out = RecordingOutput()
    assert out.estimate_seconds("Red drew a 5.") == estimate_seconds("Red drew a 5.",
                                                                     out.settings.rate)
    source = textwrap.dedent(inspect.getsource(AudioOutput.__init__))
    attributes = {node.attr for node in ast.walk(ast.parse(source))
                  if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store)
                  and isinstance(node.value, ast.Name) and node.value.id == "self"
                  and not node.attr.startswith("_")}
    assert {"settings", "notices"} <= attributes  # the look at __init__ finds them
    assert {name for name in attributes if not hasattr(out, name)} == NOT_RECORDED

def null_device(mixer):  # noqa: ANN001, ANN201
    """miniaudio's own null back-end: a real device thread that consumes frames in real time."""
    import miniaudio

    from sorry_audio.audio.mixer import MiniaudioBackend

    return MiniaudioBackend(mixer, backends=[miniaudio.Backend.NULL])


def test_cues_play_through_a_real_miniaudio_device_thread() -> None:
    output = make(AudioSettings(speech=SpeechMode.NONE, volume=0.5), open_device=null_device)
    try:
        assert output.sound_name.startswith("miniaudio (") and output.notices == []
        output.play(Cue.STEP, 0.3)
        assert output.sound.mixer.busy()
        wait_for(lambda: not output.sound.mixer.busy())  # the device pulled it to the end
    finally:
        output.close()


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
def test_tts_speaks_through_a_real_device_thread_and_queues() -> None:
    output = make(AudioSettings(speech=SpeechMode.TTS), open_device=null_device)
    try:
        if output.speech_name == "text only":
            pytest.skip(f"pyttsx3 could not start: {output.speech_reports[0].reason}")
        mixer = output.sound.mixer
        queued: list[float] = []  # seconds of each sentence handed to the mixer
        real_say = mixer.say

        def spy(clip, interrupt, epoch=None, tag=None):  # noqa: ANN001, ANN202
            queued.append(clip.seconds)
            return real_say(clip, interrupt, epoch, tag)

        mixer.say = spy
        began = time.monotonic()
        output.announce("Red drew a four.")
        output.announce("Red pawn one moves back four squares.")  # queued behind it
        wait_for(lambda: len(queued) == 2, timeout=15)
        wait_for(lambda: not mixer.speaking(), timeout=15)
        took = time.monotonic() - began
        # both sentences were played whole, in real time, one after the other: the time
        # cannot be shorter than their length (a slow render may only add a gap between)
        both = sum(queued)
        assert 0.9 * both <= took < both + 10
        estimate = sum(output.estimate_seconds(t) for t in
                       ("Red drew a four.", "Red pawn one moves back four squares."))
        assert 0.3 * estimate < both < 2 * estimate  # real speech, not silence or a stub
        mixer.say = real_say
        long = "A long sentence that the next key press cuts off at once, well before its end."
        output.announce(long)
        wait_for(mixer.speaking)
        cut = time.monotonic()
        output.announce("Menu.", interrupt=True)
        wait_for(lambda: not mixer.speaking(), timeout=5)
        # only "Menu." was left to play: the long sentence did not run to its end
        assert time.monotonic() - cut < 0.5 * output.estimate_seconds(long)
    finally:
        output.close()


def test_the_start_up_notice_is_always_composed_whichever_side_starts_first() -> None:
    # The speech side may finish before the constructor has even stored its worker.
    for _ in range(40):
        output = AudioOutput(AudioSettings(sound=False), engines=lambda s, snd: [NullEngine()],
                             open_device=no_device)
        assert output.wait_ready(3)
        assert said(output) == [
            "Speech is text only: no speech engine could start; "
            "run sorry-audio check-audio for details."]
        output.close()


class RateTaker(NullEngine):
    """Speaks nothing; keeps each rate it is given."""

    name = "rate taker"

    def __init__(self) -> None:
        self.rates: list[int] = []

    def set_rate(self, rate: int) -> None:
        self.rates.append(rate)


def test_a_rate_changed_in_play_reaches_every_engine_and_the_pacing() -> None:
    first, fallback = RateTaker(), RateTaker()
    output = AudioOutput(AudioSettings(sound=False), engines=lambda s, snd: [first, fallback],
                         open_device=no_device)
    try:
        assert output.wait_ready(5)
        slow = output.estimate_seconds("Blue pawn two moves from start to square sixteen.")
        output.set_rate(400)
        assert first.rates == [400] and fallback.rates == [400]  # a fallback speaks at it too
        assert output.settings.rate == 400
        fast = output.estimate_seconds("Blue pawn two moves from start to square sixteen.")
        assert fast < 0.7 * slow  # bot turns are paced by the new rate
    finally:
        output.close()
    # closing ends the thread that ran the engine's calls (it used to wait forever)
    wait_for(lambda: not any(t.name == "sorry-audio-RateTaker" for t in threading.enumerate()))


def test_volume_and_sound_cues_change_in_play_and_a_device_opens_when_needed() -> None:
    output = make(AudioSettings(speech=SpeechMode.NONE, sound=False), open_device=FakeDevice)
    try:
        assert output.sound.backend is None  # started silent: no device was opened
        output.set_volume(0.3)
        assert output.sound.mixer.volume == 0.3 and output.settings.volume == 0.3
        output.set_sound(True)
        wait_for(lambda: output.sound.backend is not None)
        output.play(Cue.BUMP, 0.5)
        assert list(output.sound.backend.played) == [("bump", 0.5)]
        output.set_sound(False)
        output.play(Cue.STEP)
        assert list(output.sound.backend.played) == [("bump", 0.5)]
        assert output.notices == []
    finally:
        output.close()


def test_sound_turned_on_without_a_device_says_why_in_words() -> None:
    output = make(AudioSettings(speech=SpeechMode.NONE, sound=False))
    try:
        output.set_sound(True)
        wait_for(lambda: output.notices != [])
        assert said(output) == [
            "Sound cues cannot play: no audio device was found; run sorry-audio check-audio "
            "for details."]
    finally:
        output.close()


class ModeEngine(RecordingEngine):
    """Stands for the engine a speech mode would choose, named after the mode."""

    def __init__(self, mode: SpeechMode) -> None:
        super().__init__()
        self.name = f"engine for {mode.value}"
        self.closed = False

    def close(self) -> None:
        self.closed = True


def mode_engines() -> tuple[list[ModeEngine], Callable[..., list[SpeechEngine]]]:
    """An engine list for AudioOutput that makes one ModeEngine a mode, and the ones made."""
    made: list[ModeEngine] = []

    def engines(settings: AudioSettings, sound) -> list[SpeechEngine]:  # noqa: ANN001
        made.append(ModeEngine(settings.speech))
        return [made[-1]]
    return made, engines


def test_speech_changed_with_cues_off_says_nothing_of_the_cues() -> None:
    """Playtest qg121: with --no-sound, choosing the built-in voice opened the device it
    plays through, found none, and said "Sound cues cannot play", of cues turned off.
    Turned on after that, the cues say why they cannot play, once."""
    _, engines = mode_engines()  # (no real voice: one rendering as the test closed crashed)
    output = AudioOutput(AudioSettings(speech=SpeechMode.NONE, sound=False), engines=engines,
                         open_device=no_device)
    try:
        assert output.wait_ready(5)
        output.set_speech(SpeechMode.TTS)  # the device opens, for the voice: none is found
        wait_for(lambda: output.sound.ready.is_set() and output.speech_name.endswith("tts"))
        time.sleep(0.1)  # (the late opening's own check, after ready)
        assert [line for line in said(output) if "Sound cues" in line] == []
        output.set_sound(True)
        output.set_sound(True)  # said once, not at each press
        wait_for(lambda: any("Sound cues" in line for line in said(output)))
        assert [line for line in said(output) if "Sound cues" in line] == [
            "Sound cues cannot play: no audio device was found; run sorry-audio check-audio "
            "for details."]
        output.set_sound(False)
        output.set_sound(True)  # turned on again: said again
        assert sum("Sound cues" in line for line in said(output)) == 2
    finally:
        output.close()


def test_the_speech_mode_changes_in_play_and_the_sound_device_stays_open() -> None:
    made, engines = mode_engines()
    output = AudioOutput(AudioSettings(speech=SpeechMode.NONE), engines=engines,
                         open_device=FakeDevice)
    try:
        assert output.wait_ready(5) and output.speech_name == "engine for none"
        device = output.sound.backend
        output.set_speech(SpeechMode.TTS)
        wait_for(lambda: output.speech_name == "engine for tts")
        wait_for(lambda: made[0].closed)  # the old engines are closed ...
        assert output.settings.speech is SpeechMode.TTS
        wait_for(lambda: "Speech now: engine for tts." in said(output))  # ... said in words
        assert output.sound.backend is device and not device.closed  # ... the device is not
        output.play(Cue.BUMP)
        assert ("bump", 0.0) in list(device.played)
    finally:
        output.close()


def test_choosing_text_to_speech_opens_the_device_it_plays_through() -> None:
    output = make(AudioSettings(speech=SpeechMode.NONE, sound=False), open_device=FakeDevice)
    try:
        assert output.sound.backend is None  # nothing needed a device at start
        output.set_speech(SpeechMode.TTS)
        wait_for(lambda: any(n.startswith("Speech now: ") for n in said(output)), timeout=10)
        if output.speech_name == "text only":
            pytest.skip(f"pyttsx3 could not start: {said(output)}")
        assert output.speech_name == "text-to-speech (pyttsx3, played through the mixer)"
        assert output.sound.backend is not None and output.sound.backend.real
        output.announce("Blue draws a five.")
        wait_for(output.sound.mixer.speaking, timeout=5)  # rendered into the device's mixer
    finally:
        output.close()


def test_a_speech_mode_with_no_engine_that_starts_says_so() -> None:
    output = make(AudioSettings(speech=SpeechMode.NONE, sound=False))  # no device, no reader
    try:
        output.set_speech(SpeechMode.AUTO)
        wait_for(lambda: any(n.startswith("Speech now: ") for n in said(output)), timeout=10)
        assert said(output)[-1] == ("Speech now: text only, no speech engine could start; "
                                   "run sorry-audio check-audio for details.")
        output.set_speech(SpeechMode.SCREENREADER)  # the one asked for is named (g7)
        wait_for(lambda: said(output)[-1].startswith("Speech now: text only, no screen"),
                 timeout=10)
        output.set_speech(SpeechMode.NONE)  # chosen, so nothing to complain of
        wait_for(lambda: said(output)[-1] == "Speech now: text only.", timeout=10)
    finally:
        output.close()


def test_a_screen_reader_asked_for_at_start_says_none_is_running() -> None:
    output = AudioOutput(AudioSettings(speech=SpeechMode.SCREENREADER, sound=False),
                         engines=lambda s, snd: [NoReader(), NullEngine()],
                         open_device=no_device)
    try:
        assert output.wait_ready(3)
        assert said(output) == ["Speech is text only: no screen reader is running; run "
                                "sorry-audio check-audio for details."]
    finally:
        output.close()


def test_the_last_words_are_said_before_the_device_closes() -> None:
    """Quitting says "Goodbye." and closes at once: the words queued are still spoken, and
    the device is closed by the time close(wait) returns (review af32: neither was)."""
    made, engines = mode_engines()
    output = AudioOutput(AudioSettings(speech=SpeechMode.SCREENREADER), engines=engines,
                         open_device=FakeDevice)
    assert output.wait_ready(5)
    device = output.sound.backend
    output.announce("Your turn.")
    output.announce("Goodbye.", True)
    output.close(wait=3.0)
    assert made[0].spoken[-1] == ("Goodbye.", True)
    assert made[0].closed and device.closed


def test_a_replaced_speech_engine_drops_its_queue() -> None:
    """Lines queued for an engine given up for another are not said by the old one."""
    gate, entered = threading.Event(), threading.Event()
    made: list[ModeEngine] = []

    class Held(ModeEngine):
        def speak(self, text: str, interrupt: bool) -> None:
            entered.set()
            gate.wait(3)
            super().speak(text, interrupt)

    def engines(settings: AudioSettings, sound) -> list[SpeechEngine]:  # noqa: ANN001
        made.append((Held if not made else ModeEngine)(settings.speech))
        return [made[-1]]

    output = AudioOutput(AudioSettings(speech=SpeechMode.SCREENREADER), engines=engines,
                         open_device=FakeDevice)
    try:
        assert output.wait_ready(5)
        output.announce("one")
        output.announce("two")
        assert entered.wait(3)  # "one" is being said
        output.set_speech(SpeechMode.TTS)
        gate.set()
        wait_for(lambda: made[0].closed)
        assert [t for t, _ in made[0].spoken] == ["one"]
    finally:
        output.close()


class PulledDevice(FakeDevice):
    """A device whose own thread plays the mix, a tenth of a second at a time."""

    def __init__(self, mixer) -> None:  # noqa: ANN001
        super().__init__(mixer)
        threading.Thread(target=self._play, daemon=True).start()

    def _play(self) -> None:
        while not self.closed:
            self.mixer.pull(RATE // 100)
            time.sleep(0.01)


def test_the_device_closes_once_the_speech_playing_has_ended() -> None:
    sound = Sound(AudioSettings(), open_device=PulledDevice)
    sound.open()
    half_second = Clip("speech", array("h", bytes(RATE)))
    sound.mixer.say(half_second, False)
    start = time.monotonic()
    sound.close(drain=2.0)
    assert sound.backend.closed and not sound.mixer.busy()
    assert time.monotonic() - start < 1.5
    cut = Sound(AudioSettings(), open_device=PulledDevice)
    cut.open()
    cut.mixer.say(half_second, False)
    cut.close()  # no drain: closed at once, mid-word
    assert cut.backend.closed and cut.mixer.busy()
    silent = Sound(AudioSettings(), open_device=no_device)  # nothing to hear: no wait
    silent.open()
    silent.mixer.say(half_second, False)
    start = time.monotonic()
    silent.close(drain=2.0)
    assert time.monotonic() - start < 0.1


def test_only_the_newest_speech_mode_change_is_said() -> None:
    """A screen reader's slow check, overtaken by a change to text-to-speech, says nothing:
    it said "text only" last, while the built-in voice spoke (review af32)."""

    class SlowNoReader(NoReader):
        def check(self) -> EngineCheck:
            time.sleep(0.4)
            return super().check()

    def engines(settings: AudioSettings, sound) -> list[SpeechEngine]:  # noqa: ANN001
        if settings.speech is SpeechMode.SCREENREADER:
            return [SlowNoReader(), NullEngine()]
        return [ModeEngine(settings.speech)]

    output = AudioOutput(AudioSettings(speech=SpeechMode.AUTO), engines=engines,
                         open_device=FakeDevice)
    try:
        assert output.wait_ready(5)
        output.set_speech(SpeechMode.SCREENREADER)
        time.sleep(0.1)
        output.set_speech(SpeechMode.TTS)
        wait_for(lambda: "Speech now: engine for tts." in said(output))
        time.sleep(0.6)  # the screen reader's check has ended by now
        assert output.speech_name == "engine for tts"
        assert [n for n in said(output) if n.startswith("Speech now")] == [
            "Speech now: engine for tts."]
    finally:
        output.close()


def test_voices_are_listed_off_the_keys_thread_once_settings_opens(monkeypatch) -> None:
    """Listing the voices held the keys for as long as text-to-speech took (review af32):
    Settings starts it in the background, and the Voice item finds it done."""
    from sorry_audio.audio.tts import Voice

    calls = []

    def slow_list() -> tuple[Voice, ...]:
        calls.append(threading.current_thread().name)
        time.sleep(0.3)
        return (Voice("gmw/en-us", "English (America)", True),)

    monkeypatch.setattr("sorry_audio.audio.tts.list_voices", slow_list)
    output = make(AudioSettings(speech=SpeechMode.NONE, sound=False))
    try:
        start = time.monotonic()
        output.prefetch_voices()
        output.prefetch_voices()  # opening Settings again starts nothing more
        assert time.monotonic() - start < 0.1
        assert output.voices() == (Voice("gmw/en-us", "English (America)", True),)
        assert output.voices()[0].short == "en-us"
        assert len(calls) == 1 and calls[0] != threading.current_thread().name
    finally:
        output.close()


def test_words_that_cut_the_voice_take_the_sounds_waiting_for_the_words_they_cut() -> None:
    """Review bd55: a move's cues wait behind the voice's backlog; the player's own move
    cut those words, and the last bot's thud then sounded in the middle of it."""
    output = make(AudioSettings(speech=SpeechMode.NONE), open_device=FakeDevice)
    try:
        mixer = output.sound.mixer
        move = PawnMoved(B, 1, 20, 31, Direction.FORWARD, 11, tuple(range(21, 31)), ())
        output.play_events([move, TurnPassed(B, R)], R, after=3.0)  # behind 3 s of words
        assert len(mixer._voices) == 12  # noqa: SLF001 - none sounding yet
        output.announce("You draw a 5.")  # queued behind: the waiting cues stay
        assert len(mixer._voices) == 12  # noqa: SLF001
        output.announce("You draw a 5.", interrupt=True)
        voices = mixer._voices  # noqa: SLF001 - the ticks gone, the doorbell now
        assert [v.samples is output.sound.clips[Cue.YOUR_TURN].samples for v in voices] == [
            True] and voices[0].pos == 0
    finally:
        output.close()


class HeardHere(NullEngine):
    """Speaks nothing, but as the built-in voice is, it is heard on the game's mixer."""

    name = "heard here (stand-in)"
    heard_here = True
    instant_stop = False


@pytest.mark.parametrize("heard", [True, False])
def test_announce_hands_the_speaker_its_one_estimate_of_a_line(heard: bool) -> None:
    """Review rc69: each line's speaking time was worked out twice, by announce (for the
    backlog) and by the Speaker (for pacing).  announce returns the one it made, where the
    voice got the line as printed; else None, and the Speaker works it out as before."""
    from sorry_audio.narration.catalog import DEFAULT_CATALOG
    from sorry_audio.ui.speaker import Speaker

    engine = HeardHere() if heard else RecordingEngine()
    output = AudioOutput(AudioSettings(sound=False), engines=lambda s, snd: [engine],
                         open_device=no_device)
    try:
        assert output.wait_ready(5)
        plain = "Blue pawn 2 moves to square 16."
        assert output.announce(plain) == (output.estimate_seconds(plain) if heard else None)
        changed = "Yellow's SORRY! takes square 20."  # spoken without its "!": not the same
        assert output.announce(changed) is None
        assert output.announce("") is None
        speaker = Speaker(output, lambda line: None, DEFAULT_CATALOG)
        worked_out: list[str] = []
        real = output.estimate_seconds
        output.estimate_seconds = lambda text: worked_out.append(text) or real(text)
        speaker.speak_only(plain)
        assert worked_out == [plain]  # once, by whichever of the two needs it first
        speaker.speak_only(changed, interrupt=False)
        output.estimate_seconds = real
        both = output.estimate_seconds(plain) + output.estimate_seconds(changed)
        assert speaker.spoken_seconds == pytest.approx(both)
    finally:
        output.close()
    assert output.announce(plain) is None  # closed: nothing said, nothing worked out
