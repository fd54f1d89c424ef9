package com.agenteval.workbench.core.csv;

import java.util.List;
import java.util.regex.Pattern;

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
 * A field that is a number ({@code -0.7539}, {@code +1}, {@code 1e-05}, and Python's {@code nan}, {@code inf},
 * {@code -inf}) is left as it is: a spreadsheet reads it as a number and runs nothing, so neutralising applies to
 * text only. The command line's CSVs and the pages' downloads go through this same rule.
 */
public final class Csv {

    /** A decimal number as the workbench prints one, or Python's non-finite floats: never a formula. */
    private static final Pattern NUMBER =
            Pattern.compile("[+-]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][+-]?\\d+)?|[+-]?(inf|nan)");

    private Csv() {}

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

    /** One field, defused (unless it is a number) and quoted as needed; null is the empty field. */
    public static String field(String text) {
        if (text == null || text.isEmpty()) {
            return "";
        }
        String s = text;
        char c = s.charAt(0);
        if ((c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r')
                && !NUMBER.matcher(s).matches()) {
            s = "'" + s;
        }
        return quote(s);
    }

    /** One field quoted as RFC 4180 needs (when it holds a comma, a quote, CR or LF; quotes doubled), not defused. */
    static String quote(String text) {
        if (text.indexOf(',') >= 0 || text.indexOf('"') >= 0 || text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
            return '"' + text.replace("\"", "\"\"") + '"';
        }
        return text;
    }
}
