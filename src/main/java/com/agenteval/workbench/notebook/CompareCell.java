package com.agenteval.workbench.notebook;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H4;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.dom.Element;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Two things side by side ({@link Comparison}): a table of their values with the differing rows marked, then each
 * compared list in three columns (only left, both, only right). Every value is set as text. Without a comparison
 * (null) the cell shows its hint: what to select to compare.
 */
public class CompareCell extends OutputCell<Comparison> {

    /** A value longer than this is cut, saying how much was left out; a rationale can be pages long. */
    public static final int MAX_VALUE_CHARS = 2_000;
    /** Each column of a compared list shows at most this many items, then how many more there are. */
    public static final int MAX_ITEMS = 50;

    private final String hint;
    /** Shown while there is a comparison; built once and patched, so the CSV link keeps reading this table. */
    private final Span summary = new Span();

    private final Element table = new Element("table");
    private final Div tableBox = new Div();
    private final Div lists = new Div();

    public CompareCell(String title, String hint) {
        super(title);
        this.hint = hint;
        getContent().addClassName("nb-compare");
        summary.addClassName("cmp-summary");
        table.getClassList().add("cmp-table");
        tableBox.addClassName("cmp-table-box");
        tableBox.getElement().appendChild(table);
        tableBox.add(CsvDownload.table(getTranslation("notebook.download-csv"), "compare", table));
    }

    /** Shows the hint in place of a comparison: what to select to compare. */
    // the one documented suppression: this cell's result may be null (its hint), which OutputCell<R> cannot say
    // without NullAway's JSpecify mode for generics; every other cell's result is non-null
    @SuppressWarnings("NullAway")
    public void showHint() {
        show(null);
    }

    /**
     * Draws the comparison into the table and lists already shown ({@link ElementPatch}): a new parameter sends the
     * values that changed, not a new table.
     */
    @Override
    protected void render(@Nullable Comparison c) {
        if (c == null) {
            body().removeAll();
            Paragraph p = new Paragraph(hint);
            p.addClassName("cmp-hint");
            body().add(p);
            return;
        }
        if (summary.getParent().isEmpty()) {
            body().removeAll();
            body().add(summary, tableBox, lists);
        }
        Element fresh = new Element("table");
        fresh.getClassList().add("cmp-table");
        Element head = new Element("tr");
        head.appendChild(
                cell("th", getTranslation("compare.field")), cell("th", c.leftTitle()), cell("th", c.rightTitle()));
        fresh.appendChild(head);
        for (Comparison.Row r : c.rows()) {
            Element tr = new Element("tr");
            tr.setAttribute("data-field", r.label());
            if (r.differs()) {
                tr.getClassList().add("cmp-differs");
            }
            tr.appendChild(label(r), cell("td", cut(r.left())), cell("td", cut(r.right())));
            fresh.appendChild(tr);
        }
        ElementPatch.into(table, fresh);
        summary.setText(
                getTranslation("compare.summary", c.differing(), c.rows().size()));
        Div freshLists = new Div();
        for (Comparison.Lists l : c.lists()) {
            freshLists.add(lists(l, c));
        }
        ElementPatch.into(lists.getElement(), freshLists.getElement());
    }

    private Div lists(Comparison.Lists l, Comparison c) {
        Div box = new Div(new H4(l.label()));
        box.addClassName("cmp-lists");
        box.getElement().setAttribute("data-list", l.label());
        Div columns = new Div(
                column("only-left", getTranslation("compare.only", c.leftTitle()), l.onlyLeft()),
                column("shared", getTranslation("compare.shared"), l.shared()),
                column("only-right", getTranslation("compare.only", c.rightTitle()), l.onlyRight()));
        columns.addClassName("cmp-columns");
        box.add(columns);
        return box;
    }

    private Div column(String part, String title, List<String> items) {
        Div col = new Div();
        col.addClassNames("cmp-column", "cmp-" + part);
        Span heading = new Span(title + " (" + items.size() + ")");
        heading.addClassName("cmp-column-title");
        UnorderedList list = new UnorderedList();
        items.stream().limit(MAX_ITEMS).forEach(i -> list.add(new ListItem(i)));
        col.add(heading, list);
        if (items.size() > MAX_ITEMS) {
            col.add(new Span(getTranslation("compare.more-items", items.size() - MAX_ITEMS)));
        }
        return col;
    }

    private String cut(String value) {
        return value.length() <= MAX_VALUE_CHARS
                ? value
                : value.substring(0, MAX_VALUE_CHARS) + " "
                        + getTranslation("compare.more-chars", value.length() - MAX_VALUE_CHARS);
    }

    /** The row's label, as a link when the row names a page that shows it (a task's trace). */
    private static Element label(Comparison.Row r) {
        if (r.link().isEmpty()) {
            return cell("th", r.label());
        }
        Element a = new Element("a");
        a.setAttribute("href", r.link());
        a.setText(r.label());
        Element th = new Element("th");
        th.appendChild(a);
        return th;
    }

    private static Element cell(String tag, String text) {
        Element e = new Element(tag);
        e.setText(text);
        return e;
    }
}
