"""Measure a TD bot (or the shipped hard bot) against easy on the tournament's own deals.

    python evalbot.py GAMES SEED [--weights W.npz] [--reply eval|avg|td] [--mix X] [--jobs 2]
Without --weights it plays the shipped hard bot through the same harness.
"""

from __future__ import annotations

import argparse
import sys
import time
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import tdbot  # noqa: E402

from sorry_audio.bots.tournament import Setup, run_games, tally  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("games", type=int)
    ap.add_argument("seed", type=int)
    ap.add_argument("--weights", default="")
    ap.add_argument("--reply", default="eval")
    ap.add_argument("--mix", type=float, default=0.0)
    ap.add_argument("--shrink", type=float, default=1.0)
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    if a.weights:
        fac = partial(tdbot.factory, weights_path=str(Path(a.weights).resolve()),
                      reply=a.reply, mix=a.mix, shrink=a.shrink)
        names = ("td", "easy")
    else:
        fac = tdbot.factory
        names = ("hard", "easy")
    setup = Setup(names=names, seed=a.seed, factory=fac)
    t0 = time.time()
    results = run_games(setup, a.games, jobs=a.jobs)
    st = tally(setup, results)[names[0]]
    lo, hi = st.ci95(a.games)
    mean, p95, mx = st.ms()
    label = (f"td {Path(a.weights).name} reply={a.reply} mix={a.mix} shrink={a.shrink}"
             if a.weights else "hard")
    print(f"{label} vs easy, {a.games} games, seed {a.seed}: {st.wins} wins, "
          f"{100 * st.win_rate(a.games):.1f}% (95% {100 * lo:.1f}% to {100 * hi:.1f}%); "
          f"decision ms mean {mean:.2f} p95 {p95:.2f} max {mx:.1f}; {time.time() - t0:.0f}s",
          flush=True)


if __name__ == "__main__":
    main()
