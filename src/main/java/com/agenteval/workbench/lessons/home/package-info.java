/**
 * The home page.
 */
@NullMarked
package com.agenteval.workbench.lessons.home;

import org.jspecify.annotations.NullMarked;
