"""The hint (H) says what the hinted move risks, a swap's real gain, and nothing after a win.

Each scenario is one a blind newcomer met in a playtest while following hints: the
hard bot's choice is asked for as the H key asks (``advise``), its words checked
exactly, and then the opponent's next card is dealt, to show the warning was worth
hearing: the pawn it named is the one bumped.
"""

from __future__ import annotations

import random
import re

import pytest
from narration_positions import random_position
from rigging import stacked_game

from sorry_audio.analysis import threats, usable_cards
from sorry_audio.bots import advise
from sorry_audio.core.board import HOME, START, Colour, parse_location, steps_to_home
from sorry_audio.core.cards import Card, deck_cards
from sorry_audio.core.events import PawnBumped
from sorry_audio.core.game import Game, Phase
from sorry_audio.core.moves import legal_options, play_option
from sorry_audio.core.position import parse_position
from sorry_audio.narration import NarrationSettings, Narrator, Verbosity
from sorry_audio.narration.hints import hint

R, B, Y, G = Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.GREEN


def hinted(position: str, card: Card, then: Card, narrator: Narrator | None = None,
           pile: dict[Card, int] | None = None) -> tuple[Game, str]:
    """The H key's words for ``card`` at ``position``, the hinted option played, and the
    game left with the next player's ``then`` drawn.  The rest of a full deck lies under
    them, so the hard bot, which counts cards, sees an ordinary pile.  ``pile``: the draw
    pile the hint's words count (None: any card may come)."""
    rest = deck_cards()
    rest.remove(card)
    rest.remove(then)
    game = stacked_game(position, [card, then], under=rest)
    game.draw()
    advice = advise(game.view())
    n = narrator if narrator is not None else Narrator({}, game.to_move)
    text = n.hint(game.position, game.options[advice.index], advice.index + 1, advice.close,
                  pile=pile)
    game.choose(advice.index)
    game.draw()
    assert game.phase is Phase.CHOOSE and game.card == then
    return game, text


#: a whole deck but its 11s: no 11's swap is a danger (the tests of bumps alone)
NO_ELEVENS = {c: 0 if c is Card.ELEVEN else deck_cards().count(c) for c in Card}


def bumps(game: Game, colour: Colour, pawn: int) -> bool:
    """Some option of the card waiting sends ``colour``'s pawn ``pawn`` back to START."""
    return any(isinstance(e, PawnBumped) and (e.colour, e.pawn) == (colour, pawn)
               for o in game.options for e in play_option(game.position, o))


def test_a_split_seven_says_it_leaves_a_pawn_one_square_behind_yellow():
    # The playtest: a 7 split put pawn 2 one square behind Yellow, who took it with a
    # 10's backward 1.  The reason was all true, and the silence after it heard as "safe".
    game, text = hinted("r r=11,32,S,S y=41,S,S,S", Card.SEVEN, then=Card.TEN)
    assert text == (
        "Hint: option 5, split 7: pawn 1 forward 3 to square 14; then pawn 2 forward 4 to "
        "square 36, slides to square 40. It slides 4 squares ahead and gains 11 squares, more "
        "than any other move. It leaves pawn 2 where Yellow could bump it with a 10.")
    assert game.position.pawns(R)[1] == 40 and bumps(game, R, 2)


def test_taking_a_pawn_home_says_the_pawn_left_behind_is_in_danger():
    game, text = hinted("r r=57,11,S,S b=6,S,S,S", Card.EIGHT, then=Card.FIVE)
    # moving pawn 2 on instead leaves pawn 1 where Blue's 11 could swap it 51 squares back
    assert text == ("Hint: option 1, pawn 1 forward 8 home. It takes pawn 1 home. It leaves "
                    "pawn 2 where Blue could bump it with a 5. Every move leaves a pawn in "
                    "danger; this one risks least.")
    assert game.position.pawns(R)[0] == HOME and bumps(game, R, 2)


def test_a_swap_says_it_lands_the_pawn_one_square_in_front_of_yellow():
    # The playtest: a swap put pawn 1 one square in front of Yellow, who hit it with a 1.
    # Every 11 here leaves the pawn in danger: said so, the warning is not heard as a mistake.
    game, text = hinted("r r=41,S,S,S y=47,46,S,S", Card.ELEVEN, then=Card.ONE)
    assert text == (
        "Hint: option 2, swap pawn 1 with Yellow pawn 1: pawn 1 to square 47; Yellow pawn 1 to "
        "square 41. It gets 6 squares nearer home and risks "
        "the least of your ground to a bump or a swap. It leaves pawn 1 where Yellow could bump "
        "it with a 1.")  # 12 squares before the entry is not one card from the zone
    assert game.position.pawns(R)[0] == 47 and game.position.pawns(Y)[1] == 46
    assert bumps(game, R, 1)


def test_when_every_move_leaves_a_pawn_in_danger_the_hint_says_so_and_which_risks_least():
    pos = parse_position("r r=57,23,S,S b=18,S,S,S")
    home, on = legal_options(pos, Card.EIGHT)
    n = Narrator({}, R)
    # Pawn 2 on 23 is 5 squares in front of Blue; moved on to 31 a 10 reaches it by sliding,
    # and a bump there costs more steps made: leaving it on 23 risks less.
    assert n.hint(pos, home, 1) == (
        "Hint: option 1, pawn 1 forward 8 home. It takes pawn 1 home. It leaves pawn 2 where "
        "Blue could bump it with a 5. Every move leaves a pawn in danger; this one risks least.")
    assert n.hint(pos, on, 2) == (
        "Hint: option 2, pawn 2 forward 8 to square 31. Option 1 would take pawn 1 home; the "
        "hard bot thinks this one is better, counting the cards that could come next. It "
        "leaves pawn 2 where Blue could bump it with a 10, by sliding. Blue could also swap "
        "pawn 1 back 39 squares with an 11. Every move "
        "leaves a pawn in danger.")
    # (the pass-up says "the hard bot rates" once, for both)
    # when the search found them about as good, the pass-up says that instead
    assert n.hint(pos, on, 2, close=True) == (
        "Hint: option 2, pawn 2 forward 8 to square 31. Option 1 would take pawn 1 home, and is "
        "about as good; the hard bot prefers this one by a hair. It leaves pawn 2 where Blue "
        "could bump it with a 10, by sliding. Blue could also swap pawn 1 back 39 squares "
        "with an 11. Every move leaves a pawn in danger.")
    # a safe move warns of nothing (but Blue's pawn in start may yet come out with a SORRY!);
    # the only move warns, with no others to compare
    chased = parse_position("r r=S,20,S,S b=S,17,S,S")
    assert n.hint(chased, legal_options(chased, Card.TWELVE)[0], 1).endswith(
        "It takes pawn 2 where only a SORRY! could bump it.")
    assert n.hint(chased, legal_options(chased, Card.FIVE)[0], 1).endswith(
        "It is the only move. It leaves pawn 2 where Blue could bump it with an 8.")


def test_a_pass_hint_says_a_swap_helps_the_opponent_more_only_when_it_does():
    """Review am38: with the opponent's gain counted with the wrong sign, the pass hint said
    "A swap would help Yellow more than you." of a swap that costs Yellow 2 squares and
    gains you 2, and lost its real reason."""
    pos = parse_position("r r=55,S,S,S y=57,S,S,S")  # no forward 11: pass is an option
    passing = legal_options(pos, Card.ELEVEN)[-1]
    text = Narrator({}, R).hint(pos, passing, 2)
    assert "help" not in text
    assert text == ("Hint: option 2, pass: do not swap, and move nothing. It keeps every pawn "
                    "where it is and risks the least of your ground to a bump or a swap.")


def test_several_pawns_in_danger_are_each_named_the_furthest_along_first():
    # Passing leaves pawn 2 (35) in danger from a 2, and pawn 3 (46) of a 10 by sliding.  The
    # playtester heard "2 pawns in danger" with only pawn 3 named and had to press A for the
    # other: both are named now, pawn 3 (more steps made) first.
    pos = parse_position("r r=24,35,46,57 y=S,33,S,S")
    passing = legal_options(pos, Card.ELEVEN)[-1]
    assert Narrator({}, R).hint(pos, passing, 5) == (
        "Hint: option 5, pass: do not swap, and move nothing. It keeps every pawn where it "
        "is. A swap would help Yellow more than you. It leaves pawns 2 and 3 in danger: Yellow "
        "could bump pawn 3 with a 10, by sliding; and pawn 2 with a 2. Yellow could also swap "
        "pawn 4 back 24 squares with an 11.")  # an 11's swap after the bumps (playtest pz103)
    # a pawn's one bumper, the same as the last pawn's one bumper, is not named again
    # (playtest t20); after a clause of two bumpers it always is: a colour never carries
    # over where it could be taken for another's


def test_more_than_two_pawns_in_danger_names_the_two_furthest_along_with_bumpers_then_the_rest():
    pos = parse_position("b r=24,S,32,S b=47,H,2,31 g=Z2,Z5,3,Z4")
    back = legal_options(pos, Card.FOUR)[0]
    n = Narrator({}, B)
    assert n.hint(pos, back, 1) == (
        "Hint: option 1, pawn 1 back 4 to square 43, slides to square 46. The hard bot thinks "
        "it is the best move, counting the cards that could come next. It leaves 3 pawns "
        "in danger: "
        "Green could bump pawn 3 with a 10; Red could bump "
        "pawn 1 with an 11, by sliding; and also pawn 4, which the A key tells in full. Red "
        "could also swap pawn 3 back 38 squares with an "
        "11. Every move leaves a pawn in danger.")
    # in brief, no sentence that gives no reason (playtest qf120); the risk is kept
    brief = Narrator({}, B, NarrationSettings(Verbosity.BRIEF)).hint(pos, back, 1)
    assert brief == ("Hint: option 1, pawn 1 back 4 to square 43, slides to square 46. It "
                     "leaves pawns 1, 3 and 4 in danger.")
    # with nothing at all to say but the move, the move alone (playtest qk126: ". .")
    quiet = parse_position("g r=38,Z5,Z3,Z4 g=25,Z4,7,H")
    one = legal_options(quiet, Card.ONE)[0]
    assert Narrator({}, Colour.GREEN, NarrationSettings(Verbosity.BRIEF)).hint(
        quiet, one, 1) == "Hint: option 1, pawn 1 forward 1 to square 26."
    # pawn 4, named without its bumpers (playtest a1: "and 1 more" sent the player to A
    # to learn which), has made the fewest steps; the A key lists all three
    assert [line.split(" on ")[0] for line in n.danger(back.result, B)[:3]] == [
        "Your pawn 1", "Your pawn 3", "Your pawn 4"]
    assert steps_to_home(B, 31) > max(steps_to_home(B, 2), steps_to_home(B, 46))


def test_a_hint_that_takes_one_pawn_out_of_danger_says_but_of_the_one_it_leaves():
    # "It takes pawn 3 out of danger. It leaves pawn 4 ..." sounded self-contradictory.
    pos = parse_position("b r=24,S,32,S b=47,H,2,31 g=Z2,Z5,3,Z4")
    ahead = legal_options(pos, Card.TEN)[2]
    # no 11 left to draw: Red's could swap pawn 3 far back
    assert Narrator({}, B).hint(pos, ahead, 3, pile=NO_ELEVENS) == (
        "Hint: option 3, pawn 3 forward 10 to square 12. It takes pawn 3 where only a SORRY! "
        "could bump it. But it leaves pawn 4 where Red could bump it with a 7 or a 10, or a "
        "4 by sliding. Every move leaves a pawn in danger.")


def test_after_a_sentence_with_its_own_but_the_pawn_left_in_danger_comes_with_still():
    """Playtest ab28: "..., but this one gains 58 squares more. But it leaves ..."."""
    pos = parse_position("r r=5,27,Z5,56 g=H,55,34,S")
    ahead = legal_options(pos, Card.TEN)[0]
    assert Narrator({}, R).hint(pos, ahead, 1) == (
        "Hint: option 1, pawn 1 forward 10 to square 15. It takes pawn 1 where only a SORRY! "
        "could bump it. Option 6 would bump Green pawn 2, but this one gains 11 squares more. "
        "Still, it leaves pawn 4 where Green could bump it with a 1, or a 7 split. Green could "
        "also swap pawn 4 back 22 squares with an 11. Every move leaves a pawn in danger.")


def test_a_hint_says_nine_entering_cards_by_the_one_left_out():
    # a5065: any forward card enters.  The hint read all nine cards; a SORRY! from START
    # reaches too, so only the 4 is left out.
    pos = parse_position("b r=24,S,32 b=47,2,Z1 g=31,3,20 rules=a5065")
    back = legal_options(pos, Card.TEN)[3]
    assert Narrator({}, B).hint(pos, back, 4) == (
        "Hint: option 4, pawn 2 back 1 to square 1. The hard bot thinks it is the best move, "
        "counting the cards that could come next. It leaves pawn 2 where Red could bump it "
        "with any card "
        "but a 4, by entering from start. Green could also swap pawn 2 back 41 squares "
        "with an 11; and also pawn 1, which the A key tells in "
        "full. Every move leaves a pawn in danger.")
    # with a plain count from another pawn as well: that one first, the rest "any other card"
    pos = parse_position("b b=H,8,40 y=Z4,H,Z2 g=S,Z4,45 rules=a5065")
    split = legal_options(pos, Card.SEVEN)[2]
    assert Narrator({}, B).hint(pos, split, 3).endswith(
        "It leaves pawn 3 where Green could bump it with a 1, or by entering from start, any "
        "other card but a 4. Green could also swap pawn 2 back 24 squares with an 11.")


def test_hot_seat_hints_speak_to_the_player_at_the_keyboard_and_name_the_others():
    names = {R: "Ann", Y: "Bea"}
    n = Narrator(names, R, players={R, Y})
    _, text = hinted("r r=11,32,S,S y=41,S,S,S", Card.SEVEN, then=Card.TEN, narrator=n)
    assert text.endswith("It slides 4 squares ahead and gains 11 squares, more than any other "
                         "move. It leaves pawn 2 where Bea could bump it with a 10.")
    n.viewer = Y  # Bea's turn at the same keyboard: Ann is named, Bea is "you"
    pos = parse_position("y r=30,S,S,S y=35,S,S,S")
    assert n.hint(pos, legal_options(pos, Card.THREE)[0], 1) == (
        "Hint: option 1, pawn 1 forward 3 to square 38. It is the only move. It leaves pawn 1 "
        "where Ann could bump it with an 8.")


def test_a_swap_that_costs_ground_says_first_how_far_it_sets_the_other_pawn_back():
    # The playtest: Blue's pawn stood on its own safety entry, 6 steps from home; the swap
    # sends it to 60 steps from home.  "It swaps places ... though it ends 6 squares further
    # from home" gave only the cost.
    assert steps_to_home(B, 14) == 6 and steps_to_home(B, 20) == 60
    game, text = hinted("r r=20,S,S,S b=14,S,S,S", Card.ELEVEN, then=Card.FOUR)
    assert text == (
        "Hint: option 2, swap pawn 1 with Blue pawn 1: pawn 1 to square 14, 6 squares further "
        "from home; Blue pawn 1 to square 20, further from its home. It sets Blue pawn 1 back 54 "
        "squares, though your pawn lands 6 squares further from home.")
    assert game.position.pawns(B)[0] == 20 and game.position.pawns(R)[0] == 14
    # a swap that gains ground still leads with the gain (the other pawn goes back as far)
    ahead = parse_position("r r=21,S,S,S b=6,30,S,S")
    assert "It gets 9 squares nearer home" in Narrator({}, R).hint(
        ahead, legal_options(ahead, Card.ELEVEN)[2], 3)


def test_a_split_that_takes_both_pawns_out_of_danger_says_so_in_one_phrase():
    # Playtest pa67: "It takes pawn 2 where only a SORRY! could bump it and takes pawn 4
    # where only a SORRY! could bump it."
    pos = parse_position("r r=22,28,H,H y=14,18,H,H")
    split = legal_options(pos, Card.SEVEN)[6]
    assert Narrator({}, R).hint(pos, split, 7) == (
        "Hint: option 7, split 7: pawn 1 forward 5 to square 27; then pawn 2 forward 2 to "
        "square 30. It takes pawns 1 and 2 out of danger.")
    bumped = parse_position("r r=50,44,H,H y=48,24,H,H")  # Yellow's bumped pawn: a SORRY!
    # (no 11 left to draw: Yellow's could swap pawn 1 far back)
    assert "It bumps Yellow and takes pawns 1 and 2 where only a SORRY! could bump them." \
        in Narrator({}, R).hint(bumped, legal_options(bumped, Card.SEVEN)[3], 4, pile=NO_ELEVENS)
    # in the partnership game too, where the player's own pawns are "your pawns" (rd70)
    team = parse_position("r r=50,44,H,H b=48,24,H,H y=H,H,H,H g=H,H,H,H teams")
    assert "takes your pawns 1 and 2 where only a SORRY! could bump them." \
        in Narrator({}, R).hint(team, legal_options(team, Card.SEVEN)[3], 4, pile=NO_ELEVENS)


@pytest.mark.parametrize(("position", "index", "text"), [
    # Playtest pa67: a swap that took Blue's last pawn 30 squares nearer its home was hinted
    # for its gain alone; Blue won two turns later
    ("r r=3,58,H,H b=33,H,H,H", 1,
     "Hint: option 2, swap pawn 1 with Blue pawn 1: pawn 1 to square 33; Blue pawn 1 to "
     "square 3, nearer its home. It gets 30 squares nearer home, though Blue pawn 1 gains 30 "
     "squares too. It leaves pawn 2 where Blue could swap it past its safety entry, 55 "
     "squares further from home, with an 11; and also pawn 1, which the A key tells in "
     "full. Every move leaves a pawn in danger."),
    # Review rd70: that reason is the gain's with a cost, so another swap that gains shares
    # it, and the hint says what sets this one apart too (here, no pawn left in danger)
    ("r r=16,H,H,H b=38,H,H,H y=35,H,H,H", 2,
     "Hint: option 3, swap pawn 1 with Yellow pawn 1: pawn 1 to square 35; Yellow pawn 1 to "
     "square 16, nearer its home. It gets 19 squares nearer home, though Yellow pawn 1 gains "
     "41 squares too. It also keeps your pawns out of danger."),
])
def test_a_swap_across_the_opponents_safety_entry_says_it_helps_them_too(position, index, text):
    pos = parse_position(position)
    assert Narrator({}, R).hint(pos, legal_options(pos, Card.ELEVEN)[index], index + 1) == text


def test_a_swap_that_gains_says_too_how_far_it_sets_the_opponent_back():
    # Playtest a1: the reason to prefer a swap was what it cost the opponent, unsaid
    pos = parse_position("r r=21,S,S,S b=44,S,S,S")
    swap = legal_options(pos, Card.ELEVEN)[1]
    assert Narrator({}, R).hint(pos, swap, 2) == (
        "Hint: option 2, swap pawn 1 with Blue pawn 1: pawn 1 to square 44; Blue pawn 1 to "
        "square 21, further from its home. It gets 23 squares nearer home and sets Blue pawn 1 "
        "back 23 squares. It leaves pawn 1 where Blue could swap it back 23 squares with an "
        "11.")  # Blue's 11 could swap it back (playtest pz103)
    near = parse_position("r r=21,S,S,S b=30,S,S,S")  # 9 squares: not worth the words
    text = Narrator({}, R).hint(near, legal_options(near, Card.ELEVEN)[1], 2)
    assert "It gets 9 squares nearer home" in text and "sets Blue pawn 1 back" not in text
    # the move names the swap: the reason does not name it again (playtest p16)
    assert text.count("Blue pawn 1") == 2, text


def test_a_swap_that_costs_ground_says_where_your_pawn_lands_before_a_slide():
    # (Blue pawn 1, swapped onto 14 and swept from there at once, gets no distance of
    # square 14, where it stood only a moment: review rz125)
    # "though it ends 1 square further from home" named no pawn ("it" could be Blue's) and
    # was untrue here: the pawn lands on Blue's triangle on 13, then slides on to 16.
    pos = parse_position("r r=14,S,S,S b=13,S,S,S")
    swap = legal_options(pos, Card.ELEVEN)[1]
    assert Narrator({}, R).hint(pos, swap, 2) == (
        "Hint: option 2, swap pawn 1 with Blue pawn 1: pawn 1 to square 13, slides to square 16, "
        "sweeps Blue pawn 1 back to start. It swaps places with Blue pawn 1, though "
        "your pawn lands 1 square further from home. It also slides 3 squares ahead and bumps "
        "Blue. It leaves pawn 1 where Blue could bump it with a 1 or a 2, by entering from "
        "start.")  # "though" covers only the cost (playtest a1), so what follows is "also"
    assert swap.result.pawns(R)[0] == 16 and swap.result.pawns(B)[0] == START


def test_a_move_that_wins_says_only_that():
    # Backing up 1 instead would leave pawn 4 in Yellow's reach: before, the winning hint
    # added "Every other move leaves a pawn in danger.", which after a win means nothing.
    pos = parse_position("r r=H,H,H,55 y=49,S,S,S")
    win, back = legal_options(pos, Card.TEN)
    n = Narrator({}, R)
    assert n.hint(pos, win, 1) == "Hint: option 1, pawn 4 forward 10 home, wins the game."
    assert n.hint(pos, back, 2).endswith(
        "It leaves pawn 4 where Yellow could bump it with a 5, or a 2 by sliding.")
    assert back.result.pawns(R)[3] != START


def test_the_warning_agrees_with_the_danger_check_on_random_positions():
    """Whatever the hint says of risk, the A key says of the same position: a pawn named
    is one the A key lists, and a hint with no warning leaves none the A key would list
    (its SORRY! line aside, which no move escapes).  Of the 11's swaps that would set a
    pawn far back, the hint names the worst A lists."""
    rng = random.Random(5)
    warned = quiet = swapped = 0
    swap_said = re.compile(r"(?:(?:It|But it|Still, it) leaves pawn (\d) where \w+ could "
                           r"swap it|\w+ could also swap pawn (\d)) (?:back|past its safety "
                           r"entry,) (\d+) squares (?:further from home, )?with an "
                           r"11(?:; and also pawns? ([\d and]+?)(?:, which the A key tells "
                           r"in full)?)?\.")
    for _ in range(20):
        pos = random_position(rng)
        me = pos.to_move
        n = Narrator({}, me)
        for card in (Card.ONE, Card.FOUR, Card.SEVEN, Card.TEN, Card.ELEVEN):
            for i, o in enumerate(legal_options(pos, card)[:4], 1):
                text = n.hint(pos, o, i)
                danger = [line for line in n.danger(o.result, me)
                          if line.startswith("Your pawn")]
                swaps = {(pawn, int(back)) for pawn, back in re.findall(
                    r"Your pawn (\d) on .* swapped (?:back|past its safety entry,) (\d+) "
                    r"squares", "\n".join(danger))}
                said = swap_said.search(text)
                if "wins the game" not in text:
                    assert (said is not None) == bool(swaps), (text, danger)
                if said is not None:  # the worst swap A lists
                    swapped += 1
                    pawn = said.group(1) or said.group(2)
                    assert int(said.group(3)) == max(back for _, back in swaps)
                    assert (pawn, int(said.group(3))) in swaps
                    # every other pawn a swap endangers is named too
                    named = {pawn, *re.findall(r"\d", said.group(4) or "")}
                    assert {p for p, _ in swaps} <= named | set(re.findall(
                        r"(?:pawns? |and )(\d)\b", text[:said.start()])), (text, danger)
                    text = text.replace(said.group(0), "")
                bumped = [line for line in danger if "could be bumped" in line]
                named = re.search(r"(?:It|But it|Still, it) leaves (?:pawn (\d) where|"
                                  r"pawns (\d) and (\d) in danger: |(\d) pawns in danger: )",
                                  text)
                if named is None:
                    quiet += 1
                    assert not bumped or "wins the game" in text, (text, danger)
                    continue
                warned += 1
                one, first, second, many = named.groups()
                pawns = {one} if one else {first, second} if first else set(
                    re.findall(r"(?:bump|and) pawn (\d) with", text))
                assert len(pawns) == (2 if many else 1 if one else 2)  # 3 or more: two named
                rest = re.search(r"; and also pawns? ([\d and]+), which the A key tells in full\.",
                                 text)
                assert not many or rest is not None, text  # the rest named, not counted
                if rest is not None:
                    pawns |= set(re.findall(r"\d", rest.group(1)))
                    assert len(pawns) == int(many)
                for pawn in pawns:  # every pawn named is one the A key lists
                    assert any(line.startswith(f"Your pawn {pawn} on ") for line in bumped)
                assert len(bumped) == (int(many) if many else len(pawns)), (text, danger)
    assert warned > 10 and quiet > 10 and swapped > 5


def test_a_hint_to_pass_under_a5065_where_an_11_may_also_enter():
    # The 11's options there include entering a pawn, no swap: the pass hint took it for
    # one and failed on its missing swap target.  Its reasons speak of the swaps alone.
    pos = parse_position("r r=S,55,S g=40,2,1 rules=a5065")
    opts = legal_options(pos, Card.ELEVEN)
    assert [o.kind.value for o in opts] == ["enter", "swap", "swap", "swap", "pass"]
    assert Narrator({}, R).hint(pos, opts[-1], 5) == (
        "Hint: option 5, pass: do not swap, and move nothing. It keeps every pawn where it "
        "is. Every swap would leave you further from home. Option 1 would bump Green pawn 3, "
        "but that one would leave pawn 1 where an opponent could bump it. It leaves pawn 2 "
        "where Green could swap it past its safety entry, 54 squares further from home, with "
        "an 11. Every move leaves a pawn in danger.")


def test_brief_verbosity_keeps_the_risk_to_which_pawns():
    """W (brief) keeps a hint short: which pawns the move leaves in danger, not who could bump
    them or with what, and no "every move" line; A says the rest."""
    from sorry_audio.narration import NarrationSettings, Verbosity

    brief = Narrator({}, R, NarrationSettings(Verbosity.BRIEF))
    pos = parse_position("r r=57,23,S,S b=18,S,S,S")
    home = legal_options(pos, Card.EIGHT)[0]
    assert brief.hint(pos, home, 1) == (
        "Hint: option 1, pawn 1 forward 8 home. It takes pawn 1 home. It leaves pawn 2 in "
        "danger.")
    many = parse_position("r r=24,35,46,57 y=S,33,S,S")
    passing = legal_options(many, Card.ELEVEN)[-1]
    assert brief.hint(many, passing, 5).endswith(  # pawn 4: an 11 could swap it far back
        "A swap would help Yellow more than you. It leaves pawns 2, 3 and 4 in danger.")


def test_the_hint_words_are_one_part_of_the_catalog_with_no_key_twice():
    # catalog_hints keeps the danger, reach and hint words apart only for length: every one
    # is in the English catalog, none shadows (or is shadowed by) a key of another part
    from sorry_audio.narration.catalog import DEFAULT_CATALOG
    from sorry_audio.narration.catalog_hints import HINT_TEXTS
    from sorry_audio.narration.catalog_points_ui import POINTS_UI_TEXTS
    from sorry_audio.narration.catalog_ui import UI_TEXTS

    # the Point Score game's UI words are UI words too, kept apart only for length
    assert not POINTS_UI_TEXTS.keys() & UI_TEXTS.keys()
    ui_texts = UI_TEXTS | POINTS_UI_TEXTS
    assert not HINT_TEXTS.keys() & ui_texts.keys()
    assert {k.split(".")[0] for k in HINT_TEXTS} == {"danger", "reach", "hint", "why"}
    assert not any(k.startswith(("danger.", "reach.", "hint.", "why.", "ui."))
                   for k in DEFAULT_CATALOG.texts if k not in HINT_TEXTS | ui_texts)
    assert all(DEFAULT_CATALOG.texts[k] == v for k, v in HINT_TEXTS.items())


# Playtest p9, problem 1: the hint passed up "take pawn 1 home" and "bump Blue pawn 1" for
# moves that sounded weaker, and never said why.  One clause now does, from checkable facts.

def test_passing_up_home_says_the_pawn_in_the_zone_can_wait():
    game, text = hinted("r r=Z4,30,S,S b=10,25,S,S", Card.TWO, then=Card.FIVE)
    assert text == (
        "Hint: option 1, pawn 3 out of start onto square 1. It puts another pawn in play. Option 2 "
        "would take pawn 1 home, but pawn 1 is safe in your safety zone and can wait. It leaves "
        "pawn 2 where Blue could bump it with a 5, or a 3 by sliding, or a 7 split. Blue could "
        "also swap pawn 2 back 20 squares with an 11. Every move leaves a "
        "pawn in danger.")  # the reason is not said twice: "this one puts another pawn in play"
    assert game.position.pawns(R)[0] == parse_location("Z4")  # it waits there
    # playtest qa113: a pawn still on the track, which the hinted move itself takes into
    # the zone, was "safe in your safety zone" already; after "It reaches your safety
    # zone", "safe there" (qc116 heard the zone twice)
    game, text = hinted("r r=58,30,S,S b=10,25,S,S", Card.SEVEN, then=Card.FIVE)
    assert text.count("It reaches your safety zone") == 1
    assert "Option 1 would take pawn 1 home, but pawn 1 is safe there and can wait." in text
    # with no "It reaches your safety zone" said before it, the move itself says so
    from sorry_audio.narration.hintpassed import _waits

    pos = parse_position("r r=58,30,S,S b=10,25,S,S")
    split = next(o for o in legal_options(pos, Card.SEVEN)
                 if o.result.pawns(R)[0] == parse_location("Z2"))
    assert _waits(Narrator({}, R), R, pos, split, "home", [(R, 1)]) == (
        "this one puts pawn 1 in your safety zone, where it is safe and can wait")
    assert _waits(Narrator({}, R), R, pos, split, "home", [(R, 1)], zone_said=True) == (
        "pawn 1 is safe there and can wait")
    assert game.position.pawns(R)[0] == parse_location("Z2")
    # with no reason of its own to repeat, what this move does better follows the fact
    pos = parse_position("r r=S,22,55,Z3 b=27,32,S,S y=30,H,H,H")
    n = Narrator({}, R)
    assert n.hint(pos, legal_options(pos, Card.SEVEN)[1], 2).split(". ")[2] == (
        "Option 1 in group 3 would take pawn 4 home, but pawn 4 is safe in your safety zone and "
        "can wait; this one leaves fewer pawns in danger")  # a 7's list is grouped
    # the playtest's 8 under a5065: pawn 1 on square 57 is no safer than the pawn entering,
    # so the pass-up gives the next fact that sets them apart, not the reason said already
    pos = parse_position("r r=57,S,S b=44,S,S rules=a5065")
    assert n.hint(pos, legal_options(pos, Card.EIGHT)[0], 1) == (
        "Hint: option 1, pawn 2 out of start onto square 1. It puts another pawn in play. Option 2 "
        "would take pawn 1 home, but this one leaves you more cards you can use next turn.")
    enter, home = legal_options(pos, Card.EIGHT)
    assert len(usable_cards(enter.result, R)) > len(usable_cards(home.result, R))


def test_passing_up_home_does_not_say_again_that_no_pawn_is_left_in_danger():
    """Playtest qn129: "It is the only move that leaves none of your pawns in danger. Option
    1 would take pawn 1 home, but pawn 1 is safe in your safety zone and can wait; this one
    leaves fewer pawns in danger." said the same thing twice."""
    pos = parse_position("r r=Z5,H,H,59 b=57,S,S,S")
    zone = legal_options(pos, Card.ONE)[1]
    assert zone.result.pawns(R)[3] == parse_location("Z1")
    assert Narrator({}, R).hint(pos, zone, 2) == (
        "Hint: option 2, pawn 4 forward 1 to safety zone square 1. It reaches your safety "
        "zone. It is the only move that leaves none of your pawns in danger. Option 1 would "
        "take pawn 1 home, but pawn 1 is safe in your safety zone and can wait.")


def test_passing_up_a_bump_says_it_would_leave_the_bumping_pawn_in_danger():
    game, text = hinted("r r=20,40,S,S b=25,S,S,S y=22,S,S,S", Card.FIVE, then=Card.THREE)
    assert text == (
        "Hint: option 2, pawn 2 forward 5 to square 45. It risks the least of your ground to a "
        "bump or a swap. Option 1 would bump Blue "
        "pawn 1, but that one would leave pawn 1 where an opponent could bump it. It leaves "
        "pawn 2 where Yellow could swap it back 23 squares with an 11.")
    pos = parse_position("r r=20,40,S,S b=25,S,S,S y=22,S,S,S")
    bump = legal_options(pos, Card.FIVE)[0]
    assert [(t.pawn, t.by_colour) for t in threats(bump.result, R)
            if t.cards != (Card.SORRY,)] == [(1, Y)]  # Yellow's 3 from square 22


def test_with_no_checkable_reason_the_pass_up_says_the_hard_bot_weighs_the_cards():
    pos = parse_position("b b=50,23,H,35 g=H,45,34,H")
    text = Narrator({}, B).hint(pos, legal_options(pos, Card.TEN)[0], 1)
    assert ("Option 5 would bump Green pawn 2; the hard bot thinks this one is better, "
            "counting the cards that could come next.") in text
    assert text.count("hard bot") == 1
    # no tempting option passed up: nothing said
    pos = parse_position("r r=45,10,S,S b=H,H,H,S")
    assert "Option" not in Narrator({}, R).hint(pos, legal_options(pos, Card.TWELVE)[1], 2)


def test_near_the_zone_counts_to_the_safety_entry():
    # Playtest q10: square 57 is 2 squares from Red's safety entry (59), 3 from the zone.
    pos = parse_position("r r=45,10,S,S b=H,H,H,S")
    assert Narrator({}, R).hint(pos, legal_options(pos, Card.TWELVE)[0], 1) == (
        "Hint: option 1, pawn 1 forward 12 to square 57. It brings pawn 1 within 2 squares of "
        "your safety entry, where one card can take it into your safety zone.")


def test_a_bumper_is_named_again_after_a_clause_of_two_bumpers():
    """Blue bumps first both pawn 1 and pawn 2, but pawn 1's clause ends with Yellow: "and
    pawn 2 with an 11" after "..., and Yellow with a 7" could be heard as Yellow's."""
    pos = parse_position("r r=24,35,46,57 b=40,S,S,S y=S,33,S,S")
    full = Narrator({}, R, NarrationSettings(Verbosity.FULL))
    assert full.hint(pos, legal_options(pos, Card.ELEVEN)[0], 1).endswith(
        "It leaves 3 pawns in danger: Yellow could bump pawn 3 with a 10, by sliding; Blue "
        "could bump pawn 1 with a 12, by sliding, and Yellow with a 7; Blue could bump pawn 2 "
        "with an 11, and Yellow with a 2. Blue could also swap pawn 4 back 33 squares "
        "with an 11; Blue could also swap pawn 3 back 22 squares "
        "with an 11. Every move leaves a pawn in danger.")


def test_full_verbosity_names_every_pawn_in_danger():
    # Playtest p9: "...; and 1 more" made the player press A after playing to learn which.
    pos = parse_position("b r=24,S,32,S b=47,H,2,31 g=Z2,Z5,3,Z4")
    full = Narrator({}, B, NarrationSettings(Verbosity.FULL))
    assert full.hint(pos, legal_options(pos, Card.FOUR)[0], 1) == (
        "Hint: option 1, pawn 1 back 4 to square 43, slides to square 46. The hard bot thinks "
        "it is the best move, counting the cards that could come next. It leaves 3 pawns in "
        "danger: Green could bump pawn 3 with a 10; Red could bump "
        "pawn 1 with an 11, by sliding; and pawn 4 with a 7 or a 10, or a 4 by "
        "sliding. Red could also swap pawn 3 back 38 squares "
        "with an 11; Red could also swap "
        "pawn 1 back 22 squares with an 11. Every move leaves a pawn in danger.")


def test_no_sorry_is_spoken_of_when_none_can_be_drawn():
    # Playtest q10: a SORRY! was warned of with only 11s left to draw.  a5065: Blue's pawn on
    # 26 would take square 30 with a SORRY!'s forward 4; with eight 5s left it cannot.
    pos = parse_position("r r=29,H,H b=26,31,H rules=a5065")
    one = legal_options(pos, Card.ONE)[0]
    n = Narrator({}, R)
    assert n.hint(pos, one, 1) == (
        "Hint: option 1, pawn 1 forward 1 to square 30. It is the only move. It leaves pawn 1 "
        "where Blue could bump it with a 10, or a SORRY! by moving forward 4, or a 7 split.")
    # and with only 5s left, Blue's next card is a 5: no 10 or 7 either (playtest o15: A
    # warned of a 4 with only an 8 and a 10 left to draw)
    assert hint(n, pos, one, 1, pile={Card.FIVE: 8}) == (
        "Hint: option 1, pawn 1 forward 1 to square 30. It is the only move.")
    assert hint(n, pos, one, 1, pile={Card.FIVE: 8, Card.TEN: 1}) == (
        "Hint: option 1, pawn 1 forward 1 to square 30. It is the only move. It leaves pawn 1 "
        "where Blue could bump it with a 10.")
    # Playtest p9, problem 3: "out of danger" while a SORRY! may come and take the pawn;
    # a SORRY! forward 4 is a bump like another card's, named as A names it (review rv106)
    pos = parse_position("r r=29,H,H b=26,H,H rules=a5065")
    one = legal_options(pos, Card.ONE)[0]
    forward = ("Hint: option 1, pawn 1 forward 1 to square 30. It is the only move. It leaves "
               "pawn 1 where Blue could bump it with a SORRY!, by moving forward 4.")
    assert n.hint(pos, one, 1) == forward
    # with a 3 among the cards left, Blue could bump it on 29: the move takes it away
    assert hint(n, pos, one, 1, pile={Card.FIVE: 8, Card.THREE: 1}) == (
        "Hint: option 1, pawn 1 forward 1 to square 30. It takes pawn 1 out of danger.")
    # with only 5s, no card Blue can draw reaches it on 29 or on 30
    assert hint(n, pos, one, 1, pile={Card.FIVE: 8}) == (
        "Hint: option 1, pawn 1 forward 1 to square 30. It is the only move.")
    # the pile runs out first: the reshuffle may bring a SORRY! back
    assert hint(n, pos, one, 1, pile={}) == forward


def test_a_backward_move_that_slides_back_to_where_it_began_is_no_gain_to_praise():
    """Playtest w13: a 4 from square 25 lands on Blue's long slide at 21 and slides back to 25;
    the hint praised it as "slides 4 squares ahead".  A 10 back 1 onto a triangle does gain."""
    from sorry_audio.narration.hintoutcome import reasons

    n = Narrator({}, Colour.RED)
    pos = parse_position("r r=25,S,S,S b=S,S,S,S")
    (back4,) = legal_options(pos, Card.FOUR)
    assert reasons(n, pos, back4) == []
    assert "slides" not in n.hint(pos, back4, 1).split("back where it was.")[1]
    pos = parse_position("r r=22,S,S,S b=S,S,S,S")
    back1 = next(o for o in legal_options(pos, Card.TEN) if o.result.pawns(Colour.RED)[0] == 25)
    assert [text for _, text in reasons(n, pos, back1)] == ["slides 4 squares ahead"]


def test_moves_tied_on_risk_do_not_each_claim_to_risk_least():
    """Review am38: with the tie's margin the wrong way, options 3 and 4 here (the same
    pawn left in the same danger) each said "this one risks least"."""
    pos = parse_position("g r=12,52,Z4,33 b=31,41,40,Z1 g=51,60,S,7")
    opts = legal_options(pos, Card.TWO)
    hints = [Narrator({}, G).hint(pos, o, i) for i, o in enumerate(opts, 1)]
    assert hints[2].endswith("Every move leaves a pawn in danger.")
    assert hints[3].endswith("Every move leaves a pawn in danger.")
    assert sum("risks least" in h for h in hints) <= 1


def test_a_tempting_move_passed_up_keeps_its_concrete_reason():
    """Review am38: the pass-up's first merit, dropped, left "the hard bot thinks this one
    is better" where "this one risks less of your ground to a bump or a swap" could be
    said.  Playtest qc116: said as the hint's own reason just before, the same words came
    twice; the pass-up then says it counts for less than that reason."""
    pos = parse_position("y r=27,5,4,Z3 b=45,18,24,56 y=40,H,S,2 g=Z1,S,S,34")
    text = Narrator({}, Y).hint(pos, legal_options(pos, Card.TWO)[1], 2)
    assert ("It risks the least of your ground to a bump or a swap. Option 3 would bump Red "
            "pawn 3; that counts for less.") in text
    assert "the hard bot thinks" not in text and text.count("your ground") == 1
    # found about as good by the search: "counts for less" would overstate it (rz118)
    close = Narrator({}, Y).hint(pos, legal_options(pos, Card.TWO)[1], 2, close=True)
    assert "Option 3 would bump Red pawn 3, and is about as good" in close


def test_the_hints_risk_counts_the_card_it_is_for_as_that_card():
    """Playtest pe77: the card being played was taken for a 2 that draws again, so with one
    card left to draw the risk named cards the opponent could draw only after a reshuffle
    ("Yellow could bump pawn 3 with a 5, or a 1 by sliding; and pawn 2 with a 4")."""
    pos = parse_position("r r=S,10,25,H y=20,S,S,S")
    first = legal_options(pos, Card.THREE)[0]  # pawn 2 to square 13, slides to 16
    words = hint(Narrator({}, R), pos, first, 1, pile={Card.ONE: 1})
    assert words.endswith("It leaves pawn 3 where Yellow could bump it with a 1, by sliding.")
    # a 2 in hand does draw again first: then Yellow's card may come from a reshuffle
    two = legal_options(pos, Card.TWO)[0]
    assert "with a 5" in hint(Narrator({}, R), pos, two, 1, pile={Card.ONE: 1})


def test_an_a5065_sorry_forward_4_is_danger_to_the_hint_as_to_a():
    """Review rv106: under a5065 a SORRY! may move a pawn forward 4 onto another; A named
    that bump, while the hint called the move "the only move that leaves none of your pawns
    in danger" (it set aside every SORRY!-only threat, as if all came from START)."""
    pos = parse_position("r r=5,33,S b=30,H,H rules=a5065")
    n = Narrator({}, Colour.RED)
    on = legal_options(pos, Card.ONE)[2]  # pawn 2 to 34, 4 squares ahead of Blue's 30
    assert n.danger(on.result, Colour.RED) == [
        "Your pawn 2 on square 34 could be bumped by Blue pawn 1 with a SORRY!, by moving "
        "forward 4."]
    assert n.hint(pos, on, 3).endswith(
        "It leaves pawn 2 where Blue could bump it with a SORRY!, by moving forward 4. Every "
        "move leaves a pawn in danger.")
    # and Shift+O counts its ground at risk: a 3 (options 1 and 2) or a SORRY! (3), as likely
    from sorry_audio.narration.riskcompare import option_risk, option_risks

    options = legal_options(pos, Card.ONE)
    risks = [(i, option_risk(o.result, Colour.RED, before=pos)) for i, o in enumerate(options, 1)]
    assert option_risks(n, pos, Colour.RED, risks)[1:] == [
        "1 and 2: pawn 2 to a 3.", "3: pawn 2 to a SORRY!",
        "Each risks about as much: under half a step apart."]


def test_the_only_move_out_of_danger_says_a_sorry_it_lets_in():
    """Playtest pw112: "It is the only move that leaves none of your pawns in danger." of a
    move that bumps Yellow to start, where Shift+O said "only a SORRY! from Yellow"."""
    pos = parse_position("r r=10,30,H,H y=22,H,H,H")
    said = Narrator({}, R).hint(pos, legal_options(pos, Card.TWELVE)[0], 1)
    assert said.startswith("Hint: option 1, pawn 1 forward 12 to square 22, bumps Yellow")
    assert said.endswith(" It bumps Yellow. It is the only move that leaves your pawns where "
                         "only a SORRY! could bump them.")


def test_at_a_table_of_bots_the_hint_names_moves_not_numbers_never_heard():
    """Review rz134: a watcher hears no option list, yet heard "Red played option 2" and
    "Hint: option 17, ..."; the moves are named by what they do."""
    from sorry_audio.narration.hints import watched

    pos = parse_position("r r=Z5,H,H,59 b=57,S,S,S")
    options = legal_options(pos, Card.ONE)
    assert watched(Narrator({}, None), pos, options, played=0, best=1) == [
        "Red's 1: Red played pawn 1 forward 1 home. The hard bot would have played another "
        "move:",
        # spoken as to Red's player ("The hint speaks as if you played Red.")
        "Hint: pawn 4 forward 1 to safety zone square 1. It reaches your safety zone. It "
        "is the only move that leaves none of your pawns in danger. Another move would take "
        "pawn 1 home, but pawn 1 is safe in your safety zone and can wait."]
