"""Text a terminal's encoding cannot show is printed in base letters (playtest an39)."""

from __future__ import annotations

import asyncio
import io
import subprocess
import sys

from sorry_audio.config import GameConfig, Seat
from sorry_audio.core.board import Colour
from sorry_audio.plaintext import fit, plain_char, plain_streams
from sorry_audio.ui.headless import Headless, SizedOutput


def test_a_letter_the_encoding_lacks_becomes_its_base_letter():
    assert fit("Zoë, José and Māori", "ascii") == "Zoe, Jose and Maori"
    assert fit("Māori, Zoë", "latin-1") == "Maori, Zoë"  # latin-1 has ë
    assert fit("Bokmål, Søren, Straße", "ascii") == "Bokmal, Soren, Strasse"
    assert plain_char("中") == "?" and plain_char("ﬁ") == "fi"
    assert fit("Zoë", "utf-8") == "Zoë" and fit("Zoë", None) == "Zoë"
    assert fit("Zoë", "no-such-encoding") == "Zoë"


def test_a_stream_made_plain_writes_what_it_cannot_encode_instead_of_raising():
    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="ascii")
    plain_streams(stream)
    stream.write("Māori\n")
    stream.flush()
    assert raw.getvalue() == b"Maori\n"


def test_an_ascii_stderr_names_the_bad_input_in_base_letters():
    proc = subprocess.run([sys.executable, "-m", "sorry_audio", "moves",
                           "r r=S,S,S,S b=S,S,S,Zoë", "1"], capture_output=True,
                          timeout=60, stdin=subprocess.DEVNULL,
                          env={"PYTHONIOENCODING": "ascii", "PATH": "/usr/bin:/bin"})
    assert proc.returncode == 2
    assert b"Zoe" in proc.stderr and b"Traceback" not in proc.stderr, proc.stderr


class AsciiTerminal(SizedOutput):
    """A terminal in an ASCII locale: keeps what the game prints to it."""

    def __init__(self) -> None:
        super().__init__(40, 80)
        self.written: list[str] = []

    def encoding(self) -> str:
        return "ascii"

    def write(self, data: str) -> None:
        self.written.append(data)


def test_the_game_prints_a_players_name_in_letters_an_ascii_terminal_shows():
    """Playtest an39: a name kept from a UTF-8 run printed as "Zo?" in a C locale, which a
    braille display shows as a question mark."""
    async def main():
        async with Headless(seed=1) as h:
            terminal = h.app.application.output = AsciiTerminal()
            h.app.start_game(GameConfig((Seat(Colour.RED, name="Zoë"),
                                         Seat(Colour.YELLOW, "easy")), first=Colour.RED))
            await h.settle()
            h.app._flush()
            text = "".join(terminal.written)
            assert "Zoe" in text and "?" not in text.replace("Sorry! >", ""), text
            assert any("Zoë" in line for line in h.spoken)  # speech keeps the real name
    asyncio.run(main())
