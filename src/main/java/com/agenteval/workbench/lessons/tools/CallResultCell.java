package com.agenteval.workbench.lessons.tools;

import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import com.agenteval.workbench.core.tools.Tools.TruthCheck;
import com.agenteval.workbench.core.world.World.DataVersion;
import com.agenteval.workbench.notebook.OutputCell;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * What a playground call returned: the module's result dict, the exact error where there is one, the data version
 * that answered, and whether the value equals the truth (and, where not, why). Everything the student typed is
 * shown as text, never as HTML.
 */
class CallResultCell extends OutputCell<PlaygroundCall> {

    /** Longest text shown for a result; a 10 kB argument can produce a long chart tuple. */
    static final int MAX_SHOWN = 20_000;

    CallResultCell(String title) {
        super(title);
        getContent().setId("call-result-cell");
    }

    @Override
    protected void render(PlaygroundCall call) {
        body().removeAll();
        if (call instanceof PlaygroundCall.Refused refused) {
            body().add(
                            status("refused", getTranslation("tools.call.status.refused")),
                            error(refusal(refused.problem())));
            return;
        }
        PlaygroundCall.Called c = (PlaygroundCall.Called) call;
        ToolResult r = c.result();
        String status = r instanceof ToolResult.Ok
                ? "ok"
                : r instanceof ToolResult.Raised ? "raised" : c.validationFailed() ? "invalid" : "failed";
        body().add(status(status, getTranslation("tools.call.status." + status, c.tool())));
        Pre dict = new Pre(shown(resultText(r)));
        dict.setId("call-result");
        dict.addClassName("nb-code");
        body().add(dict);
        if (r instanceof ToolResult.Failed f) {
            body().add(error(f.error()));
        } else if (r instanceof ToolResult.Raised raised) {
            body().add(error(raised.type() + ": " + raised.message()));
        }
        body().add(line("call-version", version(c.readFrom())));
        body().add(truth(c.truth()));
    }

    private static String resultText(ToolResult r) {
        try {
            return r.toPy().repr();
        } catch (RuntimeException e) {
            return r.getClass().getSimpleName();
        }
    }

    private static String shown(String text) {
        return text.length() <= MAX_SHOWN ? text : text.substring(0, MAX_SHOWN) + " …";
    }

    private Span status(String kind, String text) {
        Span s = new Span(text);
        s.setId("call-status");
        s.getElement().setAttribute("data-status", kind);
        s.getElement().getThemeList().add("badge " + (kind.equals("ok") ? "success" : "error"));
        s.getStyle()
                .set("font-weight", "600")
                .set("display", "inline-block")
                .set("margin-bottom", "var(--lumo-space-s)");
        return s;
    }

    private Div error(String message) {
        Div d = new Div();
        d.setId("call-error");
        d.addClassName("nb-error");
        d.setText(shown(message));
        return d;
    }

    private Div line(String id, String text) {
        Div d = new Div();
        d.setId(id);
        d.setText(text);
        d.getStyle().set("margin-top", "var(--lumo-space-s)");
        return d;
    }

    private String refusal(ToolArguments.Problem p) {
        return switch (p.reason()) {
            case EMPTY -> getTranslation("tools.args.empty");
            case TOO_LONG ->
                getTranslation("tools.args.too-long", Integer.valueOf(p.detail()), ToolArguments.MAX_CHARS);
            case MALFORMED -> getTranslation("tools.args.malformed", p.detail());
            case NOT_AN_OBJECT -> getTranslation("tools.args.not-object", p.detail());
        };
    }

    private String version(@Nullable DataVersion v) {
        return v == null ? getTranslation("tools.reads.none") : getTranslation("tools.reads." + v.wireName());
    }

    private Div truth(TruthCheck t) {
        Div d = line(
                "call-truth",
                getTranslation("tools.truth."
                        + t.status().name().toLowerCase(Locale.ROOT).replace('_', '-')));
        d.getElement().setAttribute("data-truth", t.status().name());
        if (!t.differences().isEmpty()) {
            UnorderedList list = new UnorderedList();
            for (TruthCheck.Difference diff : t.differences()) {
                list.add(new ListItem(getTranslation(
                        "tools.truth.difference",
                        diff.key().entity(),
                        Integer.toString(diff.key().year()),
                        PyFloats.repr(diff.read()),
                        PyFloats.repr(diff.truth()),
                        getTranslation("tools.why."
                                + diff.reason().name().toLowerCase(Locale.ROOT).replace('_', '-')))));
            }
            d.add(list);
        }
        if (t.rankingDiffers()) {
            d.add(new Div(getTranslation("tools.truth.ranking")));
        }
        return d;
    }
}
