"""The player's documents: quick to hear in a terminal, and true to what the code does.

A playtest (d6) listened to the docs with cat and less: padded tables and code remarks were
heard as runs of punctuation, and docs/rules.md said SORRY! and swap targets are listed
"clockwise from the player", which is not the order the game uses.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sorry_audio.core.board import COLOURS, Colour, safety_entry, slides_of, start_square
from sorry_audio.core.cards import parse_card
from sorry_audio.core.moves import legal_options
from sorry_audio.core.position import format_position, parse_position

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"


def _text(name: str) -> str:
    return (DOCS / name).read_text(encoding="utf-8")


def _for_players(text: str) -> str:
    """The part of a document meant for players: everything before its developer section."""
    return re.split(r"^## (?:How it works|For developers)", text, flags=re.M)[0]


def test_audio_and_rules_have_no_tables_and_players_hear_no_code_marks():
    for name in ("audio.md", "rules.md"):
        text = _text(name)
        assert not [line for line in text.splitlines() if line.lstrip().startswith("|")], name
        assert not re.search(r"-{5,}", text), name  # a table's padding rule
        players = _for_players(text)
        assert "`" not in players and "**" not in players, name
        assert len(players) < len(text), f"{name} has a developer section at the end"


def test_audio_md_answers_the_readme_first():
    """The README sends players who hear everything twice here: that comes first."""
    text = _text("audio.md")
    headings = re.findall(r"^## (.+)$", text, flags=re.M)
    assert headings[0] == "Heard everything twice?"
    assert "--speech none" in _for_players(text).split("## The speech modes")[0]
    for mode in ("auto", "screenreader", "tts", "none"):
        assert re.search(rf"^- {mode}: ", text, flags=re.M), mode
    for cue in ("draw", "step", "step_back", "enter", "bump", "slide", "safety", "home",
                "win", "lose", "your_turn", "invalid", "menu"):
        assert re.search(rf"^- {cue}: ", text, flags=re.M), cue


def test_rules_md_describes_each_colours_side_as_the_code_builds_it():
    text = _text("rules.md")
    red_short, red_long = slides_of(Colour.RED)
    assert f"Red's start square is square {start_square(Colour.RED)}." in text
    assert (f"Red's long slide is {len(red_long.squares)} squares long: from its triangle on "
            f"square {red_long.start} to its end on square {red_long.end}.") in text
    assert (f"Red's short slide is {len(red_short.squares)} squares long: from its triangle "
            f"on square {red_short.start},") in text
    assert (f"Red's safety entry is square {safety_entry(Colour.RED)}, 2 squares behind "
            "Red's start square.") in text
    assert (safety_entry(Colour.RED) - start_square(Colour.RED)) % 60 == 60 - 2
    for colour in COLOURS[1:]:
        short, long_ = slides_of(colour)
        assert (f"- {colour.title}: start square {start_square(colour)}, safety entry "
                f"{safety_entry(colour)}, short slide {short.start} to {short.end}, long slide "
                f"{long_.start} to {long_.end}.") in text


def test_rules_md_says_absent_colours_slides_still_slide():
    assert "In a game of Red against Yellow, Blue's and Green's slides are still there" in (
        _text("rules.md"))
    # Red forward 2 from 11 lands on Blue's triangle (13) with no Blue player: it slides
    pos = parse_position("r r=11,S,S,S y=S,S,S,S")
    results = [format_position(o.result) for o in legal_options(pos, parse_card("2"))]
    assert "r r=16,S,S,S y=S,S,S,S" in results


def test_rules_md_gives_the_order_of_sorry_targets_the_game_uses():
    text = _text("rules.md")
    assert "clockwise from the player" not in text
    assert "They go by opponent, in turn order" in text
    assert "hears square 40 first, because it is Blue's pawn 1" in text
    pos = parse_position("r r=S,S,S,S b=40,12,S,S y=5,S,S,S")
    taken = [o.result for o in legal_options(pos, parse_card("sorry"))]
    assert [r.pawns(Colour.RED)[0] for r in taken] == [40, 12, 5]


def test_readme_gives_the_bounce_guard_s_menu_steps_and_the_range_the_shell_takes():
    """Playtest pb68: the README said 100 to 500 milliseconds, `sorry-audio settings` and the
    settings file's message 0 to 1000; both are true, of the menu and of the shell."""
    from sorry_audio.preferences import BY_NAME, MAX_BOUNCE, PreferenceError
    from sorry_audio.ui.settingsmenu import BOUNCES

    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    assert f"({BOUNCES[1]} to {BOUNCES[-1]} milliseconds in the menu;" in readme
    assert f"takes any whole number from 0, off, to {MAX_BOUNCE})" in readme
    parse = BY_NAME["bounce"].parse
    assert parse(0) == 0 and parse(MAX_BOUNCE) == MAX_BOUNCE
    for bad in (-1, MAX_BOUNCE + 1):
        with pytest.raises(PreferenceError, match=f"^use a whole number from 0 to {MAX_BOUNCE}$"):
            parse(bad)


def test_rules_md_s_example_in_capitals_reads_as_the_game_writes_it():
    text = " ".join(_text("rules.md").split())
    typed, written = re.search(r"alike: (.+?) is read as (.+?), the way the game", text).groups()
    assert format_position(parse_position(typed)) == written
