package com.agenteval.workbench.core.tools;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.tools.ToolSpecs.ToolSpec;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

/** execute_tool on arbitrary JSON arguments, as the playground sends them, against the reference module. */
class ToolsTest {

    private static final World WORLD = WorldSpec.lecture().make();

    private static String describe(ToolResult r) {
        if (r instanceof ToolResult.Ok ok) {
            return "ok " + ok.value().typeName() + " " + ok.value().repr() + " | "
                    + ok.text().value();
        }
        if (r instanceof ToolResult.Failed f) {
            return "error " + f.error();
        }
        return "raise " + ((ToolResult.Raised) r).type();
    }

    private static String expected(PyDict r) {
        if (r.containsKey("raise")) {
            return "raise " + ((PyStr) r.get("raise")).value();
        }
        if (r.get("ok") == PyBool.TRUE) {
            return "ok " + ((PyStr) r.get("type")).value() + " " + ((PyStr) r.get("value")).value() + " | "
                    + ((PyStr) r.get("text")).value();
        }
        return "error " + ((PyStr) r.get("error")).value();
    }

    @Test
    void everyCaseMatchesTheReferenceModule() throws IOException {
        List<String> mismatches = new ArrayList<>();
        int n = 0;
        try (InputStream in = ToolsTest.class.getResourceAsStream("/tools/cases.jsonl.gz");
                BufferedReader r =
                        new BufferedReader(new InputStreamReader(new GZIPInputStream(in), StandardCharsets.US_ASCII))) {
            String line;
            while ((line = r.readLine()) != null) {
                PyDict c = (PyDict) PyJson.loads(line);
                String name = ((PyStr) c.get("name")).value();
                String args = ((PyStr) c.get("args")).value();
                String got = describe(Tools.execute(WORLD, name, PyJson.loads(args)));
                String want = expected((PyDict) c.get("r"));
                if (!got.equals(want)) {
                    mismatches.add(name + " " + (args.length() > 100 ? args.substring(0, 100) + "..." : args)
                            + ": want " + want + ", got " + got);
                }
                n++;
            }
        }
        assertThat(n).isGreaterThan(1500);
        assertThat(mismatches).isEmpty();
    }

    @Test
    void validationMessagesAreTheModulesWords() {
        assertThat(Tools.validate(
                        ToolSpecs.byName("db_lookup"),
                        PyDict.of(
                                "table",
                                PyStr.of("country_gdp"),
                                "entity",
                                PyStr.of("Arvenia"),
                                "year",
                                PyStr.of("2023"))))
                .isEqualTo("parameter 'year' must be of type integer");
        assertThat(Tools.validate(
                        ToolSpecs.byName("db_top_k"),
                        PyDict.of(
                                "table",
                                PyStr.of("bank_market_cap"),
                                "year",
                                PyInt.of(2022),
                                "k",
                                PyInt.of(3),
                                "order",
                                PyStr.of("up"))))
                .isEqualTo("parameter 'order' must be one of ['desc', 'asc']");
        assertThat(Tools.validate(
                        ToolSpecs.byName("make_chart"),
                        PyDict.of(
                                "title",
                                PyStr.of("t"),
                                "labels",
                                PyList.of(PyStr.of("a"), PyInt.of(2)),
                                "values",
                                PyList.of())))
                .isEqualTo("items of 'labels' must be of type string");
    }

    @Test
    void schemasAreRealJsonSchema() {
        assertThat(PyJson.dumps(ToolSpecs.byName("db_top_k").inputSchema()))
                .isEqualTo(
                        "{\"additionalProperties\":false,\"properties\":{\"k\":{\"type\":\"integer\"},\"order\":{\"default\":"
                                + "\"desc\",\"enum\":[\"desc\",\"asc\"],\"type\":\"string\"},\"table\":{\"enum\":"
                                + "[\"bank_market_cap\",\"country_gdp\"],\"type\":\"string\"},\"year\":{\"type\":\"integer\"}},"
                                + "\"required\":[\"table\",\"year\",\"k\"],\"type\":\"object\"}");
        assertThat(ToolSpecs.CORE)
                .extracting(ToolSpec::name)
                .containsExactly("db_lookup", "db_series", "db_top_k", "web_search", "calculator", "make_chart");
    }
}
