package com.agenteval.workbench.archfixtures.surface.core.inner;

/** Fixture: a public class that a class of another package names; it takes a lambda and hands out a record. */
public final class NamedOutside {

    private NamedOutside() {}

    /** Runs what it is given: a caller outside passes a lambda, which names no {@link GivenAsLambda}. */
    public static String take(GivenAsLambda given) {
        return given.text();
    }

    /** What a caller outside gets and uses without naming {@link HandedOut}. */
    public static HandedOut handOut() {
        return new HandedOut("handed out");
    }

    static String inside() {
        return NamedOnlyInside.TEXT;
    }
}
