package com.agenteval.workbench.archfixtures.surface.core.outer;

import com.agenteval.workbench.archfixtures.surface.core.inner.ConstantOutside;
import com.agenteval.workbench.archfixtures.surface.core.inner.NamedOutside;

/** Fixture: package-private, and uses inner's public classes in each way the rule accepts. */
final class User {

    private User() {}

    static String use() {
        return NamedOutside.take(() -> ConstantOutside.NAME)
                + NamedOutside.handOut().text();
    }
}
