"""The end of a game: the winner and standings said, the Point Score game's points added to
the table's totals, the game counted in the player's record, and how often each human played
what the hint would have.

Mixed into :class:`~sorry_audio.ui.session.GameSession`, which owns the state it reads.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card
from sorry_audio.core.pointscore import PointScoreGame
from sorry_audio.narration.ending import (
    agreement_line,
    final_lines,
    loss_kept_line,
    taken_back_line,
)
from sorry_audio.ui.hands import Series, hand_play
from sorry_audio.ui.record import RecordStore, record_caught_up_lines, table_level

if TYPE_CHECKING:
    from sorry_audio.bots.advisor import Advisor
    from sorry_audio.config import GameConfig
    from sorry_audio.core.game import Game
    from sorry_audio.core.position import Position
    from sorry_audio.narration import Narrator
    from sorry_audio.narration.catalog import Catalog
    from sorry_audio.ui.options import OptionChooser
    from sorry_audio.ui.speaker import Speaker


class GameEnd:
    """What is said and kept when a game is won; relies on the session's state below."""

    game: Game
    config: GameConfig
    narrator: Narrator
    catalog: Catalog
    speaker: Speaker
    chooser: OptionChooser | None
    humans: tuple[Colour, ...]
    record: RecordStore | None
    series: Series
    summary: list[str]
    #: each human choice with the game as it stood: an option index, or in the Point Score
    #: game the card played and its option
    decisions: list[tuple[Colour, Game, int | tuple[Card, int]]]
    pick_from: Game | None  # the Point Score game: the game before the human's pick
    advisor: Advisor  # the hard bot's advice, which the agreement weighs (GameSession)
    taken_back: int  # moves the player took back (U) this game
    #: the level the game was counted for in the record as it ended (None: not counted)
    counted: str | None
    #: a lost game taken back with U: the loss stays on the record (leaving the game then
    #: must not wipe it) until the game ends again, and its result takes the loss's place
    loss_counted: bool
    series_before: Series | None  # the Point Score totals before this game's were added

    @property
    def position(self) -> Position:
        return self.game.position

    @property
    def cards_played(self) -> int:
        raise NotImplementedError

    def name(self, colour: Colour) -> str:
        raise NotImplementedError

    def _hint_rng(self, cards_drawn: int) -> random.Random:
        raise NotImplementedError

    def _game_over(self) -> None:
        winner = self.game.winner
        assert winner is not None
        self.chooser = None
        totals = self._add_points()
        # the winner first, before the hint is asked again of every choice in the game (a
        # pause of 30 ms to a quarter of a second here, seconds on a slow laptop, before
        # "You win", review au46); the rest follows as one announcement with it
        self.speaker.say_lines(self.final_lines() + totals, False)
        # kept for S after the game: a learner's feedback, said once as the game ends, was
        # otherwise dozens of history lines back after one F1
        self.summary = self.agreement_lines() + self._taken_back_lines() \
            + self._count_in_record(winner)
        self.speaker.say_lines(self.summary, False)
        if self.config.points:  # S after the game: the points and the totals again
            assert isinstance(self.game, PointScoreGame)  # config.points: the session made one
            self.summary = self.narrator.points(self.game.scores, winner) + totals \
                + self.summary

    def final_lines(self, again: bool = False) -> list[str]:
        """How the game ended (:func:`~sorry_audio.narration.ending.final_lines`);
        ``again``: for S after the game."""
        winner = self.game.winner
        assert winner is not None
        return final_lines(self.narrator, self.position, winner, self.cards_played,
                           self.config.points, again)

    def totals_line(self) -> str:
        """"Totals after 2 games: you 140, Blue 35.": the Point Score table's running
        totals, as the start of its games, Continue, S, leaving and each game's end say."""
        return self.narrator.totals(dict(self.series.totals), self.series.games)

    def _add_points(self) -> list[str]:
        """The Point Score game: this game's points added to the table's running totals,
        which are said once there is more than one game in them."""
        if not self.config.points:
            return []
        assert isinstance(self.game, PointScoreGame)  # config.points: the session made one
        self.series_before = self.series
        self.series = self.series.add(self.game.scores)
        if self.series.games < 2:
            return []
        return [self.totals_line()]

    def _taken_back_lines(self) -> list[str]:
        """How many moves the player took back (U), said beside the record it counts in."""
        if not self.taken_back:
            return []
        return [taken_back_line(self.narrator, self.taken_back, len(self.humans) > 1)]

    def _count_in_record(self, winner: Colour) -> list[str]:
        """Count the game in the player's record (one human against bots) and say it."""
        level = table_level(self.config)
        if self.record is None or level is None:
            return []
        say = self.catalog.say
        won = winner in self.humans
        if self.loss_counted:  # this game's loss, counted when it first ended, gives way
            self.record.remove(level, False)
            self.loss_counted = False
        failed = self.record.add(level, won)
        self.counted = level
        tally = self.record.tally(level)
        # a table of mixed levels counts for its strongest, said so: "against normal bots"
        # after a game against a normal and an easy bot read as if both were normal
        # (playtest qn129)
        mixed = len({seat.bot for seat in self.config.seats if seat.bot}) > 1
        lines = [say("ui.record.mixed" if mixed else "ui.record",
                     level=say(f"ui.level.{level}"), **tally.words(self.catalog))]
        if self.record.unknown:  # the file's counts were never read: this run's are not
            lines = []  # the record (playtest ao40 heard "0 wins in 1 game" of 1 in 7)
        if failed is not None:  # kept beside the file, or held only for this run
            key = ("ui.record_unsaved_kept" if self.record.kept_beside
                   else "ui.record_failed_unread" if self.record.unknown
                   else "ui.record_failed")
            lines.append(say(key, reason=failed, problem=self.record.problem))
        elif self.record.unknown:  # it refuses to be read: the game waits beside it
            lines.append(say("ui.record_waiting", reason=self.record.problem))
        else:  # games from before it takes now, said as the save file says it (playtest
            # ao40: the record said nothing), with how many (playtest bi60)
            lines += record_caught_up_lines(self.record, self.catalog, said=level)
        damaged = self.record.waiting_problem()
        if damaged is not None:
            lines.append(say("ui.record_waiting_damaged", reason=damaged))
        return lines

    def loss_kept(self) -> list[str]:
        """A game that ended in a loss and is taken back (U): the words that say the loss
        stays on the record until the game ends again (playtest w23: taken off at once, it
        was wiped for good by leaving the game)."""
        if self.record is None or self.counted is None:
            return []
        return [loss_kept_line(self.narrator, self.counted)]

    def agreement_lines(self) -> list[str]:
        """For each human, how often they played what the hard bot would (what H says):
        a learner's measure of the game just played."""
        lines = []
        for colour in self.humans:
            mine = [(game, index) for who, game, index in self.decisions if who == colour]
            if not mine:
                continue
            agreed = sum(self._agrees(game, index) for game, index in mine)
            lines.append(agreement_line(self.narrator, colour, agreed, len(mine),
                                        alone=len(self.humans) == 1))
        return lines

    def _agrees(self, game: Game, played: int | tuple[Card, int]) -> bool:
        """Did the human play what the hint would have?  In the Point Score game the game
        is kept from before the pick, and the card (by kind: two 5s are one choice) and
        its option are both compared."""
        rng = self._hint_rng(game.cards_drawn)
        if isinstance(played, tuple):
            found = hand_play(self.advisor, game, rng)
            return found is not None and (found[0], found[1].option) == played
        return self.advisor.hint(game.view(), rng) == played

    def _note_decision(self, index: int) -> None:
        """Keep a human's card with a choice, as it stood, for :meth:`agreement_lines`
        (in the Point Score game, as it stood before the card was picked)."""
        g = self.game
        if self.config.points:
            before, self.pick_from = self.pick_from, None
            if before is not None and g.card is not None:
                self.decisions.append((g.to_move, before, (g.card, index)))
        elif g.to_move in self.humans and g.option_count > 1:
            self.decisions.append((g.to_move, g.snapshot(), index))
