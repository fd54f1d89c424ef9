package com.agenteval.workbench.core.python;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A Python str. It may be lazy: built from a {@link LazyText} and rendered on first use. Equality and hashing are by
 * the rendered text.
 */
public final class PyStr implements PyObject {

    private final @Nullable LazyText source;
    private volatile @Nullable String text;

    private PyStr(@Nullable String text, @Nullable LazyText source) {
        this.text = text;
        this.source = source;
    }

    public static PyStr of(String text) {
        return new PyStr(Objects.requireNonNull(text, "text"), null);
    }

    /** A str whose text is computed when first needed. */
    public static PyStr lazy(LazyText source) {
        return new PyStr(null, Objects.requireNonNull(source, "source"));
    }

    /** The text. */
    public String value() {
        String t = text;
        if (t == null) {
            t = Objects.requireNonNull(source, "a str without text is lazy").render();
            text = t;
        }
        return t;
    }

    /** The lazy source this str was built from, or null for an ordinary str. */
    public @Nullable LazyText source() {
        return source;
    }

    @Override
    public String typeName() {
        return "str";
    }

    @Override
    public String str() {
        return value();
    }

    @Override
    public String repr() {
        return PyStrings.repr(value());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PyStr other && value().equals(other.value());
    }

    @Override
    public int hashCode() {
        return value().hashCode();
    }

    @Override
    public String toString() {
        return repr();
    }
}
