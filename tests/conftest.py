"""Every test's saved settings, saved game, record and audio log live in its own temporary
folder, never in the player's own."""

from __future__ import annotations

from pathlib import Path

import pytest

from sorry_audio.audio.quiet import LOG_ENV
from sorry_audio.preferences import SETTINGS_ENV
from sorry_audio.ui.record import RECORD_ENV
from sorry_audio.ui.savegame import SAVE_ENV


@pytest.fixture(autouse=True)
def _own_settings_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "settings" / "settings.json"
    monkeypatch.setenv(SETTINGS_ENV, str(path))
    monkeypatch.setenv(SAVE_ENV, str(tmp_path / "settings" / "game.json"))
    monkeypatch.setenv(RECORD_ENV, str(tmp_path / "settings" / "record.json"))
    monkeypatch.setenv(LOG_ENV, str(tmp_path / "settings" / "audio.log"))
    return path
