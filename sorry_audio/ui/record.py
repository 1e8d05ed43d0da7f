"""The player's record against the bots: games played and won at each level, kept between runs.

A game counts when one human plays against bots and it is played to the end; it counts
for the strongest level at the table ("against hard bots").  Hot-seat games, where
friends share the keyboard, are not counted: whose record would it be?  The file is JSON
in the per-user data folder (``SORRY_AUDIO_RECORD`` names another); ``format_record`` and
``parse_record`` are the paired text forms.  A file that cannot be read is moved aside as
``record.damaged.json``, never deleted, and counting starts again; when only some levels'
counts cannot be read, the others are kept.  A file that refuses to be read is left as it
is, and the games finished meanwhile wait beside it (:mod:`sorry_audio.ui.waiting`) until
a read works and adds them.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TypeGuard

from sorry_audio.config import LEVELS, GameConfig
from sorry_audio.narration.catalog import Catalog
from sorry_audio.ui.waiting import Counts, WaitingFile, new_batch, waiting_path
from sorry_audio.userfiles import (
    FileWatch,
    NewerVersionError,
    aside_tag,
    damaged_path,
    load_json,
    present,
    put_aside,
    read_text,
    user_path,
    why,
    write_or_why,
)

RECORD_ENV = "SORRY_AUDIO_RECORD"
FILE_NAME = "record.json"
DAMAGED_NAME = damaged_path(Path(FILE_NAME)).name  # the default file's damaged copy
VERSION = 1
#: the ids of the side file's batches the record has added, kept in the file so none is
#: added twice: the newest this many, far more than could wait at once (one a run)
ADDED_KEPT = 100


#: why a record that is a folder (or anything but a plain file) cannot be read
NOT_A_FILE = "it is a folder or something else, not a file"


class RecordError(ValueError):
    """A record file that cannot be read; the words say why."""


class NewerRecordError(RecordError, NewerVersionError):
    """A record written by a newer release: set aside as record.newer-version.json."""


@dataclass(frozen=True)
class Tally:
    """Games played to the end against one level, and how many of them the player won."""

    played: int = 0
    won: int = 0

    def plus(self, played: int, won: int) -> Tally:
        """Games counted (or, negative, taken off): never below none, and never more wins
        than games (review aw48: a loss taken back, the file then removed, then a win read
        "1 win in 0 games", a level the next launch refused)."""
        games = max(0, self.played + played)
        return Tally(games, min(games, max(0, self.won + won)))

    def words(self, catalog: Catalog) -> dict[str, str]:
        """``wins`` and ``games`` in words ("1 win", "3 games"), as the main menu and the
        end of a game both say them ("1 win in 3 games": "1 won of 3" ran into the menu
        item's "4 of 10", playtest x24)."""
        return {"wins": catalog.count(self.won, "win"),
                "games": catalog.count(self.played, "game")}


def table_level(config: GameConfig) -> str | None:
    """The level a game counts for: the strongest bot at a table with one human, else None.

    A partnership game counts for none: a bot partner shares the win.
    """
    bots = [s.bot for s in config.seats if s.bot]
    if not bots or len(config.seats) - len(bots) != 1 or config.teams:
        return None
    return max(bots, key=LEVELS.index)


def format_record(tallies: Mapping[str, Tally], added: Sequence[str] = ()) -> str:
    """``added``: the batches of games kept beside the record that it holds (none: no key,
    so a record that never needed one reads as it always did)."""
    data: dict[str, object] = {"version": VERSION, "levels": {
        level: {"played": t.played, "won": t.won} for level, t in tallies.items()}}
    if added:
        data["added"] = list(added[-ADDED_KEPT:])
    return json.dumps(data)


def _is_count(n: object) -> TypeGuard[int]:
    """An int, and not a bool (JSON's true would pass for 1)."""
    return isinstance(n, int) and not isinstance(n, bool)


def parse_record(text: str, skipped: list[str] | None = None,
                 added: list[str] | None = None) -> dict[str, Tally]:
    """The tallies from the file's text; RecordError with the reason when it is not a record.

    ``skipped``: a level whose entry is not valid is left out, its reason added to the
    list, and the rest read, where otherwise it would refuse the whole file (playtest
    ao40: one bad entry took every level's counts with it).  ``added``: filled with the
    batches of games kept beside the record that it holds; a list that is not valid
    counts as none, as in a record written before there were any."""
    data = load_json(text, VERSION, RecordError, NewerRecordError)
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise RecordError("not a record of this version")
    batches = data.get("added")
    if added is not None and isinstance(batches, list) and all(
            isinstance(b, str) for b in batches):
        added.extend(batches)
    levels = data.get("levels")
    if not isinstance(levels, dict):
        raise RecordError("its counts are missing")
    out: dict[str, Tally] = {}
    for level, entry in levels.items():
        try:
            out[level] = _tally(level, entry)
        except RecordError as exc:
            if skipped is None:
                raise
            skipped.append(str(exc))
    return out


def _tally(level: object, entry: object) -> Tally:
    if level not in LEVELS or not isinstance(entry, dict):
        raise RecordError(f"there is no bot level called {level}")
    played, won = entry.get("played"), entry.get("won")
    if not (_is_count(played) and _is_count(won)) or not 0 <= won <= played:
        raise RecordError(f"the counts for {level} are not valid")
    return Tally(played, won)


def default_path() -> Path:
    """``SORRY_AUDIO_RECORD`` if set, else record.json in the per-user data folder."""
    return user_path(RECORD_ENV, "data", FILE_NAME)


class RecordStore:
    """The record on disk (``path`` None keeps it in memory, for one run of the app).

    Reading never fails: a file that cannot be read is set aside and its reason kept in
    ``problem``, to be said once; a write that fails is a reason in words, and the game
    goes on.  A file that refuses to be read is left as it is, and the games counted
    meanwhile wait beside it, added by the first read that works (in this run or a later
    one).
    """

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.problem: str | None = None
        self.partly = False  # the problem was some levels' counts only: the rest is kept
        # the counts as the file held them when last read or written, and the games counted
        # (or taken off) here since that the file does not have yet (a write that failed):
        # a second copy of the game counts into the same file, each adding its own games to
        # what the file holds now, so neither undoes the other's (playtest ao40)
        self._file: dict[str, Tally] | None = None
        self._pending: dict[str, tuple[int, int]] = {}
        self._watch = FileWatch(path)
        # the file is there but refused to be read (held open by another program on
        # Windows, or not the player's to read): not damage, as it may hold every game
        # counted so far, so never set aside or written over; read again at each look
        self._unread = False
        # the file is a folder (or anything but a plain file): never moved or written over,
        # and looked at again at each look, as it may turn back into a file (or go)
        self._odd = False
        # meanwhile the games counted wait beside it, so quitting does not lose them
        # (review be56): ``_kept`` is what the side file holds of them, by batch.  Each keep
        # writes only the games since the last one, under a new id, and an id is never
        # written again: another copy may have added it and named it in the record since,
        # and games written again under that name would be taken off as added (review bg58)
        self._waiting = None if path is None else WaitingFile(waiting_path(path))
        self._kept: dict[str, Counts] = {}
        self._added: tuple[str, ...] = ()  # the batches the file says it holds
        # the last game the file would not take was kept beside it instead, so quitting
        # does not lose it: said so, in place of "counts only until you quit"
        self.kept_beside = False
        # games that waited (beside the file, or in this copy after a write that failed)
        # and have been added since: not said yet
        self._caught: Counts = {}

    @property
    def unknown(self) -> bool:
        """The file is there but not one that can be read or moved aside (a folder), or it
        refused to be read: its counts are not known, so a game's count is not said as if
        it were the record."""
        return self._odd or self._unread

    @classmethod
    def open(cls) -> RecordStore:
        return cls(default_path())

    def _fresh(self) -> None:
        """The file's counts as they are now: read again when another copy has counted a
        game since (the main menu's record too, review aw48), or when the file was removed
        to start again, or set aside as damaged by another copy, which said counting starts
        again (playtest av47): then what this copy had not written yet goes too."""
        gone = self._watch.gone()
        if gone:
            self._pending = {}
            self._unkeep()
        if (self._file is None or gone or self._unread or self._odd or self._turned_odd()
                or self._watch.changed()):
            self._file = self._read()
            if not self.unknown:
                self._catch_up()

    def _turned_odd(self) -> bool:
        """Whether the file read before is a folder now (swapped during a game): a change
        the watch does not see, as a folder cannot be read (playtest bi60: the game's end
        then said the system's "Is a directory" where the words below say it)."""
        return self.path is not None and present(self.path) and not present(
            self.path, file_only=True)

    def tallies(self) -> dict[str, Tally]:
        """The player's record: the file's counts, this copy's games it does not have yet,
        and the games other runs and copies keep beside it that it has not added (playtest
        bi60: a record that would not take a write read 0 wins in 1 game at the next launch,
        of 1 win in 3).  None twice: not the batches the file names as added, and this
        copy's own batches only once, as the games it has not written."""
        self._fresh()
        return _plus(self._counted(), self._beside())

    def _counted(self, base: Mapping[str, Tally] | None = None) -> dict[str, Tally]:
        """The file's counts as last read (or ``base``), with this copy's not yet written
        added."""
        if base is None:
            assert self._file is not None
            base = self._file
        return _plus(base, self._pending)

    def tally(self, level: str) -> Tally:
        return self.tallies().get(level, Tally())

    def _beside(self) -> Counts:
        """The games waiting beside the file that it does not hold, other than this copy's
        own (those are in ``_pending``); none when the side file cannot be read."""
        if self._waiting is None:
            return {}
        batches = self._waiting.look() or {}  # (none there: {} at once; unchanged, not
        # read again)
        return _total(counts for batch, counts in batches.items()
                      if batch not in self._added and batch not in self._kept)

    def waiting(self, level: str | None = None) -> int:
        """How many games wait beside the file to be added to it (at ``level``, or at
        all): other runs' and copies', and this copy's own kept there."""
        self._fresh()
        return _games(_total((self._beside(), *self._kept.values())), level)

    def _read(self) -> dict[str, Tally]:
        if self.path is None:
            return {}
        self._added = ()
        self._odd = False
        if not present(self.path):
            self._watch.saw(None)
            self._unread = False  # removed: what waits beside it starts a new one
            return {}
        if not present(self.path, file_only=True):  # never moved: it may hold anything
            self.problem, self._odd = NOT_A_FILE, True  # (playtest ao40: a folder, and
            # not a word said)
            return {}
        skipped: list[str] = []
        self._unread = False
        try:
            before = self.path.stat()
            text = read_text(self.path)
            added: list[str] = []
            tallies = parse_record(text, skipped, added)
            self._added = tuple(added)
        except PermissionError as exc:  # kept as it is (review ay50: on Windows a record
            # of 49 games, open elsewhere for a moment, was set aside or written over with 1)
            self.problem, self._unread = why(exc), True
            return {}
        except (OSError, UnicodeDecodeError, RecordError) as exc:  # undecodable: damaged
            self.problem = put_aside(self.path, why(exc), aside_tag(exc))
            self._watch.forget()
            return {}
        self._watch.saw(text, before)
        if skipped:  # the file as it was set aside; any good counts go on in a new one
            self.problem = put_aside(self.path, "; ".join(skipped))
            self._watch.forget()
            self.partly = bool(tallies)
            if tallies:
                self._write(tallies)
        return tallies

    @property
    def behind(self) -> bool:
        """Games counted in this run that the file does not have yet (a write failed)."""
        return bool(self._pending)

    def add(self, level: str, won: bool) -> str | None:
        """Count one game played to the end; the reason in words if it could not be kept."""
        return self._put(level, 1, int(won))

    def remove(self, level: str, won: bool) -> str | None:
        """Take off a game counted by :meth:`add` (a lost game taken back with U, as it
        ends again with a result of its own); the reason in words if the file could not be
        written."""
        return self._put(level, -1, -int(won))

    def _put(self, level: str, played: int, won: int) -> str | None:
        self._fresh()
        self.kept_beside = False  # (a catch-up's write just above may have set it)
        # the games from before that a write now adds: not this game, nor the loss it
        # takes the place of (review aw48: that is no news)
        carried = _total((self._pending, {level: (min(played, 0), min(won, 0))}))
        was = self._pending.get(level, (0, 0))
        self._pending[level] = (was[0] + played, was[1] + won)
        if self.unknown:  # this game waits, beside the file, until the file can be read
            return self._keep_aside()
        if self.path is None:
            self._file, self._pending = self._counted(), {}
            return None
        assert self._file is not None  # the file was looked at just above
        reason = self._commit(self._file)
        if reason is None:
            self._caught = _total((self._caught, carried))
        return reason

    def _write(self, tallies: Mapping[str, Tally],
               added: Sequence[str] | None = None) -> str | None:
        assert self.path is not None
        text = format_record(tallies, self._added if added is None else added)
        reason = write_or_why(self.path, text)
        if reason is None:
            self._watch.saw(text)
        elif self._turned_odd():  # in words, not the system's "Is a directory"
            reason = NOT_A_FILE
        return reason

    def _commit(self, base: Mapping[str, Tally], taken: tuple[str, ...] = ()) -> str | None:
        """Write ``base`` with this copy's games added; ``taken``: the batches from beside
        the file that ``base`` has added.  The record names them, and this copy's own batches
        when its games waited there too, before they are taken out of the side file: the
        program stopped in between, the next read finds them named and adds them no more."""
        own = tuple(self._kept)
        added = (*self._added, *taken, *own)[-ADDED_KEPT:]
        tallies = self._counted(base)
        reason = self._write(tallies, added)
        if reason is not None:
            self._keep_unwritten()
            return reason
        self._file, self._pending, self._added = tallies, {}, added
        if taken or own:  # out with every batch it names: one a run stopped before taking
            assert self._waiting is not None  # out too, while others were added
            self._waiting.drop(added)
            self._kept = {}
        return None

    def _keep_aside(self) -> str | None:
        """Keep this copy's games beside the file that refuses to be read: the reason in
        words when they could not be kept, and count only until the program ends.  Only the
        games not kept yet are written, as a batch of their own (see ``_kept``)."""
        if self._waiting is None:
            return self.problem
        fresh = _minus(self._pending, _total(self._kept.values()))
        if not fresh:  # all of them wait there already
            return None
        batch = new_batch()
        reason = self._waiting.keep(batch, fresh)
        if reason is None:
            self._kept[batch] = fresh
        return reason

    def _keep_unwritten(self) -> None:
        """The file was read but would not be written: keep the games beside it too.  On
        Windows a program that opens the record after the game read it (Excel, a sync or
        backup tool) usually lets it be read but refuses the replace; the file
        then looks unchanged, is never read again, and its games were lost at quitting
        (review bg58).  The side file is another file, so it usually takes them, and the
        next write that works names their batch, so they are added once."""
        self.kept_beside = self._keep_aside() is None

    def _catch_up(self) -> None:
        """After a read that worked: add the games that waited beside the file (other
        copies' and runs', and this copy's own), write it, and take them out."""
        if self._waiting is None:
            return
        self._took_mine()  # first: the record alone says it, and the side file may refuse
        batches = self._waiting.read()
        if batches is None:  # the side file refuses to be read: left for a later read
            return
        new = {b: c for b, c in batches.items() if b not in self._added and b not in self._kept}
        if not new and not self._kept:
            self._waiting.drop(batches)  # any left by a program stopped after its write
            return
        assert self._file is not None
        base = dict(self._file)
        for counts in new.values():
            base = _plus(base, counts)
        # a write that fails leaves them all waiting; one that works is said once.  Only
        # here: a game's own write says only the games it had not written before (``behind``),
        # not a loss taken back (U) that the file would not take just then (review aw48)
        carried = _total((self._pending, *new.values()))
        if self._commit(base, tuple(new)) is None:
            self._caught = _total((self._caught, carried))

    def _took_mine(self) -> None:
        """Another copy added some of this copy's batches (the record names them): their
        games are no longer this copy's to write.  Only the named ones: a batch kept after
        that copy's read is still this copy's alone (review bg58)."""
        named = [b for b in self._kept if b in self._added]
        self._pending = _minus(self._pending, _total(self._kept.pop(b) for b in named))

    def _unkeep(self) -> None:
        """The file was removed to start again: this copy's games that waited beside it
        go too, as those not written yet do."""
        if self._kept and self._waiting is not None:
            self._waiting.drop(tuple(self._kept))
        self._kept = {}

    def caught_up(self) -> dict[str, int]:
        """The games that waited for the file and have been added to it since last asked,
        by level (none: {}); asking clears them, so they are said once."""
        was, self._caught = self._caught, {}
        return {level: n for level in was if (n := _games(was, level)) > 0}

    def waiting_problem(self) -> str | None:
        """Why the games kept beside the file could not be read, the file set aside (once)."""
        if self._waiting is None:
            return None
        problem, self._waiting.problem = self._waiting.problem, None
        return problem


def record_caught_up_lines(record: RecordStore, catalog: Catalog,
                           said: str | None = None) -> list[str]:
    """The words for games that waited and are added to the record now (none: []): how
    many, then the record at each level they were played at, but ``said``, a level whose
    record was just said (the game's end says it first)."""
    added = record.caught_up()
    if not added:
        return []
    lines = [catalog.say("ui.record_saved_again", path=record.path,
                         games=catalog.count(sum(added.values()), "game"))]
    for level in LEVELS:
        if level in added and level != said:
            lines.append(catalog.say("ui.record", level=catalog.say(f"ui.level.{level}"),
                                     **record.tally(level).words(catalog)))
    return lines


def _plus(base: Mapping[str, Tally], counts: Counts) -> dict[str, Tally]:
    """``base`` with ``counts`` (games played and won at each level) added."""
    tallies = dict(base)
    for level, (played, won) in counts.items():
        tallies[level] = tallies.get(level, Tally()).plus(played, won)
    return tallies


def _games(counts: Counts, level: str | None = None) -> int:
    """The games played in ``counts`` (at ``level`` only, if given): a level's games taken
    back below none count as none."""
    return sum(max(0, played) for lv, (played, _) in counts.items()
               if level is None or lv == level)


def _total(batches: Iterable[Counts]) -> Counts:
    """The games of several batches, level by level."""
    out: Counts = {}
    for counts in batches:
        for level, (played, won) in counts.items():
            was = out.get(level, (0, 0))
            out[level] = (was[0] + played, was[1] + won)
    return out


def _minus(pending: Counts, kept: Counts) -> Counts:
    """The games in ``pending`` that are not in ``kept`` (those another copy has not
    added, or not kept beside the file yet), at every level either names: a level kept and
    since taken back (U) is games below none to write."""
    left = _total((pending, {level: (-p, -w) for level, (p, w) in kept.items()}))
    return {level: pw for level, pw in left.items() if pw != (0, 0)}
