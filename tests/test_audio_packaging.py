"""The wheel must carry every package and the cue sounds (pyproject lists packages by hand)."""

from __future__ import annotations

from pathlib import Path

import pytest

from sorry_audio.audio import Cue

ROOT = Path(__file__).resolve().parent.parent


def _setuptools_table() -> dict:
    tomllib = pytest.importorskip("tomllib", reason="tomllib needs Python 3.11")
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["tool"]["setuptools"]


def test_every_package_in_the_source_tree_is_listed_for_the_wheel() -> None:
    from setuptools import find_packages

    listed = set(_setuptools_table()["packages"])
    found = set(find_packages(str(ROOT), include=["sorry_audio", "sorry_audio.*"]))
    missing = sorted(found - listed)
    assert not missing, f"add {missing} to [tool.setuptools] packages in pyproject.toml"
    assert listed - found == {"sorry_audio.sounds"}


def test_the_sounds_folder_is_shipped_as_package_data() -> None:
    table = _setuptools_table()
    assert table["package-dir"]["sorry_audio.sounds"] == "sounds"
    patterns = table["package-data"]["sorry_audio.sounds"]
    for cue in Cue:
        assert (ROOT / "sounds" / cue.filename).is_file()
        assert any(Path(cue.filename).match(p) for p in patterns)
