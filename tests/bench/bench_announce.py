"""Announce latency: how long ``AudioOutput.announce`` keeps the caller (the game's key handler).

Run on demand: ``python tests/bench/bench_announce.py [CALLS]``.

Measured in this run, each over CALLS calls (every fifth one interrupting):

* baseline: ``queue.SimpleQueue.put`` of the same item, the least any hand-over to another
  thread can cost;
* the real ``open_output`` with this machine's chosen engine (``--speech auto``);
* an engine that takes 50 ms per sentence, and one that never returns (speech-dispatcher
  without a sound card): announce must not notice either.

Target: under 1 ms per call.  The figure (the real output's p99) is printed last.
"""

from __future__ import annotations

import queue
import statistics
import sys
import threading
import time
from collections.abc import Callable

from sorry_audio.audio import AudioOutput, AudioSettings, open_output
from sorry_audio.audio.engines import EngineCheck, SpeechEngine


class Slow(SpeechEngine):
    name = "slow (50 ms a sentence)"

    def check(self) -> EngineCheck:
        return EngineCheck(True)

    def speak(self, text: str, interrupt: bool) -> None:
        time.sleep(0.05)

    def stop(self) -> None:
        time.sleep(0.05)


class Hung(Slow):
    name = "hung (never returns)"

    def speak(self, text: str, interrupt: bool) -> None:
        threading.Event().wait()


def no_device(mixer: object) -> None:
    raise RuntimeError("benchmark: no device")


def timed(call: Callable[[str, bool], None], calls: int) -> list[float]:
    """Microseconds per call."""
    out = []
    clock = time.perf_counter
    for i in range(calls):
        text = f"Blue pawn {i % 4 + 1} moves to square {i % 60 + 1}."
        interrupt = i % 5 == 0
        began = clock()
        call(text, interrupt)
        out.append((clock() - began) * 1e6)
    return out


def summary(name: str, micros: list[float]) -> tuple[float, float]:
    ordered = sorted(micros)
    mean = statistics.fmean(ordered)
    p99 = ordered[int(0.99 * (len(ordered) - 1))]
    print(f"{name:<42} mean {mean:7.2f} us   p99 {p99:7.2f} us   max {ordered[-1]:8.1f} us")
    return mean, p99


def main() -> None:
    calls = int(sys.argv[1]) if len(sys.argv) > 1 else 20_000
    q: queue.SimpleQueue[tuple[str, int, str, bool]] = queue.SimpleQueue()
    base_mean, _ = summary("baseline: SimpleQueue.put",
                           timed(lambda t, i: q.put(("say", 0, t, i)), calls))

    real = open_output(AudioSettings())
    real.wait_ready(10)
    real_mean, real_p99 = summary(f"open_output: {real.speech_name}", timed(real.announce, calls))
    real.close()

    for engine in (Slow(), Hung()):
        output = AudioOutput(AudioSettings(sound=False), engines=lambda s, snd, e=engine: [e],
                             open_device=no_device)
        output.wait_ready(10)
        summary(f"engine {engine.name}", timed(output.announce, calls))
        output.close()

    verdict = "under" if real_p99 < 1000 else "OVER"
    print(f"announce (real open_output, {calls} calls): mean {real_mean:.2f} us, "
          f"p99 {real_p99:.2f} us, {real_mean / base_mean:.1f}x a bare SimpleQueue.put "
          f"({base_mean:.2f} us); {verdict} the 1 ms target")


if __name__ == "__main__":
    main()
