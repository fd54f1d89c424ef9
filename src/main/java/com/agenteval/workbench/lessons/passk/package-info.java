/**
 * The pass@k primer page.
 */
@NullMarked
package com.agenteval.workbench.lessons.passk;

import org.jspecify.annotations.NullMarked;
