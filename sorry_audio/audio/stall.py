"""The watchdog for a voice that speaks on its own (SAPI 5, macOS's say): never silent.

Such a voice takes a sentence and returns at once, so a voice that stops finishing its
sentences (pyttsx3's macOS driver after its first one, SAPI without its events) fails no
call: everything after is queued behind it for ever, and the worker never hears of it.  So
each voice notes what it was given, and when it is still busy far past the time those
words take, its next call raises :class:`SpeechStalled`: the worker gives it up as a voice
that stopped responding, says so in words, and the next engine says the sentence.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from sorry_audio.audio.worker import EngineTimeout

#: a voice is stalled once busy this many times the estimated speaking time of what it was
#: given, plus :data:`STALL_MARGIN` seconds (a slow voice or a loaded machine is no stall)
STALL_FACTOR = 2.0
STALL_MARGIN = 5.0


class SpeechStalled(EngineTimeout):
    """A voice still busy far past the time its words take (worded as "stopped responding")."""


def allowance(spoken: float) -> float:
    """Seconds words that take ``spoken`` seconds may keep a voice busy before it counts as
    stalled."""
    return spoken * STALL_FACTOR + STALL_MARGIN


class Watchdog:
    """When the speech handed to a voice should be over: fed by the one thread that drives it."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._since: float | None = None  # busy since (None: idle, or dropped by a stop)
        self._words = 0.0  # estimated seconds of speech given since
        self.stalled = ""  # why the voice counts as stalled ("" while it does not)

    def given(self, text: str, rate: int) -> None:
        """``text`` was handed to the voice (queued behind what it says, if anything)."""
        from sorry_audio.audio.output import estimate_seconds

        if self._since is None:
            self._since, self._words = self._clock(), 0.0
        self._words += estimate_seconds(text, rate)

    def dropped(self) -> None:
        """A stop: what was given is no longer owed (a sentence given next starts afresh)."""
        self._since = None

    def idle(self) -> None:
        """The voice said it has finished everything it was given."""
        self._since = None

    def check(self) -> str:
        """Why the voice is stalled ("" when it is not); once stalled, it stays so."""
        if not self.stalled and self._since is not None:
            busy = self._clock() - self._since
            if busy > allowance(self._words):
                self.stalled = (f"it was still busy {busy:.1f} s after it was given words "
                                f"that take about {self._words:.1f} s")
        return self.stalled

    def cleared(self) -> None:
        """The voice was seen idle again after a stall (a stop brought it back)."""
        self.stalled, self._since = "", None
