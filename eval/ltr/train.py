"""LambdaMART for Folio's learned lexical re-ranker (docs/decisions/0044-learned-lexical-reranker.md).

Reads the features eval/ltr/features.ts wrote (the server's own feature code), trains on the train
split's queries and writes the model the server loads. Needs Python 3 with numpy, offline only.
Several feature files (the same claims over the corpus as ingested and at library level) train one
model on all of them; cross-validation keeps a claim's rows of every file in the same fold.

  python3 eval/ltr/train.py feats.jsonl [more.jsonl ...] apps/server/src/retrieval/learned/model.json   # train, write, report
  python3 eval/ltr/train.py feats.jsonl [more.jsonl ...] --cv                                             # 5-fold CV on train

LambdaMART: nDCG@10 lambdas, Newton leaves, greedy histogram trees over 32 quantile bins per
feature; the score starts from the first stage's score over the best one x INIT_SCALE, so the
trees learn corrections to the ranking rather than a ranking from nothing.
"""
import json, sys
import numpy as np

TREES, DEPTH, RATE, INIT_SCALE, BINS, RERANK_DEPTH = 150, 4, 0.1, 10.0, 32, 100
NAMES = ["final", "logrank", "relscore", "bm25f", "prox", "prf", "bm25body", "bm25title", "share", "shareTitle",
         "countShare", "win15", "pairs", "logLen", "logTitleLen", "lmDir", "firstPos", "nTerms", "missMax", "rareShare"]
DISC = 1 / np.log2(np.arange(2, 12))


def load(path):
    with open(path) as f:
        meta = json.loads(f.readline())
        queries = []
        for line in f:
            r = json.loads(line)
            X = np.array([c["f"] for c in r["cands"]], dtype=float).reshape(-1, len(NAMES))
            y = np.array([c["rel"] for c in r["cands"]], dtype=float)
            queries.append(dict(qid=r["qid"], split=r["split"], nrel=r["nrel"], X=X, y=y))
    return meta, queries


def ndcg10(scores, y, nrel):
    if nrel == 0 or len(y) == 0:
        return 0.0
    order = np.argsort(-scores, kind="stable")[:10]
    return float((y[order] > 0) @ DISC[:len(order)]) / DISC[:min(nrel, 10)].sum()


def start(q):
    return q["X"][:, 0] / max(q["X"][0, 0], 1e-9) * INIT_SCALE


def lambdas(s, y, nrel, offs):
    g = np.zeros_like(s); h = np.zeros_like(s)
    for a, b, n in zip(offs[:-1], offs[1:], nrel):
        ss, yy = s[a:b], y[a:b]
        pos = np.where(yy > 0)[0]; neg = np.where(yy == 0)[0]
        if n == 0 or len(pos) == 0 or len(neg) == 0:
            continue
        order = np.argsort(-ss, kind="stable"); rank = np.empty(len(ss), int); rank[order] = np.arange(len(ss))
        disc = np.where(rank < 10, 1 / np.log2(rank + 2), 0.0)
        dd = np.abs(disc[pos][:, None] - disc[neg][None, :]) / DISC[:min(n, 10)].sum()  # |delta nDCG@10| of a swap
        rho = 1 / (1 + np.exp(ss[pos][:, None] - ss[neg][None, :]))
        lam = dd * rho; hess = dd * rho * (1 - rho)
        g[a + pos] += lam.sum(1); g[a + neg] -= lam.sum(0)
        h[a + pos] += hess.sum(1); h[a + neg] += hess.sum(0)
    return g, h


def fit_tree(B, edges, g, h, lam=1.0, min_h=1e-3):
    """A greedy tree maximising the Newton gain; returns it as the server reads it, thresholds in feature units."""
    def grow(idx, d):
        G, H = g[idx].sum(), h[idx].sum()
        best = None
        if d < DEPTH and len(idx) > 20:
            for j in range(B.shape[1]):
                cg = np.cumsum(np.bincount(B[idx, j], g[idx], BINS + 1))[:-1]
                ch = np.cumsum(np.bincount(B[idx, j], h[idx], BINS + 1))[:-1]
                ok = (ch > min_h) & (H - ch > min_h)
                gain = np.where(ok, cg**2 / (ch + lam) + (G - cg)**2 / (H - ch + lam) - G**2 / (H + lam), -1)
                t = int(np.argmax(gain))
                if gain[t] > 0 and t < len(edges[j]) and (best is None or gain[t] > best[0]):
                    best = (gain[t], j, t)
        if best is None:
            return {"v": RATE * G / (H + lam)}
        _, j, t = best
        left = B[idx, j] <= t  # bin <= t exactly when the value is below edges[j][t]
        return {"f": j, "t": float(edges[j][t]), "l": grow(idx[left], d + 1), "r": grow(idx[~left], d + 1)}
    return grow(np.arange(len(g)), 0)


def predict(tree, X):
    out = np.zeros(len(X))
    def walk(node, rows):
        if "v" in node:
            out[rows] = node["v"]; return
        left = X[rows, node["f"]] < node["t"]
        walk(node["l"], rows[left]); walk(node["r"], rows[~left])
    walk(tree, np.arange(len(X)))
    return out


def train(queries):
    qs = [q for q in queries if len(q["y"])]
    X = np.vstack([q["X"] for q in qs]); y = np.concatenate([q["y"] for q in qs])
    offs = np.cumsum([0] + [len(q["y"]) for q in qs])
    edges = [np.unique(np.quantile(X[:, j], np.linspace(0, 1, BINS + 1)[1:-1])) for j in range(X.shape[1])]
    B = np.stack([np.searchsorted(edges[j], X[:, j], side="right") for j in range(X.shape[1])], 1)
    s = np.concatenate([start(q) for q in qs]); trees = []
    for _ in range(TREES):
        g, h = lambdas(s, y, [q["nrel"] for q in qs], offs)
        tree = fit_tree(B, edges, g, h)
        s += predict(tree, X); trees.append(tree)
    return trees


def evaluate(trees, queries):
    model, base = [], []
    for q in queries:
        if not len(q["y"]):
            model.append(0.0); base.append(0.0); continue
        s = start(q) + sum(predict(t, q["X"]) for t in trees)
        model.append(ndcg10(s, q["y"], q["nrel"])); base.append(ndcg10(q["X"][:, 0], q["y"], q["nrel"]))
    return float(np.mean(model)), float(np.mean(base))


def main():
    paths, target = sys.argv[1:-1], sys.argv[-1]
    loaded = [load(p) for p in paths]
    train_sets = [[q for q in qs if q["split"] == "train"] for _, qs in loaded]
    train_qs = [q for qs in train_sets for q in qs]
    if target == "--cv":
        qids = list(dict.fromkeys(q["qid"] for q in train_qs))
        fold_of = dict(zip(qids, np.random.default_rng(1).permutation(len(qids)) % 5))
        res = []
        for k in range(5):
            trees = train([q for q in train_qs if fold_of[q["qid"]] != k])
            res.append([evaluate(trees, [q for q in qs if fold_of[q["qid"]] == k]) for qs in train_sets])
            print("fold %d " % k + " | ".join("%s model %.4f base %.4f" % ((p,) + r) for p, r in zip(paths, res[-1])), flush=True)
        mean = np.mean(res, 0)
        print("CV " + " | ".join("%s model %.4f base %.4f" % (p, m, b) for p, (m, b) in zip(paths, mean)))
        return
    trees = train(train_qs)
    lengths = np.array([n for meta, _ in loaded for n in meta["lengths"]], dtype=float)
    chunks = [n for meta, _ in loaded for n in meta["chunks"]]
    # The gate: a scope's median document length must fall within the training documents' 5th-95th percentiles.
    gate = {"lang": "en", "minMedianLength": float(np.percentile(lengths, 5)), "maxMedianLength": float(np.percentile(lengths, 95)),
            "maxMedianChunks": int(np.median(chunks))}
    with open(target, "w") as f:
        json.dump({"features": NAMES, "initScale": INIT_SCALE, "depth": RERANK_DEPTH, "gate": gate, "trees": trees}, f, separators=(",", ":"))
        f.write("\n")
    for p, (_, queries) in zip(paths, loaded):
        for split in sorted({q["split"] for q in queries}):
            print("%s %s nDCG@10 model %.4f first stage %.4f" % ((p, split) + evaluate(trees, [q for q in queries if q["split"] == split])))


main()
