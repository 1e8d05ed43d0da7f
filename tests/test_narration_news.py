"""The news at a player's turn, worded without the app (review rl100 finding 2): what the
others did to the player's pawns, under its head."""

from __future__ import annotations

from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card
from sorry_audio.core.moves import legal_options, play_option
from sorry_audio.core.position import parse_position
from sorry_audio.narration import NarrationSettings, Narrator, Verbosity
from sorry_audio.narration.eventbrief import hits

R, B, Y = Colour.RED, Colour.BLUE, Colour.YELLOW
POS = parse_position("b r=10,S,S,S b=S,S,S,S y=S,S,S,S")
(SORRY,) = [o for o in legal_options(POS, Card.SORRY) if o.result.pawns(R)[0] != 10]
BUMPED = hits(play_option(POS, SORRY))


def test_alone_the_news_is_since_your_last_turn_or_since_the_game_began():
    w = Narrator({}, R, players=[R], bots=[B, Y])
    lines = w.news_lines(R, BUMPED, False, SORRY.result, played=True, alone=True)
    assert lines == ["Since your last turn:",
                     "Your pawn 1 on square 10 was bumped back to start by Blue."]
    assert w.news_lines(R, BUMPED, False, None, played=False, alone=True)[0] == (
        "Since the game began:")


def test_at_a_hot_seat_the_news_names_the_player_it_is_for():
    w = Narrator({R: "Ann", Y: "Mary"}, R, players=[R, Y], bots=[B])
    assert w.news_lines(R, BUMPED, False, None, played=True, alone=False)[0] == (
        "Ann, since your last turn:")
    assert w.news_lines(R, BUMPED, False, None, played=False, alone=False)[0] == (
        "Ann, since the game began:")


def test_no_hit_is_no_news():
    w = Narrator({}, R, players=[R], bots=[B, Y])
    assert w.news_lines(R, [], False, POS, played=True, alone=True) == []


def test_in_brief_one_line_of_news_goes_on_from_its_head():
    """Playtest qf120: "Since your last turn:" and one bump were two lines in brief."""
    w = Narrator({}, R, NarrationSettings(Verbosity.BRIEF), players=[R], bots=[B, Y])
    assert w.news_lines(R, BUMPED, False, SORRY.result, played=True, alone=True) == [
        "Since your last turn: your pawn 1 on square 10 was bumped back to start by Blue."]
    hot = Narrator({R: "Ann", Y: "Mary"}, R, NarrationSettings(Verbosity.BRIEF),
                   players=[R, Y], bots=[B])
    assert hot.news_lines(R, BUMPED, False, None, played=False, alone=False) == [
        "Ann, since the game began: your pawn 1 on square 10 was bumped back to start by "
        "Blue."]
    # a line led by a name keeps its capital
    assert w.run_on("Since your last turn:", "Blue swaps pawn 1 with your pawn 2.") == (
        "Since your last turn: Blue swaps pawn 1 with your pawn 2.")
    # any other word goes on in small letters (review rz125: "...: Sliding with ..."); a
    # name's possessive, and a name ending in s, keep theirs
    assert w.run_on("Since your last turn:", "Sliding with your pawn 1, Ann sweeps.") == (
        "Since your last turn: sliding with your pawn 1, Ann sweeps.")
    chris = Narrator({Y: "Chris"}, R, NarrationSettings(Verbosity.BRIEF))
    assert chris.run_on("Since:", "Chris's pawn 2 moved.") == "Since: Chris's pawn 2 moved."
    assert chris.run_on("Since:", "Chris bumps.") == "Since: Chris bumps."
    mary = Narrator({Y: "Mary Ann"}, R, NarrationSettings(Verbosity.BRIEF))  # (rz127)
    assert mary.run_on("Since:", "Mary Ann bumps your pawn 1.") == (
        "Since: Mary Ann bumps your pawn 1.")
