"""The one key table: bindings, the spoken key help and docs/keys.md all come from it.

What each row does is said in words from the narration catalog (``ui.key.<row>``),
so the help can be translated with the rest of the game.

Keeping a single table means the help a player hears can never disagree with
what the keys do (a test also checks docs/keys.md against it).  Regenerate the
document with ``python -m sorry_audio.ui.keymap > docs/keys.md``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from functools import cache
from types import MappingProxyType

from prompt_toolkit.keys import Keys

from sorry_audio.narration.catalog import DEFAULT_CATALOG, Catalog


class Mode(Enum):
    """What the keys act on: the key bindings are filtered by these."""

    MENU = "menu"  # main menu, game menu, rules and keys
    SETUP = "setup"  # the new-game setup list
    GAME = "game"  # a game in progress
    REVIEW = "review"  # the game is over: hear the final board, play again
    # for a moment, wherever they come, these take every key (the app checks them first):
    # a key of the places above does nothing meanwhile (its rows are in the app, and
    # what they do is said by NOTES)
    CONFIRM = "confirm"  # a question waits for Y or another key: leave, or take a move back
    TYPING = "typing"  # a player's name being typed (setup)
    GOTO = "goto_square"  # a square's number being typed, after G


MENUS = frozenset({Mode.MENU, Mode.SETUP, Mode.REVIEW})
GAME = frozenset({Mode.GAME})
BOARD = frozenset({Mode.GAME, Mode.REVIEW})
#: the modes that take every key for a moment, whatever the place
TAKE_EVERY_KEY = frozenset({Mode.CONFIRM, Mode.TYPING, Mode.GOTO})
#: every place, not the modes that take every key for a moment (a name, a square, a question)
ANY = frozenset(Mode) - TAKE_EVERY_KEY
#: the longest name a player may type for a seat, in characters
NAME_LIMIT = 20
#: seconds in which the key that has just finished something (a name kept with Enter, U
#: asking the table), pressed again, is a bounce: acting again would begin something new
#: unheard (playtest ba52); nobody hears the answer and presses the key again this fast
BOUNCE_GUARD = 0.3


class KeyStamp:
    """When a key last did something (``time.monotonic()``), and which key (any value that
    names the press: a key, or a count of keys handled): the same key again within a moment
    is a bounce or a held key's repeat, not a new press.  ``now`` may be passed in, read
    from the caller's own clock (a test's stand-in for it, too)."""

    __slots__ = ("at", "key")

    def __init__(self) -> None:
        self.at = float("-inf")  # never stamped: any time is long after
        self.key: object = None

    def stamp(self, now: float | None = None, key: object = None) -> None:
        """``key`` (any value that names the press) did it now."""
        self.at = time.monotonic() if now is None else now
        self.key = key

    def within(self, window: float = BOUNCE_GUARD, now: float | None = None) -> bool:
        """Whether less than ``window`` seconds have passed since the stamp."""
        return (time.monotonic() if now is None else now) - self.at < window

    def again(self, key: object = None, window: float = BOUNCE_GUARD,
              now: float | None = None) -> bool:
        """Whether ``key`` is the stamped key again within ``window``; stamped afresh
        either way, so the time runs from every press and a key held down acts once."""
        now = time.monotonic() if now is None else now
        repeat = key == self.key and self.within(window, now)
        self.stamp(now, key)
        return repeat


#: seconds under which the same key pressed again is a held key's repeat (a keyboard repeats
#: about 30 times a second once it starts), not a press of its own (playtest qm128)
REPEAT_GAP = 0.09
#: seconds after a group of options opens in which the digit that opened it, or Enter, is
#: not taken: nobody has heard what it would choose (playtest qm128: a doubled 2 played an
#: option of the group it opened); longer than a keyboard's wait before a held key repeats,
#: half a second or more (playtest qp133: a held 3's first repeat played an option)
OPEN_HOLD = 0.8
#: seconds after Enter opens a menu, or changes a setting in one, in which Enter is not
#: taken (playtests qm128, qp133: a doubled Enter changed Settings' first item, or one
#: setting twice)
MENU_HOLD = 0.4
#: seconds after "Leave Sorry! Audio?" is asked in which Ctrl+C is not its answer: a
#: doubled Ctrl+C quit at once (playtest qm128); Y still leaves
QUIT_HOLD = 0.5
#: seconds after U took a move back against bots in which U again takes nothing back: a
#: doubled or held U took back ten of her moves (playtest qm128)
TAKE_BACK_HOLD = 1.0
#: once a hold's notice is said ("press U again to take back another"), how long it still
#: holds the burst of presses it came from: a press made after hearing it acts
NOTICE_HOLD = 0.3
#: seconds after a number opens Settings or setup in which Enter only says the setting it
#: would change: "a number, then Enter to choose", as menus elsewhere go, changed and saved
#: the first setting unheard (playtest qq135: 8, then Enter 1.5 s on, made the bots hard)
DIGIT_OPEN_HOLD = 3.0


class Hold:
    """One short hold: until ``until``, presses of the key table's ``rows`` (or of the
    ``keys``) are not taken; ``notice``, a catalog key (with ``fields``), is said for the
    first one."""

    __slots__ = ("fields", "keys", "notice", "rows", "told", "until")

    def __init__(self, until: float, rows: frozenset[str], keys: frozenset[object],
                 notice: str | None, fields: Mapping[str, object]) -> None:
        self.until, self.rows, self.keys, self.notice = until, rows, keys, notice
        self.fields = fields
        self.told = False  # the notice has been said, for this burst of presses


class KeyHolds:
    """Keys held back for a moment after something happens that they would act on unheard:
    a group of options or a menu just opened, the leave question just asked, a move just
    taken back.  Each hold has a name, so a new one of that name replaces the old and the
    thing it guards can end it early.  A press held back keeps its hold on for
    :data:`REPEAT_GAP` more, so a held key's whole stream of repeats is held back, however
    long it lasts.  ``clock`` gives the time (the app's own, which a test may set)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._holds: dict[str, Hold] = {}

    def hold(self, name: str, seconds: float, *, rows: Iterable[str] = (),
             keys: Iterable[object] = (), notice: str | None = None,
             **fields: object) -> None:
        """Hold back the key table's ``rows`` and the ``keys`` for ``seconds`` from now."""
        self._holds[name] = Hold(self.clock() + seconds, frozenset(rows), frozenset(keys),
                                 notice, MappingProxyType(fields))

    def release(self, name: str) -> None:
        """The hold ``name`` ends now (what it guarded has been answered)."""
        self._holds.pop(name, None)

    def clear(self) -> None:
        """Every hold ends now: a key acted, so what comes next is no bounce of what set
        them (and a test's deliberate press, made after them)."""
        self._holds.clear()

    def stops(self, row: str, key: object) -> Hold | None:
        """The hold that stops a press of ``key`` (for the table's ``row``), or None: the
        press acts."""
        now = self.clock()
        for name, hold in list(self._holds.items()):
            if now >= hold.until:
                del self._holds[name]
            elif row in hold.rows or key in hold.keys:
                hold.until = max(hold.until, now + REPEAT_GAP)  # a held key's next repeat
                return hold
        return None


@dataclass(frozen=True)
class KeyAction:
    """One row of the table: the handler ``key_<name>`` runs for any of ``keys``."""

    name: str
    keys: tuple[str, ...]  # as shown to players: "D", "Shift+S", "Space", "1..9"
    modes: frozenset[Mode]

    @property
    def help_key(self) -> str:
        """The catalog key of what the row does (its words live in the narration catalog)."""
        return f"ui.key.{self.name}"


KEYMAP: tuple[KeyAction, ...] = (
    # menus and setup
    KeyAction("menu_prev", ("Up",), MENUS),
    KeyAction("menu_next", ("Down",), MENUS),
    KeyAction("menu_first", ("Home",), frozenset({Mode.MENU, Mode.SETUP})),
    KeyAction("menu_last", ("End",), frozenset({Mode.MENU, Mode.SETUP})),
    KeyAction("menu_select", ("Enter",), MENUS),
    KeyAction("menu_number", ("0..9",), frozenset({Mode.MENU, Mode.REVIEW})),
    KeyAction("setup_number", ("0..9",), frozenset({Mode.SETUP})),
    KeyAction("menu_change_down", ("Left",), frozenset({Mode.MENU, Mode.SETUP})),
    KeyAction("menu_change_up", ("Right",), frozenset({Mode.MENU, Mode.SETUP})),
    # brackets too: macOS Terminal keeps Page Up and Page Down for its own scrolling, and
    # Mac laptops have no such keys (review ay50), where the voices number over a hundred
    KeyAction("menu_change_far_down", ("Page Up", "["), frozenset({Mode.MENU, Mode.SETUP})),
    KeyAction("menu_change_far_up", ("Page Down", "]"), frozenset({Mode.MENU, Mode.SETUP})),
    KeyAction("setup_start", ("S",), frozenset({Mode.SETUP})),
    KeyAction("menu_back", ("Escape",), MENUS),
    # playing
    KeyAction("draw", ("D", "Space"), GAME),
    KeyAction("choose", ("1..9",), GAME),
    KeyAction("option_prev", ("Up",), GAME),
    KeyAction("option_next", ("Down",), GAME),
    KeyAction("option_enter", ("Enter",), GAME),
    KeyAction("options", ("O",), GAME),
    # O says the list; Shift+O the list's risks, every option at once (playtest px98)
    KeyAction("option_risks", ("Shift+O",), GAME),
    # a hint early in F1, with the keys of play: a learner looks for it first (playtest aq42)
    # the number pad's spare keys too (+, -, *, /), so one hand on the pad can hear a hint,
    # a repeat, the board and the history (playtest pd72: they said "Press F1", not there)
    KeyAction("hint", ("H", "+"), GAME),
    # anywhere, but said early in a game's F1: a newcomer found R only on its second page,
    # after the review cursor's keys (playtest x24)
    KeyAction("repeat", ("R", "-"), ANY),
    KeyAction("history_older", (",", "/"), ANY),
    KeyAction("history_newer", (".",), ANY),
    KeyAction("history_oldest", ("<",), ANY),
    KeyAction("history_newest", (">",), ANY),
    # what is on the board
    KeyAction("board", ("B", "*"), BOARD),
    KeyAction("own_pawns", ("V",), BOARD),
    KeyAction("players_pawns", ("Shift+V",), BOARD),
    KeyAction("turn", ("T",), BOARD),
    KeyAction("table", ("Shift+T",), BOARD),
    KeyAction("scores", ("S",), frozenset({Mode.GAME, Mode.REVIEW})),
    KeyAction("details", ("Shift+S",), BOARD),
    KeyAction("deck", ("K",), BOARD),
    # the board as a code, for a bug report: after the keys that say it in words, which a
    # child with Caps Lock on must find first (playtest aq42)
    KeyAction("position", ("Shift+B",), BOARD),
    KeyAction("card", ("C",), GAME),
    KeyAction("recap", ("Shift+R",), BOARD),
    # after a game too: a loss can be taken back; Ctrl+Z, undo's key, is the left hand's
    # (playtest ba52: one-handed play had no take-back key on that side)
    KeyAction("take_back", ("U", "Ctrl+Z"), BOARD),
    KeyAction("danger", ("A",), GAME),  # about the next cards: none come once it is over
    KeyAction("reach", ("Shift+A",), GAME),
    # review cursor
    KeyAction("review_next", ("Right",), BOARD),
    KeyAction("review_prev", ("Left",), BOARD),
    KeyAction("review_pawn_next", ("N",), BOARD),
    KeyAction("review_pawn_prev", ("Shift+N",), BOARD),
    KeyAction("review_slide_next", ("L",), BOARD),
    KeyAction("review_slide_prev", ("Shift+L",), BOARD),
    KeyAction("review_mark_next", ("E",), BOARD),
    KeyAction("review_mark_prev", ("Shift+E",), BOARD),
    KeyAction("review_home", ("Home",), BOARD),
    KeyAction("goto", ("G",), BOARD),
    # settings in play
    KeyAction("pace", ("P",), GAME),
    KeyAction("pace_back", ("Shift+P",), GAME),
    KeyAction("verbosity", ("W",), BOARD),
    KeyAction("wording", ("Shift+W",), BOARD),
    # 0 too, so the number pad alone can leave a group of options opened by mistake, or
    # reach the game menu (playtest pd72: a one-handed player had to play from the group)
    KeyAction("game_menu", ("Escape", "0"), GAME),
    # anywhere
    KeyAction("help", ("F1", "?"), ANY),
    KeyAction("quit", ("Ctrl+C",), ANY),
)

#: the top row of a French keyboard without Shift, and the digit each key types with it:
#: there the digits need Shift, so a first "1" came as "&" and was only "a key that does
#: nothing" (playtest qr136).  Said, not taken as the digit: a quote or an apostrophe is a
#: slip of the finger on other keyboards.  ("-", France's 6, is R's twin: repeat.  Belgium's
#: 6 and 8, "§" and "!", are left out: on a French keyboard "!" is a key of its own, and on
#: a US one Shift+1: review rz140.)
AZERTY_DIGITS: Mapping[str, int] = MappingProxyType({
    "&": 1, "é": 2, '"': 3, "'": 4, "(": 5, "è": 7, "_": 8, "ç": 9, "à": 0})
#: keys the number pad sends with Num Lock off that mean nothing in a game (its 1, 3, 9, 0
#: and point), said as such: its 7, 8, 2, 4 and 6 are Home and the arrows, which act
NUM_LOCK_OFF = frozenset({Keys.End, Keys.PageDown, Keys.PageUp, Keys.Insert, Keys.Delete})

_NAMED = {"Up": "up", "Down": "down", "Left": "left", "Right": "right", "Enter": "enter",
          "Escape": "escape", "Space": " ", "Home": "home", "End": "end", "F1": "f1",
          "Page Up": "pageup", "Page Down": "pagedown", "Ctrl+C": "c-c", "Ctrl+Z": "c-z"}


@cache  # asked at every capital letter pressed (the Caps Lock check), of a fixed table
def shifted_letters(modes: frozenset[Mode]) -> frozenset[str]:
    """Letters whose Shift+letter has a row of its own in any of ``modes``."""
    return frozenset(k[-1] for a in KEYMAP if a.modes & modes
                     for k in a.keys if k.startswith("Shift+"))


def terminal_keys(key: str, modes: frozenset[Mode] = ANY) -> tuple[str, ...]:
    """The prompt_toolkit key names for one shown key, in a row for ``modes``.

    A plain letter also answers to its capital unless Shift+letter has its own
    row in one of those modes, so Caps Lock (or Shift+S in setup, where Shift+S
    means nothing else) does not make the game deaf.
    """
    if key == "Enter":
        # a terminal still in line mode (a key pressed the instant the game starts, or
        # some terminals' settings) turns Enter into a line feed, Ctrl+J: it is Enter too
        return ("enter", "c-j")
    if key in _NAMED:
        return (_NAMED[key],)
    if key in ("0..9", "1..9"):
        return tuple(str(d) for d in range(int(key[0]), 10))
    if key.startswith("Shift+") and len(key) == 7:
        return (key[-1].upper(),)
    if len(key) == 1 and key.isalpha():
        if key.upper() in shifted_letters(modes):
            return (key.lower(),)
        return (key.lower(), key.upper())
    return (key,)


def actions_for(mode: Mode) -> list[KeyAction]:
    return [a for a in KEYMAP if mode in a.modes]


def key_name(shown: str, catalog: Catalog = DEFAULT_CATALOG) -> str:
    """A key as the player hears it: "Shift+S", "1 to 9", "Space" (named keys translate)."""
    if shown.startswith("Shift+"):
        return catalog.say("ui.keyname.shift", letter=shown[len("Shift+"):])
    named = f"ui.keyname.{shown}"
    return catalog.say(named) if named in catalog.texts else shown


#: the kinds of game whose key help differs: ``help_key + "." + kind`` when the catalog has it
GAME_KINDS = ("drawing", "points", "teams")
#: the kinds whose words a kind of game takes, the first found: the partnership game is a
#: drawing game whose scores and danger are its team's (playtest i9)
KIND_ORDER = {"teams": ("teams", "drawing")}


def help_line(action: KeyAction, catalog: Catalog = DEFAULT_CATALOG,
              game: str | None = None, place: Mode | None = None) -> str:
    """"D or Space: draw a card."; ``game`` ("drawing", "points" or "teams"): as that kind
    of game means the key, where its meaning differs (None: all, as the Keys list says
    them); ``place``: as that place means it, where the catalog words it its own way (a
    digit after a game only goes to an item: review ag33)."""
    keys = catalog.say("ui.key.or").join(key_name(k, catalog) for k in action.keys)
    key = action.help_key
    if place is not None and f"{key}.{place.value}" in catalog.texts:
        key = f"{key}.{place.value}"
    for kind in KIND_ORDER.get(game, (game,)) if game is not None else ():
        variant = f"{key}.{kind}"
        if variant in catalog.texts and not _translated_alone(catalog, key, variant):
            key = variant
            break
    return catalog.say("ui.key.line", keys=keys, help=catalog.say(key))


def _translated_alone(catalog: Catalog, key: str, variant: str) -> bool:
    """A catalog that rewords a key's help but not its game's own: the reworded one is
    said, not the English variant beside it."""
    english = DEFAULT_CATALOG.texts
    return catalog.texts[key] != english.get(key) and catalog.texts[variant] == english.get(
        variant)


#: What no row of the table says: keys that act by the moment, not by the place.  Each is
#: said with its place's keys (F1 there, and the Keys list) and printed in docs/keys.md.
#: A line each, so each fits a short terminal's page (a braille display's 40 by 12).
NOTES: dict[Mode | None, tuple[str, ...]] = {
    Mode.GAME: ("ui.keys_note.skip",), Mode.SETUP: ("ui.keys_note.typing",),
    Mode.REVIEW: ("ui.keys_note.end_enter",),
    None: ("ui.keys_note.confirm", "ui.keys_note.holds")}


def note_lines(place: Mode | None, catalog: Catalog = DEFAULT_CATALOG,
               skip: frozenset[str] = frozenset()) -> list[str]:
    return [catalog.say(key, n=NAME_LIMIT) for key in NOTES.get(place, ())
            if key not in skip]


#: rows and notes about bots, left out of a game's help when every seat is a human's
BOT_ONLY = frozenset({"pace", "pace_back", "ui.keys_note.skip"})


def first_lines(place: Mode | None, catalog: Catalog = DEFAULT_CATALOG,
                game: str | None = None, watching: bool = False) -> list[str]:
    """A game's key help starts with the few keys a first game needs (``game``: the
    Point Score game's own); ``watching``: at a table of bots, a spectator's, who has no
    card to play nor pawns (playtest qn129 heard "V your pawns" first)."""
    if place is not Mode.GAME:
        return []
    if watching:  # the Point Score game's H has nothing to weigh there (review rz134)
        return [catalog.say("ui.keys_first.watching" + ("_points" if game == "points"
                                                         else ""))]
    return [catalog.say("ui.keys_first.points" if game == "points" else "ui.keys_first")]


def help_lines(mode: Mode, catalog: Catalog = DEFAULT_CATALOG, *,
               bots: bool = True, game: str | None = None,
               watching: bool = False) -> list[str]:
    """Spoken key help for one mode (F1), one line per action, then what no row says;
    ``bots=False`` (a table of humans only) leaves out the keys about bots; ``game``: the
    kind of game in play, whose meaning of each key is said (see :func:`help_line`);
    ``watching``: a table of bots, whose keys to start with are a spectator's."""
    skip = frozenset() if bots else BOT_ONLY
    return (first_lines(mode, catalog, game, watching)
            + [help_line(a, catalog, game, mode) for a in actions_for(mode)
               if a.name not in skip]
            + [line for place in (mode, None) for line in note_lines(place, catalog, skip)])


#: The places the main menu's Keys list offers, most wanted first; None: keys for anywhere.
PLACES: tuple[Mode | None, ...] = (Mode.GAME, Mode.SETUP, Mode.MENU, Mode.REVIEW, None)


def place_title(place: Mode | None, catalog: Catalog = DEFAULT_CATALOG) -> str:
    """"In a game", "Anywhere": a place's name in the key help."""
    return catalog.say("ui.section.anywhere" if place is None else f"ui.section.{place.value}")


def place_actions(place: Mode | None) -> list[KeyAction]:
    """The rows of one place without those that work anywhere (``None``: only those), so
    a list of every place has each key once."""
    if place is None:
        return [a for a in KEYMAP if a.modes == ANY]
    return [a for a in KEYMAP if place in a.modes and a.modes != ANY]


def place_help_lines(place: Mode | None, catalog: Catalog = DEFAULT_CATALOG) -> list[str]:
    """Spoken key help for :func:`place_actions`, and the place's note; a game's page also
    says where R and the history keys are (playtest x24 looked for them there)."""
    lines = (first_lines(place, catalog)
             + [help_line(a, catalog, place=place) for a in place_actions(place)]
             + note_lines(place, catalog))
    if place is Mode.GAME:
        lines.append(catalog.say("ui.keys_note.anywhere"))
    return lines


def all_help_lines(catalog: Catalog = DEFAULT_CATALOG) -> list[str]:
    """Spoken key help for every place, each under its heading, keys that work anywhere last:
    the Keys list's last item, for a player who wants them all in one go."""
    lines: list[str] = []
    for place in PLACES:  # in the order the Keys list offers them
        lines.append(catalog.say("ui.keys_section", section=place_title(place, catalog)))
        lines += place_help_lines(place, catalog)
    return lines


def markdown(catalog: Catalog = DEFAULT_CATALOG) -> str:
    """docs/keys.md, generated from the table and the catalog's key help.

    Plain lines, the very ones F1 says ("D or Space: draw a card."), under a heading per
    place: read with ``cat`` or ``less`` by a screen reader, a table's bars and backticks
    were heard as "vertical bar, backtick" on every row.  How the file is made comes last.
    """
    out = ["# Keys", "",
           "Every key of Sorry! Audio, one line each, grouped by where it works.",
           "In the game, F1 says the keys for where you are.", ""]
    for place in PLACES:
        out += [f"## {place_title(place, catalog)}", ""]
        out += place_help_lines(place, catalog) + [""]
    out += ["## About this file", "",
            "This file is made from the key table the game itself uses",
            "(sorry_audio/ui/keymap.py) and the key words of the narration catalog.",
            "To make it again, run: python -m sorry_audio.ui.keymap > docs/keys.md", ""]
    return "\n".join(out)


if __name__ == "__main__":
    print(markdown(), end="")
