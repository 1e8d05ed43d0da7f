"""``sorry-audio check-audio`` on a machine with no audio device and no speech engine."""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import wave
from pathlib import Path

import pytest

from sorry_audio.audio import Cue
from sorry_audio.audio import output as output_module
from sorry_audio.audio.engines import EngineCheck, ScreenReaderEngine
from sorry_audio.audio.mixer import Mixer
from sorry_audio.audio.quiet import quiet
from sorry_audio.cli import main
from sorry_audio.commands import check_audio

# the game adds "; run sorry-audio check-audio for details": check-audio's report is them
NOTICE = ("Sound cues cannot play (no audio device was found) and speech is text only "
          "(no speech engine could start).")
NOISE = ("ALSA", "Cannot find", "Audio saved", "Traceback", "espeak")


def run_in_process(*argv: str) -> int:
    parser = argparse.ArgumentParser()
    check_audio.add_arguments(parser)
    return check_audio.run(parser.parse_args(list(argv)))


def a_device_opens() -> bool:
    try:
        with quiet():
            backend = output_module.open_backend(Mixer())
    except Exception:  # noqa: BLE001 - no device is the case these tests are about
        return False
    backend.close()
    return True


@pytest.fixture
def no_device_no_reader(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_device(mixer: Mixer) -> None:
        raise RuntimeError("failed to init device")

    monkeypatch.setattr(output_module, "open_backend", no_device)
    monkeypatch.setattr(ScreenReaderEngine, "check",
                        lambda self: EngineCheck(False, "no screen reader is running"))


def test_check_audio_completes_and_gives_one_notice(no_device_no_reader, capfd) -> None:
    assert run_in_process() == 0
    out, err = capfd.readouterr()
    assert err == ""
    lines = out.splitlines()
    assert lines[0] == "Speech mode: auto. Speech engines, in the order tried:"
    assert lines[1] == ("  1. screen reader (accessible_output2): not usable: "
                        "no screen reader is running")
    assert lines[2].startswith("  2. text-to-speech (pyttsx3") and "no audio device" in lines[2]
    assert lines[3] == "  3. text only: chosen"
    # what the test sentence is said with (playtest m13)
    assert lines[4] == ("Built-in voice: the default voice at 200 words per minute, volume 80 "
                        "percent.")
    assert lines[5] == ("Sound back-end: silent (no device): not miniaudio, because "
                        "no audio device was found.")
    for cue in Cue:
        assert f"  {cue.label}" in lines
    assert lines.count(NOTICE) == 1
    assert sum("Sound cues cannot play" in line for line in lines) == 1


def test_check_audio_does_not_send_you_to_itself_nor_move_damaged_settings(
        no_device_no_reader, _own_settings_file: Path, capfd) -> None:
    """A playtest: ``check-audio --speech tts`` ended "run sorry-audio check-audio for
    details", and moved a damaged settings file aside although it only looks."""
    _own_settings_file.parent.mkdir(parents=True)
    _own_settings_file.write_bytes(b'{"rate": \xff')
    assert main(["check-audio", "--speech", "tts"]) == 0
    out, err = capfd.readouterr()
    assert err == ""
    lines = out.splitlines()
    assert lines[0] == (f"Your settings file {_own_settings_file} cannot be used (its text is "
                        "damaged): this check uses the defaults, and the game will set the "
                        "file aside when it next starts.")
    assert lines[1] == "Speech mode: tts. Speech engines, in the order tried:"
    assert lines[-2] == NOTICE.replace("no speech engine could start",
                                       "the built-in voice could not start")  # tts asked
    assert "check-audio for details" not in out
    assert list(_own_settings_file.parent.iterdir()) == [_own_settings_file]
    assert _own_settings_file.read_bytes() == b'{"rate": \xff'


def test_check_audio_says_a_speech_mode_in_the_environment_is_no_mode(
        no_device_no_reader, monkeypatch, capfd) -> None:
    monkeypatch.setenv("SORRY_AUDIO_SPEECH", "loud")
    assert run_in_process("--no-sound") == 0
    out, err = capfd.readouterr()
    lines = out.splitlines()
    # first, as it explains the mode below it (playtest m13: it came last), and once
    assert err == "" and lines[1] == "Speech mode: auto. Speech engines, in the order tried:"
    assert lines[0] == ("SORRY_AUDIO_SPEECH='loud' is not a speech mode (auto, screenreader, "
                        "tts, none); it is ignored.")
    assert lines.count(lines[0]) == 1


def test_check_audio_in_speech_mode_none_without_sound(no_device_no_reader, capfd) -> None:
    assert run_in_process("--speech", "none", "--no-sound") == 0
    out, err = capfd.readouterr()
    assert err == "" and "  1. text only: chosen" in out
    assert "Sound cues: off (--no-sound), so no cue is played." in out.splitlines()
    # a playtest: the cue list was printed as if the cues played
    assert "Cues, each after its name:" not in out
    assert not any(f"  {cue.label}" in out.splitlines() for cue in Cue)
    assert "Sound cues cannot play" not in out and "text only (" not in out  # nothing to warn about


def test_check_audio_says_a_bad_saved_value_is_ignored_for_the_flag_given(
        no_device_no_reader, _own_settings_file: Path, capfd) -> None:
    """Playtest pb68: a bad saved value was said to give way to the default, with a flag
    giving this run's value."""
    _own_settings_file.parent.mkdir(parents=True)
    _own_settings_file.write_text('{"speech": 5, "volume": 500}')
    assert run_in_process("--speech", "none", "--no-sound") == 0
    lines = capfd.readouterr().out.splitlines()
    assert lines[:2] == [
        "Your saved speech setting, 5, is not valid (use one of auto, screenreader, tts, "
        "none), so it is ignored: this run uses none, from the command line.",
        "Your saved volume setting, 500, is not valid (use a whole number from 0 to 100): "
        "the default, 80, is used."]


def test_check_audio_says_a_bad_saved_speech_mode_gives_way_to_sorry_audio_speech(
        no_device_no_reader, _own_settings_file: Path, monkeypatch, capfd) -> None:
    """Playtest pe77: "this run uses none, set for this run only" said "this run" twice,
    and not where none came from: here the environment, not a flag."""
    _own_settings_file.parent.mkdir(parents=True)
    _own_settings_file.write_text('{"speech": 5}')
    monkeypatch.setenv("SORRY_AUDIO_SPEECH", "none")
    assert run_in_process("--no-sound") == 0
    assert capfd.readouterr().out.splitlines()[0] == (
        "Your saved speech setting, 5, is not valid (use one of auto, screenreader, tts, "
        "none), so it is ignored: this run uses none, from SORRY_AUDIO_SPEECH.")
    # with --speech too, the flag wins, and says so
    assert run_in_process("--speech", "none", "--no-sound") == 0
    assert capfd.readouterr().out.splitlines()[0].endswith(
        "this run uses none, from the command line.")


def test_check_audio_says_what_it_speaks_with_and_where_each_choice_came_from(
        no_device_no_reader, _own_settings_file: Path, monkeypatch, capfd) -> None:
    from sorry_audio.audio.tts import Voice

    monkeypatch.setattr("sorry_audio.audio.tts.list_voices",
                        lambda: (Voice("gmw/en-us", "English (America)", True),))
    assert main(["settings", "sound=off", "rate=250"]) == 0
    capfd.readouterr()
    assert run_in_process("--speech", "none", "--rate", "300", "--voice", "en-us") == 0
    lines = capfd.readouterr().out.splitlines()
    at = lines.index("Built-in voice: English (America) at 300 words per minute, volume 80 "
                     "percent.")
    assert lines[at + 1:at + 3] == [
        "  For this run only: --voice en-us (saved: the default); --rate 300 (saved: 250).",
        # off, and why: not a flag this time, the saved setting
        "Sound cues: off (sound=off in your settings), so no cue is played."]


def test_check_audio_says_a_voice_that_is_none_here_and_a_mode_that_does_not_use_it(
        no_device_no_reader, monkeypatch, capfd) -> None:
    """Playtest n14: --voice zzz printed "Built-in voice: zzz" and not a word more."""
    from sorry_audio.audio.tts import Voice

    monkeypatch.setattr("sorry_audio.audio.tts.list_voices",
                        lambda: (Voice("gmw/en-us", "English (America)", True),))
    assert run_in_process("--speech", "screenreader", "--voice", "zzz", "--no-sound") == 0
    lines = capfd.readouterr().out.splitlines()
    at = lines.index("Built-in voice: the default voice at 200 words per minute, volume 80 "
                     "percent.")
    assert lines[at + 1:at + 4] == [
        "  'zzz' is not a voice here: sorry-audio settings --voices lists them.",
        "  For this run only: --voice zzz (saved: the default).",
        "  It is not used in speech mode screenreader."]


def test_check_audio_saves_every_cue_panned(no_device_no_reader, tmp_path: Path, capfd) -> None:
    path = tmp_path / "cues.wav"
    assert run_in_process("--speech", "none", "--save-cues", str(path)) == 0
    with wave.open(str(path), "rb") as f:
        assert f.getnchannels() == 2 and f.getnframes() / f.getframerate() > 5
    assert f"Saved every cue, panned left to right, to {path}" in capfd.readouterr().out


def test_check_audio_saves_cues_without_a_missing_cue_file(no_device_no_reader, tmp_path: Path,
                                                           monkeypatch, capfd) -> None:
    real_path = output_module.cue_path
    monkeypatch.setattr(output_module, "cue_path",
                        lambda cue: tmp_path / "gone.wav" if cue is Cue.BUMP else real_path(cue))
    path = tmp_path / "cues.wav"
    assert run_in_process("--speech", "none", "--save-cues", str(path)) == 0
    out, err = capfd.readouterr()
    assert err == "" and "Traceback" not in out
    assert "Missing or broken cue files: bump." in out
    assert f"Saved every cue, panned left to right, to {path}" in out
    assert "(left out, missing or broken: bump)" in out
    with wave.open(str(path), "rb") as f:
        assert f.getnchannels() == 2 and f.getnframes() / f.getframerate() > 5


@pytest.mark.parametrize("error", [OSError("The disk is full."), OSError(28, "Disk full")])
def test_check_audio_says_why_cues_could_not_be_saved_with_one_full_stop(
        tmp_path: Path, monkeypatch, error: OSError) -> None:
    """Review rz125: a reason that ends in its own full stop was said with two."""
    from sorry_audio.audio.mixer import SilentBackend

    def refuse(self, path):
        raise error

    monkeypatch.setattr(SilentBackend, "render_wav", refuse)
    said = check_audio._save_cues(tmp_path / "cues.wav", 0.8)
    assert said.startswith(f"Could not write {tmp_path / 'cues.wav'}: ")
    assert said.endswith(("the disk is full.", "disk full.")) and not said.endswith("..")


def _subprocess(tmp_path: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, XDG_STATE_HOME=str(tmp_path / "state"), HOME=str(tmp_path))
    env.pop("SORRY_AUDIO_SPEECH", None)
    env.pop("SORRY_AUDIO_LOG", None)  # the per-user folder, under tmp_path
    return subprocess.run([sys.executable, "-m", "sorry_audio", "check-audio", *argv],
                          capture_output=True, text=True, timeout=60, env=env,
                          stdin=subprocess.DEVNULL)


@pytest.mark.skipif(a_device_opens(), reason="this machine has an audio device")
def test_check_audio_as_a_program_prints_nothing_noisy(tmp_path: Path) -> None:
    done = _subprocess(tmp_path)
    assert done.returncode == 0
    assert done.stderr == ""
    for noise in NOISE:
        assert noise not in done.stdout
    assert sum(line.endswith(": chosen") for line in done.stdout.splitlines()) == 1
    assert done.stdout.count("Sound cues cannot play") == 1
    log = tmp_path / "state" / "sorry-audio" / "log" / "audio.log"
    assert log.is_file() and "audio device" in log.read_text()  # the noise went here


@pytest.mark.skipif(a_device_opens(), reason="this machine has an audio device")
def test_sorry_audio_log_names_the_log_file_check_audio_writes_and_names(tmp_path: Path):
    log = tmp_path / "mine" / "noise.log"
    env = dict(os.environ, XDG_STATE_HOME=str(tmp_path / "state"), HOME=str(tmp_path),
               SORRY_AUDIO_LOG=str(log))
    env.pop("SORRY_AUDIO_SPEECH", None)
    done = subprocess.run([sys.executable, "-m", "sorry_audio", "check-audio"],
                          capture_output=True, text=True, timeout=60, env=env,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 0 and done.stderr == ""
    assert f"Details of any errors from audio libraries are in {log}." in done.stdout
    assert "audio device" in log.read_text()
    assert not (tmp_path / "state" / "sorry-audio").exists()  # the per-user one untouched


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
def test_check_audio_saves_speech_at_the_chosen_rate(tmp_path: Path) -> None:
    seconds = {}
    for rate in ("150", "300"):
        path = tmp_path / f"speech{rate}.wav"
        done = _subprocess(tmp_path, "--speech", "none", "--no-sound", "--rate", rate,
                           "--save-speech", str(path))
        assert done.returncode == 0 and done.stderr == ""
        assert "Audio saved" not in done.stdout
        with wave.open(str(path), "rb") as f:
            seconds[rate] = f.getnframes() / f.getframerate()
        assert f"Saved the test sentence to {path}: {seconds[rate]:.2f} s" in done.stdout
    assert seconds["300"] < 0.7 * seconds["150"]


def test_bad_flag_is_exit_status_2_with_one_line(tmp_path: Path) -> None:
    done = _subprocess(tmp_path, "--volume", "loud")
    assert done.returncode == 2
    assert done.stdout == "" and len(done.stderr.strip().splitlines()) == 1
    assert "volume must be a whole number" in done.stderr


@pytest.mark.parametrize(("flag", "where", "why"), [
    ("--save-cues", "missing/cues.wav", "no such folder"),
    ("--save-speech", ".", "it is a folder"),
])
def test_a_save_path_that_cannot_be_written_is_refused_before_anything_plays(
        no_device_no_reader, tmp_path: Path, capfd, flag, where, why) -> None:
    target = tmp_path / where
    assert run_in_process("--speech", "none", flag, str(target)) == 2
    out, err = capfd.readouterr()
    assert err == f"sorry-audio check-audio: {flag}: cannot write {target}: {why}\n"
    assert out == ""  # nothing played or printed first
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("flag", ["--save-speech", "--save-cues"])
@pytest.mark.parametrize("exists", [False, True])
def test_a_save_path_the_user_may_not_write_is_refused_before_anything_plays(
        no_device_no_reader, tmp_path: Path, capfd, monkeypatch: pytest.MonkeyPatch,
        flag: str, exists: bool) -> None:
    """A read-only folder or file (playtest qg121): a 14.5 s wait blaming the voice, or
    "[Errno 1] Operation not permitted", both with exit status 0.  ``os.access`` is asked
    and told no, as root may write anywhere a test can make."""
    target = tmp_path / "x.wav"
    if exists:
        target.write_bytes(b"")
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, mode, **kw: (
        False if Path(p) in (target, tmp_path) else real_access(p, mode, **kw)))
    assert run_in_process("--speech", "none", flag, str(target)) == 2
    out, err = capfd.readouterr()
    assert err == (f"sorry-audio check-audio: {flag}: cannot write {target}: writing there "
                   "is not permitted: choose a folder you may write in\n")
    assert out == "" and "Errno" not in err


@pytest.mark.parametrize(("make", "why"), [
    ("folder", "it is a folder"),
    ("under a file", "a file stands where its folder would be"),
])
def test_a_log_file_that_could_not_be_written_is_not_named_as_holding_the_details(
        no_device_no_reader, tmp_path: Path, capfd, monkeypatch: pytest.MonkeyPatch,
        make: str, why: str) -> None:
    """Playtest qg121: SORRY_AUDIO_LOG naming a folder (or a read-only file) still gave
    "Details of any errors from audio libraries are in PATH", sending the user to look
    there."""
    from sorry_audio.audio import quiet as quiet_module

    if make == "folder":
        log = tmp_path
    else:
        (tmp_path / "file").write_text("")
        log = tmp_path / "file" / "audio.log"
    monkeypatch.setenv("SORRY_AUDIO_LOG", str(log))
    monkeypatch.setattr(quiet_module, "_log", None)  # opened afresh, at the path above
    monkeypatch.setattr(quiet_module, "_log_problem", None)
    try:
        assert run_in_process("--speech", "none", "--no-sound") == 0
    finally:
        if quiet_module._log is not None:
            quiet_module._log.close()
    out = capfd.readouterr().out
    assert "Details of any errors" not in out
    assert out.splitlines()[-1] == (f"The audio libraries' messages are dropped: the log "
                                    f"file {log} could not be written ({why}).")


def test_a_voice_that_hangs_while_saving_speech_is_given_up_in_words(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """--save-speech waited for ever on a hung voice, the very case check-audio is run for
    (review af32); it now gives up as the game does, and says so."""
    import threading

    from sorry_audio.audio import tts
    from sorry_audio.commands import check_audio

    release = threading.Event()

    def hangs(rate: int, voice: str | None):  # noqa: ANN202
        release.wait(5)
        raise RuntimeError("woke too late")

    monkeypatch.setattr(tts, "make_pyttsx3", hangs)
    monkeypatch.setattr(check_audio, "RENDER_WAIT", 0.2)
    path = tmp_path / "speech.wav"
    try:
        said = check_audio._save_speech(path, 200, None)
    finally:
        release.set()
    assert said == (f"Could not render speech to {path}: the built-in voice did not answer "
                    "within 0.2 seconds.")


@pytest.mark.parametrize(("platform", "library"), [
    ("darwin", "the system voice, say"), ("linux", "pyttsx3"), ("win32", "pyttsx3")])
def test_the_help_names_what_speaks_the_built_in_voice_on_each_system(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], platform: str,
        library: str) -> None:
    """On macOS the built-in voice is /usr/bin/say, and the help still said "(pyttsx3)"."""
    from sorry_audio import system

    monkeypatch.setattr(system, "PLATFORM", platform)
    with pytest.raises(SystemExit):
        main(["check-audio", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())  # as said, not as wrapped
    assert (f"--save-speech WAV also save the test sentence, spoken by text-to-speech "
            f"({library}), to this WAV file") in help_text
    assert ("pyttsx3" in help_text) is (platform != "darwin")
