# Parity vectors for Actions.parseJson. parse_json below is the book's agent_research.parse_json
# (bare, fence-stripped, then greedy first {...}), with the failure action named "parse_failure"
# as 01_react_reasoning names it. Python's json.loads is the reference for what counts as JSON.
import json, random, re

def failure(error):
    return {"action": "parse_failure", "error": error}

def parse_json(raw):
    raw = raw.strip()
    try:
        parsed = json.loads(raw)
        return parsed if isinstance(parsed, dict) else failure("Expected JSON object")
    except json.JSONDecodeError:
        pass
    raw = re.sub(r"^```(?:json)?\s*", "", raw)
    raw = re.sub(r"\s*```$", "", raw)
    try:
        parsed = json.loads(raw)
        return parsed if isinstance(parsed, dict) else failure("Expected JSON object")
    except json.JSONDecodeError:
        pass
    match = re.search(r"\{.*\}", raw, re.DOTALL)
    if match:
        try:
            parsed = json.loads(match.group())
            return parsed if isinstance(parsed, dict) else failure("Expected JSON object")
        except json.JSONDecodeError:
            pass
    return failure("JSON parse failure")

rng = random.Random(6)
words = ["rates", "Fed", "hike", "U.S.", "2024", "cap", "}", "{", "\"", "\\", "```", "json", "\n", " ", "\t", ":", ",", "[", "]",
         "null", "true", "NaN", "Infinity", "-Infinity", "1e400", "0.5", "-0", "01", "1.", ".5", "+1", "\u00a0", "\u2026", "\ufeff"]

def rand_value(depth=0):
    k = rng.randint(0, 9 if depth < 3 else 5)
    if k == 0: return None
    if k == 1: return rng.choice([True, False])
    if k == 2: return rng.randint(-10**6, 10**6)
    if k == 3: return rng.choice([rng.random(), -rng.random() * 1e5, 1e300, 10**30, 2**40])
    if k in (4, 5): return "".join(rng.choice(words) for _ in range(rng.randint(0, 6)))
    if k in (6, 7): return [rand_value(depth + 1) for _ in range(rng.randint(0, 3))]
    return {rng.choice(["a", "action", "query", "p_yes", "rationale", "x y", "confidence"]): rand_value(depth + 1) for _ in range(rng.randint(0, 4))}

def action_obj():
    kind = rng.randint(0, 5)
    if kind == 0: o = {"action": "search", "query": rand_value()}
    elif kind == 1: o = {"action": "forecast", "p_yes": rand_value(), "rationale": rand_value()}
    elif kind == 2: o = {"action": "forecast", "p_yes": rng.random(), "rationale": "Because (1) a; (2) b.", "confidence": rand_value()}
    elif kind == 3: o = {"action": rand_value()}
    else: o = rand_value() if rng.random() < 0.3 else {"action": rng.choice(["search", "forecast", "think", "abstain"]), "query": "q"}
    return o

def dumps(o):
    s = json.dumps(o, allow_nan=True, indent=rng.choice([None, None, 2]))
    if rng.random() < 0.1:
        s = s.replace("0.5", "NaN", 1)
    return s

def wrap(s):
    w = rng.randint(0, 9)
    if w == 0: return s
    if w == 1: return "```json\n" + s + "\n```"
    if w == 2: return "```\n" + s + "\n```"
    if w == 3: return "Sure, here is my action:\n" + s
    if w == 4: return s + "\nLet me know if you need more."
    if w == 5: return "```json\n```json\n" + s + "\n```\n```"
    if w == 6: return s[: rng.randint(0, len(s))]
    if w == 7: return "  \n\u00a0" + s + " \t\n"
    if w == 8: return s + " " + s
    return "".join(rng.choice(words) for _ in range(rng.randint(0, 12)))

fixed = ['{"action":"search","query":"x"}', '```json\n{"action":"search","query":"x"}\n```', 'Thought: need data.\n```json\n{"action":"forecast","p_yes":0.6,"rationale":"r"}\n```',
         '[{"action":"search","query":"x"}]', 'Here: [{"action":"search","query":"x"}]', '{"a":1} {"b":2}', '{"p_yes": NaN}', '{"p_yes": Infinity, "q": -Infinity}',
         '\ufeff{"action":"search","query":"x"}', '{"n": 1e400, "m": -1e400}', '{"big": 100000000000000000000000000000000000000000}', '"just a string"', '42', 'null', '',
         '{"action":"forecast","p_yes":true,"rationale":"r"}', '{"dup":1,"dup":2}', '{"a":01}', '{"a":1.}', '{"a":.5}', '{"a":+1}', "{'a': 1}", '{"a":1,}',
         '{"a":"line\nbreak"}', '{"a":"\\ud800"}', '```{"action":"search","query":"x"}```', '{"action":"search","query":"x"}\n```', '{"x": [1, 2, {"y": null}]} trailing}']
replies = fixed + [wrap(dumps(action_obj())) for _ in range(900)]
vectors = [{"reply": r, "parsed": parse_json(r)} for r in replies]
json.dump(vectors, open("/work/wt-forecast/src/test/resources/forecast/parse_vectors.json", "w"), allow_nan=True)
print(len(vectors), sum(1 for v in vectors if v["parsed"].get("action") == "parse_failure"))
