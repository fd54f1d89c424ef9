package com.agenteval.workbench.lessons.tools;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import com.agenteval.workbench.core.tools.Tools.TruthCheck;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.DataVersion;
import com.agenteval.workbench.core.world.World.RecordKey;
import com.agenteval.workbench.core.world.World.Table;
import com.agenteval.workbench.core.world.World.WorldSpec;
import org.junit.jupiter.api.Test;

/** Calls in the lecture's world (seed 14), where Granite Savings 2023 is a stale db record. */
class PlaygroundCallTest {

    private static final World WORLD = WorldSpec.lecture().make();
    private static final RecordKey GRANITE_2023 = new RecordKey(Table.BANK_MARKET_CAP, "Granite Savings", 2023);

    private static PlaygroundCall.Called called(String tool, String args) {
        PlaygroundCall call = PlaygroundCall.call(WORLD, tool, args);
        assertThat(call).isInstanceOf(PlaygroundCall.Called.class);
        return (PlaygroundCall.Called) call;
    }

    @Test
    void aStaleDbRecordIsOkButDiffersFromTheTruth() {
        assertThat(WORLD.stale()).contains(GRANITE_2023);
        PlaygroundCall.Called c = called(
                "db_lookup", "{\"table\": \"bank_market_cap\", \"entity\": \"granite savings \", \"year\": 2023}");
        assertThat(c.result().ok()).isTrue();
        assertThat(c.readFrom()).isEqualTo(DataVersion.DB);
        assertThat(c.truth().status()).isEqualTo(TruthCheck.Status.DIFFERS);
        TruthCheck.Difference d = c.truth().differences().get(0);
        assertThat(d.key()).isEqualTo(GRANITE_2023);
        assertThat(d.read()).isEqualTo(WORLD.value(DataVersion.DB, GRANITE_2023));
        assertThat(d.truth()).isEqualTo(WORLD.value(DataVersion.TRUTH, GRANITE_2023));
        assertThat(d.reason()).isEqualTo(TruthCheck.Reason.STALE);
    }

    @Test
    void anExactRecordEqualsTheTruth() {
        PlaygroundCall.Called c =
                called("db_lookup", "{\"table\": \"country_gdp\", \"entity\": \"Arvenia\", \"year\": 2022}");
        assertThat(((PyFloat) c.result().value()).value())
                .isEqualTo(WORLD.value(DataVersion.TRUTH, new RecordKey(Table.COUNTRY_GDP, "Arvenia", 2022)));
        assertThat(c.truth().status()).isEqualTo(TruthCheck.Status.EQUALS_TRUTH);
    }

    @Test
    void aSeriesNamesEachYearThatDiffers() {
        PlaygroundCall.Called c = called(
                "db_series",
                "{\"table\": \"bank_market_cap\", \"entity\": "
                        + "\"Granite Savings\", \"start_year\": 2020, \"end_year\": 2024}");
        assertThat(c.truth().differences())
                .extracting(TruthCheck.Difference::key)
                .containsExactly(GRANITE_2023);
    }

    @Test
    void webValuesAreComparedAndExplained() {
        PlaygroundCall.Called c = called("web_search", "{\"query\": \"Granite Savings market cap 2023\"}");
        assertThat(c.readFrom()).isEqualTo(DataVersion.WEB);
        double web = WORLD.value(DataVersion.WEB, GRANITE_2023);
        double truth = WORLD.value(DataVersion.TRUTH, GRANITE_2023);
        assertThat(((PyFloat) c.result().value()).value()).isEqualTo(web);
        assertThat(web).isEqualTo(Math.rint(truth)); // 228.0 for 227.8 in the lecture's world
        assertThat(c.truth().differences())
                .singleElement()
                .extracting(TruthCheck.Difference::reason)
                .isEqualTo(TruthCheck.Reason.ROUNDED);

        PlaygroundCall.Called top = called("web_search", "{\"query\": \"top 3 banks 2022\"}");
        assertThat(top.truth().status()).isIn(TruthCheck.Status.EQUALS_TRUTH, TruthCheck.Status.DIFFERS);
        assertThat(top.truth().differences())
                .allSatisfy(d -> assertThat(d.key().year()).isEqualTo(2022));

        PlaygroundCall.Called nothing = called("web_search", "{\"query\": \"weather in Paris\"}");
        assertThat(nothing.truth().status()).isEqualTo(TruthCheck.Status.NO_VALUE);
    }

    @Test
    void aTopKOnAStaleYearReportsTheValueAndTheRankingAgainstTheTruth() {
        PlaygroundCall.Called c = called("db_top_k", "{\"table\": \"bank_market_cap\", \"year\": 2023, \"k\": 8}");
        assertThat(c.truth().differences())
                .extracting(TruthCheck.Difference::key)
                .containsExactly(GRANITE_2023);
        PlaygroundCall.Called asc =
                called("db_top_k", "{\"table\": \"bank_market_cap\", \"year\": 2021, \"k\": 2, \"order\": \"asc\"}");
        assertThat(asc.truth().status()).isEqualTo(TruthCheck.Status.EQUALS_TRUTH);
    }

    @Test
    void validationErrorsAreTheReferenceModulesExactMessages() {
        PlaygroundCall.Called c =
                called("db_lookup", "{\"table\": \"country_gdp\", \"entity\": \"Dravia\", \"year\": \"2020\"}");
        assertThat(c.validationFailed()).isTrue();
        assertThat(((ToolResult.Failed) c.result()).error()).isEqualTo("parameter 'year' must be of type integer");
        assertThat(c.truth().status()).isEqualTo(TruthCheck.Status.NO_VALUE);

        assertThat(((ToolResult.Failed) called(
                                        "db_lookup",
                                        "{\"table\": \"country_gdp\", \"entity\": \"Dravia\", "
                                                + "\"year\": 2020, \"currency\": \"USD\"}")
                                .result())
                        .error())
                .isEqualTo("unknown parameter 'currency'");
        assertThat(((ToolResult.Failed) called(
                                        "db_top_k",
                                        "{\"table\": \"bank_market_cap\", \"year\": 2020, "
                                                + "\"k\": 3, \"order\": \"up\"}")
                                .result())
                        .error())
                .isEqualTo("parameter 'order' must be one of ['desc', 'asc']");
        assertThat(((ToolResult.Failed) called("db_lookup", "{}").result()).error())
                .isEqualTo("missing required parameter 'table'");
    }

    @Test
    void aToolsOwnErrorIsNotAValidationError() {
        PlaygroundCall.Called c = called("calculator", "{\"expression\": \"percent change from 100 to 120\"}");
        assertThat(c.validationFailed()).isFalse();
        assertThat(((ToolResult.Failed) c.result()).error()).isEqualTo("could not parse expression");
        assertThat(c.readFrom()).isNull();
        assertThat(c.truth().status()).isEqualTo(TruthCheck.Status.NOT_DATA);
    }

    @Test
    void hostileInputIsRefusedOrAnsweredWithoutThrowing() {
        assertThat(PlaygroundCall.call(WORLD, "calculator", "[\"1+1\"]")).isInstanceOf(PlaygroundCall.Refused.class);
        PlaygroundCall.Called deep =
                called("calculator", "{\"expression\": \"" + "(".repeat(3000) + "1" + ")".repeat(3000) + "\"}");
        assertThat(deep.result().ok()).isFalse();
        PlaygroundCall.Called chart = called(
                "make_chart", "{\"title\": \"<script>alert(1)</script>\", \"labels\": [\"a\"], \"values\": [1e400]}");
        assertThat(chart.result().ok()).isTrue();
        assertThat(chart.result().toPy().repr())
                .contains("<script>alert(1)</script>")
                .contains("inf");
    }

    @Test
    void theReferenceCommandQuotesTheArgumentsForTheShell() {
        String cmd = PlaygroundCall.referenceCommand("db_lookup", "{\"entity\": \"O'Brien\"}", WorldSpec.lecture());
        assertThat(cmd)
                .contains("aw.make_world(14, 2, 0.7, 0.4, 0.45)")
                .contains("'db_lookup' '{\"entity\": \"O'\\''Brien\"}'\n")
                .endsWith("java -jar target/workbench.jar sim --mode world");
        assertThat(PlaygroundCall.referenceCommand("calculator", "{}", WorldSpec.of(7)))
                .contains("aw.make_world(7, 2, 0.7, 0.4, 0.45)")
                .endsWith("sim --mode world --world-seed 7");
    }
}
