"""The ninth round of docs/bots.md: the hard bot's evaluation counting an opponent's 11 swap.

Usage, from the project's root (two processes, as the tournament's --jobs 2):

    .venv/bin/python tools/experiments/swap_threat.py hs0.3,easy 2000 1

Each ``hsW`` seat is the hard bot whose evaluation also takes off, for each pawn on the
track, ``W`` times the chance that an opponent with a pawn on the track draws an 11, times
the steps the pawn would lose swapped onto the worst opposing pawn's square (a swap
forward is no threat); ``hs0.0`` is the shipped bot.  Any other name is a level (easy,
normal, hard).  Prints the tournament's report, then the seconds.

The term lives here, not in the bot: it did not help (docs/bots.md), so the shipped
evaluation stays as it was.  The hard bot is pointed at it by replacing
``sorry_audio.bots.hard.evaluator_for`` when this module is imported, which the worker
processes do too, as they unpickle :func:`factory`.
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass
from functools import lru_cache

import sorry_audio.bots.hard as hard
from sorry_audio.bots import make_bot
from sorry_audio.bots.evaluate import CARD_BIT, WIN, Evaluator, Weights
from sorry_audio.core.board import COLOURS, TRACK_SQUARES
from sorry_audio.core.cards import Card
from sorry_audio.core.game import Player
from sorry_audio.core.rules import Rules

ELEVEN = CARD_BIT[Card.ELEVEN]


@dataclass(frozen=True)
class SwapWeights(Weights):
    """The shipped weights and the swap term's."""

    swap_weight: float = 0.0


class SwapEvaluator(Evaluator):
    """The shipped evaluation less each side's expected loss to an opponent's 11 swap."""

    def __init__(self, rules: Rules, weights: SwapWeights) -> None:
        super().__init__(rules, weights)
        self.swap_weight = weights.swap_weight

    def _swap_loss(self, value: list[float], mine: list[int], squares: list[int],
                   opponents: int, p11: float) -> float:
        """``mine`` (pawns on the track, worth ``value``) against swaps onto ``squares``,
        with ``opponents`` drawing once each: the steps lost on the worst square."""
        if not mine or not squares:
            return 0.0
        floor = min(value[a] for a in squares)
        lost = sum(value[loc] - floor for loc in mine if value[loc] > floor)
        return self.swap_weight * (1.0 - (1.0 - p11) ** opponents) * lost

    def scores(self, locs: tuple[int, ...], seated: tuple[int, ...],
               prob: list[float]) -> dict[int, float]:
        out = super().scores(locs, seated, prob)
        if not self.swap_weight:
            return out
        p, p11 = self.p, prob[ELEVEN]
        track = {c: [loc for loc in locs[c * p:c * p + p] if 0 < loc <= TRACK_SQUARES]
                 for c in seated}
        for c in seated:
            if not track[c] or out[c] >= WIN:
                continue
            others = [o for o in seated if o != c and track[o]]
            squares = [a for o in others for a in track[o]]
            out[c] -= self._swap_loss(self.value[c], track[c], squares, len(others), p11)
        return out

    def team_scores(self, locs: tuple[int, ...], seated: tuple[int, ...],
                    prob: list[float]) -> dict[int, float]:
        out = super().team_scores(locs, seated, prob)
        if not self.swap_weight:
            return out
        p, p11 = self.p, prob[ELEVEN]
        track = [[loc for loc in locs[c * p:c * p + p] if 0 < loc <= TRACK_SQUARES]
                 for c in COLOURS]
        for team in ((0, 2), (1, 3)):
            members = [c for c in team if c in out]
            if not members or out[members[0]] >= WIN:
                continue
            foes = track[(team[0] + 1) % 4] + track[(team[0] + 3) % 4]
            lost = sum(self._swap_loss(self.value[c], track[c], foes, 2, p11) for c in team)
            for c in members:
                out[c] -= lost
        return out


_shipped = hard.evaluator_for


@lru_cache(maxsize=8)
def evaluator_for(rules: Rules, weights: Weights) -> Evaluator:
    """The swap term's evaluator for :class:`SwapWeights`, else the shipped one."""
    if isinstance(weights, SwapWeights):
        return SwapEvaluator(rules, weights)
    return _shipped(rules, weights)


hard.evaluator_for = evaluator_for  # type: ignore[assignment]


def factory(name: str, rng: random.Random) -> Player:
    """A module-level factory, so the worker processes can unpickle it."""
    if name.startswith("hs"):
        return hard.HardBot(rng, weights=SwapWeights(swap_weight=float(name[2:])))
    return make_bot(name, rng)


if __name__ == "__main__":
    from leader_share import main  # this folder is the script's first import path

    main(sys.argv[1:], factory)
