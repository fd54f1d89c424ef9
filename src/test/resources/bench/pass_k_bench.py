#!/usr/bin/env python3
"""
The pass^k workload timed with the reference module (agent_world.py), for comparison with the Java port's
`sim --mode bench` / PassKBenchmark: world seed 14; 200 familiar tasks (seed 1) plus 200 new-data tasks (seed 2);
every standard config through run_config with its own random.Random(0); 8 runs per task in a row. Episodes are
counted as ref_dump.py counts them (attempts of every tool-using run). Warm-up rounds run first and are not counted.

    python3 pass_k_bench.py [--rounds 3] [--warmup 1]       # AGENT_WORLD: path of agent_world.py

Prints one JSON object: episodes, seconds (wall), cpu_seconds, episodes_per_second, per-round times.
"""
import argparse
import importlib.machinery
import importlib.util
import json
import os
import platform
import random
import time


def load_module():
    path = os.environ.get("AGENT_WORLD") or "/work/shared/seeds/000_2da5e907bb254f32.txt"
    if os.path.isdir(path):
        path = os.path.join(path, "agent_world.py")
    loader = importlib.machinery.SourceFileLoader("agent_world", path)
    spec = importlib.util.spec_from_loader("agent_world", loader)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def one_round(aw, world, tasks, configs):
    episodes = correct = 0
    for cfg in configs:
        rng = random.Random(0)
        for t in tasks:
            for _ in range(8):
                r = aw.run_config(world, t, cfg, rng)
                correct += r["correct"]
                if cfg.tools:
                    episodes += r["attempts"]
    return episodes, correct


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--warmup", type=int, default=1)
    a = p.parse_args()
    aw = load_module()
    world = aw.make_world(14)
    tasks = aw.make_tasks(world, 200, 1) + aw.make_tasks(world, 200, 2, new_data=True)
    configs = aw.standard_configs()
    per_round = None
    for _ in range(a.warmup):
        per_round = one_round(aw, world, tasks, configs)
    episodes = 0
    walls = []
    t0, c0 = time.perf_counter(), time.process_time()
    for _ in range(a.rounds):
        r0 = time.perf_counter()
        e, c = one_round(aw, world, tasks, configs)
        walls.append(time.perf_counter() - r0)
        episodes += e
        per_round = (e, c)
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    print(json.dumps({"implementation": "python " + platform.python_version(), "rounds": a.rounds,
                      "warmup_rounds": a.warmup, "episodes": episodes, "seconds": wall, "cpu_seconds": cpu,
                      "episodes_per_second": episodes / wall, "episodes_per_cpu_second": episodes / cpu,
                      "episodes_per_round": per_round[0], "correct_per_round": per_round[1],
                      "round_seconds": walls}, sort_keys=True))


if __name__ == "__main__":
    main()
