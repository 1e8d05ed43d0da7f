"""Fitted TD(lambda) for a small MLP over the same inputs as tdtrain.py (wide and deep):

    z = b + a * lead + sum_i w[i] + v . relu(sum_i W1[i] + u * lead + c)

over the active sparse features i (features.py) and the hand evaluation's lead / 100.

    python tdtrain_mlp.py OUT.npz DATA.npz [...] [--hidden 32] [--lam 0.7] [--epochs 6]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from tdtrain import (  # noqa: E402
    EVAL_SCALE,
    PAD,
    K,
    arguments,
    lambda_returns,
    load,
    logloss,
)


class Adam:
    def __init__(self, shapes, lr):
        self.m = [np.zeros(s, dtype=np.float32) for s in shapes]
        self.v = [np.zeros(s, dtype=np.float32) for s in shapes]
        self.t = 0
        self.lr = lr

    def step(self, params, grads):
        self.t += 1
        b1, b2 = 0.9, 0.999
        for p, g, m, v in zip(params, grads, self.m, self.v, strict=False):
            m *= b1
            m += (1 - b1) * g
            v *= b2
            v += (1 - b2) * g * g
            p -= self.lr * (m / (1 - b1 ** self.t)) / (np.sqrt(v / (1 - b2 ** self.t)) + 1e-8)


def forward(P, bi, d):
    w, W1, u, c, vv, ab = P
    pre = W1[bi].sum(1) + d[:, None] * u + c
    h = np.maximum(pre, 0)
    z = ab[1] + ab[0] * d + w[bi].sum(1) + h @ vv
    return z, pre, h


def predict(P, idx, dense):
    out = np.empty(len(idx), dtype=np.float64)
    for lo in range(0, len(idx), 20000):
        z, _, _ = forward(P, idx[lo:lo + 20000], dense[lo:lo + 20000])
        out[lo:lo + 20000] = z
    return 1 / (1 + np.exp(-out))


def main():
    ap = arguments(epochs=6, lr=0.003)
    ap.add_argument("--hidden", type=int, default=32)
    ap.add_argument("--batch", type=int, default=10000)
    args = ap.parse_args()
    idx, dense, gid, won = load(args.data)
    dense = dense.astype(np.float32)
    print(f"{len(idx)} states, {len(won)} games, learner won {won.mean():.4f}", flush=True)
    H = args.hidden
    rng = np.random.default_rng(0)
    w = np.zeros(PAD + 1, dtype=np.float32)
    W1 = (rng.standard_normal((PAD + 1, H)) * 0.05).astype(np.float32)
    W1[PAD] = 0
    u = (rng.standard_normal(H) * 0.1).astype(np.float32)
    c = np.full(H, 0.1, dtype=np.float32)
    vv = (rng.standard_normal(H) * 0.05).astype(np.float32)
    ab = np.array([1.0, 1.5], dtype=np.float32)
    P = [w, W1, u, c, vv, ab]
    opt = Adam([p.shape for p in P], args.lr)
    ngames = len(won)
    val = (np.arange(ngames) >= int(ngames * 0.9))[gid]
    tr_rows = np.flatnonzero(~val)
    y_row = won[gid]
    for ep in range(args.epochs):
        t0 = time.time()
        pv = predict(P, idx, dense)
        g = lambda_returns(pv, gid, won, args.lam) if args.lam < 1 else y_row
        perm = rng.permutation(tr_rows)
        for lo in range(0, len(perm), args.batch):
            rows = perm[lo:lo + args.batch]
            bi, d = idx[rows], dense[rows]
            z, pre, h = forward(P, bi, d)
            p = 1 / (1 + np.exp(-z))
            err = ((p - g[rows]) / len(rows)).astype(np.float32)
            flat = bi.ravel()
            gw = np.bincount(flat, weights=np.repeat(err, K), minlength=PAD + 1)
            dh = (err[:, None] * vv[None, :]) * (pre > 0)
            gW1 = np.empty_like(W1)
            rep = np.repeat(dh, K, axis=0)
            for j in range(H):
                gW1[:, j] = np.bincount(flat, weights=rep[:, j], minlength=PAD + 1)
            gu = (dh * d[:, None]).sum(0)
            gc = dh.sum(0)
            gv = h.T @ err
            gab = np.array([err @ d, err.sum()], dtype=np.float32)
            gw[PAD] = 0
            gW1[PAD] = 0
            opt.step(P, [gw.astype(np.float32), gW1, gu, gc, gv, gab])
            w[PAD] = 0
            W1[PAD] = 0
        pv = predict(P, idx, dense)
        print(f"epoch {ep + 1}: val logloss vs outcome {logloss(pv[val], y_row[val]):.4f} "
              f"train {logloss(pv[~val], y_row[~val]):.4f}  {time.time() - t0:.0f}s",
              flush=True)
    np.savez(args.out, w=w[:PAD], W1=W1[:PAD], u=u, c=c, v=vv, a=ab[0], b=ab[1],
             eval_scale=EVAL_SCALE, lam=args.lam)


if __name__ == "__main__":
    main()
