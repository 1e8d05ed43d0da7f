"""The ``moves`` and ``simulate`` commands and the bare command, run as real subprocesses."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest

from sorry_audio import system
from sorry_audio.cli import COMMANDS


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "sorry_audio", *args], capture_output=True,
                          text=True, timeout=60, stdin=subprocess.DEVNULL)


def one_clear_error_line(proc: subprocess.CompletedProcess[str]) -> str:
    """Bad input: exit status 2, nothing on stdout, one line on stderr, no traceback."""
    assert proc.returncode == 2
    assert proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert "Traceback" not in proc.stderr
    return lines[0]


# spec 2 entering / landing: enter bumps blue; or 5 -> 6 (red's own triangle, no slide).
POSITION = "r r=S,S,5,S b=1,S,S,S"
RESULTS = ["b r=1,S,5,S b=S,S,S,S", "b r=S,S,6,S b=1,S,S,S"]


def test_moves_text_lists_numbered_options_with_results():
    proc = run("moves", POSITION, "1")
    assert proc.returncode == 0 and proc.stderr == ""
    lines = proc.stdout.strip().splitlines()
    assert len(lines) == 2
    for number, line in enumerate(lines, 1):
        assert line.startswith(f"{number}: ")
    assert sorted(line.rsplit("; position after: ", 1)[1] for line in lines) == sorted(RESULTS)


def test_the_moves_words_live_with_the_command_not_in_the_rules_core():
    """Review rl100 7: the English descriptions were core/notation.py, used only here."""
    import importlib.util

    from sorry_audio.commands.notation import describe_option
    from sorry_audio.core import legal_options, parse_card, parse_position

    assert importlib.util.find_spec("sorry_audio.core.notation") is None
    pos = parse_position(POSITION)
    assert sorted(describe_option(pos, o) for o in legal_options(pos, parse_card("1"))) == [
        "pawn 1 enters on 1, bumps blue pawn 1", "pawn 3 forward 1 from 5 to 6"]


def test_moves_takes_a_position_line_copied_whole_from_the_game():
    """Shift+B says "Position: r r=..." (and in the Point Score game "Position, without the
    hands: ..."); a player copying the line whole got "bad colour to move 'Position:'"."""
    plain = run("moves", POSITION, "1").stdout
    for label in ("Position: ", "Position, without the hands: "):
        proc = run("moves", label + POSITION, "1")
        assert proc.returncode == 0 and proc.stdout == plain


def test_moves_reads_colours_in_capitals_as_shift_b_writes_its_locations():
    """Playtest pb68: "R R=s,s,s,s Y=s,s,s,s" said "bad colour to move 'R'"."""
    proc = run("moves", POSITION.upper(), "1")
    assert proc.returncode == 0 and proc.stdout == run("moves", POSITION, "1").stdout


def test_moves_no_position_leaves_the_position_out_of_each_line():
    """Playtest ph87: each line's whole position after it doubled every line read aloud."""
    full = run("moves", POSITION, "1").stdout.splitlines()
    proc = run("moves", POSITION, "1", "--no-position")
    assert proc.returncode == 0 and proc.stderr == ""
    assert proc.stdout.splitlines() == [line.split("; position after: ")[0] for line in full]
    assert not any("position" in line for line in proc.stdout.splitlines())
    rows = json.loads(run("moves", POSITION, "1", "--json").stdout)
    assert proc.stdout.splitlines() == [f"{row['option']}: {row['text']}" for row in rows]
    # with no option, the same reason as without it
    assert run("moves", "b r=S,S,S,S b=S,S,S,Z3", "5", "--no-position").stdout == (
        "no legal option: the card is forfeited\n")
    # --json keeps every field: the two shapes do not mix
    mixed = one_clear_error_line(run("moves", POSITION, "1", "--json", "--no-position"))
    assert mixed == ("sorry-audio moves: --no-position is for the text lines: --json always "
                     "gives each option's result")
    assert "--no-position" in run("moves", "--help").stdout


def test_moves_json():
    proc = run("moves", POSITION, "1", "--json")
    assert proc.returncode == 0
    rows = json.loads(proc.stdout)
    assert [row["option"] for row in rows] == [1, 2]
    assert all(set(row) == {"option", "text", "result"} for row in rows)
    assert all(isinstance(row["text"], str) and row["text"] for row in rows)
    assert sorted(row["result"] for row in rows) == sorted(RESULTS)


def test_moves_names_the_next_colour_after_a_two():
    """spec 8: after a 2 (classic) the result names the same colour."""
    rows = json.loads(run("moves", "g r=S,S,S,S g=S,S,S,S", "2", "--json").stdout)
    assert [row["result"] for row in rows] == ["g r=S,S,S,S g=46,S,S,S"]


def test_moves_sorry_card_name():
    rows = json.loads(run("moves", "r r=S,S,S,S b=20,S,S,S", "sorry", "--json").stdout)
    assert [row["result"] for row in rows] == ["b r=20,S,S,S b=S,S,S,S"]


def test_moves_with_no_option_prints_an_empty_list():
    """spec 3 must move: no option means the card is forfeited."""
    proc = run("moves", "b r=S,S,S,S b=S,S,S,Z3", "5", "--json")
    assert proc.returncode == 0
    assert json.loads(proc.stdout) == []
    proc = run("moves", "b r=S,S,S,S b=S,S,S,Z3", "5")
    assert proc.returncode == 0
    assert proc.stdout == "no legal option: the card is forfeited\n"
    # a finished game has no turn to forfeit (review aa27)
    proc = run("moves", "r r=H,H,H,H b=S,S,S,S", "5")
    assert proc.stdout == "no legal option: the game is over: red has every pawn home\n"
    # --json keeps stdout a list and says why it is empty on stderr
    proc = run("moves", "r r=H,H,H,H b=S,S,S,S", "5", "--json")
    assert proc.returncode == 0
    assert json.loads(proc.stdout) == []
    assert proc.stderr == ("sorry-audio moves: no legal option: the game is over: "
                           "red has every pawn home\n")
    # a forfeit's reason goes to stderr too, in the text mode's words (audit dq101: the
    # README promised it, and --json gave a bare [])
    proc = run("moves", "b r=S,S,S,S b=S,S,S,Z3", "5", "--json")
    assert proc.returncode == 0 and json.loads(proc.stdout) == []
    assert proc.stderr == "sorry-audio moves: no legal option: the card is forfeited\n"


@pytest.mark.parametrize(("position", "side"), [
    ("r r=S,S,S,S b=H,H,H,H", "blue has"),
    ("g r=S,S,S,S b=S,S,S,S y=H,H,H,H g=S,S,S,S", "yellow has"),
    ("b r=H,H,H,H b=S,S,S,S y=H,H,H,H g=S,S,S,S teams", "red's team has"),
])
def test_moves_refuses_a_game_someone_else_has_won(position, side):
    """Playtest ph87: with Blue's pawns all home, red to move still got red's options; only
    a mover with every pawn home was told the game is over."""
    reason = f"the game is over: {side} every pawn home"
    proc = run("moves", position, "1")
    assert proc.returncode == 0
    assert proc.stdout == f"no legal option: {reason}\n"
    proc = run("moves", position, "1", "--json")
    assert json.loads(proc.stdout) == []
    assert proc.stderr == f"sorry-audio moves: no legal option: {reason}\n"


@pytest.mark.parametrize(("args", "names"), [
    (("moves", "r r=S,S,S,S b=S,S,S,X", "1"), "X"),
    (("moves", "q r=S,S,S,S b=S,S,S,S", "1"), "q"),
    (("moves", "r r=S,S,S b=S,S,S,S", "1"), "r=S,S,S"),
    (("moves", "", "1"), "empty"),
    (("moves", POSITION, "6"), "6"),
    (("moves", POSITION, "13"), "13"),
    (("moves", POSITION, "joker", "--json"), "joker"),
])
def test_moves_bad_input_is_one_stderr_line_and_status_2(args, names):
    line = one_clear_error_line(run(*args))
    assert names in line


def test_moves_clips_a_huge_position_string_in_its_error():
    """Playtest ph87: 3,001 pawns gave a 6,075-character line, the reason at its end."""
    line = one_clear_error_line(run("moves", "r r=" + ",".join(["S"] * 3001) + " b=S,S,S,S", "1"))
    assert line == ("sorry-audio moves: 'r=" + "S," * 19 + "...': classic rules give each "
                    "colour 4 pawns, not 3001")


def test_the_games_options_before_a_command_are_refused_not_silently_undone():
    """``sorry-audio --seed 5 tournament`` once ran with seed 0: the command's own default
    replaced the option given before it."""
    line = one_clear_error_line(run("--seed", "5", "simulate", "--games", "4"))
    assert "--seed 5: options go after the command's name" in line
    assert "sorry-audio simulate --help" in line
    # an option the command takes too (the playtest's advice was right for check-audio)
    line = one_clear_error_line(run("--speech", "none", "check-audio"))
    assert line == ("sorry-audio: error: --speech none: options go after the command's "
                    "name (sorry-audio check-audio --help lists its own)")


@pytest.mark.parametrize(("argv", "said"), [
    (["--speech", "none", "moves", "r r=S,S,12,Z3 b=S,S,S,S", "7"],
     "moves does not use --speech: leave it out"),
    (["--speech=none", "--no-sound", "simulate"],
     "simulate does not use --speech or --no-sound: leave them out"),
    # a value that is also a command's name is still the option's value
    (["--voice", "settings", "settings"], "settings does not use --voice; a setting is "
     "changed as NAME=VALUE: sorry-audio settings voice=settings"),
    # review rz125: "leave it out" lost the change wanted; settings takes it as NAME=VALUE
    (["--rate", "200", "settings"], "settings does not use --rate; a setting is changed "
     "as NAME=VALUE: sorry-audio settings rate=200"),
    (["--no-sound", "--speech", "none", "settings"], "settings does not use --no-sound; a "
     "setting is changed as NAME=VALUE: sorry-audio settings sound=off; settings does not "
     "use --speech; a setting is changed as NAME=VALUE: sorry-audio settings speech=none"),
    (["--rate", "250", "--seed", "5", "tournament", "--bots", "easy,hard"],
     "tournament does not use --rate: leave it out; --seed 5: options go after the "
     "command's name (sorry-audio tournament --help lists its own)"),
    # a command's own option, which the game lacks, with its value (playtest qg121: "invalid
    # choice: 'a5065'", the value taken for the command)
    (["--rules", "a5065", "--seed", "3", "simulate", "--games", "2"],
     "--rules a5065 --seed 3: options go after the command's name (sorry-audio simulate "
     "--help lists its own)"),
    (["--speech", "none", "--players", "3", "tournament"],
     "tournament does not use --speech: leave it out; --players 3: options go after the "
     "command's name (sorry-audio tournament --help lists its own)"),
    (["--bots", "hard", "moves"], "moves does not use --bots: leave it out"),
    # and with no command at all: the game does not take it, these commands do
    (["--rules", "a5065"], "the game does not take --rules; simulate and tournament do, "
     "after the command's name: sorry-audio simulate --help lists its options"),
    (["--json"], "the game does not take --json; moves and tournament do, after the "
     "command's name: sorry-audio moves --help lists its options"),
])
def test_a_game_option_a_command_does_not_use_is_said_to_be_unused_not_misplaced(
        argv: list[str], said: str):
    """Playtest qg121: ``--speech none moves ...`` was told "options go after the command's
    name", and after it moves said "unrecognized arguments: --speech none"."""
    line = one_clear_error_line(run(*argv))
    assert line == f"sorry-audio: error: {said}"


def test_a_partnership_option_with_teams_named_is_refused_with_the_way_to_write_it():
    line = one_clear_error_line(run("moves", "r r=S,S,S,S b=S,S,S,S teams=rb", "1"))
    assert "the partnership game is written teams, alone" in line
    line = one_clear_error_line(run("moves", "r r=S,S,S,S b=S,S,S,S teams", "1"))
    assert "the partnership game needs all four colours seated" in line


def test_moves_in_the_partnership_game_names_the_partners_pawns():
    """spec 6: the partner's pawns are the player's to move, and a bump of one is said."""
    proc = run("moves", "r r=10,S,S,S b=S,S,S,S y=15,S,S,S g=S,S,S,S teams", "5")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == [
        "1: pawn 1 forward 5 from 10 to 15, bumps yellow pawn 1 (partner's pawn); position "
        "after: b r=15,S,S,S b=S,S,S,S y=S,S,S,S g=S,S,S,S teams",
        "2: yellow pawn 1 forward 5 from 15 to 20; position after: "
        "b r=10,S,S,S b=S,S,S,S y=20,S,S,S g=S,S,S,S teams",
    ]


def test_moves_marks_the_players_own_pawn_taken_by_a_partners_sorry():
    """spec 6: with no opponent on the track a SORRY! takes a team pawn; the line marks it
    as a bump's does (audit py99: "red pawn 1 goes to START" alone)."""
    proc = run("moves", "r r=20,S,S,S b=Z1,S,S,S y=S,S,S,S g=S,S,S,S teams", "sorry")
    assert proc.returncode == 0, proc.stderr
    assert "SORRY! yellow pawn 1 from START takes 20, red pawn 1 (own pawn) goes to START" \
        in proc.stdout


def test_simulate_teams_counts_wins_by_team():
    proc = run("simulate", "--games", "8", "--teams", "--seed", "3")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.strip().splitlines()
    assert "red and yellow against blue and green" in lines[0]
    wins = [line for line in lines if line.startswith("wins")]
    assert [w.split(":")[0] for w in wins] == ["wins red and yellow", "wins blue and green"]
    assert sum(int(w.split(": ")[1].split()[0]) for w in wins) == 8
    assert "draws a second" in lines[-1]
    one_clear_error_line(run("simulate", "--teams", "--players", "3"))


def test_moves_missing_card_is_a_usage_error():
    one_clear_error_line(run("moves", POSITION))


def test_simulate_prints_stats_and_throughput_last():
    proc = run("simulate", "--games", "20", "--players", "3", "--seed", "4")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.strip().splitlines()
    # "a second", not "/s", said "games slash s" by a screen reader (playtest ph87)
    assert re.fullmatch(r"throughput: [0-9.]+ games a second, [0-9]+ draws a second", lines[-1])
    assert any("20" in line and "games" in line for line in lines[:-1])
    assert sum(line.startswith("wins") for line in lines) == 3


@pytest.mark.parametrize("args", [
    ("--games", "0"),
    ("--points", "--teams"),
])
def test_simulate_and_tournament_refuse_in_one_form(args):
    """Playtest ph87: tournament put "error:" before its own refusals, simulate did not."""
    alone = one_clear_error_line(run("simulate", *args))
    with_bots = one_clear_error_line(run("tournament", "--bots", "hard,hard", *args))
    assert alone.startswith("sorry-audio simulate: ") and "error:" not in alone
    assert with_bots.startswith("sorry-audio tournament: ") and "error:" not in with_bots
    assert (alone.removeprefix("sorry-audio simulate: ")
            == with_bots.removeprefix("sorry-audio tournament: "))


def test_simulate_options():
    proc = run("simulate", "--games", "10", "--players", "2", "--rules", "a5065",
               "--faster-setup", "--deck", "44", "--seed", "1")
    assert proc.returncode == 0, proc.stderr
    assert "games a second" in proc.stdout.strip().splitlines()[-1]


@pytest.mark.parametrize("args", [
    ("simulate", "--players", "5"),
    ("simulate", "--rules", "chess"),
    ("simulate", "--deck", "52"),
    ("simulate", "--games", "many"),
])
def test_simulate_bad_options(args):
    one_clear_error_line(run(*args))


def test_an_unknown_option_is_refused_by_the_command_it_was_given_to():
    """Playtest b2: "sorry-audio: error: unrecognized arguments: --bogus" named no command."""
    line = one_clear_error_line(run("simulate", "--bogus"))
    assert line.startswith("sorry-audio simulate: error: unrecognized arguments: --bogus")
    assert one_clear_error_line(run("--bogus")).startswith("sorry-audio: error: ")


def test_an_option_is_never_taken_by_a_prefix_of_its_name():
    """Playtest qb114: ``settings --voice X`` listed 131 voices, taken as ``--voices``."""
    line = one_clear_error_line(run("settings", "--voice", "X"))
    assert line.startswith("sorry-audio settings: error: unrecognized arguments: --voice")
    line = one_clear_error_line(run("moves", "--no-pos", "r r=S,S,S,S b=S,S,S,S", "1"))
    assert line.startswith("sorry-audio moves: error: unrecognized arguments: --no-pos")


@pytest.mark.parametrize(("args", "form"), [
    (("--rate", "250"), "rate=250"), (("--speech=none",), "speech=none"),
    (("--voice", "X"), "voice=X"), (("--volume",), "volume=VALUE"),
    (("--no-sound",), "sound=off"),  # (playtest qc116: the value typed, not VALUE)
    (("voice=Alex", "--rate", "250"), "rate=250"), (("foo", "--rate", "250"), "rate=250"),
    (("rate=200", "--sound", "off"), "sound=off")])  # (review rz118)
def test_a_setting_given_as_an_option_is_told_the_form_that_changes_it(args, form):
    """Playtest qb114: "--help lists the options" sent a player to a list with no --rate."""
    line = one_clear_error_line(run("settings", *args))
    assert line.endswith(f"(a setting is changed as NAME=VALUE: sorry-audio settings {form})")
    assert one_clear_error_line(run("settings", "--bogus")).endswith(
        "(--help lists the options)")


@pytest.mark.parametrize("args", [("simulate", "--games", "1000000"),
                                  ("tournament", "--bots", "hard,easy", "--games", "1000000",
                                   "--jobs", "2")])
@pytest.mark.skipif(os.name == "nt", reason="no process groups to send Ctrl+C to there")
def test_ctrl_c_stops_a_long_command_with_one_line(args):
    """Playtest g7: Ctrl+C in simulate printed a traceback, and in a tournament on two
    processes two of them, interleaved, which a screen reader reads out whole."""
    import signal
    import time

    proc = subprocess.Popen([sys.executable, "-m", "sorry_audio", *args], text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            stdin=subprocess.DEVNULL, start_new_session=True)
    time.sleep(3)  # under way: the games are being played
    os.killpg(proc.pid, signal.SIGINT)  # as the terminal sends it, to every process
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 130
    assert err.strip().splitlines() == [f"sorry-audio {args[0]}: interrupted"], err


@pytest.mark.parametrize("args", [("--seed", "abc"), ("simulate", "--games", "x"),
                                  ("tournament", "--jobs", "1.5")])
def test_a_number_option_given_words_says_so_in_words(args):
    """Playtest g7: "invalid int value: 'abc'" is a programmer's phrase."""
    line = one_clear_error_line(run(*args))
    assert line.endswith(f"argument {args[-2]}: {args[-1]!r} is not a whole number")


@pytest.mark.parametrize(("text", "number"), [
    ("1,000", 1000), ("1,000,000", 1_000_000), ("-12,345", -12345), ("250", 250)])
def test_a_number_option_takes_commas_between_thousands(text: str, number: int):
    """Playtest qg121: ``--games 1,000`` was "not a whole number", though the error for too
    many games writes its limit "1,000,000"."""
    from sorry_audio.commands.game_options import whole_number

    assert whole_number(text) == number


@pytest.mark.parametrize("text", ["1,00", "1,0000", ",100", "1.000", "1,000.5"])
def test_a_number_with_misplaced_commas_is_still_refused(text: str):
    import argparse

    from sorry_audio.commands.game_options import whole_number

    with pytest.raises(argparse.ArgumentTypeError, match="is not a whole number"):
        whole_number(text)


def test_simulate_zero_games_is_a_clear_error():
    one_clear_error_line(run("simulate", "--games", "0"))


def test_simulate_more_games_than_a_tournament_takes_is_a_clear_error():
    """Review aa27: a few digits too many ran until killed, where tournament refused."""
    line = one_clear_error_line(run("simulate", "--games", "99999999999999999999"))
    assert line == "sorry-audio simulate: --games must be from 1 to 1,000,000"
    assert one_clear_error_line(run("simulate", "--games", "0")) == line


def test_help_lists_the_commands():
    proc = run("--help")
    assert proc.returncode == 0
    assert "moves" in proc.stdout and "simulate" in proc.stdout


def test_bare_command_does_not_pretend_without_a_terminal():
    """Without a game UI (or without a terminal for it) the bare command prints its help
    or one clear line; never a traceback or noise."""
    proc = run()
    assert "Traceback" not in proc.stderr
    if proc.returncode == 0:
        assert "usage" in proc.stdout.lower()
        assert "moves" in proc.stdout and "simulate" in proc.stdout
    else:
        one_clear_error_line(proc)


@pytest.mark.parametrize("args", [("moves", "r r=²,S,S,S b=S,S,S,S", "1"),
                                  ("moves", "r r=S,S,S,S b=S,S,S,S", "²")])
def test_moves_non_ascii_digit_is_a_clear_error(args):
    one_clear_error_line(run(*args))


def test_the_rules_option_offers_every_profile():
    from sorry_audio.commands.game_options import RULE_NAMES
    from sorry_audio.core.rules import RULES
    assert set(RULE_NAMES) == set(RULES) and RULE_NAMES[0] == "classic"


@pytest.mark.skipif(os.name == "nt", reason="EINVAL there, not a broken pipe: tested below")
def test_a_reader_that_goes_away_is_no_error():
    # `sorry-audio simulate ... | head -1`: the pipe closes before the output is written
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        proc = subprocess.run([sys.executable, "-m", "sorry_audio", "simulate", "--games", "5"],
                              stdout=write_end, stderr=subprocess.PIPE, text=True, timeout=60,
                              stdin=subprocess.DEVNULL)
    finally:
        os.close(write_end)
    assert proc.stderr == ""  # no traceback
    assert proc.returncode == 141  # as a shell reports a program stopped by SIGPIPE


# -- help texts heard line by line (playtest d6, item 10) ---------------------------------

COMMAND_NAMES = ("moves", "simulate", "check-audio", "tournament", "settings")


def test_top_level_help_says_no_command_starts_the_game():
    proc = run("--help")
    assert proc.returncode == 0 and proc.stderr == ""
    out = proc.stdout
    assert out.startswith("usage: sorry-audio [options]  (starts the game)\n"
                          "       sorry-audio COMMAND [its options]\n")
    assert "With no command, sorry-audio starts the game: its main menu opens." in " ".join(
        out.split())
    assert "positional arguments" not in out  # a command sounded required
    assert "\ncommands:\n" in out


@pytest.mark.parametrize("command", ("", *COMMAND_NAMES))
def test_no_help_reads_out_braces_or_bars(command):
    """Choices are said in words in the help text, not as {2,3,4} or auto|tts in a metavar."""
    proc = run(*([command] if command else []), "--help")
    assert proc.returncode == 0 and proc.stderr == ""
    for mark in ("{", "}", "|", "e.g.", "2..4"):
        assert mark not in proc.stdout, (command, mark)
    assert proc.stdout.startswith(f"usage: sorry-audio {command}".rstrip() + " ")


def _help(command: str) -> str:
    """A command's help as one line of words (argparse wraps it at any width)."""
    return " ".join(run(command, "--help").stdout.split())


def test_the_choices_are_said_in_words():
    for command in ("simulate", "tournament"):
        words = _help(command)
        assert "--rules RULES the rules: classic or a5065 (default classic)" in words
        assert "--deck CARDS cards in the deck: 44 or 45 (default 45)" in words
    assert "--players N players in each game: 2, 3 or 4 (default 4)" in _help("simulate")
    assert "--players N players per game, 2 to 4" in _help("tournament")
    assert "the modes: auto, screenreader, tts or none" in _help("check-audio")


def test_check_audio_help_says_what_a_player_knows_before_library_names():
    words = _help("check-audio")
    assert ("--save-speech WAV also save the test sentence, spoken by text-to-speech "
            "(pyttsx3), to this WAV file") in words
    assert "with pyttsx3" not in words


@pytest.mark.parametrize("args", [
    ("tournament", "--bots", "easy", "--rules", "chess"),
    ("tournament", "--bots", "easy", "--deck", "40"),
    ("--speech", "loud"),
])
def test_choices_said_in_words_are_still_checked(args):
    line = one_clear_error_line(run(*args))
    assert "invalid choice" in line or "loud" in line


def test_simulate_says_first_what_it_plays():
    """A playtest could not tell whether --rules a5065 --faster-setup --deck 44 took effect."""
    proc = run("simulate", "--games", "3", "--players", "2", "--rules", "a5065",
               "--faster-setup", "--deck", "44", "--seed", "1")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[0] == (
        "3 random games of 2 players: a5065 rules, faster setup, 44 cards, seed 1")
    proc = run("simulate", "--games", "1", "--players", "3")
    assert proc.stdout.splitlines()[0] == (
        "1 random game of 3 players: classic rules, every pawn starts in START, 45 cards")


def test_version_names_the_release_the_package_was_installed_as():
    from importlib.metadata import version

    proc = run("--version")
    assert proc.returncode == 0 and proc.stderr == ""
    assert proc.stdout == f"sorry-audio {version('sorry-audio')}\n"


@pytest.mark.parametrize("windows", [True, False])
def test_on_windows_a_reader_gone_is_an_einval_and_no_traceback(windows: bool, tmp_path,
                                                                monkeypatch):
    """Review ay50: there a write to a pipe whose reader has gone raises EINVAL, not
    BrokenPipeError; elsewhere an EINVAL is a real error and is not hidden."""
    import errno
    import io

    from sorry_audio import cli

    def run(args):  # noqa: ANN001, ANN202 - a command whose output finds no reader
        raise OSError(errno.EINVAL, "Invalid argument")
    monkeypatch.setattr(system, "PLATFORM", "win32" if windows else "linux")
    monkeypatch.setattr("sorry_audio.commands.simulate.run", run)
    err = io.StringIO()
    with open(tmp_path / "out", "w") as out:  # a real descriptor, pointed at nothing after
        monkeypatch.setattr(sys, "stdout", out)
        monkeypatch.setattr(sys, "stderr", err)
        if windows:
            assert cli.main(["simulate", "--games", "1"]) == cli.EXIT_BROKEN_PIPE
            assert err.getvalue() == ""
        else:
            with pytest.raises(OSError, match="Invalid argument"):
                cli.main(["simulate", "--games", "1"])


def test_moves_help_says_how_to_write_a_position():
    """Playtest qg121: --help gave one example, but not what S, H, Z1 to Z5 and the numbers
    mean, nor where the form is written."""
    proc = run("moves", "--help")
    said = " ".join(proc.stdout.split())  # as heard, not as wrapped
    assert proc.returncode == 0
    for words in ("first the colour to move (r, b, y or g)", "in the order r, b, y, g",
                  "pawns in order, pawn 1 first", "S for START, H for HOME, 1 to 60 for "
                  "track squares and Z1 to Z5 for the colour's own safety zone",
                  "the README's Commands section says more"):
        assert words in said
    # review rz125: an installed user has no docs folder to be sent to
    assert "docs/" not in said


@pytest.mark.parametrize("command", [["simulate"], ["tournament", "--bots", "easy,hard"]])
def test_the_rules_option_is_read_in_any_case(command: list[str]):
    """Playtest qg121: ``--rules A5065`` was "invalid choice", while ``--bots Hard`` and a
    position's ``rules=A5065`` were taken."""
    from sorry_audio.cli import build_parser

    args = build_parser().parse_args([*command, "--rules", "A5065"])
    assert args.rules == "a5065"


@pytest.mark.parametrize("command", [[], *([name] for name in COMMANDS)])
def test_help_lines_are_never_broken_at_a_hyphen(
        command: list[str], monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]):
    """Playtest qg121: "sorry-" ending one line and "audio settings --voices" starting the
    next are read apart; help is broken at spaces only, however narrow the terminal."""
    from sorry_audio.cli import main

    monkeypatch.setenv("COLUMNS", "44")
    with pytest.raises(SystemExit):
        main([*command, "--help"])
    lines = capsys.readouterr().out.splitlines()
    assert not [line for line in lines if re.search(r"\w-$", line)]


@pytest.mark.parametrize("command", [[], ["check-audio"]])
def test_the_voice_option_s_help_says_where_the_voices_are_listed(command: list[str]):
    """Playtest qg121: ``--voice NAME`` did not point to ``settings --voices``, the only
    place the names are listed."""
    proc = run(*command, "--help")
    said = " ".join(proc.stdout.split())
    assert ("--voice NAME text-to-speech voice, where the engine has voices; sorry-audio "
            "settings --voices lists them") in said
