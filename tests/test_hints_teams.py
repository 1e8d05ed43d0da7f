"""The danger check (A), the reach check (Shift+A) and hints (H) in the partnership game.

Red partners Yellow, Blue partners Green (spec 6).  The player may move the partner's
pawns, so A names the partner's pawns in danger too, Shift+A counts what either pawn
could bump, and a hint names a partner's pawn by colour and never gives a bump of the
partner as a reason.  The words are checked exactly for a given option, not for the one
the hard bot picks (its partnership play is tested with the bots).
"""

from __future__ import annotations

import random

from rigging import stacked_game

from sorry_audio.analysis import option_bumps
from sorry_audio.bots import advise
from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card, deck_cards
from sorry_audio.core.game import Game, Phase
from sorry_audio.core.moves import Option, legal_options
from sorry_audio.core.position import parse_position
from sorry_audio.narration import Narrator, advice
from sorry_audio.narration.settings import NarrationSettings, Verbosity

R, B, Y, G = Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.GREEN

#: Red's 20 and Yellow's 17 in reach of Blue's 15 and Green's 8; each opponent has a pawn
#: in START, so a SORRY! could take any of them too
REACHED = "r r=20,S,S,S b=15,S,S,S y=17,S,S,S g=8,S,S,S teams"
#: Red's 16 is 2 behind Yellow's 18: a 2 would bump the partner
BEHIND = "r r=16,S,S,S b=25,H,H,H y=18,H,H,H g=H,H,H,H teams"


def option(position: str, card: Card, number: int) -> tuple[Narrator, Option, str]:
    """The hint's words for option ``number`` (from 1) of ``card`` at ``position``."""
    pos = parse_position(position)
    chosen = legal_options(pos, card)[number - 1]
    narrator = Narrator({}, pos.to_move)
    return narrator, chosen, narrator.hint(pos, chosen, number)


# --- A: the danger check --------------------------------------------------------------

def test_danger_names_the_partners_pawns_after_yours_and_both_opponents():
    pos = parse_position(REACHED)
    # either opponent may move either opposing colour's pawn: both are named first (playtest
    # pc69: "by Green pawn 1" alone sounded like a danger on Green's turn only)
    assert Narrator({}, R).danger(pos, R) == [
        "Your pawn 1 on square 20 could be bumped by Blue or Green, moving Blue pawn 1 with a "
        "5, or a 7 split; Green pawn 1 with a 12.",
        "Yellow pawn 1 on square 17 could be bumped by Blue or Green, moving Blue pawn 1 with "
        "a 2, or a 7 split.",
        "And Blue or Green could take any of your pawns or Yellow's on the track with a "
        "SORRY! card.",
    ]
    # the partner's 17, three behind Red's 20, is no threat; without teams it is one
    alone = parse_position(REACHED.removesuffix(" teams"))
    assert Narrator({}, R).danger(alone, R)[0] == (
        "Your pawn 1 on square 20 could be bumped by Blue pawn 1 with a 5; Yellow pawn 1 "
        "with a 3; Green pawn 1 with a 12.")


def test_danger_names_a_named_partner_and_speaks_to_the_partner_too():
    pos = parse_position(REACHED)
    assert Narrator({Y: "Ann"}, R).danger(pos, R)[1:] == [
        "Ann's pawn 1 on square 17 could be bumped by Blue or Green, moving Blue pawn 1 with "
        "a 2, or a 7 split.",
        "And Blue or Green could take any of your pawns or Ann's on the track with a "
        "SORRY! card.",
    ]
    # Yellow at the keyboard hears its own pawn first, then Red's, and the opponents
    # clockwise from Yellow
    assert Narrator({}, Y).danger(pos.replace(to_move=Y), Y) == [
        "Your pawn 1 on square 17 could be bumped by Green or Blue, moving Blue pawn 1 with "
        "a 2, or a 7 split.",
        "Red pawn 1 on square 20 could be bumped by Green or Blue, moving Green pawn 1 with a "
        "12; Blue pawn 1 with a 5, or a 7 split.",
        "And Green or Blue could take any of your pawns or Red's on the track with a "
        "SORRY! card.",
    ]


def test_danger_with_nothing_or_only_a_sorry_says_the_team():
    # Yellow's 18 just ahead of Red's 16 is safe from its partner; Blue has no pawn in START
    assert Narrator({}, R).danger(parse_position(BEHIND), R) == [
        "None of your pawns or Yellow's can be bumped next turn."]
    only = parse_position("r r=H,H,H,H b=S,H,H,H y=50,H,H,H g=H,H,H,H teams")
    assert Narrator({}, R).danger(only, R) == [
        "Only a SORRY! from Blue or Green can bump Yellow's pawn on the track."]
    # without teams nothing changes: Yellow is an opponent, whose pawns are not asked about
    alone = parse_position("r r=H,H,H,H b=S,H,H,H y=50,H,H,H g=H,H,H,H")
    assert Narrator({}, R).danger(alone, R) == ["None of your pawns can be bumped next turn."]


# --- Shift+A: the reach check ---------------------------------------------------------

def test_reach_counts_the_partners_pawns_and_never_the_partner():
    pos = parse_position(BEHIND)
    # Red's 16 bumps Blue's 25 by sliding from Blue's triangle 21; Yellow's 18 by a 7, or
    # by a 3 and the same slide.  Red's 2 onto Yellow's 18 is no reach.
    assert Narrator({}, R).reach(pos, R) == [
        "Blue pawn 1 on square 25 could be bumped by your pawn 1 with a 5 or a 7 split, by "
        "sliding; Yellow pawn 1 with a 7, or a 3 by sliding.",
        "And a SORRY! card could take any opponent's pawn on the track.",
    ]
    assert Narrator({}, R).reach(parse_position(REACHED), R) == [
        "Blue pawn 1 on square 15 could be bumped by Yellow pawn 1 with a 4, by sliding.",
        "And a SORRY! card could take any opponent's pawn on the track.",
    ]
    lone = parse_position("r r=H,H,H,H b=S,H,H,H y=50,H,H,H g=H,H,H,H teams")
    assert Narrator({}, R).reach(lone, R) == [
        "No opponent pawn can be bumped by any card you could draw next."]


def test_reach_of_the_card_in_hand_leaves_out_a_bump_of_the_partner():
    pos = parse_position(BEHIND)
    narrator = Narrator({}, R)

    def said(card: Card) -> list[str]:
        found = option_bumps(pos, legal_options(pos, card))
        return narrator.reach_card(card, found, lambda i: (None, i + 1))

    assert said(Card.TWO) == ["Your 2 cannot bump an opponent's pawn."]
    # option 2 moves Yellow's pawn 7; options 6 and 7 split it, one pawn sliding from 21
    assert said(Card.SEVEN) == ["Your 7 can bump Blue pawn 1 on square 25 with option 2, 6 or 7."]


# --- H: hints -------------------------------------------------------------------------

def test_a_hint_names_the_partners_pawn_and_brings_it_home():
    _, _, text = option("r r=20,H,H,H b=H,H,H,H y=Z4,H,H,H g=10,H,H,H teams", Card.TWO, 2)
    assert text == (
        "Hint: option 2, Yellow pawn 1 forward 2 home. It brings Yellow pawn 1 home. It "
        "leaves your pawn 1 where Blue or Green could bump it with a 10. Every move leaves a "
        "pawn in danger; this one risks least.")  # "your": the partner's pawn 1 was named


def test_the_partners_last_pawn_home_wins_for_the_team():
    _, _, text = option("r r=H,H,H,H b=H,H,H,H y=Z4,H,H,H g=10,H,H,H teams", Card.TWO, 1)
    assert text == "Hint: option 1, Yellow pawn 1 forward 2 home, wins the game."
    # a partner's pawn home while the player's own are out is no win
    _, _, text = option("r r=20,H,H,H b=H,H,H,H y=Z4,H,H,H g=10,H,H,H teams", Card.TWO, 2)
    assert "wins" not in text


def test_bumping_the_partner_is_a_cost_never_a_reason():
    _, _, text = option(BEHIND, Card.TWO, 2)
    assert text == (
        "Hint: option 2, pawn 1 forward 2 to square 18, warning: bumps your partner's pawn, "
        "Yellow pawn 1, which has 17 steps to go. The hard bot thinks it is the best move, "
        "counting the cards that could come next. But it sends your partner's pawn, Yellow "
        "pawn 1, back to start.")
    # a SORRY! with no opponent on the track must take the partner's pawn
    _, _, text = option("r r=S,H,H,H b=H,H,H,H y=20,H,H,H g=H,H,H,H teams", Card.SORRY, 1)
    assert text == (
        "Hint: option 1, SORRY! pawn 1 from start takes square 20 from your partner's pawn, "
        "Yellow pawn 1, which has 15 steps to go. It is the only move. But it sends your "
        "partner's pawn, Yellow pawn 1, back to start.")
    # moving the partner's pawn onto one's own is a cost too
    _, _, text = option("r r=20,S,S,S b=H,H,H,H y=18,S,S,S g=10,H,H,H teams", Card.TWO, 4)
    assert text == (
        "Hint: option 4, Yellow pawn 1 forward 2 to square 20, warning: sends your own pawn 1 "
        "back to start. It leaves the fewest pawns in danger. But it sends your own pawn 1 "
        "back to start. It leaves Yellow pawn 1 where Blue or Green could bump it with a 10.")
    # the same 2 without teams: Yellow is an opponent, and bumping it is the reason
    _, _, text = option(BEHIND.removesuffix(" teams"), Card.TWO, 2)
    assert "It bumps Yellow." in text and "partner" not in text


def test_the_partners_pawn_out_of_danger_into_its_zone_and_near_it():
    _, _, text = option("r r=26,S,H,59 b=H,S,S,S y=S,H,38,H g=H,S,S,42 teams", Card.TEN, 4)
    assert text == ("Hint: option 4, Yellow pawn 3 forward 10 to square 48. It takes Yellow "
                    "pawn 3 where only a SORRY! could bump it.")  # Green has a pawn in start
    _, _, text = option("r r=10,S,Z2,8 b=21,H,Z5,Z4 y=50,22,Z1,Z4 g=Z1,H,35,H teams",
                        Card.TEN, 8)
    assert text == ("Hint: option 8, Yellow pawn 2 forward 10 to safety zone square 3. It "
                    "takes Yellow pawn 2 into Yellow's safety zone. It is the only move that "
                    "leaves none of your pawns or Yellow's in danger. Option 2 in group 5 would "
                    "bump Blue pawn 1, but that one would leave Yellow pawn 2 where an opponent "
                    "could bump it.")
    _, _, text = option("r r=H,5,2,Z2 b=H,12,S,18 y=13,S,S,S g=47,30,26,Z2 teams",
                        Card.TEN, 6)
    assert text == (
        "Hint: option 6, Yellow pawn 1 forward 10 to square 23. It brings Yellow pawn 1 "
        "within 6 squares of Yellow's safety entry, where one card can take it into the "
        "safety zone. Option 3 would bump Blue pawn 2, but this one leaves Green pawn 3 "
        "within reach of your next card. It leaves Yellow pawn 1 where Blue or Green could "
        "bump it with a 5, or a 7 split. Blue or Green could also swap Yellow pawn 1 past its "
        "safety entry, 53 squares further from home, with an 11. Every move leaves a pawn in "
        "danger.")


def test_a_partners_backward_move_start_square_and_swap():
    where = "r r=Z2,S,22,S b=12,Z2,25,51 y=43,S,31,Z4 g=59,8,H,Z2 teams"
    _, _, text = option(where, Card.FOUR, 4)
    assert text == (
        "Hint: option 4, Yellow pawn 3 back 4 to square 27, 8 steps from home. It leaves the "
        "fewest pawns in danger and goes back the short way home for Yellow pawn 3. It leaves "
        "Yellow pawn 3 where Blue or Green could bump it with a 2, or a 7 split. Blue or Green "
        "could also swap Yellow pawn 3 back 36 squares "
        "with an 11.")
    _, _, text = option(where, Card.TEN, 7)
    assert text == (
        "Hint: option 7, Yellow pawn 3 back 1 to square 30. It clears Yellow's start square "
        "for a pawn waiting in start. Option 3 would bump Blue pawn 3; the hard bot thinks this "
        "one is better, counting the cards that could come next. It leaves Yellow pawn 3 "
        "where Blue or Green could bump it with a 5, or a 3 by sliding, or a 7 split.")
    _, _, text = option("r r=H,Z3,S,S b=H,S,34,H y=60,Z2,37,Z4 g=5,S,S,10 teams",
                        Card.ELEVEN, 3)
    assert text == (
        "Hint: option 3, swap Yellow pawn 1 with Blue pawn 3: Yellow pawn 1 to square 34, 26 "
        "squares further from its home; "
        "Blue pawn 3 to square 60, nearer its home. It swaps places with Blue pawn 3, though "
        "Yellow pawn 1 lands 26 squares further from home. It also takes Yellow pawn 1 where "
        "only a SORRY! could bump it. It is the only move that leaves none of your pawns or "
        "Yellow's in danger.")  # Blue has a pawn in start; on 60 an 11 could swap it back


def test_an_own_pawn_beside_the_partners_is_your_pawn():
    """Playtest i9: "Ben's pawn 2 forward 10 ... It keeps pawn 2 near your start square"
    was heard as Ben's pawn 2; in a partnership game the player's own pawn is "your pawn"."""
    pos = parse_position("r r=H,1,S,S b=H,S,S,S y=S,39,S,S g=H,S,S,S teams")
    option = legal_options(pos, Card.TEN)[2]
    assert Narrator({}, R).hint(pos, option, 3) == (
        "Hint: option 3, Yellow pawn 2 forward 10 to square 49. It keeps your pawn 2 on your "
        "start square, where a 4 would move it back to 8 steps from home, and gains the most "
        "of all the moves that leave a pawn there.")


def test_the_risk_names_two_pawns_of_the_partner_together():
    """Playtest pc69: "It leaves Yellow pawn 1 and Yellow pawn 2 in danger"."""
    _, _, text = option("r r=28,H,H,H b=41,H,H,H y=26,52,H,H g=47,H,H,H teams", Card.THREE, 2)
    assert "It leaves Yellow pawns 1 and 2 in danger: " in text


def test_the_risk_names_the_partners_pawns_and_the_opposing_pair_once():
    _, _, text = option("r r=20,H,H,H b=H,H,H,H y=27,H,H,H g=10,H,H,H teams", Card.FOUR, 2)
    assert text == (
        "Hint: option 2, Yellow pawn 1 back 4 to square 23. The hard bot thinks it is the "
        "best move, counting the cards that could come next. It leaves your pawn 1 and "
        "Yellow pawn 1 in "
        "danger: Blue or Green could bump Yellow pawn 1 with an 11, by sliding; and your pawn "
        "1 with a 10. Every move leaves a pawn in danger.")  # not a bare "pawn 1" (i9)
    brief = Narrator({}, R, NarrationSettings(verbosity=Verbosity.BRIEF))
    pos = parse_position("r r=20,H,H,H b=H,H,H,H y=27,H,H,H g=10,H,H,H teams")
    chosen = legal_options(pos, Card.FOUR)[1]
    assert brief.hint(pos, chosen, 2).endswith(
        "It leaves your pawn 1 and Yellow pawn 1 in danger.")


def test_the_hard_bots_hint_for_a_team_position_names_its_option():
    # whichever option the bot picks, H words that option, with a reason
    rest = deck_cards()
    rest.remove(Card.SEVEN)
    game = stacked_game(REACHED, [Card.SEVEN], under=rest)
    assert game.teams
    game.draw()
    advice = advise(game.view())
    chosen = game.options[advice.index]
    text = Narrator({}, R).hint(game.position, chosen, advice.index + 1, advice.close)
    _, _, expected = option(REACHED, Card.SEVEN, advice.index + 1)
    assert text.startswith(f"Hint: option {advice.index + 1}, ")
    assert text.split(". ")[0] == expected.split(". ")[0]


def test_every_decision_of_a_random_partnership_game_has_a_hint_and_a_danger_line():
    # Red is the human: at each of its decisions H, A and Shift+A answer without error,
    # in a partnership game played to its end with random choices (every fifth of Red's
    # the hard bot's, as H would hint it)
    for seed in range(2):
        rng = random.Random(seed)
        game = Game(list(Colour), seed=seed, teams=True)
        narrator = Narrator({}, R)
        brief = Narrator({}, R, NarrationSettings(verbosity=Verbosity.BRIEF))
        decisions = 0
        while game.phase is not Phase.OVER:
            game.draw()
            if game.phase is not Phase.CHOOSE:
                continue
            index = rng.randrange(game.option_count)
            if game.to_move is R:
                if decisions % 5 == 0:  # as H asks: the hard bot's pick, whichever it is
                    index = advise(game.view(), random.Random(seed)).index
                pos, chosen = game.position, game.options[index]
                words = (narrator if decisions % 2 else brief).hint(pos, chosen, index + 1)
                assert words.startswith(f"Hint: option {index + 1}, ")
                assert words.endswith((".", "SORRY!")) and "None" not in words
                danger = narrator.danger(pos, R)
                assert danger and all(line.endswith(".") for line in danger)
                assert narrator.reach(pos, R)
                decisions += 1
            game.choose(index)
        assert decisions > 20


def test_a_sorry_no_opponent_can_draw_is_left_out_of_the_checks():
    # Playtest q10 in a partnership game: the draws go round Red, Blue, Yellow, Green.
    pos = parse_position("r r=30,S,S,S b=50,S,S,S y=H,H,H,20 g=S,S,S,S teams")
    n = Narrator({}, Colour.RED)
    # (Blue's pawn 1 could swap Yellow's far back with an 11: said first, playtests pz103
    # and pq105)
    swap = ("Yellow pawn 4 on square 20 could be swapped back 30 squares by Blue or Green, "
            "moving Blue pawn 1 with an 11.")
    both = [swap, "Besides that swap, only a SORRY! from Blue or Green can bump your pawns "
            "or Yellow's on the track."]
    assert n.danger(pos, Colour.RED) == both
    # two 11s: Red and Blue draw them, Green draws after the reshuffle
    assert advice.danger(n, pos, Colour.RED, {Card.ELEVEN: 2}) == [
        swap, both[1].replace("Blue or Green", "Green")]
    assert advice.danger(n, pos, Colour.RED, {Card.ELEVEN: 4}) == [
        swap, "Besides that swap, none of your pawns or Yellow's can be bumped next turn.",
        "A SORRY! could reach too, but none is left for an opponent to draw next."]
    assert n.reach(pos, Colour.RED) == [
        "No move can bump an opponent's pawn, but a SORRY! card could take any opponent's pawn "
        "on the track."]
    assert advice.reach(n, pos, Colour.RED, {Card.ELEVEN: 1}) == [
        "No opponent pawn can be bumped by any card you could draw next.",
        "A SORRY! could reach too, but none is left for you to draw next."]


def test_a_threat_names_only_the_opponents_who_may_draw_its_card():
    """Review rf79: A names who could play a threat ("by Blue or Green, moving ..."), only
    those whose next card may be one of its cards; no test held that.  Red to move: Blue
    draws the 12 or the 5, Green's card may come after a reshuffle."""
    pos = parse_position("r r=20,S,S,S b=15,S,S,S y=17,S,S,S g=8,S,S,S teams")
    n = Narrator({}, Colour.RED)
    pile = {Card.TWELVE: 1, Card.FIVE: 1}
    assert advice.danger(n, pos, Colour.RED, pile)[1] == (
        "Yellow pawn 1 on square 17 could be bumped by Green, moving Blue pawn 1 with a 2, or "
        "a 7 split.")
    assert n.danger(pos, Colour.RED)[1] == (  # the pile not known: either may
        "Yellow pawn 1 on square 17 could be bumped by Blue or Green, moving Blue pawn 1 with "
        "a 2, or a 7 split.")
    assert advice.danger(n, pos, Colour.RED, pile)[0].startswith(
        "Your pawn 1 on square 20 could be bumped by Blue or Green,")  # Blue's 5 or 12


def test_the_only_move_that_leaves_no_pawn_in_danger_counts_the_partners_pawns_too():
    """Playtest s19 heard "Every other move leaves a pawn in danger." as a warning about
    the move hinted; it now says what sets the move apart, for the team."""
    _, _, text = option("r r=10,40,S,S b=35,S,S,S y=S,S,S,S g=S,S,S,S teams", Card.EIGHT, 2)
    assert text == (
        "Hint: option 2, pawn 2 forward 8 to square 48. It takes your pawn 2 where only a "
        "SORRY! could bump it. It is the only move that leaves none of your pawns or Yellow's "
        "in danger.")
