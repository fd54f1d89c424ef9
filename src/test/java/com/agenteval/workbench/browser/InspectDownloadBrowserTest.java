package com.agenteval.workbench.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.cli.WorkbenchCli;
import com.agenteval.workbench.core.inspect.InspectLogs;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.ParamSpec;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.microsoft.playwright.Locator;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "Download Inspect log" on /agent and /configs gives the bytes {@code export inspect} writes for the options the log
 * records in its spec: the file downloaded from the page and the file the command line writes are the same.
 */
class InspectDownloadBrowserTest extends BrowserTest {

    @TempDir
    Path dir;

    private byte[] download(Locator link) {
        String href = (String) link.evaluate("a => a.href");
        return context.request().get(href).body();
    }

    /** Runs {@code export inspect} with the options the log's spec records, and returns the file it writes. */
    private byte[] cliBytesFor(byte[] downloaded) throws Exception {
        PyDict log = (PyDict) PyJson.loads(new String(downloaded, StandardCharsets.UTF_8));
        PyDict params = (PyDict) ((PyDict) ((PyDict) log.get("eval")).get("metadata")).get("params");
        Path out = dir.resolve("cli.json");
        List<String> args = new ArrayList<>(List.of("export", "inspect", "--out", out.toString()));
        for (ParamSpec<?> p : InspectLogs.exported()) {
            PyObject v = params.get(p.name());
            if (v instanceof PyBool b) {
                if (b == PyBool.TRUE) {
                    args.add(p.option());
                }
            } else {
                args.add(p.option());
                args.add(v instanceof PyStr s ? s.value() : v.repr());
            }
        }
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc = WorkbenchCli.standard()
                .run(
                        args.toArray(String[]::new),
                        new PrintStream(new ByteArrayOutputStream()),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(rc).as(err.toString(StandardCharsets.UTF_8)).isZero();
        return Files.readAllBytes(out);
    }

    @Test
    void theAgentPagesLogIsTheCommandLinesFileForItsOptions() throws Exception {
        page.setDefaultTimeout(60_000);
        open("/agent?tasks=6&run_seed=3&world_seed=9");
        Locator link = page.locator("a.inspect-log-download");
        link.first().waitFor();
        assertThat(link.count()).isEqualTo(1);
        byte[] bytes = download(link.first());
        PyDict log = (PyDict) PyJson.loads(new String(bytes, StandardCharsets.UTF_8));
        PyDict params = (PyDict) ((PyDict) ((PyDict) log.get("eval")).get("metadata")).get("params");
        assertThat(params.get("world_seed").repr()).isEqualTo("9");
        assertThat(params.get("tasks").repr()).isEqualTo("6");
        assertThat(params.get("run_seed").repr()).isEqualTo("3");
        assertThat(bytes).isEqualTo(cliBytesFor(bytes));
    }

    @Test
    void theConfigsPageOffersALogPerConfigEachTheCommandLinesFile() throws Exception {
        page.setDefaultTimeout(120_000);
        open("/configs?task_set=familiar&tasks=20&k=2");
        AllRoutesBrowserTest.settle(page);
        Locator links = page.locator("a.inspect-log-download");
        links.first().waitFor();
        assertThat(links.count()).isEqualTo(AgentConfigs.standard().size());
        byte[] bytes = download(links.nth(2));
        assertThat(bytes).isEqualTo(cliBytesFor(bytes));
        PyDict log = (PyDict) PyJson.loads(new String(bytes, StandardCharsets.UTF_8));
        assertThat(((PyDict) log.get("eval")).get("model"))
                .isEqualTo(
                        PyStr.of("simulated/" + AgentConfigs.standard().get(2).name()));
    }
}
