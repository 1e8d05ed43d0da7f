"""UI latency: keypress to the first speech call, and launch to the main menu being spoken.

Run on demand: ``python tests/bench/bench_ui.py [KEYS] [LAUNCHES]``.

* Keypress: the real app (pipe input, the real audio facade with speech off)
  plays games against normal bots by keys; each key's time from being written
  to the input until ``AudioOutput.announce`` is first called.  Baseline, same
  run: a bare prompt_toolkit application on the same kind of input whose only
  key binding calls ``announce`` (the framework's own floor).  Bots' thinking
  is not in the figure: the first speech of a play comes before bots move.
* The same in the Point Score game: a card picked from the hand, its option played, the
  next hand said, with information keys between.
* U (take back), late in games against three bots: it replays the game's choices up to
  the player's last, so its time grows with the game's length.
* Launch: ``sorry-audio --speech none --no-sound`` started on a pseudo-terminal
  until the main menu's line appears (it is printed right after it is spoken); then the
  same over a saved game, which is replayed (checked) before the menu.
  Baseline, same run: ``python -c print(...)`` on the same pseudo-terminal.

Targets: keypress p95 <= 20 ms; launch <= 0.6 s.  The figures are printed last.
"""

from __future__ import annotations

import asyncio
import fcntl
import os
import select
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from pathlib import Path

from prompt_toolkit.application import Application
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.key_binding import KeyBindings
from prompt_toolkit.layout import Layout, Window
from prompt_toolkit.layout.controls import FormattedTextControl
from prompt_toolkit.output import DummyOutput

from sorry_audio.audio import AudioSettings, SpeechMode, open_output
from sorry_audio.core.game import Phase
from sorry_audio.ui.headless import SEQUENCES, Headless


class Stopwatch:
    """Wraps an AudioOutput: notes when ``announce`` is first called after ``arm``."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.hit: float | None = None

    def arm(self) -> None:
        self.hit = None

    def announce(self, text: str, interrupt: bool = False, again: bool = False) -> None:
        if self.hit is None:
            self.hit = time.perf_counter()
        self.inner.announce(text, interrupt, again)

    def __getattr__(self, name):
        return getattr(self.inner, name)


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


SLOWEST: list[tuple[float, str]] = []


async def timed_key(watch: Stopwatch, pipe, key: str) -> float:
    watch.arm()
    start = time.perf_counter()
    pipe.send_text(SEQUENCES.get(key, key))
    deadline = start + 5
    while watch.hit is None:
        if time.perf_counter() > deadline:
            raise TimeoutError(f"no speech for {key!r}")
        await asyncio.sleep(0)
    SLOWEST.append((watch.hit - start, key))
    return watch.hit - start


async def app_key(watch: Stopwatch, h, key: str) -> float:
    """A deliberate key to the app, timed: pressed after the last was heard, so no short
    hold (a group just opened, a move just taken back) keeps it back, as for a player."""
    h.app.holds.clear()
    return await timed_key(watch, h.pipe, key)


INFO_KEYS = ("b", "s", "v", "t", "c", "right", "n", "l", "e", "a", ",", ".", "r", "S")


async def app_samples(count: int) -> list[float]:
    watch = Stopwatch(open_output(AudioSettings(speech=SpeechMode.NONE, sound=False)))
    samples: list[float] = []
    seed = 1
    while len(samples) < count:
        async with Headless(seed=seed, audio=watch) as h:  # type: ignore[arg-type]
            samples.append(await app_key(watch, h, "1"))  # quick game: 1 bot
            await h.settle()
            s = h.app.session
            i = 0
            while not s.over and len(samples) < count:
                i += 1
                if s.game.phase is Phase.DRAW:
                    key = "d"
                elif i % 3 == 0:
                    key = "down"
                else:
                    key = "1"
                if i % 2 == 0:  # an information key between moves
                    samples.append(await app_key(watch, h, INFO_KEYS[i % len(INFO_KEYS)]))
                    await h.settle()
                if key == "down" and s.chooser is None:
                    key = "1"
                samples.append(await app_key(watch, h, key))
                if key == "down":
                    await h.settle()
                    samples.append(await app_key(watch, h, "enter"))
                await h.settle()
        seed += 1
    watch.close()
    return samples


async def points_samples(count: int) -> list[float]:
    """The Point Score game against a normal bot: a card picked from the hand (its options
    said), its option played (the events and the next hand said), information keys between."""
    from sorry_audio.config import GameConfig, Seat
    from sorry_audio.core.board import Colour

    watch = Stopwatch(open_output(AudioSettings(speech=SpeechMode.NONE, sound=False)))
    samples: list[float] = []
    seed = 1
    config = GameConfig((Seat(Colour.RED), Seat(Colour.YELLOW, "normal")), first=Colour.RED,
                        points=True, pace="fast")
    while len(samples) < count:
        async with Headless(seed=seed, audio=watch) as h:  # type: ignore[arg-type]
            h.app.start_game(config)
            await h.settle()
            s = h.app.session
            i = 0
            while not s.over and len(samples) < count:
                i += 1
                g = s.game
                if g.phase is Phase.PICK:
                    usable = g.usable()  # type: ignore[attr-defined]
                    key = str(usable[0] + 1) if usable else "1"
                else:
                    key = "1"
                if i % 2 == 0:
                    samples.append(await app_key(watch, h, INFO_KEYS[i % len(INFO_KEYS)]))
                    await h.settle()
                samples.append(await app_key(watch, h, key))
                await h.settle()
        seed += 1
    watch.close()
    return samples


async def baseline_samples(count: int) -> list[float]:
    watch = Stopwatch(open_output(AudioSettings(speech=SpeechMode.NONE, sound=False)))
    kb = KeyBindings()

    @kb.add("<any>")
    def _(event) -> None:
        watch.announce("key", True)

    with create_pipe_input() as pipe:
        app: Application = Application(
            layout=Layout(Window(FormattedTextControl("> "), height=1)), key_bindings=kb,
            full_screen=False, input=pipe, output=DummyOutput())
        task = asyncio.ensure_future(app.run_async())
        await asyncio.sleep(0.05)
        samples = [await timed_key(watch, pipe, "d") for _ in range(count)]
        app.exit()
        await task
    watch.close()
    return samples


def _pty_time_until(argv: list[str], marker: bytes, env: dict[str, str]) -> float:
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env,
                            start_new_session=True, close_fds=True)
    os.close(slave)
    seen = b""
    elapsed = float("nan")
    try:
        while time.perf_counter() - start < 10:
            ready, _, _ = select.select([master], [], [], 0.5)
            if ready:
                try:
                    seen += os.read(master, 65536)
                except OSError:
                    break
                if marker in seen:
                    elapsed = time.perf_counter() - start
                    break
        os.write(master, b"\x03")
        time.sleep(0.05)
        os.write(master, b"y")
        proc.wait(timeout=5)
    except (OSError, subprocess.TimeoutExpired):
        proc.kill()
        proc.wait()
    finally:
        os.close(master)
    return elapsed


async def take_back_samples(count: int, after: int = 80) -> tuple[list[float], list[int]]:
    """U's time, keypress to "Move taken back", once a game against three bots is past
    ``after`` cards: U replays every choice up to the player's last, so it grows with the
    game.  Each take-back is followed by the other option, so the game goes on."""
    watch = Stopwatch(open_output(AudioSettings(speech=SpeechMode.NONE, sound=False)))
    samples: list[float] = []
    lengths: list[int] = []
    seed = 1
    while len(samples) < count:
        async with Headless(seed=seed, audio=watch) as h:  # type: ignore[arg-type]
            await h.press("3")
            s = h.app.session
            while not s.over and len(samples) < count:
                g = s.game
                if g.phase is Phase.DRAW:
                    await h.press("d")
                elif g.cards_drawn > after and g.option_count > 1:
                    await h.press("1")
                    if s.over:
                        break
                    lengths.append(s.game.cards_drawn)
                    samples.append(await app_key(watch, h, "u"))
                    await h.settle()
                    s = h.app.session
                    await h.press("2")
                else:
                    await h.press("1")
        seed += 1
    watch.close()
    return samples, lengths


def write_saved_game(path: Path, cards: int = 120) -> int:
    """A game against three bots, played by keys to ``cards`` cards and saved at ``path``
    as the game saves it; the cards it holds."""
    from sorry_audio.ui.headless import run_headless
    from sorry_audio.ui.savegame import SaveStore

    async def body(h: Headless) -> None:
        await h.press("3")
        s = h.app.session
        while not s.over and s.game.cards_drawn < cards:
            await h.press("d" if s.game.phase is Phase.DRAW else "1")
    run_headless(body, seed=3, saves=SaveStore(path))
    return SaveStore(path).read().cards_played


def launch_samples(count: int, saved: bool = False) -> tuple[list[float], list[float]]:
    """Launches to the main menu (with ``saved``, over a saved game of 120 cards, which is
    replayed before the menu), and the baseline's."""
    # the player's own settings, saved game and record are neither read nor touched
    files = Path(tempfile.mkdtemp(prefix="sorry-bench-"))
    if saved:
        write_saved_game(files / "game.json")
    env = dict(os.environ, TERM="xterm-256color",
               SORRY_AUDIO_SETTINGS=str(files / "settings.json"),
               SORRY_AUDIO_SAVE=str(files / "game.json"),
               SORRY_AUDIO_RECORD=str(files / "record.json"))
    exe = shutil.which("sorry-audio")
    game = ([exe] if exe else [sys.executable, "-m", "sorry_audio"]) + [
        "--speech", "none", "--no-sound"]
    floor = [sys.executable, "-c", "print('main menu')"]
    app, base = [], []
    for _ in range(count):
        base.append(_pty_time_until(floor, b"main menu", env))
        app.append(_pty_time_until(game, b"main menu", env))
    return app, base


def main() -> None:
    keys = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    launches = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    app = asyncio.run(app_samples(keys))
    slow = sorted(SLOWEST, reverse=True)[:3]
    SLOWEST.clear()
    points = asyncio.run(points_samples(keys))
    SLOWEST.clear()
    base = asyncio.run(baseline_samples(keys))
    undo, lengths = asyncio.run(take_back_samples(max(10, keys // 30)))
    SLOWEST.clear()
    print(f"keypress -> first speech call, {len(app)} keys: median "
          f"{statistics.median(app) * 1000:.2f} ms, p95 {p95(app) * 1000:.2f} ms, "
          f"max {max(app) * 1000:.2f} ms")
    print("slowest keys: " + ", ".join(f"{k!r} {t * 1000:.1f} ms" for t, k in slow))
    print(f"the Point Score game, {len(points)} keys: median "
          f"{statistics.median(points) * 1000:.2f} ms, p95 {p95(points) * 1000:.2f} ms, "
          f"max {max(points) * 1000:.2f} ms")
    print(f"baseline (bare prompt_toolkit app, same input): p95 {p95(base) * 1000:.2f} ms")
    print(f"U (take back), {len(undo)} times in games of {min(lengths)} to {max(lengths)} "
          f"cards: median {statistics.median(undo) * 1000:.1f} ms, max "
          f"{max(undo) * 1000:.1f} ms")
    launch, floor = launch_samples(launches)
    print(f"launch -> main menu spoken, {launches} runs: median {statistics.median(launch):.3f} s, "
          f"max {max(launch):.3f} s")
    resumed, _ = launch_samples(launches, saved=True)
    print(f"the same over a saved game of 120 cards (replayed before the menu): median "
          f"{statistics.median(resumed):.3f} s, max {max(resumed):.3f} s")
    print(f"baseline (python -c print on the same pty): median {statistics.median(floor):.3f} s")
    print(f"FIGURES: keypress p95 {p95(app) * 1000:.2f} ms (target <= 20; "
          f"{p95(app) / p95(base):.1f}x baseline; Point Score game {p95(points) * 1000:.2f} ms, "
          f"{p95(points) / p95(base):.1f}x; U median {statistics.median(undo) * 1000:.1f} ms, "
          f"max {max(undo) * 1000:.1f} ms) | launch median "
          f"{statistics.median(launch):.3f} s (target <= 0.6; "
          f"{statistics.median(launch) / statistics.median(floor):.1f}x baseline; over a saved "
          f"game {statistics.median(resumed):.3f} s)")


if __name__ == "__main__":
    main()
