"""Games counted while the record refused to be read, kept beside it until it can be.

A record that refuses to be read (held open by another program on Windows, or not the
player's to read) is never written over, as it may hold every game counted so far; the
games finished meanwhile wait in ``record.pending.json`` beside it instead, so quitting
(or a closed terminal) does not lose them (and so do those a record that was read would
not take).  Each keep is a batch under an id of its own, never written again; the record
lists the ids of the batches it has taken in, so a batch is added once even when the
program stops between writing the record and removing the batch.  A side file that
cannot be read is moved aside like any other; one a newer release wrote is left where
that release looks for it.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterable, Mapping
from contextlib import suppress
from pathlib import Path
from typing import TypeGuard

from sorry_audio.config import LEVELS
from sorry_audio.userfiles import (
    NewerVersionError,
    ParsedCache,
    aside_tag,
    damaged_path,
    load_json,
    present,
    put_aside,
    read_text,
    sweep_temporaries,
    why,
    write_or_why,
)

#: the tag that names the side file beside the record (record.json: record.pending.json)
TAG = "pending"
VERSION = 1

#: one level's games to add to the record: (played, won); below zero, games taken off (a
#: loss taken back with U after it was written)
Counts = dict[str, tuple[int, int]]


#: why games could not be kept beside a record that refused to be read
UNREAD_TOO = "the file beside it that keeps such games could not be read either"
#: why not, when a newer release wrote the side file: left for it, never written over
NEWER_TOO = ("the file beside it that keeps such games was written by a newer version of "
             "Sorry! Audio")


class WaitingError(ValueError):
    """A side file that cannot be read; the words say why."""


class NewerWaitingError(WaitingError, NewerVersionError):
    """A side file written by a newer release: set aside under a name that says so."""


def waiting_path(record: Path) -> Path:
    """The side file beside ``record``: its name with ".pending" added."""
    return damaged_path(record, TAG)


def new_batch() -> str:
    """An id no other batch has, in this copy or any other."""
    return uuid.uuid4().hex


def format_waiting(batches: Mapping[str, Counts]) -> str:
    return json.dumps({"version": VERSION, "batches": {
        batch: {level: {"played": p, "won": w} for level, (p, w) in counts.items()}
        for batch, counts in batches.items()}})


def _is_int(n: object) -> TypeGuard[int]:
    """An int, below zero too, and not a bool (JSON's true would pass for 1)."""
    return isinstance(n, int) and not isinstance(n, bool)


def _counts(entry: object) -> Counts:
    if not isinstance(entry, dict):
        raise WaitingError("its games are not valid")
    out: Counts = {}
    for level, count in entry.items():
        played = count.get("played") if isinstance(count, dict) else None
        won = count.get("won") if isinstance(count, dict) else None
        if level not in LEVELS or not (_is_int(played) and _is_int(won)):
            raise WaitingError("its games are not valid")
        out[level] = (played, won)
    return out


def parse_waiting(text: str) -> dict[str, Counts]:
    """The batches in the side file's text; WaitingError with the reason when it is none.
    Any entry that is not valid refuses the whole file: half a batch added would count its
    games wrong, and the file is kept aside for a look."""
    data = load_json(text, VERSION, WaitingError, NewerWaitingError)
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise WaitingError("not a file of games kept for the record")
    batches = data.get("batches")
    if not isinstance(batches, dict) or not all(isinstance(b, str) and b for b in batches):
        raise WaitingError("its games are not valid")
    return {batch: _counts(entry) for batch, entry in batches.items()}


class WaitingFile:
    """The side file: batches read, one batch put in or taken out, each write whole.

    ``problem``: why a side file was set aside (said once, then set to None by who said it).
    ``refused``: why the last read gave None, the reason :meth:`keep` gives.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        sweep_temporaries(path)
        self.problem: str | None = None
        self.refused = UNREAD_TOO
        self._stuck = False  # a damaged one that could not be moved aside: said once
        # the batches the last read found: the file unchanged, :meth:`look` need not read it
        self._seen: ParsedCache[dict[str, Counts]] = ParsedCache()

    def read(self) -> dict[str, Counts] | None:
        """The batches waiting ({} for none); None when the file is there but refuses to be
        read, or is no plain file: then it is left as it is, as it may hold games."""
        self._seen.forget()
        if not present(self.path):
            return {}
        self.refused = UNREAD_TOO
        if not present(self.path, file_only=True):
            return None
        try:
            before = self.path.stat()  # before the read: a write meanwhile is a new stamp
            batches = parse_waiting(read_text(self.path))
        except PermissionError:
            return None
        except NewerWaitingError:  # its games are that release's to add: set aside, they
            self.refused = NEWER_TOO  # were where no release looks (review bg58)
            return None
        except (OSError, UnicodeDecodeError, WaitingError) as exc:
            return self._set_aside(exc)
        self._seen.keep(before, batches)
        return dict(batches)  # keep adds to what it is given: never to the one seen

    def look(self) -> dict[str, Counts] | None:
        """:meth:`read`, but the batches last read while the file is as it was then (its
        time and size, as SaveStore keeps its game): the main menu's bot-level item looks
        at every step of the menu's focus while games wait, and read the file each time.
        Only to count them: keep and drop read afresh before they write."""
        try:
            seen = self._seen.of(self.path.stat())
        except OSError:
            seen = None  # gone, or no look at it: read says which
        return dict(seen) if seen is not None else self.read()

    def _set_aside(self, exc: Exception) -> dict[str, Counts] | None:
        """A side file that cannot be read, moved aside and said: {} (none waits now).  One
        that cannot even be moved is left as it is and never written over (review bg58: it
        was, with any games in it that a closer look could still save): None."""
        problem = put_aside(self.path, why(exc), aside_tag(exc))
        if not present(self.path):  # moved: said with where it went
            self.problem = problem
            return {}
        if not self._stuck:  # said once, not at every look
            self.problem = why(exc)
        self._stuck = True
        return None

    def keep(self, batch: str, counts: Counts) -> str | None:
        """Put games in as ``batch`` (a new id), beside the batches already there; the
        reason in words if they could not be kept."""
        batches = self.read()
        if batches is None:  # what it holds is not known: never written over
            return self.refused
        batches[batch] = counts
        return self._write(batches)

    def _write(self, batches: Mapping[str, Counts]) -> str | None:
        """Write ``batches`` whole; what was seen is forgotten either way, so a write within
        the file system's time step is never taken for the file as last read."""
        self._seen.forget()
        return write_or_why(self.path, format_waiting(batches))

    def drop(self, done: Iterable[str]) -> None:
        """Take out the batches the record now holds (the file removed when none is left).
        A failure leaves them: the record's list of batches it holds keeps them from being
        added twice, and the next read tries again."""
        batches = self.read()
        if not batches:
            return
        taken = set(done)
        left = {b: c for b, c in batches.items() if b not in taken}
        if len(left) == len(batches):
            return
        if left:
            self._write(left)
        else:
            self._seen.forget()
            with suppress(OSError):
                self.path.unlink()
