"""Turn flow (spec 4): drawing, forfeits, the 2's extra draw, reshuffles, turn order, the win.

Games here get a stacked deck so each scenario is exact: ``stacked`` replaces
the shuffled pile with the cards given, top card first.
"""

from __future__ import annotations

import random

import pytest

from sorry_audio.core.board import HOME, Colour
from sorry_audio.core.cards import CARDS, Card, Deck, parse_card
from sorry_audio.core.errors import IllegalMoveError
from sorry_audio.core.events import (
    CardDrawn,
    CardForfeited,
    DeckReshuffled,
    Direction,
    Event,
    ExtraDraw,
    ForfeitReason,
    GameWon,
    HomeReached,
    PawnEntered,
    PawnMoved,
    TurnPassed,
)
from sorry_audio.core.game import Game, Phase, RandomPlayer, TurnView, play_game
from sorry_audio.core.moves import OptionKind, legal_options
from sorry_audio.core.position import format_position, parse_position
from sorry_audio.core.rules import A5065, CLASSIC

R, B, Y, G = Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.GREEN
Z5 = 65


def stacked(position: str, cards: list[str]) -> Game:
    """A game from ``position`` whose draw pile is ``cards``, top card first."""
    pos = parse_position(position)
    game = Game(pos.seated, pos.rules, seed=0, position=pos)
    game.deck = Deck(game.rng, cards=[parse_card(c) for c in reversed(cards)])
    return game


def test_forfeit_no_legal_move_then_turn_passes():
    """spec 3 must move: with no option the card is forfeited; spec 4: play passes on."""
    game = stacked("r r=S,S,S,S b=S,S,S,S", ["5"])
    assert game.phase is Phase.DRAW and game.to_move is R
    assert game.draw() == [
        CardDrawn(R, Card.FIVE, 0),
        CardForfeited(R, Card.FIVE, ForfeitReason.NO_LEGAL_MOVE),
        TurnPassed(R, B),
    ]
    assert game.phase is Phase.DRAW and game.to_move is B and game.card is None
    assert format_position(game.position) == "b r=S,S,S,S b=S,S,S,S"


@pytest.mark.parametrize(("position", "reason"), [
    ("r r=2,3,4,5 b=20,S,S,S", ForfeitReason.NO_PAWN_IN_START),
    ("r r=S,S,S,S b=Z1,H,S,S", ForfeitReason.NO_TARGET),
])
def test_sorry_forfeit_says_why(position, reason):
    """spec 3 SORRY!: no pawn in START, or no target: forfeited, with the reason."""
    game = stacked(position, ["sorry"])
    assert game.draw()[1:] == [CardForfeited(R, Card.SORRY, reason), TurnPassed(R, B)]


@pytest.mark.parametrize(("position", "reason"), [
    ("r r=S,Z3,H b=S,S,S rules=a5065", ForfeitReason.NO_TARGET_NOR_FALLBACK),
    ("r r=Z3,Z4,H b=20,S,S rules=a5065", ForfeitReason.NO_START_NOR_FALLBACK),
])
def test_a5065_sorry_forfeit_when_forward_4_is_impossible_too(position, reason):
    """spec 5 a5065: SORRY! that cannot take anyone is forward 4; if that is impossible too,
    forfeited, and the reason says what stopped the taking and that forward 4 failed too."""
    game = stacked(position, ["sorry"])
    assert game.draw() == [CardDrawn(R, Card.SORRY, 0), CardForfeited(R, Card.SORRY, reason),
                           TurnPassed(R, B)]


def test_two_gives_an_extra_draw_classic():
    """spec 3 card 2 and spec 4: after a 2 the same player draws again."""
    game = stacked("r r=S,S,S,S b=S,S,S,S", ["2", "5"])
    assert game.draw() == [CardDrawn(R, Card.TWO, 1)]
    assert game.phase is Phase.CHOOSE
    assert [o.kind for o in game.options] == [OptionKind.ENTER]
    assert not game.drawing_again  # the 2 is held, not yet played
    assert game.choose(0) == [PawnEntered(R, 1, 1), ExtraDraw(R)]
    assert game.to_move is R and game.phase is Phase.DRAW and game.drawing_again
    assert game.draw() == [CardDrawn(R, Card.FIVE, 0)]
    assert not game.drawing_again
    assert game.choose(0) == [PawnMoved(R, 1, 1, 6, Direction.FORWARD, 5, (2, 3, 4, 5), ()),
                              TurnPassed(R, B)]
    assert format_position(game.position) == "b r=6,S,S,S b=S,S,S,S"


def test_forfeited_two_still_draws_again():
    """spec 3 card 2: the same player draws again whether or not they could move."""
    game = stacked("r r=Z5,H,H,H b=S,S,S,S", ["2"])
    assert game.draw() == [CardDrawn(R, Card.TWO, 0),
                           CardForfeited(R, Card.TWO, ForfeitReason.NO_LEGAL_MOVE),
                           ExtraDraw(R)]
    assert game.to_move is R and game.drawing_again


def test_every_two_in_a_row_draws_again():
    """spec 4: "again after each 2": a 2 drawn on the extra draw gives another draw, and
    so does a second 2 that is forfeited (review ae31: only whole-game tests pinned it)."""
    game = stacked("r r=S,S,S,S b=S,S,S,S", ["2", "2", "3"])
    game.draw()
    assert game.choose(0) == [PawnEntered(R, 1, 1), ExtraDraw(R)]
    assert game.draw() == [CardDrawn(R, Card.TWO, 1)]
    assert [o.kind for o in game.options] == [OptionKind.FORWARD]  # its own pawn blocks entry
    assert game.choose(0)[-1] == ExtraDraw(R)
    assert game.to_move is R and game.drawing_again
    game.draw()
    assert game.choose(0)[-1] == TurnPassed(R, B)
    assert format_position(game.position) == "b r=6,S,S,S b=S,S,S,S"
    stuck = stacked("r r=H,H,H,Z5 b=S,S,S,S", ["2", "2", "1"])
    for _ in range(2):
        assert stuck.draw()[1:] == [CardForfeited(R, Card.TWO, ForfeitReason.NO_LEGAL_MOVE),
                                    ExtraDraw(R)]
    stuck.draw()
    stuck.choose(0)
    assert stuck.winner is R


def test_a5065_two_gives_no_extra_draw():
    """spec 5 a5065: a 2 gives no extra draw."""
    game = stacked("r r=S,S,S b=S,S,S rules=a5065", ["2"])
    game.draw()
    assert game.choose(0) == [PawnEntered(R, 1, 1), TurnPassed(R, B)]
    assert game.to_move is B and not game.drawing_again


def test_reshuffle_when_the_pile_is_empty():
    """spec 4: when the draw pile is empty the discards are shuffled into a new pile."""
    game = stacked("r r=S,S,S,S b=S,S,S,S", ["5"])
    game.deck.discards = [Card.THREE, Card.EIGHT]
    game.draw()
    events = game.draw()
    card = game.deck.discards[-1]
    assert card in (Card.THREE, Card.EIGHT, Card.FIVE)  # none of them enters: forfeited
    assert events == [DeckReshuffled(3), CardDrawn(B, card, 2),
                      CardForfeited(B, card, ForfeitReason.NO_LEGAL_MOVE), TurnPassed(B, R)]
    assert sorted(game.deck.pile + game.deck.discards) == sorted(
        [Card.THREE, Card.EIGHT, Card.FIVE])


def test_eleven_pass_is_a_forfeit_by_choice():
    """spec 3, 11 swap: the player may decline the swap and pass."""
    game = stacked("b r=40,S,S,S b=10,S,S,S", ["11"])
    game.draw()
    kinds = [o.kind for o in game.options]
    assert kinds == [OptionKind.SWAP, OptionKind.PASS]
    assert game.choose(1) == [CardForfeited(B, Card.ELEVEN, ForfeitReason.PASSED),
                              TurnPassed(B, R)]
    assert format_position(game.position) == "r r=40,S,S,S b=10,S,S,S"


def test_win_ends_the_game():
    """spec 4: the first player with all pawns HOME wins; the game ends there."""
    game = stacked("r r=Z5,H,H,H b=S,S,S,S", ["1"])
    game.draw()
    assert game.choose(0) == [
        PawnMoved(R, 1, Z5, HOME, Direction.FORWARD, 1, (), ()),
        HomeReached(R, 1, 4),
        GameWon(R, 1),
    ]
    assert game.phase is Phase.OVER and game.winner is R
    assert game.position.winner() is R
    with pytest.raises(IllegalMoveError):
        game.draw()
    with pytest.raises(IllegalMoveError):
        game.choose(0)


def test_win_with_a_two_draws_no_more():
    """spec 4: the game ends at the win, even on a 2."""
    game = stacked("g r=S,S,S,S g=Z4,H,H,H", ["2", "1"])
    game.draw()
    events = game.choose(0)
    assert events[-1] == GameWon(G, 1)
    assert not any(isinstance(e, (ExtraDraw, TurnPassed)) for e in events)
    assert game.phase is Phase.OVER


def test_turn_order_is_clockwise_among_seated_colours():
    """spec 4: play passes clockwise (red, blue, yellow, green among the seated)."""
    game = Game([G, R, Y], seed=1)
    game.deck = Deck(game.rng, cards=[Card.FIVE] * 7)
    passes = []
    for _ in range(7):
        passes.extend((e.player, e.next_player) for e in game.draw()
                      if isinstance(e, TurnPassed))
    assert passes == [(R, Y), (Y, G), (G, R), (R, Y), (Y, G), (G, R), (R, Y)]


def test_bad_requests_raise_and_change_nothing():
    """Bad input gets a clear error and changes nothing (common rules)."""
    game = stacked("r r=S,S,S,S b=S,S,S,S", ["1", "1"])
    with pytest.raises(IllegalMoveError):
        game.choose(0)  # no card drawn yet
    game.draw()
    before = (game.phase, game.card, [format_position(o.result) for o in game.options])
    for bad in (-1, 1, 99):
        with pytest.raises(IllegalMoveError, match="no option"):
            game.choose(bad)
    with pytest.raises(IllegalMoveError):
        game.draw()  # a card is waiting
    assert (game.phase, game.card, [format_position(o.result) for o in game.options]) == before


def test_game_options_match_legal_options():
    """The game offers exactly legal_options for its position and card."""
    game = Game([R, B, Y, G], seed=5)
    player = RandomPlayer(random.Random(5))
    for _ in range(300):
        if game.phase is Phase.OVER:
            break
        game.draw()
        if game.phase is Phase.CHOOSE:
            want = legal_options(game.position, game.card)
            assert [format_position(o.result) for o in game.options] == [
                format_position(o.result) for o in want]
            assert game.option_count == len(want)
            game.choose(player.choose(game.view()))


def test_view_shows_card_options_discards_and_unseen():
    game = stacked("r r=S,S,S,S b=S,S,S,S", ["1", "3", "sorry"])
    view = game.view()
    assert isinstance(view, TurnView)
    game.draw()
    assert view.card is Card.ONE and view.discards == (Card.ONE,)
    assert view.cards_drawn == 1 and view.option_count == 1
    assert view.unseen[Card.THREE] == 1 and view.unseen[Card.SORRY] == 1
    assert sum(view.unseen.values()) == 2
    assert view.position == game.position


def record_game(seed: int, seats, rules=CLASSIC, **kw) -> tuple[list[Event], Colour | None]:
    game = Game(seats, rules, seed=seed, **kw)
    log: list[Event] = []
    winner = play_game(game, dict.fromkeys(seats, RandomPlayer(random.Random(seed))),
                       on_events=log.extend)
    return log, winner


def test_replay_from_a_seed_gives_the_same_game():
    """Randomness only from a seeded generator: the same seed replays the same game."""
    a = record_game(11, (R, B, Y, G))
    b = record_game(11, (R, B, Y, G))
    assert a == b
    assert a[0] != record_game(12, (R, B, Y, G))[0]


@pytest.mark.parametrize(("rules", "deck"), [(CLASSIC, 45), (A5065, 44)])
def test_full_game_events_are_well_formed(rules, deck):
    """A whole game: one draw per CardDrawn, reshuffles every pile, a single GameWon last."""
    log, winner = record_game(3, (R, Y), rules, deck_size=deck)
    assert winner in (R, Y)
    assert log[-1] == GameWon(winner, sum(isinstance(e, CardDrawn) for e in log))
    assert sum(isinstance(e, GameWon) for e in log) == 1
    draws = 0
    for i, e in enumerate(log):
        if isinstance(e, DeckReshuffled):
            assert e.cards == deck and draws % deck == 0 and draws > 0
            assert isinstance(log[i + 1], CardDrawn)
        if isinstance(e, CardDrawn):
            draws += 1
            assert e.cards_left == (deck - draws % deck) % deck
    reshuffles = sum(isinstance(e, DeckReshuffled) for e in log)
    assert reshuffles == (draws - 1) // deck


def test_faster_setup_and_first_player():
    """spec 4: faster setup; in a series the winner of one game goes first."""
    game = Game([R, B], faster_setup=True, first=B, seed=0)
    assert format_position(game.position) == "b r=1,S,S,S b=16,S,S,S"
    assert len(Game([R, B], deck_size=44, seed=0).deck.pile) == 44
    assert len(Game([R, B], seed=0).deck.pile) == 45


class FirstOption:
    """A stand-in for a human: a callback that always takes option 1."""

    def __init__(self) -> None:
        self.turns = 0

    def choose(self, view: TurnView) -> int:
        self.turns += 1
        assert view.option_count >= 1 and view.card is not None
        return 0


def test_play_game_drives_any_mix_of_players():
    """Turn flow with a human-like callback for one colour and a bot for the other."""
    human = FirstOption()
    game = Game([R, G], seed=8)
    winner = play_game(game, {R: human, G: RandomPlayer(random.Random(8))})
    assert winner is game.winner and winner in (R, G)
    assert human.turns > 0
    assert game.position.pawns(winner) == (HOME,) * 4


def test_split_seven_can_win():
    """spec 4: the win is detected whatever card completes it."""
    game = stacked("y y=Z3,Z2,H,H g=S,S,S,S", ["7"])
    game.draw()
    assert game.option_count == 1
    events = game.choose(0)
    assert events[-1] == GameWon(Y, 1)
    assert sum(isinstance(e, HomeReached) for e in events) == 2
    assert game.winner is Y and game.phase is Phase.OVER


def test_snapshot_is_independent_of_the_game():
    """A snapshot plays on without changing the game, and replays what the game will do."""
    game = Game((Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.GREEN), seed=11)
    for _ in range(30):
        game.draw()
        if game.phase is Phase.CHOOSE:
            game.choose(0)
    before = (game.position, list(game.deck.pile), list(game.deck.discards), game.cards_drawn)
    twin = game.snapshot()
    twin_events = []
    for _ in range(40):
        twin_events += twin.draw()
        if twin.phase is Phase.CHOOSE:
            twin_events += twin.choose(0)
    assert (game.position, game.deck.pile, game.deck.discards, game.cards_drawn) == before
    game_events = []
    for _ in range(40):
        game_events += game.draw()
        if game.phase is Phase.CHOOSE:
            game_events += game.choose(0)
    assert game_events == twin_events


def test_the_rules_say_which_card_draws_again():
    """One table, read by the game, next_to_move, the bots and the card help alike."""
    from sorry_audio.core.rules import A5065, CLASSIC

    assert [c for c in CARDS if CLASSIC.again[c]] == [Card.TWO]
    assert not any(A5065.again[c] for c in CARDS)
