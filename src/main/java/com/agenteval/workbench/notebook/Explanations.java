package com.agenteval.workbench.notebook;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;

/** Reads explanation Markdown files from {@code /lessons/} on the class path. */
public final class Explanations {

    /** Shown above an English fallback when the chosen language's file is missing. */
    public static final String MISSING_TRANSLATION = "> ⚠ translation missing / 缺少翻译";

    private Explanations() {}

    /** The file's text in the locale's language, falling back to English with a visible marker. */
    public static String load(String name, Locale locale) {
        String lang = ExplanationCell.languageOf(locale);
        Optional<String> text = read(name, lang);
        if (text.isPresent()) {
            return text.get();
        }
        Optional<String> english = read(name, "en");
        if (english.isPresent()) {
            return MISSING_TRANSLATION + "\n\n" + english.get();
        }
        return MISSING_TRANSLATION + " (" + name + ")";
    }

    /** The raw file text, if present. */
    public static Optional<String> read(String name, String lang) {
        String path = "/lessons/" + name + "." + lang + ".md";
        try (InputStream in = Explanations.class.getResourceAsStream(path)) {
            return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + path, e);
        }
    }
}
