#!/usr/bin/env python3
"""Writes t-quantiles.json: scipy.stats.t.ppf and t.cdf at integer degrees of freedom, for StudentTTest.

    python3 src/test/resources/golden/stats/t-quantiles.py      (from the project root; needs scipy)
"""
import json, os
from scipy import stats

DFS = list(range(1, 41)) + [50, 60, 99, 100, 120, 199, 200, 399, 500, 799, 1000, 1599, 3199, 6399, 10000, 100000]
PS = [0.975, 0.995, 0.9, 0.8, 0.6, 0.51, 0.025, 0.1, 0.9995]
TS = [0.5, 1.0, 1.96, 2.5, -1.3, 6.0]
rows = []
for df in DFS:
    for p in PS:
        rows.append({"df": df, "p": p, "ppf": float(stats.t.ppf(p, df))})
cdf = [{"df": df, "t": t, "cdf": float(stats.t.cdf(t, df))} for df in DFS for t in TS]
out = {"scipy": __import__("scipy").__version__, "ppf": rows, "cdf": cdf}
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "t-quantiles.json"), "w") as fh:
    json.dump(out, fh)
    fh.write("\n")
