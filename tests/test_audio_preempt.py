"""A question pre-empts the game's own voice: the game's lines it cuts are said after the
answer (review az51), on the real worker and mixer, with a voice that renders at once."""

from __future__ import annotations

import threading
from array import array

import pytest
from test_audio_output import FakeDevice, null_device
from test_audio_speech import wait_for

from sorry_audio.audio import AudioOutput, AudioSettings, Cue, SpeechMode
from sorry_audio.audio.engines import EngineCheck, SpeechEngine
from sorry_audio.audio.mixer import RATE, Clip, Mixer
from sorry_audio.audio.output import Sound
from sorry_audio.audio.tts import WavSpeechEngine

WORD = RATE // 10  # frames: each word a tenth of a second


class InstantVoice(WavSpeechEngine):
    """The built-in voice's way to the mixer, each word a tenth of a second of sound and
    rendered at once; ``gate`` (a line's words) holds that line's render until released."""

    def __init__(self, device, gate: str = "") -> None:  # noqa: ANN001
        super().__init__(device)
        self.gate, self.rendering, self.release = gate, threading.Event(), threading.Event()

    def check(self) -> EngineCheck:
        self._mixer = self._device()
        return EngineCheck(True)

    def render(self, text: str) -> Clip:
        if text == self.gate:
            self.rendering.set()
            assert self.release.wait(3)
        return Clip(text, array("h", [1000] * (WORD * len(text.split()))))


MOVE = ("Blue draws a 5.", "Blue moves pawn 2 forward 5 to square 28.",
        "Your pawn 1 on square 28 was bumped back to start by Blue.")
ANSWER = "Yellow's turn to draw."


def voiced(gate: str = "") -> tuple[AudioOutput, list[str], InstantVoice]:
    """An output speaking through :class:`InstantVoice`, and the words of each clip
    handed to its mixer, in order."""
    engines: list[InstantVoice] = []

    def chain(settings: AudioSettings, sound: Sound) -> list[SpeechEngine]:
        engines.append(InstantVoice(sound.real_mixer, gate))
        return list(engines)

    output = AudioOutput(AudioSettings(speech=SpeechMode.TTS), engines=chain,
                         open_device=FakeDevice)
    assert output.wait_ready(5) and output.speech_name == InstantVoice.name
    mixer = output.sound.mixer
    queued: list[str] = []
    real_say = mixer.say

    def spy(clip: Clip, interrupt: bool, epoch: int | None = None, tag: object = None) -> bool:
        taken = real_say(clip, interrupt, epoch, tag)
        if taken:
            queued.append(clip.name)
        return taken
    mixer.say = spy  # type: ignore[method-assign]
    return output, queued, engines[0]


def test_the_lines_a_question_cuts_are_said_after_its_answer_from_the_one_cut():
    output, queued, _ = voiced()
    try:
        for line in MOVE:
            output.announce(line, again=True)
        wait_for(lambda: len(queued) == 3)
        output.sound.mixer.skip(5 * WORD)  # "Blue draws a 5." heard (4 words), 1 word on
        cut = output.preempt()
        assert cut is not None
        assert cut.lines == MOVE[1:]
        assert not output.sound.mixer.speaking()  # the answer is next, at once
        output.announce(ANSWER, interrupt=True)
        output.resume(cut)
        wait_for(lambda: len(queued) == 6)
        assert queued[3:] == [ANSWER, *MOVE[1:]]
        # all of it still to say: the bots wait for it (the first line's word said again)
        words = sum(len(t.split()) for t in (ANSWER, *MOVE[1:]))
        assert output.speech_backlog() == pytest.approx(words * 0.1, abs=0.01)
    finally:
        output.close()


def test_a_line_still_being_rendered_is_said_once_after_the_answer_not_twice():
    output, queued, voice = voiced(gate=MOVE[1])
    try:
        for line in MOVE:
            output.announce(line, again=True)
        assert voice.rendering.wait(3)  # the first is on the mixer, the second rendering
        cut = output.preempt()
        assert cut is not None and cut.lines == MOVE
        voice.release.set()  # its render ends after the question: stale, dropped
        output.announce(ANSWER, interrupt=True)
        output.resume(cut)
        wait_for(lambda: queued[-1:] == [MOVE[2]] and len(queued) == 5)
        assert queued == [MOVE[0], ANSWER, *MOVE]
    finally:
        output.close()


def test_an_answer_cut_by_the_next_question_is_not_said_again():
    """T, then S at once: S's answer, then the game's lines; not T's answer again (the
    history keys walked back five lines would have queued all five to be said again)."""
    output, queued, _ = voiced()
    try:
        output.announce(MOVE[0], again=True)
        wait_for(lambda: len(queued) == 1)
        first = output.preempt()
        assert first is not None
        output.announce(ANSWER, interrupt=True)
        output.resume(first)
        wait_for(lambda: len(queued) == 3)
        second = output.preempt()
        assert second is not None and second.lines == (MOVE[0],)
        output.announce("Scores: Red 0, Blue 1.", interrupt=True)
        output.resume(second)
        wait_for(lambda: len(queued) == 5)
        assert queued[3:] == ["Scores: Red 0, Blue 1.", MOVE[0]]
    finally:
        output.close()


def test_the_cues_that_waited_for_the_cut_words_wait_for_them_again():
    """A bump's thud queued to sound with its words sounds with them after the answer, not
    in the middle of it."""
    output, queued, _ = voiced()
    mixer = output.sound.mixer
    try:
        output.announce(MOVE[0], again=True)
        wait_for(lambda: len(queued) == 1)
        mixer.skip(2 * WORD)  # two words of it heard
        output.sound.play(Cue.BUMP, 0.0, delay=0.4, droppable=True)  # with the next words
        cut = output.preempt()
        assert cut is not None and cut.lines == (MOVE[0],)
        output.announce(ANSWER, interrupt=True)  # four words: 0.4 s
        output.resume(cut)
        wait_for(lambda: len(queued) == 3)
        bump = output.sound.clips[Cue.BUMP].samples
        assert [v for v in mixer._voices if v.pos < 0] == []  # not during the answer
        mixer.skip(4 * WORD)  # the answer said, to its end
        assert [v for v in mixer._voices if v.pos < 0] == []
        mixer.skip(WORD)  # the line cut begins again; a word of it said
        waiting = [v for v in mixer._voices if v.pos < 0]
        assert [v.samples is bump for v in waiting] == [True]
        # with its words: the two said again, and 0.4 s on from there, less the one word
        assert -waiting[0].pos / RATE == pytest.approx(0.2 + 0.4 - 0.1, abs=0.001)
    finally:
        output.close()


def test_with_nothing_of_the_games_to_say_again_only_the_doorbell_is_kept_at_once():
    """The words the cues waited for were an answer: as when any key cuts in, a move's
    sound is dropped and the turn's doorbell rings now."""
    output, queued, _ = voiced()
    mixer = output.sound.mixer
    try:
        output.announce(ANSWER)  # an answer: not to be said again
        wait_for(lambda: len(queued) == 1)
        output.sound.play(Cue.BUMP, 0.0, delay=1.0, droppable=True)
        output.sound.play(Cue.YOUR_TURN, 0.0, delay=1.0)
        cut = output.preempt()
        assert cut is not None and cut.lines == () and len(cut.cues) == 2
        output.announce("Scores: Red 0, Blue 1.", interrupt=True)
        output.resume(cut)
        bell = output.sound.clips[Cue.YOUR_TURN].samples
        assert [(v.samples is bell, v.pos) for v in mixer._voices] == [(True, 0)]
    finally:
        output.close()


def test_with_a_screen_reader_nothing_is_known_so_nothing_is_pre_empted():
    output = AudioOutput(AudioSettings(speech=SpeechMode.NONE, sound=False))
    try:
        assert output.wait_ready(5)
        output.announce(MOVE[0], again=True)
        assert output.preempt() is None  # the key's words simply cut in
    finally:
        output.close()


def test_a_question_pre_empts_real_speech_on_a_real_device_thread():
    """The real built-in voice (pyttsx3 and espeak-ng) on miniaudio's null device, played
    in real time: the line cut is said whole after the answer."""
    output = AudioOutput(AudioSettings(speech=SpeechMode.TTS), open_device=null_device)
    try:
        assert output.wait_ready(5)
        if not output.speech_name.startswith("text-to-speech (pyttsx3, played"):
            pytest.skip(f"no built-in voice here: {output.speech_name}")
        mixer: Mixer = output.sound.mixer
        output.announce(MOVE[2], again=True)
        wait_for(mixer.speaking, timeout=10)
        cut = output.preempt()
        assert cut is not None and cut.lines == (MOVE[2],)
        output.announce(ANSWER, interrupt=True)
        output.resume(cut)
        wait_for(lambda: (output.speech_backlog() or 0) > 2.0, timeout=10)
        wait_for(lambda: not mixer.speaking() and output.speech_backlog() == 0, timeout=20)
    finally:
        output.close()
