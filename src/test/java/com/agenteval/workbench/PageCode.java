package com.agenteval.workbench;

/**
 * How much code a page's source holds, measured so that no formatting changes it: the characters that are not white
 * space, outside comments and outside the {@code package} and {@code import} lines. A formatter that re-indents,
 * re-wraps or reorders imports leaves the count as it was; a page that gains a statement grows it.
 */
final class PageCode {

    private PageCode() {}

    /** The code characters of a Java source: no white space, no comments, no package or import declarations. */
    static int characters(String source) {
        String body = blanked(source, true).replaceAll("(?m)^\\s*(package|import)\\s[^;]*;", "");
        int count = 0;
        for (int k = 0; k < body.length(); k++) {
            if (!Character.isWhitespace(body.charAt(k))) {
                count++;
            }
        }
        return count;
    }

    /**
     * A Java source with its comments blanked to spaces, and its string, text-block and character literals too unless
     * {@code keepLiterals} (their quotes stay). Newlines are kept, so each line keeps its number and length.
     */
    static String blanked(String source, boolean keepLiterals) {
        StringBuilder code = new StringBuilder(source);
        int n = source.length();
        int i = 0;
        while (i < n) {
            char c = source.charAt(i);
            int from;
            int to;
            boolean literal;
            if (source.startsWith("/*", i)) {
                int end = source.indexOf("*/", i + 2);
                from = i;
                to = i = end < 0 ? n : end + 2;
                literal = false;
            } else if (source.startsWith("//", i)) {
                int end = source.indexOf('\n', i);
                from = i;
                to = i = end < 0 ? n : end;
                literal = false;
            } else if (source.startsWith("\"\"\"", i)) {
                int end = source.indexOf("\"\"\"", i + 3);
                from = i + 3;
                to = end < 0 ? n : end;
                i = end < 0 ? n : end + 3;
                literal = true;
            } else if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < n && source.charAt(j) != c && source.charAt(j) != '\n') {
                    j += source.charAt(j) == '\\' ? 2 : 1;
                }
                from = i + 1;
                to = Math.min(n, j);
                i = Math.min(n, j + 1);
                literal = true;
            } else {
                i++;
                continue;
            }
            if (literal && keepLiterals) {
                continue;
            }
            for (int k = from; k < to; k++) {
                if (code.charAt(k) != '\n') {
                    code.setCharAt(k, ' ');
                }
            }
        }
        return code.toString();
    }
}
