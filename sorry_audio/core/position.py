"""Positions and their one-line strings (rules section 8)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from sorry_audio.core.board import (
    COLOURS,
    HOME,
    START,
    Colour,
    is_track,
    is_zone,
    location_name,
    parse_colour,
    parse_location,
    start_square,
)
from sorry_audio.core.errors import (
    InvalidError,
    InvalidLocationError,
    InvalidPositionError,
    InvalidRulesError,
    quoted,
)
from sorry_audio.core.rules import CLASSIC, RULES, Rules, parse_rules

TEAMS_NEED_FOUR = "the partnership game needs all four colours seated"
#: what an unknown option is told: "rules=a5065 or rules=classic, and teams"
OPTIONS = ("the options are "
           + " or ".join(f"rules={n}" for n in sorted(RULES, key=lambda n: n == CLASSIC.name))
           + ", and teams")


@dataclass(frozen=True, slots=True)
class Position:
    """Who is to act and where every pawn stands.

    ``locs`` is flat: pawn ``i`` (0-based) of colour ``c`` is at
    ``locs[c * rules.pawns + i]``.  Unseated colours keep their pawns in START
    and are never read.  ``teams``: the partnership game (spec 6), red with
    yellow and blue with green, all four seated.
    """

    to_move: Colour
    seated: tuple[Colour, ...]
    locs: tuple[int, ...]
    rules: Rules = CLASSIC
    teams: bool = False

    def pawns(self, colour: Colour) -> tuple[int, ...]:
        p = self.rules.pawns
        return self.locs[colour * p:(colour + 1) * p]

    def pawns_home(self, colour: Colour) -> int:
        return self.pawns(colour).count(HOME)

    def team(self, colour: Colour) -> tuple[Colour, ...]:
        """The colours whose pawns ``colour`` may move: itself, then its partner in a
        partnership game."""
        return (colour, partner(colour)) if self.teams else (colour,)

    def winner(self) -> Colour | None:
        """A colour whose side has every pawn HOME (in a partnership game, the first of
        the team in turn order), or None."""
        for c in self.seated:
            if all(loc == HOME for t in self.team(c) for loc in self.pawns(t)):
                return c
        return None

    def next_colour(self, colour: Colour | None = None) -> Colour:
        """The next seated colour clockwise after ``colour`` (default: the one to move)."""
        c = self.to_move if colour is None else colour
        i = self.seated.index(c)
        return self.seated[(i + 1) % len(self.seated)]

    def occupant(self, square: int) -> tuple[Colour, int] | None:
        """The pawn (colour, number from 1) on a track square, if any."""
        p = self.rules.pawns
        for c in self.seated:
            for i, loc in enumerate(self.locs[c * p:(c + 1) * p]):
                if loc == square:
                    return c, i + 1
        return None

    def replace(self, *, to_move: Colour | None = None,
                locs: Iterable[int] | None = None) -> Position:
        return Position(self.to_move if to_move is None else to_move, self.seated,
                        self.locs if locs is None else tuple(locs), self.rules, self.teams)

    def __str__(self) -> str:
        return format_position(self)


def partner(colour: Colour) -> Colour:
    """The colour across the board: a partner in the partnership game (spec 6)."""
    return Colour((colour + 2) % 4)


def initial_position(seated: Iterable[Colour], rules: Rules = CLASSIC, *,
                     faster_setup: bool = False, first: Colour | None = None,
                     teams: bool = False) -> Position:
    """The opening board; with ``faster_setup`` each colour has one pawn on its start square."""
    order = tuple(sorted(set(seated)))
    if not 2 <= len(order) <= 4:
        raise InvalidPositionError("a game needs 2 to 4 colours")
    if teams and len(order) != 4:
        raise InvalidPositionError(TEAMS_NEED_FOUR)
    locs = [START] * (4 * rules.pawns)
    if faster_setup:
        for c in order:
            locs[c * rules.pawns] = start_square(c)
    to_move = order[0] if first is None else first
    if to_move not in order:
        raise InvalidPositionError(f"{to_move.title} is not seated")
    return Position(to_move, order, tuple(locs), rules, teams)


def format_position(pos: Position) -> str:
    """Write a position string; ``parse_position`` reads it back identically."""
    parts = [pos.to_move.letter]
    for c in pos.seated:
        parts.append(f"{c.letter}=" + ",".join(location_name(x) for x in pos.pawns(c)))
    if pos.rules is not CLASSIC:
        parts.append(f"rules={pos.rules.name}")
    if pos.teams:
        parts.append("teams")
    return " ".join(parts)


def _letter_advice(colour: Colour, name: str) -> str:
    """The advice for a colour's whole name where the format takes its letter: one rule for
    ``red=`` and for ``red`` as the colour to move, which had each its own (review rz125)."""
    return (f"colours are written as one letter: {colour.letter}, not {name}; "
            "use r, b, y or g")


def _not_a_colour(name: str) -> str:
    """Why ``name=`` names no colour: an unknown one (with the letters), or a colour's whole
    name where the format takes its letter.  "expected colour=locations or an option" said
    neither, for ``x=`` nor for ``red=``, the likeliest mistake (playtest qg121).  A word
    longer than a letter may be a misspelt option (``rule=a5065``), so the options are said
    as well as the colours (review rz125: it was told of colours only)."""
    try:
        colour = parse_colour(name)
    except InvalidLocationError as exc:
        if len(name) > 1:
            return (f"unknown colour or option {quoted(name)}: colours are r, b, y or g; "
                    f"{OPTIONS}")
        return str(exc)
    return _letter_advice(colour, name)


#: how a position string starts, said when its first word is not the colour to move
FORM = "for example r r=S,S,12,Z3 b=S,S,S,S"


def _no_colour_to_move(first: str) -> str:
    """What is wrong with a first word that is no colour letter.  "the string starts with
    r, b, y or g" was said of "r=S,S,12,Z3 b=...", which does start with r, and of
    "Position r r=..." (the game's label typed without its colon) (playtest qg121)."""
    if "=" in first:  # a colour's pawns, or an option: the colour to move was left out
        return ("the colour to move is missing: start with its letter and a space, "
                f"{FORM}")
    if first.lower() == "position":
        return ("'Position' is the game's label, not part of the string: leave it out, or "
                f"copy the colon after it too; the string starts with the colour to move, "
                f"{FORM}")
    try:  # "red r=...": the advice "red=" gets (review rz125)
        colour = parse_colour(first)
    except InvalidLocationError:
        pass
    else:
        return f"bad colour to move {quoted(first)}: {_letter_advice(colour, first)}, {FORM}"
    return (f"bad colour to move {quoted(first)}: the string starts with the letter of the "
            f"colour to move, r, b, y or g, {FORM}")


def parse_position(text: str) -> Position:
    """Read a position string such as ``r r=S,S,12,Z3 b=S,S,S,S y=31,40,H,H``.

    Letters are read in either case (``R R=s,s,12,z3``): the case means nothing in the
    format, and a player typing the line Shift+B said, with its capital S and H, may type
    the colours in capitals too (playtest pb68: "bad colour to move 'R'").

    Options come last (spec 8), so a colour after one is refused (review ra137 F3.4: an
    option between colours was read as if it came last).

    Raises :class:`InvalidPositionError` naming the part that is wrong.
    """
    words = text.split()
    if not words:
        raise InvalidPositionError("empty position string")
    letters = {c.letter: c for c in COLOURS}
    if words[0].lower() not in letters:
        raise InvalidPositionError(_no_colour_to_move(words[0]))
    to_move = letters[words[0].lower()]
    rules: Rules = CLASSIC  # rules= below may name any profile
    teams = False
    fields: list[tuple[Colour, list[str], str]] = []
    options: set[str] = set()  # each once: "rules=a5065 rules=classic" played the last
    first_option = ""  # spec 8: options come last, so no colour may follow one
    for word in words[1:]:
        name, eq, value = word.partition("=")
        name = name.lower()  # "R=", "Rules=", "TEAMS" as well
        if first_option and name in letters and eq:
            raise InvalidPositionError(
                f"option {quoted(first_option)} comes before {quoted(word)}: "
                "options come last, after every colour")
        if name in ("rules", "teams") and name in options:
            raise InvalidPositionError(f"option {name!r} given twice, at {quoted(word)}")
        if name == "rules" and eq:
            try:
                rules = parse_rules(value)
            except InvalidRulesError as exc:  # a position's part, said as one
                raise InvalidPositionError(str(exc)) from None
            options.add(name)
            first_option = first_option or word
        elif name == "teams" and not eq:
            teams = True
            options.add(name)
            first_option = first_option or word
        elif name == "teams":
            raise InvalidPositionError(
                f"bad option {quoted(word)}: the partnership game is written teams, alone")
        elif name in letters and eq:
            fields.append((letters[name], value.split(","), word))
        elif eq:
            raise InvalidPositionError(f"bad part {quoted(word)}: {_not_a_colour(name)}")
        else:
            raise InvalidPositionError(f"unknown option {quoted(word)}: {OPTIONS}")
    if not fields:
        raise InvalidPositionError("no colours: write at least two like r=S,S,S,S")
    seated = tuple(c for c, _, _ in fields)
    for (a, _, _), (b, _, wb) in zip(fields, fields[1:], strict=False):
        if a >= b:
            raise InvalidPositionError(
                f"colours out of order or repeated at {quoted(wb)}: write them as r, b, y, g")
    if len(seated) < 2:
        raise InvalidPositionError("a position needs 2 to 4 colours")
    if to_move not in seated:
        raise InvalidPositionError(f"colour to move {to_move.letter!r} has no pawns listed")
    if teams and len(seated) != 4:
        raise InvalidPositionError(f"option 'teams': {TEAMS_NEED_FOUR}")
    locs = [START] * (4 * rules.pawns)
    owner: dict[int, str] = {}
    for c, values, word in fields:
        if values == [""]:  # "y=": the count below would say "not 1"
            raise InvalidPositionError(f"{quoted(word)}: no locations listed")
        if "" in values:  # "y=S,S,S,S,": a comma too many, not a fifth pawn
            raise InvalidPositionError(
                f"{quoted(word)}: location {values.index('') + 1} is empty: a comma too many, "
                "or a location missing?")
        if len(values) != rules.pawns:
            raise InvalidPositionError(
                f"{quoted(word)}: {rules.name} rules give each colour {rules.pawns} pawns, "
                f"not {len(values)}")
        for i, value in enumerate(values):
            try:
                loc = parse_location(value)
            except InvalidError as exc:
                raise InvalidPositionError(f"{quoted(word)}: {exc}") from None
            if is_track(loc) or is_zone(loc):
                key = loc if is_track(loc) else loc + 100 * (c + 1)
                if key in owner:
                    raise InvalidPositionError(
                        f"{quoted(word)}: square {value} is already held by {owner[key]}")
                owner[key] = f"{c.name.lower()} pawn {i + 1}"
            locs[c * rules.pawns + i] = loc
    return Position(to_move, seated, tuple(locs), rules, teams)
