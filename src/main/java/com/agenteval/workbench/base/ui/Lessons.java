package com.agenteval.workbench.base.ui;

import com.vaadin.flow.server.menu.MenuConfiguration;
import com.vaadin.flow.server.menu.MenuEntry;
import java.util.List;

/** The lesson pages registered through {@code @Menu}, in menu order, without the home page. */
public final class Lessons {

    private Lessons() {
    }

    public static List<MenuEntry> all() {
        return MenuConfiguration.getMenuEntries().stream().filter(e -> !slug(e.path()).isEmpty()).toList();
    }

    /** The route path without slashes, used in translation keys: "/outcome-vs-process" → "outcome-vs-process". */
    public static String slug(String path) {
        String p = path == null ? "" : path;
        while (p.startsWith("/")) {
            p = p.substring(1);
        }
        while (p.endsWith("/")) {
            p = p.substring(0, p.length() - 1);
        }
        return p.replace('/', '.');
    }
}
