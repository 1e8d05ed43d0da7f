"""The Point Score game (rules spec section 7): cards held in hands of five, and points.

Each player starts with one pawn on its start square and the rest in START, and holds
five cards face down.  On a turn the player picks a card from the hand (:meth:`pick`),
plays one of its options (:meth:`choose`), discards it and draws back up to five; after a
classic 2 the player refills and plays again (Decision).  When no card in the hand has a
use, picking a card discards it instead, the player draws one, and the turn ends.  The
first player with every pawn HOME wins, and every player scores (:mod:`.points`).
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card
from sorry_audio.core.errors import IllegalMoveError, InvalidSetupError
from sorry_audio.core.events import (
    CardDiscarded,
    CardPlayed,
    Event,
    HandFilled,
    PointsScored,
)
from sorry_audio.core.game import Game, Phase
from sorry_audio.core.movegen import generate
from sorry_audio.core.moves import Plan
from sorry_audio.core.points import HAND_SIZE, Score, score_game
from sorry_audio.core.position import Position
from sorry_audio.core.rules import CLASSIC, Rules


class PointScoreGame(Game):
    """A :class:`Game` played from hands, scored at the end.  :meth:`draw` is not used."""

    def __init__(self, colours: Iterable[Colour], rules: Rules = CLASSIC, *,
                 seed: int | None = None, rng: random.Random | None = None,
                 faster_setup: bool = True, deck_size: int = 45,
                 first: Colour | None = None, position: Position | None = None,
                 record_events: bool = True, teams: bool = False) -> None:
        if teams or (position is not None and position.teams):
            raise InvalidSetupError("the Point Score game is for players on their own, not teams")
        if not faster_setup:  # spec 7: one pawn begins on its start square, always
            raise InvalidSetupError("the Point Score game always begins with one pawn out")
        super().__init__(colours, rules, seed=seed, rng=rng, faster_setup=True,
                         deck_size=deck_size, first=first, position=position,
                         record_events=record_events)
        self.hands: dict[Colour, list[Card]] = {c: [] for c in self.seated}
        self.scores: tuple[Score, ...] = ()
        self.picked: int | None = None  # the hand index of the card waiting to be played
        self._by_card: dict[Card, list[tuple[Plan, tuple[int, ...]]]] = {}
        # deal five each, one at a time, starting with the player to move
        order = self.seated[self.seated.index(self.to_move):] + self.seated[
            :self.seated.index(self.to_move)]
        for _ in range(HAND_SIZE):
            for c in order:
                self.hands[c].append(self._take([]))
        self.phase = Phase.PICK

    # -- what a player may see ------------------------------------------------

    def hand(self, colour: Colour) -> tuple[Card, ...]:
        return tuple(self.hands[colour])

    def unseen(self, colour: Colour | None) -> dict[Card, int]:
        counts = self.deck.remaining()
        for other, cards in self.hands.items():
            if other != colour:
                for card in cards:
                    counts[card] += 1
        return counts

    def hand_options(self, index: int) -> list[tuple[Plan, tuple[int, ...]]]:
        """The raw options of the mover's card ``index`` (kept for the turn, by card)."""
        card = self.hands[self._to_move][index]
        raw = self._by_card.get(card)
        if raw is None:
            raw = self._by_card[card] = generate(self.rules, self._locs, self._to_move, card,
                                                 self.teams)
        return raw

    def usable(self) -> tuple[int, ...]:
        """The hand indexes of the mover's cards that have a use now."""
        if self.phase is not Phase.PICK and self.phase is not Phase.CHOOSE:
            return ()
        return tuple(i for i in range(len(self.hands[self._to_move])) if self.hand_options(i))

    # -- turn flow -------------------------------------------------------------

    def draw(self) -> list[Event]:
        raise IllegalMoveError("in the Point Score game cards are played from the hand")

    def pick(self, index: int) -> list[Event]:
        """Pick the hand's card ``index`` (0-based) to play; its options wait for
        :meth:`choose`.  When no card in the hand has a use, the card is discarded, one is
        drawn and the turn ends (those events are returned; a pick itself has none)."""
        if self.phase is not Phase.PICK:
            raise IllegalMoveError("the game is over" if self.phase is Phase.OVER
                                   else "a card is already picked")
        hand = self.hands[self._to_move]
        if not 0 <= index < len(hand):
            raise IllegalMoveError(f"there is no card {index + 1} in the hand")
        raw = self.hand_options(index)
        if raw:
            self.card, self.picked, self._raw = hand[index], index, raw
            self._options = None
            self.phase = Phase.CHOOSE
            return []
        if self.usable():
            raise IllegalMoveError(f"the {hand[index].label} has no use now; another card has")
        player = self._to_move
        card = hand.pop(index)
        self.deck.discards.append(card)
        events: list[Event] = []
        if self.record:
            events.append(CardDiscarded(player, card))
        self._refill(events)
        self._pass(self._after[player], events)
        return events

    def unpick(self) -> None:
        """Put the picked card back in the hand, unplayed, to pick again."""
        if self.phase is not Phase.CHOOSE:
            raise IllegalMoveError("no card is picked")
        self._clear_card()
        self.phase = Phase.PICK

    def choose(self, index: int) -> list[Event]:
        """Play option ``index`` (0-based) of the picked card, then refill the hand."""
        if self.phase is not Phase.CHOOSE:
            raise IllegalMoveError("pick a card first" if self.phase is Phase.PICK
                                   else "the game is over")
        if not 0 <= index < len(self._raw):
            raise IllegalMoveError(f"there is no option {index + 1}")
        player, card, picked = self._to_move, self.card, self.picked
        assert card is not None and picked is not None
        events: list[Event] = [CardPlayed(player, card)] if self.record else []
        # played, the card leaves the hand face up; the base game then moves the pawns and
        # ends the turn (through _end_turn below) or the game
        self.hands[player].pop(picked)
        self.deck.discards.append(card)
        events += super().choose(index)
        if self.phase is Phase.OVER:
            self.scores = score_game(self.position, player)
            if self.record:
                events.append(PointsScored(player, self.scores))
            self._clear_card()
        return events

    _turn_phase = Phase.PICK

    def _end_turn(self, card: Card, events: list[Event]) -> None:
        """Refill the hand, then pass the turn (or keep it after a classic 2)."""
        self._refill(events)
        super()._end_turn(card, events)

    def _pass(self, nxt: Colour, events: list[Event]) -> None:
        super()._pass(nxt, events)
        self.picked = None
        self._by_card = {}  # a new board or a new mover: every card's options anew

    def _clear_card(self) -> None:
        self.card, self.picked, self._raw, self._options = None, None, [], None

    def _refill(self, events: list[Event]) -> None:
        """Draw the player to move back up to a full hand."""
        player = self._to_move
        hand = self.hands[player]
        drawn: list[Card] = []
        while len(hand) < HAND_SIZE:
            card = self._take(events)
            hand.append(card)
            drawn.append(card)
        if self.record and drawn:
            events.append(HandFilled(player, tuple(drawn), len(self.deck.pile), tuple(hand)))

    def snapshot(self) -> PointScoreGame:
        twin = super().snapshot()
        assert isinstance(twin, PointScoreGame)
        twin.hands = {c: list(cards) for c, cards in self.hands.items()}
        twin._by_card = dict(self._by_card)
        return twin
