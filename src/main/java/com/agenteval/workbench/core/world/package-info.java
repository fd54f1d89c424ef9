/** {@code make_world}: the fictional banks and countries, 2020–2024, in four versions (truth, db, web, memory). */
@NullMarked
package com.agenteval.workbench.core.world;

import org.jspecify.annotations.NullMarked;
