package com.agenteval.workbench.core.csv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class CsvRecordsTest {

    @Test
    void whatCsvWritesReadsBackFieldForField() {
        List<String> header = List.of("run", "question");
        List<List<String>> rows = List.of(List.of("a,b", "say \"hi\""), List.of("two\r\nlines", ""));
        assertThat(CsvRecords.parse(Csv.of(header, rows))).containsExactly(header, rows.get(0), rows.get(1));
    }

    @Test
    void textWithoutAFinalCrlfOrWithAnOpenQuoteIsRefused() {
        assertThatThrownBy(() -> CsvRecords.parse("a,b\r\nc,d")).hasMessageContaining("does not end with CRLF");
        assertThatThrownBy(() -> CsvRecords.parse("a,\"b\r\n")).hasMessageContaining("not closed");
        assertThat(CsvRecords.parse("")).isEmpty();
    }
}
