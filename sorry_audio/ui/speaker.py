"""One way out for words: speak them, print them as a plain line, keep them in history.

Every announcement goes through :class:`Speaker`, so nothing can be shown
without being spoken (or the reverse), and the history keys can walk back
through everything said this game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from sorry_audio.audio import AudioOutput, Cue
from sorry_audio.core.board import Colour
from sorry_audio.core.events import Event
from sorry_audio.ui import words


class Speaker:
    """Speech first (latency matters), then the printed line, then history."""

    def __init__(self, audio: AudioOutput, printer: Callable[[str], None]) -> None:
        self.audio = audio
        self.printer = printer
        self.history: list[str] = []
        self.cursor = -1  # index into history of the message last walked to
        self.last = ""
        self.spoken_seconds = 0.0  # estimated speaking time since reset_pacing()

    def say(self, text: str, interrupt: bool = True, *, record: bool = True) -> None:
        """Announce one line; ``interrupt`` for what the player caused."""
        if not text:
            return
        self.audio.announce(text, interrupt)
        self.printer(text)
        if interrupt:  # what was queued is cut off: only this line is still to be heard
            self.spoken_seconds = 0.0
        self.spoken_seconds += self.audio.estimate_seconds(text)
        if record:
            self.history.append(text)
            self.cursor = len(self.history) - 1
            self.last = text

    def say_lines(self, lines: Iterable[str], interrupt: bool = True) -> None:
        """Several lines: only the first may cut off speech, the rest queue behind it."""
        first = True
        for line in lines:
            self.say(line, interrupt and first)
            first = False

    def cue(self, cue: Cue, pan: float = 0.0) -> None:
        self.audio.play(cue, pan)

    def events(self, events: Sequence[Event], viewer: Colour | None) -> None:
        self.audio.play_events(events, viewer)

    def invalid(self, reason: str) -> None:
        """A key that does nothing now: a short reason and the invalid cue."""
        self.say(reason, True, record=False)
        self.cue(Cue.INVALID)

    def stop(self) -> None:
        self.audio.stop()

    def reset_history(self) -> None:
        self.history.clear()
        self.cursor = -1

    def reset_pacing(self) -> float:
        spent, self.spoken_seconds = self.spoken_seconds, 0.0
        return spent

    # -- the R key and the history keys: they speak without adding to history --

    def repeat(self) -> None:
        if not self.last:
            self.invalid(words.NOTHING_SAID)
            return
        self.say(self.last, True, record=False)

    def _walk_to(self, index: int, edge: str | None) -> None:
        if not self.history:
            self.invalid(words.NOTHING_SAID)
            return
        self.cursor = max(0, min(index, len(self.history) - 1))
        text = self.history[self.cursor]
        self.say(f"{edge} {text}" if edge else text, True, record=False)

    def older(self) -> None:
        index = max(0, self.cursor - 1)
        self._walk_to(index, words.HISTORY_START if index == 0 else None)

    def newer(self) -> None:
        index = min(len(self.history) - 1, self.cursor + 1)
        self._walk_to(index, words.HISTORY_END if index == len(self.history) - 1 else None)

    def oldest(self) -> None:
        self._walk_to(0, words.HISTORY_START)

    def newest(self) -> None:
        self._walk_to(len(self.history) - 1, words.HISTORY_END)
