"""The hard bot's one-draw search with a TD-learned leaf value (2 players, classic rules).

``TDBot`` orders and widens its options exactly as ``HardBot`` does (static evaluation,
10 options, the same work budget), but for each option the value of a card drawn next
is the learned P(I win) of the board left after the drawer's reply, with the right
player to draw next and the draw pile less that card.  The drawer's reply is chosen by
``reply``: "eval" (the one the hand evaluation likes best for them, as the shipped bot),
"avg" (easy's replies averaged: it does pick at random) or "td" (the one worst for me by
the learned value).  My own reply after a 2 maximises the learned value.  ``shrink`` scales
the learned sparse correction (0: the sigmoid of the shipped lead alone).  ``mix`` > 0
blends in the shipped leaf value: value = P + mix * sigmoid(lead / 100) (mix 0: P alone).
"""

from __future__ import annotations

import math
import random
import sys
import time
from functools import lru_cache
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import features as F  # noqa: E402

from sorry_audio.bots import make_bot  # noqa: E402
from sorry_audio.bots.base import situation  # noqa: E402
from sorry_audio.bots.evaluate import WIN, card_probabilities, evaluator_for  # noqa: E402
from sorry_audio.bots.hard import (
    DEFAULT_TIME_CAP,
    DEFAULT_WIDTH,
    DEFAULT_WORK,
    HardBot,  # noqa: E402
    _draw_odds,
    _OutOfBudget,
)
from sorry_audio.core.board import HOME  # noqa: E402
from sorry_audio.core.cards import CARDS  # noqa: E402
from sorry_audio.core.moves import generate  # noqa: E402

CARD_INDEX = {c: i for i, c in enumerate(CARDS)}


@lru_cache(maxsize=4)
def load_weights(path: str):
    d = np.load(path)
    mlp = None
    if "W1" in d:  # tdtrain_mlp.py: a hidden layer beside the linear part
        mlp = (d["W1"].astype(np.float64), d["u"].astype(np.float64),
               d["c"].astype(np.float64), d["v"].astype(np.float64))
    return ([float(x) for x in d["w"]], float(d["a"]), float(d["b"]), float(d["eval_scale"]),
            mlp)


class TDBot(HardBot):
    level = "hard"

    def __init__(self, rng: random.Random, *, weights_path: str, reply: str = "eval",
                 mix: float = 0.0, shrink: float = 1.0, work: int = DEFAULT_WORK,
                 time_cap: float = DEFAULT_TIME_CAP, width: int = DEFAULT_WIDTH) -> None:
        super().__init__(rng, work=work, time_cap=time_cap, width=width)
        self.w, self.a, self.b, self.scale, self.mlp = load_weights(weights_path)
        self.reply = reply
        self.mix = mix
        self.shrink = shrink  # the learned sparse correction is scaled by this

    # -- the learned value -------------------------------------------------------------
    def value(self, locs, nxt: int, me: int, counts, ev, seated, prob) -> float:
        """P(me wins) on ``locs`` with ``nxt`` to draw from a pile of ``counts``."""
        p = 4
        mine = locs[me * p:me * p + p]
        if mine.count(HOME) == p:
            return 1.0
        opp = 2 - me
        theirs = locs[opp * p:opp * p + p]
        if theirs.count(HOME) == p:
            return 0.0
        lead = ev.relative(ev.scores(locs, seated, prob), me)
        lead = -300.0 if lead < -300.0 else 300.0 if lead > 300.0 else lead
        w = self.w
        corr = 0.0
        feats = F.features(me, mine, theirs, 1 if nxt == me else 0, counts)
        for i in feats:
            corr += w[i]
        if self.mlp is not None:
            W1, u, c, vv = self.mlp
            h = W1[feats].sum(0) + u * (lead / self.scale) + c
            corr += float(np.maximum(h, 0.0) @ vv)
        z = self.b + self.a * lead / self.scale + self.shrink * corr
        v = 1.0 / (1.0 + math.exp(-z))
        if self.mix:
            v += self.mix / (1.0 + math.exp(-lead / 100.0))
        return v

    def choose(self, view) -> int:
        self.last_values = {}
        if view.option_count == 1:
            return 0
        s = situation(view)
        ev = evaluator_for(s.rules, self.weights)
        prob = card_probabilities(s.unseen, s.deck_size)
        seated, me = s.seated, s.me
        static = []
        for i, (_, result) in enumerate(s.options):
            v = ev.relative(ev.scores(result, seated, prob), me)
            if v >= WIN:
                return i
            static.append((v, i))
        static.sort(key=lambda t: -t[0])
        draws = _draw_odds(s.unseen, s.deck_size)
        base = [s.unseen.get(c, 0) for c in CARDS]
        if not any(base):
            base = list(F.FULL_DECK)
        after_counts = {}
        for card, _ in draws:
            c = list(base)
            c[CARD_INDEX[card]] -= 1
            after_counts[card] = tuple(c)
        left = [self.work]
        deadline = time.perf_counter() + self.time_cap
        rules = s.rules
        memo = {}
        other = {seated[0]: seated[1], seated[1]: seated[0]}

        def spend(n):
            left[0] -= n
            if left[0] < 0 or time.perf_counter() > deadline:
                raise _OutOfBudget

        def V(locs, nxt, card):
            key = (locs, nxt, card)
            v = memo.get(key)
            if v is None:
                v = memo[key] = self.value(locs, nxt, me, after_counts[card], ev, seated, prob)
            return v

        def expect(locs, mover):
            total = 0.0
            for card, weight in draws:
                replies = generate(rules, locs, mover, card, False)
                spend(len(replies) + 1)
                nxt_after = mover if rules.again[card] else other[mover]
                if not replies:
                    total += weight * V(locs, nxt_after, card)
                    continue
                if mover == me:
                    val = max(V(r, nxt_after, card) for _, r in replies)
                elif self.reply == "avg":
                    val = sum(V(r, nxt_after, card) for _, r in replies) / len(replies)
                elif self.reply == "td":
                    val = min(V(r, nxt_after, card) for _, r in replies)
                else:
                    best, best_r = None, None
                    for _, r in replies:
                        t = ev.relative(ev.scores(r, seated, prob), mover)
                        if best is None or t > best:
                            best, best_r = t, r
                    val = V(best_r, nxt_after, card)
                total += weight * val
            return total

        return self._best_searched(s, static, expect)


def factory(name: str, rng: random.Random, *, weights_path: str = "", reply: str = "eval",
            mix: float = 0.0, shrink: float = 1.0):
    """Tournament factory: "td" is a TDBot, every other name the shipped level."""
    if name == "td":
        return TDBot(rng, weights_path=weights_path, reply=reply, mix=mix, shrink=shrink)
    return make_bot(name, rng)
