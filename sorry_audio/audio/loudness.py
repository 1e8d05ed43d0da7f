"""How loud a sound is to the ear (ITU-R BS.1770 loudness), and how loud each cue should be.

The cues were once all made to peak at 0.7 of full scale, which left steady tones eight or
nine LU louder than the speech they play over (review at45): the words, which carry every
fact, were the quietest thing in the mix.  Loudness, not peak, is what the ear compares, so
the generator (``tools/make_sounds.py``) scales each cue to a target here, and a test holds
the committed files to it.

Loudness is K-weighted (a high shelf near 1.7 kHz and a high-pass near 38 Hz, the two
filters of BS.1770, here derived for any sample rate), then -0.691 + 10 log10 of the mean
square.  Cues last at most about a second, too short for the standard's 400 ms gating
blocks to matter, so they are measured whole; :func:`gated_loudness` gates long speech.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

#: LUFS each cue file is made to, measured whole.  espeak-ng at the default settings measures
#: about -20.5 LUFS, and the mixer plays speech at 0.8 and a centred cue at 0.707 a channel:
#: measured through it, the event cues sit 0.4 to 2.4 LU under the words, the ticks 4 to 6,
#: the wrong-key cue and the menu's click lowest of all (and while the voice speaks the mixer
#: takes every cue 6 dB lower still).  The bump, the worst news, is with the loudest events.
CUE_LOUDNESS: dict[str, float] = {
    "draw": -22.0,
    "step": -24.0,
    "step_back": -24.0,
    "enter": -21.0,
    "bump": -20.0,
    "slide": -21.0,
    "safety": -21.0,
    "home": -21.0,
    "win": -20.0,
    "lose": -21.0,
    "your_turn": -20.0,
    "invalid": -25.0,
    "menu": -26.0,
}

_Biquad = tuple[tuple[float, float, float], tuple[float, float]]  # (b0, b1, b2), (a1, a2)


def k_filters(rate: int) -> tuple[_Biquad, _Biquad]:
    """The two K-weighting biquads at ``rate``: BS.1770's shelf and high-pass, whose
    48 kHz coefficients the standard lists, from their analogue prototypes."""
    k = math.tan(math.pi * 1681.974450955533 / rate)  # the shelf: +4 dB above ~1.7 kHz
    q = 0.7071752369554196
    vh = 10 ** (3.999843853973347 / 20)
    vb = vh ** 0.4996667741545416
    a0 = 1 + k / q + k * k
    shelf = (((vh + vb * k / q + k * k) / a0, 2 * (k * k - vh) / a0,
              (vh - vb * k / q + k * k) / a0),
             (2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0))
    k = math.tan(math.pi * 38.13547087602444 / rate)  # the high-pass: below ~38 Hz
    q = 0.5003270373238773
    a0 = 1 + k / q + k * k
    high = ((1.0, -2.0, 1.0), (2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0))
    return shelf, high


def _run(f: _Biquad, xs: Iterable[float]) -> list[float]:
    (b0, b1, b2), (a1, a2) = f
    out: list[float] = []
    x1 = x2 = y1 = y2 = 0.0
    for x in xs:
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        out.append(y)
        x1, x2, y1, y2 = x, x1, y, y1
    return out


def k_weighted(samples: Sequence[float], rate: int) -> list[float]:
    """``samples`` (floats, full scale 1.0) through both K-weighting filters."""
    shelf, high = k_filters(rate)
    return _run(high, _run(shelf, samples))


def _lufs(mean_square: float) -> float:
    return -0.691 + 10 * math.log10(mean_square) if mean_square > 0 else -math.inf


def loudness(samples: Sequence[float], rate: int) -> float:
    """A short sound's loudness in LUFS, measured whole (no gating); -inf for silence."""
    y = k_weighted(samples, rate)
    return _lufs(sum(v * v for v in y) / max(1, len(y)))


def gated_loudness(samples: Sequence[float], rate: int) -> float:
    """Integrated loudness of a long sound, as BS.1770 gates it: 400 ms blocks overlapping
    by three quarters, those under -70 LUFS dropped, then those 10 LU under the rest."""
    y = k_weighted(samples, rate)
    size, hop = int(0.4 * rate), int(0.1 * rate)
    blocks = [sum(v * v for v in y[i:i + size]) / size
              for i in range(0, max(1, len(y) - size + 1), hop)]
    kept = [b for b in blocks if _lufs(b) > -70]
    if not kept:
        return -math.inf
    floor = _lufs(sum(kept) / len(kept)) - 10
    kept = [b for b in kept if _lufs(b) > floor]
    return _lufs(sum(kept) / len(kept))
