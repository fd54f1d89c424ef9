package com.agenteval.workbench.app.live;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Removes keys from text before it is shown, logged or saved: an error body that echoes the key, a search result or
 * model reply that quotes it, a message that quotes a header. Every reason live mode reports passes through one.
 * <p>
 * Not only the whole key: any run of {@value #FRAGMENT} or more characters of it (a server that echoes
 * {@code sk-ant-api03-abcd…} cut short still leaks most of a key), and the same for its base64 forms, standard and
 * URL-safe, at each of the three byte alignments, so a key inside {@code Basic base64(user:key)} or any other
 * base64 of a longer text is found whatever precedes it; and the key reversed. A provider that echoes the key with a
 * separator between its characters ({@code s k - a n t …}, {@code s.k.-.a…}, {@code s, k, -, …}) is caught too: a
 * fragment is also looked for among every second (and every third) character, where the characters skipped are all
 * separators (not letters or digits), and the whole stretch is masked. A key shorter than {@value #FRAGMENT}
 * characters is removed where it occurs whole. This is the one place keys are removed; every form is tested in
 * {@code RedactionTest}.
 *
 * <pre>{@code
 * Redaction.of(anthropicKey, tavilyKey).apply("401: invalid x-api-key sk-ant-...")   // "401: invalid x-api-key ••••"
 * }</pre>
 */
public final class Redaction {

    public static final String MASK = "••••";
    /** The shortest run of a key's characters that counts as a fragment of it. */
    public static final int FRAGMENT = 8;

    /** Every {@value #FRAGMENT}-character window of each key and of its base64 forms. */
    private final Set<String> windows;
    /** Keys too short for windows: removed whole. */
    private final List<String> shortKeys;

    private Redaction(Set<String> windows, List<String> shortKeys) {
        this.windows = windows;
        this.shortKeys = shortKeys;
    }

    public static Redaction of(Secret... secrets) {
        Set<String> windows = new HashSet<>();
        List<String> shortKeys = new ArrayList<>();
        Arrays.stream(secrets)
                .filter(Objects::nonNull)
                .filter(Secret::isPresent)
                .map(Secret::reveal)
                .forEach(key -> {
                    if (key.length() < FRAGMENT) {
                        shortKeys.add(key);
                        return;
                    }
                    for (String form : forms(key)) {
                        for (int i = 0; i + FRAGMENT <= form.length(); i++) {
                            windows.add(form.substring(i, i + FRAGMENT));
                        }
                    }
                });
        return new Redaction(Set.copyOf(windows), List.copyOf(shortKeys));
    }

    /**
     * The longest separator run between the characters of a spaced-out key: one character ({@code "a b c"}) or two
     * ({@code "a, b, c"}).
     */
    private static final int MAX_SEPARATOR = 2;

    /**
     * The key, the key reversed, and its base64 at the three alignments (how it reads inside the base64 of any
     * longer text).
     */
    private static List<String> forms(String key) {
        List<String> forms =
                new ArrayList<>(List.of(key, new StringBuilder(key).reverse().toString()));
        byte[] bytes = key.getBytes(StandardCharsets.UTF_8);
        for (int shift = 0; shift < 3 && shift < bytes.length; shift++) {
            byte[] tail = Arrays.copyOfRange(bytes, shift, bytes.length);
            // only whole 3-byte groups: the last, partial group reads differently depending on what follows
            byte[] whole = Arrays.copyOf(tail, tail.length - tail.length % 3);
            String standard = Base64.getEncoder().withoutPadding().encodeToString(whole);
            forms.add(standard);
            forms.add(standard.replace('+', '-').replace('/', '_'));
        }
        return forms;
    }

    /** The text without keys; null (a text that is not there) stays null. */
    public @Nullable String apply(@Nullable String text) {
        return text == null ? null : redact(text);
    }

    /** A text without keys. */
    public String redact(String text) {
        String out = text;
        for (String s : shortKeys) {
            out = out.replace(s, MASK);
        }
        if (windows.isEmpty() || out.length() < FRAGMENT) {
            return out;
        }
        // a fragment of 8+ characters is the union of its 8-character windows: mark each window found, then mask runs
        boolean[] covered = new boolean[out.length()];
        boolean any = false;
        for (int i = 0; i + FRAGMENT <= out.length(); i++) {
            if (windows.contains(out.substring(i, i + FRAGMENT))) {
                Arrays.fill(covered, i, i + FRAGMENT, true);
                any = true;
            }
        }
        for (int step = 2; step <= MAX_SEPARATOR + 1; step++) {
            any |= markSpaced(out, step, covered);
        }
        if (!any) {
            return out;
        }
        StringBuilder b = new StringBuilder(out.length());
        for (int i = 0; i < out.length(); i++) {
            if (!covered[i]) {
                b.append(out.charAt(i));
            } else if (i == 0 || !covered[i - 1]) {
                b.append(MASK);
            }
        }
        return b.toString();
    }

    /**
     * Marks each window of a key whose characters stand {@code step} apart in {@code text} with only separators
     * between them ({@code "f k - a n t - a p"} at step 2), from its first character to its last.
     */
    private boolean markSpaced(String text, int step, boolean[] covered) {
        int span = (FRAGMENT - 1) * step + 1;
        boolean any = false;
        char[] window = new char[FRAGMENT];
        for (int i = 0; i + span <= text.length(); i++) {
            if (!separatorsBetween(text, i, step)) {
                continue;
            }
            for (int k = 0; k < FRAGMENT; k++) {
                window[k] = text.charAt(i + k * step);
            }
            if (windows.contains(new String(window))) {
                Arrays.fill(covered, i, i + span, true);
                any = true;
            }
        }
        return any;
    }

    /** Whether every character between the window's characters, from {@code start}, is a separator. */
    private static boolean separatorsBetween(String text, int start, int step) {
        for (int k = 0; k < FRAGMENT - 1; k++) {
            for (int j = 1; j < step; j++) {
                if (!separator(text.charAt(start + k * step + j))) {
                    return false;
                }
            }
        }
        return true;
    }

    /** What may stand between a spaced-out key's characters: anything but a letter or a digit. */
    private static boolean separator(char c) {
        return !Character.isLetterOrDigit(c);
    }
}
