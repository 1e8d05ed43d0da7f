"""Shift+O: every option's risk compared in one answer (playtest px98: an expert walked to
each option and pressed A, 7 to 9 keys and up to 320 words a decision)."""

from __future__ import annotations

import asyncio
import re

from rigging import stacked_game
from test_ui_points import at_the_table

from sorry_audio.core.cards import Card, deck_cards
from sorry_audio.core.game import Phase
from sorry_audio.narration.catalog import DEFAULT_CATALOG
from sorry_audio.ui.headless import Headless, run_headless
from sorry_audio.ui.keymap import KEYMAP, Mode, help_lines

say = DEFAULT_CATALOG.say

#: Red's pawns on 8, 20 and 27; Yellow's on 5 and 14, one in START (a SORRY! may come);
#: Yellow's pawn on 5 could swap Red's pawn 3 back with an 11
TEN_AT = "r r=8,20,27,S y=S,5,14,H"
SORRY_LINE = say("danger.risks.sorry.you", names="Yellow")
#: the same, named on this card already (by A or Shift+O)
SORRY_AGAIN = say("danger.risks.sorry_again", names="Yellow")
#: A's aside, so named again
A_AGAIN = say("danger.sorry_again", names="Yellow")
TEN_ITEMS = ["1: pawn 1 to a 7; pawn 2 to a 7; pawn 3 to a swap back 22 squares.",
             "2: pawn 1 to a 1, 2 or 7; pawn 2 to a 7; pawn 3 to a swap back 22 squares.",
             "3: pawn 1 to a 1, 3 or 7; pawn 2 to a swap back 25 squares; pawn 3 to a swap "
             "back 22 squares.",
             "4: pawn 1 to a 1, 3 or 7; pawn 2 to a 5 or 7; pawn 3 to a swap back 22 squares.",
             "5: pawn 1 to a 1, 3 or 7; pawn 2 to a 7; pawn 3 to a swap back 32 squares.",
             "6: pawn 1 to a 1, 3 or 7; pawn 2 to a 7; pawn 3 to a 12, or a swap back 21 "
             "squares."]


def run(body, position: str, cards=(Card.TEN,), whole_deck: bool = True):
    """``body(h, session)`` in a quick game (you are red, a bot is yellow) put at
    ``position`` with ``cards`` to draw; under them a whole deck (any card may come next, a
    SORRY! too), or with ``whole_deck`` False nothing: those cards are the pile."""
    async def main():
        async with Headless(seed=2) as h:
            await h.press("1")
            under = deck_cards() if whole_deck else ()
            h.app.session.game = stacked_game(position, cards, under=under, seed=1)
            await body(h, h.app.session)
    asyncio.run(main())


#: Yellow's pawn on 53 reaches square 1 with a 5 by sliding, and no 5 is left to draw
NO_FIVE_AT = "r r=1,30,S,S y=53,H,H,H"
NO_FIVE_CARDS = (Card.THREE, Card.ELEVEN, Card.EIGHT)
NO_FIVE = "A 5 could reach too, but none is left for Yellow to draw next."


def a_facts(lines: list[str]) -> dict[int, set[int | str]]:
    """A's answer as {pawn: the card numbers that could bump it} (a SORRY! as 13), and an
    11's swap that would set it far back as "swap 22" (the squares), or "past 22" when it
    carries the pawn forward past its safety entry."""
    found: dict[int, set[int | str]] = {}
    for line in lines:
        m = re.search(r"Your pawn (\d) on .*? could be (bumped by (.*?)(?:; or |\.$))?"
                      r"(?:swapped (back|past its safety entry,) (\d+) squares)?", line)
        if m and (m.group(2) or m.group(5)):
            bumpers = re.sub(r"(Red|Blue|Yellow|Green) pawn \d", "", m.group(3) or "")
            cards: set[int | str] = {int(n) for n in re.findall(r"\b(\d+)\b", bumpers)}
            if "SORRY" in bumpers:
                cards.add(13)
            if m.group(5):
                cards.add(f"{'swap' if m.group(4) == 'back' else 'past'} {m.group(5)}")
            found[int(m.group(1))] = cards
    return found


#: ground at risk only, with the hint named for the gains (playtest pz103)
LEAST = "Least ground at risk: option {}. H weighs the gains too."
LEAST_MANY = "Least ground at risk: options {}. H weighs the gains too."


async def shift_o_said(h) -> list[str]:
    """Press Shift+O: what it says."""
    mark = len(h.spoken)
    await h.press("O")
    return h.said_since(mark)


async def hand_risks_said(h, position: str, hand: list[Card]) -> list[str]:
    """The Point Score game at ``position`` with ``hand``: what Shift+O says before a pick."""
    await at_the_table(h, position, hand)
    return await shift_o_said(h)


def per_option(lines: list[str]) -> list[str]:
    """Shift+O's items one line per option, in option order: "3, 4 and 5: none." is
    "3: none.", "4: none." and "5: none."."""
    items: dict[int, str] = {}
    for line in lines:
        numbers, said = line.split(": ", 1)
        for n in re.findall(r"\d+", numbers):
            items[int(n)] = f"{n}: {said}"
    return [items[n] for n in sorted(items)]


def item_facts(line: str) -> dict[int, set[int | str]]:
    """A Shift+O item ("2: pawn 1 to a 1, 2 or 7; pawn 2 to a 7.") the same way ("pawn 3
    to a swap back 22 squares": "swap 22"; "to a swap past its safety entry, 32 squares
    further from home": "past 32")."""
    _, said = line.split(": ", 1)
    found: dict[int, set[int | str]] = {}
    for part in said.rstrip(".").split("; "):
        m = re.match(r"pawn (\d) to (.*)$", part)
        if m:
            said, how, swap = re.fullmatch(
                r"(.*?)(?:a swap (back|past its safety entry,) (\d+) squares.*)?",
                m.group(2)).groups()
            cards: set[int | str] = {int(n) for n in re.findall(r"\b(\d+)\b", said)}
            if "SORRY" in said:
                cards.add(13)
            if swap:
                cards.add(f"{'swap' if how == 'back' else 'past'} {swap}")
            found[int(m.group(1))] = cards
    return found


def test_shift_o_is_in_the_key_table_for_a_game_and_means_nothing_else():
    rows = [a for a in KEYMAP if "Shift+O" in a.keys]
    assert [(a.name, a.modes) for a in rows] == [("option_risks", frozenset({Mode.GAME}))]
    assert ("Shift+O: compare the options' risks: after each, your pawns in danger and the "
            "cards that reach them, then the least ground at risk (in a group: its options)."
            ) in help_lines(Mode.GAME, game="drawing")


def test_shift_o_compares_every_options_danger_in_one_answer_and_names_the_least():
    async def body(h, s):
        await h.press("d")  # the 10: six options
        assert len(s.game.options) == 6
        mark = len(h.spoken)
        await h.press("O")
        # each option's pawns in danger and the cards, the least at risk (option 3: pawn 1
        # on 8 to a 1, 3 or 7, and one 11 swapping pawn 2 or pawn 3, not both, costs less
        # than pawns 1 and 2 on 18 and 20 to a 7 and pawn 3's swap); the SORRY! once, not
        # per option, before them as it holds after each (playtest pv111)
        assert h.said_since(mark) == [say("danger.risks.head"), SORRY_LINE, *TEN_ITEMS,
                                      LEAST.format(3)]
        assert (s.game.phase, s.game.cards_drawn, s.chooser.focus) == (Phase.CHOOSE, 1, None)
        await h.press("w", "w")  # brief: the list alone, no line to say what it is, and
        mark = len(h.spoken)  # the SORRY! said on this card already, in short (pr107)
        await h.press("O")
        assert h.said_since(mark) == [SORRY_AGAIN, *TEN_ITEMS, LEAST.format(3)]
    run(body, TEN_AT)


def test_shift_o_says_for_each_option_what_a_says_after_it():
    """The same threats as A walked to each option: the same pawns, the same cards, and
    the SORRY! named once (by Shift+O: A says it in short after)."""
    async def body(h, s):
        await h.press("d", "O")
        items = h.spoken[-7:-1]
        assert h.spoken[-8] == SORRY_LINE
        for number, item in enumerate(items, 1):
            mark = len(h.spoken)
            await h.press("down", "a")
            after = h.said_since(mark)[1:]  # the option walked to, then A's answer
            assert after[0].startswith(f"After option {number}: ")
            assert item_facts(item) == a_facts(after) != {}, (item, after)
            assert after[-1] == A_AGAIN
    run(body, TEN_AT)


def test_shift_o_in_a_group_compares_its_options_and_the_groups_say_where_the_least_is():
    async def body(h, s):
        await h.press("d")  # a 7 with four pawns out: 38 options in 7 groups
        assert s.chooser.at_groups and len(s.game.options) == 38
        await h.press("O")
        assert h.spoken[-1] == say("danger.risks.groups", count=38,
                                   where="in groups 2, 3 or 4")
        await h.press("2")  # the splits of pawns 1 and 2, numbered as in the group
        assert await shift_o_said(h) == [
            say("danger.risks.head"),
            # the swaps no option of the group changes: once, before the list (pz103, pr107)
            "Whichever you play, an 11 could swap pawn 3 back 22 squares and pawn 4 back 35 "
            "squares.",
            SORRY_LINE,
            "1: pawn 1 to a 1 or 7; pawn 2 to a 12, or a swap back 21 squares.",
            "2: pawn 1 to a 1, 4, 5 or 7; pawn 2 to a 7 or 11, or a swap back 20 squares.",
            "3: pawn 1 to a 7; pawn 2 to a 7 or 10.",
            "4: pawn 1 to a 7; pawn 2 to a 7.",
            "5: pawn 1 to an 8 or 11.",
            "6: pawn 1 to an 8; pawn 2 to a swap back 20 squares.",
            LEAST_MANY.format("5 or 6")]
        assert s.chooser.group == 1 and s.game.phase is Phase.CHOOSE
    run(body, "r r=8,20,27,40 y=S,5,14,H", cards=(Card.SEVEN,))


def test_shift_o_with_no_options_offered_says_so_in_one_line_and_changes_nothing():
    async def body(h, s):
        mark = len(h.spoken)
        await h.press("O")  # before the draw
        assert h.said_since(mark) == [say("ui.risks.draw_first")]
        assert (s.game.phase, s.game.cards_drawn, s.chooser) == (Phase.DRAW, 0, None)
    run(body, TEN_AT)


def test_shift_o_with_no_pawn_in_danger_after_any_option_says_so_once():
    async def body(h, s):
        await h.press("d")  # a 3: pawn 1 to 13 or pawn 2 to 33; Yellow has no pawn out
        assert await shift_o_said(h) == [say("danger.risks.none_all"), SORRY_LINE]
    run(body, "r r=10,30,S,S y=S,S,S,S", cards=(Card.THREE,))


def test_shift_o_in_the_point_score_game_once_a_card_is_picked():
    async def body(h):
        # (Red's pawn 3 on 23: Blue's on 5 could swap it back 19 squares, not far enough to
        # be a danger, until it moves on)
        await at_the_table(h, "r r=8,20,23,S b=S,5,14,H",
                           [Card.TEN, Card.ONE, Card.FOUR, Card.THREE, Card.TWELVE])
        game = h.app.session.game
        await h.press("1")  # the 10
        mark = len(h.spoken)
        await h.press("O")
        said = h.said_since(mark)
        assert said == [say("danger.risks.head"), say("danger.risks.sorry.you", names="Blue"),
                        "1: none.",
                        # options alike are said together (playtest pz103: four lines
                        # of one threat were heard as four facts)
                        "2: pawn 1 to a 1, 2 or 7.",
                        "3: pawn 1 to a 1, 3 or 7; pawn 2 to a swap back 25 squares.",
                        "4 and 6: pawn 1 to a 1, 3 or 7.",
                        "5: pawn 1 to a 1, 3 or 7; pawn 3 to a swap back 28 squares.",
                        LEAST.format(1)]
        for number, item in enumerate(per_option(said[2:5]), 1):  # as A says after each
            mark = len(h.spoken)
            await h.press("down", "a")
            assert item_facts(item) == a_facts(h.said_since(mark)[1:]), number
        assert game.phase is Phase.CHOOSE and game.card is Card.TEN
    run_headless(body)


def test_shift_o_with_a_lone_option_says_there_is_nothing_to_compare():
    async def body(h):
        await at_the_table(h, "r r=S,S,S,4 b=S,S,S,19",
                           [Card.THREE, Card.ONE, Card.FOUR, Card.TEN, Card.SORRY])
        game = h.app.session.game
        await h.press("1")  # the 3: one option, not played for you in this game
        assert game.phase is Phase.CHOOSE and len(game.options) == 1
        assert await shift_o_said(h) == [say("ui.risks.one")]
        assert game.phase is Phase.CHOOSE and game.card is Card.THREE
    run_headless(body)


def test_shift_o_leaves_out_the_cards_none_can_draw_as_a_does_and_names_them_once():
    """Yellow's pawn on 53 reaches square 1 with a 5 by sliding, but no 5 is left to draw:
    not counted for any option, and named once at the end, as A names it."""
    async def body(h, s):
        await h.press("d")  # the 3: pawn 1 to square 4, or pawn 2 to square 33
        mark = len(h.spoken)
        await h.press("O")
        # pawn 1 on 4 (4 steps made) to an 11, or left on 1 (1 step) to an 8: the same
        # odds, 3 steps more to lose times 4 in 45, under half a step: alike
        assert h.said_since(mark) == [say("danger.risks.head"), "1: pawn 1 to an 11.",
                                      "2: pawn 1 to an 8.", say("danger.risks.same"),
                                      NO_FIVE]
        mark = len(h.spoken)  # A after option 2 leaves out the 5 too, as Shift+O has said
        await h.press("down", "down", "a")  # so (playtest pr107: said by both)
        assert NO_FIVE not in h.said_since(mark)
    run(body, NO_FIVE_AT, NO_FIVE_CARDS, whole_deck=False)


def test_shift_o_at_the_groups_names_an_entry_of_one_option_by_its_number_not_a_group():
    """Review rn104: told to open "group 2", an entry of one option, a player pressed 2 and
    played it; such an entry is named as an option, which its number plays."""
    async def body(h, s):
        await h.press("d")
        assert s.chooser.at_groups
        await h.press("O")
        assert h.spoken[-1] == (
            f"Open a group, then Shift+O compares its options. Least ground at risk of all "
            f"{len(s.game.options)}: in groups 1 or 3, or option 2, which its number plays.")
        assert s.chooser.pick(2) == ("option", s.chooser.groups[1].indices[0])
    run(body, "r r=58,Z3,22,S b=H,H,H,10 y=S,5,S,46 g=H,Z4,H,24", cards=(Card.SEVEN,))


def test_shift_o_keeps_the_least_on_a_line_of_its_own_when_others_are_said_alike():
    """Review rn104: "1, 2 and 4: pawn 2 to a 12." then "Least ground at risk: options 3 or
    4." named part of a line; said alike but not alike in ground at risk, 4 keeps its own,
    which says what sets it apart (playtest ps109: it sounded like a repeat)."""
    from sorry_audio.core.board import Colour
    from sorry_audio.core.position import parse_position
    from sorry_audio.narration import Narrator
    from sorry_audio.narration.riskcompare import OptionRisk, option_risks

    def risk(loss: float) -> OptionRisk:
        return OptionRisk({(Colour.RED, 2): (Card.TWELVE,)}, (), loss, frozenset(),
                          frozenset({Card.TWELVE}))
    none = OptionRisk({}, (), 0.5, frozenset(), frozenset())
    lines = option_risks(Narrator({}, Colour.RED), parse_position("r r=8,20,S,S y=S,S,S,S"),
                         Colour.RED, [(1, risk(3.0)), (2, risk(3.0)), (3, none),
                                      (4, risk(0.5))])
    assert lines[1:] == ["1 and 2: pawn 2 to a 12.", "3: none.",
                         "4: pawn 2 to a 12, with less ground at risk.",
                         LEAST_MANY.format("3 or 4")]


def test_shift_o_in_a_partnership_game_says_the_partners_pawns_are_listed_too():
    """Review rn104: its first line said "Your pawns" and listed Yellow's too."""
    from sorry_audio.core.board import Colour
    from sorry_audio.core.position import parse_position
    from sorry_audio.narration import Narrator
    from sorry_audio.narration.riskcompare import OptionRisk, option_risks

    yellow = OptionRisk({(Colour.YELLOW, 1): (Card.FOUR,)}, (), 1.0, frozenset(),
                        frozenset({Card.FOUR}))
    none = OptionRisk({}, (), 0.0, frozenset(), frozenset())
    pos = parse_position("r r=8,S,S,S b=S,S,S,S y=20,S,S,S g=S,S,S,S teams")
    lines = option_risks(Narrator({}, Colour.RED), pos, Colour.RED, [(1, yellow), (2, none)])
    assert lines[:3] == [say("danger.risks.head_team", partner="Yellow"),
                         "1: Yellow pawn 1 to a 4.", "2: none."]


def test_no_pawn_in_danger_but_by_a_sorry_some_options_give_is_said_without_contradiction():
    """Review rn104: "No option leaves a pawn in danger." then "2: only a SORRY! from
    Blue." sounded contradictory."""
    from sorry_audio.core.board import Colour
    from sorry_audio.core.position import parse_position
    from sorry_audio.narration import Narrator
    from sorry_audio.narration.riskcompare import OptionRisk, option_risks

    none = OptionRisk({}, (), 0.0, frozenset(), frozenset())
    blue = OptionRisk({}, (Colour.BLUE,), 0.0, frozenset(), frozenset())
    lines = option_risks(Narrator({}, Colour.RED), parse_position("r r=8,S,S,S b=S,20,S,S"),
                         Colour.RED, [(1, none), (2, blue)])
    assert lines == [say("danger.risks.none_all_but"), "2: only a SORRY! from Blue."]


def test_no_danger_but_a_sorry_after_every_option_is_said_as_a_says_it():
    """"No option leaves a pawn in danger." then the SORRY! line read as a contradiction;
    A says "Only a SORRY! can bump your pawns" there.  With no SORRY! either, plainly."""
    from sorry_audio.core.board import Colour
    from sorry_audio.core.position import parse_position
    from sorry_audio.narration import Narrator
    from sorry_audio.narration.riskcompare import OptionRisk, option_risks

    w, pos = Narrator({}, Colour.RED), parse_position("r r=10,30,S,S y=S,S,S,S")
    none = OptionRisk({}, (), 0.0, frozenset(), frozenset())
    yellow = OptionRisk({}, (Colour.YELLOW,), 0.0, frozenset(), frozenset({Card.SORRY}))
    assert option_risks(w, pos, Colour.RED, [(1, yellow), (2, yellow)]) == [
        "No option leaves a pawn in danger but from a SORRY!", SORRY_LINE]
    assert option_risks(w, pos, Colour.RED, [(1, none), (2, none)]) == [
        "No option leaves a pawn in danger."]


def test_shift_o_before_a_pick_in_the_point_score_game_says_each_cards_least():
    """Playtest pz103: the choice there is the card; comparing took a pick, Shift+O and
    Escape a card.  Each card's line names its option of least ground at risk, numbered as
    its list will be, and that is the option Shift+O names once the card is picked."""
    async def body(h):
        said = await hand_risks_said(h, "r r=8,20,23,S b=S,5,14,H",
                                     [Card.TEN, Card.ONE, Card.FOUR, Card.SORRY, Card.TEN])
        game = h.app.session.game
        assert said == [
            say("danger.hand.head"),
            say("danger.hand.sorry.you", names="Blue"),
            # the second 10 with the first: one choice, but left out it was heard as
            # forgotten (playtest ps109)
            "Cards 1 and 5, each a 10, option 1: none.",
            "Card 2, the 1, option 2: pawn 1 to a 1 or 7.",
            "Card 3, the 4, option 1: pawn 1 to a 10.",
            # the SORRY!'s option 1 takes Blue's pawn on 5, which reached pawn 1
            "Card 4, the SORRY!, option 1: none.",
            # the 4's pawn 1 back on 4 (3 steps made) to a 10: under half a step at risk,
            # about as little as none; all but one card as low, so that one is named
            # (playtest ps109)
            "Least ground at risk: any card but card 2, the 1. H weighs the gains too."]
        assert game.phase is Phase.PICK
        for number, line in ((1, said[2]), (2, said[3]), (3, said[4])):
            option = int(line.split("option ")[1].split(":")[0])
            await h.press(str(number))  # pick it: Shift+O names the same option as least
            mark = len(h.spoken)
            await h.press("O")
            least_line = [x for x in h.said_since(mark) if x.startswith("Least")]
            assert least_line in ([LEAST.format(option)], [LEAST_MANY.format(option)]) \
                or least_line[0].startswith(f"Least ground at risk: options {option}"), line
            await h.press("escape")  # the card back in the hand
            assert game.phase is Phase.PICK
        await h.press("w", "w")  # brief: no head line
        # (and the SORRY! named already on this card, in short)
        assert await shift_o_said(h) == [
            say("danger.hand.sorry_again", names="Blue"), *said[2:]]
    run_headless(body)


def test_shift_o_before_a_pick_says_a_card_of_no_use_and_a_hand_of_none():
    async def body(h):
        # Red's only pawn on the track is in its safety zone, 2 from home: a 1 or a 2
        # moves it; a 3, a 5 and a 12 cannot; Blue's pawn on 30 is in no one's reach
        said = await hand_risks_said(h, "r r=Z3,S,S,S b=30,S,S,H",
                                     [Card.ONE, Card.FIVE, Card.TWO, Card.THREE, Card.TWELVE])
        # no card leaves a pawn in danger: one line, not a line of "none" per card
        # (playtest ps109), then the cards of no use, in one line (pv111)
        assert said == [say("danger.hand.none_all_clear"),
                        "Cards 2 and 5 are of no use: the 5 and the 12."]
        said = await hand_risks_said(h, "r r=Z3,S,S,S b=30,S,S,H",
                                     [Card.FIVE, Card.ONE, Card.TWELVE, Card.FIVE, Card.TWO])
        assert said[-1] == "Cards 1, 3 and 4 are of no use: the 5 and the 12."
    run_headless(body)
    async def none(h):
        await at_the_table(h, "r r=Z4,S,S,S b=30,S,S,H",
                           [Card.THREE, Card.FIVE, Card.EIGHT, Card.THREE, Card.TWELVE])
        await h.press("O")
        assert h.spoken[-1] == say("ui.risks.no_use")
        assert h.app.session.game.phase is Phase.PICK
    run_headless(none)


def test_shift_o_at_the_groups_counts_a_swap_as_danger():
    """A 7 whose ten options leave no pawn to a bump but each a pawn an 11 could swap far
    back: the groups name where the least is, not "none of all 10 leaves a pawn in danger"
    (review rv106)."""
    async def body(h, s):
        await h.press("d")
        assert s.chooser.at_groups and len(s.game.options) == 10
        await h.press("O")
        assert h.spoken[-1] == say("danger.risks.groups", count=10,
                                   where="in groups 2 or 3, or option 4, which its number "
                                         "plays")
    run(body, "r r=48,Z1,Z2,S y=5,H,H,H", cards=(Card.SEVEN,))


def test_a_names_the_cards_not_counted_once_while_they_stay_the_same():
    """Playtest pq105: "Not counted, as none is left for an opponent to draw next: a 7."
    at every press of A for many turns."""
    async def body(h, s):
        await h.press("a")  # before the draw: the 5 Yellow cannot draw is named
        assert h.spoken[-1] == NO_FIVE
        await h.press("d")  # the 3: a card of its own, the same cards not counted
        mark = len(h.spoken)
        await h.press("a")
        assert NO_FIVE not in h.said_since(mark) and h.said_since(mark)
    run(body, NO_FIVE_AT, NO_FIVE_CARDS, whole_deck=False)


def test_shift_o_before_a_pick_names_a_7s_option_in_its_group_and_the_safest_first():
    """Review rx108: a 7's least option is named in its group, as its list will be; each
    card's line names its safest option (the first by number within half a step was said),
    and what holds after every card's line is said once after them."""
    async def body(h):
        said = await hand_risks_said(h, "r r=8,20,23,30 b=S,5,14,H",
                                     [Card.SEVEN, Card.ONE, Card.FOUR, Card.SORRY, Card.TEN])
        assert said[1:] == [
            # of each card's safest option, not of every option (playtest pv111)
            "After each card's safest option, an 11 could swap pawn 4 back 25 squares.",
            say("danger.hand.sorry.you", names="Blue"),
            # (not counting a split whose slide sweeps pawn 3 back to start: playtest pr107)
            "Card 1, the 7, option 1 in group 1, or 2 more about as safe: none.",
            "Card 2, the 1, option 1: pawn 1 to a 1 or 7.",
            "Card 3, the 4, option 1: pawn 1 to a 10.",
            "Card 5, the 10, option 1: none.",
            "Card 4, the SORRY!: no use.",  # after the cards of some use
            "Least ground at risk: card 1, the 7, or card 3, the 4, or card 5, the 10. H weighs "
            "the gains too."]
        await h.press("1", "1")  # the 7, then its group 1: option 1 is its least
        mark = len(h.spoken)
        await h.press("O")
        assert LEAST.format(1) in h.said_since(mark)
    run_headless(body)

    async def safest(h):
        said = await hand_risks_said(h, "r r=24,33,H,H b=56,12,S,29",
                                     [Card.EIGHT, Card.TWELVE, Card.SEVEN, Card.TEN, Card.THREE])
        assert "Card 3, the 7, option 7, or 1 more about as safe: pawn 2 to a swap back 23 " \
               "squares." in said
        assert said[-1] == "Least ground at risk: card 3, the 7. H weighs the gains too."
        await h.press("3")  # the 7's own list agrees: option 7 is among its least
        mark = len(h.spoken)
        await h.press("O")
        least_line = next(x for x in h.said_since(mark) if x.startswith("Least"))
        assert "7" in least_line.split(":")[1]
    run_headless(safest)


def test_a_names_the_cards_not_counted_to_each_player_at_a_hot_seat_and_again_later(
        monkeypatch):
    """Review rx108: the note said to Ann was left out for Bo, for whom it is another fact;
    and, the same for many turns, it is said again each few rounds (here, half a round)."""
    from sorry_audio.config import GameConfig, Seat
    from sorry_audio.core.board import Colour
    from sorry_audio.ui import handover, questions

    monkeypatch.setattr(questions, "GONE_AGAIN", 0.5)  # a card later, with two seated
    monkeypatch.setattr(handover, "HANDOVER_GUARD", 0.0)
    monkeypatch.setattr(handover, "LET_GO_GUARD", 0.0)

    async def body(h):
        seats = (Seat(Colour.RED, None, "Ann"), Seat(Colour.BLUE, None, "Bo"))
        h.app.start_game(GameConfig(seats, first=Colour.RED, pace="key"))
        await h.settle()
        s = h.app.session
        s.game = stacked_game("r r=42,25,H,H b=51,14,H,H",
                              (Card.THREE, Card.EIGHT, Card.TWELVE, Card.TEN), seed=1)
        note = "An 11 could reach too, but none is left for {} to draw next."
        await h.press("a")  # Ann: Blue's 11 left out
        assert note.format("Bo") in h.spoken[-2:]
        gone = note.format("Ann")
        await h.press("d", "2")  # Ann's 3, played: Bo's turn
        await h.settle()
        assert s.game.to_move is Colour.BLUE
        mark = len(h.spoken)
        await h.press("a")  # Bo: Red's 11 left out, about his own pawns
        assert gone in h.said_since(mark)
        mark = len(h.spoken)
        await h.press("a")  # the same card: asked again, not said again
        assert gone not in h.said_since(mark)
        await h.press("d")  # a card later (Bo's lone 8 played, Ann's turn): said again
        mark = len(h.spoken)
        await h.press("a")
        assert note.format("Bo") in h.said_since(mark)
    run_headless(body)


def test_shift_o_counts_an_own_pawn_an_option_sweeps_back_to_start_as_ground_lost():
    """Playtest pr107: "1: none." and "Least ground at risk: option 1" of a move whose slide
    sweeps one's own pawn back to start, 22 squares lost for certain."""
    async def body(h, s):
        await h.press("d")  # a 1: pawn 1 to 21, sliding to 25 over pawn 2; or pawn 2 to 23
        assert await shift_o_said(h) == [
            say("danger.risks.head"),
            "Whichever you play, an 11 could swap pawn 1 back 20 to 25 squares.",
            "1: none, but it sends your own pawn 2 back to start.",
            "2: pawn 2 to a swap back 23 squares.",
            LEAST.format(2)]
        # with no danger after either, the loss is still said
        s.game = stacked_game("r r=20,22,H,H y=H,H,H,H", (Card.ONE,), seed=1)
        await h.press("d")
        assert await shift_o_said(h) == [say("danger.risks.none_all_clear"),
                                      "1: none, but it sends your own pawn 2 back to start."]
    run(body, "r r=20,22,H,H y=60,H,H,H", cards=(Card.ONE,), whole_deck=False)


def test_the_sorry_takers_a_or_shift_o_named_on_this_card_are_said_again_in_short():
    """Playtest pr107: "After any of them, Yellow could take any of your pawns on the track
    with a SORRY! card." closed every Shift+O, right after A had said the same."""
    aside = "And Yellow could take any of your pawns on the track with a SORRY! card."

    async def body(h, s):
        await h.press("d", "a")  # A names the SORRY! takers...
        assert aside in h.spoken
        mark = len(h.spoken)
        await h.press("O")  # ...so Shift+O says them in short
        said = h.said_since(mark)
        assert said == [say("danger.risks.head"), SORRY_AGAIN, *TEN_ITEMS, LEAST.format(3)]
        mark = len(h.spoken)
        await h.press("a")  # and A again in short, as before
        assert h.said_since(mark)[-1] == A_AGAIN
    run(body, TEN_AT)

    async def shift_o_first(h, s):
        await h.press("d", "O")
        assert SORRY_LINE in h.spoken
        # the second press on the same card: in short
        assert SORRY_AGAIN in await shift_o_said(h)
        mark = len(h.spoken)
        await h.press("a")  # A after Shift+O: its aside in short too
        said = h.said_since(mark)
        assert said[-1] == A_AGAIN and aside not in said
    run(shift_o_first, TEN_AT)


def test_shift_o_counts_a_swap_backwards_as_ground_lost_but_not_a_cards_own_step_back():
    """Playtest ps109: "Least ground at risk" named an 11 swapping one's own pawn 19 squares
    back to escape a swap that needed an 11.  A 4's or a 10's own step back is the card's,
    said by it, not again here."""
    async def body(h, s):
        await h.press("d")  # an 11: pawn 1 on to 56, or a swap with Yellow's 25 or 40
        assert await shift_o_said(h) == [
            say("danger.risks.head"),
            "1: pawn 1 to a swap back 31 squares.",
            "2: none, but it costs you 20 squares.",
            "3: none, but it costs you 5 squares.",
            LEAST.format(1)]
        s.game = stacked_game("r r=45,H,H,H y=30,H,H,H", (Card.TEN,), seed=1)
        await h.press("d")  # a 10: on to 55, 25 squares ahead of Yellow's pawn on 30, or
        mark = len(h.spoken)  # back 1 to 44, 14 ahead: too few for a swap to count
        await h.press("O")
        assert h.said_since(mark)[1:] == ["1: pawn 1 to a swap back 25 squares.", "2: none.",
                                          LEAST.format(2)]
    run(body, "r r=45,H,H,H y=25,40,H,H", cards=(Card.ELEVEN,), whole_deck=False)


def test_shift_o_before_a_pick_names_the_card_option_with_the_fewest_threats_first():
    """Playtest ps109: "Card 2, the 1, option 1, or 1 more about as safe: only a SORRY! from
    Yellow." where the other option left nothing in danger."""
    async def body(h):
        said = await hand_risks_said(h, "r r=Z3,S,H,H b=S,30,H,H",
                                     [Card.THREE, Card.ONE, Card.FIVE, Card.EIGHT, Card.SORRY])
        # the 1's option 1 brings pawn 2 out where a SORRY! could take it; its option 2
        # takes pawn 1 on in its safety zone, leaving none on the track
        assert "Card 2, the 1, option 2, or 1 more about as safe: none." in said, said
        assert "Card 5, the SORRY!, its one option: only a SORRY! from Blue." in said
    run_headless(body)


def test_shift_o_in_the_point_score_game_counts_a_sorry_a_hidden_hand_may_refill_to():
    """Playtest ps109: "Not counted: a SORRY!" with two cards left in the draw pile; Blue
    played a 2, refilled from the reshuffled discards and played a SORRY!."""
    from sorry_audio.core.board import Colour

    async def body(h, pile: list[Card]) -> list[str]:
        await at_the_table(h, "r r=30,S,S,S b=S,S,S,S",
                           [Card.FOUR, Card.FIVE, Card.EIGHT, Card.TEN, Card.TWELVE])
        game = h.app.session.game
        game.hands[Colour.BLUE] = [Card.TWO, Card.FIVE, Card.FIVE, Card.TEN, Card.TEN]
        game.deck.pile = list(pile)
        game.deck.discards = [Card.SORRY] * 4
        mark = len(h.spoken)
        await h.press("O")
        return h.said_since(mark)

    async def low(h):
        said = await body(h, [Card.FIVE])  # Red's refill takes it: Blue's comes reshuffled
        assert say("danger.hand.sorry.you", names="Blue") in said, said

    async def deep(h):
        said = await body(h, [Card.FIVE] * 12)
        assert said[-1] == "A SORRY! could reach too, but Blue cannot play one next.", said
    run_headless(low)
    run_headless(deep)


def test_a_sorry_named_on_this_card_is_not_said_again_in_full_by_shift_o():
    """Playtest pu110: after A's "Only a SORRY! from Yellow can bump your pawns on the
    track.", Shift+O said the takers again in full, or "but from a SORRY!" and then "And a
    SORRY!, as before."; pv111: the line came in full again after a Point Score pick."""
    async def body(h, s):
        await h.press("d", "a")  # a 3; A: only a SORRY! from Yellow threatens
        assert h.spoken[-1] == "Only a SORRY! from Yellow can bump your pawns on the track."
        assert await shift_o_said(h) == [say("danger.risks.none_all")]
    run(body, "r r=10,30,S,S y=S,S,S,S", cards=(Card.THREE,))

    async def picked(h):
        said = await hand_risks_said(h, "r r=8,20,23,S b=S,5,14,H",
                                     [Card.TEN, Card.ONE, Card.FOUR, Card.SORRY, Card.TEN])
        assert say("danger.hand.sorry.you", names="Blue") in said
        await h.press("1")  # the 10 picked: the same takers, in short
        assert say("danger.risks.sorry_again", names="Blue") in await shift_o_said(h)
    run_headless(picked)


def test_shift_o_says_a_pawn_the_same_cards_reach_after_every_option_once_first():
    """Playtest pv111: "pawn 1 to a 1 or 7" in four card lines of five, and pu110's
    answers of 149 words: a pawn no option moves, in reach of the same cards after each,
    is said once, before the options, as the swaps and the SORRY! are."""
    from sorry_audio.core.board import Colour
    from sorry_audio.core.moves import legal_options
    from sorry_audio.core.position import parse_position
    from sorry_audio.narration import Narrator
    from sorry_audio.narration.riskcompare import option_risk, option_risks

    pos = parse_position("r r=8,9,S,S y=S,5,H,H")  # a 1: pawn 1 on 8 is blocked by pawn 2
    risks = [(i, option_risk(o.result, Colour.RED, before=pos))
             for i, o in enumerate(legal_options(pos, Card.ONE), 1)]
    assert option_risks(Narrator({}, Colour.RED), pos, Colour.RED, risks) == [
        say("danger.risks.head"),
        "Whichever you play: pawn 1 to a 1 or 3.",
        SORRY_LINE,
        "1: pawn 2 to a 1; pawn 3 to a 4.",
        "2: pawn 2 to a 1 or 5.",
        LEAST.format(1)]


def test_shift_o_with_no_danger_still_says_a_swap_that_costs_ground():
    from sorry_audio.core.board import Colour
    from sorry_audio.core.moves import legal_options
    from sorry_audio.core.position import parse_position
    from sorry_audio.narration import Narrator
    from sorry_audio.narration.riskcompare import option_risk, option_risks

    pos = parse_position("r r=45,H,H,H y=38,H,H,H")  # an 11: on to 56, or a swap to 38
    risks = [(i, option_risk(o.result, Colour.RED, before=pos))
             for i, o in enumerate(legal_options(pos, Card.ELEVEN), 1)]
    assert option_risks(Narrator({}, Colour.RED), pos, Colour.RED, risks) == [
        say("danger.risks.none_all_clear"), "2: none, but it costs you 7 squares."]


def test_an_answer_with_no_cards_left_out_does_not_reset_the_note_said():
    """Playtest pw112: Shift+O named the 2 not counted; A at an option with none left out
    said nothing of it, and at the next option with the 2 left out said it again."""
    async def body(h, s):
        note = ("A 2 could reach too, but none is left for Yellow to draw next.",)
        assert s.known_gone(note) == set()  # said now
        assert s.known_gone(()) == set()  # an answer with none: nothing said, nothing kept
        assert s.known_gone(note) == set(note)  # still said before: left out
    run(body, TEN_AT)


def test_an_answer_that_is_only_a_sorry_is_said_in_short_once_its_players_are_named():
    """Playtest pw112: "Besides that swap, only a SORRY! from Blue, Yellow or Green can bump
    your pawn on the track." in full at every option walked to, after Shift+O had named
    them."""
    async def body(h, s):
        await h.press("d", "a")  # a 3; A: only a SORRY! from Yellow threatens
        full = "Only a SORRY! from Yellow can bump your pawns on the track."
        assert h.spoken[-1] == full
        await h.press("a")  # asked again on the same card: in short
        assert h.spoken[-1] == "Only a SORRY! from Yellow, as before."
        await h.press("down", "a")  # an option walked to: the same, after its number
        assert h.spoken[-1] == "After option 1: Only a SORRY! from Yellow, as before."
    run(body, "r r=10,30,S,S y=S,S,S,S", cards=(Card.THREE,))
