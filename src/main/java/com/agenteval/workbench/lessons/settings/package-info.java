/**
 * The settings page: provider keys, search, OpenTelemetry export and the mode, with their readiness.
 */
@NullMarked
package com.agenteval.workbench.lessons.settings;

import org.jspecify.annotations.NullMarked;
