"""Position evaluation for the search bot: progress, safety, threats and tempo.

Everything works on the raw location tuples of :func:`sorry_audio.core.moves.generate`
and on tables built once per rule profile, because the search calls
:meth:`Evaluator.scores` thousands of times per decision.

Units are "steps": a pawn's progress is how many of its 65 steps to HOME it has
already made.  A pawn on the track is worth its progress plus a bonus for being
out of START (leaving START needs a particular card), minus the expected loss
of being bumped back before its owner moves again.  Threats are card-counted:
the chance that an opponent's next card can reach a square uses the cards
still unseen in the draw pile.  In the partnership game a side is a team:
its eight pawns count together, and only the other team's pawns threaten them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from sorry_audio.core.board import COLOURS, HOME, START, TRACK_SQUARES, Colour, start_square
from sorry_audio.core.board import steps_to_home as _steps_to_home
from sorry_audio.core.cards import CARDS, Card, deck_cards
from sorry_audio.core.rules import Rules

#: bit of each card kind in a "which cards reach this square" mask
CARD_BIT = {card: 1 << i for i, card in enumerate(CARDS)}
WIN = 10_000.0
#: PROGRESS[c][loc]: steps a pawn of colour c at loc has made towards HOME (0 in START,
#: 65 at HOME); the same under every rule profile
PROGRESS = tuple(tuple(65 - _steps_to_home(c, loc) for loc in range(HOME + 1)) for c in COLOURS)


@dataclass(frozen=True)
class Weights:
    """The tunable constants of the evaluation, in steps."""

    out_bonus: float = 6.0  # a pawn out of START (entering needs a 1 or 2)
    zone_bonus: float = 6.0  # a pawn in the safety zone can never be bumped
    home_bonus: float = 8.0  # a pawn at HOME is done
    back_bonus: float = 8.0  # a pawn just past its start square can back into reach of home
    hit_weight: float = 0.6  # how often an opponent who can bump us actually does
    leader_share: float = 0.6  # against several opponents: weight of the leader vs the mean
    tempo: float = 15.0  # cost of the chance that the next card is of no use (forfeited)


DEFAULT_WEIGHTS = Weights()


def draw_counts(unseen: Mapping[Card, int], deck_size: int = 45) -> list[int]:
    """How many of each card kind (in ``CARDS`` order) the next draw may be.

    An empty draw pile is reshuffled before the next draw, so then the whole
    deck is what may come.
    """
    counts = [unseen.get(card, 0) for card in CARDS]
    if not any(counts):
        full = deck_cards(deck_size)
        counts = [full.count(card) for card in CARDS]
    return counts


def card_probabilities(unseen: Mapping[Card, int], deck_size: int = 45) -> list[float]:
    """P(next card is a kind whose bit is set), for every mask of kinds."""
    counts = draw_counts(unseen, deck_size)
    total = sum(counts)
    table = [0.0]
    for n in counts:  # bit i doubles the table: masks with bit i add card i's share
        share = n / total
        table += [t + share for t in table]
    return table


class Evaluator:
    """Scores of every colour for a rule profile; build one per profile and reuse it."""

    def __init__(self, rules: Rules, weights: Weights = DEFAULT_WEIGHTS) -> None:
        self.rules = rules
        self.w = weights
        p = rules.pawns
        self.p = p
        self.prog_left = [[_steps_to_home(c, loc) for loc in range(HOME + 1)] for c in COLOURS]
        # value[c][loc]: a pawn's worth before threats
        self.value: list[list[float]] = []
        for c in COLOURS:
            row = []
            s = start_square(c)
            for loc in range(HOME + 1):
                v = float(PROGRESS[c][loc])
                if loc == HOME:
                    v += weights.out_bonus + weights.zone_bonus + weights.home_bonus
                elif loc > TRACK_SQUARES:
                    v += weights.out_bonus + weights.zone_bonus
                elif loc != START:
                    v += weights.out_bonus
                    # a 4 from here goes almost a lap ahead, unless it lands on the
                    # pawn's own triangle (a5065) and slides on past its safety entry
                    back = rules.backward[c][loc][4]
                    if (loc - s) % TRACK_SQUARES <= 2 and rules.slide_end(c, back) == back:
                        v += weights.back_bonus
                row.append(v)
            self.value.append(row)
        # hits[c][a][b]: card kinds with which a pawn of c on square a can bump one on b
        self.hits: list[list[list[int]]] = []
        for c in COLOURS:
            rows = []
            for a in range(TRACK_SQUARES + 1):
                masks = [0] * (TRACK_SQUARES + 1)
                for sq, bits in self._reach(c, a):
                    masks[sq] = bits
                rows.append(masks)
            self.hits.append(rows)
        self.enter_mask = 0
        for card in rules.enter_cards:
            self.enter_mask |= CARD_BIT[card]
        self.starts = tuple(start_square(c) for c in COLOURS)
        # usable[c][loc]: card kinds a lone pawn of c at loc could play (blocking aside)
        self.usable = [[self._usable(c, loc) for loc in range(HOME + 1)] for c in COLOURS]
        self.sorry_bit = CARD_BIT[Card.SORRY]
        self.seven_bit = CARD_BIT[Card.SEVEN]

    def _usable(self, c: Colour, loc: int) -> int:
        if loc in (START, HOME):
            return 0
        room = _steps_to_home(c, loc)
        mask = CARD_BIT[Card.FOUR] | CARD_BIT[Card.TEN]
        for card, n in ((Card.ONE, 1), (Card.TWO, 2), (Card.THREE, 3), (Card.FIVE, 5),
                        (Card.SEVEN, 7), (Card.EIGHT, 8), (Card.ELEVEN, 11),
                        (Card.TWELVE, 12)):
            if room >= n:
                mask |= CARD_BIT[card]
        if loc <= TRACK_SQUARES:
            mask |= CARD_BIT[Card.ELEVEN]  # a swap, when an opponent is on the track
        return mask

    def _reach(self, c: int, a: int) -> tuple[tuple[int, int], ...]:
        """(square, card mask) pairs a pawn of ``c`` on square ``a`` can bump with one card."""
        if a == START:
            return ()
        rules = self.rules
        moves: list[tuple[Card, int, bool]] = [
            (Card.ONE, 1, True), (Card.TWO, 2, True), (Card.THREE, 3, True),
            (Card.FIVE, 5, True), (Card.EIGHT, 8, True), (Card.TWELVE, 12, True),
            (Card.TEN, 10, True), (Card.ELEVEN, 11, True), (Card.FOUR, 4, False),
            (Card.TEN, 1, False)]
        # a 7 reaches 1..7 squares ahead (the rest of a split goes to another pawn)
        moves += [(Card.SEVEN, n, True) for n in range(1, 8)]
        hits: dict[int, int] = {}
        for card, n, forward in moves:
            table = rules.forward if forward else rules.backward
            d = table[c][a][n]
            if not 0 < d <= TRACK_SQUARES:
                continue
            squares = [d]
            slide = rules.slide[c][d]
            if slide is not None:
                squares.extend(slide.squares)
            for sq in squares:
                hits[sq] = hits.get(sq, 0) | CARD_BIT[card]
        return tuple(hits.items())

    def scores(self, locs: tuple[int, ...], seated: tuple[int, ...],
               prob: list[float]) -> dict[int, float]:
        """Every seated colour's worth in steps (``WIN`` for a colour with all pawns home)."""
        p = self.p
        track: dict[int, list[int]] = {}
        in_start: dict[int, bool] = {}
        track_total = 0
        for c in seated:
            own = locs[c * p:c * p + p]
            on = [loc for loc in own if 0 < loc <= TRACK_SQUARES]
            track[c] = on
            in_start[c] = START in own
            track_total += len(on)
        psorry = prob[self.sorry_bit]
        hits = self.hits
        w = self.w
        out: dict[int, float] = {}
        for c in seated:
            own = locs[c * p:c * p + p]
            if own.count(HOME) == p:
                out[c] = WIN
                continue
            value = self.value[c]
            usable = self.usable[c]
            left = self.prog_left[c]
            can = 0
            room = 0
            movable = 0
            for loc in own:
                if loc == START:
                    can |= self.enter_mask
                    if track_total > len(track[c]):
                        can |= self.sorry_bit
                elif loc != HOME:
                    can |= usable[loc]
                    room += left[loc]
                    movable += 1
            if movable > 1 and room >= 7:
                can |= self.seven_bit
            total = -w.tempo * (1.0 - prob[can])
            for loc in own:
                v = value[loc]
                if 0 < loc <= TRACK_SQUARES:
                    safe = 1.0
                    sorry = 0.0
                    for o in seated:
                        if o == c:
                            continue
                        m = 0
                        for a in track[o]:
                            m |= hits[o][a][loc]
                        if in_start[o]:
                            if loc == self.starts[o]:
                                m |= self.enter_mask
                            sorry += psorry / (track_total - len(track[o]))
                        if m:
                            safe *= 1.0 - prob[m]
                    risk = 1.0 - safe + sorry
                    v -= w.hit_weight * (risk if risk < 1.0 else 1.0) * v
                total += v
            out[c] = total
        return out

    def team_scores(self, locs: tuple[int, ...], seated: tuple[int, ...],
                    prob: list[float]) -> dict[int, float]:
        """The partnership game's scores: each colour's entry is its team's worth.

        A team is worth its eight pawns (``WIN`` when all are HOME) and both its
        players' tempo.  A pawn's threats come from the two opponents, each of whom
        draws one card before the team moves again and may move either opponent
        colour's pawns; never from the partner.
        """
        p = self.p
        own = [locs[c * p:c * p + p] for c in COLOURS]
        track = [[loc for loc in pawns if 0 < loc <= TRACK_SQUARES] for pawns in own]
        in_start = [START in pawns for pawns in own]
        psorry = prob[self.sorry_bit]
        hits, w = self.hits, self.w
        out: dict[int, float] = {}
        for team in ((0, 2), (1, 3)):
            if all(loc == HOME for c in team for loc in own[c]):
                out[team[0]] = out[team[1]] = WIN
                continue
            foes = ((team[0] + 1) % 4, (team[0] + 3) % 4)
            mine = len(track[team[0]]) + len(track[team[1]])
            foe_sorry = psorry / mine if mine and (in_start[foes[0]] or in_start[foes[1]]) \
                else 0.0
            total = -2.0 * w.tempo * (1.0 - prob[self._team_can(own, track, in_start, team)])
            for c in team:
                value = self.value[c]
                for loc in own[c]:
                    v = value[loc]
                    if 0 < loc <= TRACK_SQUARES:
                        m = 0
                        for o in foes:
                            hit = hits[o]
                            for a in track[o]:
                                m |= hit[a][loc]
                            if in_start[o] and loc == self.starts[o]:
                                m |= self.enter_mask
                        miss = 1.0 - prob[m] if m else 1.0
                        risk = 1.0 - miss * miss + 2.0 * foe_sorry
                        v -= w.hit_weight * (risk if risk < 1.0 else 1.0) * v
                    total += v
            out[team[0]] = out[team[1]] = total
        return {c: out[c] for c in seated}

    def _team_can(self, own: list[tuple[int, ...]], track: list[list[int]],
                  in_start: list[bool], team: tuple[int, int]) -> int:
        """Card kinds the team could use (a mask): either player may move either's pawns."""
        can = room = movable = 0
        for c in team:
            usable, left = self.usable[c], self.prog_left[c]
            for loc in own[c]:
                if loc == START:
                    can |= self.enter_mask
                elif loc != HOME:
                    can |= usable[loc]
                    room += left[loc]
                    movable += 1
        a, b = team
        foes_out = bool(track[(a + 1) % 4] or track[(a + 3) % 4])
        # a SORRY! takes an opponent, or else the partner's pawn (from the other colour)
        if (in_start[a] and (foes_out or track[b])) or (in_start[b] and (foes_out or track[a])):
            can |= self.sorry_bit
        if movable > 1 and room >= 7:
            can |= self.seven_bit
        return can

    @staticmethod
    def team_relative(scores: dict[int, float], me: int) -> float:
        """My team's lead over the other team in steps (``WIN``/``-WIN`` once decided)."""
        mine = scores[me]
        if mine >= WIN:
            return WIN
        theirs = scores[(me + 1) % 4]
        if theirs >= WIN:
            return -WIN
        return mine - theirs

    def relative(self, scores: dict[int, float], me: int) -> float:
        """My lead over the field in steps (``WIN``/``-WIN`` once the game is decided).

        The lead is my score minus a mix of the leader's and the mean.
        """
        mine = scores[me]
        if mine >= WIN:
            return WIN
        others = [v for c, v in scores.items() if c != me]
        best = max(others)
        if best >= WIN:
            return -WIN
        if len(others) == 1:
            lead = mine - best
        else:
            share = self.w.leader_share
            lead = mine - share * best - (1.0 - share) * sum(others) / len(others)
        return lead


@lru_cache(maxsize=8)
def evaluator_for(rules: Rules, weights: Weights = DEFAULT_WEIGHTS) -> Evaluator:
    """One evaluator per profile and weights (its tables take milliseconds to build)."""
    return Evaluator(rules, weights)
