package com.agenteval.workbench.core.world;

import java.util.EnumMap;
import java.util.Map;

/**
 * Explains each record of a world: for every version, whether its value equals the truth and, if not, why.
 * The classification follows make_world's branches: db differs only on stale keys; web is exact, rounded to a
 * whole number, or last year's; memory is right or misremembered up to the cutoff and last year's after it.
 *
 * <pre>{@code
 * Deviation why = Deviations.of(world, key, DataVersion.WEB);   // e.g. ROUNDED
 * }</pre>
 */
public final class Deviations {

    private Deviations() {}

    public static Deviation of(World world, RecordKey key, DataVersion version) {
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
    public static Summary summarize(World world) {
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

    /**
     * Counts over a world's records. {@code memoryRight / beforeCutoff} is the self-check's "memory accuracy
     * before the cutoff" (the share of records up to 2023 that memory holds exactly).
     */
    public record Summary(
            int records, int stale, int memoryRight, int beforeCutoff, int webExact, int webRounded, int webLastYear) {

        /** memoryRight / beforeCutoff as Python divides it (one correctly rounded division). */
        public double memoryAccuracy() {
            return (double) memoryRight / beforeCutoff;
        }
    }

    /**
     * Why a version's value differs from the truth, following how {@code make_world} builds each version.
     */
    public enum Deviation {
        /** Equal to the truth. */
        NONE,
        /** db: one of the {@code n_stale} records that hold the previous year's value. */
        STALE,
        /** web: the truth rounded to a whole number ({@code float(round(truth))}). */
        ROUNDED,
        /** web: the previous year's value (or 0.95 × truth for 2020). */
        LAST_YEAR,
        /** memory, up to the knowledge cutoff: remembered 3–15% off. */
        MISREMEMBERED,
        /** memory, after the knowledge cutoff: the model only knows the previous year's value. */
        AFTER_CUTOFF
    }
}
