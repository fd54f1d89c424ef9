package com.agenteval.workbench.base.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

class LanguagesTest {

    @Test
    void theBrowsersFirstSupportedLanguageChoosesThenEnglish() {
        assertThat(Languages.fromAcceptLanguage("zh-CN,zh;q=0.9,en;q=0.8")).isEqualTo(WorkbenchI18NProvider.CHINESE);
        assertThat(Languages.fromAcceptLanguage("fr-FR,fr;q=0.9,zh;q=0.5")).isEqualTo(WorkbenchI18NProvider.CHINESE);
        assertThat(Languages.fromAcceptLanguage("en-GB,zh;q=0.9")).isEqualTo(WorkbenchI18NProvider.ENGLISH);
        assertThat(Languages.fromAcceptLanguage("fr-FR")).isEqualTo(WorkbenchI18NProvider.ENGLISH);
        assertThat(Languages.fromAcceptLanguage(null)).isEqualTo(WorkbenchI18NProvider.ENGLISH);
        assertThat(Languages.fromAcceptLanguage(";;;q=x")).isEqualTo(WorkbenchI18NProvider.ENGLISH);
        assertThat(Languages.fromAcceptLanguage("zh;q=0,en")).isEqualTo(WorkbenchI18NProvider.ENGLISH);
    }

    @Test
    void theLangParameterNamesALanguageOrNothing() {
        assertThat(Languages.of("zh")).contains(WorkbenchI18NProvider.CHINESE);
        assertThat(Languages.of(" EN ")).contains(WorkbenchI18NProvider.ENGLISH);
        assertThat(Languages.of("klingon")).isEmpty();
        assertThat(Languages.of(null)).isEmpty();
        assertThat(Languages.tag(Locale.SIMPLIFIED_CHINESE)).isEqualTo("zh");
        assertThat(Languages.tag(Locale.GERMAN)).isEqualTo("en");
    }
}
