package com.agenteval.workbench.core.mcp;

import com.agenteval.workbench.core.world.WorldSpec;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The world an MCP connection asks for in its URL's query: {@code /mcp?seed=7&stale=3} — the world page's
 * parameter names ({@code seed}, {@code stale}, {@code memory_acc}, {@code web_exact}, {@code web_rounded}; the
 * module's {@code n_stale} also works). Parameters not given keep the server's defaults; other parameters are
 * ignored. A value that is not a number, or out of range, is an error in a sentence.
 *
 * <pre>{@code
 * WorldQuery.Parsed p = WorldQuery.parse(Map.of("seed", List.of("7")), WorldSpec.lecture());
 * // World[spec=WorldSpec[seed=7, nStale=2, ...]]
 * }</pre>
 */
public final class WorldQuery {

    /** Longer values are refused before they are parsed. */
    private static final int MAX_VALUE_CHARS = 40;

    private WorldQuery() {
    }

    /** The outcome: a world spec, or why the query does not describe one. */
    public sealed interface Parsed permits World, Problem {
    }

    /** The world the query asks for. */
    public record World(WorldSpec spec) implements Parsed {
        public World {
            Objects.requireNonNull(spec, "spec");
        }
    }

    /** Why not, in a sentence for the client. */
    public record Problem(String message) implements Parsed {
        public Problem {
            Objects.requireNonNull(message, "message");
        }
    }

    /** Reads the query (each parameter's first value counts) over the defaults. Never throws. */
    public static Parsed parse(Map<String, List<String>> query, WorldSpec defaults) {
        Map<String, List<String>> q = query == null ? Map.of() : query;
        try {
            BigInteger seed = defaults.seed();
            String s = first(q, "seed");
            if (s != null) {
                seed = new BigInteger(s.strip());
            }
            int stale = defaults.nStale();
            String st = first(q, "stale") != null ? first(q, "stale") : first(q, "n_stale");
            if (st != null) {
                stale = integer(first(q, "stale") != null ? "stale" : "n_stale", st);
            }
            double memory = decimal(q, "memory_acc", defaults.memoryAcc());
            double exact = decimal(q, "web_exact", defaults.webExact());
            double rounded = decimal(q, "web_rounded", defaults.webRounded());
            return new World(new WorldSpec(seed, stale, memory, exact, rounded));
        } catch (BadValue e) {
            return new Problem(e.getMessage());
        } catch (NumberFormatException e) {
            return new Problem("seed must be an integer, got '" + first(q, "seed") + "'");
        } catch (IllegalArgumentException e) {
            return new Problem("the world in the URL is not valid: " + e.getMessage());
        }
    }

    private static String first(Map<String, List<String>> q, String name) {
        List<String> values = q.get(name);
        if (values == null || values.isEmpty() || values.get(0) == null) {
            return null;
        }
        String v = values.get(0);
        if (v.length() > MAX_VALUE_CHARS) {
            throw new BadValue(name + " is too long (" + v.length() + " characters)");
        }
        return v;
    }

    private static int integer(String name, String v) {
        try {
            return Integer.parseInt(v.strip());
        } catch (NumberFormatException e) {
            throw new BadValue(name + " must be an integer, got '" + v + "'");
        }
    }

    private static double decimal(Map<String, List<String>> q, String name, double fallback) {
        String v = first(q, name);
        if (v == null) {
            return fallback;
        }
        try {
            return Double.parseDouble(v.strip());
        } catch (NumberFormatException e) {
            throw new BadValue(name + " must be a number, got '" + v + "'");
        }
    }

    private static final class BadValue extends RuntimeException {
        BadValue(String message) {
            super(message, null, false, false);
        }
    }
}
