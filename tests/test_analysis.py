"""analysis.threats and friends on hand-made positions (rules sections 2, 3 and 5)."""

from __future__ import annotations

import random

from narration_positions import random_position

from sorry_audio.analysis import (
    CARD_ODDS,
    Route,
    Threat,
    _bumps,
    exposure,
    may_draw_sorry,
    next_kinds,
    opponents,
    option_bumps,
    standings,
    strip_undrawable,
    targets,
    team_standings,
    team_steps,
    team_threats,
    threats,
    total_steps,
    usable_cards,
)
from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card
from sorry_audio.core.moves import legal_options
from sorry_audio.core.position import Position, parse_position
from sorry_audio.narration import Narrator, advice

R, B, Y, G = Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.GREEN


def test_landing_backward_and_sorry_threats_with_the_pawn_that_bumps():
    pos = parse_position("r r=S,27,Z2,H b=S,S,23,S y=31,H,H,H")
    assert threats(pos, R) == [
        Threat(2, 27, B, 1, (Card.SORRY,)),  # Blue's lowest START pawn takes square 27
        Threat(2, 27, Y, 1, (Card.FOUR,)),  # Yellow 31 back 4
    ]


def test_a_slide_sweep_is_a_threat_and_every_card_is_listed():
    # Blue pawn 1 on 27: a 1 lands on Yellow's triangle 28 and sweeps 28..31.
    pos = parse_position("b r=30,S,S,S b=27,S,S,S")
    assert threats(pos, R) == [
        Threat(1, 30, B, 1, (Card.ONE, Card.THREE)),  # 28 then slide, or straight onto 30
        Threat(1, 30, B, 2, (Card.SORRY,)),
    ]
    # Two Blue pawns: a 2 slides pawn 1; a 7 split lets either pawn do it (4 or 6, or 4 to 28).
    pos = parse_position("b r=30,S,S,S b=26,24,S,S")
    assert threats(pos, R) == [
        Threat(1, 30, B, 1, (Card.TWO, Card.SEVEN)),
        Threat(1, 30, B, 2, (Card.SEVEN,)),
        Threat(1, 30, B, 3, (Card.SORRY,)),
    ]


def test_each_card_says_how_it_bumps_the_plainest_way():
    # Blue's 27: a 1 lands on Yellow's triangle 28 and sweeps 30; a 3 lands on 30.
    pos = parse_position("b r=30,S,S,S b=27,S,S,S")
    assert [(t.cards, t.routes) for t in threats(pos, R)] == [
        ((Card.ONE, Card.THREE), (Route.SLIDE, Route.COUNT)),
        ((Card.SORRY,), (Route.SORRY,))]
    # Yellow's 54: a 12 lands on Red's triangle 6, whose slide sweeps 8.
    slide = threats(parse_position("r r=8,S,S,S y=54,H,H,H"), R)
    assert [(t.cards, t.routes) for t in slide] == [((Card.TWELVE,), (Route.SLIDE,))]
    # Yellow in START: a 1 or a 2 enters onto square 31, Yellow's start square.
    enter = threats(parse_position("r r=H,H,H,31 y=S,H,H,H"), R)
    assert [(t.cards, t.routes) for t in enter] == [
        ((Card.ONE, Card.TWO, Card.SORRY), (Route.ENTER, Route.ENTER, Route.SORRY))]
    # A5065: Yellow slides on its own slides; its 2 lands on its triangle 36 and sweeps 39.
    # The 7 moves 5 and 2 (landing) or 2 and 5 (a slide): the plainer way is the one said,
    # and it is a split, as no Yellow pawn stands 7 behind (playtest l12 heard "a 7")
    own = threats(parse_position("r r=S,39,S y=34,Z1,H rules=a5065"), R)
    assert [(t.cards, t.routes) for t in own] == [
        ((Card.TWO, Card.FIVE, Card.SEVEN), (Route.SLIDE, Route.COUNT, Route.SPLIT))]
    # A5065: Yellow's 11 swaps its 31 with Red's 28, its own triangle, and slides back over
    # Red's pawn on 31: "by sliding" was a riddle, so the swap is said (playtest l12)
    # Yellow's 7 split: pawn 1 forward 6 onto the triangle 13, sliding over Red's 15, and
    # pawn 2 forward 1 (playtest n14 heard "a 7 by sliding", with no split)
    split = threats(parse_position("r r=15,S,S,S y=7,40,S,S"), R)
    assert [(t.cards, t.routes) for t in split][0] == (
        (Card.SEVEN, Card.EIGHT), (Route.SPLIT_SLIDE, Route.COUNT))
    assert Narrator({}, R).danger(parse_position("r r=15,S,S,S y=7,40,S,S"), R)[0] == (
        "Your pawn 1 on square 15 could be bumped by Yellow pawn 1 with an 8, or a 7 split "
        "by sliding.")
    swap = threats(parse_position("r r=28,S,S y=31,S,S rules=a5065"), R)
    assert [(t.cards, t.routes) for t in swap] == [
        ((Card.ELEVEN,), (Route.SWAP_SLIDE,)), ((Card.SORRY,), (Route.SORRY,))]
    # A5065's SORRY! with no target is forward 4: from 32 onto the triangle 36.
    fallback = threats(parse_position("r r=S,39,S y=32,H,H rules=a5065"), R)
    assert [(t.cards, t.routes) for t in fallback] == [
        ((Card.SEVEN, Card.SORRY), (Route.COUNT, Route.SLIDE))]
    # ... or straight onto the pawn 4 ahead (a 4 card goes back): no SORRY! taking a square.
    forward = threats(parse_position("r r=S,25,S y=21,H,H rules=a5065"), R)
    assert [(t.cards, t.routes) for t in forward] == [((Card.SORRY,), (Route.FORWARD,))]
    # the routes are extra: a Threat still equals one built without them
    assert slide == [Threat(1, 8, Y, 1, (Card.TWELVE,))]


def test_safety_zone_and_start_pawns_are_never_threatened():
    pos = parse_position("r r=S,Z1,Z5,H b=59,60,1,2")
    assert threats(pos, R) == []


def test_threats_follow_the_rules_profile():
    # Classic: a SORRY! with no pawn in START is forfeited.
    classic = parse_position("r r=S,20,S,S b=16,H,H,H")
    assert threats(classic, R) == []
    # A5065: SORRY! with no target becomes forward 4, which lands on 20.
    a5065 = parse_position("r r=S,20,S b=16,H,H rules=a5065")
    assert threats(a5065, R) == [Threat(2, 20, B, 1, (Card.SORRY,))]


def test_every_opponent_is_asked_clockwise_from_the_colour():
    pos = parse_position("y r=5,S,S,S b=S,S,S,S y=10,S,S,S g=S,S,S,S")
    assert opponents(pos, Y) == (G, R, B)
    got = threats(pos, Y)
    assert got == [Threat(1, 10, G, 1, (Card.SORRY,)), Threat(1, 10, R, 1, (Card.FIVE,)),
                   Threat(1, 10, R, 2, (Card.SORRY,)), Threat(1, 10, B, 1, (Card.SORRY,))]


def test_distances_and_standings():
    pos = parse_position("r r=S,27,Z2,H b=S,S,23,S y=31,H,H,H")
    assert total_steps(pos, R) == 65 + 38 + 4 + 0
    assert total_steps(pos, Y) == 64
    assert standings(pos) == [Y, R, B]
    # as at the playtest's end: three HOME with 26 steps to go trails one HOME with 12
    end = parse_position("r r=H,H,H,H y=H,Z1,Z2,Z3 g=H,H,H,24")
    assert (total_steps(end, G), total_steps(end, Y)) == (26, 12)
    assert standings(end) == [R, Y, G]


def test_targets_are_the_opponents_threats_seen_from_the_attacker():
    pos = parse_position("r r=S,27,Z2,H b=S,S,23,S y=31,H,H,H")
    assert targets(pos, R) == {
        B: [Threat(3, 23, R, 1, (Card.SORRY,)),  # red's pawn in START
            Threat(3, 23, R, 2, (Card.FOUR,))],  # red 27 back 4
        # red 27: a 1 lands on Yellow's triangle 28 and slides to 31; a 7 split puts 4 on it
        Y: [Threat(1, 31, R, 1, (Card.SORRY,)),
            Threat(1, 31, R, 2, (Card.ONE, Card.SEVEN))],
    }


def test_targets_and_threats_agree_on_random_positions():
    rng = random.Random(5)
    for _ in range(40):
        pos = random_position(rng)
        for colour in pos.seated:
            expected = {opp: [t for t in threats(pos, opp) if t.by_colour == colour]
                        for opp in opponents(pos, colour)}
            assert targets(pos, colour) == {opp: ts for opp, ts in expected.items() if ts}


def test_exposure_weighs_each_threatened_pawn_by_its_ground_and_the_odds():
    # Red's pawn on 27 has made 27 steps (entering is one); Yellow's 31 reaches it with a
    # backward 4 (4 of 45 cards).  Blue's SORRY! is left out: no move escapes it.
    pos = parse_position("r r=S,27,Z2,H b=S,S,23,S y=31,H,H,H")
    assert CARD_ODDS[Card.FOUR] == 4 / 45 and CARD_ODDS[Card.ONE] == 5 / 45
    assert abs(exposure(threats(pos, R), pos, R) - 27 * 4 / 45) < 1e-9
    # Two opponents at one pawn (Blue's 22 with a 5): the chance that either draws a card
    # that reaches it.
    both = parse_position("r r=S,27,S,S b=22,S,S,S y=31,H,H,H")
    expected = 27 * (1 - (1 - 4 / 45) * (1 - 4 / 45))
    assert abs(exposure(threats(both, R), both, R) - expected) < 1e-9
    assert exposure([], pos, R) == 0.0


def test_usable_cards_are_the_kinds_that_would_not_be_forfeited():
    # All in START: only a 1 or a 2 enters (a SORRY! needs an opponent on the track).
    assert usable_cards(parse_position("r r=S,S,S,S b=S,S,S,S"), R) == (Card.ONE, Card.TWO)
    assert Card.SORRY in usable_cards(parse_position("r r=S,S,S,S b=10,S,S,S"), R)
    # One pawn on safety zone square 5 needs a 1, or backs up with a 4 or a 10.
    assert usable_cards(parse_position("b r=H,H,H,Z5 b=S,S,S,S"), R) == (
        Card.ONE, Card.FOUR, Card.TEN)


# --- the partnership game (spec 6): red with yellow, blue with green ---------------------

TEAMS = "r r=20,S,S,S b=15,S,S,S y=17,S,S,S g=8,S,S,S teams"


def test_with_teams_the_partner_is_no_opponent_and_no_threat():
    pos = parse_position(TEAMS)
    assert opponents(pos, R) == (B, G) and opponents(pos, G) == (R, Y)
    # Yellow's 17 is 3 behind Red's 20, but a partner never counts as a threat; Blue's 15
    # reaches it with a 5, or a 7 split with Green's 8 forward 2 (either opponent may move
    # either colour's pawns), and Green's 8 with a 12
    assert threats(pos, R) == [
        Threat(1, 20, B, 1, (Card.FIVE, Card.SEVEN)),
        Threat(1, 20, B, 2, (Card.SORRY,)),
        Threat(1, 20, G, 1, (Card.TWELVE,)),
        Threat(1, 20, G, 2, (Card.SORRY,)),
    ]
    assert all(t.colour == R for t in threats(pos, R))
    # the same game without teams: Yellow is an opponent, and its 3 reaches Red's 20; a
    # 7 is no threat, with no second Blue pawn to split it with
    alone = parse_position(TEAMS.removesuffix(" teams"))
    assert threats(alone, R)[0] == Threat(1, 20, B, 1, (Card.FIVE,))
    assert Threat(1, 20, Y, 1, (Card.THREE,)) in threats(alone, R)


def test_team_threats_cover_the_partners_pawns_after_the_players_own():
    pos = parse_position(TEAMS)
    found = team_threats(pos, R)
    assert [t.colour for t in found] == [R] * 4 + [Y] * 3
    assert found[:4] == threats(pos, R)
    # the partner's, opponents clockwise from the player (threats(pos, Y) starts at Green)
    assert found[4:] == [
        Threat(1, 17, B, 1, (Card.TWO, Card.SEVEN)),
        Threat(1, 17, B, 2, (Card.SORRY,)),
        Threat(1, 17, G, 2, (Card.SORRY,)),
    ]
    assert set(found[4:]) == set(threats(pos, Y))
    # without teams a team is one colour
    alone = parse_position(TEAMS.removesuffix(" teams"))
    assert team_threats(alone, R) == threats(alone, R)


def _team_position(rng: random.Random) -> Position:
    """A random partnership position: all four colours, pawns anywhere legal-looking."""
    pos = random_position(rng)
    while len(pos.seated) < 4:
        pos = random_position(rng)
    return Position(pos.to_move, pos.seated, pos.locs, pos.rules, True)


def test_either_opponent_has_the_same_bumps_so_one_is_asked():
    # threats asks only the first opponent: with teams both move the same eight pawns
    rng = random.Random(11)
    for _ in range(25):
        pos = _team_position(rng)
        for colour in pos.seated:
            first, second = opponents(pos, colour)
            team = pos.team(colour)
            assert _bumps(pos, first, team) == _bumps(pos, second, team)


def test_targets_with_teams_move_the_partners_pawns_and_spare_the_partner():
    pos = parse_position(TEAMS)
    got = targets(pos, R)
    assert set(got) == {B, G}
    # Yellow's 17 back 4 lands on 13 and slides over Blue's 15: Red may move Yellow's pawn
    assert Threat(1, 15, Y, 1, (Card.FOUR,)) in got[B]
    assert [t.colour for ts in got.values() for t in ts] == [B] * 3 + [G] * 2
    # they agree with the victims' threats, in any order
    rng = random.Random(7)
    for _ in range(25):
        pos = _team_position(rng)
        for colour in pos.seated:
            for opp, found in targets(pos, colour).items():
                assert set(found) == {t for t in threats(pos, opp)
                                      if t.by_colour in pos.team(colour)}


def test_a_card_that_bumps_the_partner_reaches_no_one():
    # Red's 16 forward 2 lands on Yellow's 18: a bump, but of the partner
    text = "r r=16,S,S,S b=25,H,H,H y=18,H,H,H g=H,H,H,H"
    pos = parse_position(text + " teams")
    assert option_bumps(pos, legal_options(pos, Card.TWO)) == {}
    alone = parse_position(text)
    assert option_bumps(alone, legal_options(alone, Card.TWO)) == {(Y, 1, 18): [1]}
    # a 7: Yellow's 18 forward 7 onto Blue's 25, or a split that puts either pawn on
    # Blue's triangle 21, whose slide sweeps 25
    sevens = legal_options(pos, Card.SEVEN)
    assert option_bumps(pos, sevens) == {(B, 1, 25): [1, 5, 6]}
    assert sevens[1].parts[0].colour == Y  # Yellow's pawn forward 7 onto Blue's


def test_exposure_with_teams_counts_the_partners_pawns_and_both_opponents_draws():
    # Red's 20 (20 steps made) by a 5, a 7 or a 12 (SORRY! left out), and each of the two
    # opponents draws a card that may move either opposing pawn.  Yellow's 17 is 18 steps
    # from home, 47 made from its start square 31, by a 2 or a 7.
    pos = parse_position(TEAMS)
    reach_red = CARD_ODDS[Card.FIVE] + CARD_ODDS[Card.SEVEN] + CARD_ODDS[Card.TWELVE]
    reach_yellow = CARD_ODDS[Card.TWO] + CARD_ODDS[Card.SEVEN]
    expected = 20 * (1 - (1 - reach_red) ** 2) + 47 * (1 - (1 - reach_yellow) ** 2)
    assert abs(exposure(team_threats(pos, R), pos, R) - expected) < 1e-9
    assert abs(exposure(threats(pos, R), pos, R) - 20 * (1 - (1 - reach_red) ** 2)) < 1e-9


def test_team_steps_and_standings_sum_the_partners():
    pos = parse_position("r r=H,H,H,H b=S,S,S,S y=60,S,H,H g=50,H,H,H teams")
    # Yellow's 60 is 35 steps from home (29 to its safety entry on 29, then 6), START 65
    assert team_steps(pos, R) == team_steps(pos, Y) == 35 + 65
    assert team_steps(pos, B) == 4 * 65 + total_steps(pos, G)
    assert team_standings(pos) == [(R, Y), (B, G)]
    # without teams each colour is its own team, in the order standings gives
    alone = parse_position("r r=H,H,H,H b=S,S,S,S y=60,S,H,H g=50,H,H,H")
    assert team_steps(alone, R) == 0
    assert team_standings(alone) == [(c,) for c in standings(alone)]


def sorry_drawers(pos: Position, pile: dict[Card, int] | None, drawn: bool = False,
                  held: Card | None = None) -> frozenset[Colour]:
    """The seated colours whose next card may be a SORRY!, as the danger check reads
    :func:`next_kinds` (once analysis.sorry_drawers, which only these tests called)."""
    return may_draw_sorry(next_kinds(pos, pile, drawn, held))


# Playtest q10: with two 11s left to draw, A and Shift+A still warned of a SORRY!.
TWO_ELEVENS = {Card.ELEVEN: 2}
THREE = parse_position("r r=30,S,S,S b=50,S,S,S y=S,S,S,S")


def test_sorry_drawers_counts_the_draws_before_each_turn_and_the_reshuffle():
    # Red draws the first 11, Blue the second; Yellow draws after the reshuffle
    assert sorry_drawers(THREE, TWO_ELEVENS) == {Y}
    # Red holds its card: Blue and Yellow draw the two 11s, Red's next card comes after;
    # but a classic 2 in Red's hand would draw again first, so Yellow might be reshuffled to
    assert sorry_drawers(THREE, TWO_ELEVENS, drawn=True) == {R, Y}
    a5065 = parse_position("r r=30,S,S b=50,S,S y=S,S,S rules=a5065")
    assert sorry_drawers(a5065, TWO_ELEVENS, drawn=True) == {R}
    assert sorry_drawers(THREE, {Card.ELEVEN: 3}) == set()
    # a classic 2 draws again: one more draw may come before each turn
    assert sorry_drawers(THREE, {Card.TWO: 1, Card.ELEVEN: 2}) == {Y}
    assert sorry_drawers(THREE, {Card.TWO: 1, Card.ELEVEN: 3}) == set()
    assert sorry_drawers(THREE, {Card.SORRY: 1, Card.ELEVEN: 9}) == {R, B, Y}
    # the one to draw now may draw the last card, a 2, and draw again after the reshuffle
    # (review rv106: A called its next card's threats not counted)
    assert sorry_drawers(THREE, {Card.TWO: 1}) == {R, B, Y}
    assert sorry_drawers(THREE, {Card.TWO: 1, Card.ELEVEN: 1}) == {B, Y}
    assert sorry_drawers(THREE, None) == {R, B, Y}  # the pile not known: any card may come


def test_a_held_card_known_not_to_draw_again_adds_no_draw():
    """Playtest pe77: holding a 3, with a 3 and two 1s left to draw, A warned of Green's 4,
    the card in hand taken for a 2 that would draw again before the others."""
    teams = parse_position("r r=S,S,25,H b=S,S,S,S y=S,S,S,S g=S,S,S,S teams")
    pile = {Card.THREE: 1, Card.ONE: 2}
    held = next_kinds(teams, pile, drawn=True, held=Card.THREE)
    assert held[G] == held[B] == held[Y] == {Card.ONE, Card.THREE}
    assert held[R] is None  # Red's own next card comes after the reshuffle
    # a 2: Red draws again first
    assert next_kinds(teams, pile, drawn=True, held=Card.TWO)[G] is None
    assert next_kinds(teams, pile, drawn=True)[G] is None  # the card not known
    # a5065: no card draws again, held or not
    assert sorry_drawers(parse_position("r r=30,S,S b=50,S,S y=S,S,S rules=a5065"),
                         TWO_ELEVENS, drawn=True, held=Card.TWO) == {R}
    assert sorry_drawers(THREE, TWO_ELEVENS, drawn=True, held=Card.SEVEN) == {R}
    assert sorry_drawers(THREE, TWO_ELEVENS, drawn=True, held=Card.TWO) == {R, Y}
    # so A says the pawn is safe from what no one can draw
    pos = parse_position("r r=S,S,25,H b=20,S,S,S y=S,S,S,S g=S,S,S,S teams")
    n = Narrator({}, R)
    assert advice.danger(n, pos, R, pile, drawn=True, held=Card.THREE)[0] == (
        "None of your pawns or Yellow's can be bumped next turn.")
    assert "with a 5" in advice.danger(n, pos, R, pile, drawn=True)[0]


def test_strip_undrawable_drops_the_card_and_a_threat_left_with_none():
    def no_sorry(t, card):  # its bumper cannot draw a SORRY! next
        return card is not Card.SORRY

    pos = parse_position("r r=30,H,H b=26,H,H rules=a5065")
    forward = threats(pos, R)
    assert [(t.cards, t.routes) for t in forward] == [((Card.SORRY,), (Route.FORWARD,))]
    assert strip_undrawable(forward, no_sorry) == []
    assert strip_undrawable(forward, lambda t, card: True) == forward
    pos = parse_position("r r=30,S,S,S b=26,S,S,S")
    found = threats(pos, R)
    kept = strip_undrawable(found, no_sorry)
    assert [t.by_pawn for t in found] == [1, 2]  # pawn 2 from start, with a SORRY!
    assert [t.by_pawn for t in kept] == [1] and Card.SORRY not in kept[0].cards


def test_danger_and_reach_leave_out_a_sorry_that_cannot_be_drawn():
    n = Narrator({}, R)
    assert n.danger(THREE, R) == [
        # one pawn out: "pawn", not "any of them" (av47); who in the same line (pr107)
        "Only a SORRY! from Blue or Yellow can bump your pawn on the track."]
    assert advice.danger(n, THREE, R, TWO_ELEVENS) == [
        "Only a SORRY! from Yellow can bump your pawn on the track."]
    assert advice.danger(n, THREE, R, {Card.ELEVEN: 3}) == [
        "None of your pawns can be bumped next turn.",
        # who cannot draw it (playtest pu110: another opponent may)
        "A SORRY! could reach too, but none is left for Blue or Yellow to draw next."]
    assert n.reach(THREE, R) == [
        "No move can bump an opponent's pawn, but a SORRY! card could take any opponent's "
        "pawn on the track."]
    assert advice.reach(n, THREE, R, TWO_ELEVENS) == [
        "No opponent pawn can be bumped by any card you could draw next.",
        "A SORRY! could reach too, but none is left for you to draw next."]
    # a5065's forward 4 is a SORRY! card too
    forward = parse_position("r r=30,H,H b=26,H,H rules=a5065")
    assert n.danger(forward, R) == [
        "Your pawn 1 on square 30 could be bumped by Blue pawn 1 with a SORRY!, by moving "
        "forward 4."]
    assert advice.danger(n, forward, R, {Card.FIVE: 8}) == [
        "None of your pawns can be bumped next turn.",
        "A SORRY! could reach too, but none is left for Blue to draw next."]


def test_in_the_point_score_game_a_seen_hand_is_where_its_next_card_comes_from():
    """Review aa27: "none is left for you to draw next" of a 12 held in the player's hand;
    the pile there counts only the cards the listener cannot see."""
    pos = parse_position("b r=5,S,S,S b=17,S,S,S")
    unseen = {Card.FIVE: 9, Card.TEN: 2}  # the deck and Blue's hand, as Red counts them
    plain = next_kinds(pos, unseen)
    assert plain[Colour.RED] == frozenset({Card.FIVE, Card.TEN})
    seen = next_kinds(pos, unseen, hands={Colour.RED: [Card.TWELVE, Card.FOUR]})
    assert seen[Colour.RED] == frozenset({Card.TWELVE, Card.FOUR})
    assert seen[Colour.BLUE] == plain[Colour.BLUE]  # an opponent's: what Red cannot see
    # Red to move holding its card (taken out of the hand given): the rest, or a refill
    red = pos.replace(to_move=Colour.RED)
    held = next_kinds(red, unseen, drawn=True, hands={Colour.RED: [Card.FOUR]})
    assert held[Colour.RED] == frozenset({Card.FOUR, Card.FIVE, Card.TEN})
    assert next_kinds(red, None, drawn=True, hands={Colour.RED: [Card.FOUR]})[Colour.RED] is None
    # review am38: a refill only for the colour to move that holds its card: not for Red to
    # move still choosing from its hand, nor for Red waiting while Blue holds Blue's card
    choosing = next_kinds(red, unseen, drawn=False, hands={Colour.RED: [Card.FOUR]})
    assert choosing[Colour.RED] == frozenset({Card.FOUR})
    waiting = next_kinds(pos, unseen, drawn=True, hands={Colour.RED: [Card.TWELVE, Card.FOUR]})
    assert waiting[Colour.RED] == frozenset({Card.TWELVE, Card.FOUR})
    # and Shift+A's note says a card Red to move, choosing, does not hold is not in the hand
    n = Narrator({}, R)
    ahead = parse_position("r r=5,S,S,S b=17,S,S,S")  # Blue 12 ahead of Red
    assert advice.reach(n, ahead, R, unseen, drawn=False, hands={R: [Card.FOUR]})[-1] == (
        "A 12 or a SORRY! could reach too, but you hold none.")
    # with its card picked, the next comes from the rest of the hand or its refill: "cannot
    # play one next", as A says in this game (playtests ps109, pw112: "to draw next" loose)
    assert advice.reach(n, ahead, R, unseen, drawn=True, hands={R: [Card.FOUR]})[-1] == (
        "A 12 or a SORRY! could reach too, but you cannot play one next.")


def test_in_the_point_score_game_a_hidden_hand_may_play_any_card_once_the_pile_runs_out():
    """Playtest ps109: "Not counted, as none is left for an opponent to draw next: a
    SORRY!", then Blue played a 2, refilled from the reshuffled discards and played a
    SORRY!.  The unseen cards count Blue's hand of five: the pile itself held one, which
    Red's refill takes, so Blue's after a 2 comes from the reshuffle."""
    pos = parse_position("r r=30,S,S,S b=S,S,S,S")
    hands = {Colour.RED: [Card.FOUR, Card.FIVE, Card.EIGHT, Card.TEN]}
    low = {Card.TWO: 1, Card.FIVE: 4, Card.TEN: 1}  # Blue's five and a pile of one
    assert next_kinds(pos, low, drawn=True, hands=hands)[Colour.BLUE] is None
    # a pile of two is enough for both refills (playtest pw112: one too careful); with no
    # 2 unseen, Blue plays once, from its hand, however short the pile
    two = {Card.TWO: 1, Card.FIVE: 4, Card.TEN: 2}
    assert next_kinds(pos, two, drawn=True, hands=hands)[Colour.BLUE] == frozenset(
        {Card.TWO, Card.FIVE, Card.TEN})
    no_two = {Card.FIVE: 5, Card.TEN: 1}
    assert next_kinds(pos, no_two, drawn=True, hands=hands)[Colour.BLUE] == frozenset(
        {Card.FIVE, Card.TEN})
    n = Narrator({}, R)
    assert advice.danger(n, pos, R, low, drawn=True, hands=hands) == [
        "Only a SORRY! from Blue can bump your pawn on the track."]
    # a pile of ten: Red refills, Blue plays from its hand, and a 2 refills from the pile
    deep = {Card.TWO: 1, Card.FIVE: 8, Card.TEN: 6}
    assert next_kinds(pos, deep, drawn=True, hands=hands)[Colour.BLUE] == frozenset(
        {Card.TWO, Card.FIVE, Card.TEN})
    # (Blue plays from its hand: "cannot play one", not "none left to draw"; ps109, pw112)
    assert advice.danger(n, pos, R, deep, drawn=True, hands=hands)[-1] == (
        "A SORRY! could reach too, but Blue cannot play one next.")
