"""The game's config (``sorry_audio.config``): plain data below the UI (review rl100)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

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


def test_the_levels_are_the_bots_levels():
    """config keeps its own copy so the bots load only when a game starts: the two agree."""
    from sorry_audio import bots, config
    from sorry_audio.ui import setup

    assert config.LEVELS == bots.LEVELS
    assert ("human", *bots.LEVELS) == setup.KINDS


def test_each_pace_has_its_timings():
    """A pace added to Pace gets a wait in each table (KEY waits for a key, not a time)."""
    from sorry_audio.config import PACE_FACTOR, PACES, Pace
    from sorry_audio.ui.botturns import VOICE_GAP, VOICE_LEAD

    assert PACES == ("fast", "normal", "slow", "key")
    assert set(VOICE_LEAD) == set(VOICE_GAP) == set(Pace)
    assert set(PACE_FACTOR) == set(Pace) - {Pace.KEY}


def test_the_setting_values_are_the_enums_values():
    from sorry_audio.audio.settings import SpeechMode
    from sorry_audio.config import VERBOSITIES
    from sorry_audio.narration.settings import Verbosity
    from sorry_audio.preferences import BY_NAME, PreferenceError
    from sorry_audio.ui.settingsmenu import SPEECH_MODES

    assert VERBOSITIES == tuple(v.value for v in Verbosity) == ("brief", "normal", "full")
    assert tuple(m.value for m in SpeechMode) == SPEECH_MODES
    for name, values in (("verbosity", VERBOSITIES), ("speech", SPEECH_MODES)):
        assert [BY_NAME[name].parse(v) for v in values] == list(values)
        with pytest.raises(PreferenceError):
            BY_NAME[name].parse("loud")
