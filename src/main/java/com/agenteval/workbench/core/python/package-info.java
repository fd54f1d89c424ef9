/**
 * CPython behaviour the reference module depends on, reproduced exactly: {@link
 * com.agenteval.workbench.core.python.PyRandom} (MT19937 with int and str seeding), float rounding and printing
 * ({@link com.agenteval.workbench.core.python.PyFloats}), {@code math.fsum}, a correctly rounded log and glibc's erf
 * ({@link com.agenteval.workbench.core.python.PyNumbers.PyMath}), Python values ({@link
 * com.agenteval.workbench.core.python.PyObject}: int ≠ float, tuple ≠ list) and the {@code json} module ({@link
 * com.agenteval.workbench.core.python.PyJson}).
 */
@NullMarked
package com.agenteval.workbench.core.python;

import org.jspecify.annotations.NullMarked;
