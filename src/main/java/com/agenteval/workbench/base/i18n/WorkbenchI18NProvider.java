package com.agenteval.workbench.base.i18n;

import com.vaadin.flow.i18n.I18NProvider;
import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * UI strings in English (default) and Simplified Chinese, from {@code i18n/messages_<lang>.properties}.
 * A key missing in Chinese falls back to English and is logged; a key missing everywhere shows as
 * {@code !key!}, so a test can spot it on the page.
 */
@Component
public class WorkbenchI18NProvider implements I18NProvider {

    public static final Locale ENGLISH = Locale.ENGLISH;
    public static final Locale CHINESE = Locale.SIMPLIFIED_CHINESE;
    public static final List<Locale> LOCALES = List.of(ENGLISH, CHINESE);

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
        return params.length == 0 ? pattern : new MessageFormat(pattern, locale).format(params);
    }

    /** The bundle for a language ("en" or "zh"). */
    public static ResourceBundle bundle(String language) {
        return ResourceBundle.getBundle("i18n.messages", Locale.forLanguageTag(language), NO_FALLBACK);
    }

    public static String languageOf(Locale locale) {
        return locale != null && "zh".equals(locale.getLanguage()) ? "zh" : "en";
    }

    private static String lookup(String key, String language) {
        try {
            return bundle(language).getString(key);
        } catch (MissingResourceException e) {
            return null;
        }
    }
}
