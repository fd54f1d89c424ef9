package com.agenteval.workbench.agentrun;

import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.WorldSpec;
import com.agenteval.workbench.notebook.DecimalParam;
import com.agenteval.workbench.notebook.Dependency;
import com.agenteval.workbench.notebook.IntParam;
import com.agenteval.workbench.notebook.Param;
import com.agenteval.workbench.notebook.ParametersCell;
import java.math.BigInteger;
import java.util.List;
import java.util.function.Function;

/**
 * The five {@code make_world} parameters as page parameters (keys {@code seed}, {@code n_stale},
 * {@code memory_acc}, {@code web_exact}, {@code web_rounded}). Their defaults are the session's world, so a bare
 * {@code /agent} shows the world the student set up on the world page, while a link carries every value and
 * reproduces the page anywhere.
 */
public final class WorldParams implements Dependency {

    private final IntParam seed;
    private final IntParam nStale;
    private final DecimalParam memoryAcc;
    private final DecimalParam webExact;
    private final DecimalParam webRounded;

    private WorldParams(ParametersCell cell, WorldSpec d, Function<String, String> t) {
        int seedDefault = d.seed().signum() >= 0 && d.seed().bitLength() < 32 ? d.seed().intValue()
                : WorldSpec.DEFAULT_SEED;
        seed = cell.integer(Keys.SEED, t.apply("agent.world.seed"), seedDefault, 0, Integer.MAX_VALUE);
        nStale = cell.integer(Keys.N_STALE, t.apply("agent.world.n-stale"), d.nStale(), 0, World.RECORDS);
        memoryAcc = cell.decimal(Keys.MEMORY_ACC, t.apply("agent.world.memory-acc"), d.memoryAcc(), 0, 1, 0.05);
        webExact = cell.decimal(Keys.WEB_EXACT, t.apply("agent.world.web-exact"), d.webExact(), 0, 1, 0.05);
        webRounded = cell.decimal(Keys.WEB_ROUNDED, t.apply("agent.world.web-rounded"), d.webRounded(), 0, 1, 0.05);
    }

    /** Adds the world parameters to a cell, starting from {@code defaults}. */
    public static WorldParams addTo(ParametersCell cell, WorldSpec defaults, Function<String, String> translate) {
        return new WorldParams(cell, defaults, translate);
    }

    public WorldSpec spec() {
        return new WorldSpec(BigInteger.valueOf(seed.value()), nStale.value(), memoryAcc.value(), webExact.value(),
                webRounded.value());
    }

    @Override
    public List<Param<?>> params() {
        return List.of(seed, nStale, memoryAcc, webExact, webRounded);
    }
}
