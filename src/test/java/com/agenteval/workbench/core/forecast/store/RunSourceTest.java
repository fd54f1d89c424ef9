package com.agenteval.workbench.core.forecast.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.RunSource;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The runs= filter: book (read-only folders), class (the store), yours (the session's), yours listed first. */
class RunSourceTest {

    private static StoredTrace valid(String name, boolean readOnly) {
        return new StoredTrace.Valid(name, Path.of(name), readOnly, ForecastFixtures.smallRun("r" + name.length()));
    }

    private final List<StoredTrace> store =
            List.of(valid("class1.json", false), valid("book1.json", true), valid("book2.json", true));
    private final List<StoredTrace> yours = List.of(valid("mine.json", false));

    @Test
    void theFilterReadsAnyOrderAndCaseAndPrintsInOneOrder() {
        assertThat(RunSource.parse("yours, BOOK")).isEqualTo(Set.of(RunSource.BOOK, RunSource.YOURS));
        assertThat(RunSource.format(RunSource.parse("yours,class,book"))).isEqualTo("book,class,yours");
        assertThat(RunSource.format(RunSource.ALL)).isEqualTo("book,class,yours");
    }

    @Test
    void anUnknownOrEmptyFilterIsRefusedWithTheChoices() {
        assertThatThrownBy(() -> RunSource.parse("book,everyone"))
                .hasMessage("runs needs a comma-separated list of book, class and yours, got 'book,everyone'");
        assertThatThrownBy(() -> RunSource.parse("")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RunSource.parse("x".repeat(500))).hasMessageEndingWith("…'");
    }

    @Test
    void selectKeepsTheChosenSourcesYoursFirst() {
        assertThat(RunSource.select(RunSource.ALL, store, yours))
                .extracting(StoredTrace::fileName)
                .containsExactly("mine.json", "class1.json", "book1.json", "book2.json");
        assertThat(RunSource.select(Set.of(RunSource.BOOK), store, yours))
                .extracting(StoredTrace::fileName)
                .containsExactly("book1.json", "book2.json");
        assertThat(RunSource.select(Set.of(RunSource.CLASS, RunSource.BOOK), store, yours))
                .extracting(StoredTrace::fileName)
                .doesNotContain("mine.json")
                .hasSize(3);
        assertThat(RunSource.select(Set.of(RunSource.YOURS), store, yours))
                .extracting(StoredTrace::fileName)
                .containsExactly("mine.json");
    }

    @Test
    void countsNameEverySource() {
        assertThat(RunSource.counts(store, yours))
                .containsExactly(
                        Map.entry(RunSource.BOOK, 2), Map.entry(RunSource.CLASS, 1), Map.entry(RunSource.YOURS, 1));
        assertThat(RunSource.counts(List.of(), List.of()).values()).containsOnly(0);
    }
}
