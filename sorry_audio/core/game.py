"""Turn flow: draw, offer options, take a choice, apply it, pass the turn.

A :class:`Game` is a small state machine driven from outside (the terminal
UI calls :meth:`Game.draw` and :meth:`Game.choose` as keys arrive) or by
:func:`play_game` with one :class:`Player` per colour.  Every call returns the
events it caused; all randomness comes from the generator it was given.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterable, Mapping
from enum import Enum
from typing import Protocol, cast

from sorry_audio.core.board import HOME, START, Colour
from sorry_audio.core.cards import Card, Deck
from sorry_audio.core.errors import IllegalMoveError
from sorry_audio.core.events import (
    CardDrawn,
    CardForfeited,
    DeckReshuffled,
    Event,
    ExtraDraw,
    ForfeitReason,
    GameWon,
    TurnPassed,
)
from sorry_audio.core.moves import (
    PASS,
    Option,
    Plan,
    generate,
    next_to_move,
    play_option,
    wrap_options,
)
from sorry_audio.core.position import Position, initial_position
from sorry_audio.core.rules import CLASSIC, Rules


class Phase(Enum):
    DRAW = "draw"  # the player to move must draw
    CHOOSE = "choose"  # a card is waiting for one of the options
    PICK = "pick"  # the Point Score game: the player to move must pick a card from the hand
    OVER = "over"


_DRAW, _CHOOSE = Phase.DRAW, Phase.CHOOSE


class Game:
    """One game of Sorry!.

    ``record_events=False`` skips building events, for fast headless play.
    """

    def __init__(self, colours: Iterable[Colour], rules: Rules = CLASSIC, *,
                 seed: int | None = None, rng: random.Random | None = None,
                 faster_setup: bool = False, deck_size: int = 45,
                 first: Colour | None = None, position: Position | None = None,
                 record_events: bool = True, teams: bool = False) -> None:
        self.rng = rng if rng is not None else random.Random(seed)
        start = position if position is not None else initial_position(
            colours, rules, faster_setup=faster_setup, first=first, teams=teams)
        self.rules = start.rules
        self.seated = start.seated
        self.teams = start.teams  # the partnership game (spec 6)
        # The board is kept raw (flat locations, colour to move) so headless play
        # builds no Position objects; ``position`` makes one when asked.
        self._locs = start.locs
        self._to_move = start.to_move
        self._position: Position | None = start
        self.deck = Deck(self.rng, deck_size)
        # who sits clockwise after each seated colour, and whether a 2 draws again
        self._after = {c: self.seated[(i + 1) % len(self.seated)]
                       for i, c in enumerate(self.seated)}
        self._again = self.rules.again
        # each colour's partner, in a partnership game: the team it must bring HOME with
        self._mate = {c: start.team(c)[1] for c in self.seated} if self.teams else {}
        self.record = record_events
        self.phase = Phase.DRAW
        self.card: Card | None = None
        self.cards_drawn = 0
        self.winner: Colour | None = None
        self._raw: list[tuple[Plan, tuple[int, ...]]] = []
        self._options: list[Option] | None = None

    @property
    def position(self) -> Position:
        """The board now, naming the colour to move."""
        if self._position is None:
            self._position = Position(self._to_move, self.seated, self._locs, self.rules,
                                      self.teams)
        return self._position

    def _set(self, locs: tuple[int, ...], to_move: Colour) -> None:
        self._locs = locs
        self._to_move = to_move
        self._position = None

    @property
    def to_move(self) -> Colour:
        return self._to_move

    @property
    def drawing_again(self) -> bool:
        """The player to move played (or lost) a card that draws again, a classic 2, and
        has that draw still to make.  Never in the Point Score game, which draws no card
        to begin a turn (its 2 plays again from the hand)."""
        discards = self.deck.discards
        return self.phase is _DRAW and bool(discards) and self._again[discards[-1]]

    @property
    def option_count(self) -> int:
        return len(self._raw)

    @property
    def options(self) -> list[Option]:
        """The distinct legal options for the card waiting to be played."""
        if self._options is None:
            if self.card is None:
                return []
            self._options = wrap_options(self.position, self.card, self._raw)
        return self._options

    def draw(self) -> list[Event]:
        """Draw the top card for the player to move; forfeits it at once if it has no use."""
        if self.phase is not _DRAW:
            raise IllegalMoveError("the game is over" if self.phase is Phase.OVER
                                   else "a card is waiting to be played")
        events: list[Event] = []
        deck = self.deck
        card = self._take(events)
        deck.discards.append(card)  # face up at once: it is the card waiting to be played
        self.card = card
        player = self._to_move
        if self.record:
            events.append(CardDrawn(player, card, len(deck.pile)))
        raw = self._raw = generate(self.rules, self._locs, player, card, self.teams)
        self._options = None
        if raw:
            self.phase = _CHOOSE
        else:
            if self.record:
                events.append(CardForfeited(player, card, self._forfeit_reason(card)))
            self._end_turn(card, events)
        return events

    def _take(self, events: list[Event]) -> Card:
        """The top card of the deck, counted as drawn; a reshuffle on the way is told with
        DeckReshuffled.  Both games draw through here (the Point Score game into a hand)."""
        card, reshuffled = self.deck.take()
        if reshuffled is not None and self.record:
            events.append(DeckReshuffled(reshuffled))
        self.cards_drawn += 1
        return card

    def choose(self, index: int) -> list[Event]:
        """Play option ``index`` (0-based) of the waiting card."""
        if self.phase is not _CHOOSE:
            raise IllegalMoveError("draw a card first" if self.phase is _DRAW
                                   else "the game is over")
        if not 0 <= index < len(self._raw):
            raise IllegalMoveError(f"there is no option {index + 1}")
        card = self.card
        assert card is not None
        player = self._to_move
        plan, result = self._raw[index]
        events: list[Event] = []
        if self.record:
            if plan[0][0] == PASS:
                events.append(CardForfeited(player, card, ForfeitReason.PASSED))
            else:
                events.extend(play_option(self.position, self.options[index]))
        p = self.rules.pawns
        mate = self._mate.get(player)  # spec 6: a team wins with all eight pawns HOME
        if (result[player * p:(player + 1) * p].count(HOME) == p
                and (mate is None or result[mate * p:(mate + 1) * p].count(HOME) == p)):
            self.winner = player
            self.phase = Phase.OVER
            self._set(result, next_to_move(self.position, card))
            if self.record:
                events.append(GameWon(player, self.cards_drawn, mate))
            return events
        self._locs = result
        self._end_turn(card, events)
        return events

    def _end_turn(self, card: Card, events: list[Event]) -> None:
        player = self._to_move
        self._pass(player if self._again[card] else self._after[player], events)

    #: the phase a turn begins in: drawing (the Point Score game: picking from the hand)
    _turn_phase = _DRAW

    def _pass(self, nxt: Colour, events: list[Event]) -> None:
        """Hand the turn to ``nxt`` (the same player after a 2), with no card waiting."""
        player = self._to_move
        if self.record:
            if nxt == player:
                events.append(ExtraDraw(nxt))
            else:
                events.append(TurnPassed(player, nxt))
        self._to_move = nxt
        self._position = None
        self.phase = self._turn_phase
        self.card = None
        self._raw = []
        self._options = None

    def _forfeit_reason(self, card: Card) -> ForfeitReason:
        if card == Card.SORRY:
            fallback = self.rules.sorry_fallback_forward  # then moving forward failed too
            pos = self.position
            if all(START not in pos.pawns(c) for c in pos.team(pos.to_move)):
                return (ForfeitReason.NO_START_NOR_FALLBACK if fallback
                        else ForfeitReason.NO_PAWN_IN_START)
            return ForfeitReason.NO_TARGET_NOR_FALLBACK if fallback else ForfeitReason.NO_TARGET
        return ForfeitReason.NO_LEGAL_MOVE

    def unseen(self, colour: Colour | None) -> dict[Card, int]:
        """The cards ``colour`` cannot see, by kind: the draw pile (and others' hands;
        ``None``, a spectator: every hand)."""
        return self.deck.remaining()

    def hand(self, colour: Colour) -> tuple[Card, ...]:
        """The cards ``colour`` holds: none, except in the Point Score game."""
        return ()

    def usable(self) -> tuple[int, ...]:
        """The hand indexes of the mover's cards that have a use: none without a hand."""
        return ()

    def hand_options(self, index: int) -> list[tuple[Plan, tuple[int, ...]]]:
        """The raw options of the mover's hand card ``index`` (the Point Score game)."""
        raise IllegalMoveError("there is no hand in this game: draw a card")

    def pick(self, index: int) -> list[Event]:
        """Pick a card from the hand (the Point Score game); here cards are drawn."""
        raise IllegalMoveError("there is no hand in this game: draw a card")

    @property
    def winners(self) -> tuple[Colour, ...]:
        """Who won: the winner, and in a partnership game its partner too."""
        return () if self.winner is None else self.position.team(self.winner)

    def view(self) -> TurnView:
        return TurnView(self)

    def snapshot(self) -> Game:
        """An independent copy, with its own deck and generator state.

        For looking ahead (a hint computed on a worker thread) without touching
        or racing the game itself.
        """
        twin = copy.copy(self)
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        twin.deck = copy.copy(self.deck)
        twin.deck.rng = twin.rng
        twin.deck.pile = list(self.deck.pile)
        twin.deck.discards = list(self.deck.discards)
        twin._raw = list(self._raw)
        return twin


class TurnView:
    """What the player to move may see: the board, the card, its options, the discards."""

    __slots__ = ("_game",)

    def __init__(self, game: Game) -> None:
        self._game = game

    @property
    def position(self) -> Position:
        return self._game.position

    @property
    def card(self) -> Card | None:
        return self._game.card

    @property
    def options(self) -> list[Option]:
        return self._game.options

    @property
    def option_count(self) -> int:
        return len(self._game._raw)

    @property
    def raw_options(self) -> list[tuple[Plan, tuple[int, ...]]]:
        """The options in the generator's raw form, ``(plan, resulting locs)``, same order.

        For bots: reading these costs nothing, while :attr:`options` builds an
        :class:`Option` and a :class:`Position` for each one.  Do not modify.
        """
        return self._game._raw

    @property
    def discards(self) -> tuple[Card, ...]:
        """Face-up discards, the card being played last."""
        return tuple(self._game.deck.discards)

    @property
    def unseen(self) -> dict[Card, int]:
        """Cards still unseen, by kind (card counting from the discards): the draw pile,
        and in the Point Score game the other players' hands too."""
        return self._game.unseen(self._game.to_move)

    @property
    def hand(self) -> tuple[Card, ...]:
        """The cards the player to move holds (the Point Score game; else empty)."""
        return self._game.hand(self._game.to_move)

    @property
    def phase(self) -> Phase:
        return self._game.phase

    def hand_options(self, index: int) -> list[tuple[Plan, tuple[int, ...]]]:
        """The raw options of the hand's card ``index``, as :attr:`raw_options` gives the
        waiting card's (for bots weighing every card).  Do not modify."""
        return self._game.hand_options(index)

    @property
    def cards_drawn(self) -> int:
        return self._game.cards_drawn


class Player(Protocol):
    """Anything that picks an option: a bot, or a callback wrapping a human."""

    def choose(self, view: TurnView) -> int:
        """Return the 0-based index of the chosen option."""
        ...


class HandPlayer(Player, Protocol):
    """A player of the Point Score game, which first picks a card from the hand."""

    def choose_card(self, view: TurnView) -> int:
        """Return the 0-based index in ``view.hand`` of the card to play, or, when no card
        has a use, of the card to discard."""
        ...


class RandomPlayer:
    """Chooses uniformly among the distinct legal options (and the usable cards)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: TurnView) -> int:
        return int(self.rng.random() * view.option_count)

    def choose_card(self, view: TurnView) -> int:
        hand = view.hand
        usable = [i for i in range(len(hand)) if view.hand_options(i)]
        pool = usable or list(range(len(hand)))
        return pool[int(self.rng.random() * len(pool))]


def play_game(game: Game, players: Mapping[Colour, Player], *, max_draws: int = 100_000,
              on_events: Callable[[list[Event]], object] | None = None) -> Colour | None:
    """Play until someone wins (or ``max_draws`` cards); returns the winner."""
    view = TurnView(game)
    draw, choose = game.draw, game.choose
    over, waiting, picking = Phase.OVER, Phase.CHOOSE, Phase.PICK
    while game.phase is not over and game.cards_drawn < max_draws:
        if game.phase is picking:
            events = game.pick(cast(HandPlayer, players[game._to_move]).choose_card(view))
        else:
            events = draw()
        if on_events is not None:
            on_events(events)
        if game.phase is waiting:
            events = choose(players[game._to_move].choose(view))
            if on_events is not None:
                on_events(events)
    return game.winner
