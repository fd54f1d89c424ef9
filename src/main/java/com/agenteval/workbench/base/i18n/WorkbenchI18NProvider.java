package com.agenteval.workbench.base.i18n;

import com.agenteval.workbench.core.python.PyFormat;
import com.vaadin.flow.i18n.I18NProvider;
import java.text.Format;
import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * UI strings in English (default) and Simplified Chinese, from {@code i18n/<bundle>_<lang>.properties}: one
 * bundle for the shell and the framework ({@code messages}) and one per lesson area, so that pages built side
 * by side don't edit the same file. A key lives in exactly one bundle.
 * A key missing in Chinese falls back to English and is logged; a key missing everywhere shows as
 * {@code !key!}, so a test can spot it on the page.
 */
@Component
public class WorkbenchI18NProvider implements I18NProvider {

    public static final Locale ENGLISH = Locale.ENGLISH;
    public static final Locale CHINESE = Locale.SIMPLIFIED_CHINESE;
    public static final List<Locale> LOCALES = List.of(ENGLISH, CHINESE);
    /** The bundles, looked up in this order. */
    public static final List<String> BUNDLES = List.of(
            "messages", "world", "tools", "agent", "outcome", "configs", "judges", "forecast", "settings", "errorbars");

    private static final Logger LOG = LoggerFactory.getLogger(WorkbenchI18NProvider.class);
    private static final ResourceBundle.Control NO_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    @Override
    public List<Locale> getProvidedLocales() {
        return LOCALES;
    }

    @Override
    public String getTranslation(String key, Locale locale, Object... params) {
        String pattern = lookup(key, languageOf(locale));
        if (pattern == null && !"en".equals(languageOf(locale))) {
            LOG.warn("missing {} translation for '{}'", languageOf(locale), key);
            pattern = lookup(key, "en");
        }
        if (pattern == null) {
            LOG.warn("missing translation key '{}'", key);
            return "!" + key + "!";
        }
        if (params.length == 0) {
            return pattern;
        }
        MessageFormat format = new MessageFormat(pattern, locale);
        return format.format(pythonNumbers(params, format.getFormatsByArgumentIndex()));
    }

    /**
     * Numbers as Python prints them, not as MessageFormat's locale NumberFormat does (three decimals at most,
     * rounded half-even on the decimal value): a float as {@code str(x)}, an integer as {@code f"{n:,}"}. Pages
     * format their figures with {@link PyFormat} in the module's or the book's format; this is the net under it.
     * An argument the pattern formats itself ({@code {2,choice,...}}) stays a number.
     */
    static Object[] pythonNumbers(Object[] params, Format[] formats) {
        Object[] out = params.clone();
        for (int i = 0; i < out.length; i++) {
            if (i < formats.length && formats[i] != null) {
                continue;
            }
            if (out[i] instanceof Double || out[i] instanceof Float) {
                out[i] = PyFormat.repr(((Number) out[i]).doubleValue());
            } else if (out[i] instanceof Integer
                    || out[i] instanceof Long
                    || out[i] instanceof Short
                    || out[i] instanceof Byte) {
                out[i] = PyFormat.grouped(((Number) out[i]).longValue());
            }
        }
        return out;
    }

    /** One bundle in a language ("en" or "zh"), if it exists. */
    public static Optional<ResourceBundle> bundle(String name, String language) {
        try {
            return Optional.of(ResourceBundle.getBundle("i18n." + name, Locale.forLanguageTag(language), NO_FALLBACK));
        } catch (MissingResourceException e) {
            return Optional.empty();
        }
    }

    /** Every key of a language, over all bundles. */
    public static Set<String> keys(String language) {
        Set<String> keys = new TreeSet<>();
        for (String name : BUNDLES) {
            bundle(name, language).ifPresent(b -> keys.addAll(b.keySet()));
        }
        return keys;
    }

    public static String languageOf(@Nullable Locale locale) {
        return locale != null && "zh".equals(locale.getLanguage()) ? "zh" : "en";
    }

    /** The key's pattern in the first bundle that has it, or null when none does. */
    private static @Nullable String lookup(String key, String language) {
        for (String name : BUNDLES) {
            Optional<ResourceBundle> b = bundle(name, language);
            if (b.isPresent() && b.get().containsKey(key)) {
                return b.get().getString(key);
            }
        }
        return null;
    }
}
