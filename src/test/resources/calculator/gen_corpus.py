#!/usr/bin/env python3
"""
Differential corpus for the safe calculator: evaluates expressions with the reference module's execute_tool
(calculator) and writes what it returned -- value, text, error message, or the Python exception it raised -- as
gzipped JSON lines to corpus.jsonl.gz next to this script.

    python3 gen_corpus.py                 # uses $AGENT_WORLD, else ../../../../../shared/seeds/... (see below)

The expressions: hand-picked cases (number literal rules, refusals, parse errors, f-strings, Unicode names), the
deep-nesting families around CPython's limits (200 brackets, parser stack 6000, AST depth, evaluation recursion),
big-int and overflow cases, random expressions from a small grammar, and random mutations of valid ones.

CPython's recursion limits depend on how deep the caller's stack is; execute_tool is called from run(), called
from main(), called at module level -- the context the Java port reproduces (ev: 992 nested nodes evaluate, 993
raise RecursionError; the AST may be 2982 nodes deep counting the Expression node).
"""
import gzip
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def load_module():
    import importlib.machinery
    import importlib.util
    path = os.environ.get("AGENT_WORLD") or "/work/shared/seeds/000_2da5e907bb254f32.txt"
    if os.path.isdir(path):
        path = os.path.join(path, "agent_world.py")
    loader = importlib.machinery.SourceFileLoader("agent_world", path)
    spec = importlib.util.spec_from_loader("agent_world", loader)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


aw = load_module()
W = aw.make_world()


def run(e):
    try:
        r = aw.execute_tool(W, "calculator", {"expression": e})
    except BaseException as ex:          # RecursionError, MemoryError, OverflowError, ValueError (str of a huge int)
        return {"raise": type(ex).__name__}
    if r["ok"]:
        v = r["value"]
        return {"ok": True, "type": type(v).__name__, "value": repr(v), "text": r["text"]}
    return {"ok": False, "error": r["error"]}


CURATED = [
    "1_000", "0x10", "0o17", "0b101", "1j", "1.5j", "True", "False", "None", "...", "1e309", "1e309-1e309", "-1e309",
    "10**2", "2*(3", "x", "f(1)", "__import__('os').system('ls')", "open('x')", "1/0", "1/0.0", "1/-0.0", "0/0",
    "x/0", "1/0+x", "2**(1/0)", "1//2", "7%3", "1@2", "1<<2", "1|2", "1&2", "1^2", "~1", "not 1", "-(-(1))",
    " 1", " 1\n", "\t1", "1\n2", "1 # c", "\\\n1", "1;", "", "   ", "\n", "#", "1if 1else 2", "1and 2", "0777", "00",
    "0_0", "1__0", "1_", "1e1_0", ".5", "1.", "5 .real", "1.real", "1..real", "1 .real", "1e", "1e+", "1E+05", "1e5",
    "a\x00b", "1\x00", "'a'", "b'a'", "f'{1}'", "f'{'", "lambda: 1", "(x:=1)", "x:=1", "*a", "1,2", "(1,2)", "[1]",
    "{1}", "{1:2}", "{}", "()", "1<2", "1 < 2 < 3", "await x", "(yield)", "yield", "f(a=1, 2)", "f(**a, *b)",
    "f(x for x in y, 1)", "lambda x=1, y: 0", "lambda x, x: 0", "b'a' 'b'", "'\\N{foo}'", "b'\u00e9'", "\u00e9",
    "\u20ac", "1 1", "1abc", "1 if 2 else 3", "3/2", "4/2", "7*3", "-0.0", "-(0.0)", "1-1.0", "2-2", "0*-1.0",
    "1e308*10", "1e308/1e-308", "(2 + 3) * 4", "2653.6 minus 2654.0", "percent change from 1.0 to 2.0",
    "(2653.6 - 2654.0) / 2654.0 * 100", "123.4 - 56.7", "(530.1 - 512.3) / 512.3 * 100", "\ud800", "1+\ud800",
    "'\ud800'", "\ufeff1", "1\ufeff", "\x0c1", "\x0c 1", " \x0c1", "1\n  ", "1\n  \n", "1 \n\n  # c\n", "1\r\n",
    "1\r", "1\r\n2", "(1\n+2)", "1 \\\n+ 2", "\\1", "1\\", "1 \\ ", "1 \\\n", "\t\n1", "0x_1", "0x", "0b2", "0o8",
    "0_", "1_2", "1e+1_0", "1.e5", "1._5", "1ifx", "1andy", "1 and 2", "1jx", "0j", "00j", "07.5", "07e1", "0777j",
    "1e5j", "f'{1!r}'", "f'{1!x}'", "f'{1=}'", "f'{1=!r:>10}'", "f'{1:{2}}'", "f'{1:{2:{3}}}'", "f'{}'", "f'{ }'",
    "f'{!r}'", "f'{a#}'", "f'{a\\n}'", "f'\\n{a}'", "f'}'", "f'}}'", "f'{{'", "f'{a'", "f'{a:'", "f'{a!'", "f'{a)}'",
    "f'{(a}'", "f'{a,b}'", "f'{*a}'", "f'{yield}'", "f'{x for x in y}'", "f'{lambda x: 1}'", "f'{x:=1}'",
    "f'{(x:=1)}'", "f'{a!=b}'", "f'{a<b}'", "f'{\"a\"}'", "f'\\N{DIGIT ONE}'", "f'\\N{bogus}'", "'\\N{DIGIT ONE}'",
    "'\\N{digit one}'", "'\\x4'", "'\\x41'", "b'\\x4'", "'\\u12'", "'\\U00110000'", "'\\U0010ffff'", "b'\\u12'",
    "rb'\\x'", "br'a'", "Rb'a'", "ub'a'", "bu'a'", "u'a'", "U'a'", "fr'{a}'", "rf'\\{a}'", "f'\\{a}'", "'a' b'b'",
    "b'a' b'b'", "'a' f'b'", "'''a\nb'''", "'a\nb'", "'a\\\nb'", '"""a"""', "'\\d'", "(1,)", "{**a}", "{*a}",
    "{1:2, **a}", "{1, 2,}", "a[1:2]", "a[:]", "a[::]", "a[1:2, 3]", "a[*b]", "a[]", "a[b:=1]", "a[(b:=1)]",
    "f(a, *b, c=1, **d)", "f(**a, b=1)", "f(*a, b)", "f(b=1, *a)", "f(a for a in b)", "f(a=1)", "f(a:=1)",
    "f(a.b=1)", "f(True=1)", "[x for x in y if z]", "[x async for x in y]", "[x for x.y in z]", "[x for f() in z]",
    "[x for (a, b) in z]", "[x for [a, *b] in z]", "[x for *a in z]", "[x for a, in z]", "[x for () in z]",
    "[x for 1 .a in z]", "[x for a[0] in z]", "[x for (a) in z]", "[x for ((a)) in z]", "[x for (a.b) in z]",
    "[x for a in z for b in c]", "[x for a in b if c if d]", "{x: y for x in z}", "{x for x in z}",
    "(x for x in y)", "lambda x, /, y, *, z: 1", "lambda *a, **k: 1", "lambda x=1, *, y: 1", "lambda *: 1",
    "lambda **k, x: 1", "lambda x=1, y=2, /: 1", "lambda x, /: 1", "lambda /: 1", "a if b else c", "a if b",
    "a not in b", "a is not b", "a <> b", "a or b and c", "await await a", "-await a", "a ** -b", "a.b.c",
    "a.True", "a.match", "match", "case", "_", "x := 1", "(x := 1)", "(a.b := 1)", "(yield from a)",
    "(yield a, b)", "*a, b", "a, *b", "(*a,)", "(*a)", "[*a]", "print", "..", "1;2", "a b", "a$", "a?", "a`", "a!",
    "!a", "a!b", "\\", "1 \\\n+2", "1 \\ \n+2", "$", "1\x01", "\x00", "a\u00e9", "\u00e91", "1\u00e9", "\u00b7",
    "a\u00b7", "\u2118", "\u2135", "\u00b0", "a\u200b", "\u00a0", "a\u00a0b", "\ufb01", "\uff58", "x\u0301",
    "\u0301", "\U0001d518", "a\u200d", "a\u200c", "1 if 2 else 3 if 4 else 5", "None.x", "1.0.real",
    "9" * 4300, "9" * 4301, "1" + "0" * 4299, "1" + "0" * 4300, "1_" * 4300 + "1", "0" * 5000, "0" * 4300 + "1",
    "0x" + "f" * 5000, "9" * 3000 + "*" + "9" * 3000, "1" * 400 + "/3", "1" * 400 + "/1" + "0" * 10,
    "1" * 400 + "+1.0", "1.0*" + "1" * 400, "2" * 300 + "/" + "3" * 300, "1/" + "3" * 400, "-" + "1" * 400 + "/3",
    "10000000000000000000000/3", "2**1000", "1" + "0" * 308 + ".0", "1" + "0" * 309 + ".0", "1e-400", "1e-320/3",
    "123456789012345678901234567890", "-123456789012345678901234567890*2", "0.1+0.2", "1/3", "2/3*3", "100*1.1",
    "1e16", "1e22", "1e-5", "0.0001", "123456789.123456789", "5e-324", "5e-324/2", "1.7976931348623157e308",
    "1.7976931348623157e308*1.0000000000000002",
]

# deep nesting around CPython's limits: (family, builder, thresholds to probe)
FAMILIES = [
    ("parens", lambda n: "(" * n + "1" + ")" * n, [199, 200, 201]),
    ("brackets", lambda n: "[" * n + "1" + "]" * n, [199, 200, 201]),
    ("neg_parens", lambda n: "-(" * n + "1" + ")" * n, [199, 200, 201]),
    ("unary-", lambda n: "-" * n + "1", [991, 992, 993, 994, 2979, 2980, 2981, 5974, 5975, 5976]),
    ("unary+", lambda n: "+" * n + "1", [992, 993, 2980, 2981, 5975, 5976]),
    ("invert", lambda n: "~" * n + "1", [2980, 2981, 5975, 5976]),
    ("not", lambda n: "not " * n + "1", [2980, 2981, 5975, 5976]),
    ("add", lambda n: "1" + "+1" * n, [991, 992, 993, 2979, 2980, 2981]),
    ("div", lambda n: "1" + "/1" * n, [992, 993]),
    ("add_name", lambda n: "x" + "+1" * n, [992, 993]),
    ("add_tail_name", lambda n: "1" + "+1" * n + "+x", [991, 992]),
    ("unary_name", lambda n: "-" * n + "x", [992, 993, 2980, 2981]),
    ("pow", lambda n: "2" + "**2" * n, [2986, 2987, 2988]),
    ("ifelse", lambda n: "1 if 1 else " * n + "1", [2980, 2981, 5975, 5976]),
    ("lambda", lambda n: "lambda:" * n + "1", [2986, 2987, 2988]),
    ("lambda_default", lambda n: "lambda x=" * n + "1:1" + ":1" * (n - 1), [745, 746, 747]),
    ("call_unary", lambda n: "f(" + "-" * n + "1)", [5950, 5951, 5952]),
    ("list_unary", lambda n: "[" + "-" * n + "1]", [5945, 5946, 5947]),
    ("paren_unary", lambda n: "(" + "-" * n + "1)", [5946, 5947, 5948]),
    ("cmp_unary", lambda n: "1<" + "-" * n + "1", [5971, 5972, 5973]),
    ("tuple_unary", lambda n: "1," + "-" * n + "1", [5972, 5973, 5974]),
    ("dict_unary", lambda n: "{1:" + "-" * n + "1}", [5945, 5946, 5947]),
    ("kw_unary", lambda n: "f(a=" + "-" * n + "1)", [5947, 5948, 5949]),
    ("fstring_unary", lambda n: "f'{" + "-" * n + "1}'", [5945, 5946, 5947]),
    ("genexp_unary", lambda n: "(x for x in " + "-" * n + "1)", [5947, 5948, 5949]),
    ("attr", lambda n: "x" + ".a" * n, [2980, 2981]),
    ("calls", lambda n: "f" + "()" * n, [2980, 2981]),
    ("long_sum", lambda n: "1" + "+1" * n, [30000]),
    ("long_unary_garbage", lambda n: "-" * n + "1 +", [100, 6000]),
    ("garbage_then_unary", lambda n: "$" + "-" * n + "1", [6000]),
    ("parens_10000", lambda n: "(" * n + "1" + ")" * n, [10000]),
]

NUMBERS = ["0", "1", "2", "7", "10", "42", "100", "3.5", "0.1", "2.5e3", "1e-3", "1_000", "0x1f", "0o7", "0b11",
           "1.", ".5", "12345678901234567890", "3j", "007.0", "1e400", "0.0", "2654.0", "2653.6", "512.3"]
OPS = ["+", "-", "*", "/", "//", "%", "**", "@", "<<", ">>", "&", "|", "^", "<", "==", " and ", " or "]
ATOMS = ["x", "f(1)", "a.b", "a[0]", "'s'", "f'{x}'", "True", "None", "(1, 2)", "[1]", "{1: 2}", "lambda: 1",
         "(x := 2)", "...", "(y for y in z)"]
SPACE = ["", " ", "  ", "\t"]


def gen_expr(rng, depth=0):
    r = rng.random()
    if depth > 4 or r < 0.3:
        return rng.choice(NUMBERS) if rng.random() < 0.85 else rng.choice(ATOMS)
    if r < 0.45:
        return rng.choice(["-", "+", "-", "~", "not "]) + gen_expr(rng, depth + 1)
    if r < 0.6:
        return "(" + rng.choice(SPACE) + gen_expr(rng, depth + 1) + rng.choice(SPACE + ["\n"]) + ")"
    op = rng.choice(OPS[:4] * 4 + OPS)
    return gen_expr(rng, depth + 1) + rng.choice(SPACE) + op + rng.choice(SPACE) + gen_expr(rng, depth + 1)


MUTATION_CHARS = list("()[]{}+-*/.,:;=!<>'\"\\#_ \t\n0123456789eExXjJabc$?`@%&|^~") + ["\u00e9", "\u20ac", "\x00"]


def mutate(rng, e):
    e = list(e)
    for _ in range(rng.randint(1, 3)):
        k = rng.random()
        i = rng.randrange(len(e) + 1)
        if k < 0.4 and e:
            del e[min(i, len(e) - 1)]
        elif k < 0.8:
            e.insert(i, rng.choice(MUTATION_CHARS))
        elif e:
            e[min(i, len(e) - 1)] = rng.choice(MUTATION_CHARS)
    return "".join(e)


def main():
    rng = random.Random(20241130)
    exprs = []
    seen = set()

    def add(e):
        if e not in seen:
            seen.add(e)
            exprs.append(e)

    for e in CURATED:
        add(e)
    for _, build, ns in FAMILIES:
        for n in ns:
            add(build(n))
    for _ in range(2500):
        add(gen_expr(rng))
    base = [e for e in exprs[:len(CURATED)] if len(e) < 60] + [gen_expr(rng) for _ in range(300)]
    for _ in range(2500):
        add(mutate(rng, rng.choice(base)))
    for _ in range(300):                           # the formulas the agent writes, with random operands
        a = rng.choice([rng.uniform(-1e4, 1e4), round(rng.uniform(0, 3000), 1), rng.uniform(0, 1e-6), 0.0, -0.0,
                        float(rng.randrange(1, 10 ** 6)), rng.uniform(0, 1) * 10.0 ** rng.randrange(-320, 308)])
        b = rng.choice([rng.uniform(-1e4, 1e4), round(rng.uniform(0, 3000), 1), 0.0])
        add(aw.formula_expr(rng.choice(["diff", "growth"]), a, b))
        add(f"{a} minus {b}")
    out = os.path.join(HERE, "corpus.jsonl.gz")
    with gzip.open(out, "wt", encoding="ascii") as fh:
        for e in exprs:
            fh.write(json.dumps({"e": e, "r": run(e)}, ensure_ascii=True, sort_keys=True) + "\n")
    print(f"{len(exprs)} expressions -> {out}", file=sys.stderr)


if __name__ == "__main__":
    main()
