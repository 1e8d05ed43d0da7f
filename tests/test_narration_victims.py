"""A SORRY! target and a bumped pawn say how near home they stood (playtest px98, finding 2):
"takes square 38 from Green pawn 1" did not say that pawn was 12 steps from home, which a
sighted player sees at a glance; the biggest swing in the game."""

from __future__ import annotations

import random

from sorry_audio.core.cards import Card
from sorry_audio.core.game import Game
from sorry_audio.core.moves import legal_options
from sorry_audio.core.position import parse_position
from sorry_audio.narration import NarrationSettings, Narrator, Verbosity
from sorry_audio.narration.catalog import DEFAULT_CATALOG
from sorry_audio.ui.headless import Headless, run_headless

say = DEFAULT_CATALOG.say

#: Blue pawn 1 on its own start square (16), Blue pawn 2 on 8 (which has 12 steps to go),
#: Yellow pawn 1 on 40 (55), Green pawn 1 on 43, one before its safety entry (7), which
#: is also Green's own slide triangle (a SORRY! there slides on to 46)
TARGETS = "r r=S,S,S,S b=16,8,S,S y=40,S,S,S g=43,S,S,S"


def labels(text: str, card: Card, **kw) -> list[str]:
    pos = parse_position(text)
    n = Narrator({}, pos.to_move, NarrationSettings(**kw))
    return [n.option_label(pos, o, i) for i, o in enumerate(legal_options(pos, card), 1)]


def test_a_sorry_says_how_near_home_each_pawn_it_could_take_stood():
    assert labels(TARGETS, Card.SORRY) == [
        # one on its own start square loses 1 step: said so, not "64 steps"
        "1: SORRY! pawn 1 from start takes square 16 from Blue pawn 1, on its start square",
        "2: SORRY! pawn 1 from start takes square 8 from Blue pawn 2, which has 12 steps to go",
        "3: SORRY! pawn 1 from start takes square 40 from Yellow pawn 1, which has 55 steps to go",
        "4: SORRY! pawn 1 from start takes square 43 from Green pawn 1, which has 7 steps to go, "
        "then pawn 1 slides to square 46"]
    # brief, whose list the expert uses: the same clause, one per target
    assert labels(TARGETS, Card.SORRY, verbosity=Verbosity.BRIEF) == [
        "1: takes square 16 from Blue pawn 1, on its start square",
        "2: takes square 8 from Blue pawn 2, which has 12 steps to go",
        "3: takes square 40 from Yellow pawn 1, which has 55 steps to go",
        # the slide names whose pawn slides: after the clause it was heard as Green's (rm102)
        "4: takes square 43 from Green pawn 1, which has 7 steps to go, then your pawn slides "
        "to square 46"]  # "then", as at normal (review rz118)
    assert labels(TARGETS, Card.SORRY, verbosity=Verbosity.FULL) == labels(TARGETS, Card.SORRY)
    # with the distances wording (Shift+W) the square has the mover's distance; the pawn
    # taken says its steps to home, not a second "squares before" (playtest p9 #8)
    assert labels(TARGETS, Card.SORRY, relative=True)[1:3] == [
        "2: SORRY! pawn 1 from start takes square 8, 51 squares before your safety entry, "
        "from Blue pawn 2, which has 12 steps to go",
        "3: SORRY! pawn 1 from start takes square 40, 19 squares before your safety entry, "
        "from Yellow pawn 1, which has 55 steps to go"]


def test_a_bump_says_how_near_home_the_pawn_stood_and_so_does_one_pawn_swept():
    # pawn 2 from 11 onto Blue's start square, pawn 3 from 3 onto Blue pawn 2 on 8
    assert labels("r r=S,11,3,S b=16,8,S,S", Card.FIVE) == [
        "1: pawn 2 forward 5 to square 16, bumps Blue pawn 1, on its start square",
        "2: pawn 3 forward 5 to square 8, bumps Blue pawn 2, which has 12 steps to go"]
    assert labels("r r=S,11,3,S b=16,8,S,S", Card.FIVE, verbosity=Verbosity.BRIEF)[1] == (
        "2: pawn 3 forward 5 to square 8, bumps Blue pawn 2, which has 12 steps to go")
    # in a split, the clause stays with its half; a slide's one pawn swept has it too
    # (playtest qf120: 25 steps to go, found with B and sums), its several do not (below)
    sevens = labels("r r=S,11,3,S b=16,8,S,S", Card.SEVEN)
    assert sevens[3] == (
        "4: split 7: pawn 2 forward 2 to square 13, slides to square 16, sweeps back to "
        "start Blue pawn 1, on its start square; then pawn 3 forward 5 to square 8, bumps Blue "
        "pawn 2, which has 12 steps to go")
    assert sevens[6] == ("7: split 7: pawn 2 forward 5 to square 16, bumps Blue pawn 1, on its "
                         "start square; then pawn 3 forward 2 to square 5")
    # a slide's sweeps stay one short list, without a clause each
    assert labels("r r=S,S,S,8 b=S,S,S,S y=S,S,14,15 g=S,S,S,16", Card.FIVE) == [
        "1: pawn 4 forward 5 to square 13, slides to square 16, sweeps Yellow pawn 3, "
        "Yellow pawn 4 and Green pawn 4 back to start"]


def test_the_partnership_game_says_it_of_the_partners_pawn_and_of_a_partners_sorry():
    # Red's pawn onto Yellow's (the partner's) on 15: a warning, with what the team loses
    assert labels("r r=10,S,S,S b=S,S,S,S y=15,S,S,S g=S,S,S,S teams", Card.FIVE)[0] == (
        "1: pawn 1 forward 5 to square 15, warning: bumps your partner's pawn, Yellow pawn 1, "
        "which has 20 steps to go")
    # a SORRY! that can take only the partner's pawn
    assert labels("r r=S,S,S,S b=S,S,S,S y=20,S,S,S g=S,S,S,S teams", Card.SORRY) == [
        "1: SORRY! pawn 1 from start takes square 20 from your partner's pawn, Yellow pawn 1, "
        "which has 15 steps to go"]
    # the partner's pawn out of start takes an opponent's
    assert labels("r r=H,H,H,H b=S,S,S,S y=S,S,S,S g=40,S,S,S teams", Card.SORRY) == [
        "1: SORRY! Yellow pawn 1 from start takes square 40 from Green pawn 1, which has 10 "
        "steps to go"]


def test_in_a_game_the_brief_list_says_it_and_the_move_is_one_sentence():
    """Playtest px98: the brief SORRY! list, the expert's; the move's own line after it is
    not made longer (finding 7): the pawn is in start then, and the player chose it."""
    async def body(h: Headless):
        await h.press("1")  # a quick game against one bot
        s = h.app.session
        pos = parse_position("r r=S,S,S,S y=40,S,33,S")
        game = Game(pos.seated, pos.rules, rng=random.Random(5), position=pos)
        game.deck.pile = game.deck.pile[:5] + [Card.FOUR, Card.SORRY]
        s.game = game
        await h.press("w", "w")  # normal -> full -> brief
        mark = len(h.spoken)
        await h.press("d")
        said = h.said_since(mark)
        assert said[-3:-1] == ["1: takes square 40 from Yellow pawn 1, which has 55 steps to go",
                               "2: takes square 33 from Yellow pawn 3, which has 62 steps to go"]
        mark = len(h.spoken)
        await h.press("h")  # the hint names the move in the list's own words
        hint = next(line for line in h.said_since(mark) if line.startswith("Hint:"))
        assert hint.startswith("Hint: option 1, takes square 40 from Yellow pawn 1, which has "
                               "55 steps to go. "), hint
        mark = len(h.spoken)
        await h.press("1")
        said = h.said_since(mark)
        # in brief one sentence, as a bot's turn (playtest qf120), no longer than the list's
        assert said[0] == ("You: SORRY!, pawn 1 from start takes square 40, bumps Yellow "
                           "pawn 1.")  # (the comma, as a bot's line has: playtest qi123)
    run_headless(body)


def test_a_slide_after_a_pawn_taken_or_bumped_names_the_pawn_that_slides():
    """"bumps Blue pawn 1, which has 7 steps to go, slides to square 16" was heard as Blue's
    pawn sliding (review rm102): after the clause the slide says whose pawn it is, after
    "then" (playtest qc116: "..., which has 59 steps to go, pawn 4 slides" ran on); a slide
    with no pawn taken before it stays "slides to"."""
    assert labels("r r=S,8,S,S b=13,S,S,S", Card.FIVE) == [
        "1: pawn 2 forward 5 to square 13, bumps Blue pawn 1, which has 7 steps to go, "
        "then pawn 2 slides to square 16"]
    assert labels("r r=S,8,S,S b=S,S,S,S", Card.FIVE) == [
        "1: pawn 2 forward 5 to square 13, slides to square 16"]
    # the partner's pawn by name, as its move was said
    assert labels("r r=S,S,S,S b=13,S,S,S y=8,S,S,S g=S,S,S,S teams", Card.FIVE) == [
        "1: Yellow pawn 1 forward 5 to square 13, bumps Blue pawn 1, which has 7 steps to go, "
        "then Yellow pawn 1 slides to square 16"]
    # after the partner's pawn bumped too (review rn104: that branch had no test)
    assert labels("r r=8,S,S,S b=S,S,S,S y=13,S,S,S g=S,S,S,S teams", Card.FIVE)[0] == (
        "1: pawn 1 forward 5 to square 13, warning: bumps your partner's pawn, Yellow pawn 1, "
        "which has 22 steps to go, then pawn 1 slides to square 16")
