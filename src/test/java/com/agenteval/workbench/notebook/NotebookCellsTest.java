package com.agenteval.workbench.notebook;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.NumberField;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Cells constructed and driven as a student would, without a browser. */
class NotebookCellsTest {

    @Test
    void aValidEntryFiresOneChangeAndAnInvalidOneKeepsTheLastGoodValue() {
        ParametersCell cell = new ParametersCell("p");
        IntParam n = cell.integer("n", "n", 5, 1, 10);
        List<Param<?>> changed = new ArrayList<>();
        cell.addChangeListener(e -> changed.add(e.param()));
        IntegerField field = (IntegerField) n.field();

        field.setValue(7);
        assertThat(n.value()).isEqualTo(7);
        assertThat(changed).containsExactly(n);
        assertThat(field.isInvalid()).isFalse();

        field.setValue(11);
        assertThat(n.value()).isEqualTo(7);
        assertThat(field.isInvalid()).isTrue();
        assertThat(field.getErrorMessage()).isNotBlank();
        assertThat(changed).hasSize(1);

        field.setValue(null); // what the field reports for unparsable text
        assertThat(field.isInvalid()).isTrue();
        assertThat(n.value()).isEqualTo(7);

        field.setValue(7); // back to the same valid value: the error clears, no new change
        assertThat(field.isInvalid()).isFalse();
        assertThat(changed).hasSize(1);
    }

    @Test
    void fittingTheWidthNarrowsTheGridsColumnsAndKeepsADownloadOnlyColumnInTheCsv() {
        TableCell<String> table = new TableCell<>("letters");
        var shown = table.text("letter", s -> s);
        table.csv("code", s -> String.valueOf((int) s.charAt(0))); // no grid column: NullAway found fitWidth met it
        table.fitWidth();
        table.show(List.of("a", "b"));

        assertThat(shown.getWidth()).endsWith("em");
        assertThat(table.grid().getColumns()).containsExactly(shown);
        assertThat(table.csv()).isEqualTo("letter,code\r\na,97\r\nb,98\r\n");
    }

    @Test
    void urlValuesAreParsedCheckedAndFallBackToDefaults() {
        ParametersCell cell = new ParametersCell("p");
        DecimalParam p = cell.decimal("p", "p", 0.5, 0, 1, 0.1);
        BoolParam flag = cell.bool("new_data", "new data", false);
        ChoiceParam<String> choice =
                cell.choice("config", "config", List.of("direct", "react"), "react", s -> s, s -> s.toUpperCase());

        cell.applyQuery(Map.of("p", List.of("0.25"), "new_data", List.of("true"), "config", List.of("direct")));
        assertThat(p.value()).isEqualTo(0.25);
        assertThat(((NumberField) p.field()).getValue()).isEqualTo(0.25);
        assertThat(flag.value()).isTrue();
        assertThat(choice.value()).isEqualTo("direct");

        cell.applyQuery(Map.of("p", List.of("7")));
        assertThat(p.value()).isEqualTo(0.25);
        assertThat(p.hasError()).isTrue();
        assertThat(flag.value()).isFalse(); // absent → default
        assertThat(choice.value()).isEqualTo("react");

        cell.applyQuery(Map.of("config", List.of("<script>")));
        assertThat(choice.value()).isEqualTo("react");
        assertThat(p.value()).isEqualTo(0.5);
        assertThat(p.hasError()).isFalse();
    }

    @Test
    void formatAndParseRoundTrip() {
        ParametersCell cell = new ParametersCell("p");
        DecimalParam p = cell.decimal("p", "p", 0.1, 0, 1, 0.1);
        for (double v : new double[] {0.0, 0.1, 0.3, 1.0, 0.020999999999999998}) {
            assertThat(p.parse(p.format(v))).isEqualTo(v);
        }
        assertThat(p.format(1.0)).isEqualTo("1");
    }

    @Test
    void duplicateKeysAndBadDefaultsAreProgrammingErrors() {
        ParametersCell cell = new ParametersCell("p");
        cell.integer("n", "n", 1, 0, 2);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> cell.integer("n", "again", 1, 0, 2))
                .hasMessageContaining("duplicate");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> cell.integer("m", "m", 5, 0, 2))
                .hasMessageContaining("outside");
    }

    @Test
    void anOutputCellGoesStaleThenReadyAndShowsErrorsInPlace() {
        CodeCell cell = new CodeCell("code");
        cell.show("first");
        assertThat(cell.getElement().getAttribute("data-state")).isEqualTo("ready");
        cell.markStale();
        assertThat(cell.getElement().getAttribute("data-state")).isEqualTo("stale");
        assertThat(cell.lastResult()).isEqualTo("first");
        cell.showError("it broke");
        assertThat(cell.getElement().getAttribute("data-state")).isEqualTo("error");
        assertThat(cell.lastResult()).isEqualTo("first");
        cell.show("second");
        assertThat(cell.getElement().getAttribute("data-state")).isEqualTo("ready");
    }

    @Test
    void theCommandViewFollowsTheResult() {
        AtomicInteger n = new AtomicInteger(1);
        CodeCell cell = new CodeCell("code");
        cell.withCommand(() -> "java -jar workbench.jar sim --mode world --world-seed " + n.get());
        cell.show("x");
        assertThat(cell.commandText()).endsWith("--world-seed 1");
        n.set(7);
        cell.show("y");
        assertThat(cell.commandText()).endsWith("--world-seed 7");
    }

    @Test
    void aComputedRunsOncePerCombinationOfItsParameters() {
        ParametersCell cell = new ParametersCell("p");
        IntParam a = cell.integer("a", "a", 1, 0, 9);
        IntParam b = cell.integer("b", "b", 1, 0, 9);
        AtomicInteger runs = new AtomicInteger();
        Computed<Integer> sum = new Computed<>(
                () -> {
                    runs.incrementAndGet();
                    return a.value() + b.value();
                },
                a);
        assertThat(sum.get()).isEqualTo(2);
        assertThat(sum.get()).isEqualTo(2);
        assertThat(runs).hasValue(1);
        b.set(5); // not a declared dependency: no rerun
        assertThat(sum.get()).isEqualTo(2);
        a.set(3);
        assertThat(sum.get()).isEqualTo(8);
        assertThat(runs).hasValue(2);
        assertThat(sum.params()).containsExactly(a);
    }

    @Test
    void explanationTextIsEscapedForMarkdown() {
        assertThat(ExplanationCell.escape("<img src=x onerror=alert(1)> *bold* [link](http://x)"))
                .doesNotContain("<img")
                .contains("&lt;img")
                .contains("\\*bold\\*")
                .contains("\\[link\\]");
    }

    @Test
    void aFilledInValueMustBePlainSoItCannotBecomeMarkdown() {
        ExplanationCell cell = new ExplanationCell("mcp-calls/intro");
        assertThat(cell.fill("origin", "http://localhost:18080")).isSameAs(cell);
        for (String hostile : new String[] {
            "http://x`<img src=x onerror=alert(1)>`", "http://a b", "[x](javascript:1)", "", "http://" + "a".repeat(300)
        }) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> cell.fill("origin", hostile))
                    .isInstanceOf(IllegalArgumentException.class);
        }
    }
}
