"""An independent, deliberately plain reading of spec 1-5, compared with ``legal_options``.

The oracle below uses none of the engine's code: it computes the geometry from
spec 1 itself and applies spec 2-3 literally, one rule per line, as the set of
boards a card can lead to.  Hypothesis then compares it with the engine on
random boards and on boards reached in random games.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from sorry_audio.core.board import Colour
from sorry_audio.core.cards import CARDS, Card
from sorry_audio.core.game import Game, Phase, RandomPlayer
from sorry_audio.core.moves import OptionKind, legal_options
from sorry_audio.core.position import Position
from sorry_audio.core.rules import A5065, CLASSIC

S, H = "S", "H"
ZONE = ("Z1", "Z2", "Z3", "Z4", "Z5")
FORWARD = {Card.ONE: 1, Card.TWO: 2, Card.THREE: 3, Card.FIVE: 5, Card.EIGHT: 8,
           Card.TWELVE: 12}


def wrap(n: int) -> int:
    return (n - 1) % 60 + 1


def start(c: int) -> int:
    return 1 + 15 * c  # spec 1: red 1, blue 16, yellow 31, green 46


def entry(c: int) -> int:
    return wrap(start(c) - 2)


def slides() -> list[tuple[int, list[int]]]:
    """(owner, squares from triangle to end) for every slide (spec 1)."""
    out = []
    for c in range(4):
        s = start(c)
        out.append((c, [wrap(s + d) for d in range(-3, 1)]))
        out.append((c, [wrap(s + d) for d in range(5, 10)]))
    return out


SLIDES = slides()


def step(c: int, loc, forward: bool):
    """One step for a pawn of colour c (spec 2); None past HOME."""
    if forward:
        if loc == entry(c):
            return "Z1"
        if loc in ZONE:
            i = ZONE.index(loc)
            return ZONE[i + 1] if i < 4 else H
        if loc == H:
            return None
        return wrap(loc + 1)
    if loc == "Z1":
        return entry(c)
    if loc in ZONE:
        return ZONE[ZONE.index(loc) - 1]
    return wrap(loc - 1)


def walk(c: int, loc, n: int, forward: bool = True):
    for _ in range(n):
        loc = step(c, loc, forward)
        if loc is None:
            return None
    return loc


def on_board(loc) -> bool:
    return loc not in (S, H)


def land(board: dict, c: int, i: int, dest, a5065: bool):
    """Pawn (c, i) ends a move on ``dest``: landing rule, bump, slide (spec 2)."""
    board = {k: list(v) for k, v in board.items()}
    if isinstance(dest, int):
        for oc, locs in board.items():
            for j, loc in enumerate(locs):
                if loc == dest and (oc, j) != (c, i):
                    if oc == c:
                        return None  # never on an own pawn
                    locs[j] = S  # bumped
    elif dest != H and dest in [x for j, x in enumerate(board[c]) if j != i]:
        return None
    board[c][i] = dest
    return slide(board, c, i, a5065)


def slide(board: dict, c: int, i: int, a5065: bool) -> dict:
    dest = board[c][i]
    for owner, squares in SLIDES:
        if squares[0] == dest and (owner == c if a5065 else owner != c):
            for oc, locs in board.items():
                for j, loc in enumerate(locs):
                    if loc in squares and (oc, j) != (c, i):
                        locs[j] = S  # swept, own pawns too
            board[c][i] = squares[-1]
    return board


def forward_results(board, c, n, a5065):
    out = []
    for i, loc in enumerate(board[c]):
        if on_board(loc):
            dest = walk(c, loc, n)
            if dest is not None:
                out.append(land(board, c, i, dest, a5065))
    return [b for b in out if b is not None]


def oracle(board: dict, c: int, card: Card, a5065: bool) -> list[dict]:
    """Every board the card can lead to (with repeats; the caller makes it a set)."""
    out: list = []
    own = board[c]
    in_start = [i for i, loc in enumerate(own) if loc == S]
    enter = {Card.ONE, Card.TWO} if not a5065 else set(FORWARD) | {Card.SEVEN, Card.TEN,
                                                                     Card.ELEVEN}
    if card in enter and in_start:
        out.append(land(board, c, in_start[0], start(c), a5065))
    if card in FORWARD:
        out += forward_results(board, c, FORWARD[card], a5065)
    elif card in (Card.FOUR, Card.TEN):
        back = 4 if card == Card.FOUR else 1
        if card == Card.TEN:
            out += forward_results(board, c, 10, a5065)
        for i, loc in enumerate(own):
            if on_board(loc):
                out.append(land(board, c, i, walk(c, loc, back, False), a5065))
    elif card == Card.SEVEN:
        out += forward_results(board, c, 7, a5065)
        for i, li in enumerate(own):
            for j, lj in enumerate(own):
                if i == j or not on_board(li) or not on_board(lj):
                    continue
                for a in range(1, 7):
                    d1 = walk(c, li, a)
                    first = None if d1 is None else land(board, c, i, d1, a5065)
                    if first is None or not on_board(first[c][j]):
                        continue
                    d2 = walk(c, first[c][j], 7 - a)
                    if d2 is not None:
                        out.append(land(first, c, j, d2, a5065))
    elif card == Card.ELEVEN:
        fwd = forward_results(board, c, 11, a5065)
        out += fwd
        swaps = []
        for i, loc in enumerate(own):
            if not isinstance(loc, int):
                continue
            for oc, locs in board.items():
                for j, other in enumerate(locs):
                    if oc != c and isinstance(other, int):
                        b = {k: list(v) for k, v in board.items()}
                        b[c][i], b[oc][j] = other, loc
                        swaps.append(slide(b, c, i, a5065))
        out += swaps
        if swaps and not fwd:
            out.append(board)  # decline the swap and pass
    elif card == Card.SORRY:
        if in_start:
            for oc, locs in board.items():
                for loc in locs:
                    if oc != c and isinstance(loc, int):
                        out.append(land(board, c, in_start[0], loc, a5065))
        if a5065 and not (in_start and targets(board, c)):
            # spec 5 "with no target"; project decision: no pawn in START counts too
            out += forward_results(board, c, 4, a5065)
    return [b for b in out if b is not None]


def targets(board: dict, c: int) -> bool:
    """Is any opponent pawn on the track (a SORRY! target, spec 3)?"""
    return any(isinstance(loc, int) for oc, locs in board.items() if oc != c for loc in locs)


def to_board(pos: Position) -> dict:
    def name(loc: int):
        return S if loc == 0 else H if loc == 66 else ZONE[loc - 61] if loc > 60 else loc
    return {int(c): [name(x) for x in pos.pawns(c)] for c in pos.seated}


def key(board: dict) -> tuple:
    return tuple((c, tuple(sorted(map(str, locs)))) for c, locs in sorted(board.items()))


def compare(pos: Position, card: Card) -> None:
    a5065 = pos.rules is A5065
    want = {key(b) for b in oracle(to_board(pos), int(pos.to_move), card, a5065)}
    options = legal_options(pos, card)
    got = [key(to_board(o.result)) for o in options]
    assert sorted(set(got)) == sorted(want)
    assert len(got) == len(want)
    passes = [o for o in options if o.kind is OptionKind.PASS]
    assert len(passes) <= 1


SEATINGS = [(0, 2), (1, 3), (0, 1, 2), (0, 2, 3), (0, 1, 2, 3)]
LOCATION = st.one_of(st.just(0), st.just(0), st.just(66), st.integers(1, 60),
                     st.integers(61, 65), st.sampled_from([6, 13, 21, 28, 36, 43, 51, 58]))


@st.composite
def positions(draw) -> Position:
    rules = draw(st.sampled_from([CLASSIC, A5065]))
    seats = tuple(Colour(c) for c in draw(st.sampled_from(SEATINGS)))
    p = rules.pawns
    locs = [0] * (4 * p)
    taken: set[int] = set()
    for c in seats:
        own: set[int] = set()
        for i in range(p):
            loc = draw(LOCATION)
            if (1 <= loc <= 60 and loc in taken) or (61 <= loc <= 65 and loc in own):
                loc = 0
            (taken if loc <= 60 else own).add(loc)
            locs[c * p + i] = loc
    return Position(draw(st.sampled_from(seats)), seats, tuple(locs), rules)


@settings(max_examples=400, deadline=None)
@given(pos=positions(), card=st.sampled_from(CARDS))
def test_engine_agrees_with_the_plain_reading_on_random_boards(pos, card):
    compare(pos, card)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), seats=st.sampled_from(SEATINGS),
       rules=st.sampled_from([CLASSIC, A5065]))
def test_engine_agrees_with_the_plain_reading_through_whole_games(seed, seats, rules):
    seated = tuple(Colour(c) for c in seats)
    game = Game(seated, rules, seed=seed, record_events=False)
    player = RandomPlayer(random.Random(seed))
    while game.phase is not Phase.OVER:
        pos = game.position
        game.draw()
        compare(pos, game.card if game.card is not None else game.deck.discards[-1])
        if game.phase is Phase.CHOOSE:
            game.choose(player.choose(game.view()))
