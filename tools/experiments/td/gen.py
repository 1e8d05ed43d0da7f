"""Generate training trajectories: a learner bot against easy, 2 players, seats rotated.

Every pre-draw state (board, who draws next, the draw pile by kind) is kept, with the
learner's colour and whether the learner won.  Seeds are "td-train {seed} ..." so they
never coincide with a tournament's.

    python gen.py OUT.npz GAMES SEED [--bot hard|td:WEIGHTS.npz] [--jobs 2]
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from sorry_audio.bots import EasyBot, HardBot  # noqa: E402
from sorry_audio.core.board import default_seats  # noqa: E402
from sorry_audio.core.cards import CARDS  # noqa: E402
from sorry_audio.core.game import Game, Phase  # noqa: E402
from sorry_audio.core.rules import CLASSIC  # noqa: E402

_BOT = "hard"


def make_learner(spec: str, rng: random.Random):
    if spec == "hard":
        return HardBot(rng)
    if spec.startswith("td:"):
        import tdbot
        return tdbot.TDBot(rng, weights_path=spec[3:])
    raise ValueError(spec)


def play(job):
    spec, seed, index = job
    seats = default_seats(2)
    learner_colour = seats[index % 2]
    rng = random.Random(f"td-train {seed} deal {index}")
    game = Game(seats, CLASSIC, rng=rng, record_events=False)
    bots = {learner_colour: make_learner(spec, random.Random(f"td-train {seed} bot {index}")),
            seats[1 - index % 2]: EasyBot(random.Random(f"td-train {seed} easy {index}"))}
    view = game.view()
    rows = []
    while game.phase is not Phase.OVER and game.cards_drawn < 5000:
        pile = game.deck.remaining() if game.deck.pile else None
        counts = [pile[c] for c in CARDS] if pile else [0] * len(CARDS)
        locs = game._locs
        rows.append([int(game.to_move)] + list(locs[0:4]) + list(locs[8:12]) + counts)
        game.draw()
        if game.phase is Phase.CHOOSE:
            game.choose(bots[game.to_move].choose(view))
    won = 1 if game.winner == learner_colour else 0
    return index, int(learner_colour), won, np.array(rows, dtype=np.int8)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("games", type=int)
    ap.add_argument("seed", type=int)
    ap.add_argument("--bot", default="hard")
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    jobs = [(a.bot, a.seed, i) for i in range(a.games)]
    states, gid, lcol, won = [], [], [], []
    with multiprocessing.Pool(a.jobs) as pool:
        for n, (i, col, w, rows) in enumerate(pool.imap(play, jobs, chunksize=8)):
            states.append(rows)
            gid.append(np.full(len(rows), i, dtype=np.int32))
            lcol.append(col)
            won.append(w)
            if (n + 1) % 1000 == 0:
                print(n + 1, "games, learner won", sum(won) / len(won), flush=True)
    np.savez_compressed(a.out, states=np.concatenate(states), gid=np.concatenate(gid),
                        lcol=np.array(lcol, dtype=np.int8), won=np.array(won, dtype=np.int8))


if __name__ == "__main__":
    main()
