package com.agenteval.workbench.core.csv;

import java.util.List;

/**
 * The one CSV writer: RFC 4180 (comma separated, CRLF line ends, a field quoted when it holds a comma, a quote,
 * CR or LF, quotes doubled). A field that starts with {@code = + - @}, a tab or a CR is prefixed with a
 * {@code '} so that a spreadsheet shows it as text instead of running it as a formula (OWASP's CSV injection advice);
 * the table's text is untrusted (a trace, a model reply, a search result).
 *
 * <pre>{@code
 * Csv.of(List.of("config", "accuracy"), List.of(List.of("plan_exec", "0.72")));
 * // "config,accuracy\r\nplan_exec,0.72\r\n"
 * }</pre>
 *
 * Negative numbers are prefixed too ({@code '-0.5}): a spreadsheet still reads them as text that looks like a
 * number, which is the price of never running a formula.
 */
public final class Csv {

    private Csv() {
    }

    /** A header row and the rows under it. */
    public static String of(List<String> header, List<? extends List<String>> rows) {
        StringBuilder sb = new StringBuilder();
        line(sb, header);
        for (List<String> row : rows) {
            line(sb, row);
        }
        return sb.toString();
    }

    private static void line(StringBuilder sb, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(field(cells.get(i)));
        }
        sb.append("\r\n");
    }

    /** One field, defused and quoted as needed; null is the empty field. */
    public static String field(String text) {
        if (text == null || text.isEmpty()) {
            return "";
        }
        String s = text;
        char c = s.charAt(0);
        if (c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r') {
            s = "'" + s;
        }
        return quote(s);
    }

    /**
     * One field quoted as RFC 4180 needs (when it holds a comma, a quote, CR or LF; quotes doubled), not defused: for
     * a machine-read table whose fields the program made itself ({@code forecast score --format csv}).
     */
    public static String quote(String text) {
        if (text.indexOf(',') >= 0 || text.indexOf('"') >= 0 || text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
            return '"' + text.replace("\"", "\"\"") + '"';
        }
        return text;
    }
}
