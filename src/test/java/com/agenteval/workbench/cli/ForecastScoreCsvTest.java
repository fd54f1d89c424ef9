package com.agenteval.workbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.csv.CsvRecords;
import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.offline.WorldFixtures;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code forecast score --format csv}: the text report's numbers, formatted the same, as RFC 4180 CSV. */
class ForecastScoreCsvTest {

    @TempDir
    Path dir;

    private final CliOutput cli = new CliOutput();
    private final ForecastCommand command = new ForecastCommand(
            seed -> WorldFixtures.seed14(), Clock.fixed(Instant.parse("2025-01-15T09:30:00Z"), ZoneOffset.UTC));

    private int run(String... args) {
        return cli.run(command, args);
    }

    private String stdout() {
        return cli.stdout();
    }

    @Test
    void theCsvHoldsTheSameNumbersAsTheTextForRunsAggregationAndTheBooksPanel() {
        assertThat(run("panel", "--agents", "2", "--seed", "5", "--traces-dir", dir.toString()))
                .isZero();
        String[] score = {
            "score", "--traces-dir", dir.toString(), "--read-only", ForecastFixtures.BOOK_FOLDER.toString()
        };
        assertThat(run(score)).isZero();
        String text = stdout();
        List<String> with = new ArrayList<>(List.of(score));
        with.addAll(List.of("--format", "csv"));
        assertThat(run(with.toArray(String[]::new))).as(cli.stderr()).isZero();
        String csv = stdout();

        // RFC 4180: every record ends in CRLF, no bare LF; the header first
        assertThat(csv).endsWith("\r\n");
        assertThat(csv.replace("\r\n", "")).doesNotContain("\n").doesNotContain("\r");
        List<List<String>> records = CsvRecords.parse(csv);
        assertThat(records.get(0)).containsExactlyElementsOf(ScoreCsv.HEADER);
        assertThat(records).allSatisfy(r -> assertThat(r).hasSize(ScoreCsv.HEADER.size()));

        // the first line of the text: resolved runs, agents that did not forecast, invalid files
        Matcher counts = Pattern.compile("(\\d+) resolved runs: (\\d+) agent forecasts scored, (\\d+) agents that did"
                        + " not forecast \\(not scored\\), (\\d+) invalid files skipped")
                .matcher(text);
        assertThat(counts.find()).as(text).isTrue();
        assertThat(record(records, "runs", "resolved runs").get(3)).isEqualTo(counts.group(1));
        assertThat(record(records, "runs", "did not forecast").get(3)).isEqualTo(counts.group(3));
        assertThat(record(records, "runs", "invalid files").get(3)).isEqualTo(counts.group(4));
        Matcher agents = Pattern.compile("agents: Brier (\\S+)  log score (\\S+)  sharpness (\\S+)  base rate (\\S+)")
                .matcher(text);
        assertThat(agents.find()).isTrue();
        assertThat(record(records, "runs", "agents").subList(3, 8))
                .containsExactly(counts.group(2), agents.group(1), agents.group(2), agents.group(3), agents.group(4));

        // every calibration bin and every aggregation method, as the text prints them
        List<List<String>> bins = records.stream()
                .filter(r -> r.get(0).equals("runs calibration"))
                .toList();
        assertThat(bins).hasSize(10);
        assertThat(bins.get(0).get(2)).isEqualTo("[0.0, 0.1)");
        assertThat(bins.get(9).get(2)).isEqualTo("[0.9, 1.0]");
        for (List<String> b : bins) {
            String mean = b.get(8).isEmpty() ? "  -  " : b.get(8);
            String observed = b.get(9).isEmpty() ? "  -  " : b.get(9);
            assertThat(text)
                    .contains("  " + b.get(2) + "  " + String.format("%3s", b.get(3)) + "  " + mean + "  " + observed
                            + "\n");
        }
        List<List<String>> methods = records.stream()
                .filter(r -> r.get(0).equals("runs aggregation"))
                .toList();
        assertThat(methods).hasSizeGreaterThanOrEqualTo(5);
        for (List<String> m : methods) {
            assertThat(text).contains(String.format("  %-24s Brier %s  log score %s%n", m.get(1), m.get(4), m.get(5)));
        }

        // the book's panel in a section of its own: final_p, the agents' mean and the market price
        String panel = "panel " + ForecastFixtures.BOOK_LEGACY_PANEL;
        assertThat(record(records, panel, "final_p").get(4)).isEqualTo("0.0001");
        assertThat(record(records, panel, "mean agent p").get(4)).isEqualTo("0.0011");
        assertThat(record(records, panel, "market price").get(4)).isEqualTo("0.1911");
        assertThat(record(records, panel, "resolved").get(3)).isEqualTo("10");
        assertThat(record(records, panel, "known before cutoff").get(3)).isEqualTo("2");
        assertThat(text)
                .contains("  final_p          Brier 0.0001  log score "
                        + record(records, panel, "final_p").get(5) + "\n");
        assertThat(records.stream()
                        .filter(r -> r.get(0).equals(panel + " reliability")
                                && r.get(1).equals("final_p"))
                        .count())
                .isEqualTo(10);
    }

    @Test
    void anUnknownFormatIsRefusedInOneLine() {
        assertThat(run("score", "--traces-dir", dir.toString(), "--format", "xml"))
                .isEqualTo(2);
        assertThat(cli.stderr())
                .isEqualTo("forecast score: option --format needs text or csv, got 'xml'" + System.lineSeparator());
        assertThat(stdout()).isEmpty();
    }

    @Test
    void aFieldWithACommaAQuoteOrALineBreakIsQuotedWithItsQuotesDoubled() {
        assertThat(ScoreCsv.record(List.of("plain", "a,b", "say \"hi\"", "two\nlines", "")))
                .isEqualTo("plain,\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\r\n");
        assertThat(CsvRecords.parse(ScoreCsv.record(List.of("a,b", "say \"hi\"", "x"))))
                .containsExactly(List.of("a,b", "say \"hi\"", "x"));
    }

    private static List<String> record(List<List<String>> records, String section, String series) {
        return records.stream()
                .filter(r -> r.get(0).equals(section) && r.get(1).equals(series))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no record " + section + " / " + series));
    }

    /** A strict RFC 4180 reader: quoted fields with doubled quotes, CRLF between records. */
}
