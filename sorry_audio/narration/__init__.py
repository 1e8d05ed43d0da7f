"""Narration: everything a player hears, in words, built from core events and positions."""

from sorry_audio.narration.catalog import DEFAULT_CATALOG, Catalog
from sorry_audio.narration.narrator import Narrator
from sorry_audio.narration.settings import NarrationSettings, OptionGroup, Verbosity

__all__ = ["Catalog", "DEFAULT_CATALOG", "NarrationSettings", "Narrator", "OptionGroup",
           "Verbosity"]
