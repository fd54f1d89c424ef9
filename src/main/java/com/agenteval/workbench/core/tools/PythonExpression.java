package com.agenteval.workbench.core.tools;

import static com.agenteval.workbench.core.tools.PythonTokenizer.ENDMARKER;
import static com.agenteval.workbench.core.tools.PythonTokenizer.ERROR;
import static com.agenteval.workbench.core.tools.PythonTokenizer.NAME;
import static com.agenteval.workbench.core.tools.PythonTokenizer.NEWLINE;
import static com.agenteval.workbench.core.tools.PythonTokenizer.NUMBER;
import static com.agenteval.workbench.core.tools.PythonTokenizer.OP;
import static com.agenteval.workbench.core.tools.PythonTokenizer.STRING;

import com.agenteval.workbench.core.python.PyException;
import com.agenteval.workbench.core.python.PyFloat;
import com.agenteval.workbench.core.python.PyInt;
import com.agenteval.workbench.core.python.PyNumbers;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.tools.PythonTokenizer.Token;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

/**
 * {@code safe_eval} on arbitrary text: {@code ast.parse(expr, mode="eval")} reproduced as a recognizer of CPython
 * 3.11's expression grammar (pegen's rules, ordered choice, the tokenizer's rules, string and f-string checks), then
 * the module's {@code ev} on the tree. It never executes anything: only number constants, {@code + - * /} and unary
 * signs are evaluated; every other valid node is "unsupported expression"; invalid text is "could not parse
 * expression".
 *
 * <p>CPython's own limits are reproduced for a plain call (as measured with the module called from a script):
 * more than 200 nested brackets is a syntax error; a parser stack deeper than 6000 rules is a MemoryError; an AST
 * deeper than 2982 nodes is a RecursionError during AST construction; {@code ev} recursing 995 deep is a
 * RecursionError. Inputs longer than {@link #MAX_LENGTH} characters are refused (the port's own limit). Deep inputs
 * are parsed on a thread with a large stack, so nothing here can overflow the caller's stack.
 */
final class PythonExpression {

    static final int MAX_LENGTH = 100_000;
    static final int EV_MAX_DEPTH = 994;
    static final int AST_MAX_DEPTH = 2982;
    static final int MAXSTACK = 6000;
    /** pegen's rule depth before the eval rule's first alternative (calibrated against CPython 3.11). */
    static final int START_LEVEL = 0;

    private static final Set<String> KEYWORDS = Set.of("False", "None", "True", "and", "as", "assert", "async",
            "await", "break", "class", "continue", "def", "del", "elif", "else", "except", "finally", "for", "from",
            "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try",
            "while", "with", "yield");

    private PythonExpression() {
    }

    /** A parse failure (SyntaxError). */
    static final class SyntaxErr extends RuntimeException {
        SyntaxErr() {
            super(null, null, false, false);
        }
    }

    // ------------------------------------------------------------------ tree

    /** An AST node: arithmetic nodes keep their structure; every other node keeps only its depth. */
    static final class Node {
        static final int OPAQUE = 0;
        static final int NUM = 1;
        static final int BIN = 2;
        static final int UN = 3;

        final int kind;
        final int depth;
        final char op;
        final Node a;
        final Node b;
        final PyObject value;

        private Node(int kind, int depth, char op, Node a, Node b, PyObject value) {
            this.kind = kind;
            this.depth = depth;
            this.op = op;
            this.a = a;
            this.b = b;
            this.value = value;
        }

        static Node leaf() {
            return new Node(OPAQUE, 1, ' ', null, null, null);
        }

        static Node number(PyObject v) {
            return new Node(NUM, 1, ' ', null, null, v);
        }

        static Node of(Node... children) {
            return new Node(OPAQUE, 1 + maxDepth(children), ' ', null, null, null);
        }

        static Node of(List<Node> children) {
            int d = 0;
            for (Node c : children) {
                if (c != null) {
                    d = Math.max(d, c.depth);
                }
            }
            return new Node(OPAQUE, 1 + d, ' ', null, null, null);
        }

        static Node binary(char op, Node l, Node r) {
            int d = 1 + Math.max(l.depth, r.depth);
            boolean arith = op == '+' || op == '-' || op == '*' || op == '/';
            return new Node(arith ? BIN : OPAQUE, d, op, arith ? l : null, arith ? r : null, null);
        }

        static Node unary(char op, Node x) {
            boolean arith = op == '+' || op == '-';
            return new Node(arith ? UN : OPAQUE, 1 + x.depth, op, arith ? x : null, null, null);
        }

        private static int maxDepth(Node[] children) {
            int d = 0;
            for (Node c : children) {
                if (c != null) {
                    d = Math.max(d, c.depth);
                }
            }
            return d;
        }
    }

    // ------------------------------------------------------------------ entry

    /**
     * {@code safe_eval(expr)}.
     *
     * @throws CalculatorError for the module's ValueErrors (and the port's length limit)
     * @throws PyException     RecursionError / MemoryError / OverflowError where CPython raises them
     */
    static PyObject evaluate(String expr) {
        if (expr.length() > MAX_LENGTH) {
            throw new CalculatorError("expression too long (more than " + MAX_LENGTH + " characters)");
        }
        checkEncodable(expr);
        Node tree = parseSafely(expr);
        if (tree.depth + 1 > AST_MAX_DEPTH) {
            throw new PyException("RecursionError", "maximum recursion depth exceeded during ast construction");
        }
        return ev(tree, 2);                                    // ev(Expression) is depth 1, its body depth 2
    }

    /** Whether {@code ast.parse(expr, mode="eval")} succeeds (for tests). */
    static boolean parses(String expr) {
        try {
            parseSafely(expr);
            return true;
        } catch (CalculatorError e) {
            return false;
        }
    }

    /** {@code str.encode()} of a lone surrogate fails before parsing; that UnicodeEncodeError is a ValueError. */
    private static void checkEncodable(String s) {
        int cpIndex = 0;
        for (int i = 0; i < s.length(); cpIndex++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                i += 2;
                continue;
            }
            if (Character.isSurrogate(c)) {
                throw new CalculatorError("'utf-8' codec can't encode character '\\u" + String.format("%04x", (int) c)
                        + "' in position " + cpIndex + ": surrogates not allowed");
            }
            i++;
        }
    }

    private static Node parseSafely(String expr) {
        if (expr.length() <= 150) {
            return parse(expr);
        }
        AtomicReference<Object> out = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            try {
                out.set(parse(expr));
            } catch (RuntimeException | StackOverflowError e) {
                out.set(e);
            }
        }, "calculator-parse", 512L * 1024 * 1024);
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new PyException("KeyboardInterrupt", "interrupted");
        }
        Object r = out.get();
        if (r instanceof Node n) {
            return n;
        }
        if (r instanceof StackOverflowError) {
            throw new PyException("MemoryError", "");
        }
        throw (RuntimeException) r;
    }

    private static Node parse(String expr) {
        Parser p = new Parser(PythonTokenizer.tokenize(expr));
        try {
            Node n = p.eval();
            if (n == null) {
                throw new CalculatorError("could not parse expression");
            }
            return n;
        } catch (SyntaxErr e) {
            throw new CalculatorError("could not parse expression");
        }
    }

    // ------------------------------------------------------------------ ev

    private static PyObject ev(Node n, int depth) {
        if (depth > EV_MAX_DEPTH) {
            throw new PyException("RecursionError", "maximum recursion depth exceeded");
        }
        switch (n.kind) {
            case Node.NUM:
                return n.value;
            case Node.BIN: {
                PyObject l = ev(n.a, depth + 1);
                PyObject r = ev(n.b, depth + 1);
                if (n.op == '/' && isZero(r)) {
                    throw new CalculatorError("division by zero");
                }
                return arith(n.op, l, r);
            }
            case Node.UN: {
                PyObject v = ev(n.a, depth + 1);
                if (n.op == '+') {
                    return v;
                }
                return v instanceof PyInt i ? PyInt.of(i.value().negate()) : PyFloat.of(-((PyFloat) v).value());
            }
            default:
                throw new CalculatorError("unsupported expression");
        }
    }

    private static boolean isZero(PyObject v) {
        return v instanceof PyInt i ? i.value().signum() == 0 : ((PyFloat) v).value() == 0.0;
    }

    /** Python's int/float arithmetic for + - * /. */
    static PyObject arith(char op, PyObject l, PyObject r) {
        if (l instanceof PyInt li && r instanceof PyInt ri) {
            BigInteger a = li.value();
            BigInteger b = ri.value();
            return switch (op) {
                case '+' -> PyInt.of(a.add(b));
                case '-' -> PyInt.of(a.subtract(b));
                case '*' -> PyInt.of(a.multiply(b));
                default -> PyFloat.of(PyNumbers.trueDivide(a, b));
            };
        }
        double a = l instanceof PyInt li ? PyNumbers.intToFloat(li.value()) : ((PyFloat) l).value();
        double b = r instanceof PyInt ri ? PyNumbers.intToFloat(ri.value()) : ((PyFloat) r).value();
        return PyFloat.of(switch (op) {
            case '+' -> a + b;
            case '-' -> a - b;
            case '*' -> a * b;
            default -> a / b;
        });
    }

    // ------------------------------------------------------------------ parser

    /** pegen's grammar for expressions, with its ordered choice and its stack limit. */
    static final class Parser {
        private final List<Token> toks;
        private int pos;
        private int level = START_LEVEL;
        /** Memo per rule, indexed by token position: {node, end position} or FAIL. */
        private final Object[][][] memo = new Object[24][][];
        private static final Object[] FAIL = new Object[0];

        Parser(List<Token> toks) {
            this.toks = toks;
        }

        // ---- infrastructure

        private void enter() {
            if (++level > MAXSTACK) {
                throw new PyException("MemoryError", "");
            }
        }

        private <T> T exit(T r) {
            level--;
            return r;
        }

        private Token tok() {
            Token t = toks.get(Math.min(pos, toks.size() - 1));
            if (t.type() == ERROR) {
                throw new SyntaxErr();
            }
            return t;
        }

        private boolean isOp(String s) {
            Token t = tok();
            return t.type() == OP && t.text().equals(s);
        }

        private boolean op(String s) {
            if (isOp(s)) {
                pos++;
                return true;
            }
            return false;
        }

        private boolean isKw(String s) {
            Token t = tok();
            return t.type() == NAME && t.text().equals(s);
        }

        private boolean kw(String s) {
            if (isKw(s)) {
                pos++;
                return true;
            }
            return false;
        }

        private boolean isName() {
            Token t = tok();
            return t.type() == NAME && !KEYWORDS.contains(t.text());
        }

        private Node name() {
            if (isName()) {
                pos++;
                return Node.leaf();
            }
            return null;
        }

        private Object[] memoGet(int rule) {
            Object[][] m = memo[rule];
            return m == null || pos >= m.length ? null : m[pos];
        }

        private void memoSet(int rule, int start, Object[] entry) {
            Object[][] m = memo[rule];
            if (m == null) {
                m = new Object[toks.size() + 1][];
                memo[rule] = m;
            }
            m[start] = entry;
        }

        private Node memoPut(int rule, int start, Node n) {
            memoSet(rule, start, n == null ? FAIL : new Object[] {n, pos});
            return n;
        }

        private Node memoHit(Object[] m) {
            if (m == FAIL) {
                return null;
            }
            pos = (Integer) m[1];
            return (Node) m[0];
        }

        // rule ids for memo
        private static final int R_EXPRESSION = 1;
        private static final int R_DISJ = 2;
        private static final int R_CONJ = 3;
        private static final int R_INV = 4;
        private static final int R_BOR = 5;
        private static final int R_BXOR = 6;
        private static final int R_BAND = 7;
        private static final int R_SHIFT = 8;
        private static final int R_SUM = 9;
        private static final int R_TERM = 10;
        private static final int R_FACTOR = 11;
        private static final int R_AWAIT = 12;
        private static final int R_PRIMARY = 13;
        private static final int R_TPRIMARY = 14;
        private static final int R_STAR_EXPR = 15;
        private static final int R_STRINGS = 16;
        private static final int R_ARGUMENTS = 17;
        private static final int R_STAR_TARGET = 18;
        private static final int R_TARGET_ATOM = 19;
        private static final int R_NAMED = 20;
        private static final int R_STAR_NAMED = 21;
        private static final int R_ATOM = 22;
        private static final int R_SLICES = 23;

        // ---- eval: expressions NEWLINE* ENDMARKER

        Node eval() {
            enter();
            Node e = expressions();
            if (e == null) {
                return exit(null);
            }
            while (tok().type() == NEWLINE) {
                pos++;
            }
            return exit(tok().type() == ENDMARKER ? e : null);
        }

        /** fstring: star_expressions (the f-string expression, wrapped in parentheses). */
        Node fstring() {
            enter();
            return exit(starExpressions());
        }

        private Node expressions() {
            enter();
            Node a = expression();
            if (a == null) {
                return exit(null);
            }
            List<Node> items = new ArrayList<>();
            items.add(a);
            boolean comma = false;
            level += 2;                                        // pegen: _loop1 and _tmp around ',' expression
            if (level > MAXSTACK) {
                throw new PyException("MemoryError", "");
            }
            while (true) {
                int m = pos;
                if (!op(",")) {
                    break;
                }
                Node c = expression();
                if (c == null) {
                    pos = m;
                    break;
                }
                items.add(c);
                comma = true;
            }
            level -= 2;
            if (op(",")) {
                comma = true;
            }
            return exit(comma ? Node.of(items) : a);
        }

        /** Counts pegen's helper rules (_loop, _gather, _tmp) that wrap a sub-parse. */
        private void helpers(int n) {
            level += n;
            if (level > MAXSTACK) {
                throw new PyException("MemoryError", "");
            }
        }

        private Node expression() {
            enter();
            Object[] m = memoGet(R_EXPRESSION);
            if (m != null) {
                return exit(memoHit(m));
            }
            int start = pos;
            Node a = disjunction();
            if (a != null && kw("if")) {
                Node b = disjunction();
                if (b != null && kw("else")) {
                    Node c = expression();
                    if (c != null) {
                        return exit(memoPut(R_EXPRESSION, start, Node.of(a, b, c)));
                    }
                }
            }
            pos = start;
            a = disjunction();
            if (a != null) {
                return exit(memoPut(R_EXPRESSION, start, a));
            }
            pos = start;
            Node l = lambdef();
            if (l == null) {
                pos = start;
            }
            return exit(memoPut(R_EXPRESSION, start, l));
        }

        private Node yieldExpr() {
            enter();
            int start = pos;
            if (kw("yield")) {
                int m = pos;
                if (kw("from")) {
                    Node a = expression();
                    if (a != null) {
                        return exit(Node.of(a));
                    }
                }
                pos = m;
                Node a = starExpressions();
                if (a == null) {
                    pos = m;
                    return exit(Node.leaf());
                }
                return exit(Node.of(a));
            }
            pos = start;
            return exit(null);
        }

        private Node starExpressions() {
            enter();
            Node a = starExpression();
            if (a == null) {
                return exit(null);
            }
            List<Node> items = new ArrayList<>();
            items.add(a);
            boolean comma = false;
            while (true) {
                int m = pos;
                if (!op(",")) {
                    break;
                }
                Node c = starExpression();
                if (c == null) {
                    pos = m;
                    break;
                }
                items.add(c);
                comma = true;
            }
            if (op(",")) {
                comma = true;
            }
            return exit(comma ? Node.of(items) : a);
        }

        private Node starExpression() {
            enter();
            Object[] m = memoGet(R_STAR_EXPR);
            if (m != null) {
                return exit(memoHit(m));
            }
            int start = pos;
            if (op("*")) {
                Node a = bitwiseOr();
                if (a != null) {
                    return exit(memoPut(R_STAR_EXPR, start, Node.of(a)));
                }
            }
            pos = start;
            Node e = expression();
            if (e == null) {
                pos = start;
            }
            return exit(memoPut(R_STAR_EXPR, start, e));
        }

        /** ','.star_named_expression+ [','] — returns the items or null. */
        private List<Node> starNamedExpressions() {
            enter();
            helpers(1);                                        // _gather
            Node a = starNamedExpression();
            level--;
            if (a == null) {
                return exit(null);
            }
            List<Node> items = new ArrayList<>();
            items.add(a);
            while (true) {
                int m = pos;
                if (!op(",")) {
                    break;
                }
                Node c = starNamedExpression();
                if (c == null) {
                    pos = m;
                    break;
                }
                items.add(c);
            }
            op(",");
            return exit(items);
        }

        private Node starNamedExpression() {
            enter();
            Object[] m = memoGet(R_STAR_NAMED);
            if (m != null) {
                return exit(memoHit(m));
            }
            int start = pos;
            if (op("*")) {
                Node a = bitwiseOr();
                if (a != null) {
                    return exit(memoPut(R_STAR_NAMED, start, Node.of(a)));
                }
            }
            pos = start;
            Node n = namedExpression();
            if (n == null) {
                pos = start;
            }
            return exit(memoPut(R_STAR_NAMED, start, n));
        }

        private Node assignmentExpression() {
            enter();
            int start = pos;
            if (isName()) {
                pos++;
                if (op(":=")) {
                    Node b = expression();
                    if (b != null) {
                        return exit(Node.of(Node.leaf(), b));
                    }
                }
            }
            pos = start;
            return exit(null);
        }

        private Node namedExpression() {
            enter();
            Object[] m = memoGet(R_NAMED);
            if (m != null) {
                return exit(memoHit(m));
            }
            int start = pos;
            Node a = assignmentExpression();
            if (a != null) {
                return exit(memoPut(R_NAMED, start, a));
            }
            pos = start;
            a = expression();
            if (a != null && !isOp(":=")) {
                return exit(memoPut(R_NAMED, start, a));
            }
            pos = start;
            return exit(memoPut(R_NAMED, start, null));
        }

        private Node disjunction() {
            enter();
            Object[] m = memoGet(R_DISJ);
            if (m != null) {
                return exit(memoHit(m));
            }
            int start = pos;
            Node a = conjunction();
            if (a == null) {
                pos = start;
                return exit(memoPut(R_DISJ, start, null));
            }
            List<Node> vals = new ArrayList<>();
            vals.add(a);
            while (true) {
                int mk = pos;
                if (!kw("or")) {
                    break;
                }
                Node c = conjunction();
                if (c == null) {
                    pos = mk;
                    break;
                }
                vals.add(c);
            }
            return exit(memoPut(R_DISJ, start, vals.size() > 1 ? Node.of(vals) : a));
        }

        private Node conjunction() {
            enter();
            Object[] m = memoGet(R_CONJ);
            if (m != null) {
                return exit(memoHit(m));
            }
            int start = pos;
            Node a = inversion();
            if (a == null) {
                pos = start;
                return exit(memoPut(R_CONJ, start, null));
            }
            List<Node> vals = new ArrayList<>();
            vals.add(a);
            while (true) {
                int mk = pos;
                if (!kw("and")) {
                    break;
                }
                Node c = inversion();
                if (c == null) {
                    pos = mk;
                    break;
                }
                vals.add(c);
            }
            return exit(memoPut(R_CONJ, start, vals.size() > 1 ? Node.of(vals) : a));
        }

        private Node inversion() {
            enter();
            Object[] m = memoGet(R_INV);
            if (m != null) {
                return exit(memoHit(m));
            }
            int start = pos;
            if (kw("not")) {
                Node a = inversion();
                if (a != null) {
                    return exit(memoPut(R_INV, start, Node.unary('!', a)));
                }
            }
            pos = start;
            Node c = comparison();
            if (c == null) {
                pos = start;
            }
            return exit(memoPut(R_INV, start, c));
        }

        private Node comparison() {
            enter();
            int start = pos;
            Node a = bitwiseOr();
            if (a == null) {
                pos = start;
                return exit(null);
            }
            List<Node> parts = new ArrayList<>();
            parts.add(a);
            helpers(1);                                        // _loop1 of compare_op_bitwise_or_pair
            while (true) {
                int mk = pos;
                Node b = comparePair();
                if (b == null) {
                    pos = mk;
                    break;
                }
                parts.add(b);
            }
            level--;
            return exit(parts.size() > 1 ? Node.of(parts) : a);
        }

        private Node comparePair() {
            enter();
            int start = pos;
            Token t = tok();
            boolean matched = false;
            if (t.type() == OP) {
                switch (t.text()) {
                    case "==", "!=", "<=", "<", ">=", ">" -> {
                        pos++;
                        matched = true;
                    }
                    default -> {
                    }
                }
            } else if (isKw("not")) {
                pos++;
                matched = kw("in");
            } else if (isKw("in")) {
                pos++;
                matched = true;
            } else if (isKw("is")) {
                pos++;
                kw("not");
                matched = true;
            }
            if (matched) {
                helpers(1);                                    // eq_bitwise_or, lt_bitwise_or, ...
                Node b = bitwiseOr();
                level--;
                if (b != null) {
                    return exit(b);
                }
            }
            pos = start;
            return exit(null);
        }

        // ---- left-recursive binary levels (pegen: a memoised wrapper growing the seed through the raw rule)

        private interface Raw {
            Node parse();
        }

        private Node leftRec(int rule, Raw raw) {
            enter();
            Object[] m = memoGet(rule);
            if (m != null) {
                return exit(memoHit(m));
            }
            int start = pos;
            Node res = null;
            int resEnd = start;
            memoSet(rule, start, FAIL);
            while (true) {
                pos = start;
                Node r = raw.parse();
                if (r == null || pos <= resEnd) {
                    break;
                }
                res = r;
                resEnd = pos;
                memoSet(rule, start, new Object[] {res, resEnd});
            }
            pos = res == null ? start : resEnd;
            return exit(res);
        }

        private Node binaryRaw(Raw self, String[] ops, Raw next) {
            enter();
            int start = pos;
            for (String o : ops) {
                pos = start;
                Node a = self.parse();
                if (a != null && op(o)) {
                    Node b = next.parse();
                    if (b != null) {
                        return exit(Node.binary(o.length() == 1 ? o.charAt(0) : '?', a, b));
                    }
                }
            }
            pos = start;
            Node n = next.parse();
            if (n == null) {
                pos = start;
            }
            return exit(n);
        }

        private static final String[] OR_OPS = {"|"};
        private static final String[] XOR_OPS = {"^"};
        private static final String[] AND_OPS = {"&"};
        private static final String[] SHIFT_OPS = {"<<", ">>"};
        private static final String[] SUM_OPS = {"+", "-"};
        private static final String[] TERM_OPS = {"*", "/", "//", "%", "@"};

        private Node bitwiseOr() {
            return leftRec(R_BOR, () -> binaryRaw(this::bitwiseOr, OR_OPS, this::bitwiseXor));
        }

        private Node bitwiseXor() {
            return leftRec(R_BXOR, () -> binaryRaw(this::bitwiseXor, XOR_OPS, this::bitwiseAnd));
        }

        private Node bitwiseAnd() {
            return leftRec(R_BAND, () -> binaryRaw(this::bitwiseAnd, AND_OPS, this::shiftExpr));
        }

        private Node shiftExpr() {
            return leftRec(R_SHIFT, () -> binaryRaw(this::shiftExpr, SHIFT_OPS, this::sum));
        }

        private Node sum() {
            return leftRec(R_SUM, () -> binaryRaw(this::sum, SUM_OPS, this::term));
        }

        private Node term() {
            return leftRec(R_TERM, () -> binaryRaw(this::term, TERM_OPS, this::factor));
        }

        private Node factor() {
            enter();
            Object[] m = memoGet(R_FACTOR);
            if (m != null) {
                return exit(memoHit(m));
            }
            int start = pos;
            Token t = tok();
            if (t.type() == OP && (t.text().equals("+") || t.text().equals("-") || t.text().equals("~"))) {
                pos++;
                Node a = factor();
                if (a != null) {
                    return exit(memoPut(R_FACTOR, start, Node.unary(t.text().charAt(0), a)));
                }
            }
            pos = start;
            Node p = power();
            if (p == null) {
                pos = start;
            }
            return exit(memoPut(R_FACTOR, start, p));
        }

        private Node power() {
            enter();
            int start = pos;
            Node a = awaitPrimary();
            if (a != null && op("**")) {
                Node b = factor();
                if (b != null) {
                    return exit(Node.binary('^', a, b));
                }
            }
            pos = start;
            a = awaitPrimary();
            if (a == null) {
                pos = start;
            }
            return exit(a);
        }

        private Node awaitPrimary() {
            enter();
            Object[] m = memoGet(R_AWAIT);
            if (m != null) {
                return exit(memoHit(m));
            }
            int start = pos;
            if (kw("await")) {
                Node a = primary();
                if (a != null) {
                    return exit(memoPut(R_AWAIT, start, Node.of(a)));
                }
            }
            pos = start;
            Node p = primary();
            if (p == null) {
                pos = start;
            }
            return exit(memoPut(R_AWAIT, start, p));
        }

        private Node primary() {
            return leftRec(R_PRIMARY, this::primaryRaw);
        }

        private Node primaryRaw() {
            enter();
            int start = pos;
            Node a = primary();
            if (a != null && op(".")) {
                if (name() != null) {
                    return exit(Node.of(a));
                }
            }
            pos = start;
            a = primary();
            if (a != null) {
                Node g = genexp();
                if (g != null) {
                    return exit(Node.of(a, g));
                }
            }
            pos = start;
            a = primary();
            if (a != null && op("(")) {
                int m = pos;
                Node args = arguments();
                if (args == null) {
                    pos = m;
                }
                if (op(")")) {
                    return exit(args == null ? Node.of(a) : Node.of(a, args));
                }
            }
            pos = start;
            a = primary();
            if (a != null && op("[")) {
                Node s = slices();
                if (s != null && op("]")) {
                    return exit(Node.of(a, s));
                }
            }
            pos = start;
            Node at = atom();
            if (at == null) {
                pos = start;
            }
            return exit(at);
        }

        private Node slices() {
            enter();
            Object[] m = memoGet(R_SLICES);
            if (m != null) {
                return exit(memoHit(m));
            }
            int start = pos;
            Node a = slice();
            if (a != null && !isOp(",")) {
                return exit(memoPut(R_SLICES, start, a));
            }
            pos = start;
            List<Node> items = new ArrayList<>();
            Node first = sliceOrStarred();
            if (first == null) {
                pos = start;
                return exit(memoPut(R_SLICES, start, null));
            }
            items.add(first);
            while (true) {
                int mk = pos;
                if (!op(",")) {
                    break;
                }
                Node c = sliceOrStarred();
                if (c == null) {
                    pos = mk;
                    break;
                }
                items.add(c);
            }
            op(",");
            return exit(memoPut(R_SLICES, start, Node.of(items)));
        }

        private Node sliceOrStarred() {
            enter();
            int start = pos;
            Node s = slice();
            if (s != null) {
                return exit(s);
            }
            pos = start;
            s = starredExpression();
            if (s == null) {
                pos = start;
            }
            return exit(s);
        }

        private Node slice() {
            enter();
            int start = pos;
            int m = pos;
            Node lower = expression();
            if (lower == null) {
                pos = m;
            }
            if (op(":")) {
                m = pos;
                Node upper = expression();
                if (upper == null) {
                    pos = m;
                }
                Node step = null;
                m = pos;
                if (op(":")) {
                    int m2 = pos;
                    step = expression();
                    if (step == null) {
                        pos = m2;
                    }
                } else {
                    pos = m;
                }
                return exit(Node.of(lower, upper, step));
            }
            pos = start;
            Node n = namedExpression();
            if (n == null) {
                pos = start;
            }
            return exit(n);
        }

        private Node atom() {
            enter();
            Object[] m = memoGet(R_ATOM);
            if (m != null) {
                return exit(memoHit(m));
            }
            int start = pos;
            Token t = tok();
            Node r = null;
            if (t.type() == NAME) {
                if (!KEYWORDS.contains(t.text()) || t.text().equals("True") || t.text().equals("False")
                        || t.text().equals("None")) {
                    pos++;
                    r = Node.leaf();
                }
            } else if (t.type() == STRING) {
                r = strings();
            } else if (t.type() == NUMBER) {
                pos++;
                r = number(t.text());
            } else if (t.type() == OP) {
                switch (t.text()) {
                    case "(" -> {
                        helpers(1);                            // _tmp: (tuple | group | genexp)
                        r = tuple();
                        if (r == null) {
                            pos = start;
                            r = group();
                        }
                        if (r == null) {
                            pos = start;
                            r = genexp();
                        }
                        level--;
                    }
                    case "[" -> {
                        helpers(1);
                        r = list();
                        if (r == null) {
                            pos = start;
                            r = listcomp();
                        }
                        level--;
                    }
                    case "{" -> {
                        helpers(1);
                        r = dict();
                        if (r == null) {
                            pos = start;
                            r = set();
                        }
                        if (r == null) {
                            pos = start;
                            r = dictcomp();
                        }
                        if (r == null) {
                            pos = start;
                            r = setcomp();
                        }
                        level--;
                    }
                    case "..." -> {
                        pos++;
                        r = Node.leaf();
                    }
                    default -> {
                    }
                }
            }
            if (r == null) {
                pos = start;
            }
            return exit(memoPut(R_ATOM, start, r));
        }

        private Node group() {
            enter();
            int start = pos;
            if (op("(")) {
                int m = pos;
                Node a = yieldExpr();
                if (a == null) {
                    pos = m;
                    a = namedExpression();
                }
                if (a != null && op(")")) {
                    return exit(a);
                }
            }
            pos = start;
            return exit(null);
        }

        private Node tuple() {
            enter();
            int start = pos;
            if (op("(")) {
                int m = pos;
                List<Node> items = new ArrayList<>();
                helpers(1);                                    // _tmp: star_named_expression ',' [...]
                Node y = starNamedExpression();
                level--;
                if (y != null && op(",")) {
                    items.add(y);
                    int m2 = pos;
                    List<Node> z = starNamedExpressions();
                    if (z == null) {
                        pos = m2;
                    } else {
                        items.addAll(z);
                    }
                } else {
                    pos = m;
                }
                if (op(")")) {
                    return exit(Node.of(items));
                }
            }
            pos = start;
            return exit(null);
        }

        private Node genexp() {
            enter();
            int start = pos;
            if (op("(")) {
                int m = pos;
                helpers(1);                                    // _tmp: assignment_expression | expression !':='
                Node a = assignmentExpression();
                if (a == null) {
                    pos = m;
                    a = expression();
                    if (a != null && isOp(":=")) {
                        a = null;
                    }
                }
                level--;
                if (a != null) {
                    Node f = forIfClauses();
                    if (f != null && op(")")) {
                        return exit(Node.of(a, f));
                    }
                }
            }
            pos = start;
            return exit(null);
        }

        private Node list() {
            enter();
            int start = pos;
            if (op("[")) {
                int m = pos;
                List<Node> items = starNamedExpressions();
                if (items == null) {
                    pos = m;
                    items = List.of();
                }
                if (op("]")) {
                    return exit(Node.of(items));
                }
            }
            pos = start;
            return exit(null);
        }

        private Node listcomp() {
            enter();
            int start = pos;
            if (op("[")) {
                Node a = namedExpression();
                if (a != null) {
                    Node f = forIfClauses();
                    if (f != null && op("]")) {
                        return exit(Node.of(a, f));
                    }
                }
            }
            pos = start;
            return exit(null);
        }

        private Node set() {
            enter();
            int start = pos;
            if (op("{")) {
                List<Node> items = starNamedExpressions();
                if (items != null && op("}")) {
                    return exit(Node.of(items));
                }
            }
            pos = start;
            return exit(null);
        }

        private Node setcomp() {
            enter();
            int start = pos;
            if (op("{")) {
                Node a = namedExpression();
                if (a != null) {
                    Node f = forIfClauses();
                    if (f != null && op("}")) {
                        return exit(Node.of(a, f));
                    }
                }
            }
            pos = start;
            return exit(null);
        }

        private Node dict() {
            enter();
            int start = pos;
            if (op("{")) {
                int m = pos;
                List<Node> items = new ArrayList<>();
                helpers(2);                                    // double_starred_kvpairs, _gather
                Node first = doubleStarredKvpair();
                level -= 2;
                if (first != null) {
                    items.add(first);
                    while (true) {
                        int mk = pos;
                        if (!op(",")) {
                            break;
                        }
                        Node c = doubleStarredKvpair();
                        if (c == null) {
                            pos = mk;
                            break;
                        }
                        items.add(c);
                    }
                    op(",");
                } else {
                    pos = m;
                }
                if (op("}")) {
                    // Dict(keys, values): a pair's key and value are children of the Dict itself
                    int d = 0;
                    for (Node n : items) {
                        d = Math.max(d, n.depth - 1);
                    }
                    return exit(Node.of(depthLeaf(d)));
                }
            }
            pos = start;
            return exit(null);
        }

        /** A stand-in child of a given depth. */
        private static Node depthLeaf(int depth) {
            Node n = null;
            for (int i = 0; i < depth; i++) {
                n = n == null ? Node.leaf() : Node.of(n);
            }
            return n;
        }

        /** '**' bitwise_or | kvpair; returned with depth 1 + the deeper of key and value. */
        private Node doubleStarredKvpair() {
            enter();
            int start = pos;
            if (op("**")) {
                Node a = bitwiseOr();
                if (a != null) {
                    return exit(Node.of(a));
                }
            }
            pos = start;
            Node kv = kvpair();
            if (kv == null) {
                pos = start;
            }
            return exit(kv);
        }

        private Node kvpair() {
            enter();
            int start = pos;
            Node k = expression();
            if (k != null && op(":")) {
                Node v = expression();
                if (v != null) {
                    return exit(Node.of(k, v));
                }
            }
            pos = start;
            return exit(null);
        }

        private Node dictcomp() {
            enter();
            int start = pos;
            if (op("{")) {
                Node kv = kvpair();
                if (kv != null) {
                    Node f = forIfClauses();
                    if (f != null && op("}")) {
                        return exit(Node.of(depthLeaf(kv.depth - 1), f));
                    }
                }
            }
            pos = start;
            return exit(null);
        }

        /** for_if_clause+; returns a stand-in whose depth is the deepest comprehension node's. */
        private Node forIfClauses() {
            enter();
            List<Node> clauses = new ArrayList<>();
            helpers(1);                                        // _loop1
            while (true) {
                int m = pos;
                Node c = forIfClause();
                if (c == null) {
                    pos = m;
                    break;
                }
                clauses.add(c);
            }
            level--;
            if (clauses.isEmpty()) {
                return exit(null);
            }
            int d = 0;
            for (Node c : clauses) {
                d = Math.max(d, c.depth);
            }
            return exit(depthLeaf(d));
        }

        private Node forIfClause() {
            enter();
            int start = pos;
            kw("async");
            if (kw("for")) {
                Node target = starTargets();
                if (target != null && kw("in")) {
                    Node iter = disjunction();
                    if (iter == null) {
                        throw new SyntaxErr();                 // the cut: no other alternative is tried
                    }
                    List<Node> parts = new ArrayList<>();
                    parts.add(target);
                    parts.add(iter);
                    while (true) {
                        int m = pos;
                        if (!kw("if")) {
                            break;
                        }
                        Node c = disjunction();
                        if (c == null) {
                            pos = m;
                            break;
                        }
                        parts.add(c);
                    }
                    return exit(Node.of(parts));
                }
            }
            pos = start;
            return exit(null);
        }

        // ---- calls

        private Node arguments() {
            enter();
            Object[] m = memoGet(R_ARGUMENTS);
            if (m != null) {
                return exit(memoHit(m));
            }
            int start = pos;
            List<Node> a = args();
            if (a != null) {
                op(",");
                if (isOp(")")) {
                    return exit(memoPut(R_ARGUMENTS, start, depthLeafList(a)));
                }
            }
            pos = start;
            return exit(memoPut(R_ARGUMENTS, start, null));
        }

        /** The deepest argument as a stand-in child (Call's children are its args and keywords). */
        private static Node depthLeafList(List<Node> items) {
            int d = 0;
            for (Node n : items) {
                d = Math.max(d, n.depth);
            }
            return depthLeaf(d);
        }

        private List<Node> args() {
            enter();
            int start = pos;
            List<Node> items = new ArrayList<>();
            helpers(1);                                        // _gather
            Node first = positionalArg();
            level--;
            if (first != null) {
                items.add(first);
                while (true) {
                    int mk = pos;
                    if (!op(",")) {
                        break;
                    }
                    Node c = positionalArg();
                    if (c == null) {
                        pos = mk;
                        break;
                    }
                    items.add(c);
                }
                int mk = pos;
                if (op(",")) {
                    List<Node> kw = kwargs();
                    if (kw != null) {
                        items.addAll(kw);
                    } else {
                        pos = mk;
                    }
                }
                return exit(items);
            }
            pos = start;
            List<Node> kw = kwargs();
            if (kw == null) {
                pos = start;
            }
            return exit(kw);
        }

        /** starred_expression | (assignment_expression | expression !':=') !'=' */
        private Node positionalArg() {
            enter();
            int start = pos;
            Node s = starredExpression();
            if (s != null) {
                return exit(s);
            }
            pos = start;
            helpers(1);                                        // _tmp: assignment_expression | expression !':='
            Node a = assignmentExpression();
            if (a == null) {
                pos = start;
                a = expression();
                if (a != null && isOp(":=")) {
                    a = null;
                }
            }
            level--;
            if (a != null && !isOp("=")) {
                return exit(a);
            }
            pos = start;
            return exit(null);
        }

        private List<Node> kwargs() {
            enter();
            int start = pos;
            List<Node> a = gather(this::kwargOrStarred);
            if (a != null) {
                int mk = pos;
                if (op(",")) {
                    List<Node> b = gather(this::kwargOrDoubleStarred);
                    if (b != null) {
                        a.addAll(b);
                        return exit(a);
                    }
                }
                pos = mk;
            }
            pos = start;
            a = gather(this::kwargOrStarred);
            if (a != null) {
                return exit(a);
            }
            pos = start;
            a = gather(this::kwargOrDoubleStarred);
            if (a == null) {
                pos = start;
            }
            return exit(a);
        }

        private List<Node> gather(Raw item) {
            enter();
            int start = pos;
            Node first = item.parse();
            if (first == null) {
                pos = start;
                return exit(null);
            }
            List<Node> out = new ArrayList<>();
            out.add(first);
            while (true) {
                int mk = pos;
                if (!op(",")) {
                    break;
                }
                Node c = item.parse();
                if (c == null) {
                    pos = mk;
                    break;
                }
                out.add(c);
            }
            return exit(out);
        }

        private Node starredExpression() {
            enter();
            int start = pos;
            if (op("*")) {
                Node a = expression();
                if (a != null) {
                    return exit(Node.of(a));
                }
            }
            pos = start;
            return exit(null);
        }

        private Node kwargOrStarred() {
            enter();
            int start = pos;
            if (isName()) {
                pos++;
                if (op("=")) {
                    Node b = expression();
                    if (b != null) {
                        return exit(Node.of(b));
                    }
                }
            }
            pos = start;
            Node s = starredExpression();
            if (s == null) {
                pos = start;
            }
            return exit(s);
        }

        private Node kwargOrDoubleStarred() {
            enter();
            int start = pos;
            if (isName()) {
                pos++;
                if (op("=")) {
                    Node b = expression();
                    if (b != null) {
                        return exit(Node.of(b));
                    }
                }
            }
            pos = start;
            if (op("**")) {
                Node b = expression();
                if (b != null) {
                    return exit(Node.of(b));
                }
            }
            pos = start;
            return exit(null);
        }

        // ---- lambda

        private Node lambdef() {
            enter();
            int start = pos;
            if (kw("lambda")) {
                int m = pos;
                helpers(1);                                    // lambda_params
                Node params = lambdaParameters();
                level--;
                if (params == null) {
                    pos = m;
                    params = Node.leaf();                      // an empty arguments node
                }
                if (op(":")) {
                    Node body = expression();
                    if (body != null) {
                        return exit(Node.of(params, body));
                    }
                }
            }
            pos = start;
            return exit(null);
        }

        /** lambda_parameters; returns the arguments node (depth 1 + deepest arg/default) or null. */
        private Node lambdaParameters() {
            enter();
            int start = pos;
            List<Node> parts = new ArrayList<>();
            // alt 1: slash_no_default param_no_default* param_with_default* [star_etc]
            if (slashNoDefault(parts)) {
                while (paramNoDefault(parts)) {
                    // repeat
                }
                while (paramWithDefault(parts)) {
                    // repeat
                }
                starEtcOpt(parts);
                return exit(Node.of(parts));
            }
            pos = start;
            parts.clear();
            // alt 2: slash_with_default param_with_default* [star_etc]
            if (slashWithDefault(parts)) {
                while (paramWithDefault(parts)) {
                    // repeat
                }
                starEtcOpt(parts);
                return exit(Node.of(parts));
            }
            pos = start;
            parts.clear();
            // alt 3: param_no_default+ param_with_default* [star_etc]
            if (paramNoDefault(parts)) {
                while (paramNoDefault(parts)) {
                    // repeat
                }
                while (paramWithDefault(parts)) {
                    // repeat
                }
                starEtcOpt(parts);
                return exit(Node.of(parts));
            }
            pos = start;
            parts.clear();
            // alt 4: param_with_default+ [star_etc]
            if (paramWithDefault(parts)) {
                while (paramWithDefault(parts)) {
                    // repeat
                }
                starEtcOpt(parts);
                return exit(Node.of(parts));
            }
            pos = start;
            parts.clear();
            // alt 5: star_etc
            if (starEtc(parts)) {
                return exit(Node.of(parts));
            }
            pos = start;
            return exit(null);
        }

        private void starEtcOpt(List<Node> parts) {
            int m = pos;
            int n = parts.size();
            if (!starEtc(parts)) {
                pos = m;
                while (parts.size() > n) {
                    parts.remove(parts.size() - 1);
                }
            }
        }

        /** param_no_default+ '/' (',' | &':') */
        private boolean slashNoDefault(List<Node> parts) {
            helpers(2);                                        // lambda_slash_no_default, _loop1
            boolean r = slashNoDefaultBody(parts);
            level -= 2;
            return r;
        }

        private boolean slashNoDefaultBody(List<Node> parts) {
            int start = pos;
            int n = parts.size();
            if (!paramNoDefault(parts)) {
                return false;
            }
            while (paramNoDefault(parts)) {
                // repeat
            }
            if (op("/") && (op(",") || isOp(":"))) {
                return true;
            }
            pos = start;
            while (parts.size() > n) {
                parts.remove(parts.size() - 1);
            }
            return false;
        }

        /** param_no_default* param_with_default+ '/' (',' | &':') */
        private boolean slashWithDefault(List<Node> parts) {
            helpers(2);                                        // lambda_slash_with_default, _loop1
            boolean r = slashWithDefaultBody(parts);
            level -= 2;
            return r;
        }

        private boolean slashWithDefaultBody(List<Node> parts) {
            int start = pos;
            int n = parts.size();
            while (paramNoDefault(parts)) {
                // repeat
            }
            if (paramWithDefault(parts)) {
                while (paramWithDefault(parts)) {
                    // repeat
                }
                if (op("/") && (op(",") || isOp(":"))) {
                    return true;
                }
            }
            pos = start;
            while (parts.size() > n) {
                parts.remove(parts.size() - 1);
            }
            return false;
        }

        /** lambda_param (',' | &':') */
        private boolean paramNoDefault(List<Node> parts) {
            enter();
            int start = pos;
            if (isName()) {
                pos++;
                if (op(",") || isOp(":")) {
                    parts.add(Node.leaf());
                    return exit(true);
                }
            }
            pos = start;
            return exit(false);
        }

        /** lambda_param default (',' | &':') */
        private boolean paramWithDefault(List<Node> parts) {
            enter();
            int start = pos;
            if (isName()) {
                pos++;
                if (op("=")) {
                    helpers(1);                                // default
                    Node d = expression();
                    level--;
                    if (d != null && (op(",") || isOp(":"))) {
                        parts.add(Node.leaf());
                        parts.add(d);
                        return exit(true);
                    }
                }
            }
            pos = start;
            return exit(false);
        }

        /** lambda_param default? (',' | &':') */
        private boolean paramMaybeDefault(List<Node> parts) {
            enter();
            int start = pos;
            if (isName()) {
                pos++;
                Node d = null;
                int m = pos;
                if (op("=")) {
                    d = expression();
                    if (d == null) {
                        pos = m;
                    }
                }
                if (op(",") || isOp(":")) {
                    parts.add(Node.leaf());
                    if (d != null) {
                        parts.add(d);
                    }
                    return exit(true);
                }
            }
            pos = start;
            return exit(false);
        }

        private boolean starEtc(List<Node> parts) {
            enter();
            int start = pos;
            int n = parts.size();
            if (op("*")) {
                if (paramNoDefault(parts)) {
                    while (paramMaybeDefault(parts)) {
                        // repeat
                    }
                    int m = pos;
                    if (!kwds(parts)) {
                        pos = m;
                    }
                    return exit(true);
                }
                if (op(",")) {
                    if (paramMaybeDefault(parts)) {
                        while (paramMaybeDefault(parts)) {
                            // repeat
                        }
                        int m = pos;
                        if (!kwds(parts)) {
                            pos = m;
                        }
                        return exit(true);
                    }
                }
            }
            pos = start;
            while (parts.size() > n) {
                parts.remove(parts.size() - 1);
            }
            if (kwds(parts)) {
                return exit(true);
            }
            pos = start;
            return exit(false);
        }

        private boolean kwds(List<Node> parts) {
            enter();
            int start = pos;
            if (op("**") && paramNoDefault(parts)) {
                return exit(true);
            }
            pos = start;
            return exit(false);
        }

        // ---- targets (comprehension 'for' clauses)

        private Node starTargets() {
            enter();
            int start = pos;
            Node a = starTarget();
            if (a == null) {
                pos = start;
                return exit(null);
            }
            if (!isOp(",")) {
                return exit(a);
            }
            List<Node> items = new ArrayList<>();
            items.add(a);
            while (true) {
                int mk = pos;
                if (!op(",")) {
                    break;
                }
                Node c = starTarget();
                if (c == null) {
                    pos = mk;
                    break;
                }
                items.add(c);
            }
            op(",");
            return exit(Node.of(items));
        }

        private Node starTarget() {
            enter();
            Object[] m = memoGet(R_STAR_TARGET);
            if (m != null) {
                return exit(memoHit(m));
            }
            int start = pos;
            if (op("*")) {
                if (!isOp("*")) {
                    Node t = starTarget();
                    if (t != null) {
                        return exit(memoPut(R_STAR_TARGET, start, Node.of(t)));
                    }
                }
            }
            pos = start;
            Node t = targetWithStarAtom();
            if (t == null) {
                pos = start;
            }
            return exit(memoPut(R_STAR_TARGET, start, t));
        }

        private boolean tLookahead() {
            return isOp("(") || isOp("[") || isOp(".");
        }

        private Node targetWithStarAtom() {
            enter();
            Object[] m = memoGet(R_TARGET_ATOM);
            if (m != null) {
                return exit(memoHit(m));
            }
            int start = pos;
            Node a = tPrimary();
            if (a != null && op(".")) {
                if (name() != null && !tLookahead()) {
                    return exit(memoPut(R_TARGET_ATOM, start, Node.of(a)));
                }
            }
            pos = start;
            a = tPrimary();
            if (a != null && op("[")) {
                Node s = slices();
                if (s != null && op("]") && !tLookahead()) {
                    return exit(memoPut(R_TARGET_ATOM, start, Node.of(a, s)));
                }
            }
            pos = start;
            Node s = starAtom();
            if (s == null) {
                pos = start;
            }
            return exit(memoPut(R_TARGET_ATOM, start, s));
        }

        private Node starAtom() {
            enter();
            int start = pos;
            Node n = name();
            if (n != null) {
                return exit(n);
            }
            pos = start;
            if (op("(")) {
                Node a = targetWithStarAtom();
                if (a != null && op(")")) {
                    return exit(a);
                }
            }
            pos = start;
            if (op("(")) {
                int m = pos;
                List<Node> seq = starTargetsTupleSeq();
                if (seq == null) {
                    pos = m;
                    seq = List.of();
                }
                if (op(")")) {
                    return exit(Node.of(seq));
                }
            }
            pos = start;
            if (op("[")) {
                int m = pos;
                List<Node> seq = gather(this::starTarget);
                if (seq != null) {
                    op(",");
                } else {
                    pos = m;
                    seq = List.of();
                }
                if (op("]")) {
                    return exit(Node.of(seq));
                }
            }
            pos = start;
            return exit(null);
        }

        private List<Node> starTargetsTupleSeq() {
            enter();
            int start = pos;
            Node a = starTarget();
            if (a == null) {
                pos = start;
                return exit(null);
            }
            List<Node> items = new ArrayList<>();
            items.add(a);
            boolean more = false;
            while (true) {
                int mk = pos;
                if (!op(",")) {
                    break;
                }
                Node c = starTarget();
                if (c == null) {
                    pos = mk;
                    break;
                }
                items.add(c);
                more = true;
            }
            if (op(",")) {
                return exit(items);
            }
            if (more) {
                return exit(items);
            }
            pos = start;
            return exit(null);
        }

        private Node tPrimary() {
            return leftRec(R_TPRIMARY, this::tPrimaryRaw);
        }

        private Node tPrimaryRaw() {
            enter();
            int start = pos;
            Node a = tPrimary();
            if (a != null && op(".") && name() != null && tLookahead()) {
                return exit(Node.of(a));
            }
            pos = start;
            a = tPrimary();
            if (a != null && op("[")) {
                Node s = slices();
                if (s != null && op("]") && tLookahead()) {
                    return exit(Node.of(a, s));
                }
            }
            pos = start;
            a = tPrimary();
            if (a != null) {
                Node g = genexp();
                if (g != null && tLookahead()) {
                    return exit(Node.of(a, g));
                }
            }
            pos = start;
            a = tPrimary();
            if (a != null && op("(")) {
                int m = pos;
                Node args = arguments();
                if (args == null) {
                    pos = m;
                }
                if (op(")") && tLookahead()) {
                    return exit(args == null ? Node.of(a) : Node.of(a, args));
                }
            }
            pos = start;
            a = atom();
            if (a != null && tLookahead()) {
                return exit(a);
            }
            pos = start;
            return exit(null);
        }

        // ---- literals

        private Node number(String text) {
            char last = text.charAt(text.length() - 1);
            if (last == 'j' || last == 'J') {
                return Node.leaf();                            // complex: a Constant, but not int/float
            }
            String digits = text.replace("_", "");
            String lower = digits.toLowerCase(java.util.Locale.ROOT);
            if (lower.startsWith("0x")) {
                return Node.number(PyInt.of(new BigInteger(digits.substring(2), 16)));
            }
            if (lower.startsWith("0o")) {
                return Node.number(PyInt.of(new BigInteger(digits.substring(2), 8)));
            }
            if (lower.startsWith("0b")) {
                return Node.number(PyInt.of(new BigInteger(digits.substring(2), 2)));
            }
            if (lower.indexOf('.') >= 0 || lower.indexOf('e') >= 0) {
                return Node.number(PyFloat.of(Double.parseDouble(digits)));
            }
            int i = 0;
            while (i < digits.length() - 1 && digits.charAt(i) == '0') {
                i++;
            }
            if (digits.length() - i > PyInt.MAX_STR_DIGITS) {
                throw new SyntaxErr();                         // the int literal exceeds the 4300-digit limit
            }
            return Node.number(PyInt.of(new BigInteger(digits)));
        }

        private Node strings() {
            enter();
            Object[] m = memoGet(R_STRINGS);
            if (m != null) {
                return exit(memoHit(m));
            }
            int start = pos;
            boolean sawBytes = false;
            boolean sawStr = false;
            boolean fstring = false;
            int depth = 1;
            while (tok().type() == STRING) {
                StringLiteral lit = StringLiteral.of(tok().text());
                pos++;
                if (lit.bytes) {
                    sawBytes = true;
                } else {
                    sawStr = true;
                }
                if (lit.fstring) {
                    fstring = true;
                    depth = Math.max(depth, FString.parse(lit));
                } else {
                    lit.validate();
                }
            }
            if (sawBytes && sawStr) {
                throw new SyntaxErr();                         // cannot mix bytes and nonbytes literals
            }
            // JoinedStr(values=[Constant..., FormattedValue...]) or a Constant
            Node r = fstring ? depthLeaf(Math.max(1, depth) + 1) : Node.leaf();
            return exit(memoPut(R_STRINGS, start, r));
        }
    }

    // ------------------------------------------------------------------ string literals

    /** A string token split into prefix flags, quote and body. */
    static final class StringLiteral {
        final boolean bytes;
        final boolean raw;
        final boolean fstring;
        final String body;

        private StringLiteral(boolean bytes, boolean raw, boolean fstring, String body) {
            this.bytes = bytes;
            this.raw = raw;
            this.fstring = fstring;
            this.body = body;
        }

        static StringLiteral of(String text) {
            int q = 0;
            while (text.charAt(q) != '\'' && text.charAt(q) != '"') {
                q++;
            }
            String prefix = text.substring(0, q).toLowerCase(java.util.Locale.ROOT);
            String rest = text.substring(q);
            int quoteSize = rest.length() >= 6 && rest.charAt(0) == rest.charAt(1) && rest.charAt(1) == rest.charAt(2)
                    ? 3 : 1;
            String body = rest.substring(quoteSize, rest.length() - quoteSize);
            return new StringLiteral(prefix.contains("b"), prefix.contains("r"), prefix.contains("f"), body);
        }

        /** The checks that make CPython refuse a plain (non-f) literal. */
        void validate() {
            if (bytes) {
                for (int i = 0; i < body.length(); i++) {
                    if (body.charAt(i) >= 128) {
                        throw new SyntaxErr();                 // bytes can only contain ASCII literal characters
                    }
                }
            }
            if (!raw) {
                checkEscapes(body, bytes);
            }
        }

        /** decode_unicode_with_escapes / the bytes decoder: malformed x, u, U and N escapes are errors. */
        static void checkEscapes(String s, boolean bytes) {
            int n = s.length();
            for (int i = 0; i < n; i++) {
                if (s.charAt(i) != '\\') {
                    continue;
                }
                if (i + 1 >= n) {
                    return;                                    // a trailing backslash is kept literally
                }
                char e = s.charAt(i + 1);
                i++;
                if (e >= 128) {
                    continue;
                }
                switch (e) {
                    case 'x' -> {
                        requireHex(s, i + 1, 2);
                        i += 2;
                    }
                    case 'u' -> {
                        if (!bytes) {
                            requireHex(s, i + 1, 4);
                            i += 4;
                        }
                    }
                    case 'U' -> {
                        if (!bytes) {
                            requireHex(s, i + 1, 8);
                            long v = Long.parseLong(s.substring(i + 1, i + 9), 16);
                            if (v > 0x10FFFF) {
                                throw new SyntaxErr();         // illegal Unicode character
                            }
                            i += 8;
                        }
                    }
                    case 'N' -> {
                        if (!bytes) {
                            int close = s.indexOf('}', i + 1);
                            if (i + 1 >= n || s.charAt(i + 1) != '{' || close < 0 || close == i + 2) {
                                throw new SyntaxErr();         // malformed \N character escape
                            }
                            String name = s.substring(i + 2, close);
                            try {
                                Character.codePointOf(name);
                            } catch (IllegalArgumentException ex) {
                                throw new SyntaxErr();         // unknown Unicode character name
                            }
                            i = close;
                        }
                    }
                    default -> {
                    }
                }
            }
        }

        private static void requireHex(String s, int from, int count) {
            if (from + count > s.length()) {
                throw new SyntaxErr();
            }
            for (int k = from; k < from + count; k++) {
                if (Character.digit(s.charAt(k), 16) < 0 || s.charAt(k) >= 128) {
                    throw new SyntaxErr();                     // truncated hex escape
                }
            }
        }
    }

    /** CPython 3.11's f-string scanner ({@code fstring_find_literal}, {@code fstring_find_expr}). */
    static final class FString {
        private final String s;
        private final boolean raw;
        private int pos;
        private final int end;
        private int maxDepth;

        private FString(StringLiteral lit) {
            this.s = lit.body;
            this.raw = lit.raw;
            this.end = lit.body.length();
        }

        /** Checks an f-string literal; returns the depth of its deepest FormattedValue (0 if none). */
        static int parse(StringLiteral lit) {
            FString f = new FString(lit);
            f.parseLevel(0);
            return f.maxDepth;
        }

        /** fstring_parse at one recursion level; returns the depth of the values it found. */
        private int parseLevel(int recurseLvl) {
            int depth = 0;
            while (true) {
                int litStart = pos;
                int result = findLiteral(recurseLvl);
                int litEnd = result == 1 ? pos - 1 : pos;
                if (!raw && litEnd > litStart) {
                    StringLiteral.checkEscapes(s.substring(litStart, litEnd), false);
                }
                if (result == 1) {
                    continue;
                }
                if (pos >= end || s.charAt(pos) == '}') {
                    break;
                }
                depth = Math.max(depth, findExpr(recurseLvl));
            }
            if (recurseLvl != 0 && (pos >= end || s.charAt(pos) != '}')) {
                throw new SyntaxErr();                         // f-string: expecting '}'
            }
            maxDepth = Math.max(maxDepth, depth);
            return depth;
        }

        /** Returns 1 after a doubled brace, 0 otherwise (stopped at '{', '}' or the end). */
        private int findLiteral(int recurseLvl) {
            while (pos < end) {
                char ch = s.charAt(pos++);
                if (!raw && ch == '\\' && pos < end) {
                    ch = s.charAt(pos++);
                    if (ch == 'N') {
                        if (pos < end && s.charAt(pos++) == '{') {
                            while (pos < end && s.charAt(pos++) != '}') {
                                // skip the name
                            }
                        }
                        continue;
                    }
                }
                if (ch == '{' || ch == '}') {
                    if (recurseLvl == 0) {
                        if (pos < end && s.charAt(pos) == ch) {
                            pos++;
                            return 1;
                        }
                        if (ch == '}') {
                            throw new SyntaxErr();             // f-string: single '}' is not allowed
                        }
                    }
                    pos--;
                    break;
                }
            }
            return 0;
        }

        /** At '{': the expression, conversion and format spec; returns the FormattedValue's depth. */
        private int findExpr(int recurseLvl) {
            if (recurseLvl >= 2) {
                throw new SyntaxErr();                         // f-string: expressions nested too deeply
            }
            pos++;
            int exprStart = pos;
            char quote = 0;
            int stringType = 0;
            int nested = 0;
            char[] stack = new char[PythonTokenizer.MAXLEVEL];
            for (; pos < end; pos++) {
                char ch = s.charAt(pos);
                if (ch == '\\') {
                    throw new SyntaxErr();                     // expression part cannot include a backslash
                }
                if (quote != 0) {
                    if (ch == quote) {
                        if (stringType == 3) {
                            if (pos + 2 < end && s.charAt(pos + 1) == ch && s.charAt(pos + 2) == ch) {
                                pos += 2;
                                stringType = 0;
                                quote = 0;
                            }
                        } else {
                            stringType = 0;
                            quote = 0;
                        }
                    }
                    continue;
                }
                if (ch == '\'' || ch == '"') {
                    if (pos + 2 < end && s.charAt(pos + 1) == ch && s.charAt(pos + 2) == ch) {
                        stringType = 3;
                        pos += 2;
                    } else {
                        stringType = 1;
                    }
                    quote = ch;
                } else if (ch == '[' || ch == '{' || ch == '(') {
                    if (nested >= PythonTokenizer.MAXLEVEL) {
                        throw new SyntaxErr();                 // f-string: too many nested parenthesis
                    }
                    stack[nested++] = ch;
                } else if (ch == '#') {
                    throw new SyntaxErr();                     // expression part cannot include '#'
                } else if (nested == 0 && (ch == '!' || ch == ':' || ch == '}' || ch == '=' || ch == '>'
                        || ch == '<')) {
                    if (pos + 1 < end) {
                        char next = s.charAt(pos + 1);
                        if ((ch == '!' && next == '=') || (ch == '=' && next == '=') || (ch == '<' && next == '=')
                                || (ch == '>' && next == '=')) {
                            pos++;
                            continue;
                        }
                    }
                    if (ch == '>' || ch == '<') {
                        continue;
                    }
                    break;
                } else if (ch == ']' || ch == '}' || ch == ')') {
                    if (nested == 0) {
                        throw new SyntaxErr();                 // f-string: unmatched ')'
                    }
                    char open = stack[--nested];
                    if (!((open == '(' && ch == ')') || (open == '[' && ch == ']') || (open == '{' && ch == '}'))) {
                        throw new SyntaxErr();
                    }
                }
            }
            int exprEnd = pos;
            if (quote != 0 || nested != 0 || pos >= end) {
                throw new SyntaxErr();                         // unterminated string / unmatched / expecting '}'
            }
            String expr = s.substring(exprStart, exprEnd);
            boolean blank = true;
            for (int i = 0; i < expr.length(); i++) {
                char c = expr.charAt(i);
                if (!(c == ' ' || c == '\t' || c == '\n' || c == '\f')) {
                    blank = false;
                    break;
                }
            }
            if (blank) {
                throw new SyntaxErr();                         // f-string: empty expression not allowed
            }
            Parser inner = new Parser(PythonTokenizer.tokenize("(" + expr + ")"));
            Node value;
            try {
                value = inner.fstring();
            } catch (SyntaxErr e) {
                throw e;
            }
            if (value == null) {
                throw new SyntaxErr();
            }
            if (s.charAt(pos) == '=') {
                pos++;
                while (pos < end && isPySpace(s.charAt(pos))) {
                    pos++;
                }
                if (pos >= end) {
                    throw new SyntaxErr();
                }
            }
            if (s.charAt(pos) == '!') {
                pos++;
                if (pos >= end) {
                    throw new SyntaxErr();
                }
                char conv = s.charAt(pos++);
                if (conv != 's' && conv != 'r' && conv != 'a') {
                    throw new SyntaxErr();                     // invalid conversion character
                }
            }
            int specDepth = 0;
            if (pos < end && s.charAt(pos) == ':') {
                pos++;
                if (pos >= end) {
                    throw new SyntaxErr();
                }
                specDepth = 1 + parseLevel(recurseLvl + 1);   // the spec is a JoinedStr
            }
            if (pos >= end || s.charAt(pos) != '}') {
                throw new SyntaxErr();                         // f-string: expecting '}'
            }
            pos++;
            return 1 + Math.max(value.depth, specDepth);
        }

        private static boolean isPySpace(char c) {
            return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0x0b || c == '\f';
        }
    }
}
