package com.agenteval.workbench.load;

import com.agenteval.workbench.browser.Chromium;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import com.microsoft.playwright.Response;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * The five checks of {@code scripts/replicas-check}: two replicas of the jar (started here, named {@code a} and
 * {@code b}, one shared traces folder) behind nginx (started by the script on {@code --nginx-port}, with
 * {@code deploy/nginx/workbench.conf}). Prints one {@code PASS}/{@code FAIL} line per check and exits 1 on any
 * failure. Which replica answered is read from the {@code X-Workbench-Replica} header of each response.
 */
public final class ReplicasCheck {

    private static final String HEADER = "x-workbench-replica";
    private static final ObjectMapper JSON = new ObjectMapper();
    private final List<String> failures = new ArrayList<>();
    private final int nginx;

    private ReplicasCheck(int nginx) {
        this.nginx = nginx;
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> a = new TreeMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            a.put(args[i], args[i + 1]);
        }
        int nginxPort = Integer.parseInt(a.getOrDefault("--nginx-port", "18500"));
        int portA = Integer.parseInt(a.getOrDefault("--port-a", "18501"));
        int portB = Integer.parseInt(a.getOrDefault("--port-b", "18502"));
        Path traces = Path.of(a.getOrDefault("--traces", "target/replicas/traces"));
        Path jar = Path.of(a.getOrDefault("--jar", "target/workbench.jar"));
        Path logs = Files.createDirectories(traces.getParent().resolve("logs"));
        Map<String, String> before = hashes(traces);
        ReplicasCheck check = new ReplicasCheck(nginxPort);
        ServerProcess replicaA = null;
        ServerProcess replicaB = null;
        try {
            List<String> common = List.of(
                    "--workbench.traces.dir=" + traces.toAbsolutePath(),
                    "--workbench.forecast.step-pause=0ms",
                    "--workbench.mcp.save=true",
                    "--workbench.scratch.class-save=true",
                    "--workbench.warmup.enabled=false",
                    "--server.address=127.0.0.1",
                    // the class's public origin: the browser is at nginx's port, not a replica's (README)
                    "--workbench.security.allowed-origins=" + check.viaNginx(""));
            replicaA = ServerProcess.start(
                    jar,
                    portA,
                    List.of("-Xmx256m"),
                    with(common, "a"),
                    logs.resolve("replica-a.log"),
                    Duration.ofMinutes(3));
            replicaB = ServerProcess.start(
                    jar,
                    portB,
                    List.of("-Xmx256m"),
                    with(common, "b"),
                    logs.resolve("replica-b.log"),
                    Duration.ofMinutes(3));
            Browser browser = Chromium.browser();
            check.stickySession(browser);
            check.savedRunSeenByOther(browser, replicaA, replicaB);
            check.mcpClientOnOneReplica();
            check.stoppingOneReplica(browser, replicaA);
            replicaA = null;
        } finally {
            if (replicaA != null) {
                replicaA.close();
            }
            if (replicaB != null) {
                replicaB.close();
            }
        }
        check.tracesIntact(traces, before);
        System.out.println(
                check.failures.isEmpty()
                        ? "replicas-check: all 5 checks passed"
                        : "replicas-check: " + check.failures.size() + " failed: " + check.failures);
        System.exit(check.failures.isEmpty() ? 0 : 1);
    }

    private static List<String> with(List<String> common, String name) {
        List<String> all = new ArrayList<>(common);
        all.add("--workbench.replica-name=" + name);
        return all;
    }

    private void result(String check, boolean ok, String detail) {
        System.out.println((ok ? "PASS " : "FAIL ") + check + ": " + detail);
        if (!ok) {
            failures.add(check);
        }
    }

    private String viaNginx(String path) {
        return "http://localhost:" + nginx + path;
    }

    /** A page with a recorder of which replica answered each of its requests to the balancer. */
    private record Tracked(BrowserContext context, Page page, List<String> replicas) {

        String replica() {
            return replicas.isEmpty() ? "" : replicas.get(replicas.size() - 1);
        }
    }

    private Tracked open(Browser browser, String path) {
        BrowserContext context = browser.newContext();
        Page page = context.newPage();
        List<String> replicas = new CopyOnWriteArrayList<>();
        page.onResponse((Response r) -> {
            String name = r.headers().get(HEADER);
            if (name != null) {
                replicas.add(name);
            }
        });
        page.navigate(viaNginx(path));
        LoadTest.awaitRendered(page, 60_000);
        return new Tracked(context, page, replicas);
    }

    /** One interaction: a new world seed, then wait for the page to show it. */
    private static void interact(Page page, int seed) {
        page.locator("#param-world_seed input").fill(Integer.toString(seed));
        page.locator("#param-world_seed input").press("Enter");
        page.waitForURL("**world_seed=" + seed + "**", new Page.WaitForURLOptions().setTimeout(30_000));
        LoadTest.awaitRendered(page, 30_000);
    }

    /** 1. A browser session stays on one replica across 20 interactions. */
    private void stickySession(Browser browser) {
        String name = "a browser session stays on one replica across 20 interactions";
        try {
            Tracked t = open(browser, "/world");
            int start = t.replicas().size();
            for (int i = 1; i <= 20; i++) {
                interact(t.page(), 100 + i);
            }
            List<String> during = t.replicas().subList(start, t.replicas().size());
            Set<String> seen = new TreeSet<>(t.replicas());
            result(
                    name,
                    seen.size() == 1 && during.size() >= 20,
                    during.size() + " responses during the 20 " + "interactions, "
                            + t.replicas().size() + " in all, from replicas " + seen);
            t.context().close();
        } catch (PlaywrightException e) {
            result(name, false, firstLine(e));
        }
    }

    /** 2. A run saved through replica A (and saved to the class store there) is listed by replica B within 5 s. */
    private void savedRunSeenByOther(Browser browser, ServerProcess a, ServerProcess b) {
        String name = "a run saved through replica a is listed by replica b within 5 s";
        try (BrowserContext ctx = browser.newContext()) {
            Page page = ctx.newPage();
            page.navigate(a.url("/forecast/run"));
            page.locator("#run-button").click();
            page.locator("#run-replay-link")
                    .waitFor(new com.microsoft.playwright.Locator.WaitForOptions().setTimeout(120_000));
            page.waitForFunction(
                    "() => /\\.json/.test(document.querySelector('#run-replay-link').textContent)",
                    null,
                    new Page.WaitForFunctionOptions().setTimeout(60_000));
            // a run stays the student's own ("your runs", per session) until it is saved to the class store, the
            // folder both replicas share (issue 26)
            page.locator("#your-runs .fc-save-to-class").first().click();
            page.waitForFunction(
                    "() => /\\.json/.test(document.querySelector('#your-runs-status').textContent)",
                    null,
                    new Page.WaitForFunctionOptions().setTimeout(30_000));
            String file = page.locator("#your-runs-status")
                    .textContent()
                    .replaceAll("(?s).*?([A-Za-z0-9_.-]+\\.json).*", "$1");
            long saved = System.nanoTime();
            Page other = ctx.newPage();
            boolean listed = false;
            while (!listed && System.nanoTime() - saved < 5_000_000_000L) {
                // newest run first: the store is a lazy grid that draws only the rows in view
                other.navigate(b.url("/forecast?sort=-run"));
                LoadTest.awaitRendered(other, 5_000);
                listed = other.content().contains(file);
            }
            result(
                    name,
                    listed,
                    file
                            + (listed
                                    ? " listed by b after " + (System.nanoTime() - saved) / 1_000_000 + " ms"
                                    : " not listed by b within 5 s"));
        } catch (PlaywrightException e) {
            result(name, false, firstLine(e));
        }
    }

    /** 3. An MCP client's calls all reach one replica. */
    private void mcpClientOnOneReplica() {
        String name = "an MCP client's calls all reach one replica";
        try {
            HttpClient http = HttpClient.newBuilder()
                    .connectTimeout(Duration.ofSeconds(5))
                    .build();
            List<String> replicas = new ArrayList<>();
            HttpResponse<String> init = mcp(http, null, """
                    {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26",
                    "capabilities":{},"clientInfo":{"name":"replicas-check","version":"1"}}}""");
            String session = init.headers().firstValue("mcp-session-id").orElse(null);
            replicas.add(init.headers().firstValue(HEADER).orElse("?"));
            if (session == null) {
                result(name, false, "initialize gave no Mcp-Session-Id: HTTP " + init.statusCode());
                return;
            }
            replicas.add(mcp(http, session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}")
                    .headers()
                    .firstValue(HEADER)
                    .orElse("?"));
            int ok = 0;
            for (int i = 0; i < 10; i++) {
                HttpResponse<String> call = mcp(http, session, """
                        {"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"calculator",
                        "arguments":{"expression":"%d * 2"}}}""".formatted(10 + i, i));
                replicas.add(call.headers().firstValue(HEADER).orElse("?"));
                // a successful call has the module's result dict with "ok": true and no isError
                if (call.statusCode() == 200 && call.body().contains("\"isError\":false")) {
                    ok++;
                }
            }
            Set<String> seen = new TreeSet<>(replicas);
            result(
                    name,
                    seen.size() == 1 && !seen.contains("?") && ok == 10,
                    replicas.size() + " requests (initialize, initialized, 10 calls) answered by " + seen + ", " + ok
                            + " of 10 calls answered");
        } catch (IOException | InterruptedException e) {
            result(name, false, e.toString());
        }
    }

    private HttpResponse<String> mcp(HttpClient http, String session, String body)
            throws IOException, InterruptedException {
        HttpRequest.Builder r = HttpRequest.newBuilder(URI.create(viaNginx("/mcp")))
                .timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(body.replace("\n", "")));
        if (session != null) {
            r.header("Mcp-Session-Id", session);
        }
        return http.send(r.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** 4. Stopping replica a loses only a's sessions: b's keep working, and new sessions go to b. */
    private void stoppingOneReplica(Browser browser, ServerProcess a) throws InterruptedException {
        String name = "stopping replica a loses only a's sessions; b keeps serving; new sessions go to b";
        List<Tracked> opened = new ArrayList<>();
        try {
            Tracked onA = null;
            Tracked onB = null;
            for (int i = 0; i < 16 && (onA == null || onB == null); i++) {
                Tracked t = open(browser, "/world");
                opened.add(t);
                if (t.replica().equals("a") && onA == null) {
                    onA = t;
                } else if (t.replica().equals("b") && onB == null) {
                    onB = t;
                }
            }
            if (onA == null || onB == null) {
                result(
                        name,
                        false,
                        "16 new sessions did not reach both replicas: "
                                + opened.stream().map(Tracked::replica).toList());
                return;
            }
            a.close();
            int before = onB.replicas().size();
            for (int i = 1; i <= 3; i++) {
                interact(onB.page(), 200 + i);
            }
            Set<String> bAfter =
                    new TreeSet<>(onB.replicas().subList(before, onB.replicas().size()));
            AtomicInteger newOnB = new AtomicInteger();
            for (int i = 0; i < 3; i++) {
                Tracked t = open(browser, "/world");
                opened.add(t);
                interact(t.page(), 300 + i);
                if (new TreeSet<>(t.replicas()).equals(Set.of("b"))) {
                    newOnB.incrementAndGet();
                }
            }
            result(
                    name,
                    bAfter.equals(Set.of("b")) && newOnB.get() == 3,
                    "b's session after a stopped answered by " + bAfter + "; " + newOnB + " of 3 new sessions "
                            + "entirely on b");
        } catch (PlaywrightException e) {
            result(name, false, firstLine(e));
        } finally {
            for (Tracked t : opened) {
                try {
                    t.context().close();
                } catch (PlaywrightException ignored) {
                    // the page of a stopped replica may already be broken
                }
            }
        }
    }

    /** 5. Nothing in the traces folder is lost or corrupted: old files unchanged, every JSON file parses. */
    private void tracesIntact(Path traces, Map<String, String> before) throws IOException {
        String name = "nothing in the traces folder is lost or corrupted";
        Map<String, String> after = hashes(traces);
        List<String> problems = new ArrayList<>();
        before.forEach((file, hash) -> {
            if (!hash.equals(after.get(file))) {
                problems.add(file + (after.containsKey(file) ? " changed" : " lost"));
            }
        });
        int added = 0;
        for (String file : after.keySet()) {
            if (before.containsKey(file)) {
                continue;
            }
            added++;
            if (file.endsWith(".json")) {
                try {
                    JSON.readTree(traces.resolve(file).toFile());
                } catch (IOException e) {
                    problems.add(file + " does not parse: "
                            + e.getMessage().lines().findFirst().orElse(""));
                }
            } else {
                problems.add(file + " is left over (not a .json file)");
            }
        }
        result(
                name,
                problems.isEmpty() && added >= 1,
                before.size() + " files unchanged, " + added + " new (the saved run and MCP sessions), problems: "
                        + problems);
    }

    private static Map<String, String> hashes(Path folder) throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path p : files.filter(Files::isRegularFile).toList()) {
                out.put(folder.relativize(p).toString(), sha256(Files.readAllBytes(p)));
            }
        }
        return out;
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The reason on one line: Playwright's errors open with "Error {" and say what failed on the next lines. */
    private static String firstLine(Exception e) {
        String text = String.valueOf(e.getMessage())
                .lines()
                .map(String::strip)
                .filter(l -> !l.isEmpty() && !l.equals("Error {") && !l.equals("}"))
                .limit(3)
                .reduce((a, b) -> a + " " + b)
                .orElse(e.toString());
        return text.length() > 300 ? text.substring(0, 300) + "…" : text;
    }
}
