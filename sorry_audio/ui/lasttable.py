"""The table set up last (seats, names, rules, deck), kept between runs.

A playtester who plays a four-player table of mixed bots set it up again, about eight
keys a seat, at every launch.  Setup now opens on the table of the last game started
from it.  Pace, verbosity and wording are not kept here: they are the player's
preferences (the settings file), whatever the table.

The file is beside the saved game (table.json); like it, a file that cannot be read is
moved aside, never deleted, and setup starts afresh with the reason said.
"""

from __future__ import annotations

import json
from pathlib import Path

from sorry_audio.config import GameConfig
from sorry_audio.ui.savegame import SaveError, SaveStore, config_data, parse_config
from sorry_audio.ui.setup import SetupModel
from sorry_audio.userfiles import (
    NewerVersionError,
    aside_tag,
    load_json,
    put_aside,
    read_text,
    sweep_temporaries,
    why,
    write_or_why,
)

FILE_NAME = "table.json"
VERSION = 1


class TableError(SaveError):
    """A kept table that cannot be read; the words say why."""


class NewerTableError(TableError, NewerVersionError):
    """A table kept by a newer release: set aside as table.newer-version.json."""


def format_table(config: GameConfig) -> str:
    return json.dumps({"version": VERSION, "table": config_data(config)})


def parse_table(text: str) -> GameConfig:
    """The table from its JSON text; TableError with the reason when it is not one."""
    data = load_json(text, VERSION, TableError, NewerTableError)
    if not isinstance(data, dict) or data.get("version") != VERSION \
            or not isinstance(data.get("table"), dict):
        raise TableError("it is not a table kept by this version of Sorry! Audio")
    try:
        config = parse_config(data["table"])
    except SaveError as exc:
        raise TableError(str(exc)) from None
    return config


def model_from(config: GameConfig, level: str) -> SetupModel:
    """A setup list holding ``config``'s table (``level``: what a seat added later gets)."""
    # random, or a seat's colour: parse_config refuses a colour no seat has
    first = None if config.first is None else config.colours.index(config.first)
    return SetupModel(kinds=[seat.bot or "human" for seat in config.seats],
                      colours=list(config.colours), names=[s.name for s in config.seats],
                      rules=config.rules, faster_setup=config.faster_setup, deck=config.deck,
                      auto_apply=config.auto_apply, first=first, pace=config.pace,
                      verbosity=config.verbosity, relative=config.relative,
                      teams=config.teams, points=config.points, level=level)


class TableStore:
    """The last table; ``path`` None keeps it in memory (for one run of the app)."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._memory: GameConfig | None = None
        if path is not None:  # left by a copy killed mid-write
            sweep_temporaries(path)

    @classmethod
    def beside(cls, saves: SaveStore) -> TableStore:
        """Kept beside the saved game (in memory when the saved game is)."""
        return cls(None if saves.path is None else saves.path.with_name(FILE_NAME))

    def read(self) -> tuple[GameConfig | None, str | None]:
        """(the table, None); (None, None) when none was kept; (None, the reason with where
        the file was moved) when it cannot be read."""
        if self.path is None:
            return self._memory, None
        try:
            text = read_text(self.path)
        except FileNotFoundError:
            return None, None
        except UnicodeDecodeError as exc:  # bytes that are not text: damaged, as a bad
            # table is (playtest pb68: left in place, it was written over by the next game)
            return None, put_aside(self.path, why(exc), aside_tag(exc))
        except OSError as exc:  # unreadable where it is (a folder, no permission): left
            return None, why(exc)  # there; a write there fails as the read did
        try:
            return parse_table(text), None
        except TableError as exc:
            return None, put_aside(self.path, str(exc), aside_tag(exc))

    def write(self, config: GameConfig) -> str | None:
        """Keep ``config``'s table; the reason in words when the disk says no."""
        if self.path is None:
            self._memory = config
            return None
        return write_or_why(self.path, format_table(config))
