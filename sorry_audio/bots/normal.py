"""The normal bot: one look ahead, with fixed priorities like PlayPalace's Sorry bot.

Each option is scored on the board it leads to.  The weights are far apart so
they act as priorities: a win, then bumping opponents, then leaving START,
then safety (reaching the safety zone, and how many opponent pawns could reach
the squares we land on), then plain progress.  Unlike PlayPalace's bot it
never sends one of its own pawns back to START for a small gain, and a 7
split is scored like any other option.  In the partnership game the partner's
pawns count as its own: bumping them costs as much, and their leaving START,
safety and progress score as its own do; only opponents are bumped gladly.

In the Point Score game it scores every option of every usable card in the hand and
plays the best pair; with no usable card it discards the one least worth keeping
(:func:`sorry_audio.bots.hand.discard_index`).
"""

from __future__ import annotations

import random

from sorry_audio.bots.base import situation
from sorry_audio.bots.evaluate import PROGRESS
from sorry_audio.bots.hand import Picked, discard_index, hand_situations
from sorry_audio.core.board import HOME, START, TRACK_SQUARES
from sorry_audio.core.game import TurnView
from sorry_audio.core.rules import Rules

WIN = 1_000_000.0
BUMP = 1000.0  # per opponent pawn sent back to START (plus twice its progress)
#: per own (or partner's) pawn sent back to START, plus its progress: two bumps, not one
OWN_BUMP = 1200.0
ENTER = 500.0  # per pawn out of START
SAFETY = 300.0  # per pawn reaching the safety zone or HOME from the track
DANGER = 40.0  # per opponent pawn that could reach a square we land on
REACH_BEHIND = 12  # an opponent this many squares behind can land on us
REACH_AHEAD = 4  # ... and this many ahead, with a backward 4 (or the 10's backward 1)


def team_of(me: int, teams: bool) -> tuple[int, ...]:
    """The colours whose pawns count as mine: my own, and my partner's in a partnership game."""
    return (me, (me + 2) % 4) if teams else (me,)


def danger(locs: tuple[int, ...], p: int, seated: tuple[int, ...], me: int, square: int,
           teams: bool = False) -> int:
    """How many opponent pawns on the track are within reach of ``square``."""
    team = team_of(me, teams)
    n = 0
    for c in seated:
        if c in team:
            continue
        for loc in locs[c * p:c * p + p]:
            if 0 < loc <= TRACK_SQUARES:
                behind = (square - loc) % TRACK_SQUARES
                if 0 < behind <= REACH_BEHIND or 0 < TRACK_SQUARES - behind <= REACH_AHEAD:
                    n += 1
    return n


def score_option(rules: Rules, seated: tuple[int, ...], me: int, before: tuple[int, ...],
                 after: tuple[int, ...], teams: bool = False) -> float:
    """The priority score of going from ``before`` to ``after`` (for my team, with ``teams``)."""
    p = rules.pawns
    prog = PROGRESS
    team = team_of(me, teams)
    if all(after[c * p:c * p + p].count(HOME) == p for c in team):
        return WIN
    score = 0.0
    for c in seated:
        row = prog[c]
        for j in range(c * p, c * p + p):
            old, new = before[j], after[j]
            if old == new:
                continue
            if c not in team:
                if new == START:
                    score += BUMP + 2 * row[old]
                else:  # swapped away: what they lose is a small gain for us
                    score += 0.5 * (row[old] - row[new])
                continue
            if new == START:
                score -= OWN_BUMP + row[old]
                continue
            if old == START:
                score += ENTER
            elif old <= TRACK_SQUARES < new:
                score += SAFETY
            score += row[new] - row[old]
            if 0 < new <= TRACK_SQUARES:
                score -= DANGER * danger(after, p, seated, me, new, teams)
            if 0 < old <= TRACK_SQUARES:
                score += DANGER * danger(before, p, seated, me, old, teams)
    return score


class NormalBot:
    """One-ply greedy with PlayPalace-like priorities; ties go to the seeded generator."""

    level = "normal"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.picked = Picked()

    def choose(self, view: TurnView) -> int:
        n = view.option_count
        if n == 1:
            return 0
        if view.hand:
            remembered = self.picked.option_for(view)
            if remembered is not None:
                return remembered
        s = situation(view)
        scores = [score_option(s.rules, s.seated, s.me, s.locs, result, s.teams)
                  for _, result in s.options]
        best = max(scores)
        ties = [i for i, v in enumerate(scores) if v == best]
        return ties[0] if len(ties) == 1 else self.rng.choice(ties)

    def choose_card(self, view: TurnView) -> int:
        """The Point Score game: the card of the best (card, option) pair by the same scores."""
        pairs: list[tuple[int, int]] = []
        best = None
        for i, s in hand_situations(view):
            for j, (_, result) in enumerate(s.options):
                v = score_option(s.rules, s.seated, s.me, s.locs, result, s.teams)
                if best is None or v > best:
                    best, pairs = v, [(i, j)]
                elif v == best:
                    pairs.append((i, j))
        if not pairs:
            return discard_index(view)
        i, j = pairs[0] if len(pairs) == 1 else self.rng.choice(pairs)
        self.picked.remember(view, view.hand[i], j)
        return i
