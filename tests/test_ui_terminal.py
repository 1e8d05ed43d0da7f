"""The output chosen for the terminal, on Linux and (with stand-ins) on Windows."""

from __future__ import annotations

import io
import sys
import types

import pytest
from prompt_toolkit.output.vt100 import Vt100_Output

from sorry_audio import system
from sorry_audio.ui.terminal import DumbOutput, terminal_output


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


class _NoConsole(Exception):
    pass


class _Windows10Output:
    """prompt_toolkit's Windows 10 output, as far as terminal_output uses it."""

    def __init__(self, stdout: object) -> None:
        if _console["missing"]:
            raise _NoConsole
        self.stdout = stdout
        self.vt100_output = types.SimpleNamespace(enable_bell=True)


_console = {"vt": True, "missing": False}


@pytest.fixture
def on_windows(monkeypatch: pytest.MonkeyPatch) -> dict[str, bool]:
    """The game as it starts in a Windows console: prompt_toolkit's Windows modules (which
    import only there) stood in for (each test puts a terminal on stdout itself: pytest's
    capture sets stdout again between a fixture and its test)."""
    windows10 = types.ModuleType("prompt_toolkit.output.windows10")
    windows10.Windows10_Output = _Windows10Output  # type: ignore[attr-defined]
    windows10.is_win_vt100_enabled = lambda: _console["vt"]  # type: ignore[attr-defined]
    win32 = types.ModuleType("prompt_toolkit.output.win32")
    win32.NoConsoleScreenBufferError = _NoConsole  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "prompt_toolkit.output.windows10", windows10)
    monkeypatch.setitem(sys.modules, "prompt_toolkit.output.win32", win32)
    monkeypatch.setattr(system, "PLATFORM", "win32")
    monkeypatch.delenv("TERM", raising=False)
    _console.update(vt=True, missing=False)
    return _console


def test_a_windows_console_gets_the_output_that_turns_its_vt_mode_on(on_windows, monkeypatch):
    """Review ay50: a plain VT100 output there printed its codes as text, read aloud."""
    monkeypatch.setattr(sys, "stdout", _Tty())
    output = terminal_output()
    assert isinstance(output, _Windows10Output) and output.stdout is sys.stdout
    assert output.vt100_output.enable_bell is False


def test_a_windows_console_with_no_vt_mode_gets_plain_lines(on_windows, monkeypatch):
    monkeypatch.setattr(sys, "stdout", _Tty())
    on_windows["vt"] = False  # before Windows 10: codes would be shown, and read
    assert isinstance(terminal_output(), DumbOutput)


def test_a_windows_terminal_that_is_not_a_console_gets_the_vt100_output(on_windows,
                                                                        monkeypatch):
    monkeypatch.setattr(sys, "stdout", _Tty())
    on_windows["missing"] = True
    assert type(terminal_output()) is Vt100_Output


def test_elsewhere_a_terminal_gets_a_vt100_output_with_no_bell_and_a_dumb_one_plain_lines(
        monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(system, "PLATFORM", "linux")
    monkeypatch.setattr(sys, "stdout", _Tty())
    monkeypatch.setenv("TERM", "xterm")
    output = terminal_output()
    assert type(output) is Vt100_Output and output.enable_bell is False
    monkeypatch.setenv("TERM", "dumb")
    assert isinstance(terminal_output(), DumbOutput)
    monkeypatch.setattr(sys, "stdout", io.StringIO())  # not a terminal: plain lines
    assert terminal_output() is None


@pytest.mark.skipif(sys.platform == "win32", reason="a pseudo-terminal")
def test_keys_typed_ahead_are_dropped_as_the_game_ends_not_left_for_the_shell():
    """Playtest ba52: a Y that bounced at the quit question ran in the shell as a command."""
    import os
    import pty
    import select
    import threading

    from sorry_audio.ui.terminal import drop_typed_ahead

    leader, follower = pty.openpty()
    with os.fdopen(follower, "r", closefd=True) as tty:
        os.write(leader, b"y")  # the first Y's bounce, typed as the game ends
        bounce = threading.Timer(0.05, os.write, (leader, b"y"))  # and one 50 ms later
        bounce.start()
        drop_typed_ahead(tty)
        bounce.join()
        os.write(leader, b"\n")  # the shell's next line: the y is not on it
        assert select.select([tty], [], [], 1.0)[0]
        assert os.read(follower, 10) == b"\n"
    os.close(leader)
    drop_typed_ahead(io.StringIO())  # not a terminal: nothing to do, and no error
