package com.agenteval.workbench.notebook;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Markdown as the explanation cells show it: no raw HTML (every {@code <} outside code becomes {@code &lt;}, so a
 * tag, a comment or an autolink is text) and no link or image whose destination has a scheme other than http, https
 * or mailto (a {@code javascript:} or {@code data:} link points at {@code #} instead). Code spans and fenced blocks
 * are left alone: Markdown shows them as text already. Vaadin's Markdown component sanitizes its HTML too; this is
 * the layer that does not depend on it.
 */
final class SafeMarkdown {

    private static final Set<String> SAFE_SCHEMES = Set.of("http", "https", "mailto");
    private static final Pattern FENCE = Pattern.compile("^ {0,3}(`{3,}|~{3,}).*");
    /** An inline link or image destination, after {@code ](}. */
    private static final Pattern INLINE_DEST = Pattern.compile("\\]\\(\\s*(<[^>\\n]*>|[^\\s)]*)");
    /** A reference definition: {@code [label]: destination}. */
    private static final Pattern REF_DEF = Pattern.compile("^( {0,3}\\[[^\\]]+\\]:\\s*)(\\S+)(.*)$");

    private static final Pattern ENTITY = Pattern.compile("&(#[xX]?[0-9a-fA-F]+|[a-zA-Z]+);?");

    private SafeMarkdown() {}

    static String of(String markdown) {
        if (markdown == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(markdown.length() + 16);
        String fence = null;
        String[] lines = markdown.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            Matcher f = FENCE.matcher(line);
            if (fence == null && f.matches()) {
                fence = f.group(1).substring(0, 3);
                out.append(line);
            } else if (fence != null) {
                if (line.strip().startsWith(fence)) {
                    fence = null;
                }
                out.append(line);
            } else {
                out.append(line(line));
            }
            if (i < lines.length - 1) {
                out.append('\n');
            }
        }
        return out.toString();
    }

    /** One line outside fenced code: code spans kept, the rest with HTML and unsafe links neutralized. */
    private static String line(String line) {
        Matcher ref = REF_DEF.matcher(line);
        if (ref.matches()) {
            String dest = safe(ref.group(2)) ? ref.group(2) : "#";
            return prose(ref.group(1)) + dest + prose(ref.group(3));
        }
        StringBuilder out = new StringBuilder(line.length());
        int i = 0;
        int proseStart = 0;
        while (i < line.length()) {
            if (line.charAt(i) != '`') {
                i++;
                continue;
            }
            int run = runLength(line, i);
            int close = closingRun(line, i + run, run);
            if (close < 0) {
                i += run;
                continue;
            }
            out.append(prose(line.substring(proseStart, i))).append(line, i, close + run);
            i = close + run;
            proseStart = i;
        }
        return out.append(prose(line.substring(proseStart))).toString();
    }

    private static int runLength(String s, int from) {
        int j = from;
        while (j < s.length() && s.charAt(j) == '`') {
            j++;
        }
        return j - from;
    }

    /** Where a backtick run of exactly {@code run} starts at or after {@code from}, or -1. */
    private static int closingRun(String s, int from, int run) {
        int j = from;
        while (j < s.length()) {
            if (s.charAt(j) == '`') {
                int r = runLength(s, j);
                if (r == run) {
                    return j;
                }
                j += r;
            } else {
                j++;
            }
        }
        return -1;
    }

    private static String prose(String text) {
        String noHtml = text.replace("<", "&lt;");
        Matcher m = INLINE_DEST.matcher(noHtml);
        StringBuilder out = new StringBuilder(noHtml.length());
        while (m.find()) {
            String dest = m.group(1);
            m.appendReplacement(out, Matcher.quoteReplacement(safe(dest) ? m.group() : "](#"));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** True for a relative destination or one with a safe scheme, as a browser would read it after entities. */
    static boolean safe(String destination) {
        String d = destination.replace("&lt;", "<");
        if (d.startsWith("<") && d.endsWith(">")) {
            d = d.substring(1, d.length() - 1);
        }
        Matcher e = ENTITY.matcher(d);
        StringBuilder decoded = new StringBuilder();
        while (e.find()) {
            e.appendReplacement(decoded, Matcher.quoteReplacement(decode(e.group(1))));
        }
        e.appendTail(decoded);
        String plain = decoded.toString().replaceAll("[\\p{Cntrl}\\s\\\\]", "").toLowerCase(Locale.ROOT);
        int colon = plain.indexOf(':');
        if (colon < 0) {
            return true;
        }
        int stop = firstOf(plain, "/?#");
        if (stop >= 0 && stop < colon) {
            return true; // a colon in the path or query of a relative link
        }
        return SAFE_SCHEMES.contains(plain.substring(0, colon));
    }

    private static int firstOf(String s, String chars) {
        for (int i = 0; i < s.length(); i++) {
            if (chars.indexOf(s.charAt(i)) >= 0) {
                return i;
            }
        }
        return -1;
    }

    private static String decode(String entity) {
        try {
            if (entity.startsWith("#x") || entity.startsWith("#X")) {
                return Character.toString(Integer.parseInt(entity.substring(2), 16));
            }
            if (entity.startsWith("#")) {
                return Character.toString(Integer.parseInt(entity.substring(1)));
            }
        } catch (IllegalArgumentException tooBig) {
            return "";
        }
        return switch (entity.toLowerCase(Locale.ROOT)) {
            case "colon" -> ":";
            case "tab", "newline" -> "";
            default -> "&" + entity + ";";
        };
    }
}
