package com.agenteval.workbench.core.csv;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class CsvTest {

    @Test
    void plainFieldsAreWrittenAsTheyAreWithCrlfLineEnds() {
        assertThat(Csv.of(List.of("config", "accuracy"), List.of(List.of("plan_exec", "0.72"), List.of("vote3", ""))))
                .isEqualTo("config,accuracy\r\nplan_exec,0.72\r\nvote3,\r\n");
    }

    @Test
    void commasQuotesAndLineBreaksAreQuotedTheRfc4180Way() {
        assertThat(Csv.field("a,b")).isEqualTo("\"a,b\"");
        assertThat(Csv.field("say \"hi\"")).isEqualTo("\"say \"\"hi\"\"\"");
        assertThat(Csv.field("two\nlines")).isEqualTo("\"two\nlines\"");
        assertThat(Csv.field(null)).isEmpty();
    }

    @Test
    void aFieldThatASpreadsheetWouldRunAsAFormulaIsPrefixed() {
        assertThat(Csv.field("=HYPERLINK(\"http://x\")")).isEqualTo("\"'=HYPERLINK(\"\"http://x\"\")\"");
        assertThat(Csv.field("+cmd|' /C calc'!A0")).isEqualTo("'+cmd|' /C calc'!A0");
        assertThat(Csv.field("-2+3+cmd|' /C calc'!A0")).isEqualTo("'-2+3+cmd|' /C calc'!A0");
        assertThat(Csv.field("-1e3x")).isEqualTo("'-1e3x");
        assertThat(Csv.field("@SUM(A1)")).isEqualTo("'@SUM(A1)");
        assertThat(Csv.field("\tcmd")).isEqualTo("'\tcmd");
        assertThat(Csv.field("0.5=x")).isEqualTo("0.5=x");
    }

    @Test
    void numbersStayNumbersEvenWithASign() {
        assertThat(Csv.field("-0.7539")).isEqualTo("-0.7539");
        assertThat(Csv.field("+1")).isEqualTo("+1");
        assertThat(Csv.field("-12")).isEqualTo("-12");
        assertThat(Csv.field("-1.5e-05")).isEqualTo("-1.5e-05");
        assertThat(Csv.field("-.5")).isEqualTo("-.5");
        assertThat(Csv.field("-inf")).isEqualTo("-inf");
        assertThat(Csv.of(List.of("config", "delta"), List.of(List.of("vote3", "-0.7539"))))
                .isEqualTo("config,delta\r\nvote3,-0.7539\r\n");
    }
}
