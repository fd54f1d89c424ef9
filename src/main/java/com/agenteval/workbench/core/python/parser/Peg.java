package com.agenteval.workbench.core.python.parser;

import static com.agenteval.workbench.core.python.parser.PythonTokenizer.ENDMARKER;
import static com.agenteval.workbench.core.python.parser.PythonTokenizer.ERROR;
import static com.agenteval.workbench.core.python.parser.PythonTokenizer.NAME;
import static com.agenteval.workbench.core.python.parser.PythonTokenizer.NEWLINE;
import static com.agenteval.workbench.core.python.parser.PythonTokenizer.NUMBER;
import static com.agenteval.workbench.core.python.parser.PythonTokenizer.OP;
import static com.agenteval.workbench.core.python.parser.PythonTokenizer.STRING;

import com.agenteval.workbench.core.python.PyObject.PyException;
import com.agenteval.workbench.core.python.parser.PythonParser.Ast;
import com.agenteval.workbench.core.python.parser.PythonParser.PythonSyntaxError;
import com.agenteval.workbench.core.python.parser.PythonTokenizer.Token;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * A packrat PEG interpreter with the semantics of the C parsers pegen generates: ordered choice, cut ({@code ~}),
 * lookaheads, memoised rules ({@code (memo)}), left-recursive rules grown from a seed, and pegen's artificial
 * rules. Every rule call, including the {@code _loop0}, {@code _loop1}, {@code _gather} and {@code _tmp} rules
 * pegen makes for repeats, gathers and groups that cannot be inlined (and the extra {@code _raw} call of a
 * left-recursive rule), takes one level of the parser stack, so {@code MAXSTACK} is hit exactly where CPython's first
 * pass hits it (the second, error-reporting pass is not run: see README.md). The parser's stack is its own (a deque
 * of frames), not Java's: a parse 6000 levels deep takes a few Java frames, on whatever thread calls it.
 *
 * <p>The grammar is read from python.gram notation ({@link ExpressionGrammar}); actions are tags that build {@link
 * Ast} nodes: {@code {node}} (a node one deeper than its deepest item), {@code {bin}}, {@code {unary}}, {@code {num}},
 * {@code {strings}}, {@code {seq}} (items kept together without an AST node of their own), {@code {error}} (a
 * SyntaxError) and {@code {x}} (the item named x). Without an action an alternative yields its only item, as pegen's
 * default action does.
 */
final class Peg {

    /** CPython's {@code MAXSTACK}: the rule depth at which pegen raises MemoryError. */
    static final int MAXSTACK = 6000;

    static final Set<String> KEYWORDS = Set.of(
            "False",
            "None",
            "True",
            "and",
            "as",
            "assert",
            "async",
            "await",
            "break",
            "class",
            "continue",
            "def",
            "del",
            "elif",
            "else",
            "except",
            "finally",
            "for",
            "from",
            "global",
            "if",
            "import",
            "in",
            "is",
            "lambda",
            "nonlocal",
            "not",
            "or",
            "pass",
            "raise",
            "return",
            "try",
            "while",
            "with",
            "yield");

    // ------------------------------------------------------------------ grammar model

    private sealed interface Expr permits Tok, Call, Opt {}

    /** A token: a type (NAME, NUMBER, ...), a keyword or an operator. */
    private record Tok(int type, @Nullable String text) implements Expr {}

    private record Call(Rule rule) implements Expr {}

    /** {@code [e]} or {@code e?}: pegen inlines it, so it takes no stack level. */
    private record Opt(Expr e) implements Expr {}

    /** An item: its name (or null), its lookahead ('&', '!' or 0) and what it matches. */
    private record Item(@Nullable String name, char look, Expr e) {}

    /** An alternative; items from {@code cut} on run after the cut. */
    private record Alt(List<Item> items, int cut, @Nullable String action) {}

    private enum Kind {
        CHOICE,
        LOOP0,
        LOOP1,
        GATHER
    }

    /** A rule of the grammar or one of pegen's artificial rules. */
    static final class Rule {
        final String name;
        Kind kind = Kind.CHOICE;
        boolean memo;
        boolean leftRecursive;
        List<Alt> alts = List.of();

        @Nullable
        Expr elem;

        @Nullable
        Tok separator;

        @Nullable
        Rule loop;

        int id;

        /** The most items of any of its alternatives, or -1 before it is first asked. */
        private int width = -1;

        Rule(String name) {
            this.name = name;
        }

        int width() {
            if (width < 0) {
                width = alts.stream().mapToInt(a -> a.items().size()).max().orElse(0);
            }
            return width;
        }
    }

    /** The rules of a grammar, by name. */
    static final class Grammar {
        final Map<String, Rule> rules = new HashMap<>();
        final List<Rule> all = new ArrayList<>();

        Rule rule(String name) {
            return rules.computeIfAbsent(name, this::add);
        }

        Rule add(String name) {
            Rule r = new Rule(name);
            r.id = all.size();
            all.add(r);
            return r;
        }
    }

    // ------------------------------------------------------------------ reading python.gram notation

    /** Reads rules written as in python.gram ({@code name (memo): | alt | alt}). */
    static Grammar read(String text) {
        Grammar g = new Grammar();
        List<String> t = lex(text);
        int[] at = {0};
        while (at[0] < t.size()) {
            Rule r = g.rule(t.get(at[0]++));
            if (!r.alts.isEmpty()) {
                throw new IllegalStateException("rule " + r.name + " is defined twice");
            }
            if (t.get(at[0]).equals("(")) {
                r.memo = true;
                at[0] += 3; // ( memo )
            }
            expect(t, at, ":");
            r.alts = alts(g, t, at);
            r.leftRecursive = r.alts.stream()
                    .anyMatch(a -> !a.items().isEmpty() && a.items().get(0).e() instanceof Call c && c.rule() == r);
        }
        for (Rule r : g.all) {
            if (r.kind == Kind.CHOICE && r.alts.isEmpty()) {
                throw new IllegalStateException("rule " + r.name + " is used but not defined");
            }
        }
        return g;
    }

    private static final Pattern GRAMMAR_TOKEN =
            Pattern.compile("#[^\\n]*|'[^']*'|\\{[^}]*}|[A-Za-z_][A-Za-z_0-9]*|\\S");

    private static List<String> lex(String s) {
        List<String> out = new ArrayList<>();
        Matcher m = GRAMMAR_TOKEN.matcher(s);
        while (m.find()) {
            if (!m.group().startsWith("#")) {
                out.add(m.group());
            }
        }
        return out;
    }

    private static void expect(List<String> t, int[] at, String s) {
        if (!t.get(at[0]++).equals(s)) {
            throw new IllegalStateException("grammar: expected " + s + " at token " + (at[0] - 1));
        }
    }

    private static boolean startsItem(List<String> t, int i) {
        if (i >= t.size()) {
            return false;
        }
        String x = t.get(i);
        if (i + 1 < t.size() && t.get(i + 1).equals(":") && Character.isLetter(x.charAt(0))) {
            return false; // the next rule's name
        }
        if (i + 1 < t.size()
                && t.get(i + 1).equals("(")
                && i + 3 < t.size()
                && t.get(i + 2).equals("memo")) {
            return false;
        }
        return !x.equals("|") && !x.equals(")") && !x.equals("]") && !x.startsWith("{");
    }

    private static List<Alt> alts(Grammar g, List<String> t, int[] at) {
        List<Alt> alts = new ArrayList<>();
        if (at[0] < t.size() && t.get(at[0]).equals("|")) {
            at[0]++;
        }
        while (true) {
            List<Item> items = new ArrayList<>();
            int cut = -1;
            while (startsItem(t, at[0])) {
                if (t.get(at[0]).equals("~")) {
                    at[0]++;
                    cut = items.size();
                    continue;
                }
                items.add(item(g, t, at));
            }
            @Nullable String action = null;
            if (at[0] < t.size() && t.get(at[0]).startsWith("{")) {
                String a = t.get(at[0]++);
                action = a.substring(1, a.length() - 1).trim();
            }
            alts.add(new Alt(List.copyOf(items), cut, action));
            if (at[0] < t.size() && t.get(at[0]).equals("|")) {
                at[0]++;
            } else {
                return alts;
            }
        }
    }

    private static Item item(Grammar g, List<String> t, int[] at) {
        @Nullable String name = null;
        if (at[0] + 1 < t.size()
                && t.get(at[0] + 1).equals("=")
                && Character.isLetter(t.get(at[0]).charAt(0))) {
            name = t.get(at[0]);
            at[0] += 2;
        }
        char look = 0;
        if (t.get(at[0]).equals("&") || t.get(at[0]).equals("!")) {
            look = t.get(at[0]++).charAt(0);
        }
        Expr e;
        String x = t.get(at[0]++);
        if (x.equals("[")) {
            e = new Opt(group(g, t, at, "]"));
        } else if (x.equals("(")) {
            e = group(g, t, at, ")");
        } else {
            e = atom(g, x);
        }
        if (at[0] < t.size() && t.get(at[0]).equals(".")) { // sep.elem+ : pegen's _gather and its _loop0
            at[0]++;
            String y = t.get(at[0]++);
            Expr elem = y.equals("(") ? group(g, t, at, ")") : atom(g, y);
            expect(t, at, "+");
            Rule gather = g.add("_gather");
            gather.kind = Kind.GATHER;
            gather.elem = elem;
            gather.separator = (Tok) e;
            gather.loop = g.add("_loop0");
            gather.loop.kind = Kind.LOOP0;
            gather.loop.elem = elem;
            gather.loop.separator = (Tok) e;
            e = new Call(gather);
        } else if (at[0] < t.size() && (t.get(at[0]).equals("*") || t.get(at[0]).equals("+"))) {
            boolean one = t.get(at[0]++).equals("+");
            Rule loop = g.add(one ? "_loop1" : "_loop0");
            loop.kind = one ? Kind.LOOP1 : Kind.LOOP0;
            loop.elem = e;
            e = new Call(loop);
        } else if (at[0] < t.size() && t.get(at[0]).equals("?")) {
            at[0]++;
            e = new Opt(e);
        }
        return new Item(name, look, e);
    }

    /** A parenthesised group: inlined when it is one item without an action, else a {@code _tmp} rule. */
    private static Expr group(Grammar g, List<String> t, int[] at, String close) {
        List<Alt> alts = alts(g, t, at);
        expect(t, at, close);
        if (alts.size() == 1
                && alts.get(0).items().size() == 1
                && alts.get(0).action() == null
                && alts.get(0).items().get(0).look() == 0
                && alts.get(0).items().get(0).name() == null) {
            return alts.get(0).items().get(0).e();
        }
        Rule tmp = g.add("_tmp");
        tmp.alts = alts;
        return new Call(tmp);
    }

    private static Expr atom(Grammar g, String x) {
        if (x.startsWith("'")) {
            String s = x.substring(1, x.length() - 1);
            return new Tok(Character.isLetter(s.charAt(0)) ? NAME : OP, s);
        }
        return switch (x) {
            case "NAME" -> new Tok(NAME, null);
            case "NUMBER" -> new Tok(NUMBER, null);
            case "STRING" -> new Tok(STRING, null);
            case "NEWLINE" -> new Tok(NEWLINE, null);
            case "ENDMARKER" -> new Tok(ENDMARKER, null);
            case "AWAIT" -> new Tok(NAME, "await");
            case "ASYNC" -> new Tok(NAME, "async");
            default -> new Call(g.rule(x));
        };
    }

    // ------------------------------------------------------------------ parsing

    /** A failed match (pegen's NULL); a missing optional item is {@link #NONE}, which is a success. */
    private static final @Nullable Object FAIL = null;

    private static final Object NONE = new Object();
    private static final Object FOUND = new Object();
    /** An alternative that failed after its cut: the rule fails without trying the others. */
    private static final Object CUT = new Object();

    private record Memo(@Nullable Object value, int end) {}

    private static final Memo FAILED = new Memo(null, -1);

    /** What a frame returns when it has pushed a child and waits for its value. */
    private static final Object PENDING = new Object();
    /** The value a frame is resumed with the first time: no child has run yet. */
    private static final Object START = new Object();

    private final List<Token> toks;
    private final Memo[][] memo;
    /**
     * The parser's own stack: every rule call, its choice of alternatives and optional item under way is a frame here, not a Java
     * frame, so that a parse takes the same few Java frames at any depth and runs on any thread (pegen's
     * {@link #MAXSTACK} levels would need megabytes of Java stack).
     */
    private final ArrayDeque<Frame> frames = new ArrayDeque<>();

    private int pos;
    private int level;

    private Peg(Grammar g, List<Token> toks) {
        this.toks = toks;
        this.memo = new Memo[g.all.size()][];
    }

    /**
     * Parses the whole token list with the start rule.
     *
     * @return the rule's value
     * @throws PythonSyntaxError where CPython's parser raises SyntaxError
     * @throws PyException       MemoryError where the parser stack passes {@link #MAXSTACK}
     */
    static Object parse(Grammar g, String start, List<Token> toks) {
        @Nullable
        Object v = new Peg(g, toks).run(Objects.requireNonNull(g.rules.get(start), "the grammar has the start rule"));
        if (v == null) { // FAIL
            throw new PythonSyntaxError();
        }
        return v;
    }

    /**
     * Runs a call of {@code start} to its value: the frame on top is resumed with the value of the child that finished
     * (or {@link #START}) until it returns a value of its own, which goes to the frame under it.
     */
    private @Nullable Object run(Rule start) {
        frames.push(new CallFrame(start));
        @Nullable Object value = START;
        while (true) {
            Frame top = Objects.requireNonNull(frames.peek(), "a frame runs");
            @Nullable Object out = top.resume(value);
            if (out == PENDING) {
                value = START;
                continue;
            }
            frames.pop();
            if (frames.isEmpty()) {
                return out;
            }
            value = out;
        }
    }

    /** {@code child} runs next; the caller returns what this returns, and is resumed with the child's value. */
    private Object push(Frame child) {
        frames.push(child);
        return PENDING;
    }

    /** A token's match at once, or {@link #PENDING} with the frame of a rule call or an optional item pushed. */
    private @Nullable Object match(Expr e) {
        if (e instanceof Call c) {
            Rule r = c.rule();
            if (r.kind == Kind.CHOICE && (r.memo || r.leftRecursive)) {
                Memo m = memoAt(r, pos);
                if (m != null) { // what the call's frame would return at once, without the frame
                    if (level == MAXSTACK) {
                        throw new PyException("MemoryError", "");
                    }
                    return hit(m);
                }
            }
            return push(new CallFrame(r));
        }
        if (e instanceof Opt o) {
            if (o.e() instanceof Tok t) { // no frame for an optional token: it cannot wait for a child
                @Nullable Object v = token(t);
                return v == FAIL ? NONE : v;
            }
            return push(new OptFrame(o));
        }
        return token((Tok) e);
    }

    /** A step of the parse that may wait for a child: resumed with {@link #START}, then with each child's value. */
    private abstract static class Frame {
        /** Its value, or {@link #PENDING} when it pushed a child. */
        abstract @Nullable Object resume(@Nullable Object child);
    }

    /** One rule call: one level of pegen's stack. */
    private final class CallFrame extends Frame {
        private final Rule r;
        private int state;
        private int start;
        /** A left-recursive rule's best result so far, and where it ends. */
        private @Nullable Object result;

        private int end;
        /** A loop's or a gather's items, and where the last one ended. */
        private @Nullable List<Object> out;

        private int mark;

        CallFrame(Rule r) {
            this.r = r;
        }

        @Override
        @Nullable
        Object resume(@Nullable Object child) {
            return switch (state) {
                case 0 -> begin();
                case 1 -> done(memoised(child));
                case 2 -> grown(child);
                case 3 -> looped(child);
                case 4 -> gathered(child);
                default -> done(gatheredRest(child));
            };
        }

        private @Nullable Object begin() {
            if (level++ == MAXSTACK) {
                throw new PyException("MemoryError", "");
            }
            start = pos;
            switch (r.kind) {
                case CHOICE -> {
                    if (r.leftRecursive) {
                        // pegen's left recursion: re-parse with the last result memoised until the match stops growing
                        Memo m = memoAt(r, start);
                        if (m != null) {
                            return done(hit(m));
                        }
                        result = FAIL;
                        end = start;
                        memoPut(r, start, FAIL);
                        state = 2;
                        return growOnce();
                    }
                    if (r.memo) {
                        Memo m = memoAt(r, start);
                        if (m != null) {
                            return done(hit(m));
                        }
                    }
                    state = 1;
                    return push(new ChoiceFrame(r));
                }
                case LOOP0, LOOP1 -> {
                    out = new ArrayList<>();
                    mark = pos;
                    state = 3;
                    return loopOnce();
                }
                default -> {
                    state = 4;
                    @Nullable Object first = match(Objects.requireNonNull(r.elem, "a gather rule has an element"));
                    return first == PENDING ? PENDING : gathered(first);
                }
            }
        }

        private @Nullable Object done(@Nullable Object v) {
            level--;
            return v;
        }

        private @Nullable Object memoised(@Nullable Object v) {
            if (r.memo) {
                memoPut(r, start, v);
            }
            return v;
        }

        private Object growOnce() {
            pos = start;
            if (level++ == MAXSTACK) { // the _raw function is a rule call of its own
                throw new PyException("MemoryError", "");
            }
            return push(new ChoiceFrame(r));
        }

        private @Nullable Object grown(@Nullable Object raw) {
            level--;
            if (raw == FAIL || pos <= end) {
                pos = end;
                return done(result);
            }
            result = raw;
            end = pos;
            memoPut(r, start, result);
            return growOnce();
        }

        /** Matches the loop's items until one fails; {@link #PENDING} while an item's rule runs. */
        private @Nullable Object loopOnce() {
            Expr elem = Objects.requireNonNull(r.elem, "a loop rule has an element");
            while (true) {
                if (r.separator != null && token(r.separator) == FAIL) {
                    return loopEnd();
                }
                @Nullable Object v = match(elem);
                if (v == PENDING) {
                    return PENDING;
                }
                if (v == FAIL) {
                    return loopEnd();
                }
                items().add(v);
                mark = pos;
            }
        }

        private @Nullable Object looped(@Nullable Object v) {
            if (v == FAIL) {
                return loopEnd();
            }
            items().add(v);
            mark = pos;
            return loopOnce();
        }

        private @Nullable Object loopEnd() {
            pos = mark;
            return done(r.kind == Kind.LOOP1 && items().isEmpty() ? FAIL : items());
        }

        private List<Object> items() {
            return Objects.requireNonNull(out, "a loop's items");
        }

        private @Nullable Object gathered(@Nullable Object first) {
            if (first == FAIL) {
                return done(FAIL);
            }
            out = new ArrayList<>();
            out.add(first);
            state = 5;
            return push(new CallFrame(Objects.requireNonNull(r.loop, "its _loop0")));
        }

        private List<Object> gatheredRest(@Nullable Object rest) {
            @SuppressWarnings("unchecked") // a _loop0 rule never fails: its value is a list
            List<Object> more = (List<Object>) Objects.requireNonNull(rest);
            items().addAll(more);
            return items();
        }
    }

    /**
     * A rule's alternatives in order, the first that matches, or none after a cut. The alternative under way is this
     * frame's state, not a frame of its own: one frame fewer per alternative tried (most fail at their first token).
     */
    private final class ChoiceFrame extends Frame {
        private final Rule r;
        private final int start = pos;
        private int next;
        /** The alternative under way, or null between two. */
        private @Nullable Alt a;
        /**
         * The values of the alternative's items so far ({@link #i} is the next), one array for all the alternatives:
         * the actions copy what they keep, so it is cleared for the next one rather than allocated again.
         */
        private final Object[] vals;

        private int i;
        /** Where a lookahead started: it consumes nothing. */
        private int mark;

        ChoiceFrame(Rule r) {
            this.r = r;
            this.vals = new Object[r.width()];
        }

        @Override
        @Nullable
        Object resume(@Nullable Object child) {
            @Nullable Object v = child;
            while (true) {
                Alt cur = a;
                if (cur == null) {
                    pos = start;
                    if (next == r.alts.size()) {
                        return FAIL;
                    }
                    cur = r.alts.get(next++);
                    a = cur;
                    Arrays.fill(vals, 0, i, null);
                    i = 0;
                    v = START;
                }
                v = items(cur, v);
                if (v == PENDING) {
                    return PENDING;
                }
                a = null;
                if (v == CUT) {
                    pos = start;
                    return FAIL;
                }
                if (v != FAIL) {
                    return v;
                }
            }
        }

        /** The alternative's items in order from item {@link #i} (resumed with its value), then its action. */
        private @Nullable Object items(Alt alt, @Nullable Object child) {
            @Nullable Object v = child;
            while (true) {
                if (v == START) {
                    if (i == alt.items().size()) {
                        return Actions.apply(alt.action(), alt.items(), vals);
                    }
                    mark = pos;
                    v = match(alt.items().get(i).e());
                    if (v == PENDING) {
                        return PENDING;
                    }
                }
                Item it = alt.items().get(i);
                if (it.look() != 0) {
                    boolean matched = v != FAIL;
                    pos = mark;
                    v = matched == (it.look() == '&') ? FOUND : FAIL;
                }
                if (v == FAIL) {
                    return alt.cut() >= 0 && i >= alt.cut() ? CUT : FAIL;
                }
                vals[i] = it.look() != 0 ? null : v;
                i++;
                v = START;
            }
        }
    }

    /** {@code [e]}: a missing item is {@link #NONE}, a success. */
    private final class OptFrame extends Frame {
        private final Opt o;

        OptFrame(Opt o) {
            this.o = o;
        }

        @Override
        @Nullable
        Object resume(@Nullable Object child) {
            @Nullable Object v = child == START ? match(o.e()) : child;
            if (v == PENDING) {
                return PENDING;
            }
            return v == FAIL ? NONE : v;
        }
    }

    private @Nullable Object token(Tok want) {
        Token t = toks.get(Math.min(pos, toks.size() - 1));
        if (t.type() == ERROR) {
            throw new PythonSyntaxError(); // the tokenizer's error, met where pegen meets it
        }
        boolean ok = want.type() == OP
                ? t.type() == OP && t.text().equals(want.text())
                : t.type() == want.type()
                        && (want.text() == null
                                ? want.type() != NAME || !KEYWORDS.contains(t.text())
                                : t.text().equals(want.text()));
        if (!ok) {
            return FAIL;
        }
        pos++;
        return t;
    }

    private @Nullable Memo memoAt(Rule r, int at) {
        Memo[] m = memo[r.id];
        return m == null ? null : m[at];
    }

    private void memoPut(Rule r, int at, @Nullable Object v) {
        if (memo[r.id] == null) {
            memo[r.id] = new Memo[toks.size() + 1];
        }
        memo[r.id][at] = v == FAIL ? FAILED : new Memo(v, pos);
    }

    private @Nullable Object hit(Memo m) {
        if (m == FAILED) {
            return FAIL;
        }
        pos = m.end();
        return m.value();
    }

    /** The action tags. */
    static final class Actions {
        private Actions() {}

        static @Nullable Object apply(@Nullable String action, List<Item> items, Object[] vals) {
            if (action == null) {
                @Nullable Object only = null;
                int n = 0;
                for (Object v : vals) {
                    if (v != null) {
                        only = v;
                        n++;
                    }
                }
                return n == 1 ? only : seq(vals);
            }
            return switch (action) {
                case "node" -> Ast.node(depth(seq(vals)) + 1);
                case "seq" -> seq(vals);
                case "bin" -> Ast.binary(((Token) vals[1]).text(), (Ast) vals[0], (Ast) vals[2]);
                case "unary" -> Ast.unary(((Token) vals[0]).text(), (Ast) vals[1]);
                case "num" -> PythonLiterals.number(((Token) vals[0]).text());
                case "strings" -> PythonLiterals.strings(tokens(vals[0]));
                case "error" -> throw new PythonSyntaxError();
                default -> named(action, items, vals);
            };
        }

        private static Object named(String name, List<Item> items, Object[] vals) {
            for (int i = 0; i < items.size(); i++) {
                if (name.equals(items.get(i).name())) {
                    return vals[i];
                }
            }
            throw new IllegalStateException("grammar: action {" + name + "} names no item");
        }

        private static List<Object> seq(Object[] vals) {
            List<Object> out = new ArrayList<>();
            for (Object v : vals) {
                if (v != null && v != NONE) {
                    out.add(v);
                }
            }
            return out;
        }

        private static List<String> tokens(Object list) {
            List<String> out = new ArrayList<>();
            for (Object t : (List<?>) list) {
                out.add(((Token) t).text());
            }
            return out;
        }

        /** The AST depth of a value: a node's own depth, the deepest node of a sequence, 0 for tokens. */
        static int depth(Object v) {
            if (v instanceof Ast a) {
                return a.depth();
            }
            int d = 0;
            if (v instanceof List<?> l) {
                for (Object x : l) {
                    d = Math.max(d, depth(x));
                }
            }
            return d;
        }
    }
}
