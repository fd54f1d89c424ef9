package com.agenteval.workbench.core.world;

import com.agenteval.workbench.core.world.World.DataVersion;
import com.agenteval.workbench.core.world.World.Deviation;
import com.agenteval.workbench.core.world.World.RecordKey;
import com.agenteval.workbench.core.world.World.Summary;
import com.agenteval.workbench.core.world.World.Years;
import java.util.EnumMap;
import java.util.Map;

/**
 * Explains each record of a world: for every version, whether its value equals the truth and, if not, why.
 * The classification follows make_world's branches: db differs only on stale keys; web is exact, rounded to a
 * whole number, or last year's; memory is right or misremembered up to the cutoff and last year's after it.
 *
 * <pre>{@code
 * Deviation why = world.deviation(DataVersion.WEB, key);   // e.g. ROUNDED
 * }</pre>
 */
final class Deviations {

    private Deviations() {}

    static Deviation of(World world, RecordKey key, DataVersion version) {
        double truth = world.value(DataVersion.TRUTH, key);
        double v = world.value(version, key);
        return switch (version) {
            case TRUTH -> Deviation.NONE;
            case DB -> v == truth ? Deviation.NONE : Deviation.STALE;
            // same order as make_world: r < web_exact → truth; r < exact + rounded → float(round(truth)); else previous
            case WEB -> v == truth ? Deviation.NONE : v == Math.rint(truth) ? Deviation.ROUNDED : Deviation.LAST_YEAR;
            case MEMORY ->
                key.year() > Years.KNOWLEDGE_CUTOFF
                        ? Deviation.AFTER_CUTOFF
                        : v == truth ? Deviation.NONE : Deviation.MISREMEMBERED;
        };
    }

    /** The summary the world page shows: counts per version and reason, over every record. */
    static Summary summarize(World world) {
        Map<Deviation, Integer> web = new EnumMap<>(Deviation.class);
        int memoryRight = 0;
        int beforeCutoff = 0;
        for (RecordKey key : World.keys()) {
            web.merge(of(world, key, DataVersion.WEB), 1, Integer::sum);
            if (key.year() <= Years.KNOWLEDGE_CUTOFF) {
                beforeCutoff++;
                if (world.value(DataVersion.MEMORY, key) == world.value(DataVersion.TRUTH, key)) {
                    memoryRight++;
                }
            }
        }
        return new Summary(
                World.RECORDS,
                world.stale().size(),
                memoryRight,
                beforeCutoff,
                web.getOrDefault(Deviation.NONE, 0),
                web.getOrDefault(Deviation.ROUNDED, 0),
                web.getOrDefault(Deviation.LAST_YEAR, 0));
    }
}
