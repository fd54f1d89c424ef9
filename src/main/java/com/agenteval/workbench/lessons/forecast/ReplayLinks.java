package com.agenteval.workbench.lessons.forecast;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/** Links to {@link ForecastReplayPage} by file name, for cells that list saved runs (the store grid). */
final class ReplayLinks {

    /** The query parameter that carries a file name a path segment cannot. */
    static final String FILE_PARAMETER = "file";

    private ReplayLinks() {}

    /**
     * The link to a file's replay: {@code forecast/replay/<file>}, or {@code forecast/replay?file=<file>} URL-encoded
     * when the name holds a character that URL encoding changes ({@code #}, {@code ?}, {@code %}, a space...). Vaadin's
     * router decodes the path and writes it back into the address bar decoded, so such a name in the path would end
     * the path ({@code ?}, {@code #}) or be decoded twice ({@code %}); a query value is re-encoded.
     */
    static String url(String fileName) {
        String encoded = URLEncoder.encode(fileName, StandardCharsets.UTF_8).replace("+", "%20");
        return encoded.equals(fileName)
                ? "forecast/replay/" + fileName
                : "forecast/replay?" + FILE_PARAMETER + "=" + encoded;
    }
}
