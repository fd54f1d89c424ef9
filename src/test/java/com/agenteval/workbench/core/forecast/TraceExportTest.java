package com.agenteval.workbench.core.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The book's sanitizer's cut, on texts worked by hand (RunTraceStoreTest exports a whole trimmed trace). */
class TraceExportTest {

    @Test
    void aTextWithinTheLimitAndNoTextAreKeptAsTheyAre() {
        assertThat(TraceExport.cut("short", 280)).isEqualTo("short");
        assertThat(TraceExport.cut("12345", 5)).isEqualTo("12345");
        assertThat(TraceExport.cut(null, 5)).isNull();
    }

    @Test
    void aLongerTextKeepsTheFirstCharactersWithoutTheirTrailingSpaceThenTheMark() {
        assertThat(TraceExport.cut("abcdefgh", 5)).isEqualTo("abcde…");
        assertThat(TraceExport.cut("abc  \tdefgh", 5)).isEqualTo("abc…");
        // characters are code points, as Python counts them: an emoji is one
        assertThat(TraceExport.cut("\uD83D\uDE00bcdefgh", 3)).isEqualTo("\uD83D\uDE00bc…");
    }
}
