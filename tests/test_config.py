"""The game's config (``sorry_audio.config``): plain data below the UI (review rl100)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _ui(modules: set[str]) -> list[str]:
    return sorted(m for m in modules if m == "sorry_audio.ui" or m.startswith("sorry_audio.ui."))


def _loaded_after_import(module: str) -> set[str]:
    """The sorry_audio modules a fresh interpreter holds after importing ``module``."""
    code = (f"import sys, {module}\n"
            "print('\\n'.join(m for m in sys.modules if m.startswith('sorry_audio')))")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, env=env, cwd=ROOT, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stderr
    return set(done.stdout.split())


def test_the_saved_settings_load_no_ui_module():
    """preferences is a layer below the UI: the ``settings`` command reads it without the
    setup menu, its key map or the catalog."""
    loaded = _loaded_after_import("sorry_audio.preferences")
    assert "sorry_audio.preferences" in loaded and "sorry_audio.config" in loaded
    assert _ui(loaded) == []


def test_the_config_loads_no_ui_module():
    loaded = _loaded_after_import("sorry_audio.config")
    assert "sorry_audio.config" in loaded
    assert _ui(loaded) == []
