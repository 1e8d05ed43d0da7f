"""A table in a few words, for the main menu's Continue item: who sits at it (by teams in a
partnership game), with the rules and the Point Score game when they are not the default."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sorry_audio.config import GameConfig, Seat
from sorry_audio.core.board import Colour, parse_colour
from sorry_audio.narration.catalog import Catalog
from sorry_audio.ui.setup import kind_text

if TYPE_CHECKING:
    from sorry_audio.ui.savegame import SavedGame


def table_text(config: GameConfig, catalog: Catalog) -> str:
    """Who sits at a table, briefly, for the Continue item: "against 2 hard bots" with one
    human; at a hot-seat table (or bots only) "of Ann, Bob and a hard bot"; with the rules
    when they are not the classic ones ("against a hard bot, a5065 rules")."""
    say = catalog.say
    who = _sides(config, catalog) if config.teams else _who_sits(config, catalog)
    if config.rules != "classic":
        who = say("ui.table.rules", table=who, rules=say(f"ui.rules.{config.rules}"))
    return say("ui.table.points", table=who) if config.points else who


def _who_sits(config: GameConfig, catalog: Catalog) -> str:
    say = catalog.say
    bots = [s.bot for s in config.seats if s.bot]
    humans = [s for s in config.seats if not s.bot]
    if len(humans) == 1 and any(s.name for s in config.seats if s.bot):
        who = catalog.join(_bots(config.seats, catalog))
        return say("ui.table.against", who=who)
    if len(humans) == 1:
        if len(bots) == 1:
            who = kind_text(bots[0], catalog)
        elif len(set(bots)) == 1:
            who = say("ui.table.bots_same", n=len(bots), level=say(f"ui.level.{bots[0]}"))
        else:
            who = say("ui.table.bots", n=len(bots))
        return say("ui.table.against", who=who)
    return say("ui.table.of", players=catalog.join(_players(config.seats, catalog)))


def _players(seats: list[Seat] | tuple[Seat, ...], catalog: Catalog,
             you: bool = False) -> list[str]:
    """The people by name ("you" for ``you``), then the bots, as :func:`_bots` says them."""
    people = [catalog.say("ui.table.you") if you else s.name or catalog.colour(s.colour)
              for s in seats if not s.bot]
    return people + _bots(seats, catalog)


def _bots(seats: list[Seat] | tuple[Seat, ...], catalog: Catalog) -> list[str]:
    """A bot given a name in setup by that name and level ("Cal (a normal bot)"), as setup
    says it (playtest ah34: a name in setup, a level here, and no way to tie them); the
    rest counted by level: "2 normal bots" (playtests v12, b2: "a normal bot and a normal
    bot" sounded like a bug)."""
    named = [catalog.say("ui.set.seat_bot", seat=s.name, kind=kind_text(s.bot, catalog))
             for s in seats if s.bot and s.name]
    bots = [s.bot for s in seats if s.bot and not s.name]
    for level in dict.fromkeys(bots):
        n = bots.count(level)
        named.append(kind_text(level, catalog) if n == 1 else catalog.say(
            "ui.table.bots_same", n=n, level=catalog.say(f"ui.level.{level}")))
    return named


def _sides(config: GameConfig, catalog: Catalog) -> str:
    """A partnership table by its teams, the player's first: "of you and a hard bot against
    2 normal bots, a partnership game" (playtest t11: the seats in turn
    order hid who played with whom)."""
    by_colour = {s.colour: s for s in config.seats}
    humans = [s for s in config.seats if not s.bot]
    solo = len(humans) == 1 and not humans[0].name

    def side(colours: tuple[Colour, Colour]) -> str:
        return catalog.join(_players([by_colour[c] for c in colours], catalog, solo))

    first = humans[0].colour if humans else Colour.RED
    # the other side in seating order, as S and B name it (playtest pe77)
    a, b = sorted((Colour((first + 1) % 4), Colour((first + 3) % 4)))
    return catalog.say("ui.table.teams", ours=side((first, Colour((first + 2) % 4))),
                       theirs=side((a, b)))


def saved_totals(saved: SavedGame | None, key: str, catalog: Catalog) -> str:
    """Catalog ``key`` with a saved Point Score table's running totals ("you 85, Blue 5",
    as the table hears them: names at a hot seat) and how many games they add up, when the
    saved game has games behind it; else "".  What Continue keeps and a new game throws
    away (playtest qs138: a two-game series went with "your saved game", its totals
    unsaid)."""
    if saved is None or not saved.games:
        return ""
    # the narrator loads with the first game or a saved series, not at launch
    from sorry_audio.narration import points as pts
    from sorry_audio.narration.narrator import Narrator

    words = Narrator.for_table(saved.config, catalog).table()
    scores = {parse_colour(letter): total for letter, total in saved.totals}
    return catalog.say(key, scores=pts.scores_text(words, scores),
                       games=pts.games_text(words, saved.games))
