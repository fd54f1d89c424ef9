package com.agenteval.workbench.notebook.chart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.agenteval.workbench.browser.Chromium;
import com.agenteval.workbench.core.python.PyFormat;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The chart element's number formatter (axis labels, tooltips, data labels) in Chromium, against {@link PyFormat}:
 * the same text as Python's {@code f"{x:.Nf}"} for every value, ties included, where {@code toFixed} rounds up.
 * It runs the {@code formatter} function of {@code frontend/src/aew-apex-chart.js} itself, not a copy.
 */
@Tag("browser")
class ChartFormatterBrowserTest {

    private static String formatterSource() throws IOException {
        String js = Files.readString(Path.of("frontend/src/aew-apex-chart.js"), StandardCharsets.UTF_8);
        int start = js.indexOf("function formatter(aew) {");
        int end = js.indexOf("\n}\n", start);
        assertThat(start).as("formatter(aew) in aew-apex-chart.js").isNotNegative();
        return js.substring(start, end + 2);
    }

    /** Formats each value with decimals (null: unformatted) and suffix in the browser. */
    @SuppressWarnings("unchecked")
    private static List<String> inChromium(List<Double> values, Integer decimals, String suffix) throws IOException {
        assumeTrue(
                Chromium.available(),
                "Chromium not found at " + Chromium.executable()
                        + ": install it with `apt-get install -y chromium` (or set -Dchromium.path) to run browser tests");
        try (BrowserContext context = Chromium.browser().newContext()) {
            Page page = context.newPage();
            // -0.0 does not survive the trip as a number, so values travel as their exact bits in text
            List<String> bits = values.stream()
                    .map(v -> Long.toString(Double.doubleToRawLongBits(v)))
                    .toList();
            Object out = page.evaluate(
                    "(arg) => { " + formatterSource() + "\n"
                            + "const f = formatter({ decimals: arg.decimals, suffix: arg.suffix });\n"
                            + "const view = new DataView(new ArrayBuffer(8));\n"
                            + "return arg.bits.map(b => { view.setBigInt64(0, BigInt(b)); return f(view.getFloat64(0)); }); }",
                    Map.of("bits", bits, "decimals", decimals == null ? "none" : decimals, "suffix", suffix));
            return (List<String>) out;
        }
    }

    @Test
    void theTieCasesPrintAsPythonPrintsThem() throws IOException {
        // expected strings are CPython's f"{x:.3f}", f"{x:.2f}", f"{x:.1f}"
        assertThat(inChromium(List.of(0.2925, 0.4125, 0.4475, 0.4725, -0.0, -0.0001), 3, ""))
                .containsExactly("0.292", "0.412", "0.448", "0.472", "-0.000", "-0.000");
        assertThat(inChromium(List.of(2.675, 0.125, 9.995), 2, "")).containsExactly("2.67", "0.12", "9.99");
        assertThat(inChromium(List.of(1570.25, 29.25, 99.999999), 1, "%"))
                .containsExactly("1570.2%", "29.2%", "100.0%");
        assertThat(inChromium(List.of(0.5, 1.5, 2.5, -2.5), 0, "")).containsExactly("0", "2", "2", "-2");
    }

    @Test
    void unformattedValuesUsePythonsReprLayout() throws IOException {
        assertThat(inChromium(List.of(1e-7, 0.1, 0.00001, 1e16, 12345.678, 3.0, -0.0), null, ""))
                .containsExactly(
                        "1e-07",
                        "0.1",
                        "1e-05",
                        "1e+16",
                        "12345.678",
                        "3", // integral: Python's int, as JSON does not say int or float
                        "-0.0");
    }

    @Test
    void everyDecimalsSettingAgreesWithPyFormatOnTiesAndRandomValues() throws IOException {
        SplittableRandom rng = new SplittableRandom(13);
        List<Double> values = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            values.add((rng.nextInt(200_000) - 100_000) / 8.0 / Math.pow(10, rng.nextInt(6))); // exact ties
            values.add((rng.nextInt(20_000) + 0.5) / 1000.0); // near-ties
            values.add(rng.nextDouble(-1e6, 1e6) / Math.pow(10, rng.nextInt(12)));
        }
        values.add(1e22);
        values.add(123456789.0);
        for (int decimals = 0; decimals <= 10; decimals++) {
            List<String> js = inChromium(values, decimals, "");
            for (int i = 0; i < values.size(); i++) {
                assertThat(js.get(i))
                        .as("f\"{%s:.%df}\"", PyFormat.repr(values.get(i)), decimals)
                        .isEqualTo(PyFormat.fixed(values.get(i), decimals));
            }
        }
        List<String> plain = inChromium(values, null, "");
        for (int i = 0; i < values.size(); i++) {
            double v = values.get(i);
            String python = v == Math.rint(v) && Math.abs(v) < 1e16 && Double.doubleToRawLongBits(v) != Long.MIN_VALUE
                    ? Long.toString((long) v)
                    : PyFormat.repr(v);
            assertThat(plain.get(i)).as("repr(%s)", PyFormat.repr(v)).isEqualTo(python);
        }
    }
}
