package com.agenteval.workbench.base.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Numbers passed to a translation print as Python prints them, not as MessageFormat's NumberFormat does. */
class PythonNumbersTest {

    private final WorkbenchI18NProvider i18n = new WorkbenchI18NProvider();

    @Test
    void aFloatParameterPrintsAsPythonsStrNotRoundedToThreeDecimals() {
        // MessageFormat alone prints 0.2925 as "0.292" and 1e-7 as "0"
        assertThat(i18n.getTranslation("judges.llm.read", WorkbenchI18NProvider.ENGLISH, 0.2925))
                .isEqualTo("Read: score 0.2925");
        assertThat(i18n.getTranslation("judges.llm.read", WorkbenchI18NProvider.ENGLISH, 1e-7))
                .isEqualTo("Read: score 1e-07");
        assertThat(i18n.getTranslation("judges.llm.read", WorkbenchI18NProvider.CHINESE, -0.0))
                .isEqualTo("已解析：-0.0 分");
    }

    @Test
    void anIntegerParameterIsGroupedAsFormatCommaDoes() {
        assertThat(i18n.getTranslation("judges.llm.read", WorkbenchI18NProvider.ENGLISH, 1_234_567))
                .isEqualTo("Read: score 1,234,567");
        assertThat(i18n.getTranslation("judges.llm.read", WorkbenchI18NProvider.ENGLISH, 12L))
                .isEqualTo("Read: score 12");
        assertThat(i18n.getTranslation("judges.llm.read", WorkbenchI18NProvider.ENGLISH, "0.2925"))
                .isEqualTo("Read: score 0.2925");
    }

    @Test
    void anArgumentThePatternFormatsItselfStaysANumber() {
        // {2,choice,...} and {5,choice,...} need numbers; the plain {3} and {4} are grouped as f"{n:,}"
        assertThat(i18n.getTranslation(
                        "mcp.session.summary", WorkbenchI18NProvider.ENGLISH, "s1", "client", 3, 1234, 2, 1))
                .isEqualTo("s1 · client · 3 calls, 1,234 refused by the schema, 2 differ from the truth"
                        + " · 1 judge finding");
    }
}
