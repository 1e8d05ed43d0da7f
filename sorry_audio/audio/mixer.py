"""A small software mixer: overlapping cues with volume and stereo pan, plus a speech lane.

All sound is 16-bit at 22050 Hz (the rate of the cue files and of espeak-ng), so nothing needs
resampling in the audio callback.  Back-ends pull mixed frames: miniaudio from its device
thread, or :class:`SilentBackend`, used when there is no device, which records what would have
played and can render the mix to a WAV file.  Standard library only (no numpy at run time).
"""

from __future__ import annotations

import contextlib
import math
import threading
import time
import traceback
import wave
from array import array
from collections import deque
from collections.abc import Callable, Generator, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sorry_audio.audio.quiet import log
from sorry_audio.userfiles import APP_NAME

RATE = 22050
MAX_SAMPLE = 32767
MIN_SAMPLE = -32768


@dataclass(frozen=True)
class Clip:
    """Mono 16-bit samples at :data:`RATE`."""

    name: str
    samples: array

    @property
    def seconds(self) -> float:
        return len(self.samples) / RATE


def _to_mono16(raw: bytes, width: int, channels: int) -> array:
    if width == 2:
        data = array("h")
        data.frombytes(raw)
    elif width == 1:
        data = array("h", ((b - 128) << 8 for b in raw))
    else:
        raise ValueError(f"unsupported sample width {width * 8} bits")
    if channels == 1:
        return data
    return array("h", (sum(data[i:i + channels]) // channels
                       for i in range(0, len(data), channels)))


def _resample(data: array, rate: int) -> array:
    """Linear interpolation to :data:`RATE` (cue files and espeak-ng need none)."""
    if rate == RATE or not data:
        return data
    n = max(1, int(len(data) * RATE / rate))
    step = rate / RATE
    last = len(data) - 1
    out = array("h", bytes(2 * n))
    for i in range(n):
        pos = i * step
        j = min(int(pos), last)
        k = min(j + 1, last)
        out[i] = int(data[j] + (data[k] - data[j]) * (pos - j))
    return out


def load_wav(path: str | Path, name: str | None = None) -> Clip:
    """Read a PCM WAV file as a mono clip at :data:`RATE`."""
    with wave.open(str(path), "rb") as f:
        raw = f.readframes(f.getnframes())
        mono = _to_mono16(raw, f.getsampwidth(), f.getnchannels())
        rate = f.getframerate()
    return Clip(name or Path(path).stem, _resample(mono, rate))


#: the cues' gain while the built-in voice speaks (-6 dB): heard, and under the words
DUCK = 0.5


def pan_gains(pan: float, volume: float) -> tuple[float, float]:
    """Constant-power pan: -1 is left only, 1 right only, 0 both at 0.707."""
    p = max(-1.0, min(1.0, pan))
    angle = (p + 1.0) * math.pi / 4.0
    left, right = math.cos(angle), math.sin(angle)
    return (0.0 if p >= 1.0 else left * volume, 0.0 if p <= -1.0 else right * volume)


class _Voice:
    __slots__ = ("samples", "pos", "left", "right", "droppable", "tag")

    def __init__(self, samples: array, left: float, right: float, delay: int,
                 droppable: bool = False, tag: Any = None) -> None:
        self.samples = samples
        self.pos = -delay  # negative: frames still to wait before it starts
        self.left = left
        self.right = right
        self.droppable = droppable  # a key that stops the speech drops it, not yet begun
        self.tag = tag  # speech: what the clip says, for take_back


class HeldCues:
    """Cues taken out of the mix before they began (:meth:`Mixer.take_back`), to go back
    in later (:meth:`Mixer.release_cues`)."""

    def __init__(self, voices: list[_Voice]) -> None:
        self.voices = voices

    def __len__(self) -> int:
        return len(self.voices)


def _add(left: list[float], right: list[float], seg: array, start: int, gl: float,
         gr: float) -> None:
    for i, sample in enumerate(seg, start):
        left[i] += sample * gl
        right[i] += sample * gr


class Mixer:
    """Mixes cues (any number at once) and one speech lane (clips queue, one at a time)."""

    def __init__(self, volume: float = 1.0) -> None:
        self.volume = max(0.0, min(1.0, volume))
        self._lock = threading.Lock()
        self._voices: list[_Voice] = []
        self._speech: _Voice | None = None
        self._speech_queue: deque[_Voice] = deque()
        #: cues waiting for the speech clip tagged with the first to begin (release_cues)
        self._anchored: list[tuple[Any, _Voice]] = []
        #: tags of clips a question took back before they came (take_back): refused
        self._retired: deque[Any] = deque(maxlen=64)
        self._epoch = 0
        self._duck = 1.0  # the cues' gain now, under speech (see _duck_cues)

    def play(self, clip: Clip, pan: float = 0.0, delay: float = 0.0,
             overlap: bool = True, droppable: bool = False) -> None:
        """Mix ``clip`` in after ``delay`` seconds.  ``overlap`` False: not while the same
        clip still sounds (a wrong key held down piled buzz on buzz until it clipped, review
        at45); cutting the one playing short would click instead.  ``droppable``: a move's
        sound that :meth:`drop_waiting` may drop before it begins."""
        left, right = pan_gains(pan, self.volume)
        voice = _Voice(clip.samples, left, right, int(delay * RATE), droppable)
        with self._lock:
            if not overlap and any(v.samples is clip.samples for v in self._voices):
                return
            self._voices.append(voice)

    def drop_waiting(self, kept_too: bool = False) -> None:
        """Drop the droppable cues not yet begun (the rest of a long move's ticks): the
        player has stopped the speech they went with and moved on.  The others (the turn's
        doorbell, a win) still sound: a key pressed during the last bot's move silenced
        "your turn" with its ticks (review aw48).  ``kept_too``: those as well, when the
        game they tell of is left (its doorbell rang in the main menu, review ax49)."""
        with self._lock:
            anchored = [v for _, v in self._anchored]
            self._anchored = []
            self._voices = [v for v in self._voices + anchored
                            if v.pos >= 0 or not (kept_too or v.droppable)]
            for voice in self._voices:  # a kept one waited for words now cut: it sounds
                voice.pos = max(voice.pos, 0)  # now (review az51)

    @property
    def speech_epoch(self) -> int:
        """Changes whenever speech is stopped; a render begun before a stop is then stale."""
        return self._epoch

    def say(self, clip: Clip, interrupt: bool, epoch: int | None = None,
            tag: Any = None) -> bool:
        """Queue speech (or cut what is playing first); False if ``epoch`` is stale.
        ``tag``: what the clip says, handed back by :meth:`take_back`."""
        gain = self.volume * 0.8
        voice = _Voice(clip.samples, gain, gain, 0, tag=tag)
        with self._lock:
            if epoch is not None and epoch != self._epoch:
                return False
            if tag is not None and tag in self._retired:  # to be said after an answer
                self._retired.remove(tag)
                return False
            if interrupt:
                self._speech = None
                self._speech_queue.clear()
            self._speech_queue.append(voice)
        return True

    def stop_speech(self) -> None:
        """Silence speech at once and drop what was queued; never blocks for long."""
        with self._lock:
            self._epoch += 1
            self._speech = None
            self._speech_queue.clear()

    def take_back(self, keep: Callable[[Any], bool],
                  retire: Iterable[Any] = ()) -> tuple[list[Any], HeldCues]:
        """Stop the speech as :meth:`stop_speech` does, for a question: hand back the tags
        of the clip playing and of those queued that ``keep`` keeps (the game's lines), in
        order, and take out the cues not yet begun, each timed from the start of the first
        kept clip as if the kept clips alone were said again from there (review bg58: a
        repeat's words ahead of a move left its thud seconds after it).  ``retire``: tags
        of clips still on their way (being rendered), refused when they come: they are
        said again after the answer, not before it too.  One lock, so no block of sound
        slips between the speech taken and the cues."""
        with self._lock:
            playing = self._speech
            clips = ([playing] if playing is not None else []) + list(self._speech_queue)
            spans = []  # each clip's (start, end) in frames from now, kept?, tag
            at = -playing.pos if playing is not None else 0
            for v in clips:
                spans.append((at, at + len(v.samples), keep(v.tag), v.tag))
                at += len(v.samples)
            lane_end = at
            origin = next((start for start, _, kept, _ in spans if kept), lane_end)

            def again(frames: int) -> int:
                """When a cue due ``frames`` from now comes, counted from ``origin`` with
                the clips not said again left out (before the first kept clip: at once)."""
                gone = sum(max(0, min(end, frames) - max(start, origin))
                           for start, end, kept, _ in spans if not kept)
                return max(0, frames - origin - gone)

            held = []
            for v in self._voices:
                if v.pos < 0:
                    v.pos = -again(-v.pos)
                    held.append(v)
            for anchor, v in self._anchored:  # timed from a clip not yet begun
                begins = next((start for start, _, _, tag in spans if tag is anchor),
                              lane_end)
                v.pos = -again(begins - v.pos)
                held.append(v)
            ids = {id(v) for v in held}
            self._voices = [v for v in self._voices if id(v) not in ids]
            self._anchored = []
            self._retired.extend(retire)
            self._epoch += 1
            self._speech = None
            self._speech_queue.clear()
        return [tag for _, _, kept, tag in spans if kept], HeldCues(held)

    def release_cues(self, held: HeldCues, anchor: Any = None) -> None:
        """Put ``held`` back, timed from when the speech clip tagged ``anchor`` begins (from
        now without one): the words they go with are said again, behind an answer."""
        with self._lock:
            for voice in held.voices:
                if anchor is None:
                    self._voices.append(voice)
                else:
                    self._anchored.append((anchor, voice))

    def _next_speech(self, at: int) -> None:
        """The next clip in the speech queue begins, ``at`` frames into the block being
        played: the cues that waited for it join the mix, placed from this block's start
        (:meth:`release_cues`).  Called with the lock held."""
        clip = self._speech = self._speech_queue.popleft()
        if not self._anchored:
            return
        waiting = []
        for anchor, voice in self._anchored:
            if anchor is clip.tag:
                voice.pos -= at
                self._voices.append(voice)
            else:
                waiting.append((anchor, voice))
        self._anchored = waiting

    def speech_left(self) -> float:
        """Seconds of speech still to play: the rest of the clip playing and all queued."""
        with self._lock:
            frames = sum(len(v.samples) for v in self._speech_queue)
            if self._speech is not None:
                frames += max(0, len(self._speech.samples) - self._speech.pos)
        return frames / RATE

    def speaking(self) -> bool:
        with self._lock:
            return self._speech is not None or bool(self._speech_queue)

    def busy(self) -> bool:
        with self._lock:
            return bool(self._voices) or self._speech is not None or bool(self._speech_queue)

    def pull(self, frames: int) -> array:
        """The next ``frames`` stereo frames, interleaved left/right, 16-bit."""
        out = array("h", bytes(4 * frames))
        with self._lock:
            if not self._voices and self._speech is None and not self._speech_queue:
                self._duck = 1.0
                return out
            left = [0.0] * frames
            right = [0.0] * frames
            speaking = self._speech is not None or bool(self._speech_queue)
            # the speech first: a clip that begins in this block starts the cues waiting
            # for it, which sound in this block too (review of the pre-empting question)
            speech = self._advance_speech(frames)
            cues = bool(self._voices)
            for v in self._voices:
                start = max(0, -v.pos)
                if start < frames:
                    seg = v.samples[max(0, v.pos):max(0, v.pos) + frames - start]
                    _add(left, right, seg, start, v.left, v.right)
                v.pos += frames
            self._voices = [v for v in self._voices if v.pos < len(v.samples)]
            if cues:
                self._duck_cues(left, right, speaking)
            else:  # speech alone: nothing to bring down, only where the next cue starts
                self._duck = DUCK if speaking else 1.0
            for v, seg, at in speech:
                _add(left, right, seg, at, v.left, v.right)
        out[0::2] = array("h", (MAX_SAMPLE if x > MAX_SAMPLE else MIN_SAMPLE if x < MIN_SAMPLE
                                else int(x) for x in left))
        out[1::2] = array("h", (MAX_SAMPLE if x > MAX_SAMPLE else MIN_SAMPLE if x < MIN_SAMPLE
                                else int(x) for x in right))
        return out

    def _advance_speech(self, frames: int) -> list[tuple[_Voice, array, int]]:
        """The speech lane's next ``frames``: each clip's samples in them and the frame
        they start at; clips follow each other without a gap.  Called with the lock held."""
        pieces = []
        done = 0
        while done < frames:
            if self._speech is None:
                if not self._speech_queue:
                    break
                self._next_speech(done)
            v = self._speech
            assert v is not None
            seg = v.samples[v.pos:v.pos + frames - done]
            pieces.append((v, seg, done))
            v.pos += len(seg)
            done += len(seg)
            if v.pos >= len(v.samples):
                self._speech = None
        return pieces

    def _duck_cues(self, left: list[float], right: list[float], speaking: bool) -> None:
        """The cues of this block (all that ``left`` and ``right`` hold yet) at
        :data:`DUCK` while the built-in voice speaks, gliding there and back over the block
        so no step clicks: a run of ticks sat on the first words of what was said with it
        (review at45)."""
        target = DUCK if speaking else 1.0
        now, frames = self._duck, len(left)
        if now == target == 1.0:
            return
        step = (target - now) / frames
        for i in range(frames):
            now += step
            left[i] *= now
            right[i] *= now
        self._duck = target

    def reset(self) -> None:
        """Drop every cue and all speech, playing, queued or waiting: what is left after
        :meth:`pull` raised, whose voices may be half advanced and would raise again at
        every block (see :func:`device_blocks`)."""
        with self._lock:
            self._voices = []
            self._speech = None
            self._speech_queue.clear()
            self._anchored = []
            self._duck = 1.0

    def skip(self, frames: int) -> None:
        """Advance time without mixing (the silent back-end's clock)."""
        with self._lock:
            self._advance_speech(frames)
            for v in self._voices:
                v.pos += frames
            self._voices = [v for v in self._voices if v.pos < len(v.samples)]

    def render(self, max_seconds: float = 60.0, block: int = 1024) -> array:
        """Mix everything still to play, up to ``max_seconds``."""
        out = array("h")
        limit = int(max_seconds * RATE)
        done = 0
        while self.busy() and done < limit:
            out.extend(self.pull(block))
            done += block
        return out


def write_stereo_wav(path: str | Path, frames: array) -> None:
    # The file is opened first: a path that cannot be opened then fails plainly,
    # without a half-made wave writer complaining again when it is collected.
    with open(path, "wb") as fh, wave.open(fh, "wb") as f:
        f.setnchannels(2)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(frames.tobytes())


class SilentBackend:
    """No device: keeps time by the clock, records what would have played, renders on request."""

    real = False

    def __init__(self, mixer: Mixer, clock: Callable[[], float] = time.monotonic) -> None:
        self.mixer = mixer
        self.name = "silent (no device)"
        self.played: deque[tuple[str, float]] = deque(maxlen=1000)
        self._clock = clock
        self._last = clock()

    def tick(self) -> None:
        """Let the mixer's clock catch up with real time, so finished sounds are dropped."""
        now = self._clock()
        frames = int((now - self._last) * RATE)
        if frames > 0:
            self.mixer.skip(frames)
            self._last = now

    def render_wav(self, path: str | Path, max_seconds: float = 60.0) -> float:
        """Write what is still playing to a stereo WAV; returns its length in seconds."""
        frames = self.mixer.render(max_seconds)
        write_stereo_wav(path, frames)
        return len(frames) / 2 / RATE

    def close(self) -> None:
        pass


def device_blocks(mixer: Mixer) -> Generator[bytes, int, None]:
    """What the device thread plays: sent a number of frames, yields that many from
    ``mixer``.  A bug in :meth:`Mixer.pull` gives one block of silence, its traceback in
    the audio log, and an emptied mixer: the voice that raised, never advanced, would
    raise again at every block and silence the cues and the built-in voice for good."""
    frames = yield b""
    while True:
        try:
            chunk = mixer.pull(frames).tobytes()
        except Exception:  # noqa: BLE001 - the device thread must never die
            log(f"mixer error, its sounds dropped: {traceback.format_exc()}")
            chunk = bytes(4 * frames)
            mixer.reset()
        frames = yield chunk


class MiniaudioBackend:
    """A real playback device through miniaudio; its thread pulls frames from the mixer."""

    real = True

    def __init__(self, mixer: Mixer, buffer_ms: int = 60, backends: list | None = None) -> None:
        import miniaudio

        self.mixer = mixer
        self.played: deque[tuple[str, float]] = deque(maxlen=1000)
        self._device = miniaudio.PlaybackDevice(
            output_format=miniaudio.SampleFormat.SIGNED16, nchannels=2, sample_rate=RATE,
            buffersize_msec=buffer_ms, app_name=APP_NAME, backends=backends)
        backend = getattr(self._device, "backend", "")
        self.name = f"miniaudio ({backend})" if backend else "miniaudio"
        stream = device_blocks(mixer)
        next(stream)
        self._device.start(stream)

    def tick(self) -> None:
        pass

    def close(self) -> None:
        with contextlib.suppress(Exception):  # closing a broken device is best effort
            self._device.close()
