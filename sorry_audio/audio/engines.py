"""Speech engines behind one small interface, each able to say whether it is usable and why.

Engines are only ever called from the speech worker's threads (see :mod:`.worker`), under time
limits, because some of them can block forever (speech-dispatcher without a sound card).
"""

from __future__ import annotations

import sys
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from sorry_audio.audio.quiet import log, quiet

#: the system, as ``sys.platform`` names it: read at each use, and patched by tests (which
#: cannot patch ``sys.platform`` or ``os.name`` without breaking pathlib and pytest)
PLATFORM = sys.platform


@dataclass(frozen=True)
class EngineCheck:
    """Whether an engine can be used here, and in words why not."""

    ok: bool
    reason: str = ""


class SpeechEngine(ABC):
    """One way of speaking text.  ``speak`` should return quickly (queue, do not wait)."""

    name: str = "speech engine"
    #: True when ``stop`` only flips state under a lock and may be called from any thread.
    instant_stop: bool = False
    #: True for the built-in voice (text-to-speech), whose voice the player may choose.
    has_voices: bool = False

    @abstractmethod
    def check(self) -> EngineCheck:
        """Find out whether the engine works here (may load libraries; runs on a worker)."""

    def start(self) -> None:  # noqa: B027 - optional hook, most engines need nothing
        """Get ready to speak (after a successful check)."""

    @abstractmethod
    def speak(self, text: str, interrupt: bool) -> None:
        """Say ``text``: first cutting off what is being said when ``interrupt``, else after it."""

    @abstractmethod
    def stop(self) -> None:
        """Silence speech now and forget anything queued."""

    def set_rate(self, rate: int) -> None:  # noqa: B027 - optional hook
        """Speak at ``rate`` words per minute from the next announcement on.

        Called from the UI's thread.  A screen reader keeps the rate its user set, so only
        text-to-speech engines take it.
        """

    def set_voice(self, voice: str | None) -> None:  # noqa: B027 - optional hook
        """Speak with ``voice`` (a name or id; None for the default) from the next
        announcement on.  Only text-to-speech engines have voices to choose."""

    def close(self) -> None:  # noqa: B027 - optional hook
        """Release the engine."""


class NullEngine(SpeechEngine):
    """Text only: the game prints every announcement, for screen readers and braille displays."""

    name = "text only"
    instant_stop = True

    def check(self) -> EngineCheck:
        return EngineCheck(True)

    def speak(self, text: str, interrupt: bool) -> None:
        pass

    def stop(self) -> None:
        pass


class RecordingEngine(SpeechEngine):
    """For tests: remembers what would have been said, as (text, interrupt)."""

    name = "recording"
    instant_stop = True

    def __init__(self) -> None:
        self.spoken: list[tuple[str, bool]] = []
        self.stops = 0

    def check(self) -> EngineCheck:
        return EngineCheck(True)

    def speak(self, text: str, interrupt: bool) -> None:
        self.spoken.append((text, interrupt))

    def stop(self) -> None:
        self.stops += 1


def _ao2_output_classes() -> list[type]:
    """accessible_output2's outputs for this system, best first (importing it may print)."""
    import accessible_output2
    import accessible_output2.outputs  # noqa: F401 - registers the outputs for this platform

    return list(accessible_output2.get_output_classes())


class ScreenReaderEngine(SpeechEngine):
    """The running screen reader through accessible_output2 (NVDA, JAWS, VoiceOver, Orca...).

    ``Auto`` is not used: it has no ``silence()`` and does not braille.  Each output is built
    and asked whether it is active; system speech outputs (SAPI, espeak) are skipped, because
    falling back to plain text-to-speech is the next engine's job.
    """

    name = "screen reader (accessible_output2)"

    def __init__(self, load_classes: Callable[[], Sequence[type]] = _ao2_output_classes) -> None:
        self._load_classes = load_classes
        self._output: Any = None
        self._braille = False

    def check(self) -> EngineCheck:
        tried: list[str] = []
        with quiet():
            try:
                classes = list(self._load_classes())
            except Exception as exc:  # noqa: BLE001 - any import failure means "not usable"
                log(f"accessible_output2 failed to load: {exc!r}")
                return EngineCheck(False, f"accessible_output2 could not be loaded ({exc})")
            for cls in classes:
                label = getattr(cls, "name", cls.__name__)
                if getattr(cls, "system_output", False) or cls.__name__ == "Auto":
                    continue
                try:
                    output = cls()
                    active = bool(output.is_active())
                except Exception as exc:  # noqa: BLE001 - a broken output is just not active
                    log(f"{label}: {exc!r}")
                    active = False
                if active:
                    self._output = output
                    self._braille = _has_braille(cls)
                    self.name = f"screen reader: {label}"
                    return EngineCheck(True)
                tried.append(label)
        names = ", ".join(tried) if tried else "none for this system"
        return EngineCheck(False, f"no screen reader is running (looked for: {names})")

    def speak(self, text: str, interrupt: bool) -> None:
        with quiet():
            self._output.speak(text, interrupt=interrupt)
            if self._braille:
                self._output.braille(text)

    def stop(self) -> None:
        silence = getattr(self._output, "silence", None)
        if silence is not None:
            with quiet():
                silence()

    def close(self) -> None:
        closer = getattr(self._output, "close", None)
        if closer is not None:
            with quiet():
                closer()


def _has_braille(cls: type) -> bool:
    """True when the output overrides the base class's do-nothing ``braille``."""
    for klass in cls.__mro__:
        if "braille" in vars(klass):
            return klass.__name__ != "Output"
    return False


def is_linux() -> bool:
    return PLATFORM.startswith("linux")
