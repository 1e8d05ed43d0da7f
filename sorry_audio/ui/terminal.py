"""The terminal the app writes to: prompt_toolkit's VT100 output, told its size by the
terminal itself, with no cursor-position requests and no bell (on Windows, the console's
VT mode turned on around each write)."""

from __future__ import annotations

import os
import shutil
import sys
import time
from collections.abc import Callable
from typing import TextIO

from prompt_toolkit.data_structures import Size
from prompt_toolkit.output import Output
from prompt_toolkit.output.plain_text import PlainTextOutput
from prompt_toolkit.output.vt100 import Vt100_Output

from sorry_audio import system
from sorry_audio.ui.keymap import BOUNCE_GUARD


def terminal_output() -> Output | None:
    """A VT100 output that never asks for the cursor position and never rings the bell.

    None when stdout is not a terminal: lines are then written plainly.
    """
    stdout = sys.stdout
    if not stdout.isatty():
        return None

    def size() -> Size:
        """The terminal's own size, asked of it each time (it may be resized), not the
        COLUMNS and LINES variables, which are often stale (printed lines are cut to it)."""
        try:
            cols, rows = os.get_terminal_size(stdout.fileno())
        except (OSError, ValueError):  # not a terminal after all, or closed
            cols, rows = shutil.get_terminal_size((80, 24))
        return Size(rows=rows, columns=cols)

    if os.environ.get("TERM") == "dumb":
        return DumbOutput(stdout, size)
    if system.windows():
        return _windows_output(stdout, size)
    return Vt100_Output(stdout, size, term=os.environ.get("TERM"), enable_bell=False,
                        enable_cpr=False)


def _windows_output(stdout: TextIO, size: Callable[[], Size]) -> Output:
    """A Windows console acts on escape codes only in its VT mode, which a program does not
    get by default (cmd.exe turns it off for the programs it starts): with a plain VT100
    output every line came with codes such as "[?25l[0m" as text, and NVDA or JAWS read
    them out (review ay50).  prompt_toolkit's Windows 10 output turns the mode on around
    each write; a console with no VT mode at all (before Windows 10) gets plain lines, as
    a dumb terminal does."""
    from prompt_toolkit.output.win32 import NoConsoleScreenBufferError  # type: ignore[attr-defined]
    from prompt_toolkit.output.windows10 import (  # type: ignore[attr-defined]
        Windows10_Output,  # (the module asserts it is on Windows: to mypy on Linux, empty)
        is_win_vt100_enabled,
    )

    try:
        if not is_win_vt100_enabled():
            return DumbOutput(stdout, size)
        output = Windows10_Output(stdout)
    except NoConsoleScreenBufferError:  # a terminal that is not a console: it takes codes
        return Vt100_Output(stdout, size, term=os.environ.get("TERM"), enable_bell=False,
                            enable_cpr=False)
    output.vt100_output.enable_bell = False
    return output  # type: ignore[no-any-return]  # an Output by registration


def drop_typed_ahead(stdin: TextIO, wait: float = BOUNCE_GUARD) -> None:
    """Throw away keys typed but not yet read as the game ends, and those that come in the
    next ``wait`` seconds, a bounce's time: a Y that bounced at the quit question, 50 ms
    after the first, landed in the shell as a command (playtest ba52)."""
    try:
        if not stdin.isatty():
            return
        time.sleep(wait)
        if system.windows():
            import msvcrt

            while msvcrt.kbhit():  # type: ignore[attr-defined]
                msvcrt.getwch()  # type: ignore[attr-defined]
        else:
            import termios

            try:
                termios.tcflush(stdin.fileno(), termios.TCIFLUSH)
            except termios.error:  # not a terminal after all
                return
    except (OSError, ValueError, ImportError):  # closed, or no such module here
        return


class DumbOutput(PlainTextOutput):
    """A terminal that acts on no control sequence (``TERM=dumb``: an editor's shell
    buffer, a serial line), which shows each escape code as junk (playtest an39): nothing
    the renderer draws is written, so no prompt and no code; the printed lines go
    straight to the terminal (:meth:`print_lines`)."""

    def __init__(self, stdout: TextIO, size: Callable[[], Size]) -> None:
        super().__init__(stdout)
        self._size = size

    def get_size(self) -> Size:
        return self._size()

    def encoding(self) -> str:
        return self.stdout.encoding or "utf-8"

    def write(self, data: str) -> None:
        """The prompt as the renderer draws it: not written."""

    def write_raw(self, data: str) -> None:
        """Nor any sequence the renderer sends."""

    def cursor_down(self, amount: int) -> None:
        """Nor the rows it moves down."""

    def cursor_forward(self, amount: int) -> None:
        """Nor the columns it moves on."""

    def print_lines(self, text: str) -> None:
        self.stdout.write(text)
        self.stdout.flush()
