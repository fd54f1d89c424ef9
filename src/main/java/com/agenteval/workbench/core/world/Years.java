package com.agenteval.workbench.core.world;

import java.util.List;

/** The world's calendar: {@code YEARS = [2020 … 2024]} and the simulated model's knowledge cutoff. */
public final class Years {

    public static final int FIRST = 2020;
    public static final int LAST = 2024;
    /** {@code KNOWLEDGE_CUTOFF}: the simulated LLM's parametric memory covers years up to this one. */
    public static final int KNOWLEDGE_CUTOFF = 2023;

    public static final int COUNT = LAST - FIRST + 1;
    public static final List<Integer> ALL = List.of(2020, 2021, 2022, 2023, 2024);

    private Years() {}

    public static boolean contains(long year) {
        return year >= FIRST && year <= LAST;
    }
}
