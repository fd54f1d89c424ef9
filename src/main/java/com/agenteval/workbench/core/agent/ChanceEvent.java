package com.agenteval.workbench.core.agent;

/**
 * The places where a mistake can happen, as {@link Chance} keys: {@code plan}, {@code format}, {@code slip} once per
 * run, and {@code tool<sub>}, {@code skip<sub>}, {@code args<sub>}, {@code rec<sub>}, {@code ignore<sub>},
 * {@code loop<sub>} per subtask. Events are small ints so the latent values can sit in an array.
 */
final class ChanceEvent {

    static final int PLAN = 0;
    static final int FORMAT = 1;
    static final int SLIP = 2;
    private static final int PER_SUB = 6;
    private static final String[] SUB_NAMES = {"tool", "skip", "args", "rec", "ignore", "loop"};

    private ChanceEvent() {}

    static int tool(int sub) {
        return 3 + PER_SUB * sub;
    }

    static int skip(int sub) {
        return 4 + PER_SUB * sub;
    }

    static int args(int sub) {
        return 5 + PER_SUB * sub;
    }

    static int rec(int sub) {
        return 6 + PER_SUB * sub;
    }

    static int ignore(int sub) {
        return 7 + PER_SUB * sub;
    }

    static int loop(int sub) {
        return 8 + PER_SUB * sub;
    }

    /** How many events a task with this many subtasks has. */
    static int count(int subtasks) {
        return 3 + PER_SUB * subtasks;
    }

    /** The module's key string for an event, e.g. {@code skip1}. */
    static String name(int event) {
        return switch (event) {
            case PLAN -> "plan";
            case FORMAT -> "format";
            case SLIP -> "slip";
            default -> SUB_NAMES[(event - 3) % PER_SUB] + ((event - 3) / PER_SUB);
        };
    }
}
