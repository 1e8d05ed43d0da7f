"""Files kept for the player between runs (settings, the saved game): where they live, how
they are written, and what happens to one that cannot be read.

Written whole, to a temporary file renamed over the old one, so a crash or a full disk never
leaves half a file; a file that cannot be read is moved aside under another name, never
deleted, so nothing the player had is lost.
"""

from __future__ import annotations

import os
from contextlib import suppress
from pathlib import Path
from typing import Literal

APP_NAME = "sorry-audio"


def user_path(env: str, folder: Literal["config", "data"], name: str) -> Path:
    """The file named by the environment variable ``env``, else ``name`` in the per-user
    config or data folder (platformdirs: ~/.config, ~/.local/share and their likes)."""
    named = os.environ.get(env, "").strip()
    if named:
        return Path(named).expanduser()
    import platformdirs

    where = platformdirs.user_config_dir if folder == "config" else platformdirs.user_data_dir
    return Path(where(APP_NAME, appauthor=False)) / name


def write_whole(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` all at once; OSError (and no stray file) when it cannot."""
    tmp = path.with_name(path.name + ".tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        with suppress(OSError):
            tmp.unlink(missing_ok=True)
        raise


def damaged_path(path: Path) -> Path:
    """Where an unreadable file is kept: beside it, its own name with ".damaged" added
    (save.json: save.damaged.json), so a player looking for it finds it by its name."""
    return path.with_name(f"{path.stem}.damaged{path.suffix}")


def set_aside(path: Path) -> Path | None:
    """Move an unreadable file to :func:`damaged_path`, or, when an older damaged copy is
    already there, to the first free "save.damaged.2.json" and on: a second damaged file
    never replaces the first.  Where it went, or None if it could not be moved (then it
    stays where it is)."""
    kept = damaged_path(path)
    n = 1
    while kept.exists():
        n += 1
        kept = path.with_name(f"{path.stem}.damaged.{n}{path.suffix}")
    try:
        os.replace(path, kept)
    except OSError:
        return None
    return kept


def put_aside(path: Path, reason: str) -> str:
    """:func:`set_aside`, and the reason the file could not be used with where it went."""
    kept = set_aside(path)
    return reason if kept is None else f"{reason}; the file was kept as {kept}"


#: why a file whose text does not parse cannot be used: the parser's own message (line and
#: column of a JSON error) means nothing to a player and is long to hear
DAMAGED_TEXT = "its text is damaged"


def why(exc: Exception) -> str:
    """An error in words: the system's message for an OSError, else the error's own."""
    return (exc.strerror if isinstance(exc, OSError) else None) or str(exc)
