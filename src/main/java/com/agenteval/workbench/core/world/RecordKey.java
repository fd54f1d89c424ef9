package com.agenteval.workbench.core.world;

import java.util.Comparator;
import java.util.Objects;

/**
 * A record's key {@code (table, entity, year)}. Keys sort like the module's tuples: by table name, entity name
 * (code point order), then year; that order drives every web and memory draw in {@code make_world}.
 *
 * @param table  the table
 * @param entity an entity of that table
 * @param year   a year in {@link Years#ALL}
 */
public record RecordKey(Table table, String entity, int year) implements Comparable<RecordKey> {

    private static final Comparator<RecordKey> ORDER = Comparator.comparing((RecordKey k) -> k.table.wireName())
            .thenComparing(RecordKey::entity)
            .thenComparingInt(RecordKey::year);

    public RecordKey {
        Objects.requireNonNull(table, "table");
        if (table.indexOf(entity) < 0) {
            throw new IllegalArgumentException("no entity '" + entity + "' in " + table.wireName());
        }
        if (!Years.contains(year)) {
            throw new IllegalArgumentException("year out of range: " + year);
        }
    }

    /** Position of this record in the world's sorted key list (0–64). */
    public int index() {
        return World.index(table, table.indexOf(entity), year);
    }

    @Override
    public int compareTo(RecordKey o) {
        return ORDER.compare(this, o);
    }
}
