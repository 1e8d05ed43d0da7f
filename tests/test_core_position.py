"""Position strings (spec 8), the initial position and faster setup (spec 4, 5)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sorry_audio.core.board import HOME, START, Colour
from sorry_audio.core.cards import parse_card
from sorry_audio.core.errors import (
    InvalidCardError,
    InvalidError,
    InvalidPositionError,
    InvalidRulesError,
)
from sorry_audio.core.position import format_position, initial_position, parse_position
from sorry_audio.core.rules import A5065, CLASSIC, parse_rules

R, B, Y, G = Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.GREEN


@pytest.mark.parametrize("text", [
    "r r=S,S,12,Z3 b=S,S,S,S y=31,40,H,H",  # the spec's own example
    "b r=S,S,S,S b=S,S,S,S",
    "g r=1,16,31,46 b=Z1,Z2,Z3,Z4 y=Z5,H,S,60 g=2,3,4,5",
    "y y=H,H,H,H g=S,S,S,S",
    "b b=Z1,Z2,S g=Z1,Z2,H rules=a5065",  # the zones are each colour's own
    "r r=58,S,S b=59,S,S y=60,S,S rules=a5065",
])
def test_round_trip(text):
    """spec 8: parse then format gives the same string back."""
    assert format_position(parse_position(text)) == text
    assert str(parse_position(text)) == text


def test_parsed_fields():
    """spec 8: letters, pawn-number order, each colour's own zone."""
    pos = parse_position("r r=S,S,12,Z3 b=S,S,S,S y=31,40,H,H")
    assert pos.to_move is R
    assert pos.seated == (R, B, Y)
    assert pos.rules is CLASSIC
    assert pos.pawns(R) == (START, START, 12, 63)
    assert pos.pawns(Y) == (31, 40, HOME, HOME)
    assert pos.pawns_home(Y) == 2
    assert pos.winner() is None
    assert parse_position("b b=S,S,S g=S,S,S rules=a5065").rules is A5065


def test_winner_has_all_pawns_home():
    """spec 4: the first player with all their pawns HOME wins."""
    assert parse_position("r r=H,H,H,H b=S,S,S,S").winner() is R
    assert parse_position("r r=H,H,H b=S,S,S rules=a5065").winner() is R


@pytest.mark.parametrize(("text", "same"), [
    ("R R=s,s,s,s Y=s,s,s,s", "r r=S,S,S,S y=S,S,S,S"),
    ("Y r=S,S,12,z3 B=S,S,S,S y=31,40,h,H", "y r=S,S,12,Z3 b=S,S,S,S y=31,40,H,H"),
    ("G R=S,S,S B=S,S,S Y=S,S,S G=S,S,S Rules=A5065 TEAMS",
     "g r=S,S,S b=S,S,S y=S,S,S g=S,S,S rules=a5065 teams"),
])
def test_letters_are_read_in_either_case(text, same):
    """Playtest pb68: "R R=s,s,s,s Y=s,s,s,s" was refused ("bad colour to move 'R'") while
    Shift+B says the same board with capital S; the case means nothing in the format."""
    assert format_position(parse_position(text)) == same


@pytest.mark.parametrize(("text", "names"), [
    ("", "empty"),
    ("   ", "empty"),
    ("x r=S,S,S,S b=S,S,S,S", "'x'"),
    ("red r=S,S,S,S b=S,S,S,S", "'red'"),
    ("r", "colours"),
    ("r r=S,S,S,S", "2 to 4"),
    ("y r=S,S,S,S b=S,S,S,S", "'y'"),  # to-move not seated
    ("r b=S,S,S,S r=S,S,S,S", "r=S,S,S,S"),  # out of clockwise order
    ("r r=S,S,S,S r=S,S,S,S", "r=S,S,S,S"),  # repeated colour
    ("r r=S,S,S b=S,S,S,S", "r=S,S,S"),  # too few pawns
    ("r r=S,S,S,S,S b=S,S,S,S", "r=S,S,S,S,S"),  # too many pawns
    ("r r=S,S,S,S b=S,S,S,S rules=a5065", "r=S,S,S,S"),  # a5065 has 3 pawns
    ("r r=S,S,S,61 b=S,S,S,S", "61"),
    ("r r=S,S,S,Z6 b=S,S,S,S", "Z6"),
    ("r r=S,S,,S b=S,S,S,S", "r=S,S,,S"),
    ("r r=S,S,S,S b=S,S,S,Q", "Q"),
    ("r r=5,S,S,S b=5,S,S,S", "5"),  # two pawns on one track square
    ("r r=5,5,S,S b=S,S,S,S", "5"),
    ("r r=Z2,Z2,S,S b=S,S,S,S", "Z2"),  # two own pawns on one zone square
    ("r r=S,S,S,S b=S,S,S,S rules=chess", "chess"),
    ("r r=S,S,S,S b=S,S,S,S colour", "colour"),
    ("r r=S,S,S,S b=S,S,S,S w=S,S,S,S", "w=S,S,S,S"),
    ("r r:S,S,S,S b=S,S,S,S", "r:S,S,S,S"),
    # an empty place is named as one, not miscounted as a pawn (playtest pb68)
    ("r r=S,S,S,S b=S,S,S,S,", "location 5 is empty"),
    ("r r=S,S,S,S b=", "'b=': no locations listed"),
    # an option once: the last of two played silently (playtest pb68)
    ("r r=S,S,S b=S,S,S rules=a5065 rules=classic", "'rules' given twice, at 'rules=classic'"),
    ("r r=S,S,S,S b=S,S,S,S y=S,S,S,S g=S,S,S,S teams teams", "'teams' given twice"),
    # either case is one letter: a colour or option twice is still twice
    ("r r=S,S,S,S R=S,S,S,S", "R=S,S,S,S"),
    ("r r=S,S,S,S b=S,S,S,S y=S,S,S,S g=S,S,S,S teams TEAMS", "'teams' given twice"),
])
def test_malformed_strings_raise_naming_the_bad_part(text, names):
    """spec 8: a malformed string raises InvalidPositionError (a ValueError) naming the part."""
    with pytest.raises(InvalidPositionError) as info:
        parse_position(text)
    assert isinstance(info.value, ValueError) and isinstance(info.value, InvalidError)
    assert names in str(info.value)


@pytest.mark.parametrize(("text", "message"), [
    ("r r=S,S,12,Z3 x=S,S,S,S",
     "bad part 'x=S,S,S,S': unknown colour 'x': use r, b, y or g"),
    ("r red=S,S,12,Z3 blue=S,S,S,S",
     "bad part 'red=S,S,12,Z3': colours are written as one letter: r, not red; use r, b, y "
     "or g"),
    ("r r=S,S,12,Z3 b=S,S,S,S Blue=S,S,S,S",
     "bad part 'Blue=S,S,S,S': colours are written as one letter: b, not blue; use r, b, y "
     "or g"),
    ("r r=S,S,12,Z3 b=S,S,S,S foo",
     "unknown option 'foo': the options are rules=a5065 or rules=classic, and teams"),
    # review rz125: a misspelt option with "=" was told of colours only
    ("r r=S,S,S,S b=S,S,S,S rule=a5065",
     "bad part 'rule=a5065': unknown colour or option 'rule': colours are r, b, y or g; "
     "the options are rules=a5065 or rules=classic, and teams"),
    ("r r=S,S,S,S b=S,S,S,S foo=1",
     "bad part 'foo=1': unknown colour or option 'foo': colours are r, b, y or g; "
     "the options are rules=a5065 or rules=classic, and teams"),
])
def test_an_unknown_colour_or_option_is_named_as_one_with_what_to_write(text, message):
    """Playtest qg121: ``x=``, ``red=`` and ``foo`` were each "bad part ...: expected
    colour=locations or an option", naming neither the colour letters nor the options,
    though docs/rules.md section 8 promises "an unknown colour" and "an unknown option"."""
    with pytest.raises(InvalidPositionError) as info:
        parse_position(text)
    assert str(info.value) == message


@pytest.mark.parametrize(("text", "message"), [
    ("r=S,S,12,Z3 b=S,S,S,S",
     "the colour to move is missing: start with its letter and a space, for example "
     "r r=S,S,12,Z3 b=S,S,S,S"),
    ("rules=a5065 r=S,S,S,S b=S,S,S,S",
     "the colour to move is missing: start with its letter and a space, for example "
     "r r=S,S,12,Z3 b=S,S,S,S"),
    ("Position r r=S,S,12,Z3 b=S,S,S,S",
     "'Position' is the game's label, not part of the string: leave it out, or copy the "
     "colon after it too; the string starts with the colour to move, for example "
     "r r=S,S,12,Z3 b=S,S,S,S"),
    ("x r=S,S,12,Z3 b=S,S,S,S",
     "bad colour to move 'x': the string starts with the letter of the colour to move, "
     "r, b, y or g, for example r r=S,S,12,Z3 b=S,S,S,S"),
    # review rz125: the colour's whole name gets the advice "red=" gets
    ("red r=S,S,12,Z3 b=S,S,S,S",
     "bad colour to move 'red': colours are written as one letter: r, not red; use r, b, y "
     "or g, for example r r=S,S,12,Z3 b=S,S,S,S"),
])
def test_a_colour_to_move_left_out_is_said_to_be_missing_with_the_form(text, message):
    """Playtest qg121: "r=S,S,12,Z3 b=S,S,S,S" was told "bad colour to move 'r=S,S,12,Z3':
    the string starts with r, b, y or g", and it does start with r."""
    with pytest.raises(InvalidPositionError) as info:
        parse_position(text)
    assert str(info.value) == message


@pytest.mark.parametrize(("text", "message", "written"), [
    ("r r=S,S,S rules=a5065 b=S,S,S",
     "option 'rules=a5065' comes before 'b=S,S,S': options come last, after every colour",
     "r r=S,S,S b=S,S,S rules=a5065"),
    ("r rules=a5065 r=S,S,S b=S,S,S",
     "option 'rules=a5065' comes before 'r=S,S,S': options come last, after every colour",
     "r r=S,S,S b=S,S,S rules=a5065"),
    ("r r=S,S,S,S b=S,S,S,S y=S,S,S,S teams g=S,S,S,S",
     "option 'teams' comes before 'g=S,S,S,S': options come last, after every colour",
     "r r=S,S,S,S b=S,S,S,S y=S,S,S,S g=S,S,S,S teams"),
    ("r r=S,S,S b=S,S,S Teams RULES=a5065 y=S,S,S g=S,S,S",
     "option 'Teams' comes before 'y=S,S,S': options come last, after every colour",
     "r r=S,S,S b=S,S,S y=S,S,S g=S,S,S rules=a5065 teams"),
])
def test_an_option_before_a_colour_is_refused_saying_options_come_last(text, message,
                                                                         written):
    """spec 8: "<to-move> <colour>=<loc>,... [<colour>=...] [option ...]": options come
    last (docs/rules.md 8: "Options come last").  Review ra137 F3.4: an option between
    colours was read as if it came last."""
    with pytest.raises(InvalidPositionError) as info:
        parse_position(text)
    assert str(info.value) == message
    # the same parts with the options moved to the end are read, as the game writes them
    words = text.split()
    options = [w for w in words[1:] if "=" not in w or w.lower().startswith("rules=")]
    last = " ".join([w for w in words if w not in options] + options)
    assert format_position(parse_position(last)) == written


LONG = "S," * 3000 + "S"  # 3,001 pawns (playtest ph87)


@pytest.mark.parametrize(("text", "reason"), [
    (f"r r={LONG} b=S,S,S,S", "classic rules give each colour 4 pawns, not 3001"),
    (f"r r=S,S,S,{'X' * 3000} b=S,S,S,S", "use S, H, 1 to 60 or Z1 to Z5"),
    (f"r r=S,S,S,S b=S,S,S,S rules={'x' * 3000}", "use classic or a5065"),
    (f"{'x' * 3000} r=S,S,S,S b=S,S,S,S", "the string starts with the letter of the"),
    (f"r r=S,S,S,S b=S,S,S,S {'x' * 3000}", "the options are rules=a5065"),
    (f"r r=S,S,S,S b=S,S,S,S {'x' * 3000}=S", "unknown colour or option 'xxxx"),
    (f"r r=S,S,S,S b=S,S,S,S teams={'x' * 3000}", "the partnership game is written teams"),
    (f"r r=S,S,S,S b=S,S,S,S r={LONG}", "colours out of order or repeated"),
    (f"r r=S,S,S,S b={LONG},", "location 3002 is empty"),
])
def test_an_error_clips_a_long_part_so_the_reason_comes_soon(text, reason):
    """Playtest ph87: a position string of 3,001 pawns was read back whole, 6,075
    characters, before the reason; each quoted part is now cut at 40 characters."""
    with pytest.raises(InvalidPositionError) as info:
        parse_position(text)
    message = str(info.value)
    assert reason in message and "...'" in message
    assert message.index(reason) < 120, message


def test_an_unknown_rules_name_is_a_rules_error_and_a_position_s_part_still_a_position_error():
    """Review rl100 5: parse_rules names no position; parse_position still says its part
    was bad, in the same words."""
    with pytest.raises(InvalidRulesError) as info:
        parse_rules("chess")
    assert not isinstance(info.value, InvalidPositionError)
    assert isinstance(info.value, InvalidError)
    assert str(info.value) == "unknown rules 'chess': use classic or a5065"
    with pytest.raises(InvalidPositionError) as whole:
        parse_position("r r=S,S,S,S b=S,S,S,S rules=chess")
    assert str(whole.value) == str(info.value)


def test_an_unknown_card_clips_a_long_name():
    with pytest.raises(InvalidCardError) as info:
        parse_card("7" * 3000)
    assert str(info.value) == ("unknown card '" + "7" * 40 + "...': use 1 2 3 4 5 7 8 10 11 12 "
                               "or sorry")


def test_partnership_option_round_trips_and_names_the_teams():
    """spec 6 and 8: ``teams`` marks the partnership game, red with yellow, blue with green."""
    text = "b r=S,5,S b=S,S,S y=H,S,S g=20,S,S rules=a5065 teams"
    pos = parse_position(text)
    assert pos.teams and pos.rules is A5065
    assert format_position(pos) == text
    assert pos.team(R) == (R, Y) and pos.team(G) == (G, B)
    assert parse_position("r r=S,S,S,S b=S,S,S,S").team(R) == (R,)
    assert pos.replace(to_move=Y).teams


@pytest.mark.parametrize(("text", "names"), [
    ("r r=S,S,S,S b=S,S,S,S teams", "needs all four colours"),
    ("r r=S,S,S,S b=S,S,S,S y=S,S,S,S teams", "needs all four colours"),
    ("r r=S,S,S,S b=S,S,S,S y=S,S,S,S g=S,S,S,S teams=rb", "'teams=rb'"),
])
def test_a_partnership_option_that_cannot_be_played_is_refused(text, names):
    with pytest.raises(InvalidPositionError) as info:
        parse_position(text)
    assert names in str(info.value)


def test_initial_position():
    """spec 4-5: everyone in START, the first seated colour (clockwise) acts first."""
    pos = initial_position([G, B])
    assert format_position(pos) == "b b=S,S,S,S g=S,S,S,S"
    pos = initial_position([R, B, Y, G], A5065)
    assert format_position(pos) == "r r=S,S,S b=S,S,S y=S,S,S g=S,S,S rules=a5065"


def test_faster_setup_puts_one_pawn_on_each_start_square():
    """spec 4 faster setup: one pawn on its start square, the rest in START."""
    pos = initial_position([R, Y, G], faster_setup=True)
    assert format_position(pos) == "r r=1,S,S,S y=31,S,S,S g=46,S,S,S"
    pos = initial_position([B, Y], A5065, faster_setup=True)
    assert format_position(pos) == "b b=16,S,S y=31,S,S rules=a5065"


def test_series_winner_goes_first():
    """spec 4: in a series the winner of one game goes first in the next."""
    assert initial_position([R, B, Y], first=Y).to_move is Y
    with pytest.raises(InvalidPositionError):
        initial_position([R, B], first=G)
    with pytest.raises(InvalidPositionError):
        initial_position([R])


# --- fuzz: any text either parses (and then formats canonically) or raises the right error ---

ASCII = st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=126), max_size=60)
VALID = ["r r=S,S,12,Z3 b=S,S,S,S y=31,40,H,H", "b b=Z1,Z2,S g=Z1,Z2,H rules=a5065"]


@st.composite
def mutated(draw) -> str:
    """A valid string with a few characters deleted, replaced or inserted."""
    text = list(draw(st.sampled_from(VALID)))
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(text)))
        op = draw(st.sampled_from(["del", "put", "ins"]))
        ch = draw(st.sampled_from(list("rbygSHZ0123456789=, x-")))
        if op == "del" and i < len(text):
            del text[i]
        elif op == "put" and i < len(text):
            text[i] = ch
        else:
            text.insert(i, ch)
    return "".join(text)


@settings(max_examples=300, deadline=None)
@given(text=st.one_of(ASCII, mutated()))
def test_any_ascii_text_parses_or_raises_invalid_position_error(text):
    """spec 8: a malformed string raises InvalidPositionError, never another exception."""
    try:
        pos = parse_position(text)
    except InvalidPositionError as exc:
        assert str(exc)
        return
    again = format_position(pos)
    assert parse_position(again) == pos


@settings(max_examples=200, deadline=None)
@given(text=ASCII)
def test_any_ascii_card_name_parses_or_raises_invalid_card_error(text):
    try:
        card = parse_card(text)
    except InvalidCardError:
        return
    assert parse_card(card.label) is card


@pytest.mark.parametrize("loc", ["²", "١", "¹²"])
def test_non_ascii_digits_are_malformed_locations(loc):
    """spec 8: locations are S, H, 1..60, Z1..Z5 written in ASCII."""
    with pytest.raises(InvalidPositionError):
        parse_position(f"r r={loc},S,S,S b=S,S,S,S")


@pytest.mark.parametrize("name", ["²", "١", "¹²"])
def test_non_ascii_digits_are_bad_card_names(name):
    with pytest.raises(InvalidCardError):
        parse_card(name)


@pytest.mark.parametrize("rules", [CLASSIC, A5065], ids=lambda r: r.name)
def test_a_rule_profile_pickles_as_itself(rules):
    """Tournament processes get the same profile object, not a copy of its tables."""
    import pickle

    data = pickle.dumps(rules)
    assert pickle.loads(data) is rules
    assert len(data) < 200  # the name, not the tables
