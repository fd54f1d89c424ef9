package com.agenteval.workbench.lessons.mcpcalls;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.agenteval.workbench.browser.BrowserTest;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.RecordKey;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.microsoft.playwright.Locator;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The MCP calls page shows what a real MCP client just did: its calls, the truth checks, the judge's findings. */
class McpCallsPageBrowserTest extends BrowserTest {

    @Test
    void showsTheCallsOfAClientSessionWithTruthChecksAndFindings() {
        World world = WorldSpec.lecture().make();
        RecordKey stale = world.stale().get(0);
        McpSyncClient client = McpClient.sync(HttpClientStreamableHttpTransport.builder("http://localhost:" + port)
                        .endpoint("/mcp")
                        .build())
                .clientInfo(new McpSchema.Implementation("page-test-client", "2.5"))
                .requestTimeout(Duration.ofSeconds(20))
                .build();
        try {
            client.initialize();
            Map<String, Object> lookup = new LinkedHashMap<>();
            lookup.put("table", stale.table().wireName());
            lookup.put("entity", stale.entity());
            lookup.put("year", stale.year());
            client.callTool(new McpSchema.CallToolRequest("db_lookup", lookup));
            Map<String, Object> quoted = new LinkedHashMap<>(lookup);
            quoted.put("year", String.valueOf(stale.year()));
            client.callTool(new McpSchema.CallToolRequest("db_lookup", quoted));
            client.callTool(new McpSchema.CallToolRequest("db_lookup", lookup));
        } finally {
            client.closeGracefully();
        }

        open("/mcp-calls");
        Locator session =
                page.locator(".mcp-session").filter(new Locator.FilterOptions().setHasText("page-test-client 2.5"));
        assertThat(session).hasCount(1);
        assertThat(session).containsText("3 calls, 1 refused by the schema, 2 differ from the truth");
        Locator calls = session.locator("vaadin-grid.mcp-calls");
        assertThat(calls).containsText("parameter 'year' must be of type integer");
        assertThat(calls).containsText("a stale db record");
        assertThat(session.locator(".mcp-findings")).containsText("EE @ 2");
        assertThat(page.locator("body")).not().containsText("!mcp.");
        session.screenshot(
                new Locator.ScreenshotOptions().setPath(Paths.get("target/screenshots", "McpCallsPage-session.png")));
        // the side nav lists the page right after the tools
        assertThat(page.locator("vaadin-side-nav")).containsText("MCP calls");
    }

    @Test
    void theConnectTextNamesTheAddressTheBrowserUsed() {
        open("/mcp-calls");
        Locator intro = page.locator(".nb-explanation").first();
        assertThat(intro).containsText("http://localhost:" + port + "/mcp?world_seed=7");
        assertThat(intro).not().containsText("localhost:8080");
        assertThat(intro).not().containsText("{origin}");
    }
}
