"""The setup list, which builds the frozen :class:`~sorry_audio.config.GameConfig` a game
starts from (it lives in ``sorry_audio.config``, UI-free; the names here are kept for
those that import them from this module).

The setup screen is just a :class:`~sorry_audio.ui.menu.Menu` whose items read
and change a :class:`SetupModel`; the model knows the constraints (2 to 4
seats, each colour used once, two players default to red and yellow).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeVar

from sorry_audio.config import (
    LEVELS,
    PACE_FACTOR,
    PACES,
    VERBOSITIES,
    GameConfig,
    Pace,
    Seat,
)
from sorry_audio.core.board import COLOURS, Colour, default_seats
from sorry_audio.core.rules import RULES
from sorry_audio.narration.catalog import Catalog
from sorry_audio.ui.keymap import Mode
from sorry_audio.ui.menu import Menu, MenuItem, ordered_setting, setting

if TYPE_CHECKING:
    from sorry_audio.preferences import Preferences

T = TypeVar("T")

KINDS = ("human",) + LEVELS
#: Seconds a bot's turn waits at most (at normal pace) when nothing is spoken aloud (speech
#: none): the screen reader reads the printed lines at its own rate, which the game cannot
#: know and which is often far faster than the speech rate it estimates with, so a long
#: estimate is heard as seconds of silence that sound like a hang.
TEXT_ONLY_WAIT = 3.0


def bot_wait(words: float, elapsed: float, pace: str, *, text_only: bool,
             scale: float = 1.0) -> float:
    """Seconds still to wait after a bot's turn, so its words are heard before the next plays.

    ``words`` is the estimated speaking time of the turn's own lines and ``elapsed`` the time
    since the turn began (a bot's thinking), already spent hearing them; ``scale`` stretches
    the estimate (tests use 0 or small values).
    """
    if text_only:
        words = min(words, TEXT_ONLY_WAIT)
    return max(0.0, words * PACE_FACTOR[Pace(pace)] * scale - elapsed)


def cycle(values: tuple[T, ...], value: T, delta: int) -> T:
    """The value ``delta`` places on from ``value`` in ``values``, round the end."""
    return values[(values.index(value) + delta) % len(values)]


@dataclass
class SetupModel:
    """What the setup list edits; :meth:`config` freezes it."""

    kinds: list[str] = field(default_factory=lambda: ["human", "normal"])
    colours: list[Colour] = field(default_factory=lambda: list(default_seats(2)))
    names: list[str] = field(default_factory=lambda: ["", ""])
    rules: str = "classic"
    faster_setup: bool = False
    deck: int = 45
    auto_apply: bool = True
    first: int | None = 0  # seat index, None for random
    pace: str = "normal"
    verbosity: str = "normal"
    relative: bool = False
    teams: bool = False  # the partnership game, offered with 4 players only
    points: bool = False  # the Point Score game, for players on their own (not with teams)
    #: the level a seat added by more players gets, where the table's bots do not share one
    level: str = "normal"
    #: the player's pace, verbosity and wording when this model last took them up
    seen: dict[str, object] = field(default_factory=dict)

    #: the model's fields that are the player's preferences too (P, W, Shift+W in play)
    SHARED = ("pace", "verbosity", "relative")

    def take_preferences(self, preferences: Preferences) -> None:
        """Take up each of pace, verbosity and wording changed since setup last looked (in
        play, or in Settings): the latest choice wins, and one made in setup and not yet
        played stays."""
        for name in self.SHARED:
            value = getattr(preferences, name)
            if self.seen.get(name, value) != value:
                setattr(self, name, value)
            self.seen[name] = value

    @property
    def players(self) -> int:
        return len(self.kinds)

    def set_players(self, n: int) -> None:
        n = max(2, min(4, n))
        old_kinds, old_names = self.kinds, self.names
        # a seat added joins the table's bots at their level, when they share one: a
        # normal table made 4 with the menu's level at hard was mixed, unsaid until the
        # game began (playtest qs138)
        levels = {kind for kind in old_kinds if kind != "human"}
        added = levels.pop() if len(levels) == 1 else self.level
        self.kinds = [old_kinds[i] if i < len(old_kinds) else added for i in range(n)]
        self.names = [old_names[i] if i < len(old_names) else "" for i in range(n)]
        # the count's own colours, but a seat keeps a colour the player chose for it (one
        # not the old count's default for that seat; playtest v22: Green was dropped)
        before = default_seats(len(old_kinds))
        colours = list(default_seats(n))
        for i, c in enumerate(self.colours[:n]):
            if c == before[i]:
                continue
            if c in colours:  # another seat's by default: it takes this seat's
                j = colours.index(c)
                colours[i], colours[j] = c, colours[i]
            else:
                colours[i] = c
        self.colours = colours
        if self.first is not None and self.first >= n:
            self.first = 0
        if n != 4:  # partners sit across the board: it takes all four colours
            self.teams = False

    def change_colour(self, seat: int, delta: int) -> int | None:
        """Move to the next colour; a seat already holding it takes this seat's old one.
        Returns that other seat, so the swap can be said, or None."""
        old = self.colours[seat]
        new = cycle(COLOURS, old, delta)
        other = self.colours.index(new) if new in self.colours else None
        if other is not None:
            self.colours[other] = old
        self.colours[seat] = new
        return other

    def config(self) -> GameConfig:
        seats = tuple(Seat(self.colours[i], None if self.kinds[i] == "human" else self.kinds[i],
                           self.names[i]) for i in range(self.players))
        first = None if self.first is None else self.colours[self.first]
        teams = self.teams and self.players == 4
        points = self.points and not teams
        # faster setup stays the player's own choice: the Point Score game starts so anyway,
        # and turned off again, the game is as the player set it (playtest x14)
        return GameConfig(seats, self.rules, self.faster_setup, self.deck,
                          self.auto_apply, first, self.pace, self.verbosity, self.relative,
                          teams, points)


def cards_played(n: int, catalog: Catalog) -> str:
    """"1 card", "20 cards": a saved game's length, counted as narration counts."""
    return catalog.count(n, "card")


def name_clash(model: SetupModel, seat: int, name: str,
               catalog: Catalog) -> tuple[str, dict[str, object]] | None:
    """Why ``name`` for ``seat`` would confuse the table (a catalog key and its fields), or
    None.  At a shared keyboard the name is all that tells players apart: two Anns, or a
    Yellow player called Red ("Red's pawn 1"), or a player called You, would make every
    line ambiguous."""
    wanted = name.casefold()
    for other in range(model.players):
        taken = seat_name(model, other, catalog)
        if other != seat and taken.casefold() == wanted:
            return "ui.name.taken", {"j": other + 1, "name": taken}
    for colour in Colour:
        if colour is not model.colours[seat] and catalog.colour(colour).casefold() == wanted:
            return "ui.name.colour", {"name": name}
    # the game's word for the player at the keyboard: "You draws 4" (playtest g7)
    if wanted in (word.strip().casefold() for word in catalog.say("ui.name.reserved").split(",")):
        return "ui.name.you", {"name": name}
    return None


def table_name_clash(model: SetupModel,
                     catalog: Catalog) -> tuple[int, str, dict[str, object]] | None:
    """The first typed name that now clashes (seat, catalog key for starting, fields)."""
    for seat in range(model.players):
        name = model.names[seat]
        clash = name_clash(model, seat, name, catalog) if name else None
        if clash is not None:
            return seat, clash[0] + "_start", clash[1] | {"own": name}
    return None


def name_item(seat: int) -> int:
    """The setup list's number of ``seat``'s name (players first, then kind, colour, name
    for each seat)."""
    return 4 + 3 * seat


def kind_text(kind: str, catalog: Catalog) -> str:
    """"human", "a normal bot"."""
    return catalog.say(f"ui.kind.{kind}")


def kind_label(model: SetupModel, i: int, catalog: Catalog) -> str:
    """"Player 2 is a hard bot (looks ahead ...)": a bot's level says what it does."""
    kind = model.kinds[i]
    if kind == "human":
        return catalog.say("ui.set.kind", i=i + 1, kind=kind_text(kind, catalog))
    return catalog.say("ui.set.kind_bot", i=i + 1, kind=kind_text(kind, catalog),
                       about=catalog.say(f"ui.about.{kind}"))


def setting_name(name: str, catalog: Catalog) -> str:
    """A saved setting's name as the menus say it ("Bot pace" for ``pace``): the one
    source of the menu items' names and of the line that says a saved value is bad."""
    return catalog.say(f"ui.setting.{name}")


def level_label(level: str, catalog: Catalog, key: str = "ui.bot_level") -> str:
    """"Bot level: hard (looks ahead and counts the cards)"."""
    return catalog.say(key, setting=setting_name("level", catalog),
                       level=catalog.say(f"ui.level.{level}"),
                       about=catalog.say(f"ui.about.{level}"))


def pace_label(pace: str, catalog: Catalog) -> str:
    return catalog.say("ui.set.pace", setting=setting_name("pace", catalog),
                       pace=catalog.say(f"ui.pace.{pace}"))


def verbosity_label(verbosity: str, catalog: Catalog) -> str:
    return catalog.say("ui.set.verbosity", setting=setting_name("verbosity", catalog),
                       verbosity=catalog.say(f"ui.verbosity.{verbosity}"))


def wording_label(relative: bool, catalog: Catalog) -> str:
    return catalog.say("ui.set.wording", setting=setting_name("relative", catalog),
                       wording=catalog.say("ui.wording.relative" if relative
                                           else "ui.wording.absolute"))


def seat_name(model: SetupModel, i: int, catalog: Catalog) -> str:
    """The typed name of seat ``i``, else its colour's name in the catalog's language."""
    return model.names[i] or catalog.colour(model.colours[i])


def setup_menu(model: SetupModel, catalog: Catalog, *, start: Callable[[], None],
               back: Callable[[], None], edit_name: Callable[[int], None],
               rebuild: Callable[[], None]) -> Menu:
    """The setup list for ``model``; ``rebuild`` is called when the item count changes."""
    m, say = model, catalog.say

    def on_off(flag: bool) -> str:
        return say("ui.on" if flag else "ui.off")

    def players(delta: int) -> None:
        m.set_players(2 + (m.players - 2 + delta) % 3)
        rebuild()

    swapped: list[str] = []  # "player 3 takes Blue", said once with the colour just chosen
    def players_label() -> str:
        """"3 players: Red, Blue and Yellow": a count change also moves the colours; a
        typed name goes with its colour ("Mum as Red"), so a table restored from last time
        is heard as the one set up, not as the default; a bot seat with a name says it is
        a bot ("Cal as Yellow (a normal bot)"), as a name alone hid it (playtest ah34).  At
        a table with names, a seat without one says what sits there ("a hard bot as
        Yellow"): "Bo as Blue and Yellow" was heard as Bo playing two colours (playtest
        qb114)."""
        named_table = any(m.names)

        def seat(i: int, c: Colour) -> str:
            if not m.names[i]:
                if not named_table:
                    return catalog.colour(c)
                kind = "player" if m.kinds[i] == "human" else m.kinds[i]
                return say("ui.set.seat_named", name=say(f"ui.kind.{kind}"),
                           colour=catalog.colour(c))
            named = say("ui.set.seat_named", name=m.names[i], colour=catalog.colour(c))
            if m.kinds[i] == "human":
                return named
            return say("ui.set.seat_bot", seat=named, kind=say(f"ui.kind.{m.kinds[i]}"))

        colours = catalog.join([seat(i, c) for i, c in enumerate(m.colours)])
        return say("ui.set.players", n=m.players, colours=colours)

    items = [setting(players_label, players)]
    for i in range(m.players):
        def get_kind(i: int = i) -> str:
            return m.kinds[i]

        def set_kind(kind: str, i: int = i) -> None:
            m.kinds[i] = kind

        def kind_text(i: int = i) -> str:
            return kind_label(m, i, catalog)

        def colour(delta: int, i: int = i) -> None:
            other = m.change_colour(i, delta)
            if other is not None:  # said with the new colour, once: nothing changes silently
                swapped.append(say("ui.set.colour_swapped", j=other + 1,
                                   colour=catalog.colour(m.colours[other])))

        def colour_label(i: int = i) -> str:
            label = say("ui.set.colour", i=i + 1, colour=catalog.colour(m.colours[i]))
            if m.teams and m.players == 4:  # partners by colour: swapping colours changes
                mate = m.colours.index(Colour((m.colours[i] + 2) % 4))  # who partners whom
                label = say("ui.set.colour_partner", label=label, j=mate + 1,
                            name=seat_name(m, mate, catalog))
            return say("ui.set.with_note", label=label, note=swapped.pop()) if swapped else label

        def name_label(i: int = i) -> str:
            return say("ui.set.name", i=i + 1, name=seat_name(m, i, catalog))

        def edit_this_name(i: int = i) -> None:
            edit_name(i)

        items.append(ordered_setting(kind_text, KINDS, get_kind, set_kind))
        items.append(setting(colour_label, colour))
        items.append(MenuItem(name_label, edit_this_name))

    def set_rules(d: int) -> None:
        m.rules = cycle(tuple(RULES), m.rules, d)

    def set_faster(d: int) -> None:
        m.faster_setup = not m.faster_setup

    def set_deck(d: int) -> None:
        m.deck = cycle((44, 45), m.deck, d)

    def set_auto(d: int) -> None:
        m.auto_apply = not m.auto_apply

    def set_first(d: int) -> None:
        m.first = cycle(tuple(range(m.players)) + (None,), m.first, d)

    def set_pace(pace: str) -> None:
        m.pace = pace

    def set_verbosity(verbosity: str) -> None:
        m.verbosity = verbosity

    def set_relative(d: int) -> None:
        m.relative = not m.relative

    def set_teams(d: int) -> None:
        m.teams = not m.teams
        if m.teams and m.points:  # one or the other: the Point Score game scores players
            m.points = False
            swapped.append(say("ui.points.off_for_teams"))

    def set_points(d: int) -> None:
        m.points = not m.points
        if m.points and m.teams:
            m.teams = False
            swapped.append(say("ui.points.teams_off"))

    locked: list[bool] = []  # a key on faster setup that the Point Score game refused

    def set_faster_or_not(d: int) -> None:
        if not m.points:  # the Point Score game always starts with a pawn out, as it says
            set_faster(d)
        else:  # and a key that changes nothing says so (playtest u21: it only repeated)
            locked.append(True)

    def noted(label: str) -> str:
        return say("ui.set.with_note", label=label, note=swapped.pop()) if swapped else label

    def points_text() -> str:
        return noted(say("ui.points.set_on" if m.points else "ui.points.set_off"))

    def faster_text() -> str:
        if m.points:
            label = noted(say("ui.points.set_faster"))
            if not locked:
                return label
            locked.clear()  # the refusal first, as Settings' "No further: ..." (w23)
            return say("ui.points.faster_locked", label=label)
        return say("ui.set.faster", state=on_off(m.faster_setup))

    def teams_text() -> str:
        """"Partnership: on, Mum and Yellow against Blue and Green": who plays with whom,
        by the names typed, since it is decided by colour and colours can be swapped."""
        if not m.teams:
            return noted(say("ui.set.teams", state=say("ui.off")))
        sides = [catalog.join([seat_name(m, m.colours.index(c), catalog) for c in pair])
                 for pair in ((Colour.RED, Colour.YELLOW), (Colour.BLUE, Colour.GREEN))]
        return noted(say("ui.set.teams_on", ours=sides[0], theirs=sides[1]))

    def first_text() -> str:
        who = (say("ui.first.random") if m.first is None
               else say("ui.first.seat", i=m.first + 1, name=seat_name(m, m.first, catalog)))
        return say("ui.set.first", who=who)

    items += [
        setting(lambda: say("ui.set.rules", rules=say(f"ui.rules.{m.rules}"),
                            about=say(f"ui.rules_about.{m.rules}")), set_rules),
        *([setting(teams_text, set_teams)] if m.players == 4 else []),
        setting(points_text, set_points),
        setting(faster_text, set_faster_or_not),
        setting(lambda: say("ui.set.deck", n=m.deck, about=say(f"ui.deck.{m.deck}")), set_deck),
        # in the Point Score game a lone option is never played for you: the card is picked
        # to hear it (playtest h8 read "on" there as a promise)
        # (only when on: "off, but not in the Point Score game" said nothing: review ai35)
        setting(lambda: say("ui.set.auto_points" if m.points and m.auto_apply
                            else "ui.set.auto",
                            state=on_off(m.auto_apply)), set_auto),
        setting(first_text, set_first),
        ordered_setting(lambda: pace_label(m.pace, catalog), PACES, lambda: m.pace, set_pace),
        ordered_setting(lambda: verbosity_label(m.verbosity, catalog), VERBOSITIES,
                        lambda: m.verbosity, set_verbosity),
        setting(lambda: wording_label(m.relative, catalog), set_relative),
        MenuItem(lambda: say("ui.start_game"), start),
        MenuItem(lambda: say("ui.back"), back),
    ]
    return Menu(say("ui.setup"), items, catalog, mode=Mode.SETUP, back=back)
