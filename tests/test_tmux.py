"""The real program in a real terminal: tmux runs it, send-keys plays, capture-pane reads.

Needs tmux (``.ci/run`` installs it); skipped with the reason when it is missing.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

pytestmark = pytest.mark.tmux

TMUX = shutil.which("tmux")


class Pane:
    """One tmux server (its own socket) with one pane running a command."""

    def __init__(self, command: str, width: int = 250, height: int = 40) -> None:
        # wide: the game cuts long lines at spaces to fit the pane, and most patterns
        # below are whole sentences (test_long_lines_are_cut_at_spaces... is the narrow one)
        self.socket = f"sorry-audio-test-{uuid.uuid4().hex[:8]}"
        self.tmux("new-session", "-d", "-s", "game", "-x", str(width), "-y", str(height),
                  command)

    def tmux(self, *args: str) -> str:
        out = subprocess.run([TMUX, "-L", self.socket, *args], capture_output=True, text=True,
                             timeout=10, check=True)
        return out.stdout

    def keys(self, *keys: str) -> None:
        for key in keys:
            self.tmux("send-keys", "-t", "game", key)
            time.sleep(0.05)

    def screen(self, joined: bool = True) -> str:
        """Everything shown so far, rows the terminal wrapped joined (``joined``), or each
        row as the pane shows it."""
        return self.tmux("capture-pane", "-p", *(["-J"] if joined else []), "-S", "-3000",
                         "-t", "game")

    def wait_for(self, pattern: str, timeout: float = 20.0, count: int = 1) -> str:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            text = self.screen()
            if len(re.findall(pattern, text)) >= count:
                return text
            time.sleep(0.05)
        raise AssertionError(f"{pattern!r} (x{count}) never appeared:\n{self.screen()}")

    def close(self) -> None:
        subprocess.run([TMUX, "-L", self.socket, "kill-server"], capture_output=True, timeout=10)


def game_command(settings: Path, runs: int = 1) -> str:
    """The game run ``runs`` times in a row, each exit status echoed, with its own settings,
    saved game and record (beside the settings file)."""
    if TMUX is None:
        pytest.skip("tmux is not installed (.ci/run installs it)")
    exe = shutil.which("sorry-audio")
    program = shlex.quote(exe) if exe else f"{shlex.quote(sys.executable)} -m sorry_audio"
    save, record = settings.with_name("game.json"), settings.with_name("record.json")
    env = (f"SORRY_AUDIO_SPEECH=none SORRY_AUDIO_SETTINGS={shlex.quote(str(settings))} "
           f"SORRY_AUDIO_SAVE={shlex.quote(str(save))} "
           f"SORRY_AUDIO_RECORD={shlex.quote(str(record))}")
    once = f"{env} {program} --speech none --no-sound --seed 11; echo EXIT=$?"
    return f"cd {shlex.quote(os.getcwd())} && " + "; ".join([once] * runs) + "; sleep 30"


def play_turns(pane: Pane, turns: int) -> None:
    """Draw (and play option 1 when there is a choice) for ``turns`` of your turns."""
    for turn in range(1, turns + 1):
        pane.keys("d")
        screen = pane.wait_for(r"You draw ", count=turn)
        tail = screen[screen.rfind("You draw "):]
        if "options for your" in tail or re.search(r"\n1: ", tail):
            pane.keys("1")
        pane.wait_for(r"Your turn|draw again", count=turn + 1)


@pytest.fixture
def pane(_own_settings_file: Path):
    p = Pane(game_command(_own_settings_file))
    yield p
    p.close()


def test_play_several_turns_in_a_real_terminal_and_quit_cleanly(pane):
    screen = pane.wait_for(r"main menu")
    assert "Quick game against 1 normal bot, 1 of 10" in screen
    first = next(line for line in screen.splitlines() if line.strip())
    assert first.startswith("Sorry! Audio, main menu")  # not a bare prompt left above it
    assert "\x1b[6n" not in screen and "^[[" not in screen  # no cursor-position queries echo
    pane.keys("Down")
    pane.wait_for(r"Quick game against 2 normal bots, 2 of 10")
    pane.keys("Up", "Enter")  # quick game against 1 bot
    pane.wait_for(r"You play Red\. Yellow is a normal bot\. You go first\.")
    pane.wait_for(r"Your turn: press D, Space or Enter to draw\.")
    pane.keys("p", "p", "p")  # bot pace: slow, wait for a key, fast
    pane.wait_for(r"Bot pace: fast\.")
    play_turns(pane, 4)
    pane.keys("b")
    screen = pane.wait_for(r"You, Red: ")
    assert "Yellow: " in screen
    pane.keys("A")  # Shift+A, the reach check, as the terminal sends it
    pane.wait_for(r"could be bumped by your|No opponent pawn can be bumped|"
                  r"a SORRY! card could take any opponent's pawn")
    pane.keys("x")
    pane.wait_for(r"That key does nothing here")
    pane.keys("C-c")  # the game has moved on, so it is saved, and the question says so
    pane.wait_for(r"Leave Sorry! Audio\? Your game is saved: Continue in the main menu")
    pane.keys("n")
    pane.wait_for(r"Staying in the game\.")
    pane.keys("C-c", "y")
    screen = pane.wait_for(r"EXIT=0")
    assert "Traceback" not in screen and "Error" not in screen
    assert "Goodbye." in screen
    lines = [line for line in screen.splitlines() if line.strip()]
    assert lines[-1] == "EXIT=0"
    assert not any(line.startswith("Sorry! > Sorry! >") for line in lines)


def test_choices_made_in_one_run_are_there_in_the_next(_own_settings_file: Path):
    pane = Pane(game_command(_own_settings_file, runs=2))
    try:
        pane.wait_for(r"main menu")
        pane.keys("4", "Enter")  # to the bot level; Enter: normal -> hard
        pane.wait_for(r"Bot level: hard \(looks ahead")
        pane.keys("1")
        pane.wait_for(r"Yellow is a hard bot\.")
        pane.keys("w", "w")  # verbosity: full, then brief
        pane.wait_for(r"Verbosity: brief\.")
        pane.keys("C-c", "y")
        pane.wait_for(r"EXIT=0")
        pane.wait_for(r"main menu", count=2)  # the second run
        pane.keys("Down", "Down", "Down")
        pane.wait_for(r"Bot level: hard \(looks ahead and counts the cards\), 4 of 10")
        pane.keys("Up", "Up", "Enter")  # quick game against 2 bots
        pane.wait_for(r"Blue and Yellow are hard bots\.")  # brief, kept from the first run
        pane.keys("C-c", "y")
        screen = pane.wait_for(r"EXIT=0", count=2)
        assert "Traceback" not in screen and "could not" not in screen
    finally:
        pane.close()
    assert '"verbosity": "brief"' in _own_settings_file.read_text()


def test_a_game_left_with_ctrl_c_is_continued_in_the_next_run(_own_settings_file: Path):
    pane = Pane(game_command(_own_settings_file, runs=2))
    try:
        pane.wait_for(r"main menu")
        pane.keys("1")
        pane.wait_for(r"Your turn: press D, Space or Enter to draw\.")
        pane.keys("p", "p", "p")  # bot pace: fast
        play_turns(pane, 3)
        pane.keys("C-c", "y")
        pane.wait_for(r"EXIT=0")
        screen = pane.wait_for(r"Continue your saved game against a normal bot, \d+ cards "
                               r"played, 9 of 10")
        cards = re.findall(r"against a normal bot, (\d+) cards played", screen)[-1]
        pane.keys("Enter")
        pane.wait_for(rf"Your saved game is back, classic rules\. You play Red\. Yellow is a "
                      rf"normal bot\. {cards} cards played\.")
        pane.keys("C-c", "y")
        screen = pane.wait_for(r"EXIT=0", count=2)
        assert "Traceback" not in screen and "could not" not in screen
    finally:
        pane.close()


def test_long_lines_are_cut_at_spaces_never_inside_a_word(_own_settings_file: Path):
    """A braille display shows one row at a time: a row that ends inside a word ("gain" /
    "s 46 squares") is a word cut in two.  In a 60-column pane every row the game prints
    must end where a word ends, so the terminal never wraps one (capture-pane's -J, which
    joins rows the terminal wrapped, then changes nothing)."""
    pane = Pane(game_command(_own_settings_file), width=60)
    try:
        pane.wait_for(r"main menu")
        pane.keys("1")
        pane.wait_for(r"Your turn: press D, Space or Enter to draw\.")
        pane.keys("b", "F1")
        pane.wait_for(r"Yellow: ")
        # F1's keys do not all fit 40 rows at 60 columns: a page, and how to hear the next
        pane.wait_for(r"Page 1 of \d+: F1 again for more keys\.")
        rows, joined = pane.screen(joined=False), pane.screen()
        printed = [row for row in rows.splitlines() if row.strip()]
        assert max(len(row) for row in printed) <= 59, rows  # the last column is left free
        assert sum(len(row) > 40 for row in printed) >= 5  # long lines were cut, not absent
        assert joined == rows
        # each row after a line's first is indented, to read as carrying it on (u21)
        assert "You play Red. Yellow is a normal bot. You go first." in " ".join(
            row.strip() for row in printed)
        assert any(row.startswith("  ") and not row.startswith("   ") for row in printed)
    finally:
        pane.close()


def test_a_point_score_game_set_up_and_played_by_picking_cards(pane):
    """Setup's Point Score item, then turns played from the hand as a player hears it: each
    hand line names the cards with their options, a number picks one."""
    pane.wait_for(r"main menu")
    pane.keys("5", "9")  # setup, item 9 with two players: the Point Score game
    pane.wait_for(r"Point Score game: off, 9 of 18")
    pane.keys("Enter")
    pane.wait_for(r"Point Score game: on, each player holds five cards")
    pane.keys("s")
    pane.wait_for(r"The Point Score game: every player holds five cards")
    pane.keys("p", "p", "p")  # bot pace: fast
    pane.wait_for(r"Bot pace: fast\.")
    for turn in range(1, 4):
        screen = pane.wait_for(r"Your hand: 1, ", count=turn)
        hand = screen[screen.rfind("Your hand: "):].splitlines()[0]
        cards = re.findall(r"(\d), (?:a |an )?[^;.]*?(?:(\d+) options?|no use)", hand)
        usable = [number for number, count in cards if count]
        listed = len(re.findall(r"options? for your", screen))
        pane.keys(usable[0] if usable else "1")  # a card with a use, else a discard
        screen = pane.wait_for(r"(You play |You discard |options? for your)", count=turn
                               + listed)
        if len(re.findall(r"options? for your", screen)) > listed:  # the card's options
            pane.keys("1")
        pane.wait_for(r"You play |You discard ", count=turn)
    pane.keys("C-c", "y")
    screen = pane.wait_for(r"EXIT=0")
    assert "Traceback" not in screen and "Error" not in screen


def test_a_dumb_terminal_gets_the_lines_and_not_one_control_code(_own_settings_file: Path):
    """Playtest an39: with TERM=dumb (an editor's shell buffer, a serial line) every line
    came with codes such a terminal shows as junk (ESC[J, ESC[?25l, ESC[?7l ...).  There
    the game writes its lines alone: no prompt, no code, one line per row."""
    raw = _own_settings_file.parent.parent / "raw.txt"  # settings/ is made by the game
    command = game_command(_own_settings_file).replace(" && ", " && export TERM=dumb && ", 1)
    pane = Pane(command)
    try:
        pane.tmux("pipe-pane", "-o", "-t", "game", f"cat >> {shlex.quote(str(raw))}")
        pane.wait_for(r"main menu")
        pane.keys("Enter")  # quick game
        pane.wait_for(r"Your turn: press D, Space or Enter to draw\.")
        pane.keys("d", "b")
        pane.wait_for(r"You, Red: ")
        pane.keys("C-c", "y")
        pane.wait_for(r"EXIT=0")
        time.sleep(0.3)  # the pipe's last bytes
    finally:
        pane.close()
    text = raw.read_bytes().decode()
    assert "Goodbye." in text and "You, Red: " in text
    assert "\x1b" not in text, repr(text[:300])
    assert "Sorry! >" not in text  # no prompt drawn and left behind
    assert all(not line.startswith(" ") or line.startswith("  ")
               for line in text.replace("\r", "").splitlines()), text
