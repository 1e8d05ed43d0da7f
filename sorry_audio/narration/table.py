"""Who sits at the table, in words: the seats in the order of play and what differs from
the box (the rules, the partnership, the Point Score game, faster setup, the 44-card deck),
as a game starts (:func:`opening_line`), is continued (:func:`resumed_line`) or Shift+T
asks (:func:`table_line`).

Plain functions of the game's setup (a :class:`~sorry_audio.config.GameConfig`), its
position and the humans at the keyboard, worded by a :class:`Words` (the session's
narrator: its names, verbosity and catalog); the UI only says what they return (review
rl100 finding 2: this was the UI's ``TableWords``).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby
from typing import TYPE_CHECKING

from sorry_audio.core.board import Colour
from sorry_audio.narration.views import team_order

if TYPE_CHECKING:
    from sorry_audio.config import GameConfig, Seat
    from sorry_audio.core.position import Position
    from sorry_audio.narration.words import Words


def opening_line(w: Words, config: GameConfig, position: Position,
                 humans: Sequence[Colour], first: Colour) -> str:
    """The line a game starts with: its rules, who plays what, and who goes ``first``,
    with the order of play after them."""
    players = seat_phrases(w, config, position, humans, first)  # in the order said after
    table = w.table()  # "you" for one human; names at a hot-seat table
    first_text = (w.say("ui.first.you") if table.is_you(first)
                  else w.say("ui.first.other", name=w.name(first)))
    if config.first is None:  # setup's "goes first: random": say the draw was kept
        first_text = w.say("ui.first.random_pick", first=first_text)
    first_text = then_order(w, position, first, first_text)
    return w.say("ui.game_start", players=w.say("ui.seat.sep").join(players),
                 first=first_text, rules=w.say(f"ui.rules.{config.rules}"),
                 variants=variants(w, config, position))


def resumed_line(w: Words, config: GameConfig, position: Position,
                 humans: Sequence[Colour], to_move: Colour, cards: int,
                 saved: bool = True) -> str:
    """"Your saved game is back, ...": the rules, the seats from the first human's (as the
    game began; playtest d4: a list from the next mover was disorienting), who plays now
    (``to_move``) and after whom, and how many ``cards`` were played; ``saved`` False: the
    file would not take it, so it is not called saved (playtest j10)."""
    players = seat_phrases(w, config, position, humans,
                           humans[0] if humans else position.seated[0])
    # the order of play, as the start said it (playtest b2: a table taken up the next
    # day could not tell who plays after whom)
    order = ""
    if len(position.seated) > 2:  # with two, "You play now" says nothing
        now = (w.say("ui.order.you") if w.table().is_you(to_move)
               else w.say("ui.order.other", name=w.name(to_move)))
        order = w.say("ui.order", order=then_order(w, position, to_move, now))
    return w.say("ui.game_resumed" if saved else "ui.game_resumed_unsaved",
                 players=w.say("ui.seat.sep").join(players), order=order,
                 cards=w.count(cards, "card"), rules=w.say(f"ui.rules.{config.rules}"),
                 variants=variants(w, config, position))


def table_line(w: Words, config: GameConfig, position: Position,
               humans: Sequence[Colour]) -> str:
    """Shift+T: who sits at the table and at what bot level, in the order of play from the
    player at the keyboard (said so: "from you"; not from who went first, as a continued
    game lists them too), and the game they play: what the game's start said, for a player
    who forgot which bot is the hard one (playtest l12: no key said it)."""
    # at a hot seat, from the person at the keys, as everything else is said to them
    # (review rf79: "from An" on Mary's turn)
    viewer = w.viewer
    first = (viewer if viewer is not None and viewer in humans else humans[0] if humans
             else position.seated[0])
    players = w.say("ui.seat.sep").join(seat_phrases(w, config, position, humans, first))
    return w.say("ui.table_now", first=w.table().who(first),
                 rules=w.say(f"ui.rules.{config.rules}"),
                 variants=variants(w, config, position, about_rules=False), players=players)


def then_order(w: Words, position: Position, first: Colour, first_text: str) -> str:
    """"You go first, then Blue, then Yellow": with three or four players the order
    after the first is worth a line (with two it is plain)."""
    seated = position.seated
    if len(seated) <= 2:
        return first_text
    table, at = w.table(), seated.index(first)
    for c in seated[at + 1:] + seated[:at]:
        first_text = w.say("ui.first.then", first=first_text, rest=table.who(c))
    return first_text


def variants(w: Words, config: GameConfig, position: Position,
             about_rules: bool = True) -> str:
    """". In short: 3 pawns each, .... Faster setup: .... A 44-card deck: ...": what
    differs from the box, said as the game starts, since a sighted player would see the
    pawns already out; a sentence each, as their colons chained into one sentence were
    hard to follow.  ``about_rules`` False leaves out how the rules differ (the table
    key: the Rules item says that)."""
    say, c = w.say, config
    # the rules' differences from the box, as a learner meets them (playtest e5: the
    # first 5 that entered a pawn, and a 2 without a draw, came unexplained)
    about = ([say("ui.variant.rules", about=say(f"ui.rules_about.{c.rules}"))]
             if c.rules != "classic" and about_rules else [])
    parts = about + ([teams_text(w, position)] if c.teams else []) + (
        [say("ui.variant.points")] if c.points else []) + (
        [say("ui.variant.faster")] if c.faster_setup or c.points else []) + (
        [say("ui.variant.deck44")] if c.deck == 44 else [])
    return "".join(say("sep.sentence") + part for part in parts)


def teams_text(w: Words, position: Position) -> str:
    """"A partnership game: you and Yellow against Blue and Green": the teams in the
    order S and B name them (:func:`~sorry_audio.narration.views.team_order`: yours
    first, else, at a hot seat, seating order), by the names the table hears (playtest
    pe77: "Yellow and Red" here, "Red and Yellow" there; review rh84: at a hot seat
    An's team first here, Red's there)."""
    table = w.table()
    ours_text, theirs_text = (w.join([table.who(c) for c in side])
                              for side in team_order(table, position))
    return w.say("ui.variant.teams", ours=ours_text, theirs=theirs_text)


def seat_phrases(w: Words, config: GameConfig, position: Position,
                 humans: Sequence[Colour], first: Colour) -> list[str]:
    """"You play Red", "Blue is a normal bot", ...: one per seat, in the order of play
    from ``first``, so the list and "then Blue, then Yellow" never disagree."""
    seated = position.seated
    at = seated.index(first)
    by_colour = {s.colour: s for s in config.seats}
    seats = [by_colour[c] for c in seated[at:] + seated[:at]]
    if not w.brief:
        return [seat_phrase(w, s, humans) for s in seats]
    # brief: bots of one level in a row are one sentence, "Blue, Yellow and Green are
    # hard bots" (playtest f6 heard four sentences before the first card)
    phrases: list[str] = []
    for _, run in groupby(seats, key=lambda s: s.bot if s.bot and not s.name else s):
        group = list(run)
        if len(group) == 1:
            phrases.append(seat_phrase(w, group[0], humans))
            continue
        colours = [w.catalog.colour(s.colour) for s in group]
        phrases.append(w.say("ui.seat.bots", colours=w.join(colours),
                             level=w.say(f"ui.level.{group[0].bot}")))
    return phrases


def seat_phrase(w: Words, seat: Seat, humans: Sequence[Colour]) -> str:
    """"You play Red", "Ann plays Red", "Blue is a hard bot", "Bob plays Blue, a hard
    bot"."""
    colour = w.catalog.colour(seat.colour)
    if seat.bot:
        return w.say("ui.seat.named_bot" if seat.name else "ui.seat.bot", name=seat.name,
                     colour=colour, kind=w.say(f"ui.kind.{seat.bot}"))
    if len(humans) == 1:  # "you" everywhere else too (playtest c3: "Ann plays Red ...
        # You go first")
        if seat.name:
            return w.say("ui.seat.you_named", name=seat.name, colour=colour)
        return w.say("ui.seat.you", colour=colour)
    return w.say("ui.seat.human", name=w.name(seat.colour), colour=colour)
