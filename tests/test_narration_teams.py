"""The partnership game in words: options, events and views name the partner's pawns.

Each test builds a position with `` teams`` (spec 6) and asserts the exact words; the
wording is the one teams_contract.md fixes for every part of the game.
"""

from __future__ import annotations

import random

from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card
from sorry_audio.core.events import (
    BumpCause,
    CardDrawn,
    CardForfeited,
    Direction,
    ForfeitReason,
    GameWon,
    HomeReached,
    PawnBumped,
    PawnEntered,
    PawnMoved,
    PawnsSwapped,
    SorryPlayed,
    TurnPassed,
)
from sorry_audio.core.game import Game, Phase
from sorry_audio.core.moves import OptionKind, legal_options, play_option
from sorry_audio.core.position import parse_position, partner
from sorry_audio.narration import NarrationSettings, Narrator, Verbosity

R, B, Y, G = Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.GREEN
EMPTY = "b=S,S,S,S"


def labels(text: str, card: Card, **kw) -> list[str]:
    pos = parse_position(text)
    n = Narrator({}, pos.to_move, NarrationSettings(**kw))
    return [n.option_label(pos, o, i) for i, o in enumerate(legal_options(pos, card), 1)]


# --- options ------------------------------------------------------------------------------

def test_words_name_a_pawn_and_a_team_relative_to_a_player():
    n = Narrator({}, R)
    assert n.team_pawn(Y, 2, R) == "Yellow pawn 2"
    assert n.team_pawn(R, 2, R) == "pawn 2"
    assert n.team_pawn(R, 1, Y) == "your pawn 1"
    assert Narrator({Y: "Ann"}, R).team_pawn(Y, 2, R) == "Ann's pawn 2"
    assert n.team(Y) == n.team(R) == "you and Yellow"
    assert n.team(B) == "Blue and Green"
    # a team is always said the same way, in seating order (playtest b2)
    assert Narrator({}, None).team(Y) == "Red and Yellow"


def test_a_part_moving_the_partners_pawn_names_it():
    pos = f"r r=10,S,S,S {EMPTY} y=15,S,S,S g=S,S,S,S teams"
    assert labels(pos, Card.FIVE) == [
        "1: pawn 1 forward 5 to square 15, warning: bumps your partner's pawn, Yellow pawn 1, "
        "which has 20 steps to go",
        "2: Yellow pawn 1 forward 5 to square 20"]
    sevens = labels(pos, Card.SEVEN)
    assert sevens[1] == "2: Yellow pawn 1 forward 7 to square 22"
    assert "4: split 7: pawn 1 forward 2 to square 12; then Yellow pawn 1 forward 5 to " \
           "square 20" in sevens
    assert "7: split 7: Yellow pawn 1 forward 2 to square 17; then pawn 1 forward 5 to " \
           "square 15" in sevens
    # the partner's pawn bumped by the player's own, in the second half of a split
    assert sevens[8] == ("9: split 7: Yellow pawn 1 forward 1 to square 16; then pawn 1 "
                         "forward 6 to square 16, warning: bumps your partner's pawn, "
                         "Yellow pawn 1, which has 19 steps to go")


def test_entering_either_pawn_sorry_from_either_start_and_swaps():
    both = f"r r=S,S,S,S {EMPTY} y=S,S,S,S g=S,S,S,S teams"
    assert labels(both, Card.ONE) == ["1: pawn 1 out of start onto square 1",
                                      "2: Yellow pawn 1 out of start onto square 31"]
    assert labels("r r=S,H,H,H b=20,S,S,S y=S,H,H,H g=S,S,S,S teams", Card.SORRY) == [
        "1: SORRY! pawn 1 from start takes square 20 from Blue pawn 1, which has 60 steps to go",
        "2: SORRY! Yellow pawn 1 from start takes square 20 from Blue pawn 1, which has 60 "
        "steps to go"]
    # no opponent on the track: the SORRY! takes the partner's pawn, and says whose
    assert labels(f"r r=S,S,S,S {EMPTY} y=15,S,S,S g=S,S,S,S teams", Card.SORRY) == [
        "1: SORRY! pawn 1 from start takes square 15 from your partner's pawn, Yellow pawn 1, "
        "which has 20 steps to go"]
    # the partner's pawn out of START may take the player's own: said as their own
    assert labels("r r=10,H,H b=S,S,S y=S,H,H g=S,S,S teams rules=a5065", Card.SORRY) == [
        "1: SORRY! Yellow pawn 1 from start takes square 10 from your own pawn 1, which has "
        "55 steps to go"]
    assert labels("r r=10,S,S,S b=30,S,S,S y=25,S,S,S g=S,S,S,S teams", Card.ELEVEN)[2] == (
        "3: swap Yellow pawn 1 with Blue pawn 1: Yellow pawn 1 to square 30, 55 squares further "
        "from its home; "
        "Blue pawn 1 to square 25")


def test_a_slide_sweeping_the_partner_warns_and_the_win_needs_the_whole_team():
    assert labels("r r=10,S,S,S b=30,S,S,S y=25,S,S,S g=S,S,S,S teams", Card.ELEVEN)[0] == (
        "1: pawn 1 forward 11 to square 21, slides to square 25, warning: sweeps your "
        "partner's pawn, Yellow pawn 1, back to start")
    assert labels(f"r r=Z3,H,H,H {EMPTY} y=H,H,H,H g=S,S,S,S teams", Card.THREE) == [
        "1: pawn 1 forward 3 home, wins the game"]
    assert labels(f"r r=Z3,H,H,H {EMPTY} y=Z1,H,H,H g=S,S,S,S teams", Card.THREE) == [
        "1: pawn 1 forward 3 home", "2: Yellow pawn 1 forward 3 to safety zone square 4"]


def test_the_partners_zone_distance_is_its_own():
    # with distances, the partner's pawn is measured from Yellow's own safety entry
    got = labels(f"r r=S,S,S,S {EMPTY} y=20,S,S,S g=S,S,S,S teams", Card.FIVE,
                 relative=True)
    assert got == ["1: Yellow pawn 1 forward 5 to square 25, 4 squares before Yellow's "
                   "safety entry"]


def groups(text: str, card: Card) -> tuple[list, list]:
    pos = parse_position(text)
    n = Narrator({}, pos.to_move)
    opts = legal_options(pos, card)
    return opts, n.option_groups(pos, opts)


def test_groups_of_a_team_name_the_partners_pawns():
    opts, got = groups("r r=5,12,S,S b=20,S,S,S y=30,40,S,S g=S,S,S,S teams", Card.SEVEN)
    assert [g.label for g in got] == [
        "one pawn forward 7: 3 options: pawn 2 to square 19, Yellow pawn 1 to square 37, "
        "Yellow pawn 2 to square 47",
        "split between pawn 1 on track square 5 and pawn 2 on track square 12: 6 options",
        "split between pawn 1 on track square 5 and Yellow pawn 1 on track square 30: "
        "6 options",
        "split between pawn 1 on track square 5 and Yellow pawn 2 on track square 40: "
        "6 options",
        "split between pawn 2 on track square 12 and Yellow pawn 1 on track square 30: "
        "6 options",
        "split between pawn 2 on track square 12 and Yellow pawn 2 on track square 40: "
        "5 options",
        "split between Yellow pawn 1 on track square 30 and Yellow pawn 2 on track square "
        "40: 6 options"]
    assert sorted(i for g in got for i in g.indices) == list(range(len(opts)))


def test_a_team_of_five_pawns_groups_its_splits_by_their_first_pawn():
    opts, got = groups("r r=5,12,22,S b=20,S,S,S y=30,40,S,S g=S,S,S,S teams", Card.SEVEN)
    assert len(opts) == 63 and len(got) == 9  # ten pairs of pawns: ten groups and the 7s
    assert [g.opened for g in got[1:4]] == [
        f"split 7 with pawn 1 on track square 5, part {k} of 3: 8 options" for k in (1, 2, 3)]
    # one of its splits slides pawn 3 over the partner's pawn on 30: said, as a warning
    assert got[1].label == ("split 7 with pawn 1 on track square 5, part 1 of 3: 8 options: "
                            "with pawn 2 and pawn 3, one of them sends a pawn of your team "
                            "back to start")
    assert got[-1].label == ("split 7 with Yellow pawn 1 on track square 30: 6 options: "
                             "with Yellow pawn 2")
    assert sorted(i for g in got for i in g.indices) == list(range(len(opts)))
    assert all(len(g.indices) <= 9 for g in got)


def test_eight_pawns_keep_named_groups_rather_than_slices():
    text = "r r=5,12,22,26 b=S,S,S,S y=30,40,45,50 g=S,S,S,S teams"
    opts, got = groups(text, Card.SEVEN)
    assert len(opts) > 81
    assert all(len(g.indices) <= 9 for g in got)
    assert not any(g.label.startswith("options ") for g in got)
    assert sorted(i for g in got for i in g.indices) == list(range(len(opts)))
    splits = [g for g in got if len(g.indices) > 1 and
              opts[g.indices[0]].kind is OptionKind.SPLIT]
    assert all(g.label.startswith("split between ") for g in splits)


# --- events -------------------------------------------------------------------------------

TEAM_POS = parse_position(f"r r=10,S,S,S {EMPTY} y=15,S,S,S g=S,S,S,S teams")
FWD = Direction.FORWARD


def said(events, viewer=R, pos=TEAM_POS, **kw) -> list[str]:
    return Narrator({}, viewer, NarrationSettings(**kw)).events(events, pos)


def test_moving_the_partners_pawn_names_it_for_whoever_moves_it():
    assert said([CardDrawn(R, Card.FIVE, 40), PawnMoved(Y, 1, 15, 20, FWD, 5, (), ()),
                 TurnPassed(R, B)]) == [
        "You draw a 5.", "You move Yellow pawn 1 forward 5 to square 20.", "Blue's turn."]
    # the play told apart from its draw (the UI's two calls): the turn's end says whose
    assert said([PawnEntered(Y, 1, 31), TurnPassed(R, B)]) == [
        "You move Yellow pawn 1 out of start onto square 31.", "Blue's turn."]
    assert said([CardDrawn(B, Card.FIVE, 40), PawnMoved(G, 1, 15, 20, FWD, 5, (), ()),
                 TurnPassed(B, Y)]) == [
        "Blue draws a 5.", "Blue moves Green pawn 1 forward 5 to square 20.", "Yellow's turn."]
    # the turn's end held back for a bot's turn still tells whose card it was
    bots = Narrator({}, R, bots=[B])
    assert bots.events([PawnMoved(Y, 1, 15, 20, FWD, 5, (), ()), TurnPassed(R, B)],
                       TEAM_POS) == ["You move Yellow pawn 1 forward 5 to square 20."]
    assert bots.held_turn() == "Blue's turn."
    # the listener's own pawn moved by the partner
    assert said([PawnMoved(R, 1, 10, 15, FWD, 5, (), ()), TurnPassed(Y, G)], viewer=R) == [
        "Yellow moves your pawn 1 forward 5 to square 15.", "Green's turn."]
    assert said([CardDrawn(B, Card.FIVE, 40), PawnMoved(G, 1, 15, 20, FWD, 5, (), ())],
                verbosity=Verbosity.BRIEF) == ["Blue: draws a 5, Green pawn 1 to square 20."]
    swap = said([PawnsSwapped(Y, 1, B, 2, 25, 30), TurnPassed(R, B)])
    assert swap[0] == ("You swap Yellow pawn 1 with Blue pawn 2: Yellow pawn 1 is now on "
                       "square 30, and Blue pawn 2 on square 25.")


def test_a_bump_of_the_partner_says_partner():
    bump = [CardDrawn(R, Card.FIVE, 40), PawnMoved(R, 1, 10, 15, FWD, 5, (), ()),
            PawnBumped(Y, 1, 15, R, 1, BumpCause.LANDING), TurnPassed(R, B)]
    assert said(bump)[2] == ("You bump your partner's pawn, Yellow pawn 1, on square 15 back "
                             "to start.")
    assert said(bump, viewer=Y)[2] == ("Your pawn 1 on square 15 was bumped back to start by "
                                       "your partner, Red.")
    assert said(bump, viewer=B)[2] == ("Red bumps their partner's pawn, Yellow pawn 1, on "
                                       "square 15 back to start.")
    assert said(bump, viewer=B, verbosity=Verbosity.BRIEF) == [
        "Red: draws a 5, pawn 1 to square 15, bumps its partner's pawn, Yellow pawn 1.",
        "Your turn."]
    # the partner's pawn moved onto the player's own: the player bumps their own pawn
    own = [PawnMoved(Y, 1, 5, 10, FWD, 5, (), ()),
           PawnBumped(R, 1, 10, Y, 1, BumpCause.LANDING), TurnPassed(R, B)]
    assert said(own)[1] == "You bump your own pawn 1 on square 10 back to start."
    sorry = [CardDrawn(R, Card.SORRY, 40), SorryPlayed(R, 1, Y, 1, 15),
             PawnBumped(Y, 1, 15, R, 1, BumpCause.SORRY), TurnPassed(R, B)]
    assert said(sorry)[1:3] == [
        "SORRY! Your pawn 1 leaves start and takes square 15.",
        "You bump your partner's pawn, Yellow pawn 1, on square 15 back to start."]


def test_a_teams_lost_card_says_the_team():
    none = parse_position(f"r r=S,S,S,S {EMPTY} y=S,H,S,S g=S,S,S,S teams")
    assert said([CardForfeited(R, Card.THREE, ForfeitReason.NO_LEGAL_MOVE)], pos=none) == [
        "You cannot use the 3: all the pawns of your team not yet home are in start, and "
        "only a 1 or a 2 brings one out, or a SORRY! once an opponent's pawn is on the "
        "track. The card is lost."]
    assert said([CardForfeited(B, Card.THREE, ForfeitReason.NO_LEGAL_MOVE)], pos=none) == [
        "Blue cannot use the 3: all the pawns of Blue and Green's team are in start."]
    assert said([CardForfeited(R, Card.SORRY, ForfeitReason.NO_PAWN_IN_START)]) == [
        "You cannot use the SORRY!: no pawn of your team is in start. The card is lost."]
    # the partner's lost card: "your team" too, as the line above says it (playtest pc69
    # heard "Yellow's team" here, "your team" there, of one team)
    assert said([CardForfeited(Y, Card.SORRY, ForfeitReason.NO_PAWN_IN_START)]) == [
        "Yellow cannot use the SORRY!: no pawn of your team is in start."]
    assert said([CardForfeited(G, Card.SORRY, ForfeitReason.NO_TARGET)]) == [
        "Green cannot use the SORRY!: no pawn on the track to take."]
    # no pawn of the team can move: said of the team as the lines above are, not "no pawn
    # can move", which left out the partner's pawns (playtest pc69)
    assert said([CardForfeited(R, Card.THREE, ForfeitReason.NO_LEGAL_MOVE)]) == [
        "You cannot use the 3: no pawn of your team can move. The card is lost."]
    assert said([CardForfeited(Y, Card.THREE, ForfeitReason.NO_LEGAL_MOVE)]) == [
        "Yellow cannot use the 3: no pawn of your team can move."]
    blue = parse_position("r r=10,S,S,S b=20,S,S,S y=15,S,S,S g=S,S,S,S teams")
    assert said([CardForfeited(B, Card.THREE, ForfeitReason.NO_LEGAL_MOVE)], pos=blue) == [
        "Blue cannot use the 3: no pawn of Blue and Green's team can move."]
    assert said([CardDrawn(R, Card.THREE, 40),
                 CardForfeited(R, Card.THREE, ForfeitReason.NO_LEGAL_MOVE)],
                verbosity=Verbosity.BRIEF) == [
        "You draw a 3 and cannot use it: no pawn of your team can move."]


def test_the_team_wins():
    assert said([GameWon(R, 87, Y)]) == [
        "You and Yellow win! All your team's pawns are home. Well played!"]
    assert said([GameWon(R, 87, Y)], viewer=Y) == [
        "You and Red win! All your team's pawns are home. Well played!"]
    assert said([GameWon(G, 87, B)]) == ["Blue and Green win. All their pawns are home."]
    hot = Narrator({R: "An", Y: "Bo"}, R, players=[R, Y])
    assert hot.events([GameWon(Y, 87, R)], TEAM_POS) == [
        "An and Bo win! All their pawns are home. Well played!"]  # seating order, whoever won
    sorry = [CardDrawn(R, Card.SORRY, 40), SorryPlayed(Y, 1, R, 1, 10),
             PawnBumped(R, 1, 10, Y, 1, BumpCause.SORRY), TurnPassed(R, B)]
    assert said(sorry)[1:3] == [  # "to take", as every SORRY! line says it (u21)
        "SORRY! You move Yellow pawn 1 out of start to take square 10.",
        "You bump your own pawn 1 on square 10 back to start."]
    # the last pawn home was the partner's: no "Yellow has 4 pawns home" before the win
    assert said([PawnMoved(Y, 4, 63, 66, FWD, 3, (), ()), HomeReached(Y, 4, 4),
                 GameWon(R, 87, Y)]) == [
        "You move Yellow pawn 4 forward 3 home.",
        "You and Yellow win! All your team's pawns are home. Well played!"]


# --- views --------------------------------------------------------------------------------

VIEW_POS = parse_position("r r=10,H,S,S b=20,S,S,S y=15,H,H,S g=S,S,S,S teams")


def test_own_pawns_list_the_partners_too():
    assert Narrator({}, R).own_pawns(VIEW_POS, R) == (
        "You, Red: pawn 1 on track square 10, with 55 steps to home; pawns 3 and 4 in start; "
        "pawn 2 home. Your partner Yellow: pawn 1 on track square 15, with 20 steps to home; "
        "pawn 4 in start; pawns 2 and 3 home.")
    assert Narrator({Y: "Ann"}, R).own_pawns(VIEW_POS, R).endswith(
        "Your partner Ann, Yellow: pawn 1 on track square 15, with 20 steps to home; pawn 4 in "
        "start; pawns 2 and 3 home.")
    assert Narrator({}, B).own_pawns(VIEW_POS, B) == (
        "You, Blue: pawn 1 on track square 20, with 60 steps to home; pawns 2, 3 and 4 in start. "
        "Your partner Green: all pawns in start.")


def test_scores_are_by_team_and_the_board_names_the_teams_once():
    assert Narrator({}, R).scores(VIEW_POS) == (
        "Pawns home: you and Yellow 3 of 8, Blue and Green 0 of 8. By steps to go, you and "
        "Yellow lead, with 270 steps; Blue and Green have 515.")
    # your team first, as the game's opening line names the teams (playtest pe77)
    assert Narrator({}, B).scores(VIEW_POS) == (
        "Pawns home: you and Green 0 of 8, Red and Yellow 3 of 8. By steps to go, Red and "
        "Yellow lead, with 270 steps; you and Green have 515.")
    level = parse_position("r r=S,S,S,S b=S,S,S,S y=S,S,S,S g=S,S,S,S teams")
    assert Narrator({}, R).scores(level) == (
        "Pawns home: you and Yellow 0 of 8, Blue and Green 0 of 8. By steps to go, all are "
        "level, with 520 steps each.")
    board = Narrator({}, R).board(VIEW_POS)
    assert board[0] == "Teams: you and Yellow; Blue and Green."
    # then the players team by team, in that order (playtest pe77: Blue came between the
    # partners just named)
    plain = Narrator({}, R).board(parse_position("r r=10,H,S,S b=20,S,S,S y=15,H,H,S g=S,S,S,S"))
    assert board[1:] == [plain[i] for i in (0, 2, 1, 3)]
    as_blue = Narrator({}, B).board(VIEW_POS)
    assert as_blue[0] == "Teams: you and Green; Red and Yellow."
    assert [line.split(":")[0] for line in as_blue[1:]] == ["You, Blue", "Green", "Red", "Yellow"]


def test_detailed_scores_name_the_teams_once_then_every_colour():
    lines = Narrator({}, R).detailed_scores(VIEW_POS)
    assert lines[0] == ("Teams: you and Yellow, 270 steps to go; Blue and Green, 515 steps "
                        "to go.")
    assert lines[1] == ("You: 1 of 4 home, 185 steps to go. Pawn 1 on track square 10, with "
                        "55 steps to home; pawns 3 and 4 in start, 65 steps each; pawn 2 home.")
    # team by team, as the first line and S name the teams, not in play order (playtest
    # pc69 heard you, Blue, Yellow, Green)
    assert [line.split(":")[0] for line in lines[1:]] == ["You", "Yellow", "Blue", "Green"]
    assert [line.split(":")[0] for line in Narrator({}, B).detailed_scores(VIEW_POS)] == [
        "Teams", "You", "Green", "Red", "Yellow"]  # your team first (playtest pe77)
    assert [line.split(":")[0] for line in Narrator({}, Y).detailed_scores(VIEW_POS)] == [
        "Teams", "You", "Red", "Blue", "Green"]
    assert Narrator({}, Y).detailed_scores(VIEW_POS)[0].startswith("Teams: you and Red, ")


def test_the_standings_at_the_end_are_by_team():
    won = parse_position("b r=H,H,H,H b=20,S,S,S y=H,H,H,H g=S,S,H,S teams")
    assert Narrator({}, B).winner(won, Y, 200) == [
        "Game over after 200 cards. The standings, by steps still to go:",
        "First: Red and Yellow, 8 of 8 home.",
        "Second: You and Green, 1 of 8 home, 450 steps to go."]
    assert Narrator({}, Y).winner(won, Y, 200)[1] == "First: You and Red, 8 of 8 home."


# --- a whole game -------------------------------------------------------------------------

def _named(w: Narrator, colour: Colour, pawn: int, text: str) -> bool:
    """Whether ``text`` names a pawn of another colour than the acting player's as it
    must be named to ``w``: "your pawn 1", "Yellow pawn 1" or with a typed name "An's
    pawn 1"."""
    if w.is_you(colour):
        return f"your pawn {pawn}" in text.lower()
    return any(form in text for form in (f"{w.name(colour)} pawn {pawn}",
                                         f"{w.name(colour)}'s pawn {pawn}"))


def _narrate_game(seed: int, narrator: Narrator) -> int:
    """Play a random partnership game, turning every event and every option into words;
    returns how many partner's pawn moves were checked."""
    game = Game(list(Colour), seed=seed, teams=True)
    rng = random.Random(seed)
    checked = 0
    while game.phase is not Phase.OVER:
        lines = narrator.events(game.draw(), game.position)
        if game.phase is Phase.OVER or not game.options:
            assert all(isinstance(line, str) and line for line in lines)
            continue
        pos, player = game.position, game.position.to_move
        opts = game.options
        if player in narrator.players:  # the hot seat passes to the player to move
            narrator.viewer = player
        if narrator.viewer == player:  # options are said to the player choosing
            for i, o in enumerate(opts, 1):
                label = narrator.option_label(pos, o, i)
                for part in o.parts:
                    if part.colour not in (None, player):
                        assert _named(narrator, part.colour, part.pawn, label), label
            groups = narrator.option_groups(pos, opts)
            assert sorted(i for g in groups for i in g.indices) == list(range(len(opts)))
            assert all(len(g.indices) <= 9 for g in groups) and len(groups) <= 20
        events = game.choose(rng.randrange(len(opts)))
        text = " ".join(narrator.events(events, game.position))
        for e in events:
            if isinstance(e, (PawnMoved, PawnEntered)) and e.colour != player:
                assert _named(narrator.table(), e.colour, e.pawn, text), text
                checked += 1
            if isinstance(e, PawnBumped) and e.colour == partner(e.by_colour) \
                    and not narrator.table().is_player(e.colour) and e.colour != player:
                assert "partner" in text, text
    assert game.winners == game.position.team(game.winner)
    return checked


def test_random_partnership_games_are_told_end_to_end():
    checked = 0
    for seed, viewer, verbosity in ((1, R, Verbosity.NORMAL), (2, B, Verbosity.FULL),
                                    (3, Y, Verbosity.BRIEF)):
        n = Narrator({}, viewer, NarrationSettings(verbosity=verbosity), bots=[
            c for c in Colour if c != viewer])
        checked += _narrate_game(seed, n)
    hot = Narrator({R: "An", Y: "Bo"}, R, players=[R, Y], bots=[B, G])
    checked += _narrate_game(4, hot)
    assert checked > 50  # partners' pawns were moved, and named, many times


def test_a_teams_sorry_that_moves_forward_says_no_pawn_of_the_team_is_in_start():
    # playtest p9 #5, as the option list says it for the player's own team
    pos = parse_position("b r=S,S,S b=H,H,H y=S,S,S g=30,H,H teams rules=a5065")
    (forward,) = legal_options(pos, Card.SORRY)
    assert Narrator({}, R).events([CardDrawn(B, Card.SORRY, 30), *play_option(pos, forward)],
                                  forward.result) == [
        "Blue draws a SORRY!",
        "No pawn of Blue and Green's team is in start, so the SORRY! moves Green pawn 1 "
        "forward 4 to square 34."]


def test_the_review_cursor_measures_from_the_partners_pawns_too():
    # the player moves the partner's pawns as well (playtest q10 #4); Yellow's pawn on 20
    # turns into Yellow's safety zone at 29, so square 30 is not ahead of it
    n = Narrator({}, R, NarrationSettings(relative=True))
    pos = parse_position("r r=S,S,S,S b=30,S,S,S y=20,S,S,S g=26,S,S,S teams")
    assert n.square(pos, 26) == (
        "Square 26: Green pawn 1, 18 squares before Green's safety entry, 6 squares ahead of "
        "Yellow pawn 1.")
    assert n.square(pos, 30) == (
        "Square 30: Blue pawn 1, 44 squares before Blue's safety entry, on Yellow's short "
        "slide, which ends on square 31, 50 squares behind Yellow pawn 1.")
    assert n.square(pos, 20) == "Square 20: Yellow pawn 1, 9 squares before Yellow's safety entry."


def test_a_player_whose_own_pawns_are_all_home_hears_that_play_goes_on_with_the_partners():
    """Playtest t11: Bo heard "Bo has 4 pawns home." and nothing of the rule that follows."""
    pos = parse_position(f"r r=Z5,H,H,H {EMPTY} y=20,S,S,S g=S,S,S,S teams")
    option = next(o for o in legal_options(pos, Card.ONE)
                  if o.kind is OptionKind.FORWARD and o.parts[0].colour is R)
    events = play_option(pos, option)
    after = option.result
    assert Narrator({}, R).events(events, after) == [
        "You move pawn 1 forward 1 home.", "You have 4 pawns home; you and Yellow 4 of 8.",
        "All your pawns are home: you go on drawing in your turn, and move Yellow's pawns."]
    assert Narrator({}, Y).events(events, after)[-1] == (
        "All Red's pawns are home: Red goes on drawing in turn, and moves your pawns.")
    # without teams the game is won there, and nothing of the kind is said
    solo = parse_position("r r=Z5,H,H,H y=20,S,S,S")
    [win] = legal_options(solo, Card.ONE)[:1]
    assert not any("go on drawing" in line
                   for line in Narrator({}, R).events(play_option(solo, win), win.result))


def test_c_says_the_card_may_move_the_partners_pawns_in_a_partnership_game():
    """Playtest t11: C spoke of "your start square" alone, while the same card's options
    entered the partner's pawn onto its own."""
    pos = parse_position(f"r r=5,S,S,S {EMPTY} y=40,S,S,S g=S,S,S,S teams")
    assert Narrator({}, R).card_help(Card.ONE, pos).endswith(
        "In this partnership game it may move your partner's pawns too, each as its own "
        "colour (a pawn out of start goes onto its own start square).")
    # a card that cannot bring a pawn out does not speak of it (playtest v12)
    assert Narrator({}, R).card_help(Card.THREE, pos).endswith(
        "In this partnership game it may move your partner's pawns too, each as its own "
        "colour.")
    solo = parse_position("r r=5,S,S,S y=40,S,S,S")
    assert "partner" not in Narrator({}, R).card_help(Card.ONE, solo)


def test_a_sweep_by_the_partners_pawn_names_the_pawn_that_slid():
    """Playtest t11: "swept back to start by Green sliding", when Green had moved Blue's
    pawn, which slid; and ab28: the pawn alone ("by Blue pawn 1") was heard as Blue's
    move, so the player whose card it was is named with it."""
    pos = parse_position("g r=8,S,S,S b=3,S,S,S y=S,S,S,S g=S,S,S,S teams")
    [option] = legal_options(pos, Card.THREE)
    events = [*play_option(pos, option), TurnPassed(G, R)]
    assert Narrator({}, R).events(events, option.result) == [
        "Green moves Blue pawn 1 forward 3 to square 6.",
        "Blue pawn 1 slides down your slide from square 6 to square 10.",
        "Your pawn 1 on square 8 was swept back to start by Green with Blue pawn 1 sliding.",
        "Your turn."]


def test_a_partners_card_lost_with_the_team_in_start_says_your_team():
    """Playtest x14: "Yellow cannot use the 10: all the pawns of Yellow's team are in start",
    Yellow being the listener's partner."""
    n = Narrator({}, R, players=(R,), bots=(B, Y, G))
    lost = CardForfeited(Y, Card.TEN, ForfeitReason.NO_LEGAL_MOVE)
    pos = parse_position("g r=S,S,S,S b=10,S,S,S y=S,S,S,S g=20,S,S,S teams")
    assert n.events([lost], pos) == [
        "Yellow cannot use the 10: all the pawns of your team are in start."]
    theirs = CardForfeited(B, Card.TEN, ForfeitReason.NO_LEGAL_MOVE)
    pos = parse_position("g r=10,S,S,S b=S,S,S,S y=20,S,S,S g=S,S,S,S teams")
    assert n.events([theirs], pos) == [
        "Blue cannot use the 10: all the pawns of Blue and Green's team are in start."]


def test_at_a_hot_seat_table_a_lost_card_names_its_own_players_team():
    """Playtest ah34: "Bot cannot use the 5: all the pawns of Ben's team", Ben being the
    human whose turn came last: at a hot-seat table no one is "you".  The team is named by
    both its players, so it is one name whichever partner's card it is (review rf79: "An's
    team", then "Mary's team", of one team)."""
    n = Narrator({R: "Ann", B: "Ben", G: "Bot"}, B, players=(R, B), bots=(Y, G))
    lost = CardForfeited(G, Card.FIVE, ForfeitReason.NO_LEGAL_MOVE)
    pos = parse_position("r r=10,S,S,S b=S,S,S,S y=20,S,S,S g=S,S,S,S teams")
    assert n.events([lost], pos) == [
        "Bot cannot use the 5: all the pawns of Ben and Bot's team are in start."]
    partners = Narrator({R: "An", Y: "Mary"}, R, players=(R, Y), bots=(B, G))
    pos = parse_position("r r=S,S,S,S b=10,S,S,S y=S,S,S,S g=20,S,S,S teams")
    for player in (R, Y):
        lost = CardForfeited(player, Card.TEN, ForfeitReason.NO_LEGAL_MOVE)
        assert "all the pawns of An and Mary's team are in start" in partners.events(
            [lost], pos)[0]


def test_a_partners_sorry_that_moves_your_pawn_onto_its_own_names_whose_pawn_is_bumped():
    """Playtest b2, brief: "Yellow: draws a SORRY!, your pawn 1 from start takes square 49,
    bumps its own pawn 1." was heard as your pawn bumping itself."""
    pos = parse_position("y r=S,H,H,H b=S,S,S,S y=49,H,H,H g=S,S,S,S teams")
    option = next(o for o in legal_options(pos, Card.SORRY) if o.kind is OptionKind.SORRY)
    events = [CardDrawn(Y, Card.SORRY, 30), *play_option(pos, option)]
    brief = Narrator({}, R, NarrationSettings(verbosity=Verbosity.BRIEF)).events(
        events, option.result)
    assert brief[0] == ("Yellow: draws a SORRY!, your pawn 1 from start takes square 49, "
                        "bumps Yellow's own pawn 1, no opponent pawn on the track."), brief
    normal = Narrator({}, R).events(events, option.result)
    assert normal[1:3] == [  # whose card moved your pawn, not "SORRY! Your pawn 1 leaves"
        "SORRY! Yellow moves your pawn 1 out of start to take square 49.",
        "Yellow bumps Yellow's own pawn 1 on square 49 back to start, as no opponent pawn "
        "was on the track."], normal  # (why: playtest pe77)
    assert Narrator({}, Y).events(events, option.result)[1] == (
        "SORRY! You move Red pawn 1 out of start to take square 49.")


def test_the_all_home_note_follows_the_whole_seven_not_its_first_half():
    """Playtest b2: "All Yellow's pawns are home: ..." came between a 7's two halves, so
    the second half sounded like a play under the new rule."""
    pos = parse_position("y r=26,H,H,H b=S,S,S,S y=H,H,H,Z2 g=S,S,S,S teams")
    split = next(o for o in legal_options(pos, Card.SEVEN)
                 if o.result.pawns_home(Y) == 4 and o.result.pawns(R)[0] == 29)
    lines = Narrator({}, R).events([CardDrawn(Y, Card.SEVEN, 30), *play_option(pos, split)],
                                   split.result)
    note = "All Yellow's pawns are home: Yellow goes on drawing in turn, and moves your pawns."
    assert lines[-1] == note and lines.count(note) == 1, lines
    assert any(line.startswith("Then Yellow moves your pawn 1 forward 3") for line in lines[:-1])


def test_another_players_pawns_call_their_partner_you_when_it_is_you():
    """Playtest b2: Shift+V on Yellow said "Yellow's partner Red" in a one-human game."""
    pos = parse_position("y r=S,H,H,H b=S,S,S,S y=49,H,H,H g=S,S,S,S teams")
    assert Narrator({}, R).own_pawns(pos, Y) == (
        "Yellow: pawn 1 on track square 49, with 46 steps to home; pawns 2, 3 and 4 home. Yellow's "
        "partner, you: pawn 1 in start, pawns 2, 3 and 4 home.")
    assert Narrator({}, R).own_pawns(pos, B).endswith("Blue's partner Green: all pawns in "
                                                     "start.")


def test_a_seven_that_takes_two_pawns_home_counts_the_team_after_each():
    """Playtest d4: "Green has 1 pawn home; Blue and Green 4 of 8." came before the second
    pawn reached home (it counted both); brief gave no team count at all."""
    pos = parse_position("g r=S,S,S,S b=H,H,S,S y=S,S,S,S g=S,Z4,Z1,S teams")
    split = next(o for o in legal_options(pos, Card.SEVEN) if o.result.pawns_home(G) == 2)
    events = [CardDrawn(G, Card.SEVEN, 30), *play_option(pos, split)]
    lines = Narrator({}, R).events(events, split.result)
    assert [line for line in lines if "home;" in line] == [
        "Green has 1 pawn home; Blue and Green 3 of 8.",
        "Green has 2 pawns home; Blue and Green 4 of 8."], lines
    brief = Narrator({}, R, NarrationSettings(verbosity=Verbosity.BRIEF)).events(
        events, split.result)
    # "making", as a player's own count says it (playtest qi123)
    assert "pawn 2 home, making 3 of 8 for Blue and Green" in brief[0], brief
    assert "pawn 3 home, making 4 of 8 for Blue and Green" in brief[0], brief


def test_the_review_cursor_says_the_partners_pawns_slide_where_the_players_do_not():
    """Review aa27: "your pawns do not slide on it" of Red's own slide, where the Yellow
    pawns Red also moves do slide."""
    n = Narrator({}, R)
    pos = parse_position("r r=S,S,S,S b=S,S,S,S y=S,S,S,S g=S,S,S,S teams")
    assert n.square(pos, 6) == ("Square 6: empty, start of your long slide, to square 10; "
                                "your pawns do not slide on it, Yellow's do.")
    assert n.square(pos, 13) == "Square 13: empty, start of Blue's short slide, to square 16."
    a5065 = parse_position("r r=S,S,S b=S,S,S y=S,S,S g=S,S,S teams rules=a5065")
    assert n.square(a5065, 28) == ("Square 28: empty, start of Yellow's short slide, to "
                                   "square 31; your pawns do not slide on it, Yellow's do.")
    assert n.square(a5065, 6) == "Square 6: empty, start of your long slide, to square 10."


def test_a_split_seven_moving_the_partners_pawn_is_one_split_naming_that_pawn():
    """Playtest pc69: "Green moves pawn 1 forward 6 ... Green moves Blue pawn 1 forward 1
    ...", with no word that it was one 7 split."""
    pos = parse_position("g r=S,S,S,S b=30,S,S,S y=S,S,S,S g=14,S,S,S teams")
    split = next(o for o in legal_options(pos, Card.SEVEN)
                 if o.kind is OptionKind.SPLIT and o.result.pawns(B)[0] == 31)
    events = [CardDrawn(G, Card.SEVEN, 30), *play_option(pos, split)]
    assert Narrator({}, R).events(events, split.result)[1:] == [
        "Green splits the 7: pawn 1 forward 6 to square 20; then Blue pawn 1 forward 1 to "
        "square 31."]
    # the UI tells the draw first: the play's call knows whose card it was by the turn's end
    assert Narrator({}, R).events([*play_option(pos, split), TurnPassed(G, R)],
                                  split.result)[0].startswith("Green splits the 7: pawn 1 ")
    # your partner's split moving your pawn
    pos = parse_position("y r=26,S,S,S b=S,S,S,S y=5,S,S,S g=S,S,S,S teams")
    split = next(o for o in legal_options(pos, Card.SEVEN)
                 if o.kind is OptionKind.SPLIT and o.result.pawns(R)[0] == 29)
    events = [CardDrawn(Y, Card.SEVEN, 30), *play_option(pos, split)]
    assert Narrator({}, R).events(events, split.result)[1:] == [
        "Yellow splits the 7: pawn 1 forward 4 to square 9; then your pawn 1 forward 3 to "
        "square 29."]
    assert Narrator({}, Y).events(events, split.result)[1:] == [
        "You split the 7: pawn 1 forward 4 to square 9; then Red pawn 1 forward 3 to square "
        "29."]


def test_one_slide_sweeping_the_movers_partner_and_another_says_both_in_one_line():
    pos = parse_position("b r=37,S,S,S b=31,S,S,S y=S,S,S,S g=39,S,S,S teams")
    (five,) = [o for o in legal_options(pos, Card.FIVE) if o.result.pawns(B)[0] == 40]
    events = [CardDrawn(B, Card.FIVE, 30), *play_option(pos, five)]
    assert Narrator({}, R).events(events, five.result)[-1] == (
        "Your pawn 1 on square 37 and Blue's partner's pawn, Green pawn 1, on square 39 were "
        "swept back to start by Blue sliding.")
    assert Narrator({}, Y).events(events, five.result)[-1] == (
        "Sliding, Blue sweeps Red pawn 1 on square 37 and their partner's pawn, Green pawn 1, "
        "on square 39 back to start.")
    brief = Narrator({}, R, NarrationSettings(verbosity=Verbosity.BRIEF))
    assert brief.events(events, five.result) == [
        "Blue: draws a 5, pawn 1 to square 36, slides to square 40, sweeps your pawn 1 and its "
        "partner's pawn, Green pawn 1, back to start."]


def test_one_slide_sweeping_two_humans_each_said_differently_keeps_a_line_each():
    """At a hot-seat table the mover's partner hears "by Ann's partner, Yellow", the other
    "by Yellow": one line could not say both, so each keeps its own; with one human, one."""
    pos = parse_position("y r=44,S,S,S b=45,S,S,S y=40,S,S,S g=S,S,S,S teams")
    (three,) = [o for o in legal_options(pos, Card.THREE) if o.result.pawns(Y)[0] == 46]
    events = [CardDrawn(Y, Card.THREE, 30), *play_option(pos, three)]
    names = {R: "Ann", B: "Bob"}
    assert Narrator(names, R, players=(R, B)).events(events, three.result)[-2:] == [
        "Ann's pawn 1 on square 44 was swept back to start by Ann's partner, Yellow sliding.",
        "Bob's pawn 1 on square 45 was swept back to start by Yellow sliding."]
    assert Narrator(names, R).events(events, three.result)[-1] == (
        "Your pawn 1 on square 44 and Bob's pawn 1 on square 45 were swept back to start by "
        "your partner, Yellow sliding.")


def _team_lost(position: str, card: Card, viewer=R, **kw) -> list[str]:
    """What ``viewer`` (playing alone against bots) hears as ``card`` is drawn at
    ``position`` and cannot be used."""
    from rigging import stacked_game

    game = stacked_game(position, [card])
    n = Narrator({}, viewer, NarrationSettings(**kw), players=(viewer,),
                 bots=[c for c in Colour if c != viewer])
    return n.events(game.draw(), game.position)


def test_a_teams_lost_card_says_why_pawn_by_pawn_as_the_solo_game_does():
    """Playtest pe77: "You cannot use the 8: no pawn of your team can move." where the solo
    game teaches the exact count; the team's pawns each named as the options name them."""
    assert _team_lost("r r=H,H,H,H b=10,S,S,S y=H,28,Z5,H g=S,S,S,S teams", Card.EIGHT) == [
        "You draw an 8.",
        "You cannot use the 8: Yellow pawn 2 is 7 steps from home and Yellow pawn 3 is 1 step, "
        "and HOME needs the exact count. The card is lost."]
    assert _team_lost("r r=Z4,S,H,H b=10,S,S,S y=H,28,Z5,S g=S,S,S,S teams", Card.EIGHT,
                      verbosity=Verbosity.BRIEF) == [
        "You draw an 8 and cannot use it: pawn 1 is 2 steps from home, Yellow pawn 2 is 7 steps "
        "and Yellow pawn 3 is 1 step, and HOME needs the exact count."]
    # a pawn in the way is its own colour's: the partner's it would bump
    assert _team_lost("r r=Z4,Z1,H,H b=S,S,S,S y=H,Z5,H,H g=S,S,S,S teams", Card.THREE)[1] == (
        "You cannot use the 3: pawn 1 and Yellow pawn 2 would pass home; pawn 2 would land on "
        "pawn 1. The card is lost.")
    # a bot's too: your partner's, naming your pawns as yours, and an opponent's
    assert _team_lost("y r=H,H,H,H b=S,S,S,S y=H,28,Z5,H g=S,S,S,S teams", Card.ELEVEN)[1] == (
        "Yellow cannot use the 11: no opponent pawn is on the track to swap with; pawns 2 and 3 "
        "would pass home.")
    assert _team_lost("y r=Z4,Z1,H,H b=S,S,S,S y=Z5,S,S,H g=S,S,S,S teams", Card.THREE)[1] == (
        "Yellow cannot use the 3: pawn 1 and your pawn 1 would pass home; your pawn 2 would "
        "land on your pawn 1; pawns 2 and 3 are in start.")
    assert _team_lost("b r=S,S,S,S b=Z4,Z1,H,H y=S,S,S,S g=Z5,S,S,H teams", Card.THREE)[1] == (
        "Blue cannot use the 3: pawn 1 and Green pawn 1 would pass home; pawn 2 would land on "
        "pawn 1; Green pawns 2 and 3 are in start.")


def _bot_plays(position: str, card: Card, n: Narrator) -> list[str]:
    """What ``n`` says of the player to move at ``position`` drawing ``card`` and playing
    its first option."""
    from rigging import stacked_game

    game = stacked_game(position, [card])
    said = n.events(game.draw(), game.position)
    return said + n.events(game.choose(0), game.position)


def test_a_bots_sorry_that_must_take_a_pawn_of_its_team_says_why():
    """Playtest pe77: spec 6's SORRY! on the team, with no opponent's pawn on the track,
    unexplained, sounded like a blunder or a bug.  A person hears why before it is played
    (the options' note); a bot's line says it."""
    alone = Narrator({}, R, players=(R,), bots=(B, Y, G))
    assert _bot_plays("y r=38,S,S,S b=S,S,S,S y=S,S,S,S g=Z1,S,S,S teams", Card.SORRY,
                      alone)[1:] == [
        "SORRY! Yellow pawn 1 leaves start and takes square 38.",
        "Your pawn 1 on square 38 was bumped back to start by your partner, Yellow, as no "
        "opponent pawn was on the track."]
    alone = Narrator({}, R, players=(R,), bots=(B, Y, G))
    assert _bot_plays("b r=S,S,S,S b=38,S,S,S y=S,S,S,S g=S,S,S,S teams", Card.SORRY,
                      alone)[1:] == [
        "SORRY! Blue moves Green pawn 1 out of start to take square 38.",
        "Blue bumps Blue's own pawn 1 on square 38 back to start, as no opponent pawn was on "
        "the track."]
    brief = Narrator({}, R, NarrationSettings(verbosity=Verbosity.BRIEF), players=(R,),
                     bots=(B, Y, G))
    assert _bot_plays("y r=38,S,S,S b=S,S,S,S y=S,S,S,S g=Z1,S,S,S teams", Card.SORRY,
                      brief) == [
        "Yellow: draws a SORRY!, pawn 1 from start takes square 38, bumps your pawn 1, no "
        "opponent pawn on the track."]
    # a person's own, at a hot-seat table: the note was said before the play
    table = Narrator({R: "Ann", Y: "Zoe"}, R, players=(R, Y), bots=(B, G))
    assert _bot_plays("y r=38,S,S,S b=S,S,S,S y=S,S,S,S g=Z1,S,S,S teams", Card.SORRY,
                      table)[2] == (
        "Ann's pawn 1 on square 38 was bumped back to start by Ann's partner, Zoe.")


def test_the_options_of_a_sorry_that_must_take_a_pawn_of_the_team_say_why():
    pos = parse_position("r r=38,S,S,S b=S,S,S,S y=10,S,S,S g=Z1,S,S,S teams")
    n = Narrator({}, R)
    assert n.options_note(pos, legal_options(pos, Card.SORRY)) == (
        "no opponent pawn is on the track, so the SORRY! must take a pawn of your team")
    pos = parse_position("r r=38,S,S,S b=5,S,S,S y=10,S,S,S g=Z1,S,S,S teams")
    assert n.options_note(pos, legal_options(pos, Card.SORRY)) is None


def test_two_colours_groups_of_pawns_in_a_lost_cards_reason_are_parted_by_a_comma():
    """Playtest pf83: "pawns 1, 3 and 4 and An's pawns 2, 3 and 4 are in start": two "and"s
    in a row blurred whose pawns were whose."""
    n = Narrator({}, R, players=(R,), bots=(B, Y, G))
    pos = parse_position("b r=10,S,S,S b=S,Z5,S,S y=20,S,S,S g=H,S,S,S teams")
    assert n.events([CardForfeited(B, Card.THREE, ForfeitReason.NO_LEGAL_MOVE)], pos) == [
        "Blue cannot use the 3: pawn 2 would pass home; pawns 1, 3 and 4, and Green pawns 2, "
        "3 and 4, are in start."]
    # playtest qc116: at a hot-seat table no one is "you", and the bare "pawns 1, 3 and
    # 4" beside Ane's named pawns was heard by Ane, at the keyboard, as hers
    table = Narrator({R: "Ane", Y: "Bo"}, R, players=(R, Y), bots=(B, G))
    pos = parse_position("b r=10,S,S,S b=S,Z5,S,S y=20,S,S,S g=H,S,S,S teams")
    assert table.events([CardForfeited(B, Card.THREE, ForfeitReason.NO_LEGAL_MOVE)], pos) == [
        "Blue cannot use the 3: Blue's pawn 2 would pass home; Blue's pawns 1, 3 and 4, and "
        "Green's pawns 2, 3 and 4, are in start."]
    # and so does the exact count's reason (review rz118)
    near = parse_position("y r=Z4,H,H,H b=10,S,S,S y=Z5,S,H,H g=20,S,S,S teams")
    assert table.events([CardForfeited(Y, Card.THREE, ForfeitReason.NO_LEGAL_MOVE)],
                        near)[0].startswith(
        "Bo cannot use the 3: Bo's pawn 1 is 1 step from home and Ane's pawn 1 is 2 steps")
    # the player's own pawns alone stay bare: the line's subject owns them
    alone = parse_position("b r=10,S,S,S b=S,Z5,S,S y=20,S,S,S g=H,H,H,H teams")
    assert table.events([CardForfeited(B, Card.THREE, ForfeitReason.NO_LEGAL_MOVE)],
                        alone) == [
        "Blue cannot use the 3: pawn 2 would pass home; pawns 1, 3 and 4 are in start."]
