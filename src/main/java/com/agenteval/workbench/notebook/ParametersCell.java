package com.agenteval.workbench.notebook;

import com.agenteval.workbench.core.params.ParamSpec.ChoiceSpec;
import com.agenteval.workbench.core.params.ParamSpec.DecimalSpec;
import com.agenteval.workbench.core.params.ParamSpec.FlagSpec;
import com.agenteval.workbench.core.params.ParamSpec.IntSpec;
import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.shared.Registration;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A parameter cell: typed fields with inline validation. It raises a {@link ChangeEvent} when a parameter
 * takes a new valid value; the page turns that into a URL change and re-runs the outputs that depend on it.
 *
 * <pre>{@code
 * ParametersCell params = new ParametersCell("World");
 * IntParam seed = params.integer("seed", "Seed", 14, 0, 1_000_000);
 * DecimalParam acc = params.decimal("memory_acc", "Memory accuracy", 0.7, 0, 1, 0.05);
 * }</pre>
 */
public class ParametersCell extends Composite<Div> {

    private final List<Param<?>> params = new ArrayList<>();
    private final FormLayout form = new FormLayout();
    private final Messages messages = new Messages(this::getTranslation);

    public ParametersCell(String title) {
        getContent().addClassNames("nb-cell", "nb-params");
        if (title != null && !title.isBlank()) {
            getContent().add(new H3(title));
        }
        form.setResponsiveSteps(
                new FormLayout.ResponsiveStep("0", 1),
                new FormLayout.ResponsiveStep("32em", 2),
                new FormLayout.ResponsiveStep("56em", 3),
                new FormLayout.ResponsiveStep("80em", 4));
        getContent().add(form);
    }

    public IntParam integer(String key, String label, int defaultValue, int min, int max) {
        return add(new IntParam(key, label, defaultValue, min, max, messages));
    }

    public DecimalParam decimal(String key, String label, double defaultValue, double min, double max, double step) {
        return add(new DecimalParam(key, label, defaultValue, min, max, step, messages));
    }

    public BoolParam bool(String key, String label, boolean defaultValue) {
        return add(new BoolParam(key, label, defaultValue));
    }

    public <T> ChoiceParam<T> choice(
            String key,
            String label,
            List<T> options,
            T defaultValue,
            Function<T, String> keyOf,
            Function<T, String> labelOf) {
        return add(new ChoiceParam<>(key, label, options, defaultValue, keyOf, labelOf));
    }

    /** The field of a declared count ({@code n_stale}, {@code tasks}), labelled by its help key. */
    public IntParam integer(IntSpec spec, int defaultValue) {
        return add(new IntParam(spec, getTranslation(spec.helpKey()), defaultValue, messages));
    }

    /** The field of a declared count with the page's own label (the agent's knobs are labelled by the lesson). */
    public IntParam integer(IntSpec spec, String label, int defaultValue) {
        return add(new IntParam(spec, label, defaultValue, messages));
    }

    public IntParam integer(IntSpec spec) {
        return integer(spec, spec.intValue(spec.defaultValue()));
    }

    /** The field of a declared seed: any whole number. */
    public SeedParam seed(IntSpec spec, BigInteger defaultValue) {
        return add(new SeedParam(spec, getTranslation(spec.helpKey()), defaultValue));
    }

    public SeedParam seed(IntSpec spec) {
        return seed(spec, spec.defaultValue());
    }

    public DecimalParam decimal(DecimalSpec spec, double defaultValue) {
        return add(new DecimalParam(spec, getTranslation(spec.helpKey()), defaultValue, messages));
    }

    /** The field of a declared decimal with the page's own label. */
    public DecimalParam decimal(DecimalSpec spec, String label, double defaultValue) {
        return add(new DecimalParam(spec, label, defaultValue, messages));
    }

    public DecimalParam decimal(DecimalSpec spec) {
        return decimal(spec, spec.defaultValue());
    }

    public BoolParam bool(FlagSpec spec, boolean defaultValue) {
        return add(new BoolParam(spec, getTranslation(spec.helpKey()), defaultValue));
    }

    /** The field of a declared flag with the page's own label. */
    public BoolParam bool(FlagSpec spec, String label, boolean defaultValue) {
        return add(new BoolParam(spec, label, defaultValue));
    }

    public BoolParam bool(FlagSpec spec) {
        return bool(spec, spec.defaultValue());
    }

    /** The field of a declared closed choice ({@code judge}); {@code labelOf} names each option. */
    public ChoiceParam<String> choice(ChoiceSpec spec, Function<String, String> labelOf) {
        return add(new ChoiceParam<>(
                spec,
                spec.name(),
                spec.aliases(),
                getTranslation(spec.helpKey()),
                spec.options(),
                spec.defaultValue(),
                Function.identity(),
                labelOf));
    }

    private <P extends Param<?>> P add(P param) {
        for (Param<?> p : params) {
            if (p.key().equals(param.key())) {
                throw new IllegalArgumentException("duplicate parameter key " + param.key());
            }
        }
        params.add(param);
        form.add(param.field());
        param.onValid(p -> fireEvent(new ChangeEvent(this, p)));
        return param;
    }

    /** The parameters in the order they were added. */
    public List<Param<?>> params() {
        return Collections.unmodifiableList(params);
    }

    /**
     * Applies URL query values; absent keys take their defaults, an old key (an alias) counts when the canonical
     * one is absent. Invalid values show their message.
     *
     * @return whether an alias was read, so the page rewrites the URL to the canonical keys
     */
    boolean applyQuery(Map<String, List<String>> query) {
        boolean aliased = false;
        for (Param<?> p : params) {
            List<String> values = query.get(p.key());
            for (String alias : p.aliases()) {
                if (values == null && query.containsKey(alias)) {
                    values = query.get(alias);
                    aliased = true;
                }
            }
            p.applyFromUrl(values == null || values.isEmpty() ? null : values.get(0));
        }
        return aliased;
    }

    public Registration addChangeListener(ComponentEventListener<ChangeEvent> listener) {
        return addListener(ChangeEvent.class, listener);
    }

    /** A parameter took a new valid value. */
    public static final class ChangeEvent extends ComponentEvent<ParametersCell> {

        private final Param<?> param;

        ChangeEvent(ParametersCell source, Param<?> param) {
            super(source, true);
            this.param = param;
        }

        public Param<?> param() {
            return param;
        }
    }
}
