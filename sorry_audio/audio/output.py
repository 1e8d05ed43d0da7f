"""The AudioOutput facade: one ``announce`` entry point, named cues, engines chosen with fallback.

``open_output`` returns at once: the sound device is opened and the speech engines are tried on
the speech worker's thread (see :mod:`.worker`), so a slow or hanging engine never delays the
game.  Announcements made before an engine is chosen wait in the queue.
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from sorry_audio.audio.cues import Cue, cue_path, cues_for_events, schedule
from sorry_audio.audio.engines import (
    Line,
    NullEngine,
    RecordingEngine,
    ScreenReaderEngine,
    SpeechEngine,
)
from sorry_audio.audio.mixer import (
    Clip,
    HeldCues,
    MiniaudioBackend,
    Mixer,
    SilentBackend,
    load_wav,
)
from sorry_audio.audio.notices import DeviceProblem, Notice, NoticeKind
from sorry_audio.audio.quiet import log, quiet
from sorry_audio.audio.settings import AudioSettings, SpeechMode, speech_env_notice
from sorry_audio.audio.spoken import spoken_form
from sorry_audio.audio.worker import CallThread, EngineTimeout, SpeechWorker, Timeouts

if TYPE_CHECKING:
    from sorry_audio.audio.tts import Voice
from sorry_audio.core.board import Colour
from sorry_audio.core.events import Event

DEVICE_TIMEOUT = 3.0
READY_WAIT = 0.3  # open_output waits at most this long, so start-up notices are usually known
LAST_WORDS = 2.0  # seconds the device stays open at the end for speech still playing
_PAUSE = re.compile(r"[,;:.!?]+(\s|$)")


def estimate_seconds(text: str, rate: int) -> float:
    """Speaking time at ``rate`` words per minute, with short pauses at punctuation."""
    words = len(text.split())
    if not words:
        return 0.0
    pauses = len(_PAUSE.findall(text))
    return round(words * 60.0 / rate + 0.12 * pauses + 0.1, 3)


def open_backend(mixer: Mixer) -> MiniaudioBackend:
    """Open the default playback device (raises when there is none; call quietly)."""
    return MiniaudioBackend(mixer)


def _device_problem(exc: BaseException) -> tuple[DeviceProblem, str]:
    """Why the device did not open, and the import error's text when miniaudio is missing."""
    if isinstance(exc, EngineTimeout):
        return DeviceProblem.NO_ANSWER, ""
    if isinstance(exc, ImportError):
        return DeviceProblem.NO_MINIAUDIO, str(exc)
    return DeviceProblem.NO_DEVICE, ""


def load_cues() -> tuple[dict[Cue, Clip], list[str]]:
    """Every cue's clip, and the names of cue files that are missing or broken (logged)."""
    clips: dict[Cue, Clip] = {}
    missing: list[str] = []
    for cue in Cue:
        try:
            clips[cue] = load_wav(cue_path(cue), cue.value)
        except (OSError, EOFError, ValueError) as exc:
            log(f"cue {cue.value}: {exc!r}")
            missing.append(cue.value)
    return clips, missing


class Sound:
    """The cue player: the clips, a mixer and the back-end that plays (or records) the mix."""

    def __init__(self, settings: AudioSettings,
                 open_device: Callable[[Mixer], Any] | None = None) -> None:
        self.enabled = settings.sound
        self.mixer = Mixer(settings.volume)
        self.backend: Any = None
        self.clips: dict[Cue, Clip] = {}
        self.problem: DeviceProblem | None = None  # why there is no real device (None: there is)
        self.problem_detail = ""
        self.missing: list[str] = []
        self.ready = threading.Event()  # set when the device is open, or known to be missing
        self._closed = False
        self._open_device = open_device or open_backend

    @property
    def name(self) -> str:
        if not self.enabled:
            return "off (sound disabled)"
        return self.backend.name if self.backend is not None else "starting"

    def open(self) -> None:
        """Load the cues and open the device (on a thread of its own: may be slow or noisy)."""
        try:
            self._open()
        finally:
            self.ready.set()

    def _open(self) -> None:
        self.clips, self.missing = load_cues()
        device = None
        calls = CallThread("sorry-audio-device")
        try:
            device = calls.call(self._quiet_open, DEVICE_TIMEOUT)
        except Exception as exc:  # noqa: BLE001 - any failure means the silent back-end
            log(f"audio device: {exc!r}")
            self.problem, self.problem_detail = _device_problem(exc)
        calls.close()
        self.backend = device or SilentBackend(self.mixer)
        if self._closed:  # the game ended while the device was opening
            self.backend.close()

    def _quiet_open(self) -> Any:
        with quiet():
            return self._open_device(self.mixer)

    def real_mixer(self) -> Mixer | None:
        """The mixer when a real device plays it (speech rendered to WAV needs one)."""
        self.ready.wait(DEVICE_TIMEOUT + 0.5)
        return self.mixer if self.backend is not None and self.backend.real else None

    def play(self, cue: Cue, pan: float, delay: float = 0.0, overlap: bool = True,
             droppable: bool = False) -> None:
        backend = self.backend
        if not self.enabled or backend is None:
            return
        backend.tick()
        backend.played.append((cue.value, pan))
        clip = self.clips.get(cue)
        if clip is not None:
            self.mixer.play(clip, pan, delay, overlap, droppable)

    def close(self, drain: float = 0.0) -> None:
        """Close the device, after up to ``drain`` seconds for the sound a real device is
        still playing to end (the last words of a game, cut off mid-word otherwise)."""
        self._closed = True
        backend = self.backend
        if backend is None:
            return
        end = time.monotonic() + drain
        while backend.real and self.mixer.busy() and time.monotonic() < end:
            time.sleep(0.02)
        backend.close()


def _asked(mode: SpeechMode) -> str:
    """The one kind of speech the player asked for ("screenreader", "tts"), so a text
    only notice can say which did not start; "" for auto, which tried them all."""
    return mode.value if mode in (SpeechMode.SCREENREADER, SpeechMode.TTS) else ""


def find_voices(timeout: float) -> tuple[Voice, ...]:
    """The built-in speech's voices (``tts.list_voices``), asked on a thread of their own
    and waited for ``timeout`` seconds at most: none when it does not answer in time."""
    from sorry_audio.audio.tts import list_voices

    def ask() -> tuple[Voice, ...]:
        with quiet():
            return list_voices()

    calls = CallThread("sorry-audio-voices")
    try:
        return calls.call(ask, timeout)
    except EngineTimeout:
        log(f"listing voices took more than {timeout:g} s")
        return ()
    finally:
        calls.close()


def speech_engines(settings: AudioSettings, sound: Sound) -> list[SpeechEngine]:
    """The fallback list for the speech mode: screen reader, text-to-speech, then text only."""
    from sorry_audio import system
    from sorry_audio.audio.tts import WavSpeechEngine, native_engine

    tts: SpeechEngine
    if system.linux():
        tts = WavSpeechEngine(sound.real_mixer, settings.rate, settings.voice)
    else:
        tts = native_engine(settings.rate, settings.voice)
    chain: dict[SpeechMode, list[SpeechEngine]] = {
        SpeechMode.AUTO: [ScreenReaderEngine(), tts],
        # asked for by name: on macOS VoiceOver may then be sent the words by AppleScript,
        # where its settings allow it (auto leaves it to read Terminal: review bb53)
        SpeechMode.SCREENREADER: [ScreenReaderEngine(voiceover_script=True)],
        SpeechMode.TTS: [tts],
        SpeechMode.NONE: [],
    }
    return [*chain[settings.speech], NullEngine()]


def _needs_device(settings: AudioSettings) -> bool:
    """Cues need the device, and so does text-to-speech on Linux (played through the mixer)."""
    return settings.sound or settings.speech in (SpeechMode.AUTO, SpeechMode.TTS)


@dataclass(frozen=True)
class Cut:
    """What a question cut off (:meth:`AudioOutput.preempt`), to be said after its answer
    (:meth:`AudioOutput.resume`): the game's lines not heard in full, in their spoken form,
    and the cues that waited to go with them, timed from the start of the first."""

    lines: tuple[str, ...]
    cues: HeldCues


def _said_again(tag: object) -> bool:
    """A clip of a line of the game (not an answer): said again after a question."""
    return isinstance(tag, Line) and tag.again


#: cues a key that stops the speech never drops before they begin: each tells the player
#: where the game stands (their turn, the game won or lost), and the words with it are cut
KEPT_CUES = frozenset({Cue.YOUR_TURN, Cue.WIN, Cue.LOSE})


class AudioOutput:
    """Speech and sound for the game; every method returns at once and never raises.

    The sound device opens on one thread while the speech engines are tried on another, so a
    screen reader can speak before a slow device has answered.
    """

    def __init__(self, settings: AudioSettings | None = None,
                 engines: Callable[[AudioSettings, Sound], Sequence[SpeechEngine]] | None = None,
                 open_device: Callable[[Mixer], Any] | None = None,
                 timeouts: Timeouts | None = None) -> None:
        settings = settings or AudioSettings()
        self.settings = settings
        self.notices: list[Notice] = []
        self.sound = Sound(settings, open_device)
        self._closed = False
        self._parts_left = 2  # the sound device and the speech engines
        self._parts_lock = threading.Lock()
        #: "Sound cues cannot play" said since the cues were last turned on: once, though
        #: the device's late opening and the player turning them on may race (review rz125)
        self._sound_off_told = False
        self._sound_lock = threading.Lock()
        self._ready = threading.Event()
        self._chosen: SpeechEngine | None = None
        self._device_started = _needs_device(settings)
        if self._device_started:
            threading.Thread(target=self._open_sound, name="sorry-audio-sound",
                             daemon=True).start()
        else:
            self.sound.ready.set()
            self._part_done()
        self._engines = engines or speech_engines
        self._timeouts = timeouts or Timeouts()
        self._voices: tuple[Voice, ...] | None = None
        self._voices_job: threading.Thread | None = None
        self._voices_lock = threading.Lock()
        self._switches = 0  # set_speech calls so far: only the newest one's notice is said
        self._speech = SpeechWorker(
            self._engines(settings, self.sound), self.notices, self._timeouts,
            on_ready=self._speech_started, finish=self._finish)

    def _open_sound(self) -> None:
        try:
            self.sound.open()
        except Exception as exc:  # noqa: BLE001 - the game goes on without sound
            log(f"sound start-up failed: {exc!r}")
        self._part_done()

    @property
    def speech_name(self) -> str:
        return self._speech.name

    @property
    def sound_name(self) -> str:
        return self.sound.name

    @property
    def text_only(self) -> bool:
        """True when nothing is spoken aloud (text-only engine, or engines still starting)."""
        return self._speech.current is None or isinstance(self._speech.current, NullEngine)

    @property
    def speech_reports(self) -> list:
        return list(self._speech.reports)

    @property
    def builtin_voice_speaking(self) -> bool:
        """True when the built-in voice (text-to-speech) is what speaks now."""
        engine = self._speech.current
        return engine is not None and engine.has_voices

    def prefetch_voices(self) -> None:
        """Start listing the voices now, off the caller's thread (the Settings menu opens:
        by the time the player reaches the Voice item they are known, where listing them
        then held the keys for as long as text-to-speech took: review af32)."""
        with self._voices_lock:
            if self._voices is not None or self._voices_job is not None:
                return
            self._voices_job = threading.Thread(target=self._list_voices, daemon=True,
                                                name="sorry-audio-voices")
            self._voices_job.start()

    def _list_voices(self) -> None:
        self._voices = find_voices(self._timeouts.check)

    def voices(self) -> tuple[Voice, ...]:
        """The voices the built-in speech can use, English first; listed once a run (the
        first call may take a moment, unless :meth:`prefetch_voices` began it), none when
        it cannot start here."""
        self.prefetch_voices()
        job = self._voices_job
        if self._voices is None and job is not None:
            job.join(self._timeouts.check + 0.5)  # find_voices gives up at check itself
        return self._voices if self._voices is not None else ()

    def wait_ready(self, timeout: float = 5.0) -> bool:
        """Wait until the device and the engines are chosen and the start-up notice is known."""
        return self._ready.wait(timeout)

    def _speech_started(self, worker: SpeechWorker) -> None:
        # may run before the constructor has stored the worker: use the one handed in
        self._chosen = worker.current
        self._part_done()

    def _part_done(self) -> None:
        """When both the sound and the speech side have started, compose the notice once."""
        with self._parts_lock:
            self._parts_left -= 1
            if self._parts_left:
                return
        try:
            self._started(self._chosen)
        finally:
            self._ready.set()

    def _started(self, engine: SpeechEngine | None) -> None:
        """Compose the one start-up notice from what was found."""
        with self._sound_lock:
            sound_off = (self.settings.sound and self.sound.problem is not None
                         and not self._sound_off_told)
            self._sound_off_told = self._sound_off_told or sound_off
        text_only = (self.settings.speech is not SpeechMode.NONE
                     and isinstance(engine, NullEngine))
        if sound_off:
            kind = NoticeKind.SOUND_OFF_TEXT_ONLY if text_only else NoticeKind.SOUND_OFF
            self.notices.append(self._sound_notice(kind))
        elif text_only:
            self.notices.append(Notice(NoticeKind.TEXT_ONLY, value=_asked(self.settings.speech)))
        voice_notice = getattr(engine, "notice", None)
        if voice_notice:
            self.notices.append(voice_notice)

    def _sound_notice(self, kind: NoticeKind) -> Notice:
        asked = _asked(self.settings.speech) if kind is NoticeKind.SOUND_OFF_TEXT_ONLY else ""
        return Notice(kind, problem=self.sound.problem, detail=self.sound.problem_detail,
                      value=asked)

    def announce(self, text: str, interrupt: bool = False, again: bool = False) -> float | None:
        """Say ``text``; ``again``: a line of the game, said again after the answer should
        a question cut it off (see :meth:`preempt`).  Returns :meth:`estimate_seconds` of
        ``text`` where it was worked out here (the game's own voice, given the text as it
        is), else None: the Speaker paces by it, and need not work it out a second time."""
        if self._closed or not text:
            return None
        spoken = spoken_form(text)  # as a voice should say it (SORRY!'s "!", a5065)
        seconds = self._submit(spoken, interrupt, again)
        if interrupt:  # the sounds that waited for the words it cut go with them (a bot's
            self.sound.mixer.drop_waiting()  # thud in your move: review bd55)
        return seconds if spoken == text else None

    def _submit(self, spoken: str, interrupt: bool, again: bool) -> float | None:
        """Queue ``spoken``; how long it takes to say, where that can be heard here, else
        None (queued as 0)."""
        seconds = self._heard_seconds(spoken)
        self._speech.submit(spoken, interrupt, seconds or 0.0, again)
        return seconds

    def _heard_seconds(self, spoken: str) -> float | None:
        """How long ``spoken`` takes to say, where that can be heard here (None elsewhere)."""
        return self.estimate_seconds(spoken) if self._heard_here() else None

    def _heard_here(self) -> bool:
        """The voice speaking now plays on the game's own mixer (the built-in voice), so
        what it has still to say, and what a key cut, can be known."""
        engine = self._speech.current
        return not self._closed and engine is not None and engine.heard_here

    def preempt(self) -> Cut | None:
        """A key that only asks is pressed: with the game's own voice, stop it, keeping the
        game's lines it had not said in full (from the start of the one it was saying) and
        their cues, for :meth:`resume` once the answer is queued.  None where what has been
        heard is not known (a screen reader, a system voice, text only): the answer just cuts
        in, as any key's words do.  Review az51: a question during the bots' turns dropped
        their moves unheard, a player's pawn bumped among them."""
        if not self._heard_here():
            return None
        unsaid = self._speech.take_unsaid()  # first: nothing more reaches the mixer
        # the one being rendered now is refused when it comes: said after the answer only
        taken, cues = self.sound.mixer.take_back(_said_again, retire=unsaid)
        on_mixer = [line for line in taken if isinstance(line, Line)]
        seqs = {line.seq for line in on_mixer}  # one may be in both, as it is handed over
        lines = [*on_mixer, *(line for line in unsaid if line.again and line.seq not in seqs)]
        return Cut(tuple(line.text for line in lines), cues)

    def resume(self, cut: Cut) -> None:
        """After the answer to a question (:meth:`preempt`): its cut lines again, behind
        the answer, and their cues with them, timed from the start of the first."""
        if self._closed:
            return
        mixer = self.sound.mixer
        if not cut.lines:  # the words they waited for are gone: as any key that cuts in
            mixer.release_cues(cut.cues)
            mixer.drop_waiting()
            return
        lines = [self._speech.line(spoken, True) for spoken in cut.lines]
        mixer.release_cues(cut.cues, anchor=lines[0])  # before it can begin to play
        for line in lines:
            self._speech.put(line, False, self._heard_seconds(line.text) or 0.0)

    def speech_backlog(self) -> float | None:
        """Seconds the game's own voice has still to say (what it plays on the mixer, and
        what it has not rendered yet, estimated); None when that cannot be known (a screen
        reader, a system voice, text only): the bots are then paced by an estimate."""
        if not self._heard_here():
            return None
        return self._speech.unsaid_seconds() + self.sound.mixer.speech_left()

    def stop(self) -> None:
        if not self._closed:
            self._speech.stop()
            self.sound.mixer.drop_waiting()

    def drop_cues(self) -> None:
        """No cue not yet begun will sound, the turn's doorbell and a win's too: the game
        they tell of has been left."""
        if not self._closed:
            self.sound.mixer.drop_waiting(kept_too=True)

    def play(self, cue: Cue, pan: float = 0.0, delay: float = 0.0) -> None:
        if not self._closed:  # a key's own cue (invalid, menu): never piled on itself
            self.sound.play(cue, pan, delay, overlap=False)

    def play_events(self, events: Iterable[Event], viewer: Colour | None,
                    after: float = 0.0) -> None:
        """The events' cues, in order, from ``after`` seconds on (when their words begin,
        behind what the voice has still to say)."""
        if self._closed:
            return
        for cue, pan, at in schedule(cues_for_events(events, viewer)):
            self.sound.play(cue, pan, after + at, droppable=cue not in KEPT_CUES)

    def estimate_seconds(self, text: str) -> float:
        return estimate_seconds(text, self.settings.rate)

    # -- changed in play (the settings menu); each returns at once ------------------------

    def set_rate(self, rate: int) -> None:
        """Text-to-speech speaks at ``rate`` from the next announcement; pacing follows."""
        self.settings = replace(self.settings, rate=rate)
        self._speech.set_rate(rate)

    def set_volume(self, volume: float) -> None:
        """Cues and the built-in voice, 0..1, from the next sound on."""
        self.settings = replace(self.settings, volume=volume)
        self.sound.mixer.volume = max(0.0, min(1.0, volume))

    def set_voice(self, voice: str | None) -> None:
        """The built-in voice speaks with ``voice`` (an id or name; None: the default) from
        the next announcement on."""
        self.settings = replace(self.settings, voice=voice)
        self._speech.set_voice(voice)

    def set_sound(self, on: bool) -> None:
        """Cues on or off; a device never opened (started without sound) opens now, and one
        found missing while the cues were off (opened for the built-in voice) says so now."""
        with self._sound_lock:
            self.settings = replace(self.settings, sound=on)
            self._sound_off_told = self._sound_off_told and on
        self.sound.enabled = on
        if not on:
            return
        if self._device_started and self.sound.ready.is_set():
            self._tell_sound_off()
        self._ensure_device()

    def _tell_sound_off(self) -> None:
        """"Sound cues cannot play: ...", once since the cues were last turned on, and
        only while they are on (playtest qg121: not of cues turned off)."""
        with self._sound_lock:
            if self.sound.problem is None or not self.settings.sound or self._sound_off_told:
                return
            self._sound_off_told = True
        self.notices.append(self._sound_notice(NoticeKind.SOUND_OFF))

    def set_speech(self, mode: SpeechMode) -> None:
        """Choose the speech engines again for ``mode``: a new worker tries them in order
        (as at start-up) and what it chose becomes a notice, said in words; the old worker
        closes, leaving the sound device open."""
        if self._closed:
            return
        self.settings = replace(self.settings, speech=mode)
        if _needs_device(self.settings):
            self._ensure_device()  # text-to-speech plays through it
        old = self._speech
        self._switches += 1
        switch = self._switches
        self._speech = SpeechWorker(
            self._engines(self.settings, self.sound), self.notices, self._timeouts,
            on_ready=lambda worker: self._speech_switched(worker, switch, mode),
            finish=self._finish)
        old.close(finish=False)

    def _speech_switched(self, worker: SpeechWorker, switch: int, mode: SpeechMode) -> None:
        """Say which engine a change of speech mode chose, unless a newer change replaced
        it first: a slow check finishing late said "the built-in voice could not start"
        of a mode no longer chosen, last, while that voice spoke (review af32)."""
        if switch != self._switches:
            return
        if isinstance(worker.current, NullEngine) and mode is not SpeechMode.NONE:
            self.notices.append(Notice(NoticeKind.SPEECH_NOW_TEXT_ONLY,
                                       value=_asked(mode)))
        else:
            self.notices.append(Notice(NoticeKind.SPEECH_NOW, engine=worker.name))

    def _ensure_device(self) -> None:
        """Open the sound device now if it was never opened (started without cues or voice)."""
        if self._device_started or self._closed:
            return
        self._device_started = True
        self.sound.ready.clear()  # text-to-speech waits for the device it plays through
        threading.Thread(target=self._open_sound_late, name="sorry-audio-sound",
                         daemon=True).start()

    def _open_sound_late(self) -> None:
        try:
            self.sound.open()
        except Exception as exc:  # noqa: BLE001 - the game goes on without sound
            log(f"sound start-up failed: {exc!r}")
        self._tell_sound_off()

    def _finish(self) -> None:
        """The speech worker's last call: the device closes once its last words are played."""
        self.sound.close(drain=LAST_WORDS)

    def close(self, wait: float = 0.0) -> None:
        """Stop speech and sound once what is queued is said; ``wait`` seconds at most for
        that to end (the game's "Goodbye."; check-audio renders with the same engine next)."""
        if not self._closed:
            self._closed = True
            self._speech.close()
            if wait > 0:
                self._speech.join(wait)


class RecordingOutput(AudioOutput):
    """For tests: speech and cues are recorded in order, synchronously; no device, no threads."""

    def __init__(self, settings: AudioSettings | None = None) -> None:
        self.settings = settings or AudioSettings()
        self.notices = []
        self._closed = False
        self.engine = RecordingEngine()
        self.spoken: list[tuple[str, bool]] = self.engine.spoken
        self.played: list[tuple[Cue, float]] = []
        self.cues_dropped = 0  # drop_cues() calls: the cues here are never waiting
        self.delays: list[float] = []  # seconds from now each cue in played was to start
        self.voice_list: tuple[Voice, ...] = ()  # what voices() offers: tests set it

    @property
    def stops(self) -> int:
        return self.engine.stops

    @property
    def speech_name(self) -> str:
        return self.engine.name

    @property
    def sound_name(self) -> str:
        return "recording"

    @property
    def text_only(self) -> bool:
        return False

    @property
    def speech_reports(self) -> list:
        return []

    builtin_voice_speaking = False  # a plain attribute here, for tests to set
    #: what speech_backlog() answers: None (a screen reader's, unknown) unless a test sets
    #: a function giving the seconds the voice has still to say
    backlog: Callable[[], float] | None = None

    def speech_backlog(self) -> float | None:
        return None if self.backlog is None else self.backlog()

    def prefetch_voices(self) -> None:
        pass  # the list is the test's own

    def voices(self) -> tuple[Voice, ...]:
        return self.voice_list

    def wait_ready(self, timeout: float = 5.0) -> bool:
        return True

    def announce(self, text: str, interrupt: bool = False, again: bool = False) -> None:
        if not self._closed and text:
            self.engine.speak(text, interrupt)

    def preempt(self) -> Cut | None:
        return None  # said at once, as a screen reader's words: nothing waits to be heard

    def resume(self, cut: Cut) -> None:
        pass

    def stop(self) -> None:
        self.engine.stop()

    def drop_cues(self) -> None:
        self.cues_dropped += 1

    def play(self, cue: Cue, pan: float = 0.0, delay: float = 0.0) -> None:
        if not self._closed:
            self.played.append((cue, pan))
            self.delays.append(delay)

    def play_events(self, events: Iterable[Event], viewer: Colour | None,
                    after: float = 0.0) -> None:
        if not self._closed:
            cues = cues_for_events(events, viewer)
            self.played.extend(cues)
            self.delays.extend(after + at for _, _, at in schedule(cues))

    def set_rate(self, rate: int) -> None:
        self.settings = replace(self.settings, rate=rate)

    def set_volume(self, volume: float) -> None:
        self.settings = replace(self.settings, volume=volume)

    def set_sound(self, on: bool) -> None:
        self.settings = replace(self.settings, sound=on)

    def set_voice(self, voice: str | None) -> None:
        self.settings = replace(self.settings, voice=voice)

    def set_speech(self, mode: SpeechMode) -> None:
        self.settings = replace(self.settings, speech=mode)

    def close(self, wait: float = 0.0) -> None:
        self._closed = True


def open_output(settings: AudioSettings, wait: float = READY_WAIT) -> AudioOutput:
    """Start speech and sound for ``settings``; never raises, never prints, returns quickly.

    It waits up to ``wait`` seconds for the engines to be chosen (about 0.15 s here), so the
    start-up notice is usually in ``notices`` on return; nothing can be spoken sooner anyway.
    """
    try:
        output = AudioOutput(settings)
    except Exception as exc:  # noqa: BLE001 - the game must run even if audio cannot
        log(f"open_output failed: {exc!r}")
        output = AudioOutput(AudioSettings(speech=SpeechMode.NONE, sound=False))
        output.notices.append(Notice(NoticeKind.AUDIO_FAILED))
        return output
    env_notice = speech_env_notice()
    if env_notice:
        output.notices.append(env_notice)
    output.wait_ready(wait)
    return output


def recording_output() -> RecordingOutput:
    return RecordingOutput()
