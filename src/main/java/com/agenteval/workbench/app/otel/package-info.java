/**
 * OpenTelemetry GenAI spans of the workbench's runs: exported live over OTLP/HTTP or written as one OTLP/JSON file.
 */
@NullMarked
package com.agenteval.workbench.app.otel;

import org.jspecify.annotations.NullMarked;
