"""The mixer and its silent back-end: pan, volume, overlap, delays, the speech lane, WAV I/O."""

from __future__ import annotations

import wave
from array import array
from collections.abc import Iterator
from pathlib import Path

import pytest

from sorry_audio.audio import Cue
from sorry_audio.audio import quiet as quiet_module
from sorry_audio.audio.cues import cue_path
from sorry_audio.audio.mixer import (
    DUCK,
    RATE,
    Clip,
    Mixer,
    SilentBackend,
    device_blocks,
    load_wav,
    pan_gains,
)


def channels(frames: array) -> tuple[array, array]:
    return frames[0::2], frames[1::2]


def read_stereo(path: Path) -> tuple[array, array]:
    with wave.open(str(path), "rb") as f:
        assert (f.getnchannels(), f.getsampwidth(), f.getframerate()) == (2, 2, RATE)
        data = array("h")
        data.frombytes(f.readframes(f.getnframes()))
    return channels(data)


def clip(values: list[int], name: str = "c") -> Clip:
    return Clip(name, array("h", values))


def test_pan_gains_are_constant_power_and_hard_at_the_ends() -> None:
    assert pan_gains(-1.0, 1.0) == (1.0, 0.0)
    assert pan_gains(1.0, 0.5) == (0.0, 0.5)
    left, right = pan_gains(0.0, 1.0)
    assert left == pytest.approx(right) and left ** 2 + right ** 2 == pytest.approx(1.0)
    assert pan_gains(5.0, 1.0) == (0.0, 1.0)  # clamped


def test_two_cues_panned_hard_left_and_right_stay_in_their_channels(tmp_path: Path) -> None:
    step, bump = load_wav(cue_path(Cue.STEP)), load_wav(cue_path(Cue.BUMP))
    mixer = Mixer(volume=1.0)
    backend = SilentBackend(mixer, clock=lambda: 0.0)
    mixer.play(step, pan=-1.0)
    mixer.play(bump, pan=1.0)
    seconds = backend.render_wav(tmp_path / "mix.wav")
    left, right = read_stereo(tmp_path / "mix.wav")
    assert seconds >= bump.seconds
    assert left[:len(step.samples)] == step.samples
    assert not any(left[len(step.samples):])
    assert right[:len(bump.samples)] == bump.samples
    assert not any(right[len(bump.samples):])


def test_overlapping_cues_add_up_and_clip_instead_of_wrapping() -> None:
    mixer = Mixer(volume=1.0)
    mixer.play(clip([1000, 2000, 30000]), pan=-1.0)
    mixer.play(clip([500, -2500, 30000]), pan=-1.0)
    left, right = channels(mixer.pull(4))
    assert list(left) == [1500, -500, 32767, 0]
    assert list(right) == [0, 0, 0, 0]
    assert not mixer.busy()


def test_volume_scales_and_delay_waits() -> None:
    mixer = Mixer(volume=0.5)
    mixer.play(clip([10000] * 4), pan=1.0, delay=3 / RATE)
    _, right = channels(mixer.pull(8))
    assert list(right) == [0, 0, 0, 5000, 5000, 5000, 5000, 0]


def test_speech_lane_queues_interrupts_and_stops() -> None:
    mixer = Mixer(volume=1.0)
    a, b, c = clip([100] * 4), clip([200] * 4), clip([300] * 4)
    mixer.say(a, interrupt=False)
    mixer.say(b, interrupt=False)  # queued behind a
    left, _ = channels(mixer.pull(6))
    assert list(left) == [80] * 4 + [160] * 2  # speech sits at 0.8 of the volume, centred
    mixer.say(c, interrupt=True)  # cuts b off and drops the queue
    left, _ = channels(mixer.pull(6))
    assert list(left) == [240] * 4 + [0, 0]
    mixer.say(a, interrupt=False)
    epoch = mixer.speech_epoch
    mixer.stop_speech()
    assert not mixer.speaking()
    assert not mixer.say(b, interrupt=False, epoch=epoch)  # rendered before the stop: stale
    assert mixer.say(b, interrupt=False, epoch=mixer.speech_epoch)
    assert mixer.speaking()


def test_silent_backend_keeps_time_so_finished_sounds_are_dropped() -> None:
    now = [0.0]
    mixer = Mixer()
    backend = SilentBackend(mixer, clock=lambda: now[0])
    mixer.play(clip([1] * RATE))  # one second
    mixer.say(clip([1] * (RATE // 2)), interrupt=False)
    now[0] = 0.4
    backend.tick()
    assert mixer.busy() and mixer.speaking()
    now[0] = 1.1
    backend.tick()
    assert not mixer.busy()


def test_load_wav_downmixes_and_resamples(tmp_path: Path) -> None:
    path = tmp_path / "stereo8.wav"
    with wave.open(str(path), "wb") as f:
        f.setnchannels(2)
        f.setsampwidth(1)
        f.setframerate(44100)
        f.writeframes(bytes([128 + 64, 128 - 64] * 4410 + [255, 255] * 4410))
    got = load_wav(path)
    assert abs(len(got.samples) - 4410) <= 1  # 0.2 s at 22050
    assert all(abs(s) < 300 for s in got.samples[:2000])  # +64 and -64 cancel out
    assert all(s > 30000 for s in got.samples[-2000:])
    assert got.seconds == pytest.approx(0.2, abs=0.001)


def test_a_cue_that_must_not_overlap_is_not_started_again_while_it_sounds() -> None:
    """Review at45: a wrong key held down piled buzz on buzz until the mix clipped."""
    mixer = Mixer(volume=1.0)
    buzz = clip([10000] * 4)
    mixer.play(buzz, pan=-1.0, overlap=False)
    mixer.pull(2)
    mixer.play(buzz, pan=-1.0, overlap=False)  # still sounding: not again
    left, _ = channels(mixer.pull(4))
    assert list(left) == [10000, 10000, 0, 0]
    mixer.play(buzz, pan=-1.0, overlap=False)  # over: it sounds again
    mixer.play(buzz, pan=-1.0)  # a move's cues may overlap as before
    left, _ = channels(mixer.pull(2))
    assert list(left) == [20000, 20000]


def test_stopping_drops_the_droppable_cues_not_yet_begun_and_lets_the_sounding_one_end(
        ) -> None:
    mixer = Mixer(volume=1.0)
    mixer.play(clip([1000] * 4), pan=-1.0, droppable=True)
    mixer.play(clip([3000] * 4), pan=-1.0, delay=2 / RATE,  # the next tick of a long move
               droppable=True)
    mixer.play(clip([20] * 2), pan=-1.0, delay=3 / RATE)  # the turn's doorbell: kept
    mixer.pull(1)
    mixer.drop_waiting()
    left, _ = channels(mixer.pull(6))
    # no click: the one sounding ends; the doorbell, which waited for words now cut,
    # sounds at once (review az51)
    assert list(left) == [1020, 1020, 1000, 0, 0, 0]
    assert not mixer.busy()


def test_leaving_a_game_drops_its_kept_cues_not_yet_begun_too() -> None:
    """Review ax49: the doorbell of a game just left rang in the main menu."""
    mixer = Mixer(volume=1.0)
    mixer.play(clip([1000] * 2), pan=-1.0)  # sounding: it ends
    mixer.play(clip([20] * 2), pan=-1.0, delay=3 / RATE)  # a doorbell, kept by a key
    mixer.pull(1)
    mixer.drop_waiting(kept_too=True)
    left, _ = channels(mixer.pull(6))
    assert list(left) == [1000, 0, 0, 0, 0, 0]
    assert not mixer.busy()


def test_cues_glide_under_the_built_in_voice_while_it_speaks_and_back_after() -> None:
    """Review at45: a run of ticks sat on the first words said with it.  While speech
    plays, cues are at DUCK (-6 dB), gliding there and back over a block: no step."""
    mixer = Mixer(volume=1.0)
    mixer.play(clip([10000] * 16), pan=-1.0)
    mixer.say(clip([100] * 8), interrupt=False)  # speech sits at 0.8, in both channels
    left, right = channels(mixer.pull(4))
    assert list(right) == [80] * 4
    assert list(left) == [8830, 7580, 6330, 5080]  # 10000 gliding from 1 to DUCK, + 80
    left, _ = channels(mixer.pull(4))
    assert list(left) == [5080] * 4  # held under the words
    left, _ = channels(mixer.pull(4))  # the speech has ended: back up, gliding
    assert list(left) == [6250, 7500, 8750, 10000]
    left, _ = channels(mixer.pull(4))
    assert list(left) == [10000] * 4
    assert DUCK == 0.5


def test_the_speech_left_to_play_is_the_rest_of_the_clip_playing_and_all_queued() -> None:
    """What the bots are paced by with the game's own voice (review az51)."""
    mixer = Mixer(volume=1.0)
    assert mixer.speech_left() == 0.0
    mixer.say(clip([100] * RATE), interrupt=False)  # a second of speech
    mixer.say(clip([100] * (RATE // 2)), interrupt=False)  # and half a second behind it
    assert mixer.speech_left() == pytest.approx(1.5, abs=2 / RATE)
    mixer.pull(RATE // 4)
    assert mixer.speech_left() == pytest.approx(1.25, abs=2 / RATE)
    mixer.stop_speech()
    assert mixer.speech_left() == 0.0


def _first_sound(frames: array) -> int:
    left, _ = channels(frames)
    return next(i for i, x in enumerate(left) if x)


def test_cues_held_for_a_clip_said_again_start_as_it_begins_in_any_block() -> None:
    """A question cut a move's words and its thud (AudioOutput.preempt): the thud waits for
    those words to be said again, behind the answer, and keeps its place in them."""
    for block in (64, 256, 1000):
        mixer = Mixer()
        mixer.say(clip([0] * 300), interrupt=False, tag="move")
        mixer.skip(44)  # 44 frames of the move said
        mixer.play(clip([5000] * 100), delay=0.01)  # its thud, 220 frames on
        taken, held = mixer.take_back(lambda tag: tag == "move")
        assert taken == ["move"] and len(held) == 1 and not mixer.speaking()
        mixer.say(clip([0] * 500), interrupt=False, tag="answer")
        mixer.say(clip([0] * 300), interrupt=False, tag="move again")
        mixer.release_cues(held, anchor="move again")
        out = array("h")
        while mixer.busy():
            out.extend(mixer.pull(block))
        assert _first_sound(out) == 500 + 44 + 220


def test_a_cue_is_timed_from_the_games_line_not_from_an_answer_ahead_of_it() -> None:
    """Review bg58: R's repeat was being said, a bot's move queued behind it with its
    thud; a question cut both, and the thud came the rest of the repeat too late."""
    mixer = Mixer()
    mixer.say(clip([0] * 2000), interrupt=False, tag="repeat")  # not said again
    mixer.say(clip([0] * 400), interrupt=False, tag="move")
    mixer.say(clip([0] * 600), interrupt=False, tag="reply")  # not said again either
    mixer.say(clip([0] * 300), interrupt=False, tag="turn")
    mixer.skip(500)
    mixer.play(clip([5000] * 10), delay=1600 / RATE)  # 100 frames into the move
    mixer.play(clip([6000] * 10), delay=2600 / RATE)  # 100 frames into "turn"
    taken, held = mixer.take_back(lambda tag: tag in ("move", "turn"))
    assert taken == ["move", "turn"]
    # from the move's start, with the reply between left out
    assert sorted(-v.pos for v in held.voices) == [100, 400 + 100]


def test_a_line_taken_back_while_it_was_rendered_is_refused_when_it_comes() -> None:
    """Review bg58: a line on its way to the mixer as a question took it back was said
    before the answer as well as after it."""
    mixer = Mixer()
    epoch = mixer.speech_epoch
    mixer.take_back(lambda tag: True, retire=["rendering"])
    assert not mixer.say(clip([1] * 10), False, epoch=mixer.speech_epoch, tag="rendering")
    assert not mixer.say(clip([1] * 10), False, epoch=epoch, tag="stale")
    assert mixer.say(clip([1] * 10), False, epoch=mixer.speech_epoch, tag="said again")


def test_a_cue_waiting_for_words_that_are_cut_again_is_dropped_or_rung_now() -> None:
    """The words said again were cut by a key that acts: the thud goes with them, the
    turn's doorbell rings at once (as drop_waiting does for any waiting cue)."""
    mixer = Mixer()
    thud, bell = clip([5000] * 100), clip([7000] * 100)
    mixer.say(clip([0] * 500), interrupt=False, tag="again")
    mixer.play(thud, delay=0.5, droppable=True)
    mixer.play(bell, delay=0.5)
    _, held = mixer.take_back(lambda tag: True)
    mixer.release_cues(held, anchor="said again")
    mixer.drop_waiting()
    left, _ = channels(mixer.pull(10))
    assert list(left) == [int(7000 * pan_gains(0.0, 1.0)[0])] * 10  # the bell alone, now
    assert mixer.take_back(lambda tag: True)[1].voices == []  # nothing left waiting


class BrokenSamples:
    """Samples whose every read raises: a bug inside :meth:`Mixer.pull`."""

    def __len__(self) -> int:
        return 1000

    def __getitem__(self, index: object) -> array:
        raise RuntimeError("the samples broke")


@pytest.fixture
def log_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    path = tmp_path / "audio.log"
    handle = open(path, "a", encoding="utf-8", buffering=1)  # noqa: SIM115
    monkeypatch.setattr(quiet_module, "_log", handle)
    yield path
    handle.close()


def test_a_bug_in_pull_is_logged_and_the_next_block_plays(log_file: Path) -> None:
    """Review rl100 finding 4: the device thread swallowed the error with no trace, and the
    voice that raised, never advanced, raised again at every block: silence for good."""
    mixer = Mixer(volume=1.0)
    stream = device_blocks(mixer)
    next(stream)
    mixer.play(Clip("broken", BrokenSamples()))  # type: ignore[arg-type]
    mixer.say(clip([500] * 8), interrupt=False)
    assert stream.send(8) == bytes(32)  # that block is silent; the thread goes on
    logged = log_file.read_text()
    assert "mixer error" in logged and "Traceback" in logged
    assert "RuntimeError: the samples broke" in logged
    assert not mixer.busy()  # what was mixing with it is dropped too
    mixer.play(clip([1000, 2000]), pan=-1.0)
    played = array("h")
    played.frombytes(stream.send(4))
    assert channels(played) == (array("h", [1000, 2000, 0, 0]), array("h", [0, 0, 0, 0]))
    assert log_file.read_text() == logged  # no second error
