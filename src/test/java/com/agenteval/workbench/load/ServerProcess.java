package com.agenteval.workbench.load;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The production jar as a separate process on loopback, for the load harness and the benchmarks: started with
 * extra Spring options, ready once {@code /actuator/health} answers 200, measured with {@code jcmd}, stopped on
 * {@link #close()}.
 */
final class ServerProcess implements AutoCloseable {

    private static final Pattern USED = Pattern.compile("used (\\d+)K");

    private final Process process;
    private final int port;
    final Path log;

    private ServerProcess(Process process, int port, Path log) {
        this.process = process;
        this.port = port;
        this.log = log;
    }

    /** Starts {@code java [jvmOptions] -jar jar --server.port=port [options]} and waits until it is healthy. */
    static ServerProcess start(
            Path jar, int port, List<String> jvmOptions, List<String> options, Path log, Duration timeout)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(
                List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(jvmOptions);
        command.addAll(List.of("-jar", jar.toString(), "--server.port=" + port));
        command.addAll(options);
        Process p = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        ServerProcess server = new ServerProcess(p, port, log);
        long deadline = System.nanoTime() + timeout.toNanos();
        HttpClient http =
                HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        while (System.nanoTime() < deadline) {
            if (!p.isAlive()) {
                throw new IOException("the server exited with " + p.exitValue() + "; see " + log);
            }
            try {
                HttpResponse<Void> r = http.send(
                        HttpRequest.newBuilder(URI.create(server.url("/actuator/health")))
                                .timeout(Duration.ofSeconds(5))
                                .build(),
                        HttpResponse.BodyHandlers.discarding());
                if (r.statusCode() == 200) {
                    return server;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(100);
        }
        server.close();
        throw new IOException("the server did not answer within " + timeout + "; see " + log);
    }

    /**
     * Waits (polling its log, at most {@code timeout}) until the server's start-up warm-up has finished, so that
     * what is measured next is neither slowed nor counted by it; returns the warm-up's log line, or says it is late.
     */
    String awaitWarmup(Duration timeout) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            String done = Files.readAllLines(log).stream()
                    .filter(l -> l.contains("warm-up done"))
                    .findFirst()
                    .orElse(null);
            if (done != null) {
                return done.substring(done.indexOf("warm-up done"));
            }
            Thread.sleep(200);
        }
        return "the warm-up did not finish within " + timeout;
    }

    String url(String pathAndQuery) {
        return "http://localhost:" + port + pathAndQuery;
    }

    long pid() {
        return process.pid();
    }

    /** Heap in use after a full GC, in MiB ({@code jcmd GC.run}, then {@code GC.heap_info}). */
    double heapAfterFullGcMb() throws IOException, InterruptedException {
        jcmd("GC.run");
        String info = jcmd("GC.heap_info");
        Matcher m = USED.matcher(info);
        if (!m.find()) {
            throw new IOException("cannot read the heap from jcmd GC.heap_info: " + info);
        }
        return Long.parseLong(m.group(1)) / 1024.0;
    }

    private String jcmd(String what) throws IOException, InterruptedException {
        Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
        Process p = new ProcessBuilder(jcmd.toString(), Long.toString(pid()), what)
                .redirectErrorStream(true)
                .start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IOException("jcmd " + what + " failed: " + out);
        }
        return out;
    }

    boolean alive() {
        return process.isAlive();
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(20, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }
}
