package com.agenteval.workbench.lessons.forecast;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.APIResponse;
import com.microsoft.playwright.Locator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class ForecastReplayPageBrowserTest extends ForecastBrowserTest {

    @Test
    void theBooksCaptureReplaysAsTheNotebookShowsIt() {
        open("/forecast/replay/" + BOOK_CAPTURE);
        Locator header = page.locator("#replay-header");
        assertThat(field(header, "mode")).containsText("replay of a capture recorded 2026-06-09");
        assertThat(field(header, "provider")).containsText("claude-sonnet-4-20250514");
        assertThat(field(header, "search")).containsText("replay (pinned trace)");
        assertThat(field(header, "question")).containsText("Will the Federal Reserve hike rates in 2026?");
        assertThat(field(header, "market-price")).containsText("0.545");
        assertThat(header.locator(".nb-command"))
                .containsText("trace inspect "
                        + BOOK_FOLDER.toAbsolutePath().normalize().resolve(BOOK_CAPTURE));

        // the book's printed sections, text for text: golden/book-replay-04.json is the notebook's code over the file.
        // Each is on the page once (issue 26): printed where the page prints it (the summary under "Agent
        // summaries", the two agents and the persisting line in the book's part), else named with the cell that shows
        // it; and the whole printout, every section verbatim in the notebook's order, is the book part's download
        JsonNode golden = readGolden();
        String printout = download("#replay-book a.nb-download");
        int from = 0;
        for (var it = golden.fieldNames(); it.hasNext(); ) {
            String section = it.next();
            String text = golden.get(section).asText();
            int at = printout.indexOf(text, from);
            assertThat(at)
                    .as(section + " in the printout, after the sections before it")
                    .isGreaterThanOrEqualTo(from);
            from = at + text.length();
            Locator printed = page.locator("[data-section=" + section + "]");
            if (printed.count() > 0) {
                assertThat(printed.innerText()).as(section).isEqualTo(text);
            } else {
                assertThat(page.locator("#replay-book [data-book-section=" + section + "] + .fc-book-pointer"))
                        .containsText("Shown once on this page, under");
            }
        }
        assertThat(page.locator("#replay-book [data-section]")).hasCount(2);
        assertThat(page.locator("#replay-book [data-section=pair]")).hasCount(1);
        assertThat(page.locator("#replay-book [data-section=persisted]")).hasCount(1);
        assertThat(page.locator("[data-section=summary]")).hasCount(1);

        // what the trace does and does not establish: 40 results, none dated, no market price, 2 of 2 forecast
        assertThat(page.locator("#fig-search-results .nb-figure-value")).hasText("40");
        assertThat(page.locator("#fig-dated-results .nb-figure-value")).hasText("0");
        assertThat(page.locator("#fig-market-price-in-prompts .nb-figure-value"))
                .hasText("no");
        assertThat(page.locator("#fig-agents-forecast .nb-figure-value")).hasText("2 of 2");

        // agent_0, every derived field recomputed by the page; key findings differ from the file's empty list
        Locator agent0 = page.locator("#replay-agents [data-agent=agent_0]");
        assertThat(recomputed(agent0, "forecast_produced"))
                .hasText("yes (inferred from the steps: the file does not say)");
        assertThat(recomputed(agent0, "p_yes")).hasText("0.65");
        assertThat(recomputed(agent0, "confidence")).hasText("0.30");
        assertThat(recomputed(agent0, "sentiment")).hasText("bullish");
        assertThat(recomputed(agent0, "evidence_quality")).hasText("high");
        assertThat(recomputed(agent0, "search_queries_made")).hasText("4");
        assertThat(recomputed(agent0, "sources_consulted")).hasText("20");
        assertThat(recomputed(agent0, "total_tokens")).hasText("23,335");
        assertThat(recomputed(agent0, "key_findings")).hasText("4 items");
        assertThat(agent0.locator("[data-field=key_findings] .fc-recorded")).hasText("none");
        assertThat(agent0.locator("[data-field=key_findings]")).hasClass(Pattern.compile(".*fc-differs.*"));
        assertThat(agent0.locator("tr.fc-differs")).hasCount(1);
        assertThat(agent0.locator(".fc-key-findings li")).hasCount(4);
        assertThat(agent0.locator(".fc-key-findings li").nth(1))
                .hasText("Fed currently holds rates at 4.25-4.5% after cutting 1.75% in 2024-2025");
        assertThat(agent0.locator(".fc-key-findings-recorded li")).hasText("none");
        assertThat(page.locator("#replay-agents [data-agent=agent_1] [data-field=p_yes] .fc-recomputed"))
                .hasText("0.25");
        assertThat(page.locator("#replay-agents tr.fc-differs")).hasCount(1);

        // the timeline: the first results of each of the 2 × 4 searches (the rest behind "show more"), every date
        // "?", URLs as text, the forecast with its full rationale
        int shown = 2 * 4 * TimelineCell.FIRST_RESULTS;
        assertThat(page.locator("#replay-timeline .fc-result")).hasCount(shown);
        assertThat(page.locator(
                        "#replay-timeline .fc-result-date",
                        new com.microsoft.playwright.Page.LocatorOptions().setHasText("?")))
                .hasCount(shown);
        assertThat(page.locator("#replay-timeline a")).hasCount(0);
        assertThat(page.locator("#replay-timeline [data-agent=agent_0] [data-action=forecast] .fc-rationale"))
                .containsText("geopolitical developments that could shift policy direction.");

        // the audit rebuilt from the traces, the gates as a report, the summary text
        // agent_0's audit as the book builds it (its 4 searches); agent_1's 4 behind the "other agents" control
        page.waitForCondition(() -> gridSize("#replay-audit-book") == 4);
        page.waitForCondition(() -> gridSize("#replay-audit-others") == 4);
        // every section the book shows for agent_0: agent_0 first, agent_1 behind a closed, labelled control
        for (String cell : new String[] {
            "#replay-agents", "#replay-timeline", "#replay-audit", "#replay-gates", "#replay-summaries"
        }) {
            Locator others = page.locator(cell + " .fc-other-agents");
            assertThat(others).hasCount(1);
            assertThat(others.locator(":scope > vaadin-details-summary"))
                    .hasText("Other agents (1) — workbench addition: the book shows agent_0 here");
            assertThat(others).not().hasAttribute("opened", "");
            assertThat(others.locator("[data-agent=agent_0]")).hasCount(0);
        }
        assertThat(page.locator("#replay-agents > .nb-body > [data-agent=agent_0]"))
                .hasCount(1);
        assertThat(page.locator("#replay-agents .fc-other-agents [data-agent=agent_1]"))
                .hasCount(1);
        assertThat(page.locator("#replay-timeline .fc-other-agents vaadin-details[data-agent=agent_1]"))
                .hasCount(1);
        assertThat(page.locator("#replay-timeline vaadin-details[data-agent=agent_0]"))
                .hasAttribute("opened", "");
        assertThat(page.locator("#replay-gates .fc-other-agents [data-agent=agent_1]"))
                .hasCount(3);
        // the helpers the book imports for the timeline and the gates are not public: marked as the workbench's
        assertThat(page.locator("#replay-timeline .fc-reconstructed")).containsText("show_agent_timeline");
        assertThat(page.locator("#replay-gates .fc-reconstructed")).containsText("run_quality_gates");
        assertThat(page.locator("#replay-book .fc-book-section-title.fc-workbench-addition"))
                .containsText("workbench reconstruction");
        assertThat(page.locator("#replay-gates [data-agent=agent_0][data-gate=coverage] .fc-verdict"))
                .hasText("FAIL");
        assertThat(page.locator("#replay-gates [data-agent=agent_0][data-gate=consistency]"))
                .containsText("no cutoff date on the question: nothing to enforce");
        assertThat(page.locator(
                        "#replay-audit vaadin-grid-cell-content",
                        new com.microsoft.playwright.Page.LocatorOptions().setHasText("duration_ms")))
                .hasCount(0);
        Locator summary0 = page.locator("#replay-summaries .fc-book-text[data-agent=agent_0]");
        assertThat(summary0).containsText("Agent: agent_0");
        assertThat(summary0).containsText("Probability (p_yes): 0.65");
        assertThat(summary0).containsText("Confidence: 0.30");
        // words wrap whole ("Markets", "$110+"), never broken mid-word
        assertThat(summary0.evaluate("e => getComputedStyle(e).wordBreak")).isEqualTo("normal");
        assertThat(summary0.evaluate("e => getComputedStyle(e).overflowWrap")).isEqualTo("break-word");
        assertThat(page.locator("#replay-summaries .fc-other-agents")).containsText("Other agents (1)");
        assertThat(page.locator("#replay-summaries .fc-other-agents")).containsText("workbench addition");

        // the bar chart as the book draws it: two bars labelled in %, its title, subtitle and label; and the market
        // price the question gives, as a dashed line (issue 26: the lesson promised it)
        Locator chart = page.locator("#replay-chart aew-apex-chart");
        assertThat(chart).hasAttribute("data-points", "2");
        assertThat(chart).containsText("65%");
        assertThat(chart).containsText("25%");
        assertThat(chart).containsText("Two runs of one research agent on the same question");
        assertThat(chart).containsText("search results carry no publication dates");
        assertThat(chart).containsText("Probability of a 2026 Fed rate hike");
        assertThat(chart).containsText("market price 54.5%");
        // ax.bar(..., width=0.58) and ax.set_ylim(0, max(p_yes) + 0.10): 0.65 + 0.10 is 75 on the percent axis
        assertThat(chart.evaluate("e => JSON.parse(e.options).plotOptions.bar.columnWidth"))
                .isEqualTo("58%");
        assertThat(((Number) chart.evaluate("e => JSON.parse(e.options).yaxis.min")).doubleValue())
                .isEqualTo(0.0);
        assertThat(((Number) chart.evaluate("e => JSON.parse(e.options).yaxis.max")).doubleValue())
                .isEqualTo(75.0);
        // round ticks: 0, 25, 50, 75 (ApexCharts' own were 19%, 38%, 56%)
        assertThat(((Number) chart.evaluate("e => JSON.parse(e.options).yaxis.tickAmount")).intValue())
                .isEqualTo(3);

        // aggregation over both agents, nothing recorded in the file
        assertThat(page.locator("#replay-aggregation [data-method=mean]")).containsText("0.4500");
        assertThat(page.locator("#replay-aggregation [data-method]")).hasCount(5);
        assertThat(page.locator("#replay-aggregation")).containsText("The file records no aggregation.");

        // the model calls: collapsed, with tokens; opening one shows its messages
        Locator calls = page.locator("#replay-calls .fc-call");
        assertThat(calls).hasCount(10);
        assertThat(calls.first()).containsText("239 in / 25 out / 264 tokens");
        assertThat(calls.first().locator(".fc-message")).hasCount(0);
        calls.first().locator("vaadin-details-summary").click();
        assertThat(calls.first().locator(".fc-message")).hasCount(3);
        assertThat(calls.first().locator(".fc-response"))
                .hasText("{\"action\":\"search\",\"query\":"
                        + "\"Federal Reserve interest rates 2024 2025 current policy outlook\"}");
        assertThat(page.locator("#replay-calls")).not().containsText("MARKET IMPLIED PROBABILITY");
        shot("#replay-header", "header");
        shot("#replay-checks", "checks");
        shot("#replay-agents", "agents");
        shot("#replay-gates", "gates");
        shot("#replay-chart", "chart");
        shot("#replay-aggregation", "aggregation");
        shot("#replay-calls", "calls");
        assertThat(page.locator("#replay-problem")).isHidden();
    }

    @Test
    void theLessonWithoutAFileOpensTheBooksRunWhenTheBookFolderIsThere() {
        open("/forecast/replay");
        assertThat(page.locator("#replay-default-note")).containsText("Showing the book's run " + BOOK_CAPTURE);
        assertThat(page.locator("#replay-book [data-section=pair]")).containsText("agent_0: confidence=0.30");
    }

    @Test
    void refusedMissingAndInvalidNamesGiveAClearMessage() {
        open("/forecast/replay/" + CORRUPT);
        assertThat(page.locator("#replay-problem")).containsText(CORRUPT + " is not a valid run trace");
        assertThat(page.locator("#replay-problem")).containsText(corruptReason());
        assertThat(page.locator("#replay-header")).isHidden();

        open("/forecast/replay/no_such_20260101T000000Z_000000000000.json");
        assertThat(page.locator("#replay-problem"))
                .containsText("There is no trace named " + "no_such_20260101T000000Z_000000000000.json");
        // the folders it was looked for in, as the page shows paths: the writable one first, then the read-only ones
        assertThat(page.locator("#replay-problem"))
                .containsText(Pattern.compile("in the store \\(/\\S+/traces, /\\S+/book, /\\S+/ml4t-traces\\)"));

        open("/forecast/replay/sub/" + BOOK_CAPTURE);
        assertThat(page.locator("#replay-problem")).containsText("refused");
        assertThat(page.locator("#replay-problem")).containsText("path separator");
        assertThat(page.locator("#replay-header")).isHidden();

        // a direct request with '..' never reaches the page (the server blocks it); a link inside the app does
        open("/forecast/replay/" + BOOK_CAPTURE);
        assertThat(page.locator("#replay-header")).isVisible();
        followInAppLink("forecast/replay/..secret.json");
        assertThat(page.locator("#replay-problem")).containsText("it contains '..'");
        assertThat(page.locator("#replay-header")).isHidden();
        followInAppLink("forecast/replay/" + READ_ONLY_TRACE);
        assertThat(page.locator("#replay-problem")).isHidden();
        assertThat(page.locator("#replay-header [data-field=file]")).containsText(READ_ONLY_TRACE);

        // no file chosen: the lesson opens a run of its own and says which (see the test above)
        open("/forecast/replay");
        assertThat(page.locator("#replay-problem")).isHidden();
        assertThat(page.locator("#replay-default-note")).isVisible();

        // a good file again: the replay appears and the message goes
        open("/forecast/replay/" + READ_ONLY_TRACE);
        assertThat(page.locator("#replay-problem")).isHidden();
        assertThat(page.locator("#replay-header [data-field=simulated]")).containsText("simulated forecaster");
        assertThat(page.locator("#replay-header [data-field=file]")).containsText("from a read-only folder");
    }

    /** Clicks a router link the page did not render, as a link from elsewhere in the app would be followed. */
    private void followInAppLink(String href) {
        page.evaluate(
                "href => { const a = document.createElement('a'); a.setAttribute('router-link', '');"
                        + " a.href = href; a.textContent = href; a.className = 'test-link';"
                        + " document.querySelector('vaadin-app-layout').appendChild(a); }",
                href);
        page.locator("a.test-link").last().click();
        page.waitForURL(Pattern.compile(".*" + Pattern.quote(href)));
    }

    /** What a download link of the page gives, as UTF-8 text. */
    private String download(String link) {
        APIResponse response = context.request().get((String) page.locator(link).evaluate("a => a.href"));
        assertThat(response.status()).as(link).isEqualTo(200);
        return new String(response.body(), StandardCharsets.UTF_8);
    }

    private static Locator field(Locator header, String key) {
        return header.locator("[data-field=" + key + "] .fc-defvalue");
    }

    private static Locator recomputed(Locator agent, String field) {
        return agent.locator("[data-field=" + field + "] .fc-recomputed");
    }

    private static JsonNode readGolden() {
        try {
            return new ObjectMapper().readTree(ForecastFixtures.resource("/golden/book-replay-04.json"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
