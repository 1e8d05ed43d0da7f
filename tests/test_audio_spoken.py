"""The spoken form of printed lines: what a voice is given (review ai35, by espeak-ng)."""

from __future__ import annotations

import shutil
import subprocess
import wave
from array import array
from pathlib import Path

import pytest

from sorry_audio.audio import AudioOutput, AudioSettings, SpeechMode
from sorry_audio.audio.engines import RecordingEngine, SpeechEngine
from sorry_audio.audio.spoken import spoken_form


@pytest.mark.parametrize(("printed", "spoken"), [
    ("Blue has no pawn in start, so the SORRY! moves pawn 2 forward 4 to square 20.",
     "Blue has no pawn in start, so the SORRY moves pawn 2 forward 4 to square 20."),
    ("It takes pawn 4 where only a SORRY! could bump it.",
     "It takes pawn 4 where only a SORRY could bump it."),
    ("Card SORRY!: move a pawn from start.", "Card SORRY: move a pawn from start."),
    ("Your SORRY!, an 8 and a 3 can bump no one.", "Your SORRY, an 8 and a 3 can bump no one."),
    ("Leave Sorry! Audio? Press Y to leave.", "Leave Sorry Audio? Press Y to leave."),
    ("New game, a5065 rules.", "New game, A 50 65 rules."),
    # a "!" that ends a sentence stays: the pause is right there
    ("Yellow draws SORRY! SORRY! Yellow pawn 1 leaves start.",
     "Yellow draws SORRY! SORRY! Yellow pawn 1 leaves start."),
    ("You draw SORRY!", "You draw SORRY!"),
    ("Square 50, 65 squares.", "Square 50, 65 squares."),
])
def test_a_voice_is_given_the_line_as_it_is_read_aloud(printed: str, spoken: str) -> None:
    assert spoken_form(printed) == spoken


def test_the_output_speaks_the_spoken_form() -> None:
    made: list[RecordingEngine] = []

    def engines(settings: AudioSettings, sound) -> list[SpeechEngine]:  # noqa: ANN001
        made.append(RecordingEngine())
        return [made[-1]]

    output = AudioOutput(AudioSettings(speech=SpeechMode.SCREENREADER, sound=False),
                         engines=engines)
    assert output.wait_ready(5)
    output.announce("Yellow's SORRY! takes square 20 in the a5065 rules.")
    output.close(wait=3.0)
    assert made[0].spoken == [("Yellow's SORRY takes square 20 in the A 50 65 rules.", False)]


def _silences(text: str, folder: Path) -> list[float]:
    """The gaps (seconds) between stretches of sound as espeak-ng says ``text``, from the
    loudness of each 10 ms of its WAV (sox puts the WAV in 16-bit mono first)."""
    said, plain = folder / "said.wav", folder / "plain.wav"
    subprocess.run(["espeak-ng", "-w", str(said), text], check=True, capture_output=True)
    subprocess.run(["sox", str(said), "-b", "16", "-c", "1", str(plain)], check=True,
                   capture_output=True)
    with wave.open(str(plain), "rb") as f:
        rate, samples = f.getframerate(), array("h", f.readframes(f.getnframes()))
    step = rate // 100
    loud = [max(map(abs, samples[i:i + step]), default=0) > 600
            for i in range(0, len(samples), step)]
    gaps, run, started = [], 0, False
    for sound in loud:
        if sound:
            if started and run:
                gaps.append(run / 100)
            started, run = True, 0
        elif started:
            run += 1
    return gaps


@pytest.mark.skipif(shutil.which("espeak-ng") is None or shutil.which("sox") is None,
                    reason="espeak-ng and sox are not installed")
def test_espeak_no_longer_stops_at_sorry_in_mid_sentence(tmp_path: Path) -> None:
    """Rendered by a real voice: the printed line makes a sentence's pause after SORRY!,
    longer than any in its spoken form."""
    line = "Blue has no pawn in start, so the SORRY! moves pawn 2 forward 4 to square 20."
    printed, spoken = _silences(line, tmp_path), _silences(spoken_form(line), tmp_path)
    assert max(printed) > 0.25 and max(spoken) < max(printed) - 0.1
