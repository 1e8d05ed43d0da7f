"""The bots: every level plays only legal options, seeds replay them, and the
normal bot keeps its priorities (rules section 3 for what each card allows)."""

from __future__ import annotations

import random

import pytest
from rigging import waiting_view

from sorry_audio.bots import CLOSE_MARGIN, LEVELS, Advice, advise, hint, make_bot
from sorry_audio.bots.evaluate import card_probabilities, evaluator_for
from sorry_audio.bots.hard import HardBot
from sorry_audio.bots.normal import NormalBot
from sorry_audio.core.board import HOME, START, Colour, default_seats
from sorry_audio.core.cards import CARDS, Card
from sorry_audio.core.errors import IllegalMoveError
from sorry_audio.core.game import Game, Phase, RandomPlayer, TurnView, play_game
from sorry_audio.core.position import parse_position
from sorry_audio.core.rules import A5065, CLASSIC


def _waiting(text: str, card: Card) -> TurnView:
    """A view of ``text`` with ``card`` drawn and waiting to be played."""
    return waiting_view(text, card)


def _result(view: TurnView, index: int) -> str:
    return str(view.options[index].result).split(" ", 1)[1]


def test_levels_and_factory():
    assert LEVELS == ("easy", "normal", "hard")
    for level in LEVELS:
        bot = make_bot(level, random.Random(1))
        assert callable(bot.choose)
    assert isinstance(make_bot(" Hard ", random.Random(1)), HardBot)
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("grandmaster", random.Random(1))


@pytest.mark.parametrize("rules,players", [(CLASSIC, 2), (CLASSIC, 3), (CLASSIC, 4),
                                           (A5065, 2), (A5065, 4)])
def test_every_level_chooses_a_legal_option_on_random_positions(rules, players):
    rng = random.Random(f"legal {rules.name} {players}")
    bots = {level: make_bot(level, random.Random(7)) for level in LEVELS}
    walker = RandomPlayer(rng)
    checked = 0
    for _ in range(2):
        game = Game(default_seats(players), rules, rng=random.Random(rng.random()),
                    record_events=False)
        view = game.view()
        while game.phase is not Phase.OVER and game.cards_drawn < 2000:
            game.draw()
            if game.phase is not Phase.CHOOSE:
                continue
            before = (view.position, view.card, view.option_count, view.discards)
            if view.option_count > 1 and rng.random() < 0.6 / players:
                for bot in bots.values():
                    choice = bot.choose(view)
                    assert isinstance(choice, int)
                    assert 0 <= choice < view.option_count
                    checked += 1
                # choosing reads the view only: the game is untouched
                assert (view.position, view.card, view.option_count, view.discards) == before
            game.choose(walker.choose(view))
    assert checked > 60


def _moves(level: str, seed: int) -> tuple[list[int], Colour | None]:
    """Play one game of a level against itself, noting every choice."""
    choices: list[int] = []

    class Recording:
        def __init__(self, bot):
            self.bot = bot

        def choose(self, view):
            choices.append(self.bot.choose(view))
            return choices[-1]

    seats = default_seats(2)
    game = Game(seats, rng=random.Random(99), record_events=False)
    players = {c: Recording(make_bot(level, random.Random(seed + int(c)))) for c in seats}
    return choices, play_game(game, players, max_draws=3000)


@pytest.mark.parametrize("level", LEVELS)
def test_a_seed_replays_the_same_choices(level):
    first = _moves(level, 5)
    assert first[1] is not None and len(first[0]) > 20
    assert _moves(level, 5) == first


def test_easy_bot_varies_with_its_seed():
    assert _moves("easy", 5)[0] != _moves("easy", 6)[0]


def test_bots_refuse_a_view_with_no_card_waiting():
    game = Game(default_seats(2), rng=random.Random(1))
    for level in LEVELS:
        with pytest.raises(IllegalMoveError, match="no card"):  # the core's family (rl100 5)
            make_bot(level, random.Random(1)).choose(game.view())
    with pytest.raises(IllegalMoveError, match="no card"):
        hint(game.view())


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_winning_option_is_taken(level):
    # red's last pawn is exactly 10 steps from home; the 10 could also back it up 1
    view = _waiting("r r=H,H,H,55 y=5,S,S,S", Card.TEN)
    assert len(view.options) == 2
    assert _result(view, make_bot(level, random.Random(1)).choose(view)).startswith(
        "r=H,H,H,H")


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_seven_split_is_weighed_like_any_option(level):
    # only a split (3 + 4) takes both pawns home and wins
    view = _waiting("r r=H,H,Z3,Z2 y=5,S,S,S", Card.SEVEN)
    choice = make_bot(level, random.Random(1)).choose(view)
    assert view.options[choice].kind.value == "split"
    assert _result(view, choice).startswith("r=H,H,H,H")


def test_normal_bumps_an_opponent_before_making_progress():
    # pawn 1 forward 5 lands on yellow's pawn at 25; pawn 2 forward 5 only runs
    view = _waiting("r r=20,40,S,S y=25,S,S,S", Card.FIVE)
    assert _result(view, NormalBot(random.Random(1)).choose(view)) == "r=25,40,S,S y=S,S,S,S"


def test_normal_leaves_start_before_making_progress():
    view = _waiting("r r=20,S,S,S y=50,S,S,S", Card.ONE)
    assert _result(view, NormalBot(random.Random(1)).choose(view)) == "r=20,1,S,S y=50,S,S,S"


def test_normal_enters_the_safety_zone_before_plain_progress():
    # pawn 1 (on 55, red turns in at 59) reaches Z4 with an 8; pawn 2 would just run
    view = _waiting("r r=55,20,S,S y=S,S,S,S", Card.EIGHT)
    assert _result(view, NormalBot(random.Random(1)).choose(view)) == "r=Z4,20,S,S y=S,S,S,S"


def test_normal_never_sweeps_its_own_pawn_off_a_slide_for_a_small_gain():
    # pawn 1 forward 3 from 10 lands on blue's triangle 13 and slides to 16,
    # sweeping red pawn 2 off 14; moving pawn 2 itself is the modest choice
    view = _waiting("r r=10,14,S,S b=S,S,S,S", Card.THREE)
    results = {_result(view, i) for i in range(len(view.options))}
    assert "r=16,S,S,S b=S,S,S,S" in results
    assert _result(view, NormalBot(random.Random(1)).choose(view)) == "r=10,17,S,S b=S,S,S,S"


def test_normal_avoids_landing_just_ahead_of_opponents():
    # a 5 from 30 to 35 stops just behind two yellow pawns (a backward 4 or 1 away);
    # the same 5 from 5 to 10 is out of everyone's reach
    view = _waiting("r r=30,5,S,S y=36,37,S,S", Card.FIVE)
    results = [_result(view, i) for i in range(len(view.options))]
    assert results == ["r=35,5,S,S y=36,37,S,S", "r=30,10,S,S y=36,37,S,S"]
    assert NormalBot(random.Random(1)).choose(view) == 1


def test_hard_uses_sorry_on_the_most_advanced_opponent():
    view = _waiting("r r=S,S,S,S y=33,20,S,S", Card.SORRY)
    # yellow starts on 31: its pawn on 20 is 49 squares along, the one on 33 only 2
    assert _result(view, HardBot(random.Random(1)).choose(view)) == "r=20,S,S,S y=33,S,S,S"


def test_hint_is_the_hard_bots_choice_and_stays_legal():
    view = _waiting("r r=10,30,44,S y=33,20,S,S", Card.SEVEN)
    assert len(view.options) > 10
    h = hint(view)
    assert 0 <= h < len(view.options)
    assert h == HardBot(random.Random(3)).choose(view)


def test_advice_says_when_another_option_came_within_a_hair():
    # Three 2s with no opponent on the board: the zone pawn, or either track pawn, all
    # about as good; a 5 for the pawn on 20 or for the one on 30 is not.
    close = _waiting("r r=Z2,55,H,47 y=S,S,S,S", Card.TWO)
    advice = advise(close)
    assert advice == Advice(hint(close), close=True)
    bot = HardBot(random.Random(0))
    bot.choose(close)
    best, second = sorted(bot.last_values.values(), reverse=True)[:2]
    assert best - second < CLOSE_MARGIN
    # which others: H at a table of bots says a bot's play among them is about as good
    assert advice.near and advice.index not in advice.near
    assert all(abs(bot.last_values[i] - best) < CLOSE_MARGIN for i in advice.near)
    clear = _waiting("r r=20,30,S,S y=S,S,S,S", Card.FIVE)
    assert advise(clear) == Advice(hint(clear), close=False)
    assert advise(clear).near == frozenset()
    bot.choose(clear)
    best, second = sorted(bot.last_values.values(), reverse=True)[:2]
    assert best - second >= CLOSE_MARGIN


def test_a_deeper_hard_search_still_plays_well_and_repeatably():
    """depth=2 (measured no stronger, so not the default) searches one more draw."""
    view = _waiting("r r=S,S,S,S y=33,20,S,S", Card.SORRY)
    deep = [HardBot(random.Random(seed), depth=2).choose(view) for seed in (1, 2)]
    assert deep[0] == deep[1]
    assert _result(view, deep[0]) == "r=20,S,S,S y=33,S,S,S"  # still takes the far pawn
    view = _waiting("r r=10,30,44,52 y=33,20,5,58", Card.SEVEN)
    bot = HardBot(random.Random(1), depth=2)
    assert 0 <= bot.choose(view) < len(view.options) and bot.last_searched > 0


def test_hard_search_keeps_to_its_work_budget():
    view = _waiting("r r=10,30,44,52 y=33,20,5,58", Card.SEVEN)
    wide = HardBot(random.Random(1))
    wide.choose(view)
    starved = HardBot(random.Random(1), work=50)
    choice = starved.choose(view)
    assert 0 <= choice < len(view.options)
    assert starved.last_searched < wide.last_searched


def test_card_probabilities_count_the_unseen_cards():
    unseen = dict.fromkeys(CARDS, 0)
    unseen[Card.ONE], unseen[Card.SORRY] = 3, 1
    prob = card_probabilities(unseen)
    one, sorry = 1 << CARDS.index(Card.ONE), 1 << CARDS.index(Card.SORRY)
    assert prob[one] == pytest.approx(0.75)
    assert prob[one | sorry] == pytest.approx(1.0)
    assert prob[0] == 0.0
    # an empty pile is reshuffled before the next draw: the whole deck may come
    assert card_probabilities(dict.fromkeys(CARDS, 0))[one] == pytest.approx(5 / 45)


def test_evaluation_prefers_progress_safety_and_home():
    ev = evaluator_for(CLASSIC)
    prob = card_probabilities({c: 4 for c in CARDS})
    seated = (int(Colour.RED), int(Colour.YELLOW))

    def red(text: str) -> float:
        return ev.relative(ev.scores(parse_position(text).locs, seated, prob), 0)

    assert red("r r=10,S,S,S y=S,S,S,S") > red("r r=S,S,S,S y=S,S,S,S")
    assert red("r r=Z2,S,S,S y=S,S,S,S") > red("r r=55,S,S,S y=S,S,S,S")
    # the same square, but with a yellow pawn 5 behind it
    assert red("r r=30,S,S,S y=25,S,S,S") < red("r r=30,S,S,S y=35,S,S,S") + 5
    pos = parse_position("r r=H,H,H,H y=S,S,S,S")
    assert ev.relative(ev.scores(pos.locs, seated, prob), 0) > 1000
    assert pos.locs[:4] == (HOME,) * 4 and pos.locs[8] == START


def test_the_raw_options_a_bot_reads_match_the_views_options_in_order():
    from sorry_audio.bots.base import situation

    for text, card in [("r r=10,30,44,S y=33,20,S,S", Card.SEVEN),
                       ("r r=10,30,S,S b=12,S,S,S y=33,20,S,S", Card.ELEVEN),
                       ("b r=10,30,S,S b=S,S,16,S y=33,20,S,S", Card.SORRY),
                       ("r r=S,S,H,Z2 y=5,S,S,S", Card.TWO)]:
        view = _waiting(text, card)
        s = situation(view)
        assert [result for _, result in s.options] == [o.result.locs for o in view.options]
        assert s.me == int(view.position.to_move) and s.card == card
        assert s.deck_size == 45
        # after a classic 2 the same player draws again
        assert (s.next_mover == s.me) == (card == Card.TWO)


def test_the_hard_bot_values_a_pawn_parked_for_a_4_only_where_the_4_does_not_slide_on():
    """Review aa27: under a5065 a 4 from just past the start square lands on the pawn's own
    triangle and slides on past its safety entry; the bonus for parking there was false."""
    from sorry_audio.core.board import start_square

    classic, a5065 = evaluator_for(CLASSIC), evaluator_for(A5065)
    red = start_square(Colour.RED)
    assert A5065.slide_end(Colour.RED, A5065.backward[Colour.RED][red + 1][4]) == red
    gap = a5065.w.back_bonus
    assert a5065.value[Colour.RED][red + 1] == pytest.approx(
        classic.value[Colour.RED][red + 1] - gap)
    for loc in (red, red + 2):  # there the 4 does not slide: the bonus stays
        assert a5065.value[Colour.RED][loc] == pytest.approx(classic.value[Colour.RED][loc])
