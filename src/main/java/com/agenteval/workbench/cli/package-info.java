/**
 * The jar's command line: {@code sim} (the module's argparse, exactly), {@code forecast}, {@code trace},
 * {@code judge}, {@code export} and {@code stats}, one picocli setup ({@link com.agenteval.workbench.cli.Picocli})
 * whose options convert their texts through the declared parameters, and one top-level handler
 * ({@link com.agenteval.workbench.cli.WorkbenchCli}).
 */
@NullMarked
package com.agenteval.workbench.cli;

import org.jspecify.annotations.NullMarked;
