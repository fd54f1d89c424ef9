package com.agenteval.workbench.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Tomcat's access log as the load harness reads it: one line per request with {@code %D} (the server's processing
 * time; microseconds on Tomcat 10.1, checked against {@code %{ms}T} on every line), the status and the request
 * line. Push requests are left out: they are held open on purpose.
 */
final class AccessLog {

    private static final Pattern LINE = Pattern.compile("^(\\d+) (\\d+) (\\d{3}) \"(.*)\"$");

    private AccessLog() {}

    /** The Spring options that turn the log on, unbuffered, in {@code folder/access.log}. */
    static List<String> options(Path folder) {
        return List.of(
                "--server.tomcat.accesslog.enabled=true",
                "--server.tomcat.accesslog.directory=" + folder.toAbsolutePath(),
                "--server.tomcat.accesslog.prefix=access",
                "--server.tomcat.accesslog.suffix=.log",
                "--server.tomcat.accesslog.file-date-format=",
                "--server.tomcat.accesslog.rotate=false",
                "--server.tomcat.accesslog.buffered=false",
                "--server.tomcat.accesslog.pattern=%D %{ms}T %s \"%r\"");
    }

    static Summary read(Path folder) throws IOException {
        Path file = folder.resolve("access.log");
        return Summary.of(Files.exists(file) ? Files.readAllLines(file) : List.of());
    }

    /** Request times in ms (push left out), 5xx count, and how many lines were read. */
    record Summary(List<String> all, double[] millis, int serverErrors) {

        static Summary of(List<String> lines) {
            List<Double> ms = new ArrayList<>();
            int errors = 0;
            for (String line : lines) {
                Matcher m = LINE.matcher(line.trim());
                if (!m.matches()
                        || m.group(4).contains("v-r=push")
                        || m.group(4).contains("/actuator/health")) {
                    continue;
                }
                long d = Long.parseLong(m.group(1));
                long t = Long.parseLong(m.group(2));
                // %D is microseconds on Tomcat 10.1 (it was milliseconds before 10.0): the line's own %{ms}T checks it
                if (Math.abs(d / 1000.0 - t) > 1 + 0.01 * t) {
                    throw new IllegalStateException("%D is not in microseconds here: " + line);
                }
                ms.add(d / 1000.0);
                if (m.group(3).startsWith("5")) {
                    errors++;
                }
            }
            return new Summary(
                    List.copyOf(lines),
                    ms.stream().mapToDouble(Double::doubleValue).sorted().toArray(),
                    errors);
        }

        int lines() {
            return all.size();
        }

        Summary since(int line) {
            return of(all.subList(Math.min(line, all.size()), all.size()));
        }

        double p50() {
            return percentile(0.50);
        }

        double p95() {
            return percentile(0.95);
        }

        double max() {
            return millis.length == 0 ? 0 : millis[millis.length - 1];
        }

        private double percentile(double q) {
            if (millis.length == 0) {
                return 0;
            }
            int i = (int) Math.ceil(q * millis.length) - 1;
            return millis[Math.max(0, Math.min(millis.length - 1, i))];
        }

        @Override
        public String toString() {
            return String.format(
                    Locale.ROOT,
                    "%d requests, server p50 %.1f ms, p95 %.1f ms, max %.1f ms, %d 5xx",
                    millis.length,
                    p50(),
                    p95(),
                    max(),
                    serverErrors);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Summary s && all.equals(s.all);
        }

        @Override
        public int hashCode() {
            return all.hashCode();
        }
    }
}
