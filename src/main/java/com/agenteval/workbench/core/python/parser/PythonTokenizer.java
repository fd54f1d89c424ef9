package com.agenteval.workbench.core.python.parser;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * CPython 3.11's tokenizer ({@code Parser/tokenizer.c, tok_get}) for one source string in eval mode: newline
 * translation, indentation (any indent is an error in an expression), comments, backslash continuation, brackets with
 * the 200-level limit, numbers with underscores and the "invalid decimal literal" rules, string prefixes and quotes,
 * and identifiers (non-ASCII characters must be XID_Start / XID_Continue).
 *
 * <p>The whole input is tokenized up front; a lexical error becomes an {@link #ERROR} token at the place it occurs,
 * so the parser fails exactly when it reaches it, as pegen's lazy tokenizer does.
 */
final class PythonTokenizer {

    static final int NAME = 1;
    static final int NUMBER = 2;
    static final int STRING = 3;
    static final int OP = 4;
    static final int NEWLINE = 5;
    static final int ENDMARKER = 6;
    static final int ERROR = 7;

    static final int MAXLEVEL = 200;

    /** A token: its type, its text and where it starts in the (translated) source. */
    record Token(int type, String text, int start) {}

    private static final String[] THREE = {"**=", "...", "//=", "<<=", ">>="};
    private static final String[] TWO = {
        "!=", "%=", "&=", "**", "*=", "+=", "-=", "->", "//", "/=", ":=", "<<", "<=", "<>", "==", ">=", ">>", "@=",
        "^=", "|="
    };
    private static final String ONE = "%&()*+,-./:;<=>@[]^{|}~";

    private final String s;
    private int pos;
    private int level;
    private final char[] parenStack = new char[MAXLEVEL];
    private boolean atBol = true;
    private final List<Token> tokens = new ArrayList<>();

    private PythonTokenizer(String source) {
        this.s = source.replace("\r\n", "\n").replace('\r', '\n');
    }

    /** Tokenizes the whole string; the list ends with ENDMARKER or ERROR. */
    static List<Token> tokenize(String source) {
        PythonTokenizer t = new PythonTokenizer(source);
        while (true) {
            Token tok;
            try {
                tok = t.next();
            } catch (LexError e) {
                t.tokens.add(new Token(ERROR, "", t.pos));
                return t.tokens;
            }
            if (tok != null) {
                t.tokens.add(tok);
                if (tok.type == ENDMARKER) {
                    return t.tokens;
                }
            }
        }
    }

    private static final class LexError extends RuntimeException {
        LexError() {
            super(null, null, false, false);
        }
    }

    private int peek() {
        return pos < s.length() ? s.charAt(pos) : -1;
    }

    private int peekAt(int i) {
        return i < s.length() ? s.charAt(i) : -1;
    }

    private int nextc() {
        return pos < s.length() ? s.charAt(pos++) : -1;
    }

    static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isHex(int c) {
        return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }

    private static boolean potentialIdStart(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 128;
    }

    private static boolean potentialIdChar(int c) {
        return potentialIdStart(c) || isDigit(c);
    }

    /** One token, or null when a line produced none (blank line, continuation). */
    private @Nullable Token next() {
        boolean blankLine = false;
        if (atBol) {
            atBol = false;
            int col = 0;
            while (true) {
                int c = peek();
                if (c == ' ') {
                    col++;
                } else if (c == '\t') {
                    col = (col / 8 + 1) * 8;
                } else if (c == '\f') {
                    col = 0;
                } else {
                    break;
                }
                pos++;
            }
            int c = peek();
            if (c == '#' || c == '\n') {
                blankLine = true;
            }
            if (!blankLine && level == 0 && col > 0) {
                throw new LexError(); // INDENT: an expression never has one
            }
        }
        while (true) {
            int c = peek();
            if (c == ' ' || c == '\t' || c == '\f') {
                pos++;
            } else {
                break;
            }
        }
        int start = pos;
        int c = nextc();
        if (c == '#') {
            while (peek() != '\n' && peek() != -1) {
                pos++;
            }
            start = pos;
            c = nextc();
        }
        if (c == 0) {
            throw new LexError(); // source code cannot contain null bytes
        }
        if (c == -1) {
            if (level > 0) {
                throw new LexError();
            }
            return new Token(ENDMARKER, "", start);
        }
        if (potentialIdStart(c)) {
            return identifierOrString(start, c);
        }
        if (c == '\n') {
            atBol = true;
            if (blankLine || level > 0) {
                return null;
            }
            return new Token(NEWLINE, "\n", start);
        }
        if (c == '.') {
            int d = peek();
            if (isDigit(d)) {
                return number(start, true);
            }
            if (d == '.' && peekAt(pos + 1) == '.') {
                pos += 2;
                return new Token(OP, "...", start);
            }
            return new Token(OP, ".", start);
        }
        if (isDigit(c)) {
            pos = start;
            return number(start, false);
        }
        if (c == '\'' || c == '"') {
            pos = start;
            return string(start, start);
        }
        if (c == '\\') {
            if (nextc() != '\n') {
                throw new LexError(); // unexpected character after line continuation
            }
            if (peek() == -1) {
                throw new LexError(); // unexpected EOF while parsing
            }
            return null;
        }
        for (String op : THREE) {
            if (s.startsWith(op, start)) {
                pos = start + 3;
                return new Token(OP, op, start);
            }
        }
        for (String op : TWO) {
            if (s.startsWith(op, start)) {
                pos = start + 2;
                return new Token(OP, op, start);
            }
        }
        if (c == '(' || c == '[' || c == '{') {
            if (level >= MAXLEVEL) {
                throw new LexError(); // too many nested parentheses
            }
            parenStack[level++] = (char) c;
        } else if (c == ')' || c == ']' || c == '}') {
            if (level == 0) {
                throw new LexError(); // unmatched ')'
            }
            char open = parenStack[--level];
            if ((open == '(' && c != ')') || (open == '[' && c != ']') || (open == '{' && c != '}')) {
                throw new LexError(); // closing parenthesis does not match
            }
        }
        if (ONE.indexOf(c) < 0) {
            throw new LexError(); // '!', '$', '?', '`', control characters
        }
        return new Token(OP, String.valueOf((char) c), start);
    }

    private Token identifierOrString(int start, int c) {
        boolean sawB = false;
        boolean sawR = false;
        boolean sawU = false;
        boolean sawF = false;
        while (true) {
            if (!(sawB || sawU || sawF) && (c == 'b' || c == 'B')) {
                sawB = true;
            } else if (!(sawB || sawU || sawR || sawF) && (c == 'u' || c == 'U')) {
                sawU = true;
            } else if (!(sawR || sawU) && (c == 'r' || c == 'R')) {
                sawR = true;
            } else if (!(sawF || sawB || sawU) && (c == 'f' || c == 'F')) {
                sawF = true;
            } else {
                break;
            }
            c = nextc();
            if (c == '"' || c == '\'') {
                pos--;
                return string(start, pos);
            }
        }
        boolean nonAscii = false;
        while (potentialIdChar(c)) {
            if (c >= 128) {
                nonAscii = true;
            }
            c = nextc();
        }
        if (c != -1) {
            pos--;
        }
        String text = s.substring(start, pos);
        if (nonAscii && !validIdentifier(text)) {
            throw new LexError(); // invalid character in identifier
        }
        return new Token(NAME, text, start);
    }

    /** {@code _PyUnicode_ScanIdentifier}: XID_Start (or '_') then XID_Continue. */
    static boolean validIdentifier(String text) {
        int i = 0;
        boolean first = true;
        while (i < text.length()) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            boolean ok = first ? (cp == '_' || xidStart(cp)) : xidContinue(cp);
            if (!ok) {
                return false;
            }
            first = false;
        }
        return true;
    }

    private static boolean xidStart(int cp) {
        if (cp < 128) {
            return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
        }
        return Character.isUnicodeIdentifierStart(cp) && !Character.isIdentifierIgnorable(cp);
    }

    private static boolean xidContinue(int cp) {
        if (cp < 128) {
            return potentialIdChar(cp);
        }
        return (Character.isUnicodeIdentifierPart(cp) || cp == 0xB7)
                && !Character.isIdentifierIgnorable(cp)
                && cp != 0x200C
                && cp != 0x200D;
    }

    /** Digits with single underscores between them ({@code tok_decimal_tail}); returns the char after. */
    private int decimalTail() {
        int c;
        while (true) {
            do {
                c = nextc();
            } while (isDigit(c));
            if (c != '_') {
                break;
            }
            c = nextc();
            if (!isDigit(c)) {
                throw new LexError(); // invalid decimal literal
            }
        }
        return c;
    }

    /** {@code lookahead(tok, test)}: the text follows and is not followed by an identifier character. */
    private boolean lookahead(String test) {
        if (!s.startsWith(test, pos)) {
            return false;
        }
        return !potentialIdChar(peekAt(pos + test.length()));
    }

    /**
     * {@code verify_end_of_number}: a number directly followed by "and", "else", "for", "if"/"in"/"is", "not" or
     * "or" is accepted (with a warning); followed by any other identifier character it is an error. {@code c} has
     * been read; on return it is pushed back.
     */
    private void verifyEndOfNumber(int c) {
        if (c != -1) {
            pos--;
        }
        boolean r = false;
        int save = pos;
        if (c == 'a') {
            pos++;
            r = lookahead("nd");
        } else if (c == 'e') {
            pos++;
            r = lookahead("lse");
        } else if (c == 'f') {
            pos++;
            r = lookahead("or");
        } else if (c == 'i') {
            int c2 = peekAt(pos + 1);
            r = c2 == 'f' || c2 == 'n' || c2 == 's';
        } else if (c == 'o') {
            pos++;
            r = lookahead("r");
        } else if (c == 'n') {
            pos++;
            r = lookahead("ot");
        }
        pos = save;
        if (!r && potentialIdChar(c)) {
            throw new LexError(); // invalid ... literal
        }
    }

    private Token number(int start, boolean startsWithDot) {
        int c;
        if (startsWithDot) {
            c = nextc(); // the digit after '.'
            return fractionAndAfter(start, c);
        }
        c = nextc();
        if (c == '0') {
            c = nextc();
            if (c == 'x' || c == 'X') {
                c = nextc();
                do {
                    if (c == '_') {
                        c = nextc();
                    }
                    if (!isHex(c)) {
                        throw new LexError();
                    }
                    do {
                        c = nextc();
                    } while (isHex(c));
                } while (c == '_');
                verifyEndOfNumber(c);
            } else if (c == 'o' || c == 'O' || c == 'b' || c == 'B') {
                int max = (c == 'o' || c == 'O') ? '8' : '2';
                c = nextc();
                do {
                    if (c == '_') {
                        c = nextc();
                    }
                    if (c < '0' || c >= max) {
                        throw new LexError();
                    }
                    do {
                        c = nextc();
                    } while (c >= '0' && c < max);
                } while (c == '_');
                if (isDigit(c)) {
                    throw new LexError();
                }
                verifyEndOfNumber(c);
            } else {
                boolean nonzero = false;
                while (true) {
                    if (c == '_') {
                        c = nextc();
                        if (!isDigit(c)) {
                            throw new LexError();
                        }
                    }
                    if (c != '0') {
                        break;
                    }
                    c = nextc();
                }
                if (isDigit(c)) {
                    nonzero = true;
                    c = decimalTail();
                }
                if (c == '.') {
                    c = nextc();
                    return fractionAndAfter(start, c);
                } else if (c == 'e' || c == 'E') {
                    return exponentAndAfter(start, c);
                } else if (c == 'j' || c == 'J') {
                    return imaginary(start);
                } else if (nonzero) {
                    throw new LexError(); // leading zeros in decimal integer literals
                }
                verifyEndOfNumber(c);
            }
            return new Token(NUMBER, s.substring(start, pos), start);
        }
        c = decimalTail();
        if (c == '.') {
            c = nextc();
            return fractionAndAfter(start, c);
        }
        return exponentOrEnd(start, c);
    }

    /** After '.', with c the next char: optional digits, then exponent / imaginary / end. */
    private Token fractionAndAfter(int start, int c) {
        if (isDigit(c)) {
            c = decimalTail();
        }
        return exponentOrEnd(start, c);
    }

    private Token exponentOrEnd(int start, int c) {
        if (c == 'e' || c == 'E') {
            return exponentAndAfter(start, c);
        }
        if (c == 'j' || c == 'J') {
            return imaginary(start);
        }
        verifyEndOfNumber(c);
        return new Token(NUMBER, s.substring(start, pos), start);
    }

    private Token exponentAndAfter(int start, int e) {
        int ePos = pos - 1;
        int c = nextc();
        if (c == '+' || c == '-') {
            c = nextc();
            if (!isDigit(c)) {
                throw new LexError();
            }
        } else if (!isDigit(c)) {
            pos = ePos + 1; // back before c: now just after 'e'
            verifyEndOfNumber(e); // pushes 'e' back
            return new Token(NUMBER, s.substring(start, pos), start);
        }
        c = decimalTail();
        if (c == 'j' || c == 'J') {
            return imaginary(start);
        }
        verifyEndOfNumber(c);
        return new Token(NUMBER, s.substring(start, pos), start);
    }

    private Token imaginary(int start) {
        int c = nextc();
        verifyEndOfNumber(c);
        return new Token(NUMBER, s.substring(start, pos), start);
    }

    /** A string literal starting at {@code start} (prefix included) with its quote at {@code quotePos}. */
    private Token string(int start, int quotePos) {
        pos = quotePos;
        int quote = nextc();
        int quoteSize = 1;
        int endQuoteSize = 0;
        int c = nextc();
        if (c == quote) {
            c = nextc();
            if (c == quote) {
                quoteSize = 3;
            } else {
                endQuoteSize = 1; // empty string
            }
        }
        if (c != quote && c != -1) {
            pos--;
        }
        while (endQuoteSize != quoteSize) {
            c = nextc();
            if (c == -1 || (quoteSize == 1 && c == '\n')) {
                throw new LexError(); // unterminated string literal
            }
            if (c == 0) {
                throw new LexError();
            }
            if (c == quote) {
                endQuoteSize++;
            } else {
                endQuoteSize = 0;
                if (c == '\\') {
                    if (nextc() == -1) {
                        throw new LexError();
                    }
                }
            }
        }
        return new Token(STRING, s.substring(start, pos), start);
    }
}
