package com.agenteval.workbench.archfixtures.surface.core.inner;

/** Fixture: another package gives one as a lambda to {@link NamedOutside#take}, and never names the type. */
@FunctionalInterface
public interface GivenAsLambda {

    String text();
}
