"""Property tests (hypothesis) over random games and positions.

Invariants checked: pawns are conserved; no two pawns of one colour share a
track or zone square and no two pawns share a track square; every result
formats and parses back identically; no two options of a card give the same
board (pawn numbers aside); the events of an option, applied to the board,
rebuild its result exactly; every game ends.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from reference import canonical

from sorry_audio.core.board import HOME, START, Colour, is_track, is_zone, path
from sorry_audio.core.cards import CARDS, Card
from sorry_audio.core.events import (
    CardDrawn,
    CardForfeited,
    DeckReshuffled,
    Direction,
    ExtraDraw,
    GameWon,
    HomeReached,
    PawnBumped,
    PawnEntered,
    PawnMoved,
    PawnsSwapped,
    SafetyZoneEntered,
    SlideTaken,
    SorryPlayed,
    TurnPassed,
)
from sorry_audio.core.game import Game, Phase, RandomPlayer, play_game
from sorry_audio.core.moves import OptionKind, generate, legal_options, play_option
from sorry_audio.core.position import Position, format_position, parse_position
from sorry_audio.core.rules import A5065, CLASSIC

Z1 = 61
SEATINGS = [(Colour.RED, Colour.YELLOW), (Colour.BLUE, Colour.GREEN),
            (Colour.RED, Colour.BLUE, Colour.YELLOW), (Colour.RED, Colour.YELLOW, Colour.GREEN),
            tuple(Colour)]
FAST = settings(max_examples=60, deadline=None)


def check_board(pos: Position, before: Position | None = None) -> None:
    """Pawn conservation and the one-pawn-per-square rules (spec 1, 2)."""
    p = pos.rules.pawns
    assert len(pos.locs) == 4 * p
    track = Counter()
    for c in Colour:
        locs = pos.pawns(c)
        assert len(locs) == p
        assert all(START <= loc <= HOME for loc in locs)
        if c not in pos.seated:
            assert set(locs) == {START}
            continue
        board = [loc for loc in locs if is_track(loc) or is_zone(loc)]
        assert len(board) == len(set(board)), f"two {c.name} pawns share a square"
        track.update(loc for loc in locs if is_track(loc))
        if before is not None:
            # A pawn at HOME never moves again.
            assert pos.pawns_home(c) >= before.pawns_home(c)
    assert all(n == 1 for n in track.values()), "two pawns share a track square"


def check_round_trip(pos: Position) -> None:
    text = format_position(pos)
    assert parse_position(text) == pos
    assert format_position(parse_position(text)) == text


def apply_events(locs: list[int], p: int, events) -> None:
    """Replay move events on a flat board, checking each one starts where the pawn stands."""
    def at(colour: Colour, pawn: int) -> int:
        assert 1 <= pawn <= p
        return colour * p + pawn - 1

    for e in events:
        if isinstance(e, PawnEntered):
            i = at(e.colour, e.pawn)
            assert locs[i] == START
            locs[i] = e.square
        elif isinstance(e, PawnMoved):
            i = at(e.colour, e.pawn)
            assert locs[i] == e.start
            sign = 1 if e.direction is Direction.FORWARD else -1
            assert path(e.colour, e.start, sign * e.steps) == e.passed + (e.end,)
            standing = []
            for loc in e.passed:
                for j, there in enumerate(locs):
                    same_colour = j // p == e.colour
                    if there == loc and (is_track(loc) or same_colour):
                        standing.append((Colour(j // p), j % p + 1))
            assert sorted(e.jumped) == sorted(standing)
            locs[i] = e.end
        elif isinstance(e, PawnBumped):
            i = at(e.colour, e.pawn)
            assert locs[i] == e.square and is_track(e.square)
            locs[i] = START
        elif isinstance(e, SlideTaken):
            i = at(e.colour, e.pawn)
            assert locs[i] == e.start
            locs[i] = e.end
        elif isinstance(e, PawnsSwapped):
            i, j = at(e.colour, e.pawn), at(e.other_colour, e.other_pawn)
            assert (locs[i], locs[j]) == (e.square, e.other_square)
            locs[i], locs[j] = e.other_square, e.square
        elif isinstance(e, SorryPlayed):
            i = at(e.colour, e.pawn)
            assert locs[i] == START
            locs[i] = e.square
        elif isinstance(e, HomeReached):
            i = at(e.colour, e.pawn)
            assert locs[i] == HOME
            assert locs[e.colour * p:(e.colour + 1) * p].count(HOME) == e.pawns_home
        elif isinstance(e, SafetyZoneEntered):
            assert locs[at(e.colour, e.pawn)] == Z1 + e.step - 1


def check_options(pos: Position, card: Card) -> None:
    options = legal_options(pos, card)
    # The fast path bots use offers exactly the same results, in the same order.
    raw = generate(pos.rules, pos.locs, pos.to_move, card, pos.teams)
    assert [locs for _, locs in raw] == [o.result.locs for o in options]
    keys = [canonical(o.result) for o in options]
    assert len(keys) == len(set(keys)), "the same outcome is offered twice"
    same_again = card is Card.TWO and pos.rules.two_draws_again
    for o in options:
        assert o.player is pos.to_move
        assert o.result.to_move is (pos.to_move if same_again else pos.next_colour())
        check_board(o.result, pos)
        check_round_trip(o.result)
        locs = list(pos.locs)
        apply_events(locs, pos.rules.pawns, play_option(pos, o))
        assert tuple(locs) == o.result.locs
        if o.kind is OptionKind.PASS:
            assert card is Card.ELEVEN and o.result.locs == pos.locs
    kinds = {o.kind for o in options}
    if OptionKind.PASS in kinds:
        assert OptionKind.FORWARD not in kinds and OptionKind.SWAP in kinds


def reachable(seed: int, seats, rules, faster: bool, draws: int,
              teams: bool = False) -> Position:
    """The board after ``draws`` random draws of a seeded game (the colour to move named)."""
    game = Game(seats, rules, seed=seed, faster_setup=faster, record_events=False,
                teams=teams and len(seats) == 4)
    player = RandomPlayer(random.Random(seed))
    while game.cards_drawn < draws and game.phase is not Phase.OVER:
        game.draw()
        if game.phase is Phase.CHOOSE:
            game.choose(player.choose(game.view()))
    return game.position


@FAST
@given(seed=st.integers(0, 2**32 - 1), seats=st.sampled_from(SEATINGS),
       rules=st.sampled_from([CLASSIC, A5065]), faster=st.booleans(),
       draws=st.integers(0, 250), teams=st.booleans())
def test_options_of_reachable_positions(seed, seats, rules, faster, draws, teams):
    pos = reachable(seed, seats, rules, faster, draws, teams)
    check_board(pos)
    check_round_trip(pos)
    for card in CARDS:
        check_options(pos, card)


LOCATION = st.one_of(st.just(START), st.just(START), st.just(HOME), st.integers(1, 60),
                     st.integers(61, 65))


@st.composite
def positions(draw) -> Position:
    """Any well-formed board: random squares, collisions sent back to START."""
    rules = draw(st.sampled_from([CLASSIC, A5065]))
    seats = draw(st.sampled_from(SEATINGS))
    p = rules.pawns
    locs = [START] * (4 * p)
    taken: set[int] = set()
    for c in seats:
        own: set[int] = set()
        for i in range(p):
            loc = draw(LOCATION)
            if (is_track(loc) and loc in taken) or (is_zone(loc) and loc in own):
                loc = START
            taken.add(loc) if is_track(loc) else own.add(loc)
            locs[c * p + i] = loc
    teams = len(seats) == 4 and draw(st.booleans())  # spec 6: the partnership game
    return Position(draw(st.sampled_from(seats)), seats, tuple(locs), rules, teams)


@settings(max_examples=300, deadline=None)
@given(pos=positions(), card=st.sampled_from(CARDS))
def test_options_of_arbitrary_positions(pos, card):
    check_board(pos)
    check_round_trip(pos)
    check_options(pos, card)


@FAST
@given(seed=st.integers(0, 2**32 - 1), seats=st.sampled_from(SEATINGS),
       rules=st.sampled_from([CLASSIC, A5065]), faster=st.booleans(),
       deck=st.sampled_from([44, 45]), teams=st.booleans())
def test_random_games_end_and_their_events_rebuild_the_board(seed, seats, rules, faster, deck,
                                                              teams):
    """Every game ends; the event stream alone tracks the board from start to finish."""
    teams = teams and len(seats) == 4
    game = Game(seats, rules, seed=seed, faster_setup=faster, deck_size=deck, teams=teams)
    player = RandomPlayer(random.Random(seed ^ 0x5A5A))
    locs = list(game.position.locs)
    p = rules.pawns
    while game.phase is not Phase.OVER:
        assert game.cards_drawn < 5000, "a random game did not end"
        mover = game.to_move
        events = game.draw()
        drawn = [e for e in events if isinstance(e, CardDrawn)]
        assert len(drawn) == 1 and drawn[0].player is mover
        assert all(isinstance(e, (DeckReshuffled, CardDrawn, CardForfeited, ExtraDraw,
                                  TurnPassed)) for e in events)
        if game.phase is Phase.CHOOSE:
            before = game.position
            events = game.choose(player.choose(game.view()))
            apply_events(locs, p, events)
            check_board(game.position, before)
        ends = [e for e in events if isinstance(e, (ExtraDraw, TurnPassed, GameWon))]
        assert len(ends) == 1
        if isinstance(ends[0], TurnPassed):
            assert ends[0].player is mover and ends[0].next_player is game.to_move
            assert game.to_move is game.position.next_colour(mover)
        elif isinstance(ends[0], ExtraDraw):
            assert drawn[0].card is Card.TWO and rules.two_draws_again
            assert game.to_move is mover
        assert tuple(locs) == game.position.locs
    assert game.winner is not None
    winners = game.winners
    assert winners == ((game.winner, Colour((game.winner + 2) % 4)) if teams else (game.winner,))
    for c in winners:
        assert game.position.pawns(c) == (HOME,) * p
    # no other side had finished: the game ends at the first (spec 4, 6)
    assert not any(all(game.position.pawns_home(t) == p for t in game.position.team(c))
                   for c in seats if c not in winners)


@FAST
@given(seed=st.integers(0, 2**32 - 1), seats=st.sampled_from(SEATINGS),
       rules=st.sampled_from([CLASSIC, A5065]))
def test_headless_games_end_within_a_bound(seed, seats, rules):
    """Every game ends: headless play (no events) reaches a winner in bounded draws."""
    game = Game(seats, rules, seed=seed, record_events=False)
    winner = play_game(game, dict.fromkeys(seats, RandomPlayer(random.Random(seed))),
                       max_draws=5000)
    assert winner is not None and winner in seats
    assert 0 < game.cards_drawn < 5000
