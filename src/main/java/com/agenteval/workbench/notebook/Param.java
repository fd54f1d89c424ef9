package com.agenteval.workbench.notebook;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasValidation;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * One typed parameter of a notebook page: a field, its URL query name, its last valid value, and the checks
 * a value must pass. An invalid entry shows its message on the field and keeps the last valid value, so the
 * outputs keep showing the last good result.
 *
 * <p>Subclasses bind a concrete Vaadin field; pages create them through {@link ParametersCell}.
 *
 * @param <T> the value type
 */
public abstract class Param<T> implements Dependency {

    private final String key;
    private final List<String> aliases;
    private final T defaultValue;
    private final List<Function<T, Optional<String>>> checks = new ArrayList<>();
    private volatile T value;
    private Consumer<Param<T>> onValid = p -> {};

    protected Param(String key, T defaultValue) {
        this(key, List.of(), defaultValue);
    }

    /** A parameter whose URL also accepts older keys ({@code aliases}); the page rewrites them to {@code key}. */
    protected Param(String key, List<String> aliases, T defaultValue) {
        if (!key.matches("[a-z][a-z0-9_-]*")) {
            throw new IllegalArgumentException("a parameter key is lower-case letters, digits, '_' or '-': " + key);
        }
        this.key = key;
        this.aliases = List.copyOf(aliases);
        this.defaultValue = Objects.requireNonNull(defaultValue, "defaultValue");
        this.value = defaultValue;
    }

    /** The name of this parameter in the URL query. */
    public String key() {
        return key;
    }

    /** Older URL keys that still work, rewritten to {@link #key}. */
    public List<String> aliases() {
        return aliases;
    }

    /** The last valid value. Safe to read from any thread. */
    public T value() {
        return value;
    }

    public T defaultValue() {
        return defaultValue;
    }

    /** The field the student edits. */
    /**
     * A note shown under the field (its helper text), e.g. what else changes when this one does; empty removes it.
     * Only fields that show a helper text take one.
     */
    public void note(String text) {
        if (field() instanceof com.vaadin.flow.component.HasHelper h) {
            h.setHelperText(text.isEmpty() ? null : text);
        }
    }

    public abstract Component field();

    /** Parses the URL text of a value; throws {@link IllegalArgumentException} with a student-facing message. */
    protected abstract T parse(String text);

    /** The URL text of a value; {@code parse(format(v))} equals {@code v}. */
    public abstract String format(T v);

    /** Shows a value in the field without firing change handling. */
    protected abstract void showInField(T v);

    /**
     * Adds a check; the function returns a message when the value is not acceptable.
     *
     * @return this, for chaining
     */
    public Param<T> check(Function<T, Optional<String>> check) {
        checks.add(check);
        return this;
    }

    /** The first failing check's message, if any. */
    public Optional<String> problem(T candidate) {
        for (Function<T, Optional<String>> c : checks) {
            Optional<String> msg = c.apply(candidate);
            if (msg.isPresent()) {
                return msg;
            }
        }
        return Optional.empty();
    }

    void onValid(Consumer<Param<T>> listener) {
        this.onValid = listener;
    }

    /** Called by the field when the student entered something; {@code null} means unparsable input. */
    protected void entered(T candidate, String unparsableMessage) {
        if (candidate == null) {
            showError(unparsableMessage);
            return;
        }
        Optional<String> msg = problem(candidate);
        if (msg.isPresent()) {
            showError(msg.get());
            return;
        }
        clearError();
        if (!candidate.equals(value)) {
            value = candidate;
            onValid.accept(this);
        }
    }

    /**
     * Applies a value from the URL. Returns {@code true} when the value changed. An unparsable or failing
     * value shows its message on the field and leaves the last valid value in place.
     */
    boolean applyFromUrl(@Nullable String text) {
        T candidate;
        try {
            candidate = text == null ? defaultValue : parse(text);
        } catch (IllegalArgumentException e) {
            showError(e.getMessage());
            return false;
        }
        Optional<String> msg = problem(candidate);
        if (msg.isPresent()) {
            showError(msg.get());
            return false;
        }
        clearError();
        showInField(candidate);
        boolean changed = !candidate.equals(value);
        value = candidate;
        return changed;
    }

    /** Sets a value from code, as if the student had entered it. */
    public void set(T v) {
        showInField(v);
        entered(v, "");
    }

    protected void showError(@Nullable String message) {
        if (field() instanceof HasValidation hv) {
            hv.setErrorMessage(message);
            hv.setInvalid(true);
        }
    }

    protected void clearError() {
        if (field() instanceof HasValidation hv) {
            hv.setInvalid(false);
            hv.setErrorMessage(null);
        }
    }

    /** True while the field shows an error. */
    public boolean hasError() {
        return field() instanceof HasValidation hv && hv.isInvalid();
    }

    @Override
    public final List<Param<?>> params() {
        return List.of(this);
    }
}
