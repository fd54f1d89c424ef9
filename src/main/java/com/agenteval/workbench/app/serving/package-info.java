/**
 * Serving the web app: the origin guard, replicas behind a load balancer, the health endpoint, the start line and
 * the warm-up.
 */
@NullMarked
package com.agenteval.workbench.app.serving;

import org.jspecify.annotations.NullMarked;
