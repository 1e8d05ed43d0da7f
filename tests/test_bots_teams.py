"""The bots in the partnership game (spec 6): legal on random team games, the team
valued as one side (the partner's pawns are never bumped for nothing, only opponents
threaten), a team win, and the tournament's --teams."""

from __future__ import annotations

import random

import pytest
from rigging import waiting_view

from sorry_audio import cli
from sorry_audio.bots import LEVELS, advise, hint, make_bot
from sorry_audio.bots.evaluate import PROGRESS, Weights, card_probabilities, evaluator_for
from sorry_audio.bots.hard import HardBot
from sorry_audio.bots.normal import NormalBot
from sorry_audio.bots.tournament import (
    GameResult,
    Setup,
    report,
    run_games,
    seating,
    tally,
)
from sorry_audio.core.board import START, default_seats
from sorry_audio.core.cards import CARDS, Card
from sorry_audio.core.game import Game, Phase, RandomPlayer, TurnView
from sorry_audio.core.position import parse_position, partner
from sorry_audio.core.rules import A5065, CLASSIC

# Red and yellow against blue and green: "r=... b=... y=... g=..." then "teams"
NOBODY = "b=S,S,S,S"


def _waiting(text: str, card: Card) -> TurnView:
    """A view of ``text`` with ``card`` drawn and waiting to be played."""
    assert parse_position(text).teams
    return waiting_view(text, card)


def _result(view: TurnView, index: int) -> str:
    """The board an option leads to, without the colour to move and the word teams."""
    return str(view.options[index].result).split(" ", 1)[1].removesuffix(" teams")


def _effects(before: tuple[int, ...], after: tuple[int, ...], me: int,
             p: int) -> tuple[int, int, int]:
    """(team pawns sent to START, opponent pawns sent to START, the team's other progress)."""
    team = (me, int(partner(me)))
    team_bumps = bumps = gain = 0
    for j, (old, new) in enumerate(zip(before, after, strict=True)):
        c = j // p
        if old == new:
            continue
        if new == START:
            if c in team:
                team_bumps += 1
            else:
                bumps += 1
        elif c in team:
            gain += PROGRESS[c][new] - PROGRESS[c][old]
    return team_bumps, bumps, gain


@pytest.mark.parametrize("rules,games", [(CLASSIC, 3), (A5065, 1)])
def test_every_level_and_the_hint_choose_a_legal_option_in_team_games(rules, games):
    rng = random.Random(f"team legal {rules.name}")
    bots = {level: make_bot(level, random.Random(3)) for level in LEVELS}
    walker = RandomPlayer(rng)
    checked = partner_moves = 0
    for _ in range(games):
        game = Game(default_seats(4), rules, rng=random.Random(rng.random()),
                    record_events=False, teams=True)
        view = game.view()
        while game.phase is not Phase.OVER and game.cards_drawn < 3000:
            game.draw()
            if game.phase is not Phase.CHOOSE:
                continue
            before = (view.position, view.card, view.option_count, view.discards)
            if view.option_count > 1 and rng.random() < 0.3:
                choices = [bot.choose(view) for bot in bots.values()]
                choices.append(hint(view))
                choices.append(advise(view).index)
                for choice in choices:
                    assert isinstance(choice, int) and 0 <= choice < view.option_count
                    checked += 1
                    mover = view.position.to_move
                    if any(part.colour == partner(mover) for part in
                           view.options[choice].parts):
                        partner_moves += 1
                # choosing reads the view only: the game is untouched
                assert (view.position, view.card, view.option_count, view.discards) == before
            game.choose(walker.choose(view))
        assert game.phase is Phase.OVER and len(game.winners) == 2
    assert checked > 150
    assert partner_moves > 20  # the bots do move their partner's pawns


def test_normal_moves_the_partners_pawn_rather_than_bump_it():
    # red's pawn on 35 forward 5 would land on yellow's pawn on 40; moving yellow's
    # pawn 5 gains as much and bumps nobody
    view = _waiting(f"r r=35,S,S,S {NOBODY} y=40,S,S,S g=S,S,S,S teams", Card.FIVE)
    results = [_result(view, i) for i in range(len(view.options))]
    assert results == ["r=40,S,S,S b=S,S,S,S y=S,S,S,S g=S,S,S,S",
                       "r=35,S,S,S b=S,S,S,S y=45,S,S,S g=S,S,S,S"]
    assert NormalBot(random.Random(1)).choose(view) == 1


def test_normal_bumps_an_opponent_with_either_partners_pawn():
    # only yellow's pawn on 40 reaches green's pawn on 45 with a 5
    view = _waiting("r r=10,S,S,S b=S,S,S,S y=40,S,S,S g=45,S,S,S teams", Card.FIVE)
    choice = NormalBot(random.Random(1)).choose(view)
    assert _result(view, choice) == "r=10,S,S,S b=S,S,S,S y=45,S,S,S g=S,S,S,S"
    assert view.options[choice].parts[0].colour == partner(view.position.to_move)


def test_normal_counts_the_partners_pawn_leaving_start_and_reaching_safety():
    # a 1 may enter red's pawn or yellow's, or move a track pawn 1: entering comes first
    view = _waiting("r r=10,H,H,H b=S,S,S,S y=S,H,H,H g=S,S,S,S teams", Card.ONE)
    assert _result(view, NormalBot(random.Random(1)).choose(view)).endswith(
        "y=31,H,H,H g=S,S,S,S")
    # yellow's pawn on 25 is 10 from home: an 8 takes it into yellow's safety zone
    view = _waiting("r r=10,S,S,S b=S,S,S,S y=25,S,S,S g=S,S,S,S teams", Card.EIGHT)
    assert _result(view, NormalBot(random.Random(1)).choose(view)) == \
        "r=10,S,S,S b=S,S,S,S y=Z4,S,S,S g=S,S,S,S"


def test_normal_never_bumps_its_partner_when_a_move_as_good_bumps_nobody_of_the_team():
    """On random team games (half the moves the normal bot's, half random): whenever it
    sends a pawn of its own team to START, no option bumping none of the team bumps as
    many opponents and gains the team as many steps."""
    normal_bumps = forced = 0
    for rules in (CLASSIC, A5065):
        for g in range(40):
            rng = random.Random(f"partner bump {g}")
            game = Game(default_seats(4), rules, rng=random.Random(g), record_events=False,
                        teams=True)
            bot = NormalBot(random.Random(g))
            walker = RandomPlayer(rng)
            view = game.view()
            p = rules.pawns
            while game.phase is not Phase.OVER and game.cards_drawn < 3000:
                game.draw()
                if game.phase is not Phase.CHOOSE:
                    continue
                me, before = int(game.to_move), game.position.locs
                choice = bot.choose(view)
                mine = _effects(before, view.raw_options[choice][1], me, p)
                if mine[0]:
                    normal_bumps += 1
                    others = [_effects(before, r, me, p) for _, r in view.raw_options]
                    assert not [o for o in others if o[0] == 0 and o[1] >= mine[1]
                                and o[2] >= mine[2]], (str(game.position), game.card)
                    forced += all(o[0] for o in others)
                game.choose(choice if rng.random() < 0.5 else walker.choose(view))
    # the situation does come up, and nearly always because every option bumps the team
    # (a SORRY! with no opponent on the track must take the partner's pawn)
    assert normal_bumps > 20 and forced >= normal_bumps - 5


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_team_wins_only_with_all_eight_pawns_home(level):
    # red's last pawn 10 from home, yellow's last one 10 from home (yellow 25)
    view = _waiting("r r=H,H,H,55 b=5,S,S,S y=H,H,H,25 g=S,S,S,S teams", Card.TEN)
    bot = make_bot(level, random.Random(1))
    choice = bot.choose(view)
    assert 0 <= choice < len(view.options)
    # with every other pawn of the team home, either pawn's 10 is not yet a win: the
    # bots see a 10 home for the partner's pawn as good as one for their own
    assert _result(view, choice) in ("r=H,H,H,H b=5,S,S,S y=H,H,H,25 g=S,S,S,S",
                                     "r=H,H,H,55 b=5,S,S,S y=H,H,H,H g=S,S,S,S")
    # all red's pawns home: moving yellow's last pawn home wins for the team
    view = _waiting("r r=H,H,H,H b=5,S,S,S y=H,H,H,25 g=S,S,S,S teams", Card.TEN)
    assert _result(view, bot.choose(view)) == "r=H,H,H,H b=5,S,S,S y=H,H,H,H g=S,S,S,S"


def test_the_team_evaluation_counts_threats_from_opponents_only():
    prob = card_probabilities({c: 4 for c in CARDS})
    seated = (0, 1, 2, 3)
    weighed, blind = evaluator_for(CLASSIC), evaluator_for(CLASSIC, Weights(hit_weight=0.0))

    def threat(text: str) -> float:
        """What threats cost red's team: its worth without them less its worth with them."""
        locs = parse_position(text).locs
        return blind.team_scores(locs, seated, prob)[0] - weighed.team_scores(locs, seated, prob)[0]

    # blue and green have no pawn on the track nor in START: only the pawn 5 behind red's
    # pawn on 50 could threaten it, and yellow's (the partner's) does not
    zones = "b=Z1,Z2,Z3,Z4 y=45,S,S,S g=Z1,Z2,Z3,Z4"
    assert threat(f"r r=50,S,S,S {zones} teams") == 0.0
    # blue's pawn there (which blue or green may move) does
    assert threat("r r=50,S,S,S b=45,Z2,Z3,Z4 y=S,S,S,S g=Z1,Z2,Z3,Z4 teams") > 5
    # the free-for-all evaluation counts yellow's pawn as a threat
    locs = parse_position(f"r r=50,S,S,S {zones}").locs
    assert blind.scores(locs, seated, prob)[0] - weighed.scores(locs, seated, prob)[0] > 5
    # partners share one score; each side's lead is the other's loss
    scores = weighed.team_scores(parse_position(
        "r r=30,S,S,S b=25,S,S,S y=12,S,S,S g=S,S,S,S teams").locs, seated, prob)
    assert scores[0] == scores[2] and scores[1] == scores[3]
    assert weighed.team_relative(scores, 0) == -weighed.team_relative(scores, 1)
    assert weighed.team_relative(scores, 2) == weighed.team_relative(scores, 0)


def test_hard_sorry_takes_the_opponents_most_advanced_pawn():
    # blue starts on 16: its pawn on 14 is 58 squares along, green's on 50 only 4
    view = _waiting("r r=S,S,S,S b=14,S,S,S y=H,H,H,H g=50,S,S,S teams", Card.SORRY)
    choice = HardBot(random.Random(1)).choose(view)
    assert _result(view, choice) == "r=14,S,S,S b=S,S,S,S y=H,H,H,H g=50,S,S,S"


def test_hard_takes_the_partners_pawn_out_of_danger():
    # yellow's pawn on 28, far along, sits just ahead of green's on 27 and blue's on 24;
    # red's own pawn on 10 is safe: the 5 takes yellow's pawn into its safety zone
    view = _waiting("r r=10,S,S,S b=24,S,S,S y=28,S,S,S g=27,S,S,S teams", Card.FIVE)
    choice = HardBot(random.Random(1)).choose(view)
    assert _result(view, choice) == "r=10,S,S,S b=24,S,S,S y=Z4,S,S,S g=27,S,S,S"
    assert view.options[choice].parts[0].colour == partner(view.position.to_move)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_seed_replays_a_team_game(level):
    def play() -> list[int]:
        game = Game(default_seats(4), rng=random.Random(5), record_events=False, teams=True)
        bots = {c: make_bot(level, random.Random(int(c))) for c in game.seated}
        view, choices = game.view(), []
        while game.phase is not Phase.OVER and game.cards_drawn < 3000:
            game.draw()
            if game.phase is Phase.CHOOSE:
                choices.append(bots[game.to_move].choose(view))
                game.choose(choices[-1])
        assert game.phase is Phase.OVER
        return choices

    first = play()
    assert len(first) > 40 and play() == first


def test_partners_stay_partners_as_the_seats_rotate():
    setup = Setup(("hard", "easy", "normal", "easy"), seed=1, teams=True)
    for game in range(8):
        colour_of = {slot: colour for colour, slot in seating(setup, game).items()}
        assert partner(colour_of[0]) == colour_of[2]
        assert partner(colour_of[1]) == colour_of[3]


def test_a_team_win_counts_for_both_partners_names_once_each():
    setup = Setup(("hard", "easy", "hard", "normal"), seed=0, teams=True)
    times = ((0.001,), (0.002,), (0.001,), (0.003,))
    results = [GameResult(0, 0, times, 90, partner=2), GameResult(1, 3, times, 90, partner=1),
               GameResult(2, 2, times, 90, partner=0), GameResult(3, None, times, 5000)]
    stats = tally(setup, results)
    assert {name: s.wins for name, s in stats.items()} == {"hard": 2, "easy": 1, "normal": 1}
    text, data = report(setup, results)
    lines = text.splitlines()
    assert lines[:4] == [
        "4 games, 4 players, seats: hard, easy, hard, normal, seed 0, partnership game",
        # said before the names' results, so a shared win is not heard as strength
        "A team's win counts as a win for both partners' names, once for a name both "
        "partners share.",
        # the figure a partnership tournament is for (playtest m13)
        "First team, seats 1 and 3 (hard and hard): 2 of 4, 50.0% (95% interval 15.0% to "
        "85.0%).",
        "Second team, seats 2 and 4 (easy and normal): 1 of 4, 25.0% (95% interval 4.6% to "
        "69.9%)."]
    assert lines[4].startswith("hard (2 seats): 2 wins of 4, 50.0% ")
    assert lines[4].endswith("; a fair share is 50%.")
    assert lines[-2] == "1 of the games reached 5000 cards without a winner."
    assert data["bots"]["hard"]["wins"] == 2 and data["bots"]["normal"]["win_rate"] == 0.25


def test_a_name_on_both_teams_is_said_to_win_every_finished_game():
    setup = Setup(("hard", "easy", "easy", "easy"), seed=0, teams=True)
    times = ((0.001,),) * 4
    results = [GameResult(0, 0, times, 90, partner=2), GameResult(1, 1, times, 90, partner=3),
               GameResult(2, None, times, 5000)]
    assert {name: s.wins for name, s in tally(setup, results).items()} == {"hard": 1, "easy": 2}
    lines = report(setup, results)[0].splitlines()
    at = lines.index("easy (3 seats): 2 wins of 3, 66.7% (95% interval 20.8% to 93.9%).")
    assert lines[at + 1] == "  It sits on both teams, so it wins every finished game."


def test_hard_partners_beat_easy_partners_by_a_wide_margin():
    """Seeded; 40 of 40 in the first 40 games of seed 1, 99% or so over 400."""
    setup = Setup(("hard", "easy", "hard", "easy"), seed=11, teams=True)
    results = run_games(setup, 12, jobs=2)
    assert all(len(r.winners) == 2 for r in results)
    stats = tally(setup, results)
    assert stats["hard"].wins >= 11 and stats["hard"].wins + stats["easy"].wins == 12


def _run(capsys, *argv):
    status = cli.main(["tournament", *argv])
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("argv", [["--bots", "hard,easy"], ["--bots", "hard,easy,normal"],
                                  ["--bots", "hard,easy", "--players", "3"]])
def test_command_refuses_teams_without_four_players(capsys, argv):
    status, out, err = _run(capsys, *argv, "--teams", "--games", "4")
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and "--teams needs 4 players" in err
    assert "Traceback" not in err


def test_command_plays_the_partnership_game(capsys):
    import json

    status, out, err = _run(capsys, "--bots", "normal,easy", "--players", "4", "--teams",
                            "--games", "4", "--seed", "2")
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert lines[0].endswith(", seed 2, partnership game")
    assert lines[1].startswith("A team's win counts as a win for both partners' names")
    assert lines[2].startswith("First team, seats 1 and 3 (normal and easy): ")
    assert lines[3].startswith("Second team, seats 2 and 4 (easy and easy): ")
    status, out, _ = _run(capsys, "--bots", "normal,easy", "--players", "4", "--teams",
                          "--games", "4", "--seed", "2", "--json")
    data = json.loads(out)
    assert status == 0 and set(data) == {"games", "bots", "setup"} and set(data["bots"]) == {
        "normal", "easy"}
    # normal partners easy (seats 1 and 3) against two easy bots: every game is won by a
    # team with an easy bot in it, and by normal's team when normal wins
    assert data["bots"]["easy"]["wins"] == 4
    assert 0 <= data["bots"]["normal"]["wins"] <= 4
