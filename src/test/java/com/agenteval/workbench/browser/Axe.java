package com.agenteval.workbench.browser;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.Page;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * axe-core (the npm package's {@code axe.min.js}, as Deque's test artifact ships it) run in a page through Playwright:
 * the WCAG 2.1 A and AA rules, and only the violations axe rates serious or critical.
 */
final class Axe {

    /** WCAG 2.0 and 2.1, levels A and AA. */
    static final List<String> WCAG21_AA = List.of("wcag2a", "wcag2aa", "wcag21a", "wcag21aa");

    private static final Set<String> BLOCKING = Set.of("serious", "critical");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static String source;

    /** One violated rule: its id, what it asks for, and the first elements that break it. */
    record Violation(String rule, String impact, String help, List<String> targets) {
        @Override
        public String toString() {
            return rule + " (" + impact + "): " + help + " " + targets;
        }
    }

    private Axe() {}

    /** The serious and critical WCAG 2.1 A/AA violations of the page as it is now. */
    static List<Violation> seriousViolations(Page page) {
        if (page.evaluate("() => typeof window.axe").equals("undefined")) {
            page.evaluate(source());
        }
        String raw = (String) page.evaluate(
                "async tags => JSON.stringify((await axe.run(document, "
                        + "{runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']})).violations)",
                WCAG21_AA);
        List<Violation> out = new ArrayList<>();
        try {
            for (JsonNode v : JSON.readTree(raw)) {
                String impact = v.path("impact").asText();
                if (!BLOCKING.contains(impact)) {
                    continue;
                }
                List<String> targets = new ArrayList<>();
                for (JsonNode n : v.path("nodes")) {
                    if (targets.size() == 5) {
                        targets.add("…");
                        break;
                    }
                    targets.add(n.path("target").toString() + " "
                            + n.path("failureSummary").asText().replaceAll("\\s+", " "));
                }
                out.add(new Violation(
                        v.path("id").asText(), impact, v.path("help").asText(), targets));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private static synchronized String source() {
        if (source == null) {
            try (InputStream in = Axe.class.getResourceAsStream("/axe.min.js")) {
                if (in == null) {
                    throw new IllegalStateException("axe.min.js is not on the test class path "
                            + "(test dependency com.deque.html.axe-core:playwright)");
                }
                source = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return source;
    }
}
