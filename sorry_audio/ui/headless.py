"""Drive the real app without a terminal: pipe input, dummy output, recording audio.

Tests and benchmarks type keys into the same key bindings a player uses and
then read what was spoken, so nothing here bypasses the app.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from types import TracebackType
from typing import Any

from prompt_toolkit.data_structures import Size
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from sorry_audio.audio import AudioOutput, recording_output
from sorry_audio.audio.output import RecordingOutput
from sorry_audio.narration.catalog import DEFAULT_CATALOG, Catalog
from sorry_audio.preferences import PreferenceStore
from sorry_audio.ui.app import SorryApp
from sorry_audio.ui.record import RecordStore
from sorry_audio.ui.savegame import SaveStore

#: Key names (as in the key table, lower case) to the bytes a terminal sends.
SEQUENCES = {"up": "\x1b[A", "down": "\x1b[B", "right": "\x1b[C", "left": "\x1b[D",
             "enter": "\r", "c-j": "\n", "escape": "\x1b", "f1": "\x1bOP", "home": "\x1b[H",
             "end": "\x1b[F", "pageup": "\x1b[5~", "pagedown": "\x1b[6~",
             "insert": "\x1b[2~", "delete": "\x1b[3~",
             "c-c": "\x03", "c-z": "\x1a", "backspace": "\x7f", "space": " "}


class SizedOutput(DummyOutput):
    """Writes nothing, but has a terminal's size: a test says how tall a terminal it plays
    on (DummyOutput's own is 40 by 80)."""

    def __init__(self, rows: int, columns: int) -> None:
        super().__init__()
        self._size = Size(rows=rows, columns=columns)

    def get_size(self) -> Size:
        return self._size


class Headless:
    """``async with Headless(seed=1) as h: await h.press("down", "enter")``."""

    def __init__(self, seed: int = 1, *, audio: AudioOutput | None = None,
                 pace_scale: float = 0.0, timeout: float = 20.0,
                 catalog: Catalog = DEFAULT_CATALOG,
                 preferences: PreferenceStore | None = None,
                 saves: SaveStore | None = None,
                 record: RecordStore | None = None, rows: int = 200,
                 columns: int = 80) -> None:
        self.seed = seed
        self.audio = audio if audio is not None else recording_output()
        self.pace_scale = pace_scale
        self.timeout = timeout
        self._pipe_cm = create_pipe_input()
        self.pipe = self._pipe_cm.__enter__()
        self.app = SorryApp(self.audio, seed=seed, input=self.pipe,
                            output=SizedOutput(rows, columns),
                            pace_scale=pace_scale, catalog=catalog, preferences=preferences,
                            saves=saves, record=record)
        #: every line the app printed (DummyOutput shows nothing, so keep them here)
        self.printed: list[str] = []
        show = self.app.speaker.printer

        def printer(line: str) -> None:
            self.printed.append(line)
            show(line)

        self.app.speaker.printer = printer
        self.task: asyncio.Task | None = None

    async def __aenter__(self) -> Headless:
        self.task = asyncio.ensure_future(self.app.run_async())
        await self.wait(lambda: self.app.application.is_running and bool(self.app.menus))
        return self

    async def __aexit__(self, exc_type: type[BaseException] | None,
                        exc: BaseException | None, tb: TracebackType | None) -> None:
        if self.app.application.is_running:
            self.app.exit()
        if self.task is not None:
            await asyncio.wait_for(self.task, self.timeout)
        self._pipe_cm.__exit__(None, None, None)
        if exc_type is None and self.app.errors:
            # a bug the app caught is only spoken to a player; a test must not pass over it
            raise AssertionError("the app caught an error:\n" + "\n".join(self.app.errors))

    async def wait(self, ready: Callable[[], object], timeout: float | None = None) -> None:
        """Poll the event loop until ``ready()`` (or fail loudly)."""
        end = time.monotonic() + (self.timeout if timeout is None else timeout)
        while not ready():
            if time.monotonic() > end:
                raise TimeoutError("the app did not settle")
            await asyncio.sleep(0.001)

    def settled(self) -> bool:
        app = self.app
        return (not app.bots_busy and app._hint_task is None
                and not app.application.key_processor.input_queue)

    async def press(self, *keys: str, quick: bool = False) -> None:
        """Type keys one at a time, each handled (and any bot turns played) before the next.
        Each is a deliberate press, made after what the last one said was heard: the
        moment for which the app holds keys back (a group or menu just opened, a move just
        taken back, :class:`~sorry_audio.ui.keymap.KeyHolds`) has passed.  ``quick``: the
        keys come at once, a bounce or a held key, within that moment."""
        for key in keys:
            if not quick:
                self.app.holds.clear()
            before = self.app.keys_handled

            def handled(before: int = before) -> bool:
                return self.app.keys_handled > before
            self.pipe.send_text(SEQUENCES.get(key, key))
            await self.wait(handled)
            if not self.app.application.is_running:
                return
            await self.wait(self.settled)

    async def settle(self) -> None:
        await self.wait(self.settled)

    @property
    def spoken(self) -> list[str]:
        audio = self.audio
        assert isinstance(audio, RecordingOutput), "only a recording output keeps what it said"
        return [text for text, _ in audio.spoken]

    def said_since(self, mark: int) -> list[str]:
        return self.spoken[mark:]


def run_headless(body: Callable[[Headless], Awaitable[None]], **options: Any) -> None:
    """Run ``await body(h)`` in a fresh :class:`Headless` app; ``options`` go to it."""
    async def main() -> None:
        async with Headless(**options) as h:
            await body(h)
    asyncio.run(main())
