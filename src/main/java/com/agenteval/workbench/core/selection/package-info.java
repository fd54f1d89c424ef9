/** Tool selection by description (demonstration 03): tokenize, TF-IDF use/avoid scores, softmax pick, catalogs, intents. */
@NullMarked
package com.agenteval.workbench.core.selection;

import org.jspecify.annotations.NullMarked;
