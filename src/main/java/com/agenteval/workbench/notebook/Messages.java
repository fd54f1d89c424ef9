package com.agenteval.workbench.notebook;

import java.util.function.BiFunction;

/** The framework's own student-facing texts, looked up through the i18n provider. */
final class Messages {

    private final BiFunction<String, Object[], String> translate;

    Messages(BiFunction<String, Object[], String> translate) {
        this.translate = translate;
    }

    String range(Number min, Number max) {
        return translate.apply("notebook.param.range", new Object[] {plain(min), plain(max)});
    }

    String wholeNumber() {
        return translate.apply("notebook.param.whole-number", new Object[0]);
    }

    String number() {
        return translate.apply("notebook.param.number", new Object[0]);
    }

    String get(String key, Object... args) {
        return translate.apply(key, args);
    }

    private static String plain(Number n) {
        double d = n.doubleValue();
        return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d);
    }
}
