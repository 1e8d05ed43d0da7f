"""Scenario tests of the Point Score game (rules spec section 7): hands, discards, points."""

from __future__ import annotations

import random

import pytest

from sorry_audio.core import (
    HAND_SIZE,
    START,
    Card,
    Colour,
    IllegalMoveError,
    InvalidSetupError,
    Phase,
    PointScoreGame,
    RandomPlayer,
    parse_position,
    play_game,
    score_game,
)
from sorry_audio.core.events import (
    CardDiscarded,
    CardPlayed,
    ExtraDraw,
    GameWon,
    HandFilled,
    PawnMoved,
    PointsScored,
    TurnPassed,
)
from sorry_audio.core.movegen import generate
from sorry_audio.core.rules import A5065

R, B, Y, G = Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.GREEN


def _game(position: str | None = None, hand: list[Card] | None = None, *, seed: int = 1,
          pile: list[Card] | None = None) -> PointScoreGame:
    """A game from ``position`` with the mover's hand (and the top of the pile) rigged."""
    pos = parse_position(position) if position else None
    game = PointScoreGame((R, B), seed=seed, position=pos)
    if hand is not None:
        game.hands[game.to_move] = list(hand)
    if pile is not None:
        game.deck.pile.extend(reversed(pile))  # the first listed is drawn first
    return game


def _cards(game: PointScoreGame) -> int:
    return (sum(len(h) for h in game.hands.values()) + len(game.deck.pile)
            + len(game.deck.discards))


def test_each_player_is_dealt_five_and_starts_with_one_pawn_on_its_start_square():
    game = PointScoreGame((R, B, Y, G), seed=3)
    assert game.phase is Phase.PICK
    assert all(len(game.hand(c)) == HAND_SIZE for c in game.seated)
    assert game.cards_drawn == 4 * HAND_SIZE
    for c in game.seated:
        assert sorted(game.position.pawns(c)).count(START) == 3
    assert _cards(game) == 45 and not game.deck.discards


def test_a_seed_deals_and_plays_the_same_game():
    def run() -> tuple:
        rng = random.Random(9)
        game = PointScoreGame((R, B, Y), rng=rng)
        log: list = []
        play_game(game, dict.fromkeys(game.seated, RandomPlayer(rng)), on_events=log.extend)
        return tuple(log)
    assert run() == run()


def test_picking_a_card_offers_its_options_and_it_can_be_put_back():
    game = _game("r r=S,S,S,4 b=S,S,S,19", [Card.THREE, Card.ONE, Card.FOUR, Card.TEN,
                                             Card.SORRY])
    assert game.pick(0) == []
    assert game.phase is Phase.CHOOSE and game.card is Card.THREE
    assert [r for _, r in game._raw] == [r for _, r in generate(
        game.rules, game.position.locs, R, Card.THREE)]
    game.unpick()
    assert game.phase is Phase.PICK and game.card is None
    assert game.hand(R) == (Card.THREE, Card.ONE, Card.FOUR, Card.TEN, Card.SORRY)


def test_a_card_with_no_use_cannot_be_picked_while_another_has_one():
    game = _game("r r=S,S,S,S b=S,S,S,19", [Card.THREE, Card.ONE, Card.FOUR, Card.TEN,
                                             Card.FIVE])
    before = (game.hand(R), game.position, len(game.deck.pile))
    with pytest.raises(IllegalMoveError, match="the 3 has no use"):
        game.pick(0)
    assert (game.hand(R), game.position, len(game.deck.pile)) == before
    assert game.usable() == (1,)
    with pytest.raises(IllegalMoveError, match="no card 6"):
        game.pick(5)


def test_with_no_usable_card_the_picked_card_is_discarded_one_drawn_and_the_turn_ends():
    game = _game("r r=S,S,S,S b=S,S,S,19", [Card.THREE, Card.TWO, Card.FOUR, Card.TEN,
                                             Card.FIVE], pile=[Card.SEVEN])
    game.hands[R][1] = Card.EIGHT  # no 1 or 2: nothing leaves START, nothing is on the track
    assert game.usable() == ()
    events = game.pick(1)
    assert events == [CardDiscarded(R, Card.EIGHT),
                      HandFilled(R, (Card.SEVEN,), len(game.deck.pile),
                                 (Card.THREE, Card.FOUR, Card.TEN, Card.FIVE, Card.SEVEN)),
                      TurnPassed(R, B)]
    assert game.deck.discards == [Card.EIGHT]
    assert game.to_move is B and game.phase is Phase.PICK


def test_discarding_a_two_does_not_give_another_turn():
    # every card would overshoot HOME; none moves backward
    game = _game("r r=H,H,H,Z5 b=S,S,S,19", [Card.TWO, Card.THREE, Card.FIVE, Card.EIGHT,
                                             Card.TWELVE])
    assert game.usable() == ()
    assert isinstance(game.pick(0)[-1], TurnPassed) and game.to_move is B
    assert not game.drawing_again  # the 2 thrown away is the last discard: no draw to make


def test_playing_a_card_discards_it_refills_the_hand_and_passes_the_turn():
    game = _game("r r=S,S,S,4 b=S,S,S,19", [Card.THREE, Card.ONE, Card.FOUR, Card.TEN,
                                             Card.SORRY], pile=[Card.TWELVE])
    game.pick(0)
    events = game.choose(0)
    assert events[0] == CardPlayed(R, Card.THREE)
    assert isinstance(events[1], PawnMoved) and events[1].end == 7
    assert events[-2] == HandFilled(R, (Card.TWELVE,), len(game.deck.pile),
                                    (Card.ONE, Card.FOUR, Card.TEN, Card.SORRY, Card.TWELVE))
    assert events[-1] == TurnPassed(R, B)
    assert game.deck.discards[-1] is Card.THREE
    assert game.phase is Phase.PICK and game.to_move is B


def test_after_playing_a_two_the_player_refills_and_plays_again():
    game = _game("r r=S,S,S,4 b=S,S,S,19", [Card.TWO, Card.ONE, Card.FOUR, Card.TEN,
                                             Card.SORRY], pile=[Card.FIVE])
    game.pick(0)
    events = game.choose(0)
    assert isinstance(events[-2], HandFilled) and events[-1] == ExtraDraw(R)
    assert game.to_move is R and game.phase is Phase.PICK
    assert Card.FIVE in game.hand(R)
    assert not game.drawing_again  # it plays again from the hand: no card is drawn first


def test_a_two_under_the_a5065_rules_passes_the_turn():
    game = PointScoreGame((R, B), A5065, seed=2)
    game.hands[R] = [Card.TWO] * 5
    game.pick(0)
    assert isinstance(game.choose(0)[-1], TurnPassed)


def test_the_a5065_point_score_game_starts_and_scores_with_three_pawns():
    """spec 5 with spec 7: one of three pawns starts out, and the winner's bonus counts the
    opponents' pawns HOME out of three (review ae31: no test had either)."""
    game = PointScoreGame((R, B), A5065, seed=4)
    assert game.position == parse_position("r r=1,S,S b=16,S,S rules=a5065")
    for blue, (out, bonus) in (("H,H,S", (5, 25)), ("H,S,S", (10, 50)), ("S,S,S", (15, 100))):
        red, other = score_game(parse_position(f"r r=H,H,H b={blue} rules=a5065"), R)
        assert (red.home_points, red.out_points, red.bonus) == (15, out, bonus)
        assert other.total == 5 * blue.count("H")


def test_the_last_pawn_home_wins_and_every_player_is_scored():
    game = _game("r r=H,H,H,Z5 b=H,S,S,19", [Card.ONE, Card.FOUR, Card.FOUR, Card.TEN,
                                             Card.FIVE])
    game.pick(0)
    events = game.choose(0)
    assert isinstance(events[-2], GameWon)
    scored = events[-1]
    assert isinstance(scored, PointsScored) and scored.winner is R
    red, blue = scored.scores
    # red: 4 HOME (20), 3 of blue's pawns out (15), blue has one HOME: bonus 50
    assert (red.home_points, red.out_points, red.bonus, red.total) == (20, 15, 50, 85)
    assert (blue.home_points, blue.out_points, blue.bonus, blue.total) == (5, 0, 0, 5)
    assert game.phase is Phase.OVER and game.scores == scored.scores
    assert len(game.hand(R)) == HAND_SIZE - 1  # the game ended before any refill


@pytest.mark.parametrize(("opponents", "bonus"), [
    ("b=S,S,S,S y=1,2,3,4", 100),  # no opponent pawn HOME
    ("b=H,S,S,S y=H,2,3,4", 50),  # none has more than one
    ("b=H,H,S,S y=H,2,3,4", 25),  # none has more than two
    ("b=H,H,H,S y=1,2,3,4", 0),  # one has three
])
def test_the_winner_scores_only_the_highest_bonus_that_applies(opponents, bonus):
    pos = parse_position(f"r r=H,H,H,H {opponents}")
    red = score_game(pos, R)[0]
    assert red.bonus == bonus
    out = sum(4 - pos.pawns_home(c) for c in (B, Y))
    assert red.total == 20 + 5 * out + bonus
    assert [s.total for s in score_game(pos, R)[1:]] == [5 * pos.pawns_home(c) for c in (B, Y)]


def test_a_player_sees_the_pile_and_the_others_hands_as_unseen_but_not_its_own():
    game = PointScoreGame((R, B, Y), seed=5)
    unseen = game.view().unseen
    assert sum(unseen.values()) == len(game.deck.pile) + 2 * HAND_SIZE
    for card in set(game.hand(R)):
        mine = game.hand(R).count(card)
        assert unseen[card] == game.deck.remaining()[card] + sum(
            game.hand(c).count(card) for c in (B, Y))
        assert unseen[card] + mine <= 5


def test_drawing_is_refused_and_teams_cannot_play_for_points():
    game = PointScoreGame((R, B), seed=1)
    with pytest.raises(IllegalMoveError, match="from the hand"):
        game.draw()
    with pytest.raises(InvalidSetupError, match="not teams"):  # the core's family (rl100 5)
        PointScoreGame((R, B, Y, G), seed=1, teams=True)


def test_the_point_score_game_always_begins_with_one_pawn_out():
    """Spec 7: a caller asking for every pawn in START is refused, not given another game
    (audit py99: faster_setup=False quietly started one with none out)."""
    with pytest.raises(InvalidSetupError, match="one pawn out"):
        PointScoreGame((R, B), seed=1, faster_setup=False)
    game = PointScoreGame((R, B), seed=1)
    assert game.position.pawns(R).count(START) == 3 and game.position.pawns(B)[0] != START


def test_a_snapshot_holds_its_own_hands():
    game = PointScoreGame((R, B), seed=4)
    twin = game.snapshot()
    twin.hands[R].pop()
    assert len(game.hand(R)) == HAND_SIZE


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_card_and_end_with_points(players):
    rng = random.Random(players)
    colours = (R, B, Y, G)[:players]
    for _ in range(30):
        game = PointScoreGame(colours, rng=rng)
        player = RandomPlayer(rng)
        seen: list = []

        def check(events, game=game, seen=seen):
            seen.extend(events)
            assert _cards(game) == 45
            if game.phase is Phase.PICK:
                assert len(game.hand(game.to_move)) == HAND_SIZE
        play_game(game, dict.fromkeys(colours, player), on_events=check)
        assert game.winner is not None and isinstance(seen[-1], PointsScored)
        win = next(s for s in game.scores if s.colour is game.winner)
        assert win.home_points == 20 and win.total >= 20
        # every card taken off the pile went into a hand: the deal, then the refills
        refilled = sum(len(e.cards) for e in seen if isinstance(e, HandFilled))
        assert game.cards_drawn == HAND_SIZE * players + refilled
        spent = sum(isinstance(e, (CardPlayed, CardDiscarded)) for e in seen)
        assert spent == refilled + 1  # the winning card is not replaced


def test_a_drawing_game_has_no_hand_to_pick_from():
    from sorry_audio.core import Game

    game = Game((R, B), seed=1)
    assert game.hand(R) == () and game.usable() == () and game.view().hand == ()
    with pytest.raises(IllegalMoveError, match="no hand"):
        game.pick(0)
    with pytest.raises(IllegalMoveError, match="no hand"):
        game.view().hand_options(0)
    assert game.phase is Phase.DRAW and game.cards_drawn == 0  # nothing changed
