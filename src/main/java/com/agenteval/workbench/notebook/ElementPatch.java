package com.agenteval.workbench.notebook;

import com.vaadin.flow.dom.Element;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Makes a shown element tree look like a freshly built one by changing only what differs: texts, attributes and
 * classes in place, children added or removed at the end. A parameter change redraws every output cell of a page;
 * rebuilt from scratch, /configs' tables sent about 2,500 node changes per change, and encoding them was most of
 * the server's time under load (docs/benchmarks.md, "Where the waiting went"). Patched, only the changed texts go.
 *
 * <p>Only plain static markup is patched (tables, lists, text containers) with no properties: an element that may
 * carry a listener, a resource or a web component's state (a link component such as {@code Anchor}, a button, any
 * {@code vaadin-*} element) is replaced by the fresh one instead. A plain {@code <a>} element that no component owns,
 * as the notebook draws a table's task link (an {@code href} attribute and a text), is patched like the rest. Texts stay text: they are copied with {@link Element#setText}, never as markup.
 */
public final class ElementPatch {

    /** Tags patched in place; the notebook builds them as plain markup, never with a listener. */
    private static final Set<String> PLAIN = Set.of(
            "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td", "div", "span", "p", "ul", "ol", "li",
            "strong", "em", "code", "pre", "small", "h3", "h4", "h5", "a");

    private ElementPatch() {}

    /**
     * Updates {@code live} (shown) to match {@code fresh} (built, not attached), or returns false, changing nothing,
     * when the two cannot be patched (different tags, or not plain markup): then the caller replaces it. The fresh
     * tree's children may be moved into {@code live}; do not use {@code fresh} afterwards.
     */
    public static boolean into(Element live, Element fresh) {
        if (!patchable(live, fresh)) {
            return false;
        }
        attributes(live, fresh);
        children(live, fresh);
        return true;
    }

    private static boolean patchable(Element live, Element fresh) {
        return !live.isTextNode()
                && !fresh.isTextNode()
                && live.getTag().equals(fresh.getTag())
                && PLAIN.contains(live.getTag())
                && live.getPropertyNames().findAny().isEmpty()
                && fresh.getPropertyNames().findAny().isEmpty()
                && (!"a".equals(live.getTag())
                        || live.getComponent().isEmpty() && fresh.getComponent().isEmpty());
    }

    private static void attributes(Element live, Element fresh) {
        // class and style are attributes here too (getAttribute("class") is the class list's text)
        live.getAttributeNames()
                .filter(name -> !fresh.hasAttribute(name))
                .toList()
                .forEach(live::removeAttribute);
        fresh.getAttributeNames().forEach(name -> {
            String value = fresh.getAttribute(name);
            if (!Objects.equals(live.getAttribute(name), value)) {
                live.setAttribute(name, value == null ? "" : value);
            }
        });
    }

    private static void children(Element live, Element fresh) {
        List<Element> wanted = fresh.getChildren().toList();
        int shared = Math.min(live.getChildCount(), wanted.size());
        for (int i = 0; i < shared; i++) {
            Element l = live.getChild(i);
            Element f = wanted.get(i);
            if (l.isTextNode() && f.isTextNode()) {
                if (!l.getText().equals(f.getText())) {
                    l.setText(f.getText());
                }
            } else if (!into(l, f)) {
                f.removeFromParent();
                live.setChild(i, f);
            }
        }
        while (live.getChildCount() > wanted.size()) {
            live.removeChild(live.getChildCount() - 1);
        }
        for (int i = shared; i < wanted.size(); i++) {
            Element f = wanted.get(i);
            f.removeFromParent();
            live.appendChild(f);
        }
    }
}
