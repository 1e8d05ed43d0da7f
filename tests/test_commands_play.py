"""The game command: an error outside the key handlers (start-up, tear-down) ends the game
with one printed line that names the log, and its traceback in that log."""

from __future__ import annotations

import argparse
import io
from collections.abc import Iterator
from pathlib import Path

import pytest

import sorry_audio.audio as audio_package
import sorry_audio.ui.app as app_module
import sorry_audio.ui.terminal as terminal_module
from sorry_audio.audio import quiet as quiet_module
from sorry_audio.audio.output import RecordingOutput
from sorry_audio.commands import play


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


class BrokenOutput(RecordingOutput):
    """Its device fails to close: an error in the tear-down."""

    def close(self, wait: float = 0.0) -> None:
        super().close(wait)
        raise OSError("the device would not close")


@pytest.fixture
def log_file(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    path = quiet_module.log_path()  # the test's own (tests/conftest.py)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle = open(path, "a", encoding="utf-8", buffering=1)  # noqa: SIM115
    monkeypatch.setattr(quiet_module, "_log", handle)
    yield path
    handle.close()


def game(monkeypatch: pytest.MonkeyPatch, output: RecordingOutput, fails: bool) -> int:
    """``play.run`` in a terminal, with ``output`` for the audio; the app's run raises if
    ``fails``, else ends at once."""

    class App:
        def __init__(self, audio: RecordingOutput, **kwargs: object) -> None:
            assert audio is output

        def run(self) -> int:
            if fails:
                raise RuntimeError("the table fell over")
            return 0

    monkeypatch.setattr("sys.stdin", Terminal())
    monkeypatch.setattr("sys.stdout", Terminal())
    monkeypatch.setattr(audio_package, "open_output", lambda settings: output)
    monkeypatch.setattr(app_module, "SorryApp", App)
    monkeypatch.setattr(terminal_module, "drop_typed_ahead", lambda stdin: None)
    parser = argparse.ArgumentParser()
    play.add_arguments(parser)
    return play.run(parser.parse_args([]))


def test_an_error_in_the_game_prints_one_line_naming_the_log_with_the_traceback(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        log_file: Path) -> None:
    """Review rl100 finding 4: only the exception was printed, and nothing was logged."""
    output = RecordingOutput()
    assert game(monkeypatch, output, fails=True) == 1
    err = capsys.readouterr().err
    assert err == ("sorry-audio: the game stopped on an unexpected error: the table fell "
                   f"over (details in {log_file})\n")
    logged = log_file.read_text()
    assert "game stopped: Traceback" in logged
    assert "in run" in logged and "RuntimeError: the table fell over" in logged
    assert output._closed  # the audio closed all the same


def test_an_error_in_the_tear_down_is_logged_too(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        log_file: Path) -> None:
    assert game(monkeypatch, BrokenOutput(), fails=False) == 1
    err = capsys.readouterr().err
    assert err.startswith("sorry-audio: the game stopped on an unexpected error: the device "
                          "would not close (details in ")
    assert err.count("\n") == 1
    assert "OSError: the device would not close" in log_file.read_text()
