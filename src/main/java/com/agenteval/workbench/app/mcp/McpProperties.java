package com.agenteval.workbench.app.mcp;

import com.agenteval.workbench.core.world.WorldSpec;
import java.math.BigInteger;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * The MCP server's world and limits. A connection may ask for another world in its URL
 * ({@code /mcp?seed=7&stale=3}); these are the defaults for what it does not say.
 *
 * <pre>
 * workbench.mcp.seed=14                  # make_world's parameters
 * workbench.mcp.stale=2
 * workbench.mcp.memory-acc=0.7
 * workbench.mcp.web-exact=0.4
 * workbench.mcp.web-rounded=0.45
 * workbench.mcp.descriptions=precise     # or vague: the tool descriptions tools/list shows
 * workbench.mcp.max-sessions=50          # client sessions kept in memory, oldest forgotten first
 * workbench.mcp.max-calls-per-session=500
 * workbench.mcp.max-request-size=256KB   # larger MCP requests are refused with 413
 * workbench.mcp.save=false               # true: also write each session as JSON to traces/mcp-sessions/
 * </pre>
 */
@ConfigurationProperties("workbench.mcp")
public record McpProperties(@DefaultValue("14") BigInteger seed, @DefaultValue("2") int stale,
                            @DefaultValue("0.7") double memoryAcc, @DefaultValue("0.4") double webExact,
                            @DefaultValue("0.45") double webRounded, @DefaultValue("precise") String descriptions,
                            @DefaultValue("50") int maxSessions, @DefaultValue("500") int maxCallsPerSession,
                            @DefaultValue("256KB") DataSize maxRequestSize, @DefaultValue("false") boolean save) {

    public McpProperties {
        if (!descriptions.equals("precise") && !descriptions.equals("vague")) {
            throw new IllegalArgumentException("workbench.mcp.descriptions must be precise or vague, got '"
                    + descriptions + "'");
        }
        world(seed, stale, memoryAcc, webExact, webRounded);      // fail at start-up, not at the first call
    }

    private static WorldSpec world(BigInteger seed, int stale, double memoryAcc, double webExact,
                                   double webRounded) {
        return new WorldSpec(seed, stale, memoryAcc, webExact, webRounded);
    }

    /** The default world. */
    public WorldSpec world() {
        return world(seed, stale, memoryAcc, webExact, webRounded);
    }

    /** Whether tools/list shows the precise descriptions. */
    public boolean precise() {
        return descriptions.equals("precise");
    }
}
