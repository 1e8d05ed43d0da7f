"""The Narrator: the one object the UI asks for words.

It is a thin front over the narration modules so each stays small; all the
wording is in :mod:`sorry_audio.narration.catalog`.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import TYPE_CHECKING

from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card
from sorry_audio.core.events import Event
from sorry_audio.core.moves import Option
from sorry_audio.core.points import Score
from sorry_audio.core.position import Position
from sorry_audio.narration import advice, eventtext, hints, options, views
from sorry_audio.narration import points as pts
from sorry_audio.narration.catalog import DEFAULT_CATALOG, Catalog
from sorry_audio.narration.eventbrief import Hit
from sorry_audio.narration.pointevents import score_lines
from sorry_audio.narration.settings import NarrationSettings, OptionGroup, Verbosity
from sorry_audio.narration.words import Words

if TYPE_CHECKING:
    from sorry_audio.config import GameConfig


class Narrator(Words):
    """Turns events and positions into sentences for one listener.

    ``names`` gives each seated colour's display name; ``viewer`` is the colour
    spoken to as "you" (set it when a human's turn starts in hot-seat play;
    None narrates everyone in the third person).  ``players`` are the humans at
    the keyboard: with two or more, what the whole table hears (events, the
    board, scores, the end) names everyone, and only what answers the player
    at the keyboard about their own choices says "you".  ``bots`` are the seats bots
    play: "Blue's turn." is said with Blue's draw, after the pause between turns.
    ``points``: this is the Point Score game (rules spec 7), played from hands: its events,
    the hand, and its own words for the turn, the deck and a 2 ("play again").
    """

    def __init__(self, names: Mapping[Colour, str], viewer: Colour | None,
                 settings: NarrationSettings | None = None, *,
                 catalog: Catalog = DEFAULT_CATALOG,
                 players: Collection[Colour] = (), bots: Collection[Colour] = (),
                 points: bool = False, seated: Collection[Colour] = ()) -> None:
        if points:
            catalog = pts.points_catalog(catalog)
        super().__init__(names, viewer, settings, catalog, players, bots, seated)

    @classmethod
    def for_table(cls, config: GameConfig, catalog: Catalog = DEFAULT_CATALOG) -> Narrator:
        """The narrator of a game at ``config``'s table: its names, its first human as
        "you", its humans and bots, its kind of game, its verbosity and wording; for a game
        in play, and for words about a saved one (its Point Score totals)."""
        humans = tuple(s.colour for s in config.seats if not s.bot)
        return cls({s.colour: s.name for s in config.seats if s.name},
                   humans[0] if humans else None,
                   NarrationSettings(Verbosity(config.verbosity), config.relative),
                   catalog=catalog, players=humans,
                   bots=tuple(s.colour for s in config.seats if s.bot), points=config.points,
                   seated=[s.colour for s in config.seats])

    def events(self, events: Sequence[Event], pos: Position | None = None,
               only: bool = False) -> list[str]:
        """One line per thing worth saying (brief: one line per opponent turn, and one for
        the player's own play).

        ``pos`` is the position after the events, if the caller has it: with it a card lost
        because every pawn is in START says which cards bring one out.  ``only``: the play
        was a bot's only option (the UI knows; full verbosity, or normal at a table of
        bots, says so).
        """
        return eventtext.narrate(self.table(), events, pos, only)

    def hit_lines(self, hits: Sequence[Hit], teams: bool = False,
                  pos: Position | None = None) -> list[str]:
        """The bumps and swaps of the viewer's pawns by others (``TurnLog.hits``), said to
        the viewer; with ``pos``, where a pawn moved since then is now."""
        return eventtext.hit_lines(self, hits, teams, pos)

    def news_lines(self, colour: Colour, hits: Sequence[Hit], teams: bool,
                   pos: Position | None, played: bool, alone: bool) -> list[str]:
        """:meth:`hit_lines` under the news's head ("Ann, since your last turn:"), or
        nothing when there is no hit (:func:`~sorry_audio.narration.eventtext.news_lines`)."""
        return eventtext.news_lines(self, colour, hits, teams, pos, played, alone)

    def turn_line(self, colour: Colour) -> str:
        """"Mary's turn.", as the whole table would hear it named."""
        return self.table().person("ev.turn", colour)

    def held_turn(self) -> str | None:
        """The "Blue's turn." held back to be said with Blue's draw, if one is waiting."""
        return eventtext.held_turn(self.table())

    def option_label(self, pos: Position, option: Option, number: int) -> str:
        """"1: pawn 2 forward 5 to square 27, slides to square 31, bumps Yellow pawn 1"."""
        return options.option_label(self, pos, option, number)

    def options_note(self, pos: Position, opts: Sequence[Option]) -> str | None:
        """Why the options are not what the card says, or None ("no one to take, ...")."""
        return options.options_note(self, pos, opts)

    def start_blocked(self, pos: Position, opts: Sequence[Option]) -> str | None:
        """Why no option brings a pawn out of START with a card that would: the player's
        own pawn is on their start square (:func:`options.start_blocked`), or None."""
        return options.start_blocked(self, pos, opts)

    def option_text(self, pos: Position, option: Option) -> str:
        """The label without its number."""
        return options.option_text(self, pos, option)

    def option_groups(self, pos: Position, opts: Sequence[Option]) -> list[OptionGroup]:
        """See :func:`sorry_audio.narration.options.option_groups` for the navigation."""
        return options.option_groups(self, pos, opts)

    def board(self, pos: Position) -> list[str]:
        return views.board(self.table(), pos)

    def own_pawns(self, pos: Position, colour: Colour) -> str:
        """V and Shift+V: ``colour``'s pawns, each on the board with its steps to home; in a
        partnership game its partner's pawns too."""
        if pos.teams:
            return views.team_pawns(self, pos, colour, steps=True)
        return views.own_pawns(self, pos, colour, steps=True)

    def players_pawns(self, pos: Position, colours: Sequence[Colour]) -> list[str]:
        """Each of ``colours``' pawns, named for the whole table: V once a hot-seat game is
        over, when no one is "you" any more."""
        table = self.table()
        return [views.own_pawns(table, pos, c, steps=True) for c in colours]

    def turn(self, pos: Position, card: Card | None, phase_is_draw: bool,
             again: bool = False) -> str:
        return views.turn(self, pos, card, phase_is_draw, again)

    def scores(self, pos: Position) -> str:
        return views.scores(self.table(), pos)

    def detailed_scores(self, pos: Position) -> list[str]:
        return views.detailed_scores(self.table(), pos)

    def deck(self, left: Mapping[Card, int], discards: Sequence[Card],
             in_play: bool = False, every_hand: bool = False,
             pile: int | None = None) -> str:
        return views.deck(self, left, discards, in_play, every_hand, pile)

    def card_help(self, card: Card | None, pos: Position) -> str:
        return advice.card_help(self, card, pos)

    def square(self, pos: Position, square: int) -> str:
        """The review cursor's line for a track square (see :func:`views.square`)."""
        return views.square(self, pos, square)

    def danger(self, pos: Position, colour: Colour, pile: Mapping[Card, int] | None = None,
               drawn: bool = False, held: Card | None = None,
               hands: Mapping[Colour, Sequence[Card]] | None = None) -> list[str]:
        """``pile``: the cards left to draw (a SORRY! none can draw is no danger);
        ``drawn``: the player to move already holds their card; ``held``: that card, when
        known (only a 2 adds a draw before the others'); ``hands``: the Point Score
        game's hands the listener sees, as they will be played from."""
        return advice.danger(self, pos, colour, pile, drawn, held, hands)

    def danger_parts(self, pos: Position, colour: Colour,
                     pile: Mapping[Card, int] | None = None, drawn: bool = False,
                     held: Card | None = None,
                     hands: Mapping[Colour, Sequence[Card]] | None = None
                     ) -> advice.DangerParts:
        """:meth:`danger`'s lines and its asides apart (:func:`advice.danger_parts`)."""
        return advice.danger_parts(self, pos, colour, pile, drawn, held, hands)

    def reach(self, pos: Position, colour: Colour, pile: Mapping[Card, int] | None = None,
              drawn: bool = False, held: Card | None = None,
              hands: Mapping[Colour, Sequence[Card]] | None = None) -> list[str]:
        return advice.reach(self, pos, colour, pile, drawn, held, hands)

    def reach_card(self, card: Card, found: Mapping[tuple[Colour, int, int], Sequence[int]],
                   place: Callable[[int], tuple[int | None, int]]) -> list[str]:
        return advice.reach_card(self, card, found, place)

    def hint(self, pos: Position, option: Option, number: int, close: bool = False,
             pile: Mapping[Card, int] | None = None,
             hand: Sequence[Card] | None = None,
             hands: Mapping[Colour, Sequence[Card]] | None = None) -> str:
        """H with a card waiting; ``hand``: the Point Score game's hand it was picked from,
        every move of which the option is weighed against; ``hands``: the hands the player
        sees there, the card in play taken out (:func:`hints.hint`)."""
        return hints.hint(self, pos, option, number, close, pile, hand=hand, hands=hands)

    def watched(self, pos: Position, options: Sequence[Option], played: int, best: int,
                close: bool = False, near: bool = False,
                pile: Mapping[Card, int] | None = None) -> list[str]:
        """H at a table of bots: the last bot's option ``played`` against the hard bot's
        ``best``, and the hint (:func:`hints.watched`)."""
        return hints.watched(self, pos, options, played, best, close, near, pile)

    def winner(self, pos: Position, winner: Colour, cards_drawn: int) -> list[str]:
        return views.winner(self.table(), pos, winner, cards_drawn)

    # --- the Point Score game (rules spec 7) -----------------------------------------
    def hand(self, pos: Position, hand: Sequence[Card],
             counts: Sequence[int] | None) -> str:
        """"Your hand: 1, a 3, 2 options; 2, a 1, 1 option; 3, a 4, no use; ..."
        (``counts[i]``: card i's number of options; None: the cards alone)."""
        return pts.hand(self, hand, counts)

    def hand_item(self, pos: Position, hand: Sequence[Card], counts: Sequence[int] | None,
                  index: int) -> str:
        """One card (``index`` 0-based): "2: a 1, 1 option", "3: a 4, no use"."""
        return pts.hand_item(self, hand, counts, index)

    def pick_prompt(self, hand_size: int, any_usable: bool) -> str:
        return pts.pick_prompt(self, hand_size, any_usable)

    def card_unusable(self, card: Card) -> str:
        return pts.card_unusable(self, card)

    def hand_hint(self, pos: Position, hand: Sequence[Card], card_index: int,
                  option: Option | None, number: int, close: bool = False,
                  pile: Mapping[Card, int] | None = None, group: int | None = None) -> str:
        """H before a card is picked (``card_index`` 0-based; ``number``: the option's
        number as said, from 1, within ``group`` (from 1) when its options are grouped;
        ``option`` None: no card has a use, so discard it)."""
        return pts.hand_hint(self, pos, hand, card_index, option, number, close, pile,
                             group)

    def points(self, scores: Sequence[Score], winner: Colour) -> list[str]:
        """The game's points, one line per player, the winner first."""
        return score_lines(self.table(), scores, winner)

    def points_so_far(self, pos: Position) -> str:
        """S during a Point Score game: each player's points for pawns HOME so far."""
        return pts.points_so_far(self.table(), pos)

    def totals(self, totals: Mapping[Colour, int], games: int) -> str:
        """"Totals after 2 games: you 140, Blue 35." (highest first)."""
        return pts.totals(self.table(), totals, games)
