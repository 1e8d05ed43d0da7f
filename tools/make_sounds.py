"""Generate the cue sounds under sounds/ (run: python tools/make_sounds.py).

Standard library only (wave, math, random with a fixed seed), so the files are reproducible
byte for byte.  Mono, 16-bit, 22050 Hz: the mixer's rate, so nothing is resampled at run time.
Each cue is short and has a soft attack and release (no clicks).  Each is scaled to the
loudness ``sorry_audio.audio.loudness.CUE_LOUDNESS`` gives it (BS.1770, as the ear compares
sounds), not to a peak: peak-normalised, the steady tones came out eight or nine LU louder than
the speech they play over (review at45).
"""

from __future__ import annotations

import math
import random
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the package's loudness targets, run from anywhere

from sorry_audio.audio.loudness import CUE_LOUDNESS, loudness  # noqa: E402

RATE = 22050
PEAK = 0.9  # at most: a cue this loud at its target would drown the others anyway
OUT = ROOT / "sounds"

Wave = list[float]


def tone(freq: float | Callable[[float], float], seconds: float, *,
         harmonics: Sequence[float] = (1.0,), decay: float = 0.0) -> Wave:
    """A tone whose frequency may glide (``freq`` as a function of 0..1 progress)."""
    n = int(seconds * RATE)
    out: Wave = []
    phase = 0.0
    for i in range(n):
        u = i / max(1, n - 1)
        f = freq(u) if callable(freq) else freq
        phase += 2 * math.pi * f / RATE
        s = sum(a * math.sin(phase * (k + 1)) for k, a in enumerate(harmonics) if a)
        out.append(s * math.exp(-decay * i / RATE))
    return out


def noise(seconds: float, seed: int, smooth: float = 0.0) -> Wave:
    """White noise, optionally low-passed (``smooth`` 0..1) for a softer thud or swish."""
    rng = random.Random(seed)
    out: Wave = []
    last = 0.0
    for _ in range(int(seconds * RATE)):
        x = rng.uniform(-1.0, 1.0)
        last = smooth * last + (1.0 - smooth) * x
        out.append(last)
    return out


def envelope(w: Wave, attack: float = 0.004, release: float = 0.02) -> Wave:
    n = len(w)
    a, r = max(1, int(attack * RATE)), max(1, int(release * RATE))
    return [s * min(1.0, i / a, (n - 1 - i) / r) for i, s in enumerate(w)]


def mix(*parts: tuple[float, Wave, float]) -> Wave:
    """Sum (start seconds, wave, gain) parts into one wave."""
    length = max(int(start * RATE) + len(w) for start, w, _ in parts)
    out = [0.0] * length
    for start, w, gain in parts:
        offset = int(start * RATE)
        for i, s in enumerate(w):
            out[offset + i] += s * gain
    return out


def seq(notes: Sequence[tuple[float, float]], gap: float = 0.0, decay: float = 6.0) -> Wave:
    """Notes (frequency, seconds) one after another, each enveloped."""
    out: Wave = []
    for freq, seconds in notes:
        out += envelope(tone(freq, seconds, harmonics=(1.0, 0.35, 0.15), decay=decay))
        out += [0.0] * int(gap * RATE)
    return out


def to_loudness(w: Wave, target: float) -> Wave:
    """``w`` scaled to ``target`` LUFS; an error if that would take it past :data:`PEAK`."""
    gain = 10 ** ((target - loudness(w, RATE)) / 20)
    top = max(abs(s) for s in w) * gain
    if top > PEAK:
        raise ValueError(f"at {target} LUFS this cue would peak at {top:.2f}")
    return [s * gain for s in w]


def glide(a: float, b: float) -> Callable[[float], float]:
    return lambda u: a * (b / a) ** u


C5, E5, G5, C6, E6, G6 = 523.25, 659.25, 783.99, 1046.5, 1318.5, 1568.0
A4, F4, D4, B3, AF4, EF4 = 440.0, 349.23, 293.66, 246.94, 415.3, 311.13
F5, A5, D6, A6 = 698.46, 880.0, 1174.66, 1760.0
BELL = (1.0, 0.0, 0.0, 0.3, 0.0, 0.12)  # a bell's bright upper partials: not the notes' timbre
BRASS = (1.0, 0.6, 0.4, 0.25, 0.12)


def chord(freqs: Sequence[float], seconds: float, decay: float = 3.0) -> Wave:
    """Notes sounded together, in the brass timbre: the win is heard as a win from its
    first moment, where an arpeggio began exactly as home does (review at45)."""
    parts = [envelope(tone(f, seconds, harmonics=BRASS, decay=decay), 0.012, 0.06)
             for f in freqs]
    return [sum(samples) / len(parts) for samples in zip(*parts, strict=True)]

CUES: dict[str, Callable[[], Wave]] = {
    # A card flicked over: a short bright swish rising in pitch.
    "draw": lambda: mix((0, envelope(noise(0.09, 1, 0.55), 0.002, 0.05), 0.8),
                        (0, envelope(tone(glide(700, 1400), 0.09), 0.002, 0.05), 0.35)),
    # One square forward: a short high tick; backward: lower and falling, clearly different.
    "step": lambda: envelope(tone(1320, 0.045, harmonics=(1.0, 0.3), decay=60), 0.001, 0.01),
    "step_back": lambda: envelope(tone(glide(620, 440), 0.06, harmonics=(1.0, 0.5, 0.25),
                                       decay=40), 0.001, 0.012),
    # Leaving START: a quick rising pair, plucked and above home's notes (its last two had
    # been enter's, review at45).
    "enter": lambda: (envelope(tone(D6, 0.07, harmonics=(1.0, 0.2), decay=30), 0.002, 0.02)
                      + envelope(tone(A6, 0.13, harmonics=(1.0, 0.2), decay=18), 0.002, 0.05)),
    # Bump: a thud with a knock on top, in the middle of the range: laptop speakers and
    # earbuds gave almost nothing of a 124 Hz thud (review at45).
    "bump": lambda: mix((0, envelope(tone(glide(440, 150), 0.26, harmonics=(1.0, 0.4, 0.2),
                                          decay=10), 0.002, 0.06), 1.0),
                        (0, envelope(noise(0.07, 2, 0.45), 0.001, 0.05), 0.5)),
    # Slide: a falling whoosh.
    "slide": lambda: mix((0, envelope(tone(glide(1400, 300), 0.36, harmonics=(1.0, 0.2)),
                                      0.01, 0.08), 0.6),
                         (0, envelope(noise(0.36, 3, 0.97), 0.03, 0.1), 1.2)),
    # Safety zone: a bell-like chime.
    "safety": lambda: envelope(tone(E6, 0.45, harmonics=(1.0, 0.0, 0.4, 0.0, 0.2), decay=7),
                               0.002, 0.08),
    # Home: a rising major arpeggio.
    "home": lambda: seq([(C5, 0.09), (E5, 0.09), (G5, 0.09), (C6, 0.25)], decay=5),
    # Win: a fanfare of two brass chords; lose: a slow falling minor line.
    "win": lambda: mix((0, chord((C5, E5, G5), 0.16, decay=6), 1.0),
                       (0.2, chord((G5, C6, E6), 0.6), 1.0)),
    "lose": lambda: seq([(A4, 0.22), (F4, 0.22), (D4, 0.22), (B3 * 0.9, 0.5)], decay=3),
    # Your turn: a two-note doorbell, in a bell's timbre of its own (it had enter's pitches).
    "your_turn": lambda: (envelope(tone(A5, 0.14, harmonics=BELL, decay=7), 0.006, 0.02)
                          + envelope(tone(F5, 0.22, harmonics=BELL, decay=6), 0.006, 0.08)),
    # Invalid key: a short soft low bonk, over soon: the square buzz it was sat on the words
    # that say why, and was the loudest cue of all (review at45).
    "invalid": lambda: envelope(tone(glide(240, 190), 0.09, harmonics=(1.0, 0.2), decay=20),
                                0.004, 0.03),
    # Menu move: a very short soft click, lower and gentler than a step's tick.
    "menu": lambda: envelope(tone(900, 0.03, decay=90), 0.004, 0.01),
}


def write(path: Path, w: Wave) -> None:
    data = bytearray()
    for s in w:
        data += int(round(s * 32767)).to_bytes(2, "little", signed=True)
    with wave.open(str(path), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(bytes(data))


USAGE = ("usage: python tools/make_sounds.py, or python tools/make_sounds.py FOLDER to write "
         "the cues into FOLDER instead of sounds/")


def main(argv: Sequence[str] = ()) -> int:
    if list(argv) in (["--help"], ["-h"]):
        print(USAGE)
        return 0
    # an option is never a folder: "--help" made a folder of that name (audit dq101)
    if len(argv) > 1 or (argv and argv[0].startswith("-")):
        print(USAGE, file=sys.stderr)
        return 2
    out = Path(argv[0]) if argv else OUT
    out.mkdir(parents=True, exist_ok=True)
    for name, make in CUES.items():
        w = to_loudness(make(), CUE_LOUDNESS[name])
        write(out / f"{name}.wav", w)
        print(f"{name}.wav: {len(w) / RATE:.3f} s, {CUE_LOUDNESS[name]:.0f} LUFS, "
              f"peak {max(abs(s) for s in w):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
