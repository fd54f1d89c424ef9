package com.agenteval.workbench.base.i18n;

import java.util.Locale;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The language as a page parameter ({@code lang=zh}): English and Simplified Chinese. Without it the browser's
 * Accept-Language chooses, then English; the choice is kept for the session.
 */
public final class Languages {

    /** The URL key. */
    public static final String KEY = "lang";

    private static final Locale ENGLISH = WorkbenchI18NProvider.ENGLISH;
    private static final Locale CHINESE = WorkbenchI18NProvider.CHINESE;

    private Languages() {}

    /** {@code en} or {@code zh}. */
    public static String tag(@Nullable Locale locale) {
        return WorkbenchI18NProvider.languageOf(locale);
    }

    /** The locale a {@code lang} value names, if it names one. */
    public static Optional<Locale> of(String value) {
        if (value == null) {
            return Optional.empty();
        }
        return switch (value.strip().toLowerCase(Locale.ROOT)) {
            case "en" -> Optional.of(ENGLISH);
            case "zh", "zh-cn", "zh-hans" -> Optional.of(CHINESE);
            default -> Optional.empty();
        };
    }

    /** The first supported language of an Accept-Language header, else English. */
    public static Locale fromAcceptLanguage(String header) {
        if (header != null && !header.isBlank() && header.length() < 1000) {
            try {
                for (Locale.LanguageRange r : Locale.LanguageRange.parse(header)) {
                    if (r.getWeight() > 0 && r.getRange().startsWith("zh")) {
                        return CHINESE;
                    }
                    if (r.getWeight() > 0 && r.getRange().startsWith("en")) {
                        return ENGLISH;
                    }
                }
            } catch (IllegalArgumentException e) {
                return ENGLISH; // a malformed header chooses nothing
            }
        }
        return ENGLISH;
    }
}
