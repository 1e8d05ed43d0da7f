"""Where a TD bot's choice differs from the shipped hard bot's, on the hard bot's own
games against easy: how the two chosen boards differ (pawns in START, on the track, at
HOME, my steps to go, the opponent's steps to go), averaged over the disagreements.

    python disagree.py WEIGHTS.npz GAMES SEED
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import tdbot  # noqa: E402

from sorry_audio.bots import EasyBot, HardBot  # noqa: E402
from sorry_audio.core.board import HOME, START, default_seats, steps_to_home  # noqa: E402
from sorry_audio.core.game import Game, Phase  # noqa: E402


def describe(locs, me):
    opp = 2 - me
    mine = locs[me * 4:me * 4 + 4]
    theirs = locs[opp * 4:opp * 4 + 4]
    return (mine.count(START), sum(1 for x in mine if 0 < x <= 60), mine.count(HOME),
            sum(steps_to_home(me, x) for x in mine), sum(steps_to_home(opp, x) for x in theirs))


def main():
    path, games, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    seats = default_seats(2)
    n = dis = 0
    sums = [0.0] * 5
    for g in range(games):
        game = Game(seats, rng=random.Random(f"td-dis {seed} {g}"), record_events=False)
        hc = seats[g % 2]
        hard = HardBot(random.Random(1))
        td = tdbot.TDBot(random.Random(1), weights_path=path)
        easy = EasyBot(random.Random(f"td-dis easy {seed} {g}"))
        view = game.view()
        while game.phase is not Phase.OVER and game.cards_drawn < 5000:
            game.draw()
            if game.phase is not Phase.CHOOSE:
                continue
            if game.to_move == hc:
                a = hard.choose(view)
                if view.option_count > 1:
                    n += 1
                    b = td.choose(view)
                    if a != b:
                        dis += 1
                        da = describe(view.raw_options[a][1], int(hc))
                        db = describe(view.raw_options[b][1], int(hc))
                        for k in range(5):
                            sums[k] += db[k] - da[k]
                game.choose(a)
            else:
                game.choose(easy.choose(view))
    print(f"{path}: {dis} of {n} decisions differ ({100 * dis / n:.1f}%); TD choice minus "
          "hard choice, mean over disagreements: "
          + ", ".join(f"{name} {s / max(dis, 1):+.2f}" for name, s in zip(
              ("my START", "my track", "my HOME", "my steps to go", "their steps to go"),
              sums, strict=False)))


if __name__ == "__main__":
    main()
