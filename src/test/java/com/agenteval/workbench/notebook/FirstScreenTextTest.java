package com.agenteval.workbench.notebook;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Where a long text's first screen ends: 15 lines, 1,500 characters, never inside a surrogate pair. */
class FirstScreenTextTest {

    private static String lines(int n) {
        return IntStream.rangeClosed(1, n).mapToObj(i -> "line " + i).collect(Collectors.joining("\n"));
    }

    @Test
    void fifteenLinesFitAndTheSixteenthIsCollapsed() {
        assertThat(FirstScreenText.firstScreen(lines(15))).isEqualTo(lines(15));
        assertThat(FirstScreenText.firstScreen(lines(15) + "\n")).isEqualTo(lines(15) + "\n");
        assertThat(FirstScreenText.firstScreen(lines(16))).isEqualTo(lines(15));
        assertThat(FirstScreenText.lines(lines(16))).isEqualTo(16);
        assertThat(FirstScreenText.firstScreen("")).isEmpty();
    }

    @Test
    void oneLongLineIsCutAt1500CharactersButNotInsideAPair() {
        String longLine = "x".repeat(2_000);
        assertThat(FirstScreenText.firstScreen(longLine)).hasSize(1_500);
        // a pair (U+1F600) across characters 1,500 and 1,501: the cut goes before it
        String pair = "x".repeat(1_499) + "\uD83D\uDE00" + "y".repeat(10);
        assertThat(FirstScreenText.firstScreen(pair)).isEqualTo("x".repeat(1_499));
        assertThat(FirstScreenText.firstScreen("x".repeat(1_500))).hasSize(1_500); // fits exactly: shown whole
    }
}
