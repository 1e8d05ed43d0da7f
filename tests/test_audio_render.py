"""A real render: pyttsx3 through espeak-ng speaks a sentence to a WAV, and sox measures it."""

from __future__ import annotations

import re
import shutil
import subprocess
import threading
import time
from pathlib import Path

import pytest

from sorry_audio.audio.mixer import RATE, load_wav
from sorry_audio.audio.output import estimate_seconds
from sorry_audio.audio.quiet import quiet
from sorry_audio.audio.tts import make_pyttsx3, render_to_wav

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
        found.setProperty("voice", "gmw/en")
    assert notice == "Voice 'no-such-voice' was not found; using the default voice."


def test_a_rate_changed_in_play_makes_the_next_render_faster_or_slower() -> None:
    """WavSpeechEngine.set_rate (the settings menu) reaches espeak-ng at the next render."""
    from sorry_audio.audio.mixer import Mixer
    from sorry_audio.audio.tts import WavSpeechEngine

    # pyttsx3 hands every caller its one cached engine: let the speech threads of outputs
    # that earlier tests closed finish their last render, or theirs and ours would interleave
    deadline = time.monotonic() + 20
    while any(t.name == "sorry-audio-WavSpeechEngine" for t in threading.enumerate()):
        assert time.monotonic() < deadline, "a closed output's speech thread never ended"
        time.sleep(0.05)
    engine = WavSpeechEngine(Mixer, rate=200)  # a mixer nothing plays: only renders are timed
    check = engine.check()
    if not check.ok:
        pytest.skip(f"pyttsx3 could not start espeak-ng: {check.reason}")
    try:
        seconds = {}
        for rate in (200, 400, 120):
            engine.set_rate(rate)
            seconds[rate] = len(engine.render(SENTENCE).samples) / RATE
        assert seconds[400] < 0.75 * seconds[200] < 0.75 * seconds[120], seconds
    finally:
        engine.close()
