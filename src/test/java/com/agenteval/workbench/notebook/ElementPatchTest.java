package com.agenteval.workbench.notebook;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.dom.Element;
import com.vaadin.flow.internal.StateTree;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ElementPatchTest {

    private static Element table(String... cells) {
        Element t = new Element("table");
        t.getClassList().add("t");
        for (String c : cells) {
            Element tr = new Element("tr");
            tr.setAttribute("data-field", c.isEmpty() ? "empty" : c.substring(0, 1));
            Element td = new Element("td");
            td.setText(c);
            tr.appendChild(td);
            t.appendChild(tr);
        }
        return t;
    }

    /** The node changes the UI would send for what happened since the last call. */
    private static int changes(UI ui) {
        StateTree tree = ui.getInternals().getStateTree();
        List<Object> out = new ArrayList<>();
        tree.collectChanges(out::add);
        return out.size();
    }

    @Test
    void aPatchedTreeIsTheFreshOneAndSendsOnlyTheChangedText() {
        UI ui = new UI();
        Element live = table("a1", "b1", "c1");
        ui.getElement().appendChild(live);
        changes(ui);
        Element rowB = live.getChild(1);

        assertThat(ElementPatch.into(live, table("a1", "b2", "c1"))).isTrue();

        assertThat(live.getOuterHTML()).isEqualTo(table("a1", "b2", "c1").getOuterHTML());
        assertThat(live.getChild(1)).isEqualTo(rowB); // the row is kept, its text changed
        // one text node's text changed: one map change (a rebuild sends tags, attaches, texts for every node)
        assertThat(changes(ui)).isEqualTo(1);
    }

    @Test
    void rowsAreAddedAndRemovedAtTheEndAndAttributesFollow() {
        Element live = table("a", "b", "c");
        ElementPatch.into(live, table("x", "y"));
        assertThat(live.getOuterHTML()).isEqualTo(table("x", "y").getOuterHTML());
        Element fresh = table("x", "y", "z", "w");
        fresh.getClassList().remove("t");
        fresh.getClassList().add("u");
        ElementPatch.into(live, fresh);
        Element expected = table("x", "y", "z", "w");
        expected.getClassList().remove("t");
        expected.getClassList().add("u");
        assertThat(live.getOuterHTML()).isEqualTo(expected.getOuterHTML());
    }

    @Test
    void whatIsNotPlainMarkupIsReplacedNotPatched() {
        Div live = new Div(new Anchor("https://a.example", "a"));
        Anchor fresh = new Anchor("https://b.example", "b");
        Element oldLink = live.getElement().getChild(0);
        assertThat(ElementPatch.into(live.getElement(), new Div(fresh).getElement()))
                .isTrue();
        assertThat(live.getElement().getChild(0)).isNotEqualTo(oldLink).isEqualTo(fresh.getElement());
        // a plain <a> that no component owns (a table's task link) is patched in place: same element, new href
        Element plain = new Element("div");
        Element a = new Element("a").setAttribute("href", "/agent?task=1").setText("T1");
        plain.appendChild(a);
        Element freshA = new Element("a").setAttribute("href", "/agent?task=2").setText("T2");
        Element wanted = new Element("div").appendChild(freshA);
        assertThat(ElementPatch.into(plain, wanted)).isTrue();
        assertThat(plain.getChild(0)).isEqualTo(a).isNotEqualTo(freshA);
        assertThat(a.getAttribute("href")).isEqualTo("/agent?task=2");
        assertThat(a.getText()).isEqualTo("T2");
        // a different tag at the top cannot be patched: the caller replaces it
        assertThat(ElementPatch.into(new Element("table"), new Element("ul"))).isFalse();
        assertThat(ElementPatch.into(new Element("vaadin-grid"), new Element("vaadin-grid")))
                .isFalse();
    }

    @Test
    void hostileTextStaysText() {
        Element live = table("a");
        String hostile = "<img src=x onerror=alert(1)>";
        ElementPatch.into(live, table(hostile));
        assertThat(live.getChild(0).getChild(0).getText()).isEqualTo(hostile);
        assertThat(live.getOuterHTML())
                .contains("&lt;img src=x onerror=alert(1)&gt;")
                .doesNotContain("<img");
    }
}
