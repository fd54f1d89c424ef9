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
        StringBuilder code = new StringBuilder(source.length());
        int i = 0;
        int n = source.length();
        while (i < n) {
            char c = source.charAt(i);
            if (source.startsWith("/*", i)) {
                int end = source.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 2;
                code.append(' ');
            } else if (source.startsWith("//", i)) {
                int end = source.indexOf('\n', i);
                i = end < 0 ? n : end;
            } else if (source.startsWith("\"\"\"", i)) {
                int end = source.indexOf("\"\"\"", i + 3);
                int stop = end < 0 ? n : end + 3;
                code.append(source, i, stop);
                i = stop;
            } else if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < n && source.charAt(j) != c && source.charAt(j) != '\n') {
                    j += source.charAt(j) == '\\' ? 2 : 1;
                }
                int stop = Math.min(n, j + 1);
                code.append(source, i, stop);
                i = stop;
            } else {
                code.append(c);
                i++;
            }
        }
        String body = code.toString().replaceAll("(?m)^\\s*(package|import)\\s[^;]*;", "");
        int count = 0;
        for (int k = 0; k < body.length(); k++) {
            if (!Character.isWhitespace(body.charAt(k))) {
                count++;
            }
        }
        return count;
    }
}
