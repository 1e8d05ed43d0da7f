"""Property test (hypothesis): every event of a random game narrates to clean text.

Over seed x rules x faster setup x deck x table (2 to 4 players, the partnership game,
the Point Score game) x who listens (a spectator, one human, a hot-seat table) x names,
a random game is played to its end and each batch of events is narrated at every
verbosity, as the session does (the draw, then the play).  Each line must be a sentence a
screen reader can say as it stands: no template left unfilled, no Python words, no
stray spaces before punctuation.  (review rl100 finding 15)
"""

from __future__ import annotations

import random
import re

from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import variant_and_colours

from sorry_audio.core.board import Colour
from sorry_audio.core.events import Event
from sorry_audio.core.game import Game, Phase, RandomPlayer, play_game
from sorry_audio.core.pointscore import PointScoreGame
from sorry_audio.core.rules import RULES
from sorry_audio.narration import NarrationSettings, Narrator, Verbosity

#: a few dozen games at most, and no deadline: a loaded two-core machine is slow, not wrong
GAMES = settings(max_examples=30, deadline=None)

#: Python's words leaking into speech: an enum member (Colour.RED, <Card.TWO: 2>), a repr
RAW = re.compile(r"\b(?:Colour|Card|Phase|BumpCause|Direction|ForfeitReason|Verbosity|"
                 r"OptionKind)\.|<|>|\bobject at\b|\bNone\b|\bTrue\b|\bFalse\b|\[|\]|'\w+':")


def unclean(line: object, last: bool = True) -> str | None:
    """Why ``line`` is not clean spoken text, or None when it is; a line that is not the
    ``last`` may end in a colon, leading in the lines after it."""
    if not isinstance(line, str):
        return f"not text: {line!r}"
    if not line.strip():
        return "empty"
    if line != line.strip():
        return "space at an end"
    if "{" in line or "}" in line:
        return "a template field left in"
    if "  " in line:
        return "a doubled space"
    if "\n" in line or "\t" in line:
        return "a line break or tab"
    for stray in (" .", " ,", " ;", " :", " !", " ?", ",,", ";;", ",.", ".,"):
        if stray in line:
            return f"{stray!r} in it"
    if re.search(r"(?<!\.)\.\.(?!\.)", line):
        return "a doubled full stop"
    raw = RAW.search(line)
    if raw is not None:
        return f"Python's words in it ({raw.group()!r})"
    if line[-1] not in (".!?" if last else ".!?:"):
        return "no full stop at the end"
    return None


def check(lines: list[str], events: list[Event], verbosity: Verbosity) -> None:
    for i, line in enumerate(lines):
        why = unclean(line, last=i == len(lines) - 1)
        assert why is None, f"{verbosity.name}: {why}: {line!r}\nfrom {events!r}"


NAMES = ("", "Ann", "Jess", "Mary Jo", "Bo")


@st.composite
def tables(draw: st.DrawFn) -> dict:
    """A table to play at: colours, the variant and who listens."""
    variant, colours = draw(variant_and_colours())
    listeners = draw(st.sampled_from(["spectator", "one", "hot seat"]))
    if listeners == "spectator":
        humans: tuple[Colour, ...] = ()
    elif listeners == "one":
        humans = (draw(st.sampled_from(colours)),)
    else:
        humans = tuple(c for c in colours if draw(st.booleans())) or colours[:2]
        if len(humans) < 2:
            humans = colours[:2]
    return {
        "colours": colours,
        "teams": variant == "teams",
        "points": variant == "points",
        "rules": draw(st.sampled_from(sorted(RULES))),
        "faster_setup": draw(st.booleans()),
        "deck": draw(st.sampled_from([44, 45])),
        "first": draw(st.sampled_from(colours)),
        "humans": humans,
        "names": {c: name for c in colours if (name := draw(st.sampled_from(NAMES)))},
        "relative": draw(st.booleans()),
    }


def new_game(t: dict, seed: int) -> Game:
    rules = RULES[t["rules"]]
    if t["points"]:
        return PointScoreGame(t["colours"], rules, seed=seed, deck_size=t["deck"],
                              first=t["first"])
    return Game(t["colours"], rules, seed=seed, faster_setup=t["faster_setup"],
                deck_size=t["deck"], first=t["first"], teams=t["teams"])


def narrators(t: dict) -> dict[Verbosity, Narrator]:
    humans = t["humans"]
    bots = tuple(c for c in t["colours"] if c not in humans)
    return {v: Narrator(t["names"], humans[0] if humans else None,
                        NarrationSettings(v, t["relative"]), players=humans, bots=bots,
                        points=t["points"], seated=t["colours"])
            for v in Verbosity}


def test_the_rules_offered_are_the_two_the_game_has():
    """The property below samples every rule set: a new one is covered without a change."""
    assert sorted(RULES) == ["a5065", "classic"]


@GAMES
@given(tables(), st.integers(0, 2**32 - 1))
def test_every_event_of_a_random_game_narrates_to_clean_text(t: dict, seed: int):
    game = new_game(t, seed)
    said = dict.fromkeys(Verbosity, 0)
    tellers = narrators(t)
    hot_seat = len(t["humans"]) > 1

    def narrate(events: list[Event]) -> None:
        for verbosity, n in tellers.items():
            lines = n.events(events, game.position)
            check(lines, events, verbosity)
            said[verbosity] += len(lines)
        if hot_seat and game.to_move in t["humans"]:  # "you" is whoever plays next
            for n in tellers.values():
                n.viewer = game.to_move

    winner = play_game(game, dict.fromkeys(t["colours"], RandomPlayer(random.Random(seed))),
                       max_draws=5000, on_events=narrate)
    assert winner is not None and game.phase is Phase.OVER
    assert all(said.values())  # each verbosity said something: the check above ran
    # the game's end, and the board as B says it, at the end
    for verbosity, n in tellers.items():
        check(n.winner(game.position, winner, game.cards_drawn), [], verbosity)
        check(n.board(game.position), [], verbosity)
