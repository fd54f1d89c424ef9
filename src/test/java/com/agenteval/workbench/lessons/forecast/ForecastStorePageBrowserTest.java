package com.agenteval.workbench.lessons.forecast;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.forecast.BookFolderChoice;
import com.agenteval.workbench.app.forecast.TraceStoreService;
import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

class ForecastStorePageBrowserTest extends ForecastBrowserTest {

    /** The store as the page lists it, for finding a file's row in the lazy grid. */
    @Autowired
    TraceStoreService storeService;

    @Test
    void theListingShowsEveryFileTheCorruptOneWithItsReasonAndLinksToReplays() {
        List<StoredTrace> stored = store().list();
        long invalid =
                stored.stream().filter(t -> t instanceof StoredTrace.Invalid).count();
        assertThat(invalid).isEqualTo(1);

        open("/forecast");
        assertThat(page.locator("#fig-files")).containsText(String.valueOf(stored.size()));
        assertThat(page.locator("#fig-valid")).containsText(String.valueOf(stored.size() - 1));
        assertThat(page.locator("#fig-invalid")).containsText("1");
        assertThat(page.locator("#fig-files"))
                .containsText(STORE + " (new runs are saved here); read-only: " + READ_ONLY);
        assertThat(StoreListing.size(page)).isEqualTo(stored.size());
        assertThat(page.locator("#store-count")).hasText(stored.size() + " of " + stored.size() + " files");

        // the planted file is listed with the core's reason; every other file still loads
        String reason = corruptReason();
        assertThat(reason).startsWith("truncated JSON");
        assertThat(cell(CORRUPT, "validity")).hasText("INVALID: " + reason);

        // the book's capture: a short name (notebook and time; the file name on hover), provider, question, agents,
        // tokens
        StoredTrace.Valid book = (StoredTrace.Valid) store().open(BOOK_CAPTURE).orElseThrow();
        assertThat(cell(BOOK_CAPTURE, "run")).hasText("04_research_agent 2026-06-09 14:17");
        assertThat(cell(BOOK_CAPTURE, "run")).hasAttribute("title", BOOK_CAPTURE);
        assertThat(cell(BOOK_CAPTURE, "validity")).hasText("valid (read-only folder)");
        assertThat(cell(BOOK_CAPTURE, "provider")).hasText("claude-sonnet-4-20250514");
        assertThat(cell(BOOK_CAPTURE, "question")).hasText("Will the Federal Reserve hike rates in 2026?");
        assertThat(cell(BOOK_CAPTURE, "agents")).hasText("2");
        assertThat(cell(BOOK_CAPTURE, "tokens"))
                .hasText(Python.thousands(book.run().totalTokens()));
        assertThat(cell(BOOK_CAPTURE, "outcome")).hasText("");
        // the book's panel and its recovered outcomes are listed as such, never invalid
        assertThat(cell(ForecastFixtures.BOOK_LEGACY_PANEL, "validity"))
                .hasText("evaluation panel (from a read-only folder)");
        assertThat(cell(ForecastFixtures.BOOK_LEGACY_PANEL, "question")).containsText("evaluation panel: 10 questions");
        assertThat(cell(ForecastFixtures.BOOK_LEGACY_PANEL, "outcome"))
                .containsText("10 of 10 resolved (" + ForecastFixtures.BOOK_RECOVERY + ")");
        assertThat(cell(ForecastFixtures.BOOK_RECOVERY, "validity"))
                .hasText("panel outcomes (recovery file) (from a read-only folder)");
        assertThat(cell(ForecastFixtures.BOOK_RECOVERY, "question"))
                .containsText("outcomes of the panel " + ForecastFixtures.BOOK_LEGACY_PANEL);
        assertThat(cell(READ_ONLY_TRACE, "validity")).containsText("valid (read-only folder)");
        assertThat(page.locator("#store-listing .nb-command")).containsText("trace list --traces-dir " + STORE);
        shot("#store-figures", "figures");
        shot("#store-listing", "listing");

        cell(BOOK_CAPTURE, "run").click();
        page.waitForURL(Pattern.compile(".*/forecast/replay/" + Pattern.quote(BOOK_CAPTURE)));
        assertThat(page.locator("#replay-header")).containsText("replay of a capture recorded 2026-06-09");

        page.goBack();
        cell(CORRUPT, "run").click();
        assertThat(page.locator("#replay-problem")).containsText(reason);

        // every file of the book's folder opens: a replay, or a panel with its questions
        for (String name : List.of(ForecastFixtures.BOOK_LEGACY_PANEL, ForecastFixtures.BOOK_RECOVERY)) {
            open("/forecast/replay/" + name);
            assertThat(page.locator("#panel-header")).isVisible();
            assertThat(page.locator("#replay-problem")).isHidden();
            page.waitForCondition(() -> gridSize("#panel-questions") == 10);
        }
    }

    @Test
    void aBookFolderTypedOnThePageIsListedReadOnlyAndARefusedOneSaysWhy() throws Exception {
        Path mine = Files.createTempDirectory("my-book-");
        String name = "offline_research_agent_20240101T000000Z_0000000b00c0.json";
        Files.copy(STORE.resolve("offline_research_agent_20261130T060356Z_014b74d8aa9f.json"), mine.resolve(name));
        try {
            open("/forecast");
            assertThat(page.locator("#book-folder-status")).containsText("No book folder");
            page.locator("#book-folder-path input").fill(mine.resolve("missing").toString());
            page.locator("#book-folder-use").click();
            assertThat(page.locator("#book-folder-status"))
                    .hasText("Not kept: " + mine.resolve("missing") + " is not a folder (it does not exist)");
            assertThat(page.locator(StoreListing.selector(name, "run"))).hasCount(0);

            page.locator("#book-folder-path input").fill(mine.toString());
            page.locator("#book-folder-use").click();
            page.waitForCondition(() -> page.locator("#store-count")
                    .innerText()
                    .startsWith((store().list().size() + 1) + " of"));
            // the page's session sees the store plus its book folder: the same rows as another session with that choice
            BookFolderChoice same = new BookFolderChoice();
            assertThat(storeService.useBookFolder(same, mine.toString(), false, false))
                    .isEmpty();
            assertThat(StoreListing.cell(page, storeService.rows(same), name, "validity"))
                    .containsText("valid (read-only folder)");
            assertThat(page.locator("#book-folder-status"))
                    .containsText("Listing " + mine.toRealPath() + " read-only, for your session only.");
            // the choice was this session's: the installation's listing is unchanged
            assertThat(store().list()).noneMatch(t -> t.fileName().equals(name));
            // the browser is on the server's machine (loopback, no proxy): it may keep the folder for everyone
            assertThat(page.locator("#book-folder-installation")).isVisible();

            page.locator("#book-folder-forget").click();
            assertThat(page.locator("#book-folder-status")).containsText("No book folder");
            page.waitForCondition(() -> page.locator("#store-count")
                    .innerText()
                    .startsWith(store().list().size() + " of"));
            assertThat(page.locator(StoreListing.selector(name, "run"))).hasCount(0);
        } finally {
            Files.deleteIfExists(STORE.resolve(".workbench-book-folder"));
        }
    }

    @Test
    void thePagesSpeakChinese() {
        open("/forecast");
        page.locator("#language-switch").click();
        page.getByRole(com.microsoft.playwright.options.AriaRole.OPTION, new Page.GetByRoleOptions().setName("中文"))
                .click();
        assertThat(page.locator("#store-figures")).containsText("记录库");
        assertThat(cell(CORRUPT, "validity")).containsText("无效：" + corruptReason());
        for (String path : List.of("/forecast/replay/" + BOOK_CAPTURE, "/forecast/run", "/forecast/calibration")) {
            open(path);
            assertThat(page.locator(".nb-explanation").first()).isVisible();
            assertThat(page.locator("vaadin-app-layout")).not().containsText("!forecast.");
            assertThat(page.locator("vaadin-app-layout")).not().containsText("translation missing");
        }
        open("/forecast/replay/" + BOOK_CAPTURE);
        assertThat(page.locator("#replay-header [data-field=mode]")).containsText("回放 2026-06-09 录制的运行记录");
        assertThat(page.locator("#side-nav")).containsText("运行离线研究智能体");
    }

    private Locator cell(String fileName, String column) {
        return StoreListing.cell(page, storeService.rows(), fileName, column);
    }
}
