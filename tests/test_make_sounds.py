"""tools/make_sounds.py's arguments: an optional output folder, never an option."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "tools" / "make_sounds.py"
USAGE = ("usage: python tools/make_sounds.py, or python tools/make_sounds.py FOLDER to write "
         "the cues into FOLDER instead of sounds/\n")


def run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True,
                          timeout=120, cwd=cwd, stdin=subprocess.DEVNULL)


def test_help_prints_the_usage_and_writes_nothing(tmp_path):
    """Audit dq101: "--help" was taken for a folder, and the 13 cues were written into it."""
    for flag in ("--help", "-h"):
        proc = run(flag, cwd=tmp_path)
        assert (proc.returncode, proc.stdout, proc.stderr) == (0, USAGE, "")
    assert list(tmp_path.iterdir()) == []


def test_an_option_or_a_second_argument_is_refused_with_the_usage(tmp_path):
    for args in (("-x",), ("--out", "cues"), ("a", "b")):
        proc = run(*args, cwd=tmp_path)
        assert (proc.returncode, proc.stdout, proc.stderr) == (2, "", USAGE)
    assert list(tmp_path.iterdir()) == []
