"""Speech engines behind one small interface, each able to say whether it is usable and why.

Engines are only ever called from the speech worker's threads (see :mod:`.worker`), under time
limits, because some of them can block forever (speech-dispatcher without a sound card).
"""

from __future__ import annotations

import subprocess
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from sorry_audio import system
from sorry_audio.audio.notices import Notice, NoticeKind
from sorry_audio.audio.quiet import log, quiet


@dataclass(frozen=True)
class EngineCheck:
    """Whether an engine can be used here, and in words why not."""

    ok: bool
    reason: str = ""


@dataclass(frozen=True)
class Line:
    """One announcement on its way to the voice.  ``again``: a line of the game (a move, a
    turn, the options), said again after the answer when a key that only asks cuts it off
    (review az51: a question during a bot's move lost that move); an answer is not.
    ``seq`` tells apart two lines of the same words."""

    text: str
    again: bool = False
    seq: int = 0


class SpeechEngine(ABC):
    """One way of speaking text.  ``speak`` should return quickly (queue, do not wait)."""

    name: str = "speech engine"
    #: True when ``stop`` only flips state under a lock and may be called from any thread.
    instant_stop: bool = False
    #: True for the built-in voice (text-to-speech), whose voice the player may choose.
    has_voices: bool = False
    #: True when what the engine has still to say can be measured (its speech plays on the
    #: game's own mixer): the bots are then paced by the voice, not by an estimate.
    heard_here: bool = False

    @abstractmethod
    def check(self) -> EngineCheck:
        """Find out whether the engine works here (may load libraries; runs on a worker)."""

    def start(self) -> None:  # noqa: B027 - optional hook, most engines need nothing
        """Get ready to speak (after a successful check)."""

    @abstractmethod
    def speak(self, text: str, interrupt: bool) -> None:
        """Say ``text``: first cutting off what is being said when ``interrupt``, else after it."""

    def speak_line(self, line: Line, interrupt: bool) -> None:
        """Say ``line``; an engine whose speech is heard here keeps the line with its sound,
        so a question can take back what it cut (:meth:`Mixer.take_back`)."""
        self.speak(line.text, interrupt)

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

    def __init__(self, load_classes: Callable[[], Sequence[type]] = _ao2_output_classes,
                 voiceover_script: bool = False) -> None:
        self._load_classes = load_classes
        self._voiceover_script = voiceover_script
        self._output: Any = None
        self._braille = False
        self.notice: Notice | None = None

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
                if active and self._reads_terminal(cls):
                    return EngineCheck(True)
                if active:
                    self._output = output
                    self._braille = _has_braille(cls)
                    self.name = f"screen reader: {label}"
                    return EngineCheck(True)
                tried.append(label)
        names = ", ".join(tried) if tried else "none for this system"
        return EngineCheck(False, f"no screen reader is running (looked for: {names})")

    def _reads_terminal(self, cls: type) -> bool:
        """On macOS, VoiceOver is left to read the game's lines in Terminal, which it does
        by itself, rather than sent each sentence through AppleScript: that needs a
        switch in VoiceOver Utility (else every sentence fails), asks the player's consent
        the first time (else the engine hangs), and cannot interrupt.  Only the speech
        mode screenreader (``voiceover_script``) tries AppleScript, where it is allowed.
        True when it is left so (said once, as the game starts)."""
        if not system.macos() or cls.__name__ != "VoiceOver":
            return False
        if self._voiceover_script and voiceover_scriptable():
            return False
        self._output = None
        self.instant_stop = True  # nothing to stop: VoiceOver reads on its own
        self.name = f"screen reader: {VOICEOVER_READS}"
        self.notice = Notice(NoticeKind.SPEECH_NOW, engine=VOICEOVER_NOTICE)
        return True

    def speak(self, text: str, interrupt: bool) -> None:
        if self._output is None:
            return  # VoiceOver reads the printed line itself
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


#: what VoiceOver reading Terminal is called, in check-audio and after a change of mode
VOICEOVER_READS = "VoiceOver, reading the game's lines in Terminal"
#: said once as the game starts so: where the game's own voice went, and how to have it
VOICEOVER_NOTICE = (f"{VOICEOVER_READS}; the game's own voice stays off "
                    "(--speech tts turns it on)")


def voiceover_scriptable() -> bool:
    """True when VoiceOver Utility allows VoiceOver to be controlled with AppleScript (the
    only way accessible_output2 reaches it); without it every sentence fails."""
    try:
        done = subprocess.run(["defaults", "read", "com.apple.VoiceOver4/default",
                               "SCREnableAppleScript"], capture_output=True, text=True,
                              timeout=2.0)
    except (OSError, subprocess.SubprocessError) as exc:
        log(f"VoiceOver's AppleScript setting: {exc!r}")
        return False
    return done.returncode == 0 and done.stdout.strip() in ("1", "true", "YES")
