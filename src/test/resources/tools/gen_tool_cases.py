#!/usr/bin/env python3
"""
Differential cases for execute_tool with arbitrary JSON arguments (what the tools playground sends): each case is
a tool name and an arguments JSON text, parsed with json.loads and passed to the reference module's execute_tool on
make_world(). Writes cases.jsonl.gz next to this script: the result dict (value as repr, text) or the exception
type the module raised.

    python3 gen_tool_cases.py       # AGENT_WORLD may point at agent_world.py
"""
import gzip
import json
import os
import random

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


aw = load_module()
W = aw.make_world()


def run(name, args_json):
    args = json.loads(args_json)
    try:
        r = aw.execute_tool(W, name, args)
    except BaseException as ex:
        return {"raise": type(ex).__name__}
    if r["ok"]:
        return {"ok": True, "value": repr(r["value"]), "type": type(r["value"]).__name__, "text": r["text"]}
    return {"ok": False, "error": r["error"]}


CASES = [
    ("db_lookup", '{"table": "country_gdp", "entity": "Arvenia", "year": 2022}'),
    ("db_lookup", '{"entity": "Arvenia", "year": 2022, "table": "country_gdp"}'),
    ("db_lookup", '{"table": "country_gdp", "entity": "  aRVENIA ", "year": 2022}'),
    ("db_lookup", '{"table": "country_gdp", "entity": "Aster Bank", "year": 2022}'),
    ("db_lookup", '{"table": "bank_market_cap", "entity": "aster bank", "year": 2024}'),
    ("db_lookup", '{"table": "country_gdp", "entity": "Arvenia", "year": "2023"}'),
    ("db_lookup", '{"table": "country_gdp", "entity": "Arvenia", "year": 2023.0}'),
    ("db_lookup", '{"table": "country_gdp", "entity": "Arvenia", "year": true}'),
    ("db_lookup", '{"table": "country_gdp", "entity": "Arvenia", "year": 2019}'),
    ("db_lookup", '{"table": "country_gdp", "entity": "Arvenia", "year": -1}'),
    ("db_lookup", '{"table": "country_gdp", "entity": "Arvenia", "year": 123456789012345678901234567890}'),
    ("db_lookup", '{"table": "country_gdp", "entity": "Arvenia"}'),
    ("db_lookup", '{"table": "gdp", "entity": "Arvenia", "year": 2022}'),
    ("db_lookup", '{"table": 5, "entity": "Arvenia", "year": 2022}'),
    ("db_lookup", '{"table": "country_gdp", "entity": ["Arvenia"], "year": 2022}'),
    ("db_lookup", '{"table": "country_gdp", "entity": "Arvenia", "year": 2022, "extra": 1}'),
    ("db_lookup", '{"extra": 1, "table": "country_gdp", "entity": "Arvenia", "year": 2022}'),
    ("db_lookup", '{"table": "country_gdp", "entity": "Arvenia", "year": 2022, "year": "x"}'),
    ("db_lookup", '{"table": "country_gdp", "entity": {"a": 1}, "year": 2022}'),
    ("db_lookup", '{"table": null, "entity": "Arvenia", "year": 2022}'),
    ("db_lookup", '[]'),
    ("db_lookup", '["table", "entity", "year"]'),
    ("db_lookup", '["table", "entity"]'),
    ("db_lookup", '"table entity year"'),
    ("db_lookup", '"tableentity"'),
    ("db_lookup", '""'),
    ("db_lookup", '5'),
    ("db_lookup", '1.5'),
    ("db_lookup", 'null'),
    ("db_lookup", 'true'),
    ("db_lookup", '{}'),
    ("db_series", '{"table": "country_gdp", "entity": "Dravia", "start_year": 2021, "end_year": 2023}'),
    ("db_series", '{"table": "country_gdp", "entity": "Dravia", "start_year": 2018, "end_year": 2030}'),
    ("db_series", '{"table": "country_gdp", "entity": "Dravia", "start_year": 2023, "end_year": 2021}'),
    ("db_series", '{"table": "country_gdp", "entity": "Dravia", "start_year": 2025, "end_year": 2030}'),
    ("db_series", '{"table": "country_gdp", "entity": "Dravia", "start_year": 2022, "end_year": 2022}'),
    ("db_series", '{"table": "bank_market_cap", "entity": "Dravia", "start_year": 2021, "end_year": 2023}'),
    ("db_series", '{"table": "country_gdp", "entity": "Dravia", "start_year": "2021", "end_year": 2023}'),
    ("db_series", '{"table": "country_gdp", "entity": "Dravia", "start_year": -99999999999999999999, "end_year": 99999999999999999999}'),
    ("db_top_k", '{"table": "bank_market_cap", "year": 2022, "k": 3}'),
    ("db_top_k", '{"table": "bank_market_cap", "year": 2022, "k": 3, "order": "asc"}'),
    ("db_top_k", '{"table": "bank_market_cap", "year": 2022, "k": 3, "order": "up"}'),
    ("db_top_k", '{"table": "bank_market_cap", "year": 2022, "k": 30}'),
    ("db_top_k", '{"table": "bank_market_cap", "year": 2022, "k": 99999999999999999999999}'),
    ("db_top_k", '{"table": "bank_market_cap", "year": 2022, "k": 0}'),
    ("db_top_k", '{"table": "bank_market_cap", "year": 2022, "k": -2}'),
    ("db_top_k", '{"table": "country_gdp", "year": 2024, "k": 2}'),
    ("db_top_k", '{"table": "country_gdp", "year": 2019, "k": 2}'),
    ("db_top_k", '{"table": "bank_market_cap", "year": 2022, "k": 3.0}'),
    ("db_top_k", '{"table": "bank_market_cap", "year": 2022, "k": false}'),
    ("db_top_k", '{"table": "bank_market_cap", "year": 2022}'),
    ("web_search", '{"query": "Aster Bank market cap 2021"}'),
    ("web_search", '{"query": "aster bank MARKET CAP 2021 2023"}'),
    ("web_search", '{"query": "top 3 banks by market cap 2022"}'),
    ("web_search", '{"query": "top 3 banks by market cap 2019"}'),
    ("web_search", '{"query": "top 3 countries by GDP 2019"}'),
    ("web_search", '{"query": "top 0 banks 2022"}'),
    ("web_search", '{"query": "top 12 banks 2022"}'),
    ("web_search", '{"query": "stop 2 banks 2022"}'),
    ("web_search", '{"query": "top\\t\\u00a04 banks 2022"}'),
    ("web_search", '{"query": "top \\u0663 banks 2022"}'),
    ("web_search", '{"query": "Arvenia GDP 20\\u0662\\u0663"}'),
    ("web_search", '{"query": "Arvenia GDP x2023"}'),
    ("web_search", '{"query": "Arvenia GDP 2023x"}'),
    ("web_search", '{"query": "Arvenia GDP 2023_"}'),
    ("web_search", '{"query": "Arvenia GDP \\u00e92023"}'),
    ("web_search", '{"query": "Arvenia GDP 2019"}'),
    ("web_search", '{"query": "Arvenia GDP 2024 2020"}'),
    ("web_search", '{"query": "Arvenia GDP 2099 3000"}'),
    ("web_search", '{"query": "Arvenia"}'),
    ("web_search", '{"query": "what about banks in 2022"}'),
    ("web_search", '{"query": "countries 2022 top 2"}'),
    ("web_search", '{"query": "Harbor National and Aster Bank 2021"}'),
    ("web_search", '{"query": "ASTER BANK 2021"}'),
    ("web_search", '{"query": "\\u0130 Aster Bank 2021"}'),
    ("web_search", '{"query": ""}'),
    ("web_search", '{"query": 5}'),
    ("web_search", '{"query": "top ' + "9" * 5000 + ' banks 2022"}'),
    ("web_search", '{"query": "top ' + "9" * 4300 + ' banks 2022"}'),
    ("calculator", '{"expression": "(2 + 3) * 4"}'),
    ("calculator", '{"expression": "1/0"}'),
    ("calculator", '{"expression": 5}'),
    ("calculator", '{"expression": "10/4"}'),
    ("calculator", '{"expression": "' + "9" * 3000 + '*' + "9" * 3000 + '"}'),
    ("calculator", '{}'),
    ("make_chart", '{"title": "t", "labels": ["a", "b"], "values": [1, 2.5]}'),
    ("make_chart", '{"title": "t", "labels": ["a", "b"], "values": [1]}'),
    ("make_chart", '{"title": "t", "labels": [], "values": []}'),
    ("make_chart", '{"title": "t", "labels": ["a", 2], "values": [1, 2]}'),
    ("make_chart", '{"title": "t", "labels": ["a"], "values": [true]}'),
    ("make_chart", '{"title": "t", "labels": ["a"], "values": ["1"]}'),
    ("make_chart", '{"title": "t", "labels": "ab", "values": [1, 2]}'),
    ("make_chart", '{"title": 1, "labels": ["a"], "values": [1]}'),
    ("make_chart", '{"title": "t\\u2192", "labels": ["a"], "values": [1e400]}'),
    ("make_chart", '{"title": "t", "labels": [["a"]], "values": [1]}'),
    ("make_chart", '{"values": [1], "labels": ["a"], "title": "t", "x": 0}'),
    ("nope", '{}'),
    ("DB_LOOKUP", '{"table": "country_gdp", "entity": "Arvenia", "year": 2022}'),
]


def random_cases(rng):
    good = {"table": ['"country_gdp"', '"bank_market_cap"'], "entity": ['"Arvenia"', '"aster bank"', '" Dravia "',
            '"Nowhere"', '"Harbor National"'], "year": ["2020", "2022", "2024", "2019", "2030"],
            "start_year": ["2020", "2021", "2023", "2017"], "end_year": ["2021", "2024", "2026"],
            "k": ["1", "3", "8", "20", "0"], "order": ['"desc"', '"asc"', '"DESC"'],
            "query": ['"Aster Bank market cap 2021"', '"top 3 banks 2022"', '"Borealis GDP 2020 to 2022"',
                      '"gdp 2021"', '"news"', '"top 2 countries 2024"', '"Estoria GDP 2026"'],
            "expression": ['"1 + 2"', '"(2653.6 - 2654.0) / 2654.0 * 100"', '"2 ** 3"', '"1/0"', '"7 // 2"'],
            "title": ['"t"', '"GDP"'], "labels": ['["a", "b"]', '["2020"]', "[]"], "values": ["[1, 2]", "[1.5]",
            "[]"]}
    bad = ['"2022"', "3.0", "true", "null", "[]", "{}", '["a", 1]', "[true]", "-5", "1e400"]
    required = {"db_lookup": ["table", "entity", "year"], "db_series": ["table", "entity", "start_year", "end_year"],
                "db_top_k": ["table", "year", "k"], "web_search": ["query"], "calculator": ["expression"],
                "make_chart": ["title", "labels", "values"]}
    out = []
    for _ in range(1500):
        t = rng.choice(list(required))
        keys = list(required[t])
        if t == "db_top_k" and rng.random() < 0.3:
            keys.append("order")
        rng.shuffle(keys)
        if rng.random() < 0.15:
            keys.pop(rng.randrange(len(keys)))
        if rng.random() < 0.15:
            keys.insert(rng.randrange(len(keys) + 1), rng.choice(list(good)))
        items = []
        for k in keys:
            v = rng.choice(good[k]) if rng.random() < 0.85 else rng.choice(bad)
            items.append(f'"{k}": {v}')
        out.append((t, "{" + ", ".join(items) + "}"))
    return out


def main():
    rng = random.Random(5)
    cases = CASES + random_cases(rng)
    with gzip.open(os.path.join(HERE, "cases.jsonl.gz"), "wt", encoding="ascii") as fh:
        for name, args in cases:
            fh.write(json.dumps({"name": name, "args": args, "r": run(name, args)}, ensure_ascii=True,
                                sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
