"""Narration: everything a player hears, in words, built from core events and positions.

The names below load on first use, so reading the catalog (a plain table) does not
import the narrator and the modules behind it (analysis, option and event words).
The UI loads the rules core at launch anyway (the setup menu's seats are its
colours); the narrator waits for the first game.
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
