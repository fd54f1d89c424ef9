package com.agenteval.workbench.hostile;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.agenteval.workbench.browser.BrowserTest;
import com.microsoft.playwright.Locator;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.time.Duration;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code /mcp-calls} with a session at the documented bound, 500 calls (issue 23, item 6): every call is drawn in
 * the session's grid. Before, the browser's fetch of all 500 rows at once was refused ("Attempted to fetch more
 * items from server than allowed in one go") and only the first 50 rows were drawn.
 */
class McpCallsAtTheBoundBrowserTest extends BrowserTest {

    private static final int CALLS = 500;

    @Test
    void aSessionOf500CallsShowsEveryCall() {
        McpSyncClient client = McpClient.sync(HttpClientStreamableHttpTransport.builder("http://localhost:" + port)
                        .endpoint("/mcp")
                        .build())
                .clientInfo(new McpSchema.Implementation("bound-client", "500"))
                .requestTimeout(Duration.ofSeconds(20))
                .build();
        try {
            client.initialize();
            for (int i = 1; i <= CALLS; i++) {
                client.callTool(new McpSchema.CallToolRequest("calculator", Map.of("expression", "7*" + i)));
            }
        } finally {
            client.closeGracefully();
        }

        open("/mcp-calls");
        Locator session =
                page.locator(".mcp-session").filter(new Locator.FilterOptions().setHasText("bound-client 500"));
        assertThat(session).hasCount(1);
        assertThat(session).containsText(CALLS + " calls");
        if (session.getAttribute("opened") == null) {
            session.locator("vaadin-details-summary").click();
        }
        Locator grid = session.locator("vaadin-grid.mcp-calls");
        // the last call's arguments, and one argument cell per call: all 500 rows, not the first page of 50
        assertThat(grid).containsText("'7*500'");
        assertThat(grid.locator("vaadin-grid-cell-content")
                        .filter(new Locator.FilterOptions()
                                .setHasText(Pattern.compile("^\\{'expression': '7\\*\\d+'\\}$"))))
                .hasCount(CALLS);
        assertThat(grid).containsText("3500");
    }
}
