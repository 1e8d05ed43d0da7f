"""Printed lines are cut at spaces to the terminal's width (a braille display's rows)."""

from __future__ import annotations

from sorry_audio.ui.wrapping import HANG, NARROWEST, wrap_line

LINE = ("You move pawn 1 forward 12 from square 12 to square 24, bumping Yellow pawn 2 back "
        "to start and gaining 46 squares.")


def test_a_long_line_is_cut_at_spaces_into_rows_that_fit():
    rows = wrap_line(LINE, 40)
    assert rows == ["You move pawn 1 forward 12 from", "  square 12 to square 24, bumping",
                    "  Yellow pawn 2 back to start and", "  gaining 46 squares."]
    assert all(len(row) <= 39 for row in rows)
    assert " ".join(unhung(rows)) == LINE  # nothing lost or added but the cuts


def unhung(rows: list[str]) -> list[str]:
    """The rows without the indent that marks each row after a line's first."""
    assert not rows[0].startswith(" ")
    assert all(row.startswith(HANG) and row[len(HANG)] != " " for row in rows[1:])
    return [row.removeprefix(HANG) for row in rows]


def test_each_row_after_the_first_is_indented_so_it_reads_as_carrying_on():
    """Playtest u21: "then pawn 2 forward 6 ..." on a row of its own, on a braille display,
    read as a line with no option number; indented, it carries on the option above."""
    option = ("1: split 7: pawn 1 forward 1 to square 32; then pawn 2 forward 6 to square 43, "
              "jumps Green pawn 1, slides to square 46")
    rows = wrap_line(option, 60)
    assert rows == ["1: split 7: pawn 1 forward 1 to square 32;",
                    "  then pawn 2 forward 6 to square 43, jumps Green pawn 1,",
                    "  slides to square 46"]


def test_a_number_stays_with_the_word_before_it():
    """"...from Yellow pawn" / "1, 42 squares ...": a row starting with a number reads as
    an option's number on a braille display (playtest v7)."""
    line = "SORRY! Your pawn 2 leaves start and takes square 12, from Yellow pawn 1, 42 squares"
    rows = wrap_line(line, 71)
    assert rows == ["SORRY! Your pawn 2 leaves start and takes square 12, from Yellow",
                    "  pawn 1, 42 squares"]
    assert not any(row[0].isdigit() for row in unhung(wrap_line(LINE, 30)))
    assert " ".join(unhung(wrap_line(LINE, 30))) == LINE


def test_a_number_stays_with_the_word_after_it():
    """"square 31, 64" / "steps to home" read as two squares at 40 columns (playtest q10):
    a count stays with what it counts, and "9 of 17" stays whole."""
    assert wrap_line("Your pawn 2 on track square 31, 64 steps to home, safe for now", 44) == [
        "Your pawn 2 on track square 31, 64 steps", "  to home, safe for now"]
    assert wrap_line("Faster setup, one pawn out: off, 9 of 17", 40) == [
        "Faster setup, one pawn out:", "  off, 9 of 17"]
    for width in (25, 30, 40, 50):
        for row in unhung(wrap_line(LINE, width)):
            assert not row[0].isdigit() and not row[-1].isdigit(), (width, row)


def test_a_glued_run_cut_inside_never_leaves_a_row_starting_or_ending_with_a_space():
    line = "Cards: 1 and 7: 4 left each; 2, 3, 4, 5, 8, 10, 11, 12 and 13: 3 left each."
    for width in range(21, 45):
        for row in unhung(wrap_line(line, width)):
            assert row == row.strip(), (width, row)


def test_a_line_that_fits_and_an_empty_line_stay_as_they_are():
    assert wrap_line("Your turn.", 80) == ["Your turn."]
    assert wrap_line("", 80) == [""]
    assert wrap_line(LINE, len(LINE) + 1) == [LINE]  # exactly fits beside the free column


def test_a_word_longer_than_a_row_is_cut_and_a_tiny_terminal_is_left_to_wrap():
    assert wrap_line("a " + "x" * 30 + " b", 23) == ["a " + "x" * 18, "  " + "x" * 12 + " b"]
    assert wrap_line(LINE, NARROWEST) == [LINE]  # too narrow to cut usefully


def test_lines_are_printed_without_putting_the_terminal_in_cooked_mode():
    """In cooked mode the terminal echoes keys: a digit typed ahead while a bot's lines
    were printed showed up in them ("1You draw a 5.")."""
    from contextlib import nullcontext

    from sorry_audio.ui.headless import run_headless

    async def body(h):
        entered: list[str] = []

        def cooked_mode():
            entered.append("cooked")
            return nullcontext()

        h.app.application.input.cooked_mode = cooked_mode
        mark = len(h.spoken)
        await h.press("1", "d", "b")  # a quick game, a card, the board: many lines printed
        await h.settle()
        assert len(h.spoken) - mark > 5 and h.app.session is not None
        assert entered == []
    run_headless(body)


def test_a_list_in_parts_is_cut_after_a_semicolon_where_the_parts_fit():
    """Playtest y15: at 40 columns the hand read "...; 2," then "SORRY!, 4 options; 3," on
    the next row: a braille reader took card 3 for the SORRY!."""
    line = ("Your hand: 1, a 10, 1 option; 2, SORRY!, 4 options; 3, SORRY!, 4 options; 4, a "
            "3, no use; 5, an 8, 2 options.")
    rows = wrap_line(line, 40)
    assert rows == ["Your hand: 1, a 10, 1 option;", "  2, SORRY!, 4 options;",
                    "  3, SORRY!, 4 options; 4, a 3, no use;", "  5, an 8, 2 options."]
    assert " ".join(unhung(rows)) == line
    # a part longer than a row is cut as any line is, never next to a number
    long = "A: " + "x " * 30 + "square 21; B: short."
    rows = wrap_line(long, 40)
    assert all(len(row) <= 39 for row in rows) and rows[-1].endswith("B: short.")
    assert " ".join(unhung(rows)) == long
    assert not any(row.startswith("21") for row in unhung(rows))


def test_a_semicolon_that_parts_no_list_is_not_cut_at():
    """Playtest pe77, 100 columns: "Sorry! Audio;" on a row of its own (a semicolon inside
    parentheses), and "Play again: you and Yellow won;" (two clauses, not a list), read on a
    braille display like a message ending: such a line is cut at spaces like any other."""
    table = ("The table you set up last time could not be used (it is not a table kept by "
             "this version of Sorry! Audio; the file was kept as "
             "/tmp/pe77/table.damaged.2.json), so New game setup starts afresh.")
    assert wrap_line(table, 100) == [
        "The table you set up last time could not be used (it is not a table kept by this "
        "version of",
        "  Sorry! Audio; the file was kept as /tmp/pe77/table.damaged.2.json), so New game "
        "setup starts",
        "  afresh."]
    again = ("Play again: you and Yellow won; you played the last card, so you go first, 1 of "
             "2. Press Enter again to choose it.")
    assert wrap_line(again, 100) == [
        "Play again: you and Yellow won; you played the last card, so you go first, 1 of 2. "
        "Press Enter",
        "  again to choose it."]
    # a list is still cut between its items, in a line's later sentence too, and a pair of
    # parts that each name a number (a swap's two pawns) is a list
    hand = "Your turn. Your hand: 1, a 10, 1 option; 2, SORRY!, 4 options; 3, a 3, no use."
    assert wrap_line(hand, 60) == ["Your turn. Your hand: 1, a 10, 1 option;",
                                   "  2, SORRY!, 4 options; 3, a 3, no use."]
    swap = ("3: swap pawn 3 with Blue pawn 1: pawn 3 to square 59; Blue pawn 1 to square 1, "
            "nearer its home")
    assert wrap_line(swap, 70) == ["3: swap pawn 3 with Blue pawn 1: pawn 3 to square 59;",
                                   "  Blue pawn 1 to square 1, nearer its home"]
