package com.agenteval.workbench.notebook;

import com.agenteval.workbench.core.params.ParamSpec.FlagSpec;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.checkbox.Checkbox;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/** An on/off parameter; the URL says {@code true} or {@code false}. */
public final class BoolParam extends Param<Boolean> {

    private final Checkbox field;
    private boolean quiet;

    private final @Nullable FlagSpec spec;

    BoolParam(String key, String label, boolean defaultValue) {
        this(null, key, label, defaultValue);
    }

    /** The field of a declared switch. */
    BoolParam(FlagSpec spec, String label, boolean defaultValue) {
        this(spec, spec.name(), label, defaultValue);
    }

    private BoolParam(@Nullable FlagSpec spec, String key, String label, boolean defaultValue) {
        super(key, spec == null ? List.of() : spec.aliases(), defaultValue);
        this.spec = spec;
        field = new Checkbox(label, defaultValue);
        field.setId("param-" + key);
        field.addValueChangeListener(e -> {
            if (!quiet) {
                entered(e.getValue(), "");
            }
        });
    }

    @Override
    public Component field() {
        return field;
    }

    @Override
    protected Boolean parse(String text) {
        if (spec != null) {
            return SpecText.parse(spec, text);
        }
        String t = text.trim().toLowerCase(Locale.ROOT);
        return switch (t) {
            case "true", "1", "yes", "on" -> true;
            case "false", "0", "no", "off" -> false;
            default -> throw new IllegalArgumentException("'" + text + "' is not true or false");
        };
    }

    @Override
    public String format(Boolean v) {
        return v.toString();
    }

    @Override
    protected void showInField(Boolean v) {
        quiet = true;
        try {
            field.setValue(v);
        } finally {
            quiet = false;
        }
    }

    @Override
    protected void showError(@Nullable String message) {
        field.setTooltipText(message);
    }

    @Override
    protected void clearError() {
        field.setTooltipText(null);
    }
}
