"""The game in progress, kept on disk so a player can stop and carry on later.

A saved game is the setup, the game's seed and the option chosen at each play: replaying
those through the engine rebuilds the very same game (cards, board, whose turn), so nothing
but choices is stored.  The position it reached is stored too, as a check: a file from
another version, or edited by hand, that does not replay to it is refused with a reason
rather than restored wrong.  ``format_saved``/``parse_saved`` are the paired text forms;
:class:`SaveStore` keeps one game (JSON in the per-user data folder) and never loses a file
it cannot read: it is moved aside under its name with ``.damaged`` added (``game.damaged.json``;
from a newer release, ``game.newer-version.json``).
"""

from __future__ import annotations

import json
from contextlib import suppress
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from sorry_audio.config import LEVELS, PACES, VERBOSITIES, GameConfig, Seat
from sorry_audio.core.board import TRACK_SQUARES, Colour
from sorry_audio.core.cards import DECK_SIZES
from sorry_audio.core.errors import InvalidError
from sorry_audio.core.points import HAND_SIZE
from sorry_audio.core.position import parse_position
from sorry_audio.core.rules import RULES
from sorry_audio.ui.keymap import NAME_LIMIT
from sorry_audio.userfiles import (
    FileWatch,
    NewerVersionError,
    ParsedCache,
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

SAVE_ENV = "SORRY_AUDIO_SAVE"
FILE_NAME = "game.json"
DAMAGED_NAME = damaged_path(Path(FILE_NAME)).name  # the default file's damaged copy
VERSION = 1


#: said of a saved game that refused to be read: nothing is lost
UNREAD_KEPT = "the file is left as it is, and no game is saved over it until it can be read"
#: why a game was not written: the file holds a game another copy of Sorry! Audio saved
OTHER_COPY = ("another copy of Sorry! Audio has saved its game there since, and that game "
              "is kept")


class SaveError(ValueError):
    """A saved game that cannot be read or replayed; the words say why."""


class UnreadSaveError(SaveError):
    """A saved game that refused to be read (held open by another program for a moment,
    as on Windows, or not the player's to read): not damaged, so left where it is, and
    never written over while it refuses."""


class NewerSaveError(SaveError, NewerVersionError):
    """A game saved by a newer release: not damaged, so it is set aside under a name that
    says so (game.newer-version.json)."""


@dataclass(frozen=True)
class SavedGame:
    config: GameConfig
    seed: int
    draws: int  # cards drawn so far (the last may be waiting to be played)
    choices: tuple[int, ...]  # the option played for each card that had any
    position: str  # the board it reached, as a position string: checked on restore
    #: the Point Score game: the hand card picked at each turn (a discard too), in order
    picks: tuple[int, ...] = ()
    #: the Point Score game: the points of the games before this one at the table, by
    #: colour letter, and how many games they add up (Play again keeps a running total)
    totals: tuple[tuple[str, int], ...] = ()
    games: int = 0
    #: each human's review cursor, by colour letter, so a Continue finds it where it was
    #: left (playtests p16, q17, r18); a convenience: one not valid is dropped, not refused
    cursors: tuple[tuple[str, int], ...] = ()
    #: moves the player took back (U), said as the game ends; a count that is not valid
    #: reads as none, as the game itself does not depend on it
    taken_back: int = 0
    #: a lost game taken back (U after it ended): the loss stays on the record until the
    #: game ends again, when its result takes the loss's place; one not valid reads as not
    loss_counted: bool = False
    #: the last card drawn waits for its option, so is not played yet (playtest pg86: the
    #: Continue item counted it); a convenience, for the count: one not valid reads as not
    waiting: bool = False

    @property
    def cards_played(self) -> int:
        """The cards played so far (the Point Score game's deal is not play, nor is a
        card drawn and waiting)."""
        dealt = HAND_SIZE * len(self.config.seats) if self.config.points else 0
        return self.draws - dealt - self.waiting


def _colour(letter: object, reason: str) -> Colour:
    for c in Colour:
        if c.letter == letter:
            return c
    raise SaveError(reason)


def config_data(c: GameConfig) -> dict[str, Any]:
    """A game's setup as JSON data: colours by their letters (the saved game's and the last
    table's form; :func:`parse_config` reads it)."""
    config = asdict(c)
    config["seats"] = [{"colour": s.colour.letter, "bot": s.bot, "name": s.name}
                       for s in c.seats]
    config["first"] = c.first.letter if c.first is not None else None
    return config


def format_saved(saved: SavedGame) -> str:
    data = {"version": VERSION, "config": config_data(saved.config),
            "seed": saved.seed, "draws": saved.draws,
            "choices": list(saved.choices), "position": saved.position}
    if saved.config.points:  # written only for the Point Score game, so other saves read
        data |= {"picks": list(saved.picks), "totals": dict(saved.totals),  # as before
                 "games": saved.games}
    if saved.cursors:
        data["cursors"] = dict(saved.cursors)
    if saved.taken_back:
        data["taken_back"] = saved.taken_back
    if saved.loss_counted:
        data["loss_counted"] = True
    if saved.waiting:
        data["waiting"] = True
    return json.dumps(data)


def _cursors(data: dict[str, Any]) -> tuple[tuple[str, int], ...]:
    """The review cursors, each a track square under a colour's letter; any that is not
    one is left out (the cursor then starts on the player's start square)."""
    raw = data.get("cursors")
    if not isinstance(raw, dict):
        return ()
    letters = {c.letter for c in Colour}
    return tuple((k, v) for k, v in raw.items() if k in letters and isinstance(v, int)
                 and not isinstance(v, bool) and 1 <= v <= TRACK_SQUARES)


def _indexes(data: dict[str, Any], key: str, reason: str) -> tuple[int, ...]:
    values = _need(data, key, list, reason)
    if not all(isinstance(i, int) and not isinstance(i, bool) and i >= 0 for i in values):
        raise SaveError(reason)
    return tuple(values)


def _totals(data: dict[str, Any], config: GameConfig) -> tuple[tuple[str, int], ...]:
    raw = data.get("totals", {})
    letters = {c.letter for c in config.colours}
    if not isinstance(raw, dict) or not all(
            k in letters and isinstance(v, int) and not isinstance(v, bool) and v >= 0
            for k, v in raw.items()):
        raise SaveError("the points of the earlier games are not valid")
    return tuple(raw.items())


def _need(data: dict[str, Any], key: str, kind: type | tuple[type, ...], reason: str) -> Any:
    """``data[key]`` if it is a ``kind``, else SaveError(``reason``): the player hears the
    reason, so it names what is wrong in the game's words, not the file's key."""
    value = data.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError(reason)
    return value


def parse_saved(text: str) -> SavedGame:
    """A saved game from its JSON text; SaveError with the reason when it is not one."""
    data = load_json(text, VERSION, SaveError, NewerSaveError)
    # every saved game names its version: a file without one is some other JSON file
    if not isinstance(data, dict) or data.get("version") is None:
        raise SaveError("it is not a saved game")
    if data.get("version") != VERSION:
        raise SaveError("it was written by another version of Sorry! Audio")
    config = parse_config(_need(data, "config", dict, "its setup is missing or not valid"))
    choices = _indexes(data, "choices", "the choices are not valid")
    picks = _indexes(data, "picks", "the cards picked are not valid") if config.points else ()
    games = data.get("games", 0) if config.points else 0
    if not isinstance(games, int) or isinstance(games, bool) or games < 0:
        raise SaveError("the count of earlier games is not valid")
    draws = _need(data, "draws", int, "its count of cards drawn is missing or not valid")
    if draws < 0:
        raise SaveError("its count of cards drawn is missing or not valid")
    position = _need(data, "position", str, "the board it reached is missing or not valid")
    try:  # read now: one it cannot, said later as moves that "do not replay", was not that
        parse_position(position)
    except InvalidError:
        raise SaveError("the board it reached is missing or not valid") from None
    return SavedGame(config, _need(data, "seed", int, "its seed is missing or not valid"),
                     draws,
                     choices,
                     position,
                     picks, _totals(data, config) if config.points else (), games,
                     _cursors(data), _taken_back(data), data.get("loss_counted") is True,
                     data.get("waiting") is True and draws > 0)


def _taken_back(data: dict[str, Any]) -> int:
    """The count of moves taken back; 0 for one missing or not a count."""
    raw = data.get("taken_back", 0)
    return raw if isinstance(raw, int) and not isinstance(raw, bool) and raw > 0 else 0


#: the defaults of a setting a saved game holds but need not (pace, verbosity)
DEFAULT_CONFIG = GameConfig((Seat(Colour.RED), Seat(Colour.BLUE)))


def parse_config(raw: dict[str, Any]) -> GameConfig:
    """A game's setup from :func:`config_data`'s form; SaveError with the reason."""
    seats = []
    for s in _need(raw, "seats", list, "the seats are not valid"):
        if (not isinstance(s, dict) or s.get("bot") not in (None, *LEVELS)
                or not isinstance(s.get("name") or "", str)):  # not ["x"] said as "['x']"
            raise SaveError("a seat is not valid")
        seats.append(Seat(_colour(s.get("colour"), "a seat is not valid"), s.get("bot"),
                          s.get("name") or ""))  # text, as checked above
    if not 2 <= len(seats) <= 4 or len({s.colour for s in seats}) != len(seats):
        raise SaveError("the seats are not valid")
    # names as setup lets them be typed: a line break would break the printed lines
    if any(len(seat.name) > NAME_LIMIT for seat in seats):
        raise SaveError(f"a name is longer than {NAME_LIMIT} characters")
    if not all(seat.name.isprintable() for seat in seats):
        raise SaveError("a name has a character that cannot be typed in setup")
    rules = _need(raw, "rules", str, "the rules are not valid")
    if rules not in RULES:
        raise SaveError("the rules are not valid")
    # read here, not left to the game's set-up, whose InvalidSetupError would be said as
    # "its table is not valid (deck size must be ...)" and only when the game replays
    if raw.get("deck") not in DECK_SIZES:
        raise SaveError("the deck is not valid")
    # the pace and verbosity are the player's settings, which a Continue takes up anyway:
    # a bad one is no reason to refuse the game (playtest g7)
    pace = raw["pace"] if raw.get("pace") in PACES else DEFAULT_CONFIG.pace
    verbosity = (raw["verbosity"] if raw.get("verbosity") in VERBOSITIES
                 else DEFAULT_CONFIG.verbosity)
    first = raw.get("first")
    if first is not None:
        first = _colour(first, "who plays first is not valid")
        if first not in {seat.colour for seat in seats}:  # review z26: it stopped every launch
            raise SaveError("who plays first is not valid")
    teams = bool(raw.get("teams"))  # written since the partnership game: absent means off
    if teams and len(seats) != 4:
        raise SaveError("a partnership game needs four players")
    points = bool(raw.get("points"))  # written since the Point Score game: absent means off
    if points and teams:
        raise SaveError("the Point Score game is not played in partnership")
    return GameConfig(tuple(seats), rules, bool(raw.get("faster_setup")), raw["deck"],
                      bool(raw.get("auto_apply", True)), first, pace,
                      verbosity, bool(raw.get("relative")), teams, points)


def default_path() -> Path:
    """``SORRY_AUDIO_SAVE`` if set, else game.json in the per-user data folder."""
    return user_path(SAVE_ENV, "data", FILE_NAME)


class SaveStore:
    """One saved game.  ``path`` None keeps it in memory (for one run of the app).

    Every method returns a reason in words when the disk says no (None when all went
    well); the game goes on either way.  A game the file would not take is kept in memory
    instead, newer than the file, so Continue still takes it up until the app is quit
    (playtest g7: leaving lost it, though the game had said it was kept).
    """

    def __init__(self, path: Path | None) -> None:
        self.path = path
        # the newest saved game when there is no file, or when the file would not take it
        self._memory: str | None = None
        # the last file read, by its modification time and size: the launch check and the
        # main menu's Continue item both read it, and the disk is asked once (forgotten
        # whenever this store writes, moves or deletes the file)
        self._last: ParsedCache[SavedGame] = ParsedCache()  # unchanged: not read again
        # the file as this store last read or wrote it: another copy of the game on the same
        # file is never written over, nor its game deleted (playtest ao40)
        self._watch = FileWatch(path)
        # why the file refused to be read, when it last did (see UnreadSaveError)
        self._unread: str | None = None

    @classmethod
    def open(cls) -> SaveStore:
        return cls(default_path())

    def exists(self) -> bool:
        if self._memory is not None:
            return True
        if self.path is None:
            return False
        there = present(self.path, file_only=True)
        if not there:  # nothing to write over: a game saved from now on is this one's
            self._watch.saw(None)
        return there

    @property
    def unsaved(self) -> bool:
        """The saved game is held in memory only, as the file would not take it: quitting
        loses it."""
        return self.path is not None and self._memory is not None

    def read(self, peek: bool = False) -> SavedGame:
        """The saved game, touching nothing; SaveError with the reason when there is none
        or it cannot be read.  ``peek``: only to say what it is (the main menu's Continue
        item), which is not taking it up: another window's game, read so, is still not
        this one's to write over (playtest bc54: a quick game then replaced the game the
        other window was playing)."""
        if self._memory is not None:
            return parse_saved(self._memory)
        if self.path is None:
            raise SaveError("there is no saved game")
        try:
            info = self.path.stat()
            kept = self._last.of(info)
            if kept is not None:
                return kept
            text = read_text(self.path)
        except PermissionError as exc:  # review ay50: a good game was set aside as damaged
            reason = why(exc)
            if not peek:
                self._unread = reason
            raise UnreadSaveError(reason) from None
        except (OSError, UnicodeDecodeError) as exc:  # bytes that are not text: damaged
            raise SaveError(why(exc)) from None
        if not peek:
            self._unread = None
            self._watch.saw(text, info)
        saved = parse_saved(text)
        if not peek:  # what is cached was taken up (seen), so a read from it is too
            self._last.keep(info, saved)
        return saved

    def load(self) -> SavedGame:
        """:meth:`read`, but a file that cannot be read is moved aside (never deleted) and
        the error says where it went."""
        try:
            return self.read()
        except UnreadSaveError as exc:
            raise UnreadSaveError(f"{exc}; {UNREAD_KEPT}") from None
        except SaveError as exc:
            raise SaveError(self.set_aside(str(exc), aside_tag(exc))) from None

    def set_aside(self, reason: str, tag: str = "damaged") -> str:
        """Move an unusable file aside (game.json: game.damaged.json); the reason, with where."""
        self._last.forget()
        if self._memory is not None or self.path is None:  # what was read: the file is older
            self._memory = None
            return reason
        self._watch.forget()  # moved, or left where it is: either way no other copy's game
        return put_aside(self.path, reason, tag)

    def refusal(self) -> str | None:
        """Why this store's next write would be refused, to keep what the file holds (None:
        it would go ahead): another copy of Sorry! Audio saved its game there since this one
        last read or wrote it, or the file refuses to be read, and may hold a game."""
        if self.path is None:
            return None
        if self._unread is not None:  # until it is read (a Continue, the menu's item): the
            # player has not been offered the game it may hold, so it is not replaced
            return self._unread
        return OTHER_COPY if self._watch.changed() else None

    def save(self, saved: SavedGame) -> str | None:
        text = format_saved(saved)
        self._last.forget()  # what is written is read afresh, whatever the clock's resolution
        if self.path is None:
            self._memory = text
            return None
        refused = self.refusal()
        if refused is not None:  # what the file holds is kept, and this game held in memory
            self._memory = text
            return refused
        reason = write_or_why(self.path, text)
        self._memory = None if reason is None else text
        if reason is None:
            self._watch.saw(text)
        return reason

    def drop_file(self) -> None:
        """Remove the file, keeping a game held in memory: what the file holds is older
        (a Point Score game won, whose next game could not be written, review ar43)."""
        self._last.forget()
        if self.path is not None and not self._watch.changed():
            with suppress(OSError):
                self.path.unlink(missing_ok=True)
                self._watch.saw(None)  # gone: only then (the file left is still this one's)

    def clear(self) -> None:
        """The game ended: nothing to continue."""
        self._memory = None
        self.drop_file()
