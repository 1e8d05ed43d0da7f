"""Every key of the table, in every mode it belongs to, answers in words and never crashes."""

from __future__ import annotations

import asyncio

import pytest
from rigging import stacked_game

from sorry_audio.config import quick_config
from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card
from sorry_audio.ui.headless import Headless, run_headless
from sorry_audio.ui.keymap import KEYMAP, Mode, terminal_keys
from sorry_audio.ui.menus import open_setup

#: terminal key -> what the headless driver types
TYPED = {" ": "space", "c-c": "c-c"}


def rows(said: list[str], columns: int = 40) -> int:
    """The rows ``said`` takes on a terminal ``columns`` wide, with the prompt's."""
    from sorry_audio.ui.wrapping import wrap_line

    return sum(len(wrap_line(line, columns)) for line in said) + 1


def rig(app, position: str, cards: list[Card]) -> None:
    app.session.game = stacked_game(position, cards, under=[Card.FOUR] * 4, seed=2)


def enter_mode(app, mode: Mode) -> None:
    """Put the app in ``mode`` from scratch, whatever the last key did."""
    app.confirming = False
    app.name_entry = None
    app.open_main_menu()
    if mode is Mode.SETUP:
        open_setup(app)
    elif mode in (Mode.GAME, Mode.REVIEW):
        app.start_game(quick_config(1, "easy"))
        if mode is Mode.GAME:
            rig(app, "r r=10,20,S,S y=30,S,S,S", [Card.SEVEN])
            # a game under way: an Enter at its very start is taken as the menu's, and its
            # "Press Enter again" waits behind the opening rather than cutting it
            app.session.began_at -= 2.0
        else:
            rig(app, "r r=H,H,H,Z5 y=30,S,S,S", [Card.ONE])
            app.session.draw()
            app._after_action()
    assert app.mode is mode


def cases():
    for action in KEYMAP:
        for mode in sorted(action.modes, key=lambda m: m.value):
            for shown in action.keys:
                for key in terminal_keys(shown, frozenset({mode})):  # as the app binds them
                    yield pytest.param(mode, key, id=f"{mode.value}-{action.name}-{key}")


@pytest.mark.parametrize(("mode", "key"), list(cases()))
def test_key_speaks_and_never_crashes(mode, key):
    async def main():
        async with Headless(seed=3) as h:
            enter_mode(h.app, mode)
            await h.settle()
            mark = len(h.audio.spoken)
            await h.press(TYPED.get(key, key))
            assert len(h.audio.spoken) > mark, "the key said nothing"
            assert h.audio.spoken[mark][1] is True  # what the player caused interrupts
    asyncio.run(main())


def test_f1_on_a_short_terminal_says_a_page_at_a_time():
    """Playtest q10, 40 by 16: F1's first lines scrolled away unread.  Each page fits the
    terminal, as printed, with its last line and the prompt; F1 again, with no key between,
    says the next."""
    from prompt_toolkit.data_structures import Size

    from sorry_audio.narration.catalog import DEFAULT_CATALOG
    from sorry_audio.ui.keymap import help_lines
    from sorry_audio.ui.menus import key_pages
    from sorry_audio.ui.wrapping import wrap_line

    say = DEFAULT_CATALOG.say
    lines = [say("ui.keys_head", section=say("ui.section.game"))] + help_lines(Mode.GAME,
                                                                             game="drawing")
    pages = key_pages(lines, Size(rows=16, columns=40))
    assert len(pages) > 3
    assert [line for page in pages for line in page] == lines
    assert key_pages(lines, Size(rows=200, columns=80)) == [lines]
    assert key_pages(lines, None) == [lines]
    # playtest qd117, a braille display's 40 by 12: every page fits, with its last line
    # and the prompt, however few lines it then holds
    small = key_pages(lines, Size(rows=12, columns=40))
    assert [line for page in small for line in page] == lines
    for page in small:
        assert len(page) == 1 or sum(len(wrap_line(line, 40)) for line in page) <= 12 - 3

    async def body(h):
        await h.press("1")  # a quick game
        said = []
        for _ in range(len(pages) + 1):
            mark = len(h.spoken)
            await h.press("f1")
            said.append(h.said_since(mark))
        for n, page in enumerate(pages, 1):
            last = "ui.keys_more" if n < len(pages) else "ui.keys_last_page"
            assert said[n - 1] == page + [say(last, page=n, pages=len(pages))]
        assert said[-1][0] == lines[0]  # after the last page, F1 starts again
        assert all(rows(page) <= 16 for page in said), [rows(page) for page in said]
        await h.press("t", "f1")  # another key between: the first page again
        assert h.spoken[-1] == say("ui.keys_more", page=1, pages=len(pages))
    run_headless(body, rows=16, columns=40)


def test_f1_after_the_window_is_resized_goes_on_where_the_last_page_stopped():
    """Playtest an39: F1's page 1 at 40 by 12 ended at O; the window grown to 100 by 40,
    F1 said "page 2 of 2" from Shift+L, and 25 keys between were never said.  The next
    page now begins at the key after the last one said, whatever the size; and the same
    for a long text (the rules) chosen again."""
    from prompt_toolkit.data_structures import Size

    async def body(h):
        await h.press("1")  # a quick game
        heard = []
        numbers = []
        for size in (None, Size(rows=40, columns=100), Size(rows=30, columns=60),
                     Size(rows=30, columns=60), Size(rows=30, columns=60)):
            if size is not None:  # resized between two presses of F1
                h.app.application.output._size = size
            mark = len(h.spoken)
            await h.press("f1")
            heard += h.said_since(mark)[:-1]  # the page, less its "page N of M" line
            numbers.append(h.spoken[-1].split(":")[0].split(",")[0])
            if "the last" in h.spoken[-1]:
                break
        # the pages counted as heard (playtest as44: "Page 1 of 2", then "Page 6 of 8")
        assert [n.split(" of ")[0] for n in numbers] == [f"Page {k}"
                                                       for k in range(1, len(numbers) + 1)]
        # one count while the size stays (the last presses, all at 60 by 30)
        assert len({n.split(" of ")[1] for n in numbers[2:]}) == 1, numbers
        h.app.application.output._size = Size(rows=400, columns=100)
        mark = len(h.spoken)
        await h.press("t", "f1")  # another key between: every key at once, in one page
        whole = h.said_since(mark)[1:]  # after T's line
        assert heard == whole[:len(heard)] and len(heard) > 20  # nothing skipped or twice
    run_headless(body, rows=12, columns=40)


def test_next_page_goes_on_from_the_line_after_the_last_said_and_counts_pages_heard():
    from sorry_audio.ui.menus import next_page

    lines = [str(n) for n in range(10)]
    def by(k):
        return lambda part, going: [part[i:i + k] for i in range(0, len(part), k)]
    assert next_page(lines, (0, 0), by(3)) == (["0", "1", "2"], 1, 4, (3, 1))
    assert next_page(lines, (3, 1), by(3)) == (["3", "4", "5"], 2, 4, (6, 2))
    # resized to pages of 4: on from line 6, with 1 page more, counted after the 2 heard
    assert next_page(lines, (6, 2), by(4)) == (["6", "7", "8", "9"], 3, 3, (0, 0))
    assert next_page(lines, (10, 3), by(3))[1:3] == (1, 4)  # after the last: the first


async def f1_said(h: Headless) -> list[str]:
    """What F1 says where the game is now."""
    mark = len(h.spoken)
    await h.press("f1")
    return h.said_since(mark)


async def a_point_score_game(h: Headless) -> None:
    """A Point Score game against an easy bot, begun from the menus' entry point."""
    from sorry_audio.config import GameConfig, Seat

    h.app.start_game(GameConfig((Seat(Colour.RED), Seat(Colour.BLUE, "easy")),
                                first=Colour.RED, points=True))
    await h.settle()


def test_f1_in_a_game_says_the_keys_as_that_kind_of_game_means_them():
    """Playtest a1: F1 in a first classic game carried Point Score notes on eight keys."""
    from sorry_audio.config import GameConfig, Seat

    async def body(h):
        await h.press("1")  # a quick (classic) game
        said = await f1_said(h)
        assert "D or Space: draw a card." in said
        assert not any("Point Score" in line or "hand" in line for line in said), said
        await a_point_score_game(h)
        said = await f1_said(h)
        assert "D or Space: hear your hand." in said
        assert "C: your hand; once a card is picked, what it lets you do." in said
        assert any(line.startswith("S: scores: pawns home per player, who leads, the points "
                                   "so far for pawns home, and the points of the games "
                                   "played") for line in said)  # h8, pi93
        # the partnership game: a drawing game whose scores and danger are the team's (i9)
        h.app.start_game(GameConfig(tuple(Seat(c, None if c is Colour.RED else "easy")
                                          for c in Colour), first=Colour.RED, teams=True))
        await h.settle()
        said = await f1_said(h)
        assert "D or Space: draw a card." in said  # the drawing game's words where no team's
        assert ("S: scores: pawns home per team, and which team leads (after a game: the "
                "standings).") in said
        assert any(line.startswith("A: danger check: which of your pawns and your partner's")
                   for line in said)
    run_headless(body)


def test_f1_says_what_k_says_in_each_kind_of_game():
    """Playtest ph87: F1 in a Point Score game said K gives "how many of each are left to
    draw", but K there counts the cards not yet seen, the other hands too, and the draw
    pile's size; the Keys list (and docs/keys.md) says both."""
    from sorry_audio.ui.keymap import markdown

    drawing = "K: the cards: how many of each are left to draw, and the discard pile."
    points = ("K: the cards: how many of each you have not seen (in the draw pile and the "
              "other hands), the draw pile's size, and the discard pile.")

    async def body(h):
        await h.press("1")  # a quick (classic) game
        said = await f1_said(h)
        assert drawing in said and points not in said
        await a_point_score_game(h)
        said = await f1_said(h)
        assert points in said and drawing not in said
    run_headless(body)
    both = next(line for line in markdown().splitlines() if line.startswith("K: "))
    assert both.startswith(drawing[:-1]) and "Point Score game" in both
    assert "draw pile's size" in both


def test_f1_in_a_point_score_game_says_s_after_it_gives_the_winner_and_points():
    """Playtest ph87: after a Point Score game S names the winner and the points; F1 said
    "the standings", which that game never gives."""
    from sorry_audio.ui.keymap import help_lines

    line = next(x for x in help_lines(Mode.GAME, game="points") if x.startswith("S: "))
    assert line.endswith("(after a game: who won, and the points)."), line


def test_the_rules_on_a_short_terminal_come_a_page_at_a_time():
    """Playtest h8, 60 by 20: the in-game Rules were 61 printed lines, the Point Score part
    scrolled away.  Each page fits, with its last line and the menu's place; the item chosen
    again with no key between says the next."""
    from sorry_audio.narration.catalog import DEFAULT_CATALOG
    from sorry_audio.ui.menus import rules_lines
    from sorry_audio.ui.wrapping import wrap_line

    say = DEFAULT_CATALOG.say
    lines = rules_lines(DEFAULT_CATALOG)

    def rows(said: list[str]) -> int:
        return sum(len(wrap_line(line, 60)) for line in said) + 1  # and the prompt

    async def body(h):
        pages: list[list[str]] = []
        for _ in range(8):
            mark = len(h.spoken)
            await h.press("6")  # main menu: Rules, again and again
            said = h.said_since(mark)
            assert said[-1].startswith("Main menu. Rules, 6 of") or said[-1].endswith(
                "6 of 10")
            assert rows(said) <= 20, said
            pages.append(said[:-2])
            if said[-2].startswith("Page ") and ", the last:" in said[-2]:
                break
        assert len(pages) > 2 and pages[0][0] == lines[0]
        assert [line for page in pages for line in page] == lines  # all of it, in order
        assert h.spoken[-2] == say("ui.text_last_page", page=len(pages), pages=len(pages))
        await h.press("down", "up", "6")  # another key between: the first page again
        assert h.said_since(len(h.spoken) - len(pages[0]) - 2)[0] == lines[0]
    run_headless(body, rows=20, columns=60)


def test_f1_on_a_tall_terminal_says_every_key_at_once():
    async def body(h):
        await h.press("1", "f1")
        assert not any(line.startswith("Page ") for line in h.spoken)
    run_headless(body)


def _stack(h: Headless, position: str, cards: list[Card]) -> None:
    """The session's game put at ``position``, its next draws ``cards`` and then the rest
    of a whole deck (the hint counts the cards left, as in a real game)."""
    from sorry_audio.core.cards import deck_cards

    rest = deck_cards()
    for card in cards:
        rest.remove(card)
    h.app.session.game = stacked_game(position, cards, under=rest)


def test_an_answer_too_long_for_the_terminal_is_said_a_page_at_a_time_r_the_next():
    """Playtest qd117, a 40-cell braille display at 12 rows: Shift+S and a hint scrolled
    their first rows away, the hint's answer itself, and an answer is not in the history
    for Comma to bring back.  Each page fits with its last line and the prompt; R says the
    next, and after the last the first again; together they are the whole answer."""
    from prompt_toolkit.data_structures import Size

    from sorry_audio.narration.catalog import DEFAULT_CATALOG

    say = DEFAULT_CATALOG.say

    async def body(h):
        await h.press("1")  # a quick game
        _stack(h, "r r=Z1,8,22,S b=35,31,27,S", [Card.FIVE])
        pages: list[list[str]] = []
        mark = len(h.spoken)
        await h.press("S")  # every pawn in detail: too long for 12 rows of 40
        pages.append(h.said_since(mark))
        assert pages[0][-1].startswith("Page 1 of ") and pages[0][-1].endswith(": R for more.")
        total = int(pages[0][-1].split(" of ")[1].split(":")[0])
        for _ in range(total - 1):
            mark = len(h.spoken)
            await h.press("r")
            pages.append(h.said_since(mark))
        assert total > 1 and pages[-1][-1] == say("ui.answer_last_page", page=total,
                                                  pages=total)
        assert all(rows(page) <= 12 for page in pages), [rows(page) for page in pages]
        mark = len(h.spoken)
        await h.press("r")  # after the last page, the first again
        assert h.said_since(mark) == pages[0]
        h.app.application.output._size = Size(rows=200, columns=40)
        mark = len(h.spoken)
        await h.press("S")  # on a tall terminal, the whole answer at once
        whole = h.said_since(mark)
        assert " ".join(whole) == " ".join(line for page in pages for line in page[:-1])
        assert not any(line.startswith("Page ") for line in whole)
        h.app.application.output._size = Size(rows=12, columns=40)
        await h.press("S", "t")  # another answer between: R repeats it, not a page
        mark = len(h.spoken)
        await h.press("r")
        assert h.said_since(mark)[0].startswith("Your turn")
        # the hint, one line of many sentences, is cut between them: its first page is the
        # move itself (it had scrolled "Hint: option 3, ..." away)
        await h.press("d")
        mark = len(h.spoken)
        await h.press("h")
        await h.wait(lambda: any(line.startswith("Hint:") for line in h.spoken[mark:]))
        said = h.said_since(mark)
        assert said[0] == ("Hint: option 3, pawn 3 forward 5 to square 27, bumps Blue pawn 3, "
                           "which has 53 steps to go.")
        assert said[-1].startswith("Page 1 of ") and rows(said) <= 12
        hint = " ".join(said[:-1])
        while not said[-1].startswith("Page") or ", the last" not in said[-1]:
            mark = len(h.spoken)
            await h.press("r")
            said = h.said_since(mark)
            hint += " " + " ".join(said[:-1])
            assert rows(said) <= 12
        assert "It leaves pawn 3 where Blue could bump it" in hint
    run_headless(body, rows=12, columns=40)


def test_one_line_too_tall_for_the_terminal_is_paged_between_its_sentences():
    """Playtest qd117: a hint is one line of several sentences; at 40 by 12 it was said
    whole, as one line counts as one page, and its first rows, the move, scrolled away."""
    from prompt_toolkit.data_structures import Size

    from sorry_audio.audio.output import RecordingOutput
    from sorry_audio.narration.catalog import DEFAULT_CATALOG
    from sorry_audio.ui.speaker import Speaker

    printed: list[str] = []
    speaker = Speaker(RecordingOutput(), printed.append, DEFAULT_CATALOG)
    speaker.page_size = lambda: Size(rows=12, columns=40)
    sentences = [f"Sentence {n} says something long enough to wrap onto a second row."
                 for n in range(1, 9)]
    speaker.answer(" ".join(sentences))
    assert printed[0] == sentences[0] and printed[-1].startswith("Page 1 of ")
    heard = printed[:-1]
    while ", the last" not in printed[-1]:
        printed.clear()
        speaker.repeat()
        heard += printed[:-1]
    assert heard == sentences
    printed.clear()
    speaker.answer(sentences[0])  # what fits is said as it is
    assert printed == [sentences[0]]
    printed.clear()
    uncut = " ".join(["word"] * 120)  # too tall, and no sentence to cut it at: whole
    speaker.answer(uncut)
    assert printed == [uncut]
    # a bot's line said between the pages keeps "R for more" true (review rz118)
    speaker.answer(" ".join(sentences))
    speaker.say("Blue draws a 5.", False)
    printed.clear()
    speaker.repeat()
    assert printed[-1].startswith("Page 2 of ") and sentences[0] not in printed
    speaker.begin()  # a key
    speaker.say("You draw a 4.")  # a line the player caused: R repeats it again
    printed.clear()
    speaker.repeat()
    assert printed == ["You draw a 4."]


def test_f1_and_the_recap_on_a_braille_display_page_once_and_fit():
    """Playtest qd117, 40 by 12: an F1 page holding one tall note was paged again inside
    it ("Page 1 of 2: R for more."), and Shift+R's recap scrolled its head away."""
    from sorry_audio.narration.catalog import DEFAULT_CATALOG

    say = DEFAULT_CATALOG.say

    async def body(h):
        await h.press("3")  # a quick game against three bots
        for _ in range(4):  # a few rounds: the bots' turns since yours fill the recap
            await h.press("d")
            if h.app.session.game.card is not None:
                await h.press("1")
        said: list[list[str]] = []
        while not said or "the last" not in said[-1][-1]:
            mark = len(h.spoken)
            await h.press("f1")
            said.append(h.said_since(mark))
        assert not any("R for more" in line for page in said for line in page)
        assert all(rows(page) <= 12 for page in said), [rows(page) for page in said]
        mark = len(h.spoken)
        await h.press("R")  # Shift+R
        recap = h.said_since(mark)
        assert recap[0] == say("ui.recap_head") and recap[-1].startswith("Page 1 of ")
        assert rows(recap) <= 12
    run_headless(body, rows=12, columns=40)


def test_a_page_is_filled_with_the_first_sentences_of_a_line_that_does_not_fit_it():
    """Playtest qh122, at 60 by 18: the hint of a 7 in groups was "The hint's move is in
    group 3, now open: ..." alone on page 1, three rows, and the hint itself on page 2, as
    it fit a page alone but not after that line; Enter then played a move not heard."""
    from prompt_toolkit.data_structures import Size

    from sorry_audio.audio.output import RecordingOutput
    from sorry_audio.narration.catalog import DEFAULT_CATALOG
    from sorry_audio.ui.speaker import Speaker
    from sorry_audio.ui.wrapping import wrap_line

    printed: list[str] = []
    speaker = Speaker(RecordingOutput(), printed.append, DEFAULT_CATALOG)
    speaker.page_size = lambda: Size(rows=18, columns=60)
    lead = ("The hint's move is in group 3, now open: split between pawn 3 on track square "
            "39 and Yellow pawn 2 on track square 48: 5 options.")
    sentences = [f"Sentence {n} of the hint says something long enough to wrap onto a "
                 "second row of the screen." for n in range(1, 10)]
    hint = " ".join(sentences)
    assert len(wrap_line(hint, 60)) <= 15 < len(wrap_line(hint, 60)) + 3  # fits alone only
    speaker.answer([lead, hint])
    assert printed[:3] == [lead, sentences[0], sentences[1]], printed
    assert printed[-1].startswith("Page 1 of ")
    heard = printed[:-1]
    while ", the last" not in printed[-1]:
        printed.clear()
        speaker.repeat()
        heard += printed[:-1]
    assert heard == [lead, *sentences]


def test_a_tall_line_is_cut_between_sentences_never_after_a_sorry_inside_one():
    """Review rz118: "SORRY!" stands inside sentences ("a SORRY! or an 11 from Blue could
    take it back"); cut there, a page ended on "and a SORRY!"."""
    from prompt_toolkit.data_structures import Size

    from sorry_audio.ui.paging import by_sentence

    first = "Hint: option 2, SORRY! pawn 1 from start takes square 20 from Blue pawn 1."
    second = ("It sends a pawn back to start, and a SORRY! or an 11 from Blue could take it "
              "back next turn.")
    third = "Every move leaves a pawn in danger; this one risks least of all of them here."
    line = " ".join([first, second, third] * 2)
    assert by_sentence([line], Size(rows=12, columns=40)) == [first, second, third] * 2
    assert by_sentence([line], Size(rows=40, columns=100)) == [line]  # it fits: whole


def test_o_says_a_long_option_list_again_a_page_at_a_time():
    """Review rz118: O's list, said again (not kept in the history), scrolled its head off
    at 40 by 12: an 11 of nine options is thirty rows there."""
    from sorry_audio.ui.wrapping import wrap_line

    async def body(h):
        await h.press("1")  # a quick game
        _stack(h, "r r=10,25,40,S b=12,30,S,S", [Card.ELEVEN])
        await h.press("d")
        assert h.app.session.game.card is Card.ELEVEN
        mark = len(h.spoken)
        await h.press("o")
        said = h.said_since(mark)
        assert said[0].startswith("9 options for your 11")
        assert said[-1].startswith("Page 1 of ")
        assert sum(len(wrap_line(line, 40)) for line in said) + 1 <= 12
        mark = len(h.spoken)
        await h.press("r")
        assert h.said_since(mark)[-1].startswith("Page 2 of ")
    run_headless(body, rows=12, columns=40)


async def _paged_draw(h, position: str, card: Card, draw_line: str,
                      head: str) -> tuple[list[str], int]:
    """A quick game at 40 by 12, ``card`` drawn at ``position``: what the draw said, and
    where its line is in it, checked to stay on the screen above the list's first page."""
    await h.press("1")
    _stack(h, position, [card])
    mark = len(h.spoken)
    await h.press("d")
    said = h.said_since(mark)
    draw = said.index(draw_line)
    assert said[draw + 1].startswith(head), said
    assert said[-1].startswith("Page 1 of ") and rows(said[draw:]) <= 12, said
    return said, draw


def test_a_new_cards_long_option_list_is_said_a_page_at_a_time_and_kept_whole():
    """Playtests qd117 (40 by 12) and qh122 (60 by 18): the list said as a card is drawn,
    unlike O's, was not paged, and scrolled away the card drawn and its own head.  Its
    first page now fits below the card's line; R says the rest; the history keeps every
    option, and a number plays any of them."""

    async def body(h):
        said, draw = await _paged_draw(h, "r r=10,25,40,S b=12,30,S,S", Card.ELEVEN,
                                       "You draw an 11.", "9 options for your 11")
        options = [line for line in said if line[:2] in {f"{n}:" for n in range(1, 10)}]
        heard = list(options)
        while ", the last" not in h.spoken[-1]:
            mark = len(h.spoken)
            await h.press("r")
            page = h.said_since(mark)
            assert rows(page) <= 12
            heard += page[:-1]
        assert [line[:2] for line in heard] == [f"{n}:" for n in range(1, 10)]
        history = h.app.speaker.history
        assert heard == history[history.index(said[draw + 1]) + 1:][:9]  # all kept
        nine = h.app.session.narrator.option_text(h.app.session.game.position,
                                                   h.app.session.game.options[8])
        assert nine.startswith("swap pawn 3")
        mark = len(h.spoken)
        await h.press("9")  # the last option, on the last page: played
        assert h.said_since(mark)[0].startswith("You swap pawn 3"), h.said_since(mark)
    run_headless(body, rows=12, columns=40)


def test_a_card_list_first_page_leaves_room_for_its_lesson_and_r_goes_round_without_pages():
    """Review rz125: at 40 by 12 the first list of a run, with the four rows of its lesson,
    printed 16 rows and scrolled away the card and the list's head; R after the last page
    said "Page 1 of 1, the last" of a list that fit the screen once the card had scrolled;
    and Comma or Period went on from the list's last option, not the last one shown."""

    async def body(h):
        # (a quick game: the first list of the run has its lesson)
        said, _ = await _paged_draw(h, "r r=10,25,Z5,S b=12,30,S,S", Card.SEVEN,
                                    "You draw a 7.", "4 groups of options for your 7")
        shown = [line for line in said if line[:2] in {"1:", "2:", "3:", "4:"}]
        await h.press(",")  # Comma: the page's last line first, not the one before (rz127)
        assert h.spoken[-1].endswith(shown[-1]), h.spoken[-1]
        mark = len(h.spoken)
        await h.press(".")  # Period: the first option not shown yet
        walked = h.app.speaker.history[h.app.speaker.cursor]
        assert walked.startswith(f"{len(shown) + 1}:"), walked
        for _ in range(4):  # round the pages, and round again
            mark = len(h.spoken)
            await h.press("r")
            assert not any(line.startswith("Page 1 of 1") for line in h.said_since(mark))
    run_headless(body, rows=12, columns=40)


def test_d_again_at_a_list_of_groups_asks_for_a_group():
    """Playtest qj124: a second D at "4 groups of options for your 7: pick a group, ..."
    said "choose an option, 1 to 4", of numbers that open groups."""
    from sorry_audio.narration.catalog import DEFAULT_CATALOG

    async def body(h):
        await h.press("1")  # a quick game
        _stack(h, "r r=10,25,40,S b=12,30,S,S", [Card.SEVEN])
        await h.press("d")
        chooser = h.app.session.chooser
        assert chooser is not None and chooser.at_groups
        await h.press("d")
        assert h.spoken[-1] == DEFAULT_CATALOG.say(
            "ui.card_waiting_groups", card="a 7",
            choices=h.app.speaker.choices(len(chooser.entries())))
        assert "choose a group" in h.spoken[-1]
        await h.press("1")  # a group opened: its numbers are options again
        await h.press("d")
        assert "choose an option" in h.spoken[-1]
    run_headless(body)


def test_the_history_newest_line_says_which_list_the_numbers_act_on():
    """Playtest qj124: after H opened a group (or Escape went back to the groups), Comma
    read the other list, and a number read there played an option never heard."""
    async def body(h):
        await h.press("1")  # a quick game
        _stack(h, "r r=10,25,40,S b=12,30,S,S", [Card.SEVEN])
        await h.press("d", "1")  # group 1 opened by its number: its options are kept
        await h.press("escape")
        assert h.app.speaker.history[-1].startswith("Back to the ")
        await h.press("h")
        await h.wait(lambda: any(line.startswith("Hint:") for line in h.spoken[-4:]))
        newest = h.app.speaker.history[-1]  # (a split of pawns 1 and 2: group 2)
        assert newest.startswith("The hint's move is in group 2, now open"), newest
        await h.press(",")
        assert h.spoken[-1].endswith(newest)
        await h.press("w", "w", "escape", "1", "escape")  # brief's shorter way back too
        assert h.app.session.narrator.brief  # (review rz127: it was not tested)
        assert h.app.speaker.history[-1].startswith("Back to the 4 groups: O lists them")
    run_headless(body)


def test_in_brief_a_lone_option_is_played_with_its_one_sentence_only():
    """Playtests qf120 and qi123: in brief a forced move took four lines, "Only one option:
    played for you." among them, where a bot's whole turn takes one; normal keeps it."""
    from sorry_audio.narration.catalog import DEFAULT_CATALOG

    async def body(h):
        await h.press("1")  # a quick game
        _stack(h, "r r=10,S,S,S b=S,S,S,S", [Card.FIVE, Card.FIVE])
        await h.press("w", "w")  # normal, full, brief
        assert h.app.session.narrator.brief
        mark = len(h.spoken)
        await h.press("d")
        said = h.said_since(mark)
        assert said[:2] == ["You draw a 5.", "You: pawn 1 to square 15."], said
        assert DEFAULT_CATALOG.say("ui.only_option") not in said
    run_headless(body)


def test_a_card_list_paged_below_its_card_is_said_whole_when_r_comes_round():
    """Review rz127: once the pages have gone round, a list that fits the screen without
    the card above it is said whole, with no "Page 1 of 1, the last" at every R."""
    async def body(h):
        await h.press("1")  # a quick game
        _stack(h, "r r=10,25,Z5,S b=12,30,S,S", [Card.SEVEN])
        await h.press("d")
        assert h.spoken[-1].startswith("Page 1 of 2")
        await h.press("r")
        assert h.spoken[-1].startswith("Page 2 of 2, the last")
        for _ in range(2):
            mark = len(h.spoken)
            await h.press("r")
            said = h.said_since(mark)
            assert said[0].startswith("4 groups of options for your 7"), said
            assert not any(line.startswith("Page") for line in said), said
    run_headless(body, rows=15, columns=40)
