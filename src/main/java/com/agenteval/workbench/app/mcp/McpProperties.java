package com.agenteval.workbench.app.mcp;

import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.math.BigInteger;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.ConstructorBinding;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * The MCP server's world and limits. A connection may ask for another world in its URL
 * ({@code /mcp?world_seed=7&n_stale=3}); these are the defaults for what it does not say.
 *
 * <pre>
 * workbench.mcp.world-seed=14            # make_world's parameters, named as core/params names them
 * workbench.mcp.n-stale=2
 * workbench.mcp.memory-acc=0.7
 * workbench.mcp.web-exact=0.4
 * workbench.mcp.web-rounded=0.45
 * workbench.mcp.descriptions=precise     # or vague: the tool descriptions tools/list shows
 * workbench.mcp.max-sessions=50          # client sessions kept in memory, oldest forgotten first
 * workbench.mcp.max-calls-per-session=500
 * workbench.mcp.max-request-size=256KB   # larger MCP requests are refused with 413
 * workbench.mcp.save=false               # true: also write each session as JSON to traces/mcp-sessions/
 * </pre>
 *
 * {@code workbench.mcp.seed} and {@code workbench.mcp.stale} are deprecated aliases of {@code world-seed} and
 * {@code n-stale}, kept so an installation's existing settings still start the server; giving both names of one
 * setting with different values is refused at start-up, since either choice would be a guess.
 *
 * @param seed  deprecated alias of {@code worldSeed}
 * @param stale deprecated alias of {@code nStale}
 */
@ConfigurationProperties("workbench.mcp")
public record McpProperties(
        BigInteger worldSeed,
        Integer nStale,
        @DefaultValue("" + WorldSpec.DEFAULT_MEMORY_ACC) double memoryAcc,
        @DefaultValue("" + WorldSpec.DEFAULT_WEB_EXACT) double webExact,
        @DefaultValue("" + WorldSpec.DEFAULT_WEB_ROUNDED) double webRounded,
        @DefaultValue("precise") String descriptions,
        @DefaultValue("50") int maxSessions,
        @DefaultValue("500") int maxCallsPerSession,
        @DefaultValue("256KB") DataSize maxRequestSize,
        @DefaultValue("false") boolean save,
        @Deprecated @Nullable BigInteger seed,
        @Deprecated @Nullable Integer stale) {

    @ConstructorBinding
    public McpProperties {
        // Spring passes null for a setting that is absent; after this, worldSeed and nStale are never null
        worldSeed = canonical(worldSeed, seed, "world-seed", "seed", Parameters.WORLD_SEED.defaultValue());
        nStale = canonical(
                nStale,
                stale,
                "n-stale",
                "stale",
                Parameters.N_STALE.defaultValue().intValueExact());
        seed = worldSeed;
        stale = nStale;
        if (!descriptions.equals("precise") && !descriptions.equals("vague")) {
            throw new IllegalArgumentException(
                    "workbench.mcp.descriptions must be precise or vague, got '" + descriptions + "'");
        }
        world(worldSeed, nStale, memoryAcc, webExact, webRounded); // fail at start-up, not at the first call
    }

    /** The settings under their canonical names only. */
    public McpProperties(
            BigInteger worldSeed,
            int nStale,
            double memoryAcc,
            double webExact,
            double webRounded,
            String descriptions,
            int maxSessions,
            int maxCallsPerSession,
            DataSize maxRequestSize,
            boolean save) {
        this(
                worldSeed,
                nStale,
                memoryAcc,
                webExact,
                webRounded,
                descriptions,
                maxSessions,
                maxCallsPerSession,
                maxRequestSize,
                save,
                null,
                null);
    }

    private static <T> T canonical(@Nullable T value, @Nullable T alias, String name, String aliasName, T fallback) {
        if (value != null && alias != null && !value.equals(alias)) {
            throw new IllegalArgumentException("workbench.mcp." + aliasName + " (deprecated) is an alias of "
                    + "workbench.mcp." + name + ": give one of them, not both with different values ("
                    + alias + " and " + value + ")");
        }
        return value != null ? value : alias != null ? alias : fallback;
    }

    private static WorldSpec world(BigInteger seed, int stale, double memoryAcc, double webExact, double webRounded) {
        return new WorldSpec(seed, stale, memoryAcc, webExact, webRounded);
    }

    /** The default world. */
    public WorldSpec world() {
        return world(worldSeed, nStale, memoryAcc, webExact, webRounded);
    }

    /** Whether tools/list shows the precise descriptions. */
    public boolean precise() {
        return descriptions.equals("precise");
    }
}
