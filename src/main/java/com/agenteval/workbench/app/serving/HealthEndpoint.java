package com.agenteval.workbench.app.serving;

import java.util.Map;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code /actuator/health} for load balancers and Kubernetes probes: {@code {"status":"UP"}} once the server
 * answers. The path is Actuator's, so probes written for it work, but Actuator itself is not a dependency: its
 * endpoint and metrics infrastructure would cost start-up time for one fixed answer.
 */
@RestController
class HealthEndpoint {

    @GetMapping(value = "/actuator/health", produces = "application/json")
    Map<String, String> health() {
        return Map.of("status", "UP");
    }
}
