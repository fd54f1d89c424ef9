package com.agenteval.workbench.core.forecast.replay;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.NotebookPrintout;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The replay's text of the book's 04 run against what the notebook prints for it, section by section:
 * {@code golden/book-replay-04.json} is the notebook's print statements re-run over the capture in
 * {@code ../shared/ml4t-traces} ({@code golden/book-replay.py}; {@code regenerate.sh} rebuilds it).
 */
class NotebookPrintoutGoldenTest {

    @Test
    void everySectionTheNotebookPrintsIsTheSameTextInTheSameOrder() throws Exception {
        JsonNode golden = new ObjectMapper().readTree(ForecastFixtures.resource("/golden/book-replay-04.json"));
        Map<String, String> sections = NotebookPrintout.of(
                        ReplayAnalysis.of(ForecastFixtures.bookCapture()), ForecastFixtures.BOOK_CAPTURE)
                .sections();

        List<String> expectedOrder = new ArrayList<>();
        golden.fieldNames().forEachRemaining(expectedOrder::add);
        // the quality gates come from the book's agent_schemas, which is not public: the golden cannot print them
        assertThat(sections.keySet().stream()
                        .filter(k -> !k.equals(NotebookPrintout.GATES))
                        .toList())
                .containsExactlyElementsOf(expectedOrder);
        assertThat(sections.get(NotebookPrintout.GATES)).startsWith("  [FAIL] coverage: no base_rate evidence");
        for (String section : expectedOrder) {
            assertThat(sections.get(section))
                    .as(section)
                    .isEqualTo(golden.get(section).asText());
        }
    }

    /** The page's download: every golden section whole, in the notebook's order, a blank line between two. */
    @Test
    void theWholeTextHoldsEverySectionVerbatimInOrder() throws Exception {
        JsonNode golden = new ObjectMapper().readTree(ForecastFixtures.resource("/golden/book-replay-04.json"));
        NotebookPrintout printout =
                NotebookPrintout.of(ReplayAnalysis.of(ForecastFixtures.bookCapture()), ForecastFixtures.BOOK_CAPTURE);
        String text = printout.text();
        assertThat(text)
                .startsWith(golden.get(NotebookPrintout.HEADER).asText() + "\n\n")
                .endsWith("\n\n" + golden.get(NotebookPrintout.PERSISTED).asText() + "\n");
        int from = 0;
        for (var it = golden.fieldNames(); it.hasNext(); ) {
            String section = golden.get(it.next()).asText();
            int at = text.indexOf(section, from);
            assertThat(at).as(section).isGreaterThanOrEqualTo(from);
            from = at + section.length();
        }
        // nothing but the sections and their separators: the gates, which the golden cannot print, are the rest
        assertThat(text.length())
                .isEqualTo(printout.sections().values().stream()
                                .mapToInt(String::length)
                                .sum()
                        + 2 * (printout.sections().size() - 1)
                        + 1);
    }

    @Test
    void theChartUsesTheBooksBlueAndCopper() {
        assertThat(NotebookPrintout.BOOK_COLORS).containsExactly("#0a1628", "#C87533");
    }

    @Test
    void theChartIsDrawnAsTheNotebookSetsItUpBarsOf058AndTheHighestBarPlusTenPoints() {
        assertThat(NotebookPrintout.BAR_WIDTH).isEqualTo(0.58);
        // max(a.p_yes for a in pair) + 0.10, in Python: 0.65 + 0.10 == 0.75, 0.7 + 0.1 == 0.7999999999999999
        assertThat(NotebookPrintout.chartTop(List.of(0.65, 0.25))).isEqualTo(0.75);
        assertThat(NotebookPrintout.chartTop(List.of(0.25, 0.7))).isEqualTo(0.7999999999999999);
        assertThat(NotebookPrintout.chartTop(Arrays.asList(null, 0.3))).isEqualTo(0.4);
        assertThat(NotebookPrintout.chartTop(List.of())).isEqualTo(1.0);
    }
}
