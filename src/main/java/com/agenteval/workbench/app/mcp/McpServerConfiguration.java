package com.agenteval.workbench.app.mcp;

import com.agenteval.workbench.app.otel.LiveSpans;
import com.agenteval.workbench.core.mcp.ExternalCallLog;
import com.agenteval.workbench.core.mcp.WorldQuery.ClientArguments;
import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.tools.ToolSpecs.ToolSpec;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.server.McpServerFeatures;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Path;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.ai.mcp.customizer.McpSyncServerCustomizer;
import org.springframework.ai.mcp.server.common.autoconfigure.properties.McpServerStreamableHttpProperties;
import org.springframework.ai.mcp.server.webmvc.transport.WebMvcStreamableServerTransportProvider;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;
import tools.jackson.databind.json.JsonMapper;

/**
 * The world's six tools as an MCP server (Spring AI's MCP server starter, Streamable HTTP at {@code /mcp}, next to
 * Vaadin). Tools are registered through the SDK's low-level API with the core's inputSchema JSON, not a schema
 * generated from Java methods, so what a client reads is exactly what the playground shows; nothing else is
 * exposed (application.properties switches off resources, prompts, completions and Spring AI's conversion of
 * other beans into tools).
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties({McpProperties.class, McpSessionLimits.class})
class McpServerConfiguration {

    @Bean
    ExternalCallLog mcpCallLog(McpProperties properties, McpSessionLimits limits, Clock clock) {
        return new ExternalCallLog(
                properties.maxSessions(), properties.maxCallsPerSession(), limits.sessionIdleTimeout(), clock);
    }

    @Bean
    McpToolCalls mcpToolCalls(
            ExternalCallLog log,
            McpProperties properties,
            McpSessionLimits limits,
            @Value("${workbench.traces.dir:traces}") Path traces,
            Clock clock,
            LiveSpans spans) {
        McpSessionFiles files = properties.save()
                ? new McpSessionFiles(traces.resolve("mcp-sessions"), limits.maxSavedSessions(), clock)
                : null;
        return new McpToolCalls(log, files, properties.world(), clock, spans);
    }

    /** The six tools, in the module's order, with the core's descriptions and inputSchemas. */
    @Bean
    List<McpServerFeatures.SyncToolSpecification> workbenchTools(McpToolCalls calls, McpProperties properties) {
        return ToolSpecs.CORE.stream()
                .map(spec -> McpServerFeatures.SyncToolSpecification.builder()
                        .tool(tool(spec, properties.precise()))
                        .callHandler(calls::call)
                        .build())
                .toList();
    }

    /**
     * The core checks every call's arguments, with the module's own messages (the same as the playground's); the
     * SDK 2.0 check against the inputSchema would answer first, in its own words. The server takes one customizer:
     * this one also does what Spring AI's servlet customizer does (a tool call runs on the request's thread).
     */
    @Bean
    @Primary
    McpSyncServerCustomizer coreValidatesToolArguments() {
        return spec -> spec.immediateExecution(true).validateToolInputs(false);
    }

    /**
     * A core tool as MCP announces it: name, description of the configured flavour, the core's inputSchema, and as
     * its outputSchema the result dict's ({@link ToolResult#schema()}), which every call's structuredContent is.
     */
    @SuppressWarnings("unchecked")
    static McpSchema.Tool tool(ToolSpec spec, boolean precise) {
        Map<String, Object> schema = (Map<String, Object>) ClientArguments.toJson(spec.inputSchema());
        return McpSchema.Tool.builder()
                .name(spec.name())
                .description(spec.description(precise))
                .inputSchema(schema)
                .outputSchema((Map<String, Object>) ClientArguments.toJson(ToolResult.schema()))
                .build();
    }

    /**
     * The Streamable HTTP transport, as Spring AI's auto-configuration builds it, plus the connection's URL query
     * in each request's transport context: that is how {@code /mcp?world_seed=7} picks the world.
     */
    @Bean
    WebMvcStreamableServerTransportProvider webMvcStreamableServerTransportProvider(
            @Qualifier("mcpServerJsonMapper") JsonMapper mapper, McpServerStreamableHttpProperties http) {
        return WebMvcStreamableServerTransportProvider.builder()
                .jsonMapper(new JacksonMcpJsonMapper(mapper))
                .mcpEndpoint(http.getMcpEndpoint())
                .keepAliveInterval(http.getKeepAliveInterval())
                .disallowDelete(http.isDisallowDelete())
                .contextExtractor(request -> {
                    Map<String, List<String>> query = new LinkedHashMap<>();
                    request.params().forEach((k, v) -> query.put(k, List.copyOf(v)));
                    return McpTransportContext.create(Map.of(McpToolCalls.QUERY, query));
                })
                .build();
    }

    /** The bound on the transport's live sessions, which the guard keeps. */
    @Bean
    McpTransportSessions mcpTransportSessions(McpSessionLimits limits, Clock clock) {
        return new McpTransportSessions(limits, clock);
    }

    /**
     * Refuses oversized and malformed MCP requests (JSON-RPC, protocol version, content type) before they are read,
     * and keeps stack traces out of HTTP error bodies.
     */
    @Bean
    FilterRegistrationBean<McpHttpGuard> mcpRequestLimit(
            McpProperties properties,
            McpServerStreamableHttpProperties http,
            McpToolCalls calls,
            McpTransportSessions sessions,
            WebMvcStreamableServerTransportProvider transport) {
        FilterRegistrationBean<McpHttpGuard> bean = new FilterRegistrationBean<>(new McpHttpGuard(
                properties.maxRequestSize().toBytes(), calls::unknownTool, sessions, transport.protocolVersions()));
        bean.addUrlPatterns(http.getMcpEndpoint(), http.getMcpEndpoint() + "/*");
        return bean;
    }
}
