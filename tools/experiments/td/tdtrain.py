"""Fit the TD value: P(learner wins | pre-draw state), a logistic over sparse features
(features.py) plus the hand-made evaluation's lead as one dense input, by fitted TD(lambda):
each epoch computes every state's lambda-return from the current weights (the game's
outcome at its end) and takes minibatch Adam steps of cross-entropy towards those targets.

    python tdtrain.py OUT.npz DATA.npz [DATA2.npz ...] [--lam 0.7] [--epochs 8]
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import features as F  # noqa: E402

from sorry_audio.bots.evaluate import card_probabilities, evaluator_for  # noqa: E402
from sorry_audio.core.cards import CARDS  # noqa: E402
from sorry_audio.core.rules import CLASSIC  # noqa: E402

K = F.MAX_ACTIVE
PAD = F.N_FEATURES
EVAL_SCALE = 100.0


def lead(ev, lc: int, locs8, counts) -> float:
    """The hand evaluation's lead of the learner (steps; +-WIN clipped to +-300)."""
    locs = tuple(locs8[0:4]) + (0, 0, 0, 0) + tuple(locs8[4:8]) + (0, 0, 0, 0)
    unseen = dict(zip(CARDS, counts, strict=True))
    prob = card_probabilities(unseen, 45)
    sc = ev.scores(locs, (0, 2), prob)
    v = ev.relative(sc, lc)
    return max(-300.0, min(300.0, v))


def _extract(args):
    states, lcs = args
    ev = evaluator_for(CLASSIC)
    n = len(states)
    idx = np.full((n, K), PAD, dtype=np.int32)
    dense = np.zeros(n, dtype=np.float32)
    for r in range(n):
        row = states[r]
        lc = int(lcs[r])
        locs8 = [int(x) for x in row[1:9]]
        counts = [int(x) for x in row[9:20]]
        mine, theirs = (locs8[0:4], locs8[4:8]) if lc == 0 else (locs8[4:8], locs8[0:4])
        mv = 1 if int(row[0]) == lc else 0
        f = F.features(lc, tuple(mine), tuple(theirs), mv, counts)
        idx[r, :len(f)] = f
        dense[r] = lead(ev, lc, locs8, counts) / EVAL_SCALE
    return idx, dense


def load(paths, jobs=2, cache=True):
    out = []
    for path in paths:
        cpath = Path(str(path) + ".feat.npz")
        d = np.load(path)
        states, gid, lcol, won = d["states"], d["gid"], d["lcol"], d["won"]
        if cache and cpath.exists():
            c = np.load(cpath)
            idx, dense = c["idx"], c["dense"]
        else:
            lcs = lcol[gid]
            chunks = [(states[i:i + 50000], lcs[i:i + 50000])
                      for i in range(0, len(states), 50000)]
            with multiprocessing.Pool(jobs) as pool:
                parts = pool.map(_extract, chunks)
            idx = np.concatenate([p[0] for p in parts])
            dense = np.concatenate([p[1] for p in parts])
            np.savez(cpath, idx=idx, dense=dense)
        out.append((idx, dense, gid, won))
    # stack, renumbering games
    idxs, dens, gids, wons = [], [], [], []
    base = 0
    for idx, dense, gid, won in out:
        idxs.append(idx)
        dens.append(dense)
        gids.append(gid.astype(np.int64) + base)
        wons.append(won)
        base += len(won)
    return np.concatenate(idxs), np.concatenate(dens), np.concatenate(gids), \
        np.concatenate(wons).astype(np.float64)


def predict(w, a, b, idx, dense):
    z = b + a * dense
    for lo in range(0, len(idx), 500000):
        z[lo:lo + 500000] += w[idx[lo:lo + 500000]].sum(1)
    return 1.0 / (1.0 + np.exp(-z))


def lambda_returns(v, gid, won, lam):
    n = len(v)
    last = np.ones(n, dtype=bool)
    last[:-1] = gid[1:] != gid[:-1]
    # position from the end of its game
    ends = np.flatnonzero(last)
    starts = np.concatenate([[0], ends[:-1] + 1])
    pfe = np.empty(n, dtype=np.int64)
    for s, e in zip(starts, ends, strict=False):
        pfe[s:e + 1] = np.arange(e - s, -1, -1)
    g = np.empty(n)
    g[last] = won[gid[last]]
    order = np.argsort(pfe, kind="stable")
    counts = np.bincount(pfe)
    pos = counts[0]
    for k in range(1, len(counts)):
        sel = order[pos:pos + counts[k]]
        pos += counts[k]
        g[sel] = (1 - lam) * v[sel + 1] + lam * g[sel + 1]
    return g


def logloss(p, y):
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def train(idx, dense, gid, won, lam, epochs, lr=0.01, l2=1e-6, batch=20000, seed=0,
          val_frac=0.1, dense_only=False, groups=None):
    ngames = len(won)
    val_games = np.arange(ngames) >= int(ngames * (1 - val_frac))
    val = val_games[gid]
    tr_rows = np.flatnonzero(~val)
    y_row = won[gid]
    w = np.zeros(PAD + 1)
    mask = np.ones(PAD + 1)
    if groups:  # train only these feature groups; the rest stay at zero
        mask[:] = 0.0
        names = sorted(F._offsets, key=F._offsets.get)
        ends = [F._offsets[n] for n in names[1:]] + [PAD]
        for n, e in zip(names, ends, strict=False):
            if n in groups:
                mask[F._offsets[n]:e] = 1.0
    a, b = 1.0, 1.5
    mw, vw = np.zeros_like(w), np.zeros_like(w)
    ma = va = mb = vb = 0.0
    step = 0
    rng = np.random.default_rng(seed)
    b1, b2, eps = 0.9, 0.999, 1e-8
    for ep in range(epochs):
        t0 = time.time()
        v = predict(w, a, b, idx, dense)
        g = lambda_returns(v, gid, won, lam) if lam < 1 else y_row
        perm = rng.permutation(tr_rows)
        for lo in range(0, len(perm), batch):
            rows = perm[lo:lo + batch]
            bi = idx[rows]
            z = b + a * dense[rows] + w[bi].sum(1)
            p = 1.0 / (1.0 + np.exp(-z))
            err = (p - g[rows]) / len(rows)
            step += 1
            if not dense_only:
                gw = np.bincount(bi.ravel(), weights=np.repeat(err, K), minlength=PAD + 1)
                gw += l2 * w
                gw *= mask
                gw[PAD] = 0.0
                mw = b1 * mw + (1 - b1) * gw
                vw = b2 * vw + (1 - b2) * gw * gw
                w -= lr * (mw / (1 - b1 ** step)) / (np.sqrt(vw / (1 - b2 ** step)) + eps)
                w[PAD] = 0.0
            ga = float(err @ dense[rows])
            gb = float(err.sum())
            ma = b1 * ma + (1 - b1) * ga
            va = b2 * va + (1 - b2) * ga * ga
            a -= lr * (ma / (1 - b1 ** step)) / (np.sqrt(va / (1 - b2 ** step)) + eps)
            mb = b1 * mb + (1 - b1) * gb
            vb = b2 * vb + (1 - b2) * gb * gb
            b -= lr * (mb / (1 - b1 ** step)) / (np.sqrt(vb / (1 - b2 ** step)) + eps)
        v = predict(w, a, b, idx, dense)
        print(f"epoch {ep + 1}: val logloss vs outcome {logloss(v[val], y_row[val]):.4f} "
              f"train {logloss(v[~val], y_row[~val]):.4f}  a={a:.3f} b={b:.3f} "
              f"|w|max={np.abs(w).max():.2f}  {time.time() - t0:.0f}s", flush=True)
    return w, a, b


def arguments(epochs: int, lr: float) -> argparse.ArgumentParser:
    """What both trainers take: the weights to write, the data, lambda and the schedule."""
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("data", nargs="+")
    ap.add_argument("--lam", type=float, default=0.7)
    ap.add_argument("--epochs", type=int, default=epochs)
    ap.add_argument("--lr", type=float, default=lr)
    return ap


def main():
    ap = arguments(epochs=8, lr=0.01)
    ap.add_argument("--l2", type=float, default=1e-6)
    ap.add_argument("--dense-only", action="store_true")
    ap.add_argument("--groups", default="", help="comma-separated feature groups to train")
    args = ap.parse_args()
    idx, dense, gid, won = load(args.data)
    print(f"{len(idx)} states, {len(won)} games, learner won {won.mean():.4f}", flush=True)
    w, a, b = train(idx, dense, gid, won, args.lam, args.epochs, lr=args.lr, l2=args.l2,
                    dense_only=args.dense_only,
                    groups=set(args.groups.split(",")) if args.groups else None)
    np.savez(args.out, w=w[:PAD].astype(np.float32), a=a, b=b, eval_scale=EVAL_SCALE,
             lam=args.lam)


if __name__ == "__main__":
    main()
