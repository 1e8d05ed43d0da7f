"""The one key table: bindings, the spoken key help and docs/keys.md all come from it.

Keeping a single table means the help a player hears can never disagree with
what the keys do (a test also checks docs/keys.md against it).  Regenerate the
document with ``python -m sorry_audio.ui.keymap > docs/keys.md``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Mode(Enum):
    """What the keys act on: the key bindings are filtered by these."""

    MENU = "menu"  # main menu, game menu, rules and keys
    SETUP = "setup"  # the new-game setup list
    GAME = "game"  # a game in progress
    REVIEW = "review"  # the game is over: hear the final board, play again


MENUS = frozenset({Mode.MENU, Mode.SETUP, Mode.REVIEW})
GAME = frozenset({Mode.GAME})
BOARD = frozenset({Mode.GAME, Mode.REVIEW})
ANY = frozenset(Mode)


@dataclass(frozen=True)
class KeyAction:
    """One row of the table: the handler ``key_<name>`` runs for any of ``keys``."""

    name: str
    keys: tuple[str, ...]  # as shown to players: "D", "Shift+S", "Space", "1..9"
    modes: frozenset[Mode]
    help: str


KEYMAP: tuple[KeyAction, ...] = (
    # menus and setup
    KeyAction("menu_prev", ("Up",), MENUS, "previous item"),
    KeyAction("menu_next", ("Down",), MENUS, "next item"),
    KeyAction("menu_select", ("Enter",), MENUS, "choose the item, or change the setting"),
    KeyAction("menu_number", ("1..9",), frozenset({Mode.MENU, Mode.REVIEW}),
              "choose that item"),
    KeyAction("setup_number", ("1..9",), frozenset({Mode.SETUP}), "go to that item"),
    KeyAction("menu_change_down", ("Left",), frozenset({Mode.MENU, Mode.SETUP}),
              "change a setting back"),
    KeyAction("menu_change_up", ("Right",), frozenset({Mode.MENU, Mode.SETUP}),
              "change a setting on"),
    KeyAction("setup_start", ("S",), frozenset({Mode.SETUP}), "start the game now"),
    KeyAction("menu_back", ("Escape",), MENUS, "go back"),
    # playing
    KeyAction("draw", ("D", "Space"), GAME, "draw a card"),
    KeyAction("choose", ("1..9",), GAME, "choose that option (or group of options)"),
    KeyAction("option_prev", ("Up",), GAME, "previous option, spoken"),
    KeyAction("option_next", ("Down",), GAME, "next option, spoken"),
    KeyAction("option_enter", ("Enter",), GAME, "choose the option you walked to"),
    KeyAction("options", ("O",), GAME, "repeat the whole option list"),
    # what is on the board
    KeyAction("board", ("B",), BOARD, "the board: every player's pawns and where they are"),
    KeyAction("own_pawns", ("V",), BOARD, "your own pawns"),
    KeyAction("turn", ("T",), BOARD, "whose turn it is, and the card waiting"),
    KeyAction("scores", ("S",), frozenset({Mode.GAME, Mode.REVIEW}),
              "scores: pawns home per player"),
    KeyAction("details", ("Shift+S",), BOARD,
              "details: every pawn, its location and steps to HOME"),
    KeyAction("card", ("C",), GAME, "the current card and what it lets you do"),
    KeyAction("hint", ("H",), GAME, "a hint: what the hard bot would play"),
    KeyAction("danger", ("A",), BOARD,
              "danger check: which of your pawns an opponent could bump next, and with what"),
    # review cursor
    KeyAction("review_next", ("Right",), BOARD, "review cursor: next track square"),
    KeyAction("review_prev", ("Left",), BOARD, "review cursor: previous track square"),
    KeyAction("review_pawn_next", ("N",), BOARD, "review cursor: next pawn on the track"),
    KeyAction("review_pawn_prev", ("Shift+N",), BOARD,
              "review cursor: previous pawn on the track"),
    KeyAction("review_slide_next", ("L",), BOARD, "review cursor: next slide"),
    KeyAction("review_slide_prev", ("Shift+L",), BOARD, "review cursor: previous slide"),
    KeyAction("review_mark_next", ("E",), BOARD,
              "review cursor: next start square or safety entry"),
    KeyAction("review_mark_prev", ("Shift+E",), BOARD,
              "review cursor: previous start square or safety entry"),
    KeyAction("review_home", ("Home",), BOARD, "review cursor: your start square"),
    # settings in play
    KeyAction("pace", ("P",), GAME, "bot pace: fast, normal, slow, wait for a key"),
    KeyAction("verbosity", ("W",), BOARD, "verbosity: brief, normal, full"),
    KeyAction("wording", ("Shift+W",), BOARD, "locations: absolute or relative"),
    KeyAction("game_menu", ("Escape",), GAME, "game menu: resume, keys, rules, leave"),
    # anywhere
    KeyAction("repeat", ("R",), ANY, "repeat the last announcement"),
    KeyAction("history_older", (",",), ANY, "older message in the history"),
    KeyAction("history_newer", (".",), ANY, "newer message in the history"),
    KeyAction("history_oldest", ("<",), ANY, "oldest message (Shift+comma)"),
    KeyAction("history_newest", (">",), ANY, "newest message (Shift+period)"),
    KeyAction("help", ("F1", "?"), ANY, "keys help for where you are"),
    KeyAction("quit", ("Ctrl+C",), ANY, "leave Sorry! Audio, after confirming"),
)

SECTIONS: tuple[tuple[str, frozenset[Mode]], ...] = (
    ("Menus", frozenset({Mode.MENU})),
    ("Setup", frozenset({Mode.SETUP})),
    ("In a game", frozenset({Mode.GAME})),
    ("After a game", frozenset({Mode.REVIEW})),
)

_NAMED = {"Up": "up", "Down": "down", "Left": "left", "Right": "right", "Enter": "enter",
          "Escape": "escape", "Space": " ", "Home": "home", "F1": "f1", "Ctrl+C": "c-c"}


def _shifted_letters() -> frozenset[str]:
    return frozenset(k[-1] for a in KEYMAP for k in a.keys if k.startswith("Shift+"))


def terminal_keys(key: str) -> tuple[str, ...]:
    """The prompt_toolkit key names for one shown key.

    A plain letter also answers to its capital unless Shift+letter has its own
    row, so Caps Lock does not make the game deaf.
    """
    if key in _NAMED:
        return (_NAMED[key],)
    if key == "1..9":
        return tuple(str(d) for d in range(1, 10))
    if key.startswith("Shift+") and len(key) == 7:
        return (key[-1].upper(),)
    if len(key) == 1 and key.isalpha():
        if key.upper() in _shifted_letters():
            return (key.lower(),)
        return (key.lower(), key.upper())
    return (key,)


def actions_for(mode: Mode) -> list[KeyAction]:
    return [a for a in KEYMAP if mode in a.modes]


def help_lines(mode: Mode) -> list[str]:
    """Spoken key help for one mode, one line per action."""
    return [f"{' or '.join(a.keys).replace('1..9', '1 to 9')}: {a.help}."
            for a in actions_for(mode)]


def markdown() -> str:
    """docs/keys.md, generated from the table."""
    out = ["# Keys", "",
           "Generated from `sorry_audio/ui/keymap.py` (the table the game itself uses);",
           "regenerate with `python -m sorry_audio.ui.keymap > docs/keys.md`.", ""]
    for title, modes in SECTIONS:
        out += [f"## {title}", "", "| Keys | Action |", "|---|---|"]
        for a in KEYMAP:
            if a.modes & modes and (a.modes != ANY):
                keys = ", ".join(f"`{k}`" for k in a.keys)
                out.append(f"| {keys} | {a.help} |")
        out.append("")
    out += ["## Anywhere", "", "| Keys | Action |", "|---|---|"]
    for a in KEYMAP:
        if a.modes == ANY:
            out.append(f"| {', '.join(f'`{k}`' for k in a.keys)} | {a.help} |")
    out += ["", "While typing a name: letters type, Backspace deletes, Enter keeps the name, "
            "Escape cancels.", "When asked to confirm leaving: `Y` leaves, any other key stays.",
            "While a bot plays, any key skips the wait and the speech of its turn.", ""]
    return "\n".join(out)


if __name__ == "__main__":
    print(markdown(), end="")
