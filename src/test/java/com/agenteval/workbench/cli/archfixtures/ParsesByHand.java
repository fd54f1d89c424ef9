package com.agenteval.workbench.cli.archfixtures;

import com.agenteval.workbench.core.params.Parameters;
import java.math.BigInteger;

/** Fixture: a command that re-parses its options' texts by hand, each way optionsAreConvertedByPicocli forbids. */
public final class ParsesByHand {

    private ParsesByHand() {}

    static Object throughTheSpec(String text) {
        return Parameters.AGENTS.read(text, "option --agents");
    }

    static int anInt(String text) {
        return Integer.parseInt(text);
    }

    static double aDouble(String text) {
        return Double.parseDouble(text);
    }

    static BigInteger aBigInteger(String text) {
        return new BigInteger(text);
    }

    /** Allowed: formatting a value is not parsing one. */
    static String formatted(int value) {
        return Integer.toString(value);
    }
}
