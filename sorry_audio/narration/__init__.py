"""Narration: everything a player hears, in words, built from core events and positions.

The names below load on first use, so the UI can read the catalog at launch
(``sorry_audio.narration.catalog`` is a plain table) without importing the rules
core and the narrator before the main menu is spoken.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sorry_audio.narration.catalog import DEFAULT_CATALOG, Catalog
    from sorry_audio.narration.narrator import Narrator
    from sorry_audio.narration.settings import NarrationSettings, OptionGroup, Verbosity

_HOMES = {"Catalog": "catalog", "DEFAULT_CATALOG": "catalog", "Narrator": "narrator",
          "NarrationSettings": "settings", "OptionGroup": "settings", "Verbosity": "settings"}

__all__ = ["Catalog", "DEFAULT_CATALOG", "NarrationSettings", "Narrator", "OptionGroup",
           "Verbosity"]


def __getattr__(name: str) -> object:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value
