package com.agenteval.workbench.archfixtures.surface.core.inner;

/** Fixture: returned by {@link NamedOutside#handOut}; another package uses it without naming it. */
public record HandedOut(String text) {}
