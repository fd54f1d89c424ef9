/**
 * One browser session's state: its live settings and credentials, its OpenTelemetry export and its simulated world.
 */
@NullMarked
package com.agenteval.workbench.app.session;

import org.jspecify.annotations.NullMarked;
