package com.agenteval.workbench.archfixtures.cycle.back;

import com.agenteval.workbench.archfixtures.cycle.front.Front;

/** Fixture: the other half of {@link Front}'s cycle. */
public final class Back {

    public static final String ROUTE = "back";
    public static final String LINK = Front.ROUTE + "?from=" + ROUTE;

    private Back() {}
}
