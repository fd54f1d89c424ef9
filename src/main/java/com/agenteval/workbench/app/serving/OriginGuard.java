package com.agenteval.workbench.app.serving;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Only the server's own origins, for every request (pages, Vaadin's UIDL and push, static files, {@code /mcp}):
 * the defence against DNS rebinding, where a page on an attacker's domain that resolves to 127.0.0.1 calls this
 * server from the student's browser. The MCP spec asks a server to validate Origin for exactly this.
 * <ul>
 *   <li>The {@code Host} must name the server: a loopback name ({@code localhost}, {@code 127.0.0.0/8},
 *   {@code [::1]}) or the address literal the connection came in on, with the server's port or none; or the host
 *   of one of {@code workbench.security.allowed-origins}, for a class server behind a proxy. A rebinding page
 *   cannot forge it: the browser sends the attacker's name.</li>
 *   <li>An {@code Origin}, when sent, must be one of those origins (loopback or local address with the server's
 *   port and scheme, or an allowed one); {@code Origin: null} (sandboxed frames, files) is refused. A request
 *   without an Origin (curl, the MCP SDK clients, the CLI, a link followed) passes on its Host.</li>
 * </ul>
 * Anything else gets a 403 with one line saying why, before Vaadin or the MCP transport sees the request.
 */
final class OriginGuard extends HttpFilter {

    private static final Logger LOG = LoggerFactory.getLogger(OriginGuard.class);
    private static final Pattern IPV4 = Pattern.compile("[0-9]{1,3}(\\.[0-9]{1,3}){3}");
    static final String HINT = " A class server behind a proxy lists its public origin in "
            + "workbench.security.allowed-origins (README \"Run it for a class\").";

    private final Set<String> allowed;
    /** The hosts of the allowed origins, with the port each is reached on. */
    private final List<URI> allowedAuthorities;

    OriginGuard(OriginProperties properties) {
        this.allowed = Set.copyOf(properties.allowedOrigins());
        this.allowedAuthorities =
                properties.allowedOrigins().stream().map(URI::create).toList();
    }

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        Optional<String> refusal = refusal(request);
        if (refusal.isPresent()) {
            LOG.info(
                    "refused (403) {} {} from {}: {}",
                    request.getMethod(),
                    ClientStrings.echoed(request.getRequestURI()),
                    request.getRemoteAddr(),
                    refusal.get());
            byte[] body = ("Forbidden: " + refusal.get() + HINT + "\n").getBytes(StandardCharsets.UTF_8);
            response.resetBuffer(); // keeps the security headers set before
            response.setStatus(HttpServletResponse.SC_FORBIDDEN);
            response.setContentType("text/plain;charset=UTF-8");
            response.setContentLength(body.length);
            response.getOutputStream().write(body);
            response.flushBuffer();
            return;
        }
        chain.doFilter(request, response);
    }

    /** Why the request is not from one of the server's own origins; empty when it is. */
    Optional<String> refusal(HttpServletRequest request) {
        List<String> hosts = Collections.list(request.getHeaders("Host"));
        if (hosts.size() != 1) {
            return Optional.of("a request names exactly one Host, not " + hosts.size());
        }
        String host = hosts.get(0);
        if (!ownHost(host, request)) {
            return Optional.of("this server answers only its own addresses, and Host '" + ClientStrings.echoed(host)
                    + "' is not one of them.");
        }
        List<String> origins = Collections.list(request.getHeaders("Origin"));
        if (origins.isEmpty()) {
            return Optional.empty();
        }
        String origin = origins.get(0);
        if (origins.size() > 1 || !ownOrigin(origin, request)) {
            return Optional.of("this server answers only pages of its own origins, and Origin '"
                    + ClientStrings.echoed(origins.size() > 1 ? String.join(", ", origins) : origin)
                    + "' is not one of them.");
        }
        return Optional.empty();
    }

    private boolean ownHost(String host, HttpServletRequest request) {
        URI uri;
        try {
            uri = new URI("http://" + host);
        } catch (URISyntaxException e) {
            return false;
        }
        String name = uri.getHost();
        if (name == null
                || uri.getRawUserInfo() != null
                || !uri.getRawPath().isEmpty()
                || uri.getRawQuery() != null
                || uri.getRawFragment() != null) {
            return false;
        }
        name = name.toLowerCase(Locale.ROOT);
        int port = uri.getPort();
        if (local(name, request) && (port < 0 || port == request.getLocalPort())) {
            return true;
        }
        for (URI a : allowedAuthorities) {
            int reached = a.getPort() < 0 ? OriginProperties.defaultPort(a.getScheme()) : a.getPort();
            // a proxy may pass the Host without its port (nginx's $host): the name is what rebinding cannot forge
            if (a.getHost().equals(name) && (port < 0 || port == reached)) {
                return true;
            }
        }
        return false;
    }

    private boolean ownOrigin(String origin, HttpServletRequest request) {
        Optional<String> normal = OriginProperties.normal(origin);
        if (normal.isEmpty()) {
            return false;
        }
        if (allowed.contains(normal.get())) {
            return true;
        }
        URI uri = URI.create(normal.get());
        int port = uri.getPort() < 0 ? OriginProperties.defaultPort(uri.getScheme()) : uri.getPort();
        return uri.getScheme().equals(request.getScheme())
                && port == request.getLocalPort()
                && local(uri.getHost(), request);
    }

    /**
     * A loopback name, or the address literal this connection came in on (what a client that connects by address
     * sends: a Kubernetes probe, the MCP guard's own loopback calls). Names are never resolved: only literals are
     * compared, so no lookup can be steered by the client.
     */
    private static boolean local(String name, HttpServletRequest request) {
        if (name.equals("localhost")) {
            return true;
        }
        Optional<InetAddress> address = literal(name);
        if (address.isEmpty()) {
            return false;
        }
        return address.get().isLoopbackAddress() || address.equals(literal(request.getLocalAddr()));
    }

    /** An IPv4 or IPv6 address written as one (IPv6 with or without brackets); empty for a name. */
    private static Optional<InetAddress> literal(String text) {
        String t = text.startsWith("[") && text.endsWith("]") ? text.substring(1, text.length() - 1) : text;
        try {
            if (IPV4.matcher(t).matches()) {
                byte[] bytes = new byte[4];
                String[] parts = t.split("\\.");
                for (int i = 0; i < 4; i++) {
                    int octet = Integer.parseInt(parts[i]);
                    if (octet > 255) {
                        return Optional.empty();
                    }
                    bytes[i] = (byte) octet;
                }
                return Optional.of(InetAddress.getByAddress(bytes));
            }
            // a text with a colon is an IPv6 literal to InetAddress, parsed and never looked up
            return t.contains(":") && t.matches("[0-9a-fA-F:.]+")
                    ? Optional.of(InetAddress.getByName(t))
                    : Optional.empty();
        } catch (UnknownHostException e) {
            return Optional.empty();
        }
    }
}
