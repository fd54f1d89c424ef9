package com.agenteval.workbench.core.python;

import java.util.Locale;

/** Python str behaviour the reference relies on: {@code repr}, {@code strip}, {@code lower}, {@code isspace}. */
public final class PyStrings {

    private PyStrings() {}

    /** Python's {@code str.isspace()} for one code point (Unicode White_Space plus the \x1c–\x1f separators). */
    public static boolean isSpace(int c) {
        if (c < 128) {
            return c == ' ' || (c >= 0x09 && c <= 0x0d) || (c >= 0x1c && c <= 0x1f);
        }
        return c == 0x85
                || c == 0xa0
                || c == 0x1680
                || (c >= 0x2000 && c <= 0x200a)
                || c == 0x2028
                || c == 0x2029
                || c == 0x202f
                || c == 0x205f
                || c == 0x3000;
    }

    /** Python's {@code str.strip()} with no arguments. */
    public static String strip(String s) {
        int start = 0;
        int end = s.length();
        while (start < end && isSpace(s.codePointAt(start))) {
            start += Character.charCount(s.codePointAt(start));
        }
        while (end > start && isSpace(s.codePointBefore(end))) {
            end -= Character.charCount(s.codePointBefore(end));
        }
        return s.substring(start, end);
    }

    /** Python's {@code str.lower()} (full case mapping; the JDK's Unicode tables may be a version apart). */
    public static String lower(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 128 || (c >= 'A' && c <= 'Z')) {
                return s.toLowerCase(Locale.ROOT);
            }
        }
        return s;
    }

    /** Python's {@code str.isprintable()} for one code point. */
    static boolean isPrintable(int c) {
        if (c == ' ') {
            return true;
        }
        if (c < 0x20 || c == 0x7f) {
            return false;
        }
        if (c < 0x7f) {
            return true;
        }
        switch (Character.getType(c)) {
            case Character.CONTROL,
                    Character.FORMAT,
                    Character.SURROGATE,
                    Character.PRIVATE_USE,
                    Character.UNASSIGNED,
                    Character.LINE_SEPARATOR,
                    Character.PARAGRAPH_SEPARATOR,
                    Character.SPACE_SEPARATOR:
                return false;
            default:
                return true;
        }
    }

    /** Python's {@code repr(s)} for a str. */
    public static String repr(String s) {
        char quote = s.indexOf('\'') >= 0 && s.indexOf('"') < 0 ? '"' : '\'';
        StringBuilder sb = new StringBuilder(s.length() + 2).append(quote);
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            if (c == quote || c == '\\') {
                sb.append('\\').append((char) c);
            } else if (c == '\t') {
                sb.append("\\t");
            } else if (c == '\n') {
                sb.append("\\n");
            } else if (c == '\r') {
                sb.append("\\r");
            } else if (isPrintable(c)) {
                sb.appendCodePoint(c);
            } else if (c < 0x100) {
                sb.append(String.format("\\x%02x", c));
            } else if (c < 0x10000) {
                sb.append(String.format("\\u%04x", c));
            } else {
                sb.append(String.format("\\U%08x", c));
            }
        }
        return sb.append(quote).toString();
    }
}
