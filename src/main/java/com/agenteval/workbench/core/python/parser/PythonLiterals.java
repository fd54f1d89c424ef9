package com.agenteval.workbench.core.python.parser;

import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.parser.PythonParser.Ast;
import com.agenteval.workbench.core.python.parser.PythonParser.PythonSyntaxError;
import java.math.BigInteger;
import java.util.List;
import java.util.Locale;

/**
 * The literal checks of CPython 3.11 that run while the parser builds nodes: number tokens
 * ({@code _PyPegen_number_token}, the 4300-digit limit), string concatenation ({@code _PyPegen_concatenate_strings}:
 * no mixing of bytes and str, escape decoding errors) and f-strings ({@code string_parser.c}: the scanner and the
 * sub-parse of each expression with the {@code fstring} start rule).
 */
final class PythonLiterals {

    private PythonLiterals() {}

    /** A NUMBER token's constant: int or float (a complex constant is a node the calculator refuses). */
    static Ast number(String text) {
        char last = text.charAt(text.length() - 1);
        if (last == 'j' || last == 'J') {
            return Ast.node(1);
        }
        String digits = text.replace("_", "");
        String lower = digits.toLowerCase(Locale.ROOT);
        if (lower.startsWith("0x")) {
            return Ast.number(PyInt.of(new BigInteger(digits.substring(2), 16)));
        }
        if (lower.startsWith("0o")) {
            return Ast.number(PyInt.of(new BigInteger(digits.substring(2), 8)));
        }
        if (lower.startsWith("0b")) {
            return Ast.number(PyInt.of(new BigInteger(digits.substring(2), 2)));
        }
        if (lower.indexOf('.') >= 0 || lower.indexOf('e') >= 0) {
            return Ast.number(PyFloat.of(Double.parseDouble(digits)));
        }
        int i = 0;
        while (i < digits.length() - 1 && digits.charAt(i) == '0') {
            i++;
        }
        if (digits.length() - i > PyInt.MAX_STR_DIGITS) {
            throw new PythonSyntaxError(); // the int literal exceeds the 4300-digit limit
        }
        return Ast.number(PyInt.of(new BigInteger(digits)));
    }

    /** {@code STRING+}: a Constant, or a JoinedStr as deep as its deepest FormattedValue allows. */
    static Ast strings(List<String> tokens) {
        boolean sawBytes = false;
        boolean sawStr = false;
        boolean fstring = false;
        int depth = 1;
        for (String text : tokens) {
            StringLiteral lit = StringLiteral.of(text);
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
            throw new PythonSyntaxError(); // cannot mix bytes and nonbytes literals
        }
        return Ast.node(fstring ? Math.max(1, depth) + 1 : 1); // JoinedStr(values=[...]) or a Constant
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
            String prefix = text.substring(0, q).toLowerCase(Locale.ROOT);
            String rest = text.substring(q);
            int quoteSize =
                    rest.length() >= 6 && rest.charAt(0) == rest.charAt(1) && rest.charAt(1) == rest.charAt(2) ? 3 : 1;
            String body = rest.substring(quoteSize, rest.length() - quoteSize);
            return new StringLiteral(prefix.contains("b"), prefix.contains("r"), prefix.contains("f"), body);
        }

        /** The checks that make CPython refuse a plain (non-f) literal. */
        void validate() {
            if (bytes) {
                for (int i = 0; i < body.length(); i++) {
                    if (body.charAt(i) >= 128) {
                        throw new PythonSyntaxError(); // bytes can only contain ASCII literal characters
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
                    return; // a trailing backslash is kept literally
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
                                throw new PythonSyntaxError(); // illegal Unicode character
                            }
                            i += 8;
                        }
                    }
                    case 'N' -> {
                        if (!bytes) {
                            int close = s.indexOf('}', i + 1);
                            if (i + 1 >= n || s.charAt(i + 1) != '{' || close < 0 || close == i + 2) {
                                throw new PythonSyntaxError(); // malformed \N character escape
                            }
                            String name = s.substring(i + 2, close);
                            try {
                                Character.codePointOf(name);
                            } catch (IllegalArgumentException ex) {
                                throw new PythonSyntaxError(); // unknown Unicode character name
                            }
                            i = close;
                        }
                    }
                    default -> {}
                }
            }
        }

        private static void requireHex(String s, int from, int count) {
            if (from + count > s.length()) {
                throw new PythonSyntaxError();
            }
            for (int k = from; k < from + count; k++) {
                if (Character.digit(s.charAt(k), 16) < 0 || s.charAt(k) >= 128) {
                    throw new PythonSyntaxError(); // truncated hex escape
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
                throw new PythonSyntaxError(); // f-string: expecting '}'
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
                            throw new PythonSyntaxError(); // f-string: single '}' is not allowed
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
                throw new PythonSyntaxError(); // f-string: expressions nested too deeply
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
                    throw new PythonSyntaxError(); // expression part cannot include a backslash
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
                        throw new PythonSyntaxError(); // f-string: too many nested parenthesis
                    }
                    stack[nested++] = ch;
                } else if (ch == '#') {
                    throw new PythonSyntaxError(); // expression part cannot include '#'
                } else if (nested == 0
                        && (ch == '!' || ch == ':' || ch == '}' || ch == '=' || ch == '>' || ch == '<')) {
                    if (pos + 1 < end) {
                        char next = s.charAt(pos + 1);
                        if ((ch == '!' && next == '=')
                                || (ch == '=' && next == '=')
                                || (ch == '<' && next == '=')
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
                        throw new PythonSyntaxError(); // f-string: unmatched ')'
                    }
                    char open = stack[--nested];
                    if (!((open == '(' && ch == ')') || (open == '[' && ch == ']') || (open == '{' && ch == '}'))) {
                        throw new PythonSyntaxError();
                    }
                }
            }
            int exprEnd = pos;
            if (quote != 0 || nested != 0 || pos >= end) {
                throw new PythonSyntaxError(); // unterminated string / unmatched / expecting '}'
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
                throw new PythonSyntaxError(); // f-string: empty expression not allowed
            }
            Ast value = PythonParser.parse("(" + expr + ")", "fstring"); // its own parser, stack from 0
            if (s.charAt(pos) == '=') {
                pos++;
                while (pos < end && isPySpace(s.charAt(pos))) {
                    pos++;
                }
                if (pos >= end) {
                    throw new PythonSyntaxError();
                }
            }
            if (s.charAt(pos) == '!') {
                pos++;
                if (pos >= end) {
                    throw new PythonSyntaxError();
                }
                char conv = s.charAt(pos++);
                if (conv != 's' && conv != 'r' && conv != 'a') {
                    throw new PythonSyntaxError(); // invalid conversion character
                }
            }
            int specDepth = 0;
            if (pos < end && s.charAt(pos) == ':') {
                pos++;
                if (pos >= end) {
                    throw new PythonSyntaxError();
                }
                specDepth = 1 + parseLevel(recurseLvl + 1); // the spec is a JoinedStr
            }
            if (pos >= end || s.charAt(pos) != '}') {
                throw new PythonSyntaxError(); // f-string: expecting '}'
            }
            pos++;
            return 1 + Math.max(value.depth(), specDepth);
        }

        private static boolean isPySpace(char c) {
            return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0x0b || c == '\f';
        }
    }
}
