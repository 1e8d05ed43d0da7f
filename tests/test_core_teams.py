"""The partnership game (spec 6): turn flow and events, scenario by scenario.

Red partners yellow, blue partners green.  The options themselves are the perft
cases in ``tests/data/perft_teams.txt`` and the reference check in
``test_movegen_reference.py``; here, what a game does with them.
"""

from __future__ import annotations

import pytest
from rigging import stacked_game

from sorry_audio.core.board import HOME, Colour
from sorry_audio.core.cards import Card
from sorry_audio.core.errors import InvalidPositionError
from sorry_audio.core.events import (
    BumpCause,
    CardDrawn,
    CardForfeited,
    Direction,
    ExtraDraw,
    ForfeitReason,
    GameWon,
    HomeReached,
    PawnBumped,
    PawnEntered,
    PawnMoved,
    SorryPlayed,
    TurnPassed,
)
from sorry_audio.core.game import Game, Phase
from sorry_audio.core.moves import OptionKind, legal_options
from sorry_audio.core.position import format_position, initial_position, parse_position

R, B, Y, G = Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.GREEN
EMPTY = "b=S,S,S,S"


def test_a_player_whose_own_pawns_are_all_home_has_not_won_alone():
    """spec 6: the first team with all eight pawns HOME wins, not the first player."""
    game = stacked_game(f"r r=Z5,H,H,H {EMPTY} y=Z4,H,H,H g=S,S,S,S teams",
                        [Card.ONE, Card.FOUR])
    game.draw()
    events = game.choose(0)  # red's last pawn home: red has four, yellow three
    assert HomeReached(R, 1, 4) in events
    assert events[-1] == TurnPassed(R, B)
    assert game.phase is Phase.DRAW and game.winner is None
    assert game.position.winner() is None


def test_the_eighth_pawn_home_wins_for_both_partners():
    game = stacked_game(f"y r=H,H,H,H {EMPTY} y=Z5,H,H,H g=S,S,S,S teams", [Card.ONE])
    game.draw()
    events = game.choose(0)
    assert events[-2:] == [HomeReached(Y, 1, 4), GameWon(Y, 1, R)]
    assert game.phase is Phase.OVER
    assert game.winner is Y and game.winners == (Y, R)
    assert game.position.winner() is R  # the first of the finished team in turn order


def test_a_player_with_every_pawn_home_keeps_drawing_and_moves_the_partner():
    """spec 6: a player whose pawns are all HOME keeps drawing in turn."""
    game = stacked_game(f"g r=S,S,S,S {EMPTY.replace('S,S,S,S', '20,S,S,S')} "
                        "y=S,S,S,S g=H,H,H,H teams", [Card.THREE, Card.FOUR])
    game.draw()
    assert [o.parts[0].colour for o in game.options] == [B]
    events = game.choose(0)
    assert PawnMoved(B, 1, 20, 23, Direction.FORWARD, 3, (21, 22), ()) in events
    assert events[-1] == TurnPassed(G, R)


def test_the_extra_draw_of_a_two_may_move_the_partner():
    """spec 6: a 1 or 2 may enter either partner's pawn, and the 2's extra draw may move
    either partner's pawns."""
    game = stacked_game(f"r r=S,S,S,S {EMPTY} y=S,S,S,S g=S,S,S,S teams",
                        [Card.TWO, Card.THREE])
    game.draw()
    entering = legal_options(game.position, Card.TWO)
    assert [(o.kind, o.parts[0].colour) for o in entering] == [
        (OptionKind.ENTER, R), (OptionKind.ENTER, Y)]
    events = game.choose(1)
    assert events == [PawnEntered(Y, 1, 31), ExtraDraw(R)]
    assert game.draw() == [CardDrawn(R, Card.THREE, 0)]
    assert game.choose(0)[0] == PawnMoved(Y, 1, 31, 34, Direction.FORWARD, 3, (32, 33), ())


def test_landing_on_the_partner_bumps_it_and_the_events_say_whose_pawns():
    game = stacked_game(f"r r=10,S,S,S {EMPTY} y=15,S,S,S g=S,S,S,S teams", [Card.FIVE])
    game.draw()
    assert game.choose(0)[:2] == [
        PawnMoved(R, 1, 10, 15, Direction.FORWARD, 5, (11, 12, 13, 14), ()),
        PawnBumped(Y, 1, 15, R, 1, BumpCause.LANDING),
    ]
    assert format_position(game.position) == (
        f"b r=15,S,S,S {EMPTY} y=S,S,S,S g=S,S,S,S teams")


def test_a_sorry_with_no_opponent_on_the_track_takes_the_partner():
    """spec 6: a SORRY! must be used, on a partner's pawn if no opponent's is available."""
    game = stacked_game("r r=S,S,S,S b=Z2,S,S,S y=12,S,S,S g=S,S,S,S teams", [Card.SORRY])
    game.draw()
    [option] = game.options
    assert option.kind is OptionKind.SORRY and option.parts[0].target == (Y, 1)
    assert game.choose(0)[:2] == [SorryPlayed(R, 1, Y, 1, 12),
                                  PawnBumped(Y, 1, 12, R, 1, BumpCause.SORRY)]


@pytest.mark.parametrize(("position", "reason"), [
    # no pawn of the team in START
    (f"r r=H,H,H,5 {EMPTY} y=H,H,H,H g=S,S,S,S teams", ForfeitReason.NO_PAWN_IN_START),
    # a pawn in START (the partner's), but no pawn of anyone's on the track to take
    (f"r r=H,H,H,H {EMPTY} y=S,H,H,H g=Z1,S,S,S teams", ForfeitReason.NO_TARGET),
])
def test_a_sorry_that_no_pawn_of_the_team_can_use_is_forfeited_with_the_reason(position,
                                                                              reason):
    game = stacked_game(position, [Card.SORRY])
    events = game.draw()
    assert events[1] == CardForfeited(R, Card.SORRY, reason)


def test_a_card_is_forfeited_only_when_no_pawn_of_the_team_can_use_it():
    game = stacked_game(f"r r=S,S,S,S {EMPTY} y=20,S,S,S g=S,S,S,S teams",
                        [Card.FOUR, Card.FOUR])
    game.draw()
    assert game.phase is Phase.CHOOSE  # yellow's pawn can go back 4
    game = stacked_game(f"r r=S,S,S,S {EMPTY} y=S,S,S,S g=S,S,S,S teams", [Card.FOUR])
    assert game.draw()[1] == CardForfeited(R, Card.FOUR, ForfeitReason.NO_LEGAL_MOVE)


def test_a_seven_split_between_partners_names_each_pawns_colour():
    game = stacked_game(f"r r=10,S,S,S {EMPTY} y=50,S,S,S g=S,S,S,S teams", [Card.SEVEN])
    game.draw()
    split = next(o for o in game.options if o.kind is OptionKind.SPLIT)
    assert [(p.colour, p.pawn, p.steps) for p in split.parts] == [(R, 1, 1), (Y, 1, 6)]
    assert format_position(split.result) == (
        f"b r=11,S,S,S {EMPTY} y=56,S,S,S g=S,S,S,S teams")


def test_a_split_7s_second_part_may_bump_the_pawn_its_first_part_moved():
    """Spec 3 and 6: each part is a move of its own, so the partner's pawn may end the
    split on the square the mover's own pawn just reached, and bump it (audit py99: legal,
    and no test had it)."""
    board = "r=S,S,S,S b=25,S,S,S y=S,S,S,S g=30,S,S,S teams"
    game = stacked_game(f"b {board}", [Card.SEVEN])
    game.draw()
    results = {format_position(o.result): o for o in game.options if o.kind is OptionKind.SPLIT}
    both = results["y r=S,S,S,S b=S,S,S,S y=S,S,S,S g=31,S,S,S teams"]
    assert [(p.colour, p.pawn, p.steps) for p in both.parts] == [(B, 1, 6), (G, 1, 1)]
    assert "y r=S,S,S,S b=31,S,S,S y=S,S,S,S g=S,S,S,S teams" in results  # the other way
    events = game.choose(game.options.index(both))
    assert PawnBumped(B, 1, 31, G, 1, BumpCause.LANDING) in events


def test_a_partnership_game_needs_all_four_colours():
    with pytest.raises(InvalidPositionError, match="all four colours"):
        Game([R, Y], teams=True)
    pos = initial_position(list(Colour), teams=True)
    assert pos.teams and format_position(pos).endswith(" teams")
    assert parse_position(format_position(pos)) == pos


def test_a_team_game_from_a_seed_replays_the_same_and_reaches_home():
    """Turn flow with teams is as repeatable as without (randomness from the seed alone)."""
    def play(seed: int) -> tuple[str, int]:
        game = Game(list(Colour), seed=seed, teams=True)
        while game.phase is not Phase.OVER:
            game.draw()
            if game.phase is Phase.CHOOSE:
                game.choose(game.cards_drawn % game.option_count)
        assert all(loc == HOME for c in game.winners for loc in game.position.pawns(c))
        return format_position(game.position), game.cards_drawn

    assert play(3) == play(3)
    assert play(3) != play(4)
