package com.agenteval.workbench.base.ui;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import org.apache.catalina.Host;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.core.StandardHost;
import org.apache.catalina.valves.ErrorReportValve;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.util.HtmlUtils;

/**
 * The workbench's own page for requests Tomcat refuses before any servlet sees them: an address with a broken
 * {@code %}-escape or a character Tomcat does not allow, or a request line and headers over
 * {@code server.max-http-request-header-size} (8 KB by default; a 100 KB query is refused). Tomcat's default page
 * for these is a bare "HTTP Status 400"; this one names the workbench, says what is wrong in words and links home.
 * It quotes nothing of the request, so nothing a link carries can reach the page as markup.
 * <p>
 * Tomcat decodes a query string only when asked, so a broken escape there ({@code /world?seed=%zz}) would reach
 * Vaadin, whose navigation then fails with a blank page; a filter gives such a request the same page first.
 */
@Configuration(proxyBeanMethods = false)
class WorkbenchErrorPages {

    static final String TITLE = "Agent Evaluation Workbench";

    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> workbenchErrorReportValve() {
        // the host adds its error report valve when it starts; the context is created (and customized) before that
        return factory -> factory.addContextCustomizers(context -> {
            Host host = (Host) context.getParent();
            if (host instanceof StandardHost standard) {
                standard.setErrorReportValveClass(Valve.class.getName());
            }
        });
    }

    /** Before every servlet: a query string with a broken %-escape gets the page above, with a 400. */
    @Bean
    FilterRegistrationBean<OncePerRequestFilter> malformedQueryFilter() {
        FilterRegistrationBean<OncePerRequestFilter> bean = new FilterRegistrationBean<>(new OncePerRequestFilter() {
            @Override
            protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
                    throws ServletException, IOException {
                if (!wellFormedQuery(request.getQueryString())) {
                    response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
                    response.setContentType("text/html;charset=utf-8");
                    response.setHeader("X-Content-Type-Options", "nosniff");
                    response.getWriter().write(html(400, explain(400, null)));
                    return;
                }
                chain.doFilter(request, response);
            }

            @Override
            protected boolean shouldNotFilter(HttpServletRequest request) {
                // the MCP endpoint answers in JSON, through its own guard
                return request.getRequestURI().startsWith("/mcp");
            }
        });
        bean.setOrder(Ordered.HIGHEST_PRECEDENCE);
        bean.addUrlPatterns("/*");
        return bean;
    }

    /** Every {@code %} followed by two hex digits, and the bytes they stand for valid UTF-8. */
    static boolean wellFormedQuery(String query) {
        if (query == null || query.indexOf('%') < 0) {
            return true;
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(query.length());
        for (int i = 0; i < query.length(); i++) {
            char c = query.charAt(i);
            if (c != '%') {
                bytes.write(c < 0x80 ? c : '?');
                continue;
            }
            if (i + 2 >= query.length()
                    || Character.digit(query.charAt(i + 1), 16) < 0
                    || Character.digit(query.charAt(i + 2), 16) < 0) {
                return false;
            }
            bytes.write(Integer.parseInt(query.substring(i + 1, i + 3), 16));
            i += 2;
        }
        try {
            StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes.toByteArray()));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }

    /** What the page says for a status, in words. */
    static String explain(int status, @Nullable Throwable cause) {
        String reason = cause == null || cause.getMessage() == null ? "" : cause.getMessage();
        if (status == 400 && reason.contains("too large")) {
            return "The address (or the request's headers) is too long for the workbench to read. Links to the "
                    + "workbench's pages are short: check where this one came from.";
        }
        return switch (status) {
            case 400 ->
                "The workbench could not read this address: it holds a broken %-escape or a character that "
                        + "is not allowed in a URL. Check where the link came from, or start again from the home page.";
            case 404 -> "The workbench has no page at this address.";
            case 405 -> "The workbench does not accept this kind of request at this address.";
            case 413, 414, 431 -> "The request is too large for the workbench to read.";
            default ->
                status >= 500
                        ? "The workbench could not answer this request. The server keeps running: "
                                + "try again, or start again from the home page."
                        : "The workbench could not answer this request.";
        };
    }

    /** A small page in the workbench's style; every text escaped, although none comes from the request. */
    static String html(int status, String message) {
        String m = HtmlUtils.htmlEscape(message);
        return "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + TITLE + ": HTTP " + status
                + "</title><style>body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;"
                + "max-width:42em;margin:4em auto;padding:0 1.5em;color:#1f2937;line-height:1.5}"
                + "h1{font-size:1.4em;margin-bottom:.2em}.status{color:#6b7280;margin-top:0}"
                + "a{color:#1d4ed8}</style></head><body><h1>" + TITLE + "</h1><p class=\"status\">HTTP " + status
                + "</p><p id=\"error-message\">" + m + "</p><p><a href=\"/\">Back to the workbench's home page</a>"
                + "</p></body></html>";
    }

    /** Tomcat's error report valve with the workbench's page instead of Tomcat's. */
    public static final class Valve extends ErrorReportValve {

        @Override
        protected void report(Request request, Response response, Throwable throwable) {
            int status = response.getStatus();
            if (status < 400 || response.getContentWritten() > 0) {
                return;
            }
            try {
                response.setContentType("text/html");
                response.setCharacterEncoding("utf-8");
                response.setHeader("X-Content-Type-Options", "nosniff");
                Writer writer = response.getReporter();
                if (writer != null) {
                    writer.write(html(status, explain(status, throwable)));
                    response.finishResponse();
                }
            } catch (IOException | IllegalStateException e) {
                // the client has gone, or the response was already under way: nothing more to say
            }
        }
    }
}
