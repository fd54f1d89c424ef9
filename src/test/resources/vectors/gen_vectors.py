#!/usr/bin/env python3
"""
Test vectors for the Python primitives the port reproduces, computed by CPython (3.11, glibc) and written to
vectors.json.gz next to this script: random.Random (int and str seeds), round, repr, format .4g/.1f, math.fsum,
math.log on idf arguments, math.erf, and _latent values of the reference module.

    python3 gen_vectors.py        # AGENT_WORLD may point at agent_world.py (default: the seed document)
"""
import gzip
import json
import math
import os
import random
import struct

HERE = os.path.dirname(os.path.abspath(__file__))


def load_module():
    import importlib.machinery
    import importlib.util
    path = os.environ.get("AGENT_WORLD") or "/work/shared/seeds/000_2da5e907bb254f32.txt"
    loader = importlib.machinery.SourceFileLoader("agent_world", path)
    spec = importlib.util.spec_from_loader("agent_world", loader)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def bits(x):
    return struct.unpack("<q", struct.pack("<d", x))[0]


def main():
    aw = load_module()
    rng = random.Random(99)
    out = {}

    seeds = [0, 1, 14, -5, 2 ** 40 + 3, 10 ** 30, 2 ** 32 - 1, "F007|small|skip1", "", "\u00e9\u6f22"]
    rand = []
    for s in seeds:
        r = random.Random(s)
        row = {"seed": s if isinstance(s, str) else str(s), "str": isinstance(s, str),
               "random": [bits(r.random()) for _ in range(8)],
               "getrandbits": [r.getrandbits(k) for k in range(0, 33)],
               "randrange": [r.randrange(n) for n in (1, 2, 3, 7, 8, 65, 1000, 2 ** 31 - 1)],
               "choice": [r.choice([3, 4, 5]) for _ in range(10)],
               "uniform": [bits(r.uniform(40, 400)) for _ in range(5)]}
        for _ in range(700):                       # cross the 624-word regeneration
            r.random()
        row["after"] = [bits(r.random()) for _ in range(3)]
        rand.append(row)
    out["random"] = rand

    xs = [0.0, -0.0, 0.05, 0.15, 0.25, 0.35, 0.45, 2.675, 1332.25, -0.04, 1e16, 1e-5, 1e-4, 1234567890123456.0,
          0.1 + 0.2, 5e-324, 1.7976931348623157e308, 123.45, -2.5, 0.5, 1.5, 2.5, 999.95, 1000.0, 999.9500000000001]
    for _ in range(3000):
        k = rng.random()
        if k < 0.3:
            xs.append(round(rng.uniform(-5000, 5000), rng.randrange(0, 4)))
        elif k < 0.5:
            xs.append(rng.randrange(-10 ** 6, 10 ** 6) / 20.0)
        elif k < 0.8:
            xs.append(rng.uniform(-1, 1) * 10.0 ** rng.randrange(-30, 30))
        else:
            while True:
                x = struct.unpack("<d", struct.pack("<Q", rng.getrandbits(64)))[0]
                if math.isfinite(x):
                    break
            xs.append(x)
    for p in range(-1074, 1024, 7):
        for d in (-1, 0, 1):
            x = math.ldexp(1.0, p)
            xs.append(math.nextafter(x, math.inf) if d > 0 else math.nextafter(x, 0) if d < 0 else x)
    out["floats"] = [{"x": bits(x), "repr": repr(x), "round1": bits(round(x, 1)), "round2": bits(round(x, 2)),
                      "round0": str(round(x)), "g4": format(x, ".4g"), "f1": format(x, ".1f"),
                      "tenths": str(int(round(x * 10))) if math.isfinite(x * 10) else None} for x in xs]

    lists = []
    for _ in range(300):
        n = rng.randrange(0, 30)
        lists.append([rng.uniform(-1, 1) * 10.0 ** rng.randrange(-20, 20) for _ in range(n)])
    lists.append([1e100, 1.0, -1e100, 1e-100])
    lists.append([0.2, 0.2, 0.25, 0.15, 0.2])
    out["fsum"] = [{"xs": [bits(x) for x in l], "sum": bits(math.fsum(l))} for l in lists]

    out["log"] = [{"x": bits((1 + n) / (1 + c)), "log": bits(math.log((1 + n) / (1 + c)))}
                  for n in range(1, 40) for c in range(1, n + 1)]

    erf = []
    for _ in range(3000):
        x = rng.uniform(-1.25, 1.25)
        erf.append(x)
    for _ in range(500):
        erf.append(rng.uniform(-7, 7))
    erf += [0.0, -0.0, 1e-300, -1e-310, 0.84375, 1.25, 1 / 0.35, 6.0, 27.0]
    out["erf"] = [{"x": bits(x), "erf": bits(math.erf(x))} for x in erf]

    keys = ["F000|small|plan", "F007|small|skip1", "N199|large|loop2", "F123|small|args0", "x|y|z"]
    out["latent"] = [{"key": k, "value": bits(aw._latent(k))} for k in keys]

    with gzip.open(os.path.join(HERE, "vectors.json.gz"), "wt", encoding="ascii") as fh:
        json.dump(out, fh, ensure_ascii=True, sort_keys=True)


if __name__ == "__main__":
    main()
