/** Tool selection by description (demonstration 03): tokenize, TF-IDF use/avoid scores, softmax pick, catalogs, intents. */
package com.agenteval.workbench.core.selection;
