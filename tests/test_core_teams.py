"""The partnership game (spec 6): its options, turn flow and events, scenario by scenario.

Red partners yellow, blue partners green.  The options of each spec 6 rule, and of the
project's own decisions about it (docs/rules.md, "Decisions, gathered"), have a named
test below; the perft cases in ``tests/data/perft_teams.txt`` and the reference check in
``test_movegen_reference.py`` cover more boards.  Then, what a game does with them.
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


def offered(text: str, card: Card) -> set[tuple[OptionKind, str, str]]:
    """The options for ``card``, each as (kind, whose pawn, the position after): the pawn is
    written like ``y1`` (Yellow's pawn 1), with ``>b1`` for the pawn a swap or SORRY! takes
    the place of; a pass names no pawn.  Asserts no option is offered twice."""
    options = legal_options(parse_position(text), card)
    got = set()
    for o in options:
        pawns = " ".join(
            (f"{p.colour.letter}{p.pawn}" if p.colour is not None else "")
            + (f">{p.target[0].letter}{p.target[1]}" if p.target is not None else "")
            for p in o.parts)
        got.add((o.kind, pawns, format_position(o.result)))
    assert len(got) == len(options), "an option is offered twice"
    return got


FORWARD, SWAP, SORRY = OptionKind.FORWARD, OptionKind.SWAP, OptionKind.SORRY


# --- spec 6: the options ------------------------------------------------------------------


def test_no_pawn_may_end_on_a_pawn_of_its_own_colour():
    """spec 6: "Ending a move on the partner's pawn bumps it to START (a move may still not
    end on the mover's own colour)".  Red's pawn may not go 10 to 15 onto Red's pawn, nor
    Yellow's 15 to 20 onto Yellow's; Red's pawn may go onto Yellow's 15 and bump it."""
    assert offered(f"r r=10,15,S,S {EMPTY} y=S,S,S,S g=S,S,S,S teams", Card.FIVE) == {
        (FORWARD, "r2", f"b r=10,20,S,S {EMPTY} y=S,S,S,S g=S,S,S,S teams")}
    assert offered(f"r r=10,S,S,S {EMPTY} y=15,20,S,S g=S,S,S,S teams", Card.FIVE) == {
        (FORWARD, "r1", f"b r=15,S,S,S {EMPTY} y=S,20,S,S g=S,S,S,S teams"),
        (FORWARD, "y2", f"b r=10,S,S,S {EMPTY} y=15,25,S,S g=S,S,S,S teams")}


def test_decision_9_the_own_colour_is_the_moving_pawns_so_the_partners_pawn_may_bump_reds():
    """docs/rules.md Decision 9: "Partnership: a pawn may not end on a pawn of its own
    colour, the colour of the pawn that moves" (spec 6; this project).  So Red may move
    Yellow's pawn 10 to 15 onto Red's own pawn, and bump it."""
    assert offered(f"r r=15,S,S,S {EMPTY} y=10,S,S,S g=S,S,S,S teams", Card.FIVE) == {
        (FORWARD, "r1", f"b r=20,S,S,S {EMPTY} y=10,S,S,S g=S,S,S,S teams"),
        (FORWARD, "y1", f"b r=S,S,S,S {EMPTY} y=15,S,S,S g=S,S,S,S teams")}


def test_a_sorry_takes_an_opponent_while_one_is_on_the_track_never_the_partner():
    """spec 6: "A SORRY! must be used, on a partner's pawn if no opponent's pawn is
    available": with Blue's pawn on 20, Red's or Yellow's START pawn takes it, and
    Yellow's pawn on 12 is no target."""
    assert offered("r r=S,S,S,S b=20,S,S,S y=12,S,S,S g=S,S,S,S teams", Card.SORRY) == {
        (SORRY, "r1>b1", "b r=20,S,S,S b=S,S,S,S y=12,S,S,S g=S,S,S,S teams"),
        (SORRY, "y2>b1", "b r=S,S,S,S b=S,S,S,S y=12,20,S,S g=S,S,S,S teams")}


def test_decision_10_an_eleven_swaps_with_an_opponent_only_never_the_partner():
    """docs/rules.md Decision 10: "Partnership: an 11 swaps with an opponent only" (spec 6;
    this project).  Red 10 and Yellow 20 alone: each goes forward 11 (Red to 21 slides on
    Blue's long slide to 25), and neither swaps with the other.  With Blue on 40, each
    swaps with Blue, still not with the partner."""
    assert offered(f"r r=10,S,S,S {EMPTY} y=20,S,S,S g=S,S,S,S teams", Card.ELEVEN) == {
        (FORWARD, "r1", f"b r=25,S,S,S {EMPTY} y=20,S,S,S g=S,S,S,S teams"),
        (FORWARD, "y1", f"b r=10,S,S,S {EMPTY} y=Z2,S,S,S g=S,S,S,S teams")}
    assert offered("r r=10,S,S,S b=40,S,S,S y=20,S,S,S g=S,S,S,S teams", Card.ELEVEN) == {
        (FORWARD, "r1", "b r=25,S,S,S b=40,S,S,S y=20,S,S,S g=S,S,S,S teams"),
        (FORWARD, "y1", "b r=10,S,S,S b=40,S,S,S y=Z2,S,S,S g=S,S,S,S teams"),
        (SWAP, "r1>b1", "b r=40,S,S,S b=10,S,S,S y=20,S,S,S g=S,S,S,S teams"),
        (SWAP, "y1>b1", "b r=10,S,S,S b=20,S,S,S y=40,S,S,S g=S,S,S,S teams")}
    # Red 55 cannot go 11 nor Yellow Z1, and the partner is no one to swap with: no option.
    assert offered(f"r r=55,S,S,S {EMPTY} y=Z1,S,S,S g=S,S,S,S teams", Card.ELEVEN) == set()


def test_each_pawn_slides_as_its_own_colour():
    """spec 2: "a pawn never slides on its own colour's slides (classic)"; in the
    partnership game (this project, docs/rules.md section 6): "Each pawn moves as its own
    colour: along its own colour's path to its own safety zone, and sliding as its own
    colour would."  Red moving Yellow's pawn 25 to 28, Yellow's own short slide, does not
    slide; Red's pawn 25 to 28 does, to 31.  Yellow's pawn 55 to 58, Red's short slide,
    slides to 1; Red's 55 to 58 does not."""
    assert offered(f"r r=55,S,S,S {EMPTY} y=25,S,S,S g=S,S,S,S teams", Card.THREE) == {
        (FORWARD, "r1", f"b r=58,S,S,S {EMPTY} y=25,S,S,S g=S,S,S,S teams"),
        (FORWARD, "y1", f"b r=55,S,S,S {EMPTY} y=28,S,S,S g=S,S,S,S teams")}
    assert offered(f"r r=25,S,S,S {EMPTY} y=55,S,S,S g=S,S,S,S teams", Card.THREE) == {
        (FORWARD, "r1", f"b r=31,S,S,S {EMPTY} y=55,S,S,S g=S,S,S,S teams"),
        (FORWARD, "y1", f"b r=25,S,S,S {EMPTY} y=1,S,S,S g=S,S,S,S teams")}


def test_decision_6_a_team_eleven_with_only_swaps_on_offer_may_pass():
    """spec 3: "If no pawn can move forward 11, the player may decline the swap and pass";
    docs/rules.md Decision 6: "The 11 pass is offered only when a swap is on offer".  In
    the partnership game "no pawn" is no pawn of the team (spec 6): Red 55 and Yellow 25
    cannot go 11, so they swap with Green's 40, or pass and leave the board as it is.
    If Yellow's pawn can go 11, there is no pass."""
    board = "r=55,S,S,S b=S,S,S,S y=25,S,S,S g=40,S,S,S teams"
    assert offered(f"r {board}", Card.ELEVEN) == {
        (SWAP, "r1>g1", "b r=40,S,S,S b=S,S,S,S y=25,S,S,S g=55,S,S,S teams"),
        (SWAP, "y1>g1", "b r=55,S,S,S b=S,S,S,S y=40,S,S,S g=25,S,S,S teams"),
        (OptionKind.PASS, "", f"b {board}")}
    assert offered("r r=55,S,S,S b=S,S,S,S y=20,S,S,S g=40,S,S,S teams", Card.ELEVEN) == {
        (FORWARD, "y1", "b r=55,S,S,S b=S,S,S,S y=Z2,S,S,S g=40,S,S,S teams"),
        (SWAP, "r1>g1", "b r=40,S,S,S b=S,S,S,S y=20,S,S,S g=55,S,S,S teams"),
        (SWAP, "y1>g1", "b r=55,S,S,S b=S,S,S,S y=40,S,S,S g=20,S,S,S teams")}


def test_a5065_partnership_enters_either_partners_pawn_with_any_forward_card():
    """spec 5 a5065: "any card with a forward value ... may enter a pawn"; spec 6: "A 1 or
    2 may enter either partner's pawn".  Under a5065 a 5 enters Red's or Yellow's pawn
    (the lowest-numbered in START, Decision 3), or moves Red's pawn on 5."""
    a5 = "b=S,S,S y=S,S,S g=S,S,S rules=a5065 teams"
    assert offered(f"r r=5,S,S {a5}", Card.FIVE) == {
        (OptionKind.ENTER, "r2", f"b r=5,1,S {a5}"),
        (OptionKind.ENTER, "y1", "b r=5,S,S b=S,S,S y=31,S,S g=S,S,S rules=a5065 teams"),
        (FORWARD, "r1", f"b r=10,S,S {a5}")}


def test_a5065_partnership_sorry_with_no_start_pawn_in_the_team_is_forward_4():
    """spec 5 a5065: "SORRY! with no target becomes 'one pawn forward 4'"; docs/rules.md
    Decision 7: "a5065 SORRY! with no pawn in START also becomes forward 4".  In the
    partnership game the pawn in START may be either partner's (spec 6), and the forward 4
    may move either partner's pawn: with no pawn of the team in START, Blue's 20 is no
    target and Red 6, Red 9 or Yellow 40 goes 4 (Red 5 would land on Red 9).  With
    Yellow's pawn in START, the SORRY! takes Blue's 20."""
    assert offered("r r=5,6,9 b=20,S,S y=40,H,H g=S,S,S rules=a5065 teams", Card.SORRY) == {
        (FORWARD, "r2", "b r=5,10,9 b=20,S,S y=40,H,H g=S,S,S rules=a5065 teams"),
        (FORWARD, "r3", "b r=5,6,13 b=20,S,S y=40,H,H g=S,S,S rules=a5065 teams"),
        (FORWARD, "y1", "b r=5,6,9 b=20,S,S y=44,H,H g=S,S,S rules=a5065 teams")}
    assert offered("r r=5,6,9 b=20,S,S y=40,S,H g=S,S,S rules=a5065 teams", Card.SORRY) == {
        (SORRY, "y2>b1", "b r=5,6,9 b=S,S,S y=40,20,H g=S,S,S rules=a5065 teams")}


# --- spec 6: turn flow --------------------------------------------------------------------


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
