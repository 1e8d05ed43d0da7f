"""The fast move generator: raw plans and resulting location tuples.

Bots search with this and ``simulate`` measures it, so it indexes the rule
profile's precomputed tables and builds no objects beyond tuples.  Every
result it offers is re-derived by the event-recording mover in
:mod:`sorry_audio.core.play` when a player chooses it, and the tests check
the two agree on random positions.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from operator import itemgetter

from sorry_audio.core.board import COLOURS, HOME, START, Slide, start_square
from sorry_audio.core.board import TRACK_SQUARES as TRACK
from sorry_audio.core.cards import Card
from sorry_audio.core.rules import Rules

# Part kinds of a plan: a plan is a tuple of (kind, pawn index, argument), where
# the argument is a step count (ENTER: 0) or the flat index of the other pawn.
ENTER, FORWARD, BACKWARD, SWAP, SORRY, PASS = range(6)
START_SQUARES = tuple(start_square(c) for c in COLOURS)  # indexed by colour, for speed
#: card value -> steps for the cards that only move one pawn forward (0: another card)
SIMPLE_STEPS = [0] * 14
for _card in (Card.ONE, Card.TWO, Card.THREE, Card.FIVE, Card.EIGHT, Card.TWELVE):
    SIMPLE_STEPS[_card] = int(_card)
PASS_PLAN = ((PASS, -1, 0),)
SORRY_CARD = Card.SORRY
_RESULT = itemgetter(1)

Plan = tuple[tuple[int, int, int], ...]
Result = tuple[int, ...]
#: a colour's slides by track square (``Rules.slide[colour]``): the slide its triangle starts
SlideTable = list[Slide | None]

# One-part plans are made once and shared: PLANS[kind][pawn][argument].
_MOST_PAWNS = 16
PLANS: list[list[list[Plan]]] = [
    [[((kind, j, arg),) for arg in range(_MOST_PAWNS if kind in (SWAP, SORRY) else 13)]
     for j in range(_MOST_PAWNS)]
    for kind in (ENTER, FORWARD, BACKWARD, SWAP, SORRY)]


def _land(locs: Sequence[int], slide: SlideTable, p: int, c: int, k: int,
          d: int) -> Result | None:
    """Pawn ``k`` ends a move or entry on ``d``: bump, slide and sweep, or None if illegal.

    Track squares hold one pawn at most, so ``locs.index`` finds the occupant
    (zone locations repeat across colours, but only track squares are looked up).
    """
    if d <= TRACK:
        if d in locs:
            o = locs.index(d)
            if o // p == c:
                return None
            new = list(locs)
            new[o] = START
        else:
            new = list(locs)
        sl = slide[d]
        if sl is not None:
            for sq in sl.squares:
                if sq in locs:
                    o = locs.index(sq)
                    if o != k:
                        new[o] = START
            d = sl.end
        new[k] = d
        return tuple(new)
    if d < HOME:
        base = c * p
        if d in locs[base:base + p]:
            return None
    new = list(locs)
    new[k] = d
    return tuple(new)


def _swap(locs: Sequence[int], slide: SlideTable, k: int, t: int) -> Result:
    new = list(locs)
    x, d = locs[k], locs[t]
    new[t] = x
    sl = slide[d]
    if sl is not None:
        for sq in sl.squares:
            if sq == d:
                continue
            if sq == x:
                new[t] = START
            elif sq in locs:
                new[locs.index(sq)] = START
        d = sl.end
    new[k] = d
    return tuple(new)


def _opponents(locs: Sequence[int], p: int, c: int) -> list[int]:
    """Opponent pawns on the track, clockwise from the player, in pawn order."""
    out = []
    for step in (1, 2, 3):
        base = ((c + step) % 4) * p
        for j in range(base, base + p):
            if 0 < locs[j] <= TRACK:
                out.append(j)
    return out


def generate(rules: Rules, locs: Result, colour: int, card: Card,
             teams: bool = False) -> list[tuple[Plan, Result]]:
    """The legal options as ``(plan, resulting locations)``, one per distinct outcome.

    Order is the order a player hears them: entering, then each pawn's moves by
    pawn number, then 7 splits by pair, then swaps or SORRY! targets, then the
    11 pass.  ``teams``: the partnership game (:func:`generate_team`).
    """
    if teams:
        return generate_team(rules, locs, colour, card)
    c = colour
    p = rules.pawns
    base = c * p
    slide = rules.slide[c]
    own = locs[base:base + p]
    in_start = base + own.index(START) if START in own else -1
    movable = [base + i for i, loc in enumerate(own) if loc != START and loc != HOME]
    out: list[tuple[Plan, Result]] = []
    if in_start >= 0 and rules.enters[card]:
        r = _land(locs, slide, p, c, in_start, START_SQUARES[c])
        if r is not None:
            out.append((PLANS[ENTER][in_start][0], r))
    if not movable and card != SORRY_CARD:
        return out
    fwd = rules.forward[c]
    plans = PLANS[FORWARD]
    n = SIMPLE_STEPS[card]
    if card == SORRY_CARD:
        if in_start >= 0:
            for t in _opponents(locs, p, c):
                r = _land(locs, slide, p, c, in_start, locs[t])
                if r is not None:
                    out.append((PLANS[SORRY][in_start][t], r))
        if not out:  # no target: forfeited, or one pawn forward n under some profiles
            n = rules.sorry_fallback_forward
    if n:
        for j in movable:
            d = fwd[locs[j]][n]
            if d >= 0:
                r = _land(locs, slide, p, c, j, d)
                if r is not None:
                    out.append((plans[j][n], r))
    elif card == Card.FOUR or card == Card.TEN:
        bwd = rules.backward[c]
        for j in movable:
            if card == Card.TEN:
                d = fwd[locs[j]][10]
                if d >= 0:
                    r = _land(locs, slide, p, c, j, d)
                    if r is not None:
                        out.append((plans[j][10], r))
                steps = 1
            else:
                steps = 4
            r = _land(locs, slide, p, c, j, bwd[locs[j]][steps])
            if r is not None:
                out.append((PLANS[BACKWARD][j][steps], r))
    elif card == Card.SEVEN:
        _sevens(locs, slide, fwd, p, c, movable, out)
    elif card == Card.ELEVEN:
        forward_11 = False
        for j in movable:
            d = fwd[locs[j]][11]
            if d >= 0:
                r = _land(locs, slide, p, c, j, d)
                if r is not None:
                    out.append((plans[j][11], r))
                    forward_11 = True
        targets = _opponents(locs, p, c)
        swaps = False
        for j in movable:
            if locs[j] <= TRACK:
                for t in targets:
                    out.append((PLANS[SWAP][j][t], _swap(locs, slide, j, t)))
                    swaps = True
        if swaps and not forward_11:
            # spec 3: with no forward 11 the player may decline the swap
            out.append((PASS_PLAN, locs))
    if len(out) > 1:
        return _distinct(out, base, base + p, card == Card.SEVEN or card == Card.ELEVEN)
    return out


def _sevens(locs: Sequence[int], slide: SlideTable, fwd: list[list[int]], p: int, c: int,
            movable: list[int],
            out: list[tuple[Plan, Result]]) -> None:
    """Forward 7 with one pawn, then every split, pair by pair (spec 3, 7 split).

    Most splits do not interact: both pawns end on empty squares with no slide,
    neither on the other's square.  Either order then gives the same board,
    built directly; the rest are played part by part in both orders, and the
    first of equal outcomes is kept later.
    """
    for j in movable:
        d = fwd[locs[j]][7]
        if d >= 0:
            r = _land(locs, slide, p, c, j, d)
            if r is not None:
                out.append((PLANS[FORWARD][j][7], r))
    m = len(movable)
    if m < 2:
        return
    own = locs[c * p:c * p + p]
    firsts: dict[tuple[int, int], Result | None] = {}
    for x in range(m - 1):
        a = movable[x]
        la = locs[a]
        row_a = fwd[la]
        for y in range(x + 1, m):
            b = movable[y]
            lb = locs[b]
            row_b = fwd[lb]
            for s in range(1, 7):
                da = row_a[s]
                db = row_b[7 - s]
                if da < 0 or db < 0:
                    continue
                if (da != db and da != lb and db != la
                        and (da not in locs and slide[da] is None if da <= TRACK
                             else da == HOME or da not in own)
                        and (db not in locs and slide[db] is None if db <= TRACK
                             else db == HOME or db not in own)):
                    new = list(locs)
                    new[a] = da
                    new[b] = db
                    out.append((((FORWARD, a, s), (FORWARD, b, 7 - s)), tuple(new)))
                    continue
                for first_pawn, steps, second_pawn, d in ((a, s, b, da), (b, 7 - s, a, db)):
                    key = (first_pawn, steps)
                    if key in firsts:
                        first = firsts[key]
                    else:
                        first = firsts[key] = _land(locs, slide, p, c, first_pawn, d)
                    if first is None or not first[second_pawn]:
                        continue
                    d2 = fwd[first[second_pawn]][7 - steps]
                    if d2 >= 0:
                        r = _land(first, slide, p, c, second_pawn, d2)
                        if r is not None:
                            out.append((((FORWARD, first_pawn, steps),
                                         (FORWARD, second_pawn, 7 - steps)), r))


def _distinct(out: list[tuple[Plan, Result]], base: int, end: int,
              renumbered: bool) -> list[tuple[Plan, Result]]:
    """Keep the first option of each outcome (spec 3, "Options are distinct").

    Other colours' pawns only ever go to START (or, in a swap, to one known
    square), so their numbering never hides a duplicate; the mover's can, but
    only when two of its pawns trade places, which needs two moving pawns (a 7
    split) or a swap onto a slide.  Other cards repeat an outcome only when
    pawns slide back to where they began, which plain equality catches.
    """
    if renumbered:
        # Distinct sets of squares for the mover settle it without the rest.
        owns = [tuple(sorted(r[base:end])) for _, r in out]
        if len(set(owns)) == len(owns):
            return out
        keys = [r[:base] + own + r[end:] for (_, r), own in zip(out, owns, strict=True)]
    else:
        keys = list(map(_RESULT, out))
    if len(set(keys)) == len(keys):
        return out
    seen: set[Result] = set()
    kept = []
    for option, key in zip(out, keys, strict=True):
        if key not in seen:
            seen.add(key)
            kept.append(option)
    return kept


def generate_team(rules: Rules, locs: Result, colour: int,
                  card: Card) -> list[tuple[Plan, Result]]:
    """The partnership game's options (spec 6): any pawn of the team may enter or move.

    Each pawn moves by its own colour's paths and slides and may not end on a pawn
    of its own colour; ending on the partner's pawn bumps it.  A SORRY! takes an
    opponent's pawn, or the partner's when no opponent's is on the track; a swap
    is only with an opponent.  Plainer than :func:`generate`: the same order, with
    the player's own colour before the partner's in each group.
    """
    p = rules.pawns
    slides = rules.slide
    team = (colour, (colour + 2) % 4)
    starts = []  # (colour, its lowest-numbered pawn in START)
    for c in team:
        own = locs[c * p:c * p + p]
        if START in own:
            starts.append((c, c * p + own.index(START)))
    movable = [j for c in team for j in range(c * p, c * p + p)
               if locs[j] != START and locs[j] != HOME]
    out: list[tuple[Plan, Result]] = []
    if rules.enters[card]:
        for c, k in starts:
            r = _land(locs, slides[c], p, c, k, START_SQUARES[c])
            if r is not None:
                out.append((PLANS[ENTER][k][0], r))
    n = SIMPLE_STEPS[card]
    opponents = [j for step in (1, 3) for j in range(((colour + step) % 4) * p,
                                                     ((colour + step) % 4) * p + p)
                 if 0 < locs[j] <= TRACK]
    if card == SORRY_CARD:
        for c, k in starts:
            for t in opponents:
                r = _land(locs, slides[c], p, c, k, locs[t])
                if r is not None:
                    out.append((PLANS[SORRY][k][t], r))
        if not out:  # spec 6: the SORRY! must be used, on the partner's pawn
            for c, k in starts:
                other = team[1] if c == team[0] else team[0]
                for t in range(other * p, other * p + p):
                    if 0 < locs[t] <= TRACK:
                        r = _land(locs, slides[c], p, c, k, locs[t])
                        if r is not None:
                            out.append((PLANS[SORRY][k][t], r))
        if not out:
            n = rules.sorry_fallback_forward
    if n:
        _team_steps(rules, locs, movable, n, out)
    elif card == Card.FOUR:
        _team_steps(rules, locs, movable, -4, out)
    elif card == Card.TEN:
        for j in movable:
            _team_steps(rules, locs, (j,), 10, out)
            _team_steps(rules, locs, (j,), -1, out)
    elif card == Card.SEVEN:
        _team_steps(rules, locs, movable, 7, out)
        # each pawn's first part, worked out once for all its partners in a split
        firsts = {(j, s): _team_step(rules, locs, j, s) for j in movable for s in range(1, 7)}
        for x, a in enumerate(movable):
            for b in movable[x + 1:]:
                for s in range(1, 7):
                    for first, steps, second in ((a, s, b), (b, 7 - s, a)):
                        mid = firsts[first, steps]
                        if mid is None or mid[second] == START:
                            continue
                        r = _team_step(rules, mid, second, 7 - steps)
                        if r is not None:
                            out.append((((FORWARD, first, steps),
                                         (FORWARD, second, 7 - steps)), r))
    elif card == Card.ELEVEN:
        before = len(out)
        _team_steps(rules, locs, movable, 11, out)
        forward_11 = len(out) > before
        swaps = False
        for j in movable:
            if locs[j] <= TRACK:
                for t in opponents:
                    out.append((PLANS[SWAP][j][t], _swap(locs, slides[j // p], j, t)))
                    swaps = True
        if swaps and not forward_11:
            out.append((PASS_PLAN, locs))
    return _distinct_team(out, p, team) if len(out) > 1 else out


def _team_step(rules: Rules, locs: Result, j: int, steps: int) -> Result | None:
    """Pawn ``j`` moved ``steps`` (negative: backward) by its own colour's tables."""
    p = rules.pawns
    c = j // p
    if steps > 0:
        d = rules.forward[c][locs[j]][steps]
        if d < 0:
            return None
    else:
        d = rules.backward[c][locs[j]][-steps]
    return _land(locs, rules.slide[c], p, c, j, d)


def _team_steps(rules: Rules, locs: Result, pawns: Iterable[int], steps: int,
                out: list[tuple[Plan, Result]]) -> None:
    for j in pawns:
        r = _team_step(rules, locs, j, steps)
        if r is not None:
            kind = FORWARD if steps > 0 else BACKWARD
            out.append((PLANS[kind][j][abs(steps)], r))


def _distinct_team(out: list[tuple[Plan, Result]], p: int,
                   team: tuple[int, int]) -> list[tuple[Plan, Result]]:
    """The first option of each outcome, pawn numbers aside within each colour.

    Only the team's pawns can trade places; an opponent's pawn goes to START or,
    in a swap, to one known square, so its numbering never hides a duplicate.
    """
    a, b = sorted((team[0] * p, team[1] * p))
    owns = [(*sorted(r[a:a + p]), *sorted(r[b:b + p])) for _, r in out]
    if len(set(owns)) == len(owns):  # the team's squares alone tell them apart
        return out
    seen: set[tuple] = set()
    kept = []
    for option, own in zip(out, owns, strict=True):
        r = option[1]
        key = (own, r[:a], r[a + p:b], r[b + p:])
        if key not in seen:
            seen.add(key)
            kept.append(option)
    return kept
