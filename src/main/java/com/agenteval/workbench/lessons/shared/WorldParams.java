package com.agenteval.workbench.lessons.shared;

import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.agenteval.workbench.notebook.DecimalParam;
import com.agenteval.workbench.notebook.Dependency;
import com.agenteval.workbench.notebook.IntParam;
import com.agenteval.workbench.notebook.Param;
import com.agenteval.workbench.notebook.ParametersCell;
import com.agenteval.workbench.notebook.SeedParam;
import java.math.BigInteger;
import java.util.List;

/**
 * The five {@code make_world} parameters ({@link Parameters#WORLD}) as page parameters, on every page that uses a
 * world. Their defaults are the session's world, so a bare {@code /agent} shows the world the student set up on
 * the world page, while a link carries every value and reproduces the page anywhere.
 */
public final class WorldParams implements Dependency {

    private final SeedParam seed;
    private final IntParam nStale;
    private final DecimalParam memoryAcc;
    private final DecimalParam webExact;
    private final DecimalParam webRounded;

    private WorldParams(ParametersCell cell, WorldSpec d) {
        seed = cell.seed(Parameters.WORLD_SEED, d.seed());
        nStale = cell.integer(Parameters.N_STALE, d.nStale());
        memoryAcc = cell.decimal(Parameters.MEMORY_ACC, d.memoryAcc());
        webExact = cell.decimal(Parameters.WEB_EXACT, d.webExact());
        webRounded = cell.decimal(Parameters.WEB_ROUNDED, d.webRounded());
    }

    /** Adds the world parameters to a cell, starting from {@code defaults}. */
    public static WorldParams addTo(ParametersCell cell, WorldSpec defaults) {
        return new WorldParams(cell, defaults);
    }

    public WorldSpec spec() {
        return new WorldSpec(seed.value(), nStale.value(), memoryAcc.value(), webExact.value(), webRounded.value());
    }

    /** The world seed (for callers that still take a long seed). */
    public BigInteger seed() {
        return seed.value();
    }

    @Override
    public List<Param<?>> params() {
        return List.of(seed, nStale, memoryAcc, webExact, webRounded);
    }
}
