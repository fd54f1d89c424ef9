package com.agenteval.workbench.lessons.tools;

import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.tools.ToolSpecs.ToolSpec;
import com.agenteval.workbench.core.tools.Tools.TruthCheck;
import com.agenteval.workbench.core.world.World.DataVersion;
import com.agenteval.workbench.notebook.OutputCell;
import com.vaadin.flow.component.html.Code;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import java.util.Objects;

/** The six tools as a host lists them: name, description, which data they read, inputSchema. */
class ToolCatalogCell extends OutputCell<List<ToolCatalogCell.Card>> {

    /**
     * One tool.
     *
     * @param name        the tool name
     * @param description the description shown (vague or precise)
     * @param reads       which data version it reads, as a sentence
     * @param schema      the inputSchema as indented JSON
     */
    record Card(String name, String description, String reads, String schema) {
        Card {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(description, "description");
            Objects.requireNonNull(reads, "reads");
            Objects.requireNonNull(schema, "schema");
        }
    }

    private final String schemaLabel;

    ToolCatalogCell(String title, String schemaLabel) {
        super(title);
        this.schemaLabel = schemaLabel;
        body().getStyle()
                .set("display", "grid")
                .set("grid-template-columns", "repeat(auto-fill, minmax(18em, 1fr))")
                .set("gap", "var(--lumo-space-m)");
    }

    @Override
    protected void render(List<Card> cards) {
        body().removeAll();
        for (Card c : cards) {
            Div card = new Div();
            card.setId("tool-" + c.name());
            card.addClassName("tool-card");
            card.getStyle()
                    .set("background", "var(--lumo-contrast-5pct)")
                    .set("border-radius", "var(--lumo-border-radius-m)")
                    .set("padding", "var(--lumo-space-s) var(--lumo-space-m)");
            Code name = new Code(c.name());
            name.getStyle().set("font-weight", "600").set("font-size", "var(--lumo-font-size-l)");
            Paragraph description = new Paragraph(c.description());
            description.addClassName("tool-description");
            description.getStyle().set("margin", "var(--lumo-space-xs) 0");
            Span reads = new Span(c.reads());
            reads.getStyle()
                    .set("color", "var(--lumo-secondary-text-color)")
                    .set("font-size", "var(--lumo-font-size-s)");
            Span schemaTitle = new Span(schemaLabel);
            schemaTitle
                    .getStyle()
                    .set("display", "block")
                    .set("margin-top", "var(--lumo-space-s)")
                    .set("font-size", "var(--lumo-font-size-s)")
                    .set("font-weight", "600");
            Pre schema = new Pre(c.schema());
            schema.addClassNames("nb-code", "tool-schema");
            // it wraps (a long enum or description is never cut off at the card's edge); should one still scroll,
            // keyboard users reach it with Tab and scroll it with the arrow keys (WCAG 2.1.1)
            schema.getElement().setAttribute("tabindex", "0");
            schema.getStyle()
                    .set("white-space", "pre-wrap")
                    .set("word-break", "normal")
                    .set("overflow-wrap", "anywhere")
                    .set("font-size", "var(--lumo-font-size-xs)");
            card.add(name, description, reads, schemaTitle, schema);
            body().add(card);
        }
    }

    /** The core tools as cards, with the vague or the precise descriptions. */
    List<Card> cards(boolean precise) {
        return ToolSpecs.CORE.stream()
                .map(s -> new Card(s.name(), s.description(precise), reads(s), SchemaText.pretty(s.inputSchema())))
                .toList();
    }

    private String reads(ToolSpec spec) {
        DataVersion v = TruthCheck.versionRead(spec.name());
        return v == null ? getTranslation("tools.reads.none") : getTranslation("tools.reads." + v.wireName());
    }
}
