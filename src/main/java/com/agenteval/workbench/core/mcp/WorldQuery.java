package com.agenteval.workbench.core.mcp;

import com.agenteval.workbench.core.Checked;
import com.agenteval.workbench.core.params.ParamSpec;
import com.agenteval.workbench.core.params.ParamSpec.InvalidParameterException;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.world.WorldSpec;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * The world an MCP connection asks for in its URL's query: {@code /mcp?world_seed=7&n_stale=3}, the declared world
 * parameters ({@link Parameters#WORLD}) with the pages' names; the old keys {@code seed} and {@code stale} still
 * work. Parameters not given keep the server's defaults; other parameters are ignored. A refused value gets the
 * same message as on the pages and the command line, naming the key as the client wrote it.
 *
 * <pre>{@code
 * Checked<WorldSpec> p = WorldQuery.parse(Map.of("world_seed", List.of("7")), WorldSpec.lecture());
 * // Ok[value=WorldSpec[seed=7, nStale=2, ...]]
 * }</pre>
 */
public final class WorldQuery {

    private WorldQuery() {}

    /** The URL that picks another world, with the declared names: {@code /mcp?world_seed=7&n_stale=3}. */
    public static String example(String endpoint) {
        return endpoint + "?" + Parameters.WORLD_SEED.name() + "=7&" + Parameters.N_STALE.name() + "=3";
    }

    /**
     * Reads the query (each parameter's first value counts) over the defaults: the world it asks for, or why it does
     * not describe one, in a sentence for the client. Never throws.
     */
    public static Checked<WorldSpec> parse(Map<String, List<String>> query, WorldSpec defaults) {
        Map<String, List<String>> q = query == null ? Map.of() : query;
        try {
            BigInteger seed = read(q, Parameters.WORLD_SEED, defaults.seed());
            int stale = read(q, Parameters.N_STALE, BigInteger.valueOf(defaults.nStale()))
                    .intValueExact();
            double memory = read(q, Parameters.MEMORY_ACC, defaults.memoryAcc());
            double exact = read(q, Parameters.WEB_EXACT, defaults.webExact());
            double rounded = read(q, Parameters.WEB_ROUNDED, defaults.webRounded());
            return Checked.ok(new WorldSpec(seed, stale, memory, exact, rounded));
        } catch (InvalidParameterException e) {
            return Checked.refused(Objects.requireNonNull(e.getMessage(), "a parameter's refusal has a message"));
        } catch (IllegalArgumentException e) {
            return Checked.refused("the world in the URL is not valid: " + e.getMessage());
        }
    }

    /** The canonical key's value, else the first alias given; the message spells the key that was used. */
    private static <T> T read(Map<String, List<String>> q, ParamSpec<T> spec, T fallback) {
        for (String key : keys(spec)) {
            List<String> values = q.get(key);
            if (values != null && !values.isEmpty() && values.get(0) != null) {
                return spec.read(values.get(0), key);
            }
        }
        return fallback;
    }

    private static List<String> keys(ParamSpec<?> spec) {
        return Stream.concat(Stream.of(spec.name()), spec.aliases().stream()).toList();
    }
}
