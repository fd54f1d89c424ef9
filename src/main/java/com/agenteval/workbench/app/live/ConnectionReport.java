package com.agenteval.workbench.app.live;

/** The result of "Test connection": whether it worked, and what happened in words (no keys). */
public record ConnectionReport(boolean ok, String message) {}
