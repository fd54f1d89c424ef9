package com.agenteval.workbench.notebook;

import com.agenteval.workbench.core.params.ParamSpec.IntSpec;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.textfield.TextField;
import java.math.BigInteger;

/**
 * A seed: any whole number, as in Python (so a page takes every seed {@code sim} takes, huge ones included).
 * A text field, because a number field holds only Java ints.
 */
public final class SeedParam extends Param<BigInteger> {

    private final TextField field;
    private final IntSpec spec;
    private boolean quiet;

    SeedParam(IntSpec spec, String label, BigInteger defaultValue) {
        super(spec.name(), spec.aliases(), defaultValue);
        this.spec = spec;
        field = new TextField(label);
        field.setId("param-" + spec.name());
        field.setValue(defaultValue.toString());
        field.setManualValidation(true);
        field.setMaxLength(IntSpec.MAX_TEXT);
        check(spec::problem);
        field.addValueChangeListener(e -> {
            if (!quiet) {
                try {
                    entered(parse(e.getValue()), "");
                } catch (IllegalArgumentException ex) {
                    showError(ex.getMessage());
                }
            }
        });
    }

    /** The value as a Java long, for the callers that take one (a seed beyond a long is refused by them). */
    public long longValue() {
        return value().longValueExact();
    }

    @Override
    public Component field() {
        return field;
    }

    @Override
    protected BigInteger parse(String text) {
        return SpecText.parse(spec, text);
    }

    @Override
    public String format(BigInteger v) {
        return spec.format(v);
    }

    @Override
    protected void showInField(BigInteger v) {
        quiet = true;
        try {
            field.setValue(v.toString());
        } finally {
            quiet = false;
        }
    }
}
