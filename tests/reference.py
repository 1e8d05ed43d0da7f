"""A plain reference move generator, for checking and timing the fast one.

It enumerates every candidate plan the rules allow for a card (spec section 3),
plays each through the event-recording mover :func:`play_plan`, and keeps the
first of equal outcomes (spec 3, "Options are distinct").  It is the
straightforward implementation the fast generator must agree with and beat.
Also :func:`canonical`, the pawn-numbers-aside form the rules tests compare.
"""

from __future__ import annotations

import random

from sorry_audio.core.board import COLOURS, HOME, START
from sorry_audio.core.cards import Card
from sorry_audio.core.game import Game, Phase, RandomPlayer
from sorry_audio.core.movegen import BACKWARD, ENTER, FORWARD, PASS, SORRY, SWAP
from sorry_audio.core.play import play_plan
from sorry_audio.core.position import Position, format_position

FORWARD_OF = {Card.ONE: 1, Card.TWO: 2, Card.THREE: 3, Card.FIVE: 5, Card.EIGHT: 8,
              Card.TWELVE: 12}


def reference_options(rules, locs, c, card):
    """Spec 2 and 3, literally: the options of player ``c`` for ``card``."""
    return _reference(rules, locs, c, card, (c,), (1, 2, 3))


def reference_team_options(rules, locs, c, card):
    """Spec 6, literally: the options of the partnership game for player ``c``.

    The team's pawns (the player's, then the partner's) each move as their own
    colour; SORRY! takes an opponent's pawn, else the partner's; swaps are with
    opponents only.
    """
    return _reference(rules, locs, c, card, (c, (c + 2) % 4), (1, 3))


def _reference(rules, locs, c, card, team, opponent_steps):
    """Every candidate plan for the pawns of ``team``, played through the mover; the
    first of equal outcomes kept (spec 3: the same squares for every colour)."""
    p = rules.pawns
    starts = []
    for colour in team:
        waiting = [j for j in range(colour * p, colour * p + p) if locs[j] == START]
        if waiting:
            starts.append(waiting[0])
    movable = [j for colour in team for j in range(colour * p, colour * p + p)
               if locs[j] not in (START, HOME)]
    opponents = [j for step in opponent_steps for j in range(((c + step) % 4) * p,
                                                             ((c + step) % 4) * p + p)
                 if 0 < locs[j] <= 60]
    plans = []
    if card in rules.enter_cards:
        plans += [((ENTER, j, 0),) for j in starts]
    if card in FORWARD_OF:
        plans += [((FORWARD, j, FORWARD_OF[card]),) for j in movable]
    elif card == Card.FOUR:
        plans += [((BACKWARD, j, 4),) for j in movable]
    elif card == Card.TEN:
        for j in movable:
            plans += [((FORWARD, j, 10),), ((BACKWARD, j, 1),)]
    elif card == Card.SEVEN:
        plans += [((FORWARD, j, 7),) for j in movable]
        for x, a in enumerate(movable):
            for b in movable[x + 1:]:
                for s in range(1, 7):
                    plans.append(((FORWARD, a, s), (FORWARD, b, 7 - s)))
                    plans.append(((FORWARD, b, 7 - s), (FORWARD, a, s)))
    elif card == Card.ELEVEN:
        plans += [((FORWARD, j, 11),) for j in movable]
        plans += [((SWAP, j, t),) for j in movable if locs[j] <= 60 for t in opponents]
    elif card == Card.SORRY:
        plans += [((SORRY, j, t),) for j in starts for t in opponents]
    out, seen = [], set()

    def add(plan):
        result = play_plan(rules, locs, c, plan)
        if result is None:
            return
        key = tuple(x for k in range(4) for x in sorted(result[k * p:k * p + p]))
        if key not in seen:
            seen.add(key)
            out.append((plan, result))

    for plan in plans:
        add(plan)
    if card == Card.SORRY and not out and len(team) == 2:
        # spec 6: on the partner's pawn, when no opponent's is on the track
        for j in starts:
            other = team[1] if j // p == c else c
            for t in range(other * p, other * p + p):
                if 0 < locs[t] <= 60:
                    add(((SORRY, j, t),))
    if (card == Card.ELEVEN and any(pl[0][0] == SWAP for pl, _ in out)
            and not any(pl[0][0] == FORWARD for pl, _ in out)):
        out.append((((PASS, -1, 0),), locs))
    if card == Card.SORRY and not out and rules.sorry_fallback_forward:
        for j in movable:
            add(((FORWARD, j, rules.sorry_fallback_forward),))
    return out


def sample_positions(rules, seed, games, seats=COLOURS, teams=False):
    rng = random.Random(seed)
    player = RandomPlayer(rng)
    for _ in range(games):
        game = Game(seats, rules, rng=rng, record_events=False, teams=teams)
        while game.phase is not Phase.OVER:
            yield game.position.locs, game.to_move
            game.draw()
            if game.phase is Phase.CHOOSE:
                game.choose(player.choose(game.view()))


def canonical(pos: Position) -> str:
    """The position string with each colour's pawns sorted, so pawn numbers do not matter."""
    p = pos.rules.pawns
    locs = list(pos.locs)
    for c in pos.seated:
        locs[c * p:(c + 1) * p] = sorted(locs[c * p:(c + 1) * p])
    return format_position(pos.replace(locs=locs))
