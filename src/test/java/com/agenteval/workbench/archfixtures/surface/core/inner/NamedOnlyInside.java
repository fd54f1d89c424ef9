package com.agenteval.workbench.archfixtures.surface.core.inner;

/** Fixture: public, and only its own package names it: the rule asks for it to be package-private. */
public final class NamedOnlyInside {

    static final String TEXT = "inside";

    private NamedOnlyInside() {}
}
