package com.agenteval.workbench.archfixtures.surface.core.inner;

/** Fixture: another package uses only its constant, which javac inlines: the source shows the use, not the bytecode. */
public final class ConstantOutside {

    public static final String NAME = "constant";

    private ConstantOutside() {}
}
