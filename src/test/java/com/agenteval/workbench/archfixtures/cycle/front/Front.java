package com.agenteval.workbench.archfixtures.cycle.front;

import com.agenteval.workbench.archfixtures.cycle.back.Back;

/** Fixture: names a constant of the package that names its own back (javac inlines both: no bytecode arrow). */
public final class Front {

    public static final String ROUTE = "front";
    public static final String LINK = Back.ROUTE + "?from=" + ROUTE;

    private Front() {}
}
