package com.agenteval.workbench.app.serving;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;

/**
 * The {@link OriginGuard} in front of everything: right after the security headers (so a 403 carries them too) and
 * before every other filter, the MCP guard included, and before the servlets (Vaadin, the MCP transport).
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(OriginProperties.class)
class OriginConfiguration {

    /** Right after {@code SecurityHeaders}, which is first. */
    static final int ORDER = Ordered.HIGHEST_PRECEDENCE + 1;

    @Bean
    FilterRegistrationBean<OriginGuard> originGuard(OriginProperties properties) {
        FilterRegistrationBean<OriginGuard> bean = new FilterRegistrationBean<>(new OriginGuard(properties));
        bean.addUrlPatterns("/*");
        bean.setOrder(ORDER);
        return bean;
    }
}
