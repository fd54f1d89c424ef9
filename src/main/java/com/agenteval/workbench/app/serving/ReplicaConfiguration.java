package com.agenteval.workbench.app.serving;

import org.apache.catalina.Container;
import org.apache.catalina.Engine;
import org.apache.catalina.Lifecycle;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * One replica of several behind a load balancer ({@code deploy/nginx/workbench.conf}), switched on by
 * {@code workbench.replica-name}. The name becomes Tomcat's jvmRoute, so every session id ends in
 * {@code .<name>} and the balancer can send a session's requests to the replica that holds it by reading the
 * cookie alone (open-source nginx has no {@code sticky} directive; hashing the cookie would not do, since the
 * replica that made the session is not the one its hash picks). Every response also names the replica in
 * {@code X-Workbench-Replica}. Without the property nothing changes.
 *
 * <p>The beans are always made and read the property when the server starts, rather than a condition on the class:
 * the production jar runs with Spring AOT ({@code -Dspring.aot.enabled=true}, issue 24), which fixes the conditions
 * when the jar is built, and a replica is named only when it is started.
 */
@Configuration(proxyBeanMethods = false)
class ReplicaConfiguration {

    @Bean
    ReplicaHeader replicaHeader(@Value("${workbench.replica-name:}") String name) {
        return name.isEmpty() ? ReplicaHeader.none() : new ReplicaHeader(name);
    }

    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> jvmRoute(
            @Value("${workbench.replica-name:}") String name) {
        if (name.isEmpty()) {
            return factory -> {};
        }
        String route = ReplicaHeader.checked(name);
        // the engine exists only once the context is added to it, i.e. before the context (and its session
        // manager, which reads the jvmRoute) starts
        return factory -> factory.addContextCustomizers(context -> context.addLifecycleListener(event -> {
            if (Lifecycle.BEFORE_START_EVENT.equals(event.getType())) {
                Container host = context.getParent();
                if (host != null && host.getParent() instanceof Engine engine) {
                    engine.setJvmRoute(route);
                }
            }
        }));
    }
}
