"""A real render: pyttsx3 through espeak-ng speaks a sentence to a WAV, and sox measures it."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from sorry_audio.audio.mixer import RATE, load_wav
from sorry_audio.audio.notices import Notice, NoticeKind
from sorry_audio.audio.output import estimate_seconds
from sorry_audio.audio.quiet import quiet
from sorry_audio.audio.tts import make_pyttsx3, render_to_wav
from sorry_audio.ui.notices import notice_text

SENTENCE = "Blue pawn two moves from start to square sixteen, then slides to nineteen."

pytestmark = [
    pytest.mark.skipif(shutil.which("espeak-ng") is None,
                       reason="espeak-ng is not installed (apt-get install espeak-ng)"),
    pytest.mark.skipif(shutil.which("sox") is None,
                       reason="sox is not installed (apt-get install sox)"),
]


def sox_stat(path: Path) -> dict[str, float]:
    done = subprocess.run(["sox", str(path), "-n", "stat"], capture_output=True, text=True,
                          timeout=30, check=True)
    stats = {}
    for line in done.stderr.splitlines():  # sox writes its statistics to stderr
        match = re.match(r"^([A-Za-z ()]+):\s+(-?[\d.]+)$", line.strip())
        if match:
            stats[match.group(1).strip()] = float(match.group(2))
    return stats


@pytest.fixture(scope="module")
def engine():  # noqa: ANN201
    try:
        with quiet():
            made, notice = make_pyttsx3(200, None)
    except Exception as exc:  # noqa: BLE001 - a library problem is a skip with its reason
        pytest.skip(f"pyttsx3 could not start espeak-ng: {exc}")
    assert notice is None
    return made


def test_espeak_renders_a_sentence_that_is_not_silent_and_plausibly_long(
        engine, tmp_path: Path, capfd) -> None:  # noqa: ANN001
    path = tmp_path / "sentence.wav"
    with quiet():
        render_to_wav(engine, SENTENCE, path)
    assert capfd.readouterr() == ("", "")  # pyttsx3's "Audio saved to ..." went to the log
    stats = sox_stat(path)
    seconds = stats["Length (seconds)"]
    expected = estimate_seconds(SENTENCE, 200)
    assert 0.6 * expected <= seconds <= 1.5 * expected, (seconds, expected)
    assert stats["Maximum amplitude"] > 0.2  # loud enough to hear
    assert stats["RMS     amplitude"] > 0.02  # speech throughout, not one click
    clip = load_wav(path)
    assert len(clip.samples) / RATE == pytest.approx(seconds, abs=0.01)



def test_voices_are_found_by_id_short_id_or_name_and_unknown_ones_say_so() -> None:
    with quiet():
        found, notice = make_pyttsx3(200, "en-us")
        assert notice is None and found.getProperty("voice") == "gmw/en-us"
        _, notice = make_pyttsx3(200, "no-such-voice")
        assert found.getProperty("voice") == "gmw/en-us"  # unchanged by a voice not found
        make_pyttsx3(200, "gmw/en")  # back to the default for the tests after this one
    assert notice == Notice(NoticeKind.VOICE_NOT_FOUND, value="no-such-voice")
    assert notice_text(notice) == "Voice 'no-such-voice' was not found; using the default voice."


RATE_SCRIPT = """
import json, sys, time
from sorry_audio.audio.mixer import RATE, Mixer
from sorry_audio.audio.tts import WavSpeechEngine
engine = WavSpeechEngine(Mixer, rate=200)  # a mixer nothing plays: only renders are timed
check = engine.check()
if not check.ok:
    print(json.dumps({"skip": check.reason}))
    sys.exit()
seconds = {}
for rate in (200, 400, 120):
    time.sleep(0.1)  # a player's pause: espeak-ng is idle when the new rate is set
    engine.set_rate(rate)
    seconds[rate] = len(engine.render(sys.argv[1]).samples) / RATE
engine.close()
print(json.dumps(seconds))
"""


def test_a_rate_changed_in_play_makes_the_next_render_faster_or_slower() -> None:
    """WavSpeechEngine.set_rate (the settings menu) reaches espeak-ng at the next render.

    With espeak-ng idle when the rate is set (the player paused first), pyttsx3 alone would
    lose the new rate: the end of its loop cancels espeak's queue (see tts.apply_rate).
    In a process of its own: espeak-ng's rate is global to a process, and pyttsx3 hands
    every caller one cached engine, so engines that earlier tests started (some still
    finishing their checks on other threads) would set it under this test.
    """
    done = subprocess.run([sys.executable, "-c", RATE_SCRIPT, SENTENCE], capture_output=True,
                          text=True, timeout=60, check=True)
    result = json.loads(done.stdout.strip().splitlines()[-1])
    if "skip" in result:
        pytest.skip(f"pyttsx3 could not start espeak-ng: {result['skip']}")
    seconds = {int(rate): value for rate, value in result.items()}
    assert seconds[400] < 0.75 * seconds[200] < 0.75 * seconds[120], seconds


def test_two_speech_engines_rendering_at_once_each_get_whole_clips() -> None:
    """pyttsx3 gives every caller in a process its one engine, so two outputs (or a speech
    worker still finishing a render when a mode switch starts the next) share it.  Driven
    from two threads at once, renders used to hang until their timeout; now they take
    turns, and every clip is as long as one rendered alone."""
    import threading

    from sorry_audio.audio.mixer import Mixer
    from sorry_audio.audio.tts import WavSpeechEngine

    engines = [WavSpeechEngine(Mixer, rate=200) for _ in range(2)]
    if not all(e.check().ok for e in engines):
        pytest.skip("pyttsx3 could not start espeak-ng")
    alone = engines[0].render(SENTENCE).seconds
    lengths: list[float] = []
    errors: list[BaseException] = []

    def renders(engine: WavSpeechEngine) -> None:
        for _ in range(6):
            try:
                lengths.append(engine.render(SENTENCE).seconds)
            except Exception as exc:  # noqa: BLE001 - collected and asserted below
                errors.append(exc)

    threads = [threading.Thread(target=renders, args=(e,)) for e in engines]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert errors == [] and not any(t.is_alive() for t in threads)
    assert len(lengths) == 12
    # espeak-ng's length varies by a few hundredths of a second from render to render; a
    # clip cut short by another render's end would be far shorter
    assert all(abs(s - alone) < 0.1 * alone for s in lengths), (alone, lengths)
    for e in engines:
        e.close()


def test_in_the_mix_every_cue_sits_under_the_words(engine, tmp_path: Path) -> None:  # noqa: ANN001
    """Review at45: peak-normalised, the cues were 8 to 9 LU louder than espeak-ng's speech
    in the game's own mixer, so the words, which carry every fact, were the quietest thing
    heard.  Measured here as played: the real voice and each committed cue through the
    mixer, K-weighted (BS.1770), the speech gated as a long sound is."""
    from sorry_audio.audio.cues import Cue, cue_path
    from sorry_audio.audio.loudness import gated_loudness, loudness
    from sorry_audio.audio.mixer import Mixer

    def left(mixer: Mixer) -> list[float]:
        return [s / 32768 for s in mixer.render()[0::2]]

    path = tmp_path / "sentence.wav"
    with quiet():
        render_to_wav(engine, SENTENCE, path)
    mixer = Mixer(volume=1.0)
    mixer.say(load_wav(path), interrupt=True)
    speech = gated_loudness(left(mixer), RATE)
    heard = {}
    for cue in Cue:
        mixer = Mixer(volume=1.0)
        mixer.play(load_wav(cue_path(cue)), pan=0.0)
        heard[cue] = loudness(left(mixer), RATE)
    loudest = max(heard, key=heard.__getitem__)
    # each under the words (here by 0.4 LU or more; 0.5 LU spare for another espeak-ng)
    assert heard[loudest] <= speech + 0.5, (loudest, heard[loudest], speech)
    events = sorted(v for c, v in heard.items() if c not in (Cue.STEP, Cue.STEP_BACK, Cue.MENU))
    assert events[len(events) // 2] <= speech - 1.0, (events, speech)
    for quiet_cue in (Cue.STEP, Cue.STEP_BACK, Cue.MENU, Cue.INVALID):  # heard most often
        assert heard[quiet_cue] <= speech - 3.0, (quiet_cue, heard[quiet_cue], speech)
