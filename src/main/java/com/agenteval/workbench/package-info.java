/**
 * The workbench's entry point: the Spring Boot application (or the command line, when a command is named), the
 * session-scoped beans and the start-up report.
 */
@NullMarked
package com.agenteval.workbench;

import org.jspecify.annotations.NullMarked;
