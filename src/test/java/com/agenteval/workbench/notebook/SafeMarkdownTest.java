package com.agenteval.workbench.notebook;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SafeMarkdownTest {

    @Test
    void rawHtmlBecomesTextOutsideCode() {
        assertThat(SafeMarkdown.of("a <img src=x onerror=alert(1)> b"))
                .isEqualTo("a &lt;img src=x onerror=alert(1)> b");
        assertThat(SafeMarkdown.of("<script>x</script>")).doesNotContain("<");
        assertThat(SafeMarkdown.of("<javascript:alert(1)>")).isEqualTo("&lt;javascript:alert(1)>");
        assertThat(SafeMarkdown.of("<!-- c --><b>")).doesNotContain("<");
    }

    @Test
    void codeSpansAndFencesStayAsWritten() {
        assertThat(SafeMarkdown.of("ends with `<end_plan>` here")).isEqualTo("ends with `<end_plan>` here");
        assertThat(SafeMarkdown.of("``a ` <b>`` <i>")).isEqualTo("``a ` <b>`` &lt;i>");
        String fenced = "```\n<div>\n[x](javascript:y)\n```\n<div>";
        assertThat(SafeMarkdown.of(fenced)).isEqualTo("```\n<div>\n[x](javascript:y)\n```\n&lt;div>");
        assertThat(SafeMarkdown.of("unclosed ` <b>")).isEqualTo("unclosed ` &lt;b>");
    }

    @Test
    void linksWithAScriptSchemePointNowhere() {
        assertThat(SafeMarkdown.of("[click](javascript:alert(1))")).isEqualTo("[click](#))");
        assertThat(SafeMarkdown.of("[c](jav&#x61;script:alert(1))")).startsWith("[c](#");
        assertThat(SafeMarkdown.of("[c](  JaVaScRiPt:x)")).isEqualTo("[c](#)");
        assertThat(SafeMarkdown.of("[c](<javascript:x>)")).isEqualTo("[c](#)");
        assertThat(SafeMarkdown.of("[c](java&Tab;script&colon;x)")).isEqualTo("[c](#)");
        assertThat(SafeMarkdown.of("![i](data:image/svg+xml,<svg onload=x>)"))
                .doesNotContain("data:")
                .doesNotContain("<");
        assertThat(SafeMarkdown.of("[r][1]\n\n[1]: javascript:alert(1)")).isEqualTo("[r][1]\n\n[1]: #");
        assertThat(SafeMarkdown.of("[`code`](vbscript:x)")).isEqualTo("[`code`](#)");
    }

    @Test
    void theExplanationCellShowsOnlySafeMarkdown() {
        assertThat(ExplanationCell.ofMarkdown("<img src=x onerror=y> [a](javascript:b) `<kbd>`")
                        .text())
                .isEqualTo("&lt;img src=x onerror=y> [a](#) `<kbd>`");
    }

    @Test
    void ordinaryLinksAndTextAreUnchanged() {
        for (String md : new String[] {
            "[docs](https://example.org/a?b=c:d)",
            "[rel](forecast/replay/x.json)",
            "[mail](mailto:a@b.c)",
            "[q](/world?seed=7&stale=3)",
            "a > b, 3 < 4 is not a tag",
            "**bold** _it_",
            "[t](page#a:b)"
        }) {
            assertThat(SafeMarkdown.of(md)).isEqualTo(md.replace("<", "&lt;"));
        }
    }
}
