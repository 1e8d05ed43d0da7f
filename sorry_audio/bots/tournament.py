"""Bot-against-bot tournaments with seats rotated, for measuring strength and speed.

Games are played in groups of as many games as there are players: within a
group every bot takes every seat once (so every colour and every place in the
turn order), and the deck is dealt from the same seed, so each bot meets the
same run of cards from each seat.  Each game's seeds come from the tournament
seed and the game's number alone, so the results do not depend on how many
processes play them.  In the partnership game (``teams``) the seats rotate
together, so slots 1 and 3 are always partners (red and yellow, or blue and
green), as are slots 2 and 4, and a team's win is a win for both partners.  In the
Point Score game (``points``) each game's points are kept per slot as well, and a
decision is the pick of a card and its option together.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from sorry_audio.bots import LEVELS, make_bot
from sorry_audio.core.board import Colour, default_seats
from sorry_audio.core.errors import quoted
from sorry_audio.core.game import Game, Player, TurnView, play_game
from sorry_audio.core.points import PAWN_POINTS
from sorry_audio.core.rules import CLASSIC, Rules

MAX_DRAWS = 5000  # a game still going after this many cards counts as a win for nobody


@dataclass(frozen=True)
class GameResult:
    """One game: the winning bot's slot (None if nobody won) and each slot's decision times."""

    index: int
    winner: int | None
    seconds: tuple[tuple[float, ...], ...]  # per slot, one entry per decision with 2+ options
    cards_drawn: int
    partner: int | None = None  # in a partnership game, the winner's partner's slot
    points: tuple[int, ...] = ()  # the Point Score game: each slot's points

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning slots: the winner, and its partner in a partnership game."""
        return tuple(slot for slot in (self.winner, self.partner) if slot is not None)


@dataclass
class BotStats:
    """Totals for one bot name, over every seat it held."""

    name: str
    seats: int
    wins: int = 0
    times: list[float] = field(default_factory=list)
    points: list[int] = field(default_factory=list)  # one entry per seat per game

    def points_mean(self) -> float:
        """Mean points a game, per seat (the Point Score game)."""
        return sum(self.points) / len(self.points) if self.points else 0.0

    def win_rate(self, games: int) -> float:
        return self.wins / games if games else 0.0

    def ci95(self, games: int) -> tuple[float, float]:
        return wilson(self.wins, games)

    def ms(self) -> tuple[float, float, float]:
        """Mean, 95th percentile and maximum decision time, in milliseconds."""
        if not self.times:
            return (0.0, 0.0, 0.0)
        ordered = sorted(self.times)
        p95 = ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]
        return (1000 * sum(ordered) / len(ordered), 1000 * p95, 1000 * ordered[-1])


def wilson(wins: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval for a proportion: honest even near 0 or 1."""
    if n == 0:
        return (0.0, 1.0)
    phat = wins / n
    denom = 1 + z * z / n
    centre = (phat + z * z / (2 * n)) / denom
    half = z * math.sqrt(phat * (1 - phat) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


class _Timed:
    """Wraps a player and records how long each real decision (2+ options) takes.

    In the Point Score game a decision is a pick and its option, timed together, when
    the usable cards offered two or more options between them.
    """

    def __init__(self, player: Player) -> None:
        self.player = player
        self.seconds: list[float] = []
        self._picking: float | None = None  # the time the pick of the waiting card took

    def choose_card(self, view: TurnView) -> int:
        t0 = time.perf_counter()
        index = self.player.choose_card(view)  # type: ignore[attr-defined]
        spent = time.perf_counter() - t0
        hand = view.hand
        offered = sum(len(view.hand_options(i)) for i in range(len(hand)))
        self._picking = spent if offered >= 2 and view.hand_options(index) else None
        return index

    def choose(self, view: TurnView) -> int:
        picking, self._picking = self._picking, None
        if picking is not None:
            t0 = time.perf_counter()
            choice = self.player.choose(view)
            self.seconds.append(picking + time.perf_counter() - t0)
            return choice
        if view.option_count < 2:
            return self.player.choose(view)
        t0 = time.perf_counter()
        choice = self.player.choose(view)
        self.seconds.append(time.perf_counter() - t0)
        return choice


@dataclass(frozen=True)
class Setup:
    """What every game of a tournament shares."""

    names: tuple[str, ...]  # one per seat, in slot order
    seed: int
    rules: Rules = CLASSIC
    faster_setup: bool = False
    deck_size: int = 45
    factory: Callable[[str, random.Random], Player] = make_bot
    teams: bool = False  # the partnership game: 4 players, slots 1 and 3 against 2 and 4
    points: bool = False  # the Point Score game (spec 7): hands of five, and points


def seating(setup: Setup, index: int) -> dict[Colour, int]:
    """Which bot slot sits at which colour in game ``index`` (rotated every game)."""
    n = len(setup.names)
    seats = default_seats(n)
    rot = index % n
    return {seats[(slot + rot) % n]: slot for slot in range(n)}


def play_one(setup: Setup, index: int) -> GameResult:
    """Play game ``index`` of the tournament; depends only on the setup and the index."""
    n = len(setup.names)
    group = index // n
    deck_rng = random.Random(f"sorry-audio tournament {setup.seed} deal {group}")
    seat_of = seating(setup, index)
    timed = [_Timed(setup.factory(name, random.Random(f"sorry-audio tournament {setup.seed} "
                                                         f"game {index} bot {slot}")))
             for slot, name in enumerate(setup.names)]
    if setup.points:  # its own setup: one pawn out from the start, always
        from sorry_audio.core.pointscore import PointScoreGame

        game: Game = PointScoreGame(default_seats(n), setup.rules, rng=deck_rng,
                                    record_events=False, deck_size=setup.deck_size)
    else:
        game = Game(default_seats(n), setup.rules, rng=deck_rng, record_events=False,
                    faster_setup=setup.faster_setup, deck_size=setup.deck_size,
                    teams=setup.teams)
    players = {colour: timed[slot] for colour, slot in seat_of.items()}
    play_game(game, players, max_draws=MAX_DRAWS)
    slots = [seat_of[colour] for colour in game.winners]
    return GameResult(index, slots[0] if slots else None,
                      tuple(tuple(t.seconds) for t in timed), game.cards_drawn,
                      slots[1] if len(slots) > 1 else None,
                      _points(game, seat_of) if setup.points else ())


def _points(game: Game, seat_of: dict[Colour, int]) -> tuple[int, ...]:
    """Each slot's points; a game cut off without a winner scores only the pawns HOME."""
    by_colour = {s.colour: s.total for s in getattr(game, "scores", ())}
    if not by_colour:
        pos = game.position
        by_colour = {c: PAWN_POINTS * pos.pawns_home(c) for c in game.seated}
    out = [0] * len(seat_of)
    for colour, slot in seat_of.items():
        out[slot] = by_colour[colour]
    return tuple(out)


def _play_indexed(job: tuple[Setup, int]) -> GameResult:
    return play_one(*job)


def run_games(setup: Setup, games: int, jobs: int = 1,
              progress: Callable[[int], None] | None = None) -> list[GameResult]:
    """Play ``games`` games on ``jobs`` processes; the results come back in game order.

    ``progress(done)`` is called as each result comes in, in order.
    """
    work = ((setup, i) for i in range(games))  # made as they are played, not all at once
    if jobs <= 1 or games <= 1:
        return _collect(map(_play_indexed, work), progress)
    import multiprocessing

    # Ctrl+C is the parent's to answer, in one line: workers that took it too each printed
    # a traceback (playtest g7)
    with multiprocessing.Pool(min(jobs, games), initializer=_ignore_interrupts) as pool:
        return _collect(pool.imap(_play_indexed, work, chunksize=1), progress)


def _ignore_interrupts() -> None:
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _collect(results: Iterable[GameResult],
             progress: Callable[[int], None] | None) -> list[GameResult]:
    out: list[GameResult] = []
    for result in results:
        out.append(result)
        if progress is not None:
            progress(len(out))
    return out


def tally(setup: Setup, results: Sequence[GameResult]) -> dict[str, BotStats]:
    """Wins and decision times per bot name (a name in several seats is added up).

    A partnership game's win counts once for each name in the winning team.
    """
    stats: dict[str, BotStats] = {}
    for name in setup.names:
        if name not in stats:
            stats[name] = BotStats(name, setup.names.count(name))
    for r in results:
        for name in {setup.names[slot] for slot in r.winners}:
            stats[name].wins += 1
        for slot, secs in enumerate(r.seconds):
            stats[setup.names[slot]].times.extend(secs)
        for slot, points in enumerate(r.points):
            stats[setup.names[slot]].points.append(points)
    return stats


def parse_bots(text: str, players: int | None) -> tuple[str, ...]:
    """``hard,normal`` -> one name per seat; the last name fills any seats left over."""
    names = tuple(name.strip().lower() for name in text.split(","))
    if not any(names):
        raise ValueError("name at least one bot, like --bots hard,normal")
    if not all(names):  # "hard,,normal": a seat left out by a slip, not left to guess
        raise ValueError(f"--bots {quoted(text)} has an empty name: one level for each seat, "
                         "like --bots hard,normal")
    for name in names:
        if name not in LEVELS:
            raise ValueError(f"unknown bot {quoted(name)}: use {', '.join(LEVELS)}")
    if players is None:
        players = len(names)
        if players == 1:
            raise ValueError("a game needs 2 to 4 players, not 1: name another bot, or add "
                             "--players 2")
        if players > 4:  # the fix said, as for one bot (playtest qg121)
            raise ValueError(f"a game needs 2 to 4 players, not {players}: name at most 4 "
                             "bots, one for each seat")
    if not 2 <= players <= 4:
        raise ValueError(f"a game needs 2 to 4 players, not {players}: give --players 2, 3 "
                         "or 4")
    if len(names) > players:
        # the fix said, as for the counts above (review rz125)
        more = f", or give --players {len(names)}" if len(names) <= 4 else ""
        raise ValueError(f"{len(names)} bots named for {players} seats: name at most "
                         f"{players} bots{more}")
    return names + (names[-1],) * (players - len(names))


def variant_text(setup: Setup) -> str:
    """", a5065 rules, faster setup, 44 cards": whatever differs from the classic game."""
    parts = [] if setup.rules is CLASSIC else [f"{setup.rules.name} rules"]
    if setup.points:
        parts.append("the Point Score game")
    elif setup.faster_setup:
        parts.append("faster setup")
    if setup.deck_size != 45:
        parts.append(f"{setup.deck_size} cards")
    if setup.teams:
        parts.append("partnership game")  # the teams' lines say which seats play together
    return "".join(f", {part}" for part in parts)


def report(setup: Setup, results: Sequence[GameResult]) -> tuple[str, dict]:
    """The printed report and the ``--json`` object for a finished tournament.

    Sentences rather than a table, each under about 90 characters: read aloud, a row of
    bare numbers means nothing without its column heading, and a line the terminal wraps
    splits a number in two (playtest m13).  Each bot's result comes with the share it would
    win by luck alone, and its decision time on a line of its own.
    """
    games = len(results)
    stats = tally(setup, results)
    n = len(setup.names)
    data: dict = {"games": games, "bots": {}, "setup": setup_json(setup, results)}
    lines = [f"{games} games, {n} players, seats: {', '.join(setup.names)}, "
             f"seed {setup.seed}" + variant_text(setup) + ("" if games % n == 0 else
                                     f" (seats not balanced: games is not a multiple of {n})")]
    if setup.teams:
        lines.append("A team's win counts as a win for both partners' names, once for a name "
                     "both partners share.")
        lines += _team_lines(setup, results)
    for name, s in stats.items():
        lo, hi = s.ci95(games)
        mean, p95, top = s.ms()
        rate = s.win_rate(games)
        data["bots"][name] = {"wins": s.wins, "win_rate": round(rate, 4),
                              "ci95": [round(lo, 4), round(hi, 4)],
                              "decision_ms_mean": round(mean, 3),
                              "decision_ms_p95": round(p95, 3),
                              "decision_ms_max": round(top, 3)}
        seats = "" if s.seats == 1 else f" ({s.seats} seats)"
        wins = "1 win" if s.wins == 1 else f"{s.wins} wins"
        lines.append(f"{name}{seats}: {wins} of {games}, {100 * rate:.1f}% "
                     f"(95% interval {100 * lo:.1f}% to {100 * hi:.1f}%)"
                     + _share_clause(setup, name))
        if setup.points:
            data["bots"][name]["points_mean"] = round(s.points_mean(), 2)
            lines.append(f"  Mean {s.points_mean():.1f} points a game"
                         + ("." if s.seats == 1 else ", a seat."))
        lines.append(f"  Decision time: mean {mean:.2f} ms, 95th percentile {p95:.2f} ms, "
                     f"longest {top:.2f} ms.")
    unfinished = sum(1 for r in results if r.winner is None)
    if unfinished:
        lines.append(f"{unfinished} of the games reached {MAX_DRAWS} cards without a winner.")
    lines.append("Decision times count only decisions with two or more options.")
    if setup.points:
        lines.append("A decision of the Point Score game is a card and its option, picked "
                     "together.")
    return "\n".join(lines), data


def setup_json(setup: Setup, results: Sequence[GameResult]) -> dict:
    """What was played, for ``--json`` beside the issue's two keys: a saved result must say
    what it measured, as the text report's first line does (playtest m13)."""
    n = len(setup.names)
    return {"players": n, "seats": list(setup.names), "seed": setup.seed,
            "rules": setup.rules.name, "faster_setup": setup.faster_setup and not setup.points,
            "deck": setup.deck_size, "teams": setup.teams, "points": setup.points,
            "seats_balanced": len(results) % n == 0,
            "unfinished": sum(1 for r in results if r.winner is None)}


def fair_share(setup: Setup, name: str) -> float:
    """The share of games ``name`` would win if every seat played alike: its seats' share of
    the table, or in a partnership game its teams' share."""
    if setup.teams:
        return sum(0.5 for side in (setup.names[0::2], setup.names[1::2]) if name in side)
    return setup.names.count(name) / len(setup.names)


def _share_clause(setup: Setup, name: str) -> str:
    """How a result ends: "; a fair share is 25%.", or, on a line of its own, why the name
    wins every game, right after the 100% it explains."""
    share = fair_share(setup, name)
    if share >= 1:
        where = "on both teams" if setup.teams else "in every seat"
        return f".\n  It sits {where}, so it wins every finished game."
    if len(setup.names) == 2 and not setup.teams:
        return "."  # heads-up: a fair share is a half, and says nothing
    return f"; a fair share is {100 * share:.0f}%."


def _team_lines(setup: Setup, results: Sequence[GameResult]) -> list[str]:
    """Each team's wins, the figure a partnership tournament is for."""
    games = len(results)
    lines = []
    for first, label in ((0, "First team"), (1, "Second team")):
        names = " and ".join(setup.names[first::2])
        wins = sum(1 for r in results if r.winner is not None and r.winner % 2 == first)
        lo, hi = wilson(wins, games)
        lines.append(f"{label}, seats {first + 1} and {first + 3} ({names}): {wins} of {games},"
                     f" {100 * wins / games:.1f}% (95% interval {100 * lo:.1f}% to "
                     f"{100 * hi:.1f}%).")
    return lines
