"""The hard bot: expectimax over the cards still unseen, with a time and work budget.

For each of its options (the most promising first, by the static evaluation)
the bot looks at the next draw: for every card kind still in the draw pile,
weighted by how many are left (counting the face-up discards is fair play),
the player who draws next picks the option best for themselves, and the bot
scores the board that leaves.  After a classic 2 the next draw is the bot's
own.  The search is bounded by a count of evaluated boards (so a seed gives the
same game on any machine) and, as a safety net, by wall-clock time.  In the
partnership game every side is a team (:meth:`Evaluator.team_scores`), and the
player who draws next plays for its own team, with either partner's pawns.

In the Point Score game the same search weighs every option of every usable card in
the hand (with the work and width budgets multiplied by the number of distinct usable
cards, and one memo shared among them); the other players' hands count as unseen, so
the next card is averaged over the draw pile and those hands together.  Playing a SORRY!
or an 11 costs a little (:data:`KEEP_STEPS`): held, it waits for its best use.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping
from types import MappingProxyType

from sorry_audio.bots.base import Situation, situation
from sorry_audio.bots.evaluate import (
    DEFAULT_WEIGHTS,
    WIN,
    Evaluator,
    Weights,
    card_probabilities,
    draw_counts,
    evaluator_for,
)
from sorry_audio.bots.hand import Picked, discard_index, hand_situations
from sorry_audio.core.cards import CARDS, Card
from sorry_audio.core.game import TurnView
from sorry_audio.core.moves import generate
from sorry_audio.core.rules import Rules

#: boards evaluated per decision before the search stops widening
DEFAULT_WORK = 6000
#: wall-clock safety net, seconds: the search never runs past this
DEFAULT_TIME_CAP = 0.6
#: options searched in depth (the rest are judged by the static evaluation only)
DEFAULT_WIDTH = 10


#: the Point Score game: what playing a card costs, in steps, for no longer holding it.  A
#: SORRY! and an 11 are worth most when the best target comes; kept back for a better
#: use, the bot beats the same bot that plays them freely in 55.3% of 4,000 games.
KEEP_STEPS: Mapping[Card, float] = MappingProxyType({Card.SORRY: 15.0, Card.ELEVEN: 7.5})


class _OutOfBudget(Exception):
    """Raised inside the search when the work or time budget is spent."""


class HardBot:
    """Expectimax to the end of the next player's move, card-counted.

    The search itself is deterministic (ties go to the option the static
    evaluation ranks first); ``rng`` is taken so every level is built alike.
    """

    level = "hard"

    def __init__(self, rng: random.Random, *, weights: Weights = DEFAULT_WEIGHTS,
                 work: int = DEFAULT_WORK, time_cap: float = DEFAULT_TIME_CAP,
                 width: int = DEFAULT_WIDTH, depth: int = 1,
                 keep: Mapping[Card, float] = KEEP_STEPS) -> None:
        self.rng = rng
        self.depth = depth
        self.keep = keep
        self.weights = weights
        self.work = work
        self.time_cap = time_cap
        self.width = width
        self.last_searched = 0  # how many options the last decision searched in depth
        #: the last decision's searched options and their expected worth (the hint reads it)
        self.last_values: dict[int, float] = {}
        #: the Point Score game: the last pick's searched (card index, option) pairs' worth
        self.last_pair_values: dict[tuple[int, int], float] = {}
        self.picked = Picked()

    def choose(self, view: TurnView) -> int:
        self.last_values = {}
        if view.option_count == 1:
            return 0
        if view.hand:
            remembered = self.picked.option_for(view)
            if remembered is not None:
                return remembered
        s = situation(view)
        ev = evaluator_for(s.rules, self.weights)
        prob = card_probabilities(s.unseen, s.deck_size)
        seated = s.seated
        scores, relative = _sides(ev, s.teams)
        static = []
        for i, (_, result) in enumerate(s.options):
            value = relative(scores(result, seated, prob), s.me)
            if value >= WIN:
                return i
            static.append((value, i))
        static.sort(key=lambda t: -t[0])
        draws = _draw_odds(s.unseen, s.deck_size)
        search = _Search(ev, s.rules, seated, s.me, prob, draws, self.work,
                         time.perf_counter() + self.time_cap, s.teams)
        return self._best_searched(s, static,
                                   lambda locs, mover: search.expect(locs, mover, self.depth))

    def _best_searched(self, s: Situation, static: list[tuple[float, int]],
                       expect: Callable[[tuple[int, ...], int], float]) -> int:
        """The option ``expect`` values most, of the ``width`` the evaluation likes best
        (``static``, best first), searched in that order until the budget runs out (then
        the best so far; with none searched, the evaluation's favourite).  ``expect`` values
        an option's board with ``mover`` to draw next."""
        best_value, best = None, static[0][1]
        searched = 0
        try:
            for _, i in static[:self.width]:
                value = expect(s.options[i][1], s.next_mover)
                self.last_values[i] = value
                searched += 1
                if best_value is None or value > best_value:
                    best_value, best = value, i
        except _OutOfBudget:
            pass
        self.last_searched = searched
        return best

    def choose_card(self, view: TurnView) -> int:
        """The Point Score game: the card of the best (card, option) pair by the same search;
        the option is remembered for :meth:`choose`.  With no usable card, the discard."""
        self.last_pair_values = {}
        sits = hand_situations(view)
        if not sits:
            return discard_index(view)
        i, j = self._best_pair(sits)
        self.picked.remember(view, view.hand[i], j)
        return i

    def _best_pair(self, sits: list[tuple[int, Situation]]) -> tuple[int, int]:
        first = sits[0][1]
        if len(sits) == 1 and len(first.options) == 1:
            return sits[0][0], 0
        ev = evaluator_for(first.rules, self.weights)
        prob = card_probabilities(first.unseen, first.deck_size)
        seated, me = first.seated, first.me
        scores, relative = _sides(ev, first.teams)
        static = []
        for i, s in sits:
            for j, (_, result) in enumerate(s.options):
                value = relative(scores(result, seated, prob), me)
                if value >= WIN:
                    return i, j
                static.append((value, i, j))
        static.sort(key=lambda t: -t[0])
        draws = _draw_odds(first.unseen, first.deck_size)
        n = len(sits)
        search = _Search(ev, first.rules, seated, me, prob, draws, self.work * n,
                         time.perf_counter() + self.time_cap, first.teams)
        by_index = dict(sits)
        best_value, best = None, static[0][1:]
        searched = 0
        try:
            for _, i, j in static[:self.width * n]:
                s = by_index[i]
                value = search.expect(s.options[j][1], s.next_mover, self.depth)
                value -= self.keep.get(s.card, 0.0)
                self.last_pair_values[(i, j)] = value
                searched += 1
                if best_value is None or value > best_value:
                    best_value, best = value, (i, j)
        except _OutOfBudget:
            pass
        self.last_searched = searched
        return best


def _sides(ev: Evaluator, teams: bool) -> tuple[Callable[..., dict[int, float]],
                                               Callable[[dict[int, float], int], float]]:
    """How a board is scored and compared: per colour, or per team in a partnership game."""
    if teams:
        return ev.team_scores, ev.team_relative
    return ev.scores, ev.relative


def _draw_odds(unseen: dict[Card, int], deck_size: int) -> list[tuple[Card, float]]:
    """Each card kind the next draw may be, with its chance."""
    counts = draw_counts(unseen, deck_size)
    total = sum(counts)
    return [(card, n / total) for card, n in zip(CARDS, counts, strict=True) if n]


class _Search:
    """One decision's search state: the evaluator, the odds and the budget."""

    def __init__(self, ev: Evaluator, rules: Rules, seated: tuple[int, ...], me: int,
                 prob: list[float], draws: list[tuple[Card, float]], work: int,
                 deadline: float, teams: bool = False) -> None:
        self.ev, self.rules, self.seated, self.me = ev, rules, seated, me
        self.teams = teams
        self.scores, self.relative = _sides(ev, teams)
        self.prob, self.draws = prob, draws
        self.left = work
        self.deadline = deadline
        self.after = {c: seated[(seated.index(c) + 1) % len(seated)] for c in seated}
        self.memo: dict[tuple[tuple[int, ...], int, int], float] = {}

    def _spend(self, n: int) -> None:
        self.left -= n
        if self.left < 0 or time.perf_counter() > self.deadline:
            raise _OutOfBudget

    def expect(self, locs: tuple[int, ...], mover: int, depth: int = 1) -> float:
        """My expected worth after ``depth`` more draws, the first by ``mover``.

        At the last draw every reply is scored; before it, the mover's reply is
        the one the static evaluation likes best for them, and the search goes on
        from there (a policy-guided expectimax: one line per card, not a tree).
        """
        key = (locs, mover, depth)
        cached = self.memo.get(key)
        if cached is not None:
            return cached
        seated, me, prob = self.seated, self.me, self.prob
        rules, teams = self.rules, self.teams
        scores, relative = self.scores, self.relative
        still: float | None = None
        total = 0.0
        for card, weight in self.draws:
            replies = generate(rules, locs, mover, card, teams)
            self._spend(len(replies) + 1)
            if not replies:
                if still is None:
                    if depth == 1:
                        still = relative(scores(locs, seated, prob), me)
                    else:
                        still = self.expect(locs, self.after[mover], depth - 1)
                total += weight * still
                continue
            best_for_mover = None
            value_for_me = 0.0
            best_result = locs
            for _, result in replies:
                sc = scores(result, seated, prob)
                theirs = relative(sc, mover)
                mine = theirs if mover == me else relative(sc, me)
                if best_for_mover is None or theirs > best_for_mover:
                    best_for_mover = theirs
                    value_for_me = mine
                    best_result = result
            if depth > 1 and best_for_mover is not None and best_for_mover < WIN:
                nxt = mover if rules.again[card] else self.after[mover]
                value_for_me = self.expect(best_result, nxt, depth - 1)
            total += weight * value_for_me
        self.memo[key] = total
        return total
