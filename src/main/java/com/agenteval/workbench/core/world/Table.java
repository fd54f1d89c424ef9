package com.agenteval.workbench.core.world;

import com.agenteval.workbench.core.python.PyObject.PyStr;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The two tables of the simulated finance world, in the module's fixed order ({@code TABLES}): eight fictional
 * banks' market caps and five fictional countries' GDP, 2020–2024, in $B.
 */
public enum Table {
    BANK_MARKET_CAP(
            "bank_market_cap",
            "market cap",
            List.of(
                    "Aster Bank",
                    "Bluefin Trust",
                    "Cedar Financial",
                    "Dunmore Bank",
                    "Elmwood Capital",
                    "Fairhaven Bancorp",
                    "Granite Savings",
                    "Harbor National")),
    COUNTRY_GDP("country_gdp", "GDP", List.of("Arvenia", "Borealis", "Calderon", "Dravia", "Estoria"));

    private final String wireName;
    private final String metricName;
    private final List<String> entities;
    private final PyStr[] entityStrs;
    private final String[] entityNames;

    Table(String wireName, String metricName, List<String> entities) {
        this.wireName = wireName;
        this.metricName = metricName;
        this.entities = entities;
        this.entityStrs = entities.stream().map(PyStr::of).toArray(PyStr[]::new);
        this.entityNames = entities.toArray(new String[0]);
    }

    /** The i-th entity name as a Python str (shared, so rankings need not allocate it). */
    public PyStr entityStr(int i) {
        return entityStrs[i];
    }

    /** The table name tools and JSON use, e.g. {@code bank_market_cap}. */
    public String wireName() {
        return wireName;
    }

    /** {@code METRIC_NAME[table]}: "market cap" or "GDP". */
    public String metricName() {
        return metricName;
    }

    /** {@code World.entities(table)}, in the module's order. */
    public List<String> entities() {
        return entities;
    }

    /** Index of an entity name (exact spelling) or -1. */
    public int indexOf(String entity) {
        for (int i = 0; i < entityNames.length; i++) {
            if (entityNames[i] == entity) { // tasks hold this table's own strings: no char compare
                return i;
            }
        }
        for (int i = 0; i < entityNames.length; i++) {
            if (entityNames[i].equals(entity)) {
                return i;
            }
        }
        return -1;
    }

    /** The table with this wire name, or null. */
    public static @Nullable Table byWireName(String name) {
        for (Table t : values()) {
            if (t.wireName.equals(name)) {
                return t;
            }
        }
        return null;
    }

    /** {@code TABLE_NAMES}. */
    public static List<String> wireNames() {
        return List.of(BANK_MARKET_CAP.wireName, COUNTRY_GDP.wireName);
    }
}
