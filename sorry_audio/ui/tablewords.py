"""Who sits at the table, in words: the seats in the order of play and what differs from
the box (the partnership, faster setup, the 44-card deck), as a game starts or is
continued.

Mixed into :class:`~sorry_audio.ui.session.GameSession`, which owns the state it reads.
"""

from __future__ import annotations

from itertools import groupby
from typing import TYPE_CHECKING

from sorry_audio.config import Seat
from sorry_audio.core.board import Colour
from sorry_audio.narration.views import team_order
from sorry_audio.ui.setup import kind_text

if TYPE_CHECKING:
    from sorry_audio.config import GameConfig
    from sorry_audio.core.game import Game
    from sorry_audio.narration import Narrator
    from sorry_audio.narration.catalog import Catalog
    from sorry_audio.ui.speaker import Speaker


class TableWords:
    """The table's words: rely on the session's state below."""

    game: Game
    config: GameConfig
    narrator: Narrator
    catalog: Catalog
    speaker: Speaker
    humans: tuple[Colour, ...]

    def name(self, colour: Colour) -> str:
        raise NotImplementedError

    def _variants(self, about_rules: bool = True) -> str:
        """". In short: 3 pawns each, .... Faster setup: .... A 44-card deck: ...": what
        differs from the box, said as the game starts, since a sighted player would see the
        pawns already out; a sentence each, as their colons chained into one sentence were
        hard to follow.  ``about_rules`` False leaves out how the rules differ (the table
        key: the Rules item says that)."""
        say, c = self.catalog.say, self.config
        # the rules' differences from the box, as a learner meets them (playtest e5: the
        # first 5 that entered a pawn, and a 2 without a draw, came unexplained)
        about = ([say("ui.variant.rules", about=say(f"ui.rules_about.{c.rules}"))]
                 if c.rules != "classic" and about_rules else [])
        parts = about + ([self._teams_text()] if c.teams else []) + (
            [say("ui.variant.points")] if c.points else []) + (
            [say("ui.variant.faster")] if c.faster_setup or c.points else []) + (
            [say("ui.variant.deck44")] if c.deck == 44 else [])
        return "".join(say("sep.sentence") + part for part in parts)

    def _teams_text(self) -> str:
        """"A partnership game: you and Yellow against Blue and Green": the teams in the
        order S and B name them (:func:`~sorry_audio.narration.views.team_order`: yours
        first, else, at a hot seat, seating order), by the names the table hears (playtest
        pe77: "Yellow and Red" here, "Red and Yellow" there; review rh84: at a hot seat
        An's team first here, Red's there)."""
        table = self.narrator.table()
        sides = team_order(table, self.game.position)
        ours_text, theirs_text = (self.catalog.join([table.who(c) for c in side])
                                  for side in sides)
        return self.catalog.say("ui.variant.teams", ours=ours_text, theirs=theirs_text)

    def table(self) -> None:
        """Shift+T: who sits at the table and at what bot level, in the order of play from
        the player at the keyboard (said so: "from you"; not from who went first, as a
        continued game lists them too), and the game they play: what the game's start said,
        for a player who forgot which bot is the hard one (playtest l12: no key said it)."""
        say, seated = self.catalog.say, self.game.position.seated
        # at a hot seat, from the person at the keys, as everything else is said to them
        # (review rf79: "from An" on Mary's turn)
        viewer = self.narrator.viewer
        first = (viewer if viewer in self.humans else self.humans[0] if self.humans
                 else seated[0])
        players = say("ui.seat.sep").join(self._seat_phrases(first))
        self.speaker.tell("ui.table_now", True, keep=False, first=self.narrator.table().who(first),
                          rules=say(f"ui.rules.{self.config.rules}"),
                          variants=self._variants(about_rules=False), players=players)

    def _seat_phrases(self, first: Colour) -> list[str]:
        """"You play Red", "Blue is a normal bot", ...: one per seat, in the order of play
        from ``first``, so the list and "then Blue, then Yellow" never disagree."""
        seated = self.game.position.seated
        at = seated.index(first)
        by_colour = {s.colour: s for s in self.config.seats}
        seats = [by_colour[c] for c in seated[at:] + seated[:at]]
        if not self.narrator.brief:
            return [self._seat_phrase(s) for s in seats]
        # brief: bots of one level in a row are one sentence, "Blue, Yellow and Green are
        # hard bots" (playtest f6 heard four sentences before the first card)
        phrases: list[str] = []
        for _, run in groupby(seats, key=lambda s: s.bot if s.bot and not s.name else s):
            group = list(run)
            if len(group) == 1:
                phrases.append(self._seat_phrase(group[0]))
                continue
            colours = [self.catalog.colour(s.colour) for s in group]
            phrases.append(self.catalog.say("ui.seat.bots",
                                            colours=self.catalog.join(colours),
                                            level=self.catalog.say(f"ui.level.{group[0].bot}")))
        return phrases

    def _seat_phrase(self, seat: Seat) -> str:
        say = self.catalog.say
        colour = self.catalog.colour(seat.colour)
        if seat.bot:
            return say("ui.seat.named_bot" if seat.name else "ui.seat.bot", name=seat.name,
                       colour=colour, kind=kind_text(seat.bot, self.catalog))
        if len(self.humans) == 1:  # "you" everywhere else too (playtest c3: "Ann plays
            # Red ... You go first")
            if seat.name:
                return say("ui.seat.you_named", name=seat.name, colour=colour)
            return say("ui.seat.you", colour=colour)
        return say("ui.seat.human", name=self.name(seat.colour), colour=colour)
