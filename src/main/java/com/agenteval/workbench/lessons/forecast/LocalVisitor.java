package com.agenteval.workbench.lessons.forecast;

import com.vaadin.flow.server.VaadinRequest;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.function.Predicate;

/**
 * Whether the visitor sits at the server's own machine: the request came from a loopback address and through no
 * proxy. A proxy in front (the class server's nginx) connects from loopback too, so a request that carries a
 * forwarding header is never local, whatever its address.
 */
final class LocalVisitor {

    private static final String[] FORWARDING = {"Forwarded", "X-Forwarded-For", "X-Real-IP", "X-Forwarded-Host"};

    private LocalVisitor() {}

    /** The current request's visitor is local; false outside a request. */
    static boolean isLocal() {
        VaadinRequest request = VaadinRequest.getCurrent();
        return request != null && isLocal(request.getRemoteAddr(), name -> request.getHeader(name) != null);
    }

    static boolean isLocal(String remoteAddress, Predicate<String> hasHeader) {
        for (String header : FORWARDING) {
            if (hasHeader.test(header)) {
                return false;
            }
        }
        if (remoteAddress == null || remoteAddress.isBlank()) {
            return false;
        }
        // only a literal address is parsed, so that no name is ever looked up
        if (!remoteAddress.matches("\\d{1,3}(\\.\\d{1,3}){3}") && !remoteAddress.matches("[0-9A-Fa-f:.]+")) {
            return false;
        }
        try {
            return InetAddress.getByName(remoteAddress).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }
}
