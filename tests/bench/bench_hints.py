"""How often a hint has a reason of its own, and what its words cost.

Run on demand: ``python tests/bench/bench_hints.py [GAMES]``.

Seeded heads-up games, the hard bot against easy.  At each of the hard bot's
choices with two or more options, the narrator words the hint for the option
it chose (what H says), and this counts the hints that find no fact setting
the option apart: those that can only say other moves are about as good (the
search found one within a hair), and those left with "the hard bot thinks it is
the best move, counting the cards that could come next", and those that warn of a pawn the
move leaves in an opponent's reach, and those that say why they pass up an option
that takes a pawn home, bumps or reaches the safety zone (and how many of those find no
checkable fact, only "the hard bot thinks this one is better").  Timed in the same run, on
the same positions: the hard bot's own decision, the baseline, so the hint's
cost reads as a ratio on a noisy machine.  The last line is the share of hints
with only that last fallback.
"""

from __future__ import annotations

import random
import re
import sys
import time

from sorry_audio.bots import CLOSE_MARGIN, make_bot
from sorry_audio.core.board import Colour
from sorry_audio.core.game import Game, Phase, TurnView
from sorry_audio.narration.catalog import DEFAULT_CATALOG
from sorry_audio.narration.narrator import Narrator

OVERALL = DEFAULT_CATALOG.say("why.overall").lower()
CLOSE = DEFAULT_CATALOG.say("why.close").lower()
# a passed-up option: "option 2 would ...", "option 2 in group 3 would ..."
PASSED = re.compile(r"\boption \d+( in group \d+)? would ")
PASSED_OVERALL = DEFAULT_CATALOG.say("why.up_overall", option="\0", does="\1").split("\1")[1]
# the warning's fixed words around its pawn: "it leaves pawn 2 where ...", and "... in
# danger: " (a reason may start "it leaves" too: "it leaves Blue pawn 3 within reach")
_RISK_PARTS = DEFAULT_CATALOG.say("why.risk", pawn="\0", bumpers="\1").lower().split("\0")
RISK = (re.compile(re.escape(_RISK_PARTS[0]) + ".+?" + re.escape(_RISK_PARTS[1].split("\1")[0])),
        re.compile(re.escape(DEFAULT_CATALOG.say("why.risk_many", pawns="\0", bumpers="\1")
                             .split("\0")[1].split("\1")[0].lower())))


def main(games: int) -> None:
    hints: list[float] = []
    decisions: list[float] = []
    overall = close = risky = passed = passed_overall = 0
    for seed in range(games):
        game = Game([Colour.RED, Colour.YELLOW], seed=seed)
        bots = {Colour.RED: make_bot("hard", random.Random(seed)),
                Colour.YELLOW: make_bot("easy", random.Random(seed))}
        view = TurnView(game)
        narrator = Narrator({}, Colour.RED)
        while game.phase is not Phase.OVER:
            game.draw()
            if game.phase is not Phase.CHOOSE:
                continue
            mover = game.to_move
            t0 = time.perf_counter()
            index = bots[mover].choose(view)
            t1 = time.perf_counter()
            if mover is Colour.RED and game.option_count > 1:
                values = sorted(bots[mover].last_values.values(), reverse=True)
                near = len(values) > 1 and values[0] - values[1] < CLOSE_MARGIN
                t2 = time.perf_counter()
                text = narrator.hint(game.position, game.options[index], index + 1, near)
                hints.append(time.perf_counter() - t2)
                decisions.append(t1 - t0)
                said = text.lower()  # a reason may start a sentence, capitalised
                overall += OVERALL in said
                close += CLOSE in said
                risky += any(r.search(said) for r in RISK)
                passed += bool(PASSED.search(said))
                passed_overall += PASSED_OVERALL in said
            game.choose(index)

    def ms(values: list[float], q: float) -> float:
        return sorted(values)[min(len(values) - 1, int(q * len(values)))] * 1000

    print(f"{games} games, {len(hints)} hints for the hard bot's choices with 2+ options")
    print(f"hints warning of a pawn left in reach: {risky} ({100 * risky / len(hints):.1f}%)")
    print(f"hints saying only that other moves are about as good: {close} "
          f"({100 * close / len(hints):.1f}%)")
    print(f"hints saying why they pass up a home, a bump or the zone: {passed} "
          f"({100 * passed / len(hints):.1f}%), of which with no checkable reason: "
          f"{passed_overall}")
    print(f"hints with no reason but the fallback: {overall} of {len(hints)}, "
          f"{100 * overall / len(hints):.1f}%")
    # the speed figure last, as a ratio against the bot's decision in the same run
    print(f"hard bot decision (baseline): median {ms(decisions, 0.5):.2f} ms, "
          f"p95 {ms(decisions, 0.95):.2f} ms")
    print(f"hint words: median {ms(hints, 0.5):.2f} ms, p95 {ms(hints, 0.95):.2f} ms, "
          f"max {ms(hints, 1.0):.2f} ms; median {ms(hints, 0.5) / ms(decisions, 0.5):.2f}x "
          f"the decision")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
