"""``sorry-audio check-audio``: which speech engine and sound back-end were chosen, and why.

Speaks a test sentence and plays every cue after its name.  On a machine without a sound card
it still completes, and says so in one notice.  ``--save-speech`` and ``--save-cues`` write what
would be heard to WAV files, to check speech and sound where nothing can be listened to.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sorry_audio.audio.output import AudioOutput
    from sorry_audio.audio.settings import AudioSettings, SpeechMode
    from sorry_audio.preferences import Problem

TEST_SENTENCE = "This is sorry-audio. If you can hear this sentence, speech works."
#: seconds the built-in voice has to render the test sentence before the check gives up
RENDER_WAIT = 15.0


def speech_library() -> str:
    """What speaks the built-in voice here, as --save-speech's help names it: ``say`` on
    macOS, where pyttsx3 is not used (its driver hung after one sentence), else pyttsx3."""
    from sorry_audio import system

    return "the system voice, say" if system.macos() else "pyttsx3"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from sorry_audio.audio.settings import add_audio_arguments

    add_audio_arguments(parser)
    parser.add_argument("--save-speech", metavar="WAV", type=Path, default=None,
                        help="also save the test sentence, spoken by text-to-speech "
                             f"({speech_library()}), to this WAV file")
    parser.add_argument("--save-cues", metavar="WAV", type=Path, default=None,
                        help="also save every cue, panned from left to right, to this WAV "
                             "file")


def _engine_lines(output: AudioOutput, mode: SpeechMode) -> list[str]:
    lines = [f"Speech mode: {mode.value}. Speech engines, in the order tried:"]
    reports = output.speech_reports
    for number, report in enumerate(reports, 1):
        verdict = "chosen" if report.chosen else f"not usable: {report.reason}"
        lines.append(f"  {number}. {report.name}: {verdict}")
    if mode.value == "none":
        lines.append("  (speech mode none: the screen reader and text-to-speech are not used)")
    return lines


def _voice_line(output: AudioOutput, saved: AudioSettings, args: argparse.Namespace) -> str:
    """"Built-in voice: English (America) at 300 words per minute, volume 80 percent.", and
    "  For this run only: --rate 300 (saved: 250).": what the test sentence is said with,
    and which of it a flag set (playtest m13: --rate 300 printed the same as without it)."""
    from sorry_audio.audio.settings import SpeechMode
    from sorry_audio.audio.tts import voice_called

    settings, voice, notes = output.settings, "the default voice", []
    if settings.voice:
        voices = output.voices()
        found = voice_called(voices, settings.voice)
        voice = found.name if found is not None else settings.voice
        if voices and found is None:  # playtest n14: said nothing of a name that is none
            voice = "the default voice"
            notes.append(f"{settings.voice!r} is not a voice here: sorry-audio settings "
                         "--voices lists them.")
    volume = round(settings.volume * 100)
    parts = []
    for flag, now, kept in (("--voice", settings.voice or "", saved.voice or ""),
                            ("--rate", settings.rate, saved.rate),
                            ("--volume", volume, round(saved.volume * 100))):
        if getattr(args, flag[2:], None) is not None and now != kept:
            parts.append(f"{flag} {now} (saved: {kept or 'the default'})")
    if parts:
        notes.append(f"For this run only: {'; '.join(parts)}.")
    if settings.speech is SpeechMode.SCREENREADER:  # (none says so with the engines)
        notes.append("It is not used in speech mode screenreader.")
    return "\n".join([f"Built-in voice: {voice} at {settings.rate} words per minute, volume "
                      f"{volume} percent."] + [f"  {note}" for note in notes])


def _sound_lines(output: AudioOutput, args: argparse.Namespace) -> list[str]:
    from sorry_audio.ui.notices import device_problem_text

    sound = output.sound
    if not sound.enabled:
        why = "--no-sound" if args.sound is False else "sound=off in your settings"
        return [f"Sound cues: off ({why}), so no cue is played."]
    line = f"Sound back-end: {sound.name}"
    if sound.problem is not None:
        why = device_problem_text(sound.problem, sound.problem_detail)
        line += f": not miniaudio, because {why}"
    lines = [line + "."]
    if sound.missing:
        lines.append(f"Missing or broken cue files: {', '.join(sound.missing)}.")
    return lines


def _save_speech(path: Path, rate: int, voice: str | None) -> str:
    from sorry_audio.audio.mixer import load_wav
    from sorry_audio.audio.quiet import quiet
    from sorry_audio.audio.tts import save_speech
    from sorry_audio.audio.worker import CallThread, EngineTimeout

    def render() -> None:
        with quiet():  # through the engine's own thread on Windows, say on macOS
            save_speech(TEST_SENTENCE, path, rate, voice, RENDER_WAIT - 0.5)

    calls = CallThread("sorry-audio-check")  # a voice that hangs (the reason to run the
    try:  # check) is waited for no longer than the game waits for one (review af32)
        calls.call(render, RENDER_WAIT)
        clip = load_wav(path)
    except EngineTimeout:
        return (f"Could not render speech to {path}: the built-in voice did not answer "
                f"within {RENDER_WAIT:g} seconds.")
    except Exception as exc:  # noqa: BLE001 - reported in words, never as a traceback
        return f"Could not render speech to {path}: {exc}"
    finally:
        calls.close()
    peak = max((abs(s) for s in clip.samples), default=0) / 32768
    return f"Saved the test sentence to {path}: {clip.seconds:.2f} s, peak {peak:.2f}."


def _save_cues(path: Path, volume: float) -> str:
    from sorry_audio.audio.cues import CUE_SPACING
    from sorry_audio.audio.mixer import Mixer, SilentBackend
    from sorry_audio.audio.output import load_cues

    clips, missing = load_cues()
    if not clips:
        return f"Could not render cues to {path}: no cue file could be read."
    mixer = Mixer(volume)
    backend = SilentBackend(mixer, clock=lambda: 0.0)
    at = 0.0
    last = max(1, len(clips) - 1)
    for i, (cue, clip) in enumerate(clips.items()):
        mixer.play(clip, -1.0 + 2.0 * i / last, at)
        at += clip.seconds + max(0.25, CUE_SPACING[cue])
    try:
        seconds = backend.render_wav(path)
    except OSError as exc:  # its reason, not "[Errno 1] ...: 'path'" (playtest qg121),
        # with one full stop where the reason has its own (review rz125: "..")
        return f"Could not write {path}: {(exc.strerror or str(exc)).lower().rstrip('.')}."
    skipped = f" (left out, missing or broken: {', '.join(missing)})" if missing else ""
    return f"Saved every cue, panned left to right, to {path}: {seconds:.2f} s{skipped}."


def _settings_problem(problem: Problem, settings: AudioSettings) -> str:
    """A problem with the settings file in words; a damaged one is left where it is.
    ``settings``: what this check uses (a flag's value, not the default, when one is given)."""
    from sorry_audio.narration.catalog import DEFAULT_CATALOG
    from sorry_audio.preferences import ProblemKind
    from sorry_audio.ui.prefs import run_problem_text

    if problem.kind is ProblemKind.DAMAGED:
        return (f"Your settings file {problem.path} cannot be used ({problem.detail}): this "
                "check uses the defaults, and the game will set the file aside when it next "
                "starts.")
    return run_problem_text(problem, DEFAULT_CATALOG, settings, file_words=True)


def _unwritable(path: Path | None) -> str | None:
    """Why a WAV cannot be saved at ``path`` (None when it can, or no path was given).

    A place the user may not write (a read-only folder or file) is said here too: found
    only when saving, after a minute of cues, it was "[Errno 1] Operation not permitted"
    for the cues and "speech was not rendered within 14.5 s" for speech, blaming the voice,
    each with exit status 0 (playtest qg121).  ``os.access`` answers for root too where
    the file system or an immutable flag forbids the write."""
    if path is None:
        return None
    if path.is_dir():
        return "it is a folder"
    if not path.parent.is_dir():
        return "no such folder"
    target = path if path.exists() else path.parent
    if not os.access(target, os.W_OK):
        return "writing there is not permitted: choose a folder you may write in"
    return None


def run(args: argparse.Namespace) -> int:
    from sorry_audio.audio import Cue, open_output, settings_from_args
    from sorry_audio.audio.quiet import log_path, log_problem
    from sorry_audio.ui.notices import notice_text

    for flag, path in (("--save-speech", args.save_speech), ("--save-cues", args.save_cues)):
        problem = _unwritable(path)
        if problem:  # said before anything plays, not after a minute of cues
            print(f"sorry-audio check-audio: {flag}: cannot write {path}: {problem}",
                  file=sys.stderr)
            return 2
    from sorry_audio.preferences import PreferenceStore, default_path

    # what the game would use, so test that; a check moves no damaged file aside
    preferences = PreferenceStore(default_path(), look_only=True)
    settings = settings_from_args(args, preferences.preferences.audio())
    for unusable in preferences.problems:  # a Problem, where 'problem' above was words
        print(_settings_problem(unusable, settings))
    output = open_output(settings)
    if not output.wait_ready(15.0):
        print("Speech engines are still starting after 15 seconds; giving up on them.")
    # a shell variable that is no mode explains the engines below: said first (playtest m13)
    from sorry_audio.audio.notices import NoticeKind

    first = [n for n in output.notices if n.kind is NoticeKind.SPEECH_ENV_IGNORED]
    for notice in first:
        print(notice_text(notice, details=False))
    voice_line = _voice_line(output, preferences.preferences.audio(), args)
    for line in (_engine_lines(output, settings.speech) + [voice_line]
                 + _sound_lines(output, args)):
        print(line)
    speaking = not output.text_only
    audible = speaking or bool(getattr(output.sound.backend, "real", False))
    print(f"Test sentence: {TEST_SENTENCE}")
    output.announce(TEST_SENTENCE)
    if speaking:
        time.sleep(output.estimate_seconds(TEST_SENTENCE))
    # cues that are off are not listed as if they played (a playtest); --save-cues still works
    cues = list(Cue) if output.sound.enabled else []
    if cues:
        print("Cues, each after its name:")
    for cue in cues:
        print(f"  {cue.label}")
        output.announce(cue.label)
        if speaking:
            time.sleep(output.estimate_seconds(cue.label))
        output.play(cue)
        if audible:
            clip = output.sound.clips.get(cue)
            time.sleep((clip.seconds if clip else 0.0) + 0.3)
    # pyttsx3 gives every caller its one engine: the output's speech must be over before
    # the test sentence is rendered with it again, or the two would be mixed up
    output.close(wait=10.0)
    if args.save_speech is not None:
        print(_save_speech(args.save_speech, settings.rate, settings.voice))
    if args.save_cues is not None:
        print(_save_cues(args.save_cues, settings.volume))
    for notice in output.notices:
        if notice not in first:
            print(notice_text(notice, details=False))  # the lines above are the details
    unwritten = log_problem()
    if unwritten is None:
        print(f"Details of any errors from audio libraries are in {log_path()}.")
    else:  # not named as if the details were there (playtest qg121)
        print(f"The audio libraries' messages are dropped: the log file {log_path()} could "
              f"not be written ({unwritten}).")
    return 0
