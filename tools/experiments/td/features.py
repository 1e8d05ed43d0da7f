"""Sparse features of a 2-player state, from the learner's side, for the TD value.

A state is a pre-draw board: the learner's colour, both sides' pawn locations, whether
the learner draws next (mv), and the draw pile by kind.  ``features`` returns the indexes
of the active binary features (a pawn feature may appear more than once: it then counts).
The same function serves training (tdtrain.py) and play (tdbot.py).
"""

from __future__ import annotations

from sorry_audio.core.board import HOME, START, TRACK_SQUARES, start_square, steps_to_home

# pidx: 0 START, 1..60 track relative to own start square (1 = start square), 61..65 zone,
# 66 HOME
PIDX = {}
for _c in (0, 2):
    row = []
    for loc in range(HOME + 1):
        if loc == START:
            row.append(0)
        elif loc == HOME:
            row.append(66)
        elif loc > TRACK_SQUARES:
            row.append(loc)
        else:
            row.append((loc - start_square(_c)) % TRACK_SQUARES + 1)
    PIDX[_c] = row
LEFT = {c: [steps_to_home(c, loc) for loc in range(HOME + 1)] for c in (0, 2)}
COARSE = [0] + [1 + (p - 1) // 15 for p in range(1, 61)] + [5] * 5 + [6]
FULL_DECK = (5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4)

_offsets = {}
_n = 0


def _block(name: str, size: int) -> int:
    global _n
    _offsets[name] = _n
    _n += size
    return _offsets[name]


O_PAWN = _block("pawn", 2 * 2 * 67)          # side, mv, pidx
O_PAWNH = _block("pawn_home", 2 * 5 * 67)    # side, pawns HOME of that side, pidx
O_COUNTS = _block("counts", 5 * 5 * 5 * 5 * 2)  # start/home of both sides, mv
O_PAIR = _block("pair", 2 * 60 * 2)          # who is behind, distance, mv
O_EXPOSED = _block("exposed", 2 * 67 * 2)    # side, pidx, other side has a pawn in START
O_ENTER = _block("enter", 2 * 5 * 4 * 2)     # side, in START, enter-card share bucket, mv
O_SORRY = _block("sorry", 2 * 2 * 5 * 4 * 2)  # side has START pawn, other's track pawns,
#                                                SORRY! share bucket, mv
O_SHAPE = _block("shape", 2 * 2401 * 2)      # side, sorted coarse pawn tuple, mv
O_RACE = _block("race", 27 * 2)              # steps-left difference bin, mv
O_RACEH = _block("race_home", 27 * 25)       # steps-left difference bin, both sides' HOME
N_FEATURES = _n


def _bucket(share: float) -> int:
    b = int(share * 10)
    return 3 if b > 3 else b


def features(lc: int, mine: tuple[int, ...], theirs: tuple[int, ...], mv: int,
             counts) -> list[int]:
    """Active feature indexes.  ``lc``: learner colour (0 or 2); ``mine``/``theirs``: the
    learner's and the opponent's four locations; ``counts``: draw pile per card kind."""
    oc = 2 - lc
    out = []
    ap = out.append
    sides = ((lc, mine), (oc, theirs))
    nstart = [0, 0]
    nhome = [0, 0]
    track = [[], []]
    left = [0, 0]
    shape = [0, 0]
    for s, (c, pawns) in enumerate(sides):
        pid = PIDX[c]
        lt = LEFT[c]
        cs = []
        for loc in pawns:
            p = pid[loc]
            if p == 0:
                nstart[s] += 1
            elif p == 66:
                nhome[s] += 1
            elif p <= 60:
                track[s].append(loc)
            left[s] += lt[loc]
            cs.append(COARSE[p])
        cs.sort()
        shape[s] = ((cs[0] * 7 + cs[1]) * 7 + cs[2]) * 7 + cs[3]
    total = sum(counts)
    if total == 0:
        counts, total = FULL_DECK, 45
    enter_b = _bucket((counts[0] + counts[1]) / total)
    sorry_b = _bucket(counts[10] / total)
    for s, (c, pawns) in enumerate(sides):
        pid = PIDX[c]
        h = nhome[s]
        other_start = 1 if nstart[1 - s] else 0
        for loc in pawns:
            p = pid[loc]
            ap(O_PAWN + (s * 2 + mv) * 67 + p)
            ap(O_PAWNH + (s * 5 + h) * 67 + p)
            ap(O_EXPOSED + (s * 67 + p) * 2 + other_start)
        ap(O_ENTER + ((s * 5 + nstart[s]) * 4 + enter_b) * 2 + mv)
        ap(O_SORRY + (((s * 2 + (1 if nstart[s] else 0)) * 5 + len(track[1 - s])) * 4
                      + sorry_b) * 2 + mv)
        ap(O_SHAPE + (s * 2401 + shape[s]) * 2 + mv)
    ap(O_COUNTS + (((nstart[0] * 5 + nhome[0]) * 5 + nstart[1]) * 5 + nhome[1]) * 2 + mv)
    for a in track[0]:
        for b in track[1]:
            ap(O_PAIR + (0 * 60 + (a - b) % 60) * 2 + mv)  # their pawn b is (a-b) behind a
            ap(O_PAIR + (1 * 60 + (b - a) % 60) * 2 + mv)  # my pawn a is (b-a) behind b
    d = (left[0] - left[1] + 5) // 10
    d = -13 if d < -13 else 13 if d > 13 else d
    ap(O_RACE + (d + 13) * 2 + mv)
    ap(O_RACEH + (d + 13) * 25 + nhome[0] * 5 + nhome[1])
    return out


MAX_ACTIVE = 8 * 3 + 2 * 3 + 1 + 32 + 2
