package com.agenteval.workbench.lessons.world;

import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.DataVersion;
import com.agenteval.workbench.core.world.World.Deviation;
import com.agenteval.workbench.core.world.World.RecordKey;
import java.util.List;

/** One record of the world with its four versions and why each differs from the truth. */
record RecordRow(
        RecordKey key,
        double truth,
        double db,
        double web,
        double memory,
        Deviation dbWhy,
        Deviation webWhy,
        Deviation memoryWhy) {

    static RecordRow of(World world, RecordKey key) {
        return new RecordRow(
                key,
                world.value(DataVersion.TRUTH, key),
                world.value(DataVersion.DB, key),
                world.value(DataVersion.WEB, key),
                world.value(DataVersion.MEMORY, key),
                world.deviation(DataVersion.DB, key),
                world.deviation(DataVersion.WEB, key),
                world.deviation(DataVersion.MEMORY, key));
    }

    static List<RecordRow> all(World world, boolean onlyDeviating) {
        return World.keys().stream()
                .map(k -> of(world, k))
                .filter(r -> !onlyDeviating || r.deviates())
                .toList();
    }

    boolean deviates() {
        return dbWhy != Deviation.NONE || webWhy != Deviation.NONE || memoryWhy != Deviation.NONE;
    }

    String entity() {
        return key.entity();
    }

    String table() {
        return key.table().wireName();
    }

    int year() {
        return key.year();
    }
}
