"""The Point Score game's hand at the keys: the hand said, walked with Up and Down, a card
picked by number or Enter and put back with Escape, or discarded when none can move.

Mixed into :class:`~sorry_audio.ui.session.GameSession`, which owns the state it reads;
outside the Point Score game none of this is reached.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

from sorry_audio.bots import HandAdvice
from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card
from sorry_audio.core.events import Event
from sorry_audio.core.game import Game, Phase
from sorry_audio.core.moves import Option, legal_options
from sorry_audio.core.points import Score
from sorry_audio.core.pointscore import PointScoreGame
from sorry_audio.ui.choosing import OptionKeys
from sorry_audio.ui.options import OptionChooser

if TYPE_CHECKING:
    from sorry_audio.bots.advisor import Advisor
    from sorry_audio.narration import Narrator
    from sorry_audio.ui.savegame import SavedGame


def hand_play(advisor: Advisor, game: Game,
              rng: random.Random) -> tuple[Card, HandAdvice] | None:
    """The card (by kind: two 5s are one choice) and the hard bot's advice for ``game``
    waiting for a pick, or None when it would discard: what H before a pick says, which H
    after the pick and the end's hint agreement both hold to."""
    advice = advisor.advise_hand(game.view(), rng)
    if advice.option < 0:
        return None
    return game.hand(game.to_move)[advice.card], advice


class HandCard(NamedTuple):
    """A card of the hand with the option list it would offer once picked."""

    number: int  # its number in the hand, from 1 (the first of two alike)
    card: Card
    options: list[Option]
    #: an option's place as the keys will reach it: (group number or None, number)
    place: Callable[[int], tuple[int | None, int]]
    #: the numbers in the hand of every card of this kind (``number`` first)
    numbers: tuple[int, ...] = ()


def hand_cards(game: Game, narrator: Narrator) -> list[HandCard]:
    """Each kind of card in the hand of the player to move, once (two 5s are one choice),
    with its options grouped as picking it would list them: what Shift+A and Shift+O
    before a pick say, numbered as the player will reach them."""
    pos = game.position
    hand = game.hand(game.to_move)
    out: list[HandCard] = []
    for number, card in enumerate(hand, 1):
        if any(c.card is card for c in out):
            continue
        options = legal_options(pos, card)
        out.append(HandCard(number, card, options,
                            OptionChooser(narrator.option_groups(pos, options)).place,
                            tuple(n for n, c in enumerate(hand, 1) if c is card)))
    return out


@dataclass(frozen=True)
class Series:
    """The Point Score game's running totals at one table: Play again adds each game's."""

    games: int = 0
    totals: tuple[tuple[Colour, int], ...] = ()

    def add(self, scores: Sequence[Score]) -> Series:
        totals = dict(self.totals)
        for score in scores:
            totals[score.colour] = totals.get(score.colour, 0) + score.total
        return Series(self.games + 1, tuple(totals.items()))

    @classmethod
    def from_saved(cls, saved: SavedGame) -> Series:
        by_letter = {c.letter: c for c in Colour}
        return cls(saved.games, tuple((by_letter[k], n) for k, n in saved.totals))


class HandKeys(OptionKeys):
    """The hand's half of a game session in the Point Score game: the option keys, in the
    hand while a card is to be picked, else the option list's (:class:`OptionKeys`)."""

    game: Game  # a PointScoreGame whenever these keys are in use (config.points)
    bots: dict
    #: the hand card picked at each turn (and each discard): with the options played, the
    #: game's replay
    picks: list[int]
    hand_focus: int | None  # the card walked to with Up and Down
    discard_told: bool  # the keys to discard one have been said this game
    one_option_told: bool  # the keys that play a lone option have been said this game
    put_back_told: bool  # the keys after a card put back have been said this game
    hand_heard: bool  # the player to move has heard their hand this turn (hot seat: D)
    #: at a hot-seat table, each human's cards drawn since they last heard their hand
    face_down: dict[Colour, tuple[Card, ...]]
    hint_pending: tuple[Card, int] | None  # H's card and option, selected once it is picked
    pick_from: Game | None  # the game before a human's pick with a choice in it
    _mark_take_back: Callable[[Card], None]  # U may come back to this choice (GameSession)
    _unmark_take_back: Callable[[], None]  # the pick put back: not a choice to come back to
    bot_now: Callable[[], Any]  # the bot to move, its chance seeded (GameSession)
    _tell_cut_hits: Callable[[], bool]  # a bump a key cut, said first (TurnNews)

    def _after(self, events: Sequence[Event], interrupt: bool) -> None:
        raise NotImplementedError

    def hand_hidden(self) -> bool:
        """At a hot-seat table, a hand key before its player has pressed D: refused, so a key
        the last player pressed twice cannot pick (or say) the next player's cards."""
        if self.hand_heard or not self.picking:
            return False
        self.speaker.refuse("ui.hand.hear_first", name=self.narrator.name(self.game.to_move))
        return True

    @property
    def picking(self) -> bool:
        """A human at the keys is to pick a card from the hand."""
        return (self.config.points and self.game.phase is Phase.PICK
                and self.game.to_move in self.humans)

    def _counts(self) -> list[int]:
        g = self.game
        return [len(g.hand_options(i)) for i in range(len(g.hand(g.to_move)))]

    def offer_hand(self, interrupt: bool = False, keep: bool = True) -> None:
        """The hand, each card with how many options it has (and, when none can move a
        pawn, how to discard): every turn of the Point Score game starts with it (at a
        hot-seat table, when its player presses D).  The card walked to stays walked to.
        ``keep`` False: said again (O), so not a second time in the history."""
        g = self.game
        counts = self._counts()
        self.hand_heard = True
        lines = [self.narrator.hand(g.position, g.hand(g.to_move), counts)]
        drawn = self.face_down.pop(g.to_move, ())
        if drawn:  # at a hot-seat table the cards drawn were said face down: which is new
            lines.insert(0, self.catalog.say("ui.hand.drew", cards=self.narrator.join(
                self.narrator.a_card(c) for c in drawn)))
        if len(self.humans) > 1:  # kept out of the history, which the next player can read
            self.speaker.say_lines(lines, interrupt, record=False)  # (playtest z16)
            return
        if not any(counts) and not self.discard_told:  # the hand says to discard; the first
            self.discard_told = True  # time, the keys and what follows are said too
            lines.append(self.narrator.pick_prompt(len(counts), False))
        self.speaker.say_lines(lines, interrupt, keep=keep)

    def pick_card(self, number: int) -> None:
        """1 to 5: play that card of the hand (its options follow), or with no card able to
        move a pawn, discard it."""
        g = self.game
        hand = g.hand(g.to_move)
        if not 1 <= number <= len(hand):
            self.speaker.refuse("ui.hand.no_card", number=number, n=len(hand))
            return
        index = number - 1
        if not g.hand_options(index) and g.usable():
            self.speaker.invalid(self.narrator.card_unusable(hand[index]))
            return
        self.chooser = None
        self.hand_focus = None
        # as a draw does: a pick that cut the last bot's bump says it first (review bm64)
        told = self._tell_cut_hits()
        events = self._pick(index)
        if events:  # discarded: the turn is over
            self._after(events, not told)
            return
        # kept for the turn: picked after another card was put back, the hinted card still
        # has its option selected (playtest h8)
        hinted = self.hint_pending
        option = hinted[1] if hinted is not None and hinted[0] == g.card else -1
        # never played for you: a card is picked to hear its options too, and Escape
        # puts it back (playtest w13: a one-option card played at once, unheard)
        self._offer(auto=False, listed=option < 0)
        chooser = self.chooser
        if chooser is None:
            return
        if option >= 0:
            # the card H named: its option selected, so Enter plays what the hint said
            self._open_on_hint(chooser, option)
        elif len(g.options) == 1:  # Enter plays the one option
            chooser.focus = 0
            if not self.one_option_told:  # the keys once a game (playtest y15: every time
                self.one_option_told = True  # made six lines of a one-option card at brief)
                self.speaker.tell("ui.hand.one_option", False)

    def _open_on_hint(self, chooser: OptionChooser, option: int) -> None:
        """The card H named, just picked, with ``option`` (its index) selected.  In a
        group, the group is opened, said to be open, and its options read, not the list of
        groups: after that list, the group's label sounded like one more line of it, and 1,
        meant as group 1, played an option of the group never heard (playtest ph87)."""
        g, say = self.game, self.catalog.say
        if chooser.walk_to(option) == "opened":
            assert chooser.group is not None and chooser.focus is not None  # just opened
            assert g.card is not None  # picked
            opened = say("ui.hint_group", number=chooser.group + 1,
                         label=chooser.groups[chooser.group].opened)
            # Escape was told with the group: it goes back to the groups, not the hand; said
            # after the list's first page, which leaves it room (review rz125)
            self.list_options(False, head=say("ui.hand.hint_groups", opened=opened,
                                              count=len(chooser.groups),
                                              card=self.narrator.card(g.card)),
                              tail=[say("ui.hand.hinted_in_group", number=chooser.focus + 1)])
            return
        assert chooser.focus is not None  # walked to
        # the list was just said: its number, not the option again (playtest x14)
        self.list_options(False, tail=[say("ui.hand.hinted_one") if len(g.options) == 1
                                       else say("ui.hand.hinted_option",
                                                number=chooser.focus + 1)])

    def walk_hand(self, delta: int) -> None:
        """Up/Down in the hand: say the next or previous card and its options."""
        g = self.game
        n = len(g.hand(g.to_move))
        focus = self.hand_focus
        focus = (0 if delta > 0 else n - 1) if focus is None else (focus + delta) % n
        self.hand_focus = focus
        self.speaker.say(self.narrator.hand_item(g.position, g.hand(g.to_move), self._counts(),
                                                 focus), True, record=len(self.humans) < 2,
                         keep=False)

    def enter_hand(self) -> None:
        if self.hand_focus is None:
            self.speaker.refuse("ui.hand.no_focus")
            return
        self.pick_card(self.hand_focus + 1)

    def put_back(self) -> bool:
        """Escape with a card picked: it goes back in the hand, still walked to; False when
        that is not where the player is."""
        g = self.game
        if not (self.config.points and g.phase is Phase.CHOOSE and g.to_move in self.humans):
            return False
        assert isinstance(g, PointScoreGame)  # config.points: the session made one
        card = g.card
        assert card is not None  # CHOOSE: the picked card is waiting
        g.unpick()
        self.chooser = None
        # the card stays walked to, and the hand is not said again: comparing cards meant
        # pick, Escape, the whole hand, and Down from card 1 again (playtest pb68); D says
        # the hand
        self.hand_focus = self.picks.pop()
        self._unmark_take_back()
        line = self.catalog.say("ui.hand.put_back", card=self.narrator.card(card),
                                number=self.hand_focus + 1)
        if not self.put_back_told:  # the keys once a game: comparing cards is pick, Escape,
            self.put_back_told = True  # pick, Escape (review rd70: 21 words at each)
            line = self.catalog.say("ui.hand.put_back_keys", line=line)
        # an answer to a key, not a move of the game; it names a card of the hand: at a
        # hot-seat table not kept for R either, as the hand's own lines are not
        self.speaker.say(line, record=len(self.humans) < 2, keep=False)
        return True

    def _pick(self, index: int) -> list[Event]:
        """Every pick goes through here (a human's, a bot's, a replayed one), so the game
        can be saved as its picks and choices."""
        g = self.game
        # a human's pick with a choice among cards or options is kept as it stood, for the
        # hint agreement at the end (GameEnd._note_decision)
        usable = g.usable() if g.to_move in self.humans else ()
        choices = sum(len(g.hand_options(i)) for i in usable)
        self.pick_from = g.snapshot() if choices > 1 else None
        # a choice the player may take back (U): a card to play, or, when none can move a
        # pawn, which to throw away (playtest t20: a slip there took back the move before)
        discard = (g.to_move in self.humans and not usable
                   and len(set(g.hand(g.to_move))) > 1)
        if self.pick_from is not None or discard:
            self._mark_take_back(g.hand(g.to_move)[index])
        events = g.pick(index)
        self.picks.append(index)
        return events

    # -- the option keys, in the hand while a card is to be picked ---------------

    def choose(self, number: int) -> None:
        if self.hand_hidden():
            return
        if self.picking:
            self.pick_card(number)
        else:
            super().choose(number)

    def walk(self, delta: int) -> None:
        if self.hand_hidden():
            return
        if self.picking:
            self.walk_hand(delta)
        else:
            super().walk(delta)

    def enter(self) -> None:
        if self.hand_hidden():
            return
        if self.picking:
            self.enter_hand()
        else:
            super().enter()

    def list_options(self, interrupt: bool = True, keep: bool = True,
                     head: str | None = None, tail: Sequence[str] = ()) -> None:
        """O: the option list, or the hand while a card is to be picked."""
        if self.hand_hidden():
            return
        if self.picking:
            self.offer_hand(interrupt, keep)
        else:
            super().list_options(interrupt, keep, head, tail)

    def back(self) -> bool:
        """Escape: out of a group of options, else a picked card back in the hand."""
        return super().back() or self.put_back()

    # -- bots ------------------------------------------------------------------

    def bot_choose_card(self) -> int:
        """The bot's card to play (or discard); pure reading, safe off the event loop."""
        return self.bot_now().choose_card(self.game.view())

    def bot_take_card(self, index: int) -> None:
        """Pick the bot's card: a discard ends its turn and is said; a card to play waits
        for the bot's option."""
        events = self._pick(index)
        if events:
            self._after(events, False)
