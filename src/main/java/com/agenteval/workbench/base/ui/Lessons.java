package com.agenteval.workbench.base.ui;

import com.vaadin.flow.server.menu.MenuConfiguration;
import com.vaadin.flow.server.menu.MenuEntry;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * The lesson path: the pages registered through {@code @Menu}, in menu order, without the home page. Their
 * {@code @Menu(order)} is the one declaration of the path; the home page's list, the side menu's numbers and each
 * lesson's "Next" link all read it from here.
 */
public final class Lessons {

    private Lessons() {}

    public static List<MenuEntry> all() {
        return MenuConfiguration.getMenuEntries().stream()
                .filter(e -> !slug(e.path()).isEmpty())
                .toList();
    }

    /** The lesson's place on the path, from 1; 0 for a page that is not on it (home, a replay, a test page). */
    public static int number(String path) {
        String slug = slug(path);
        List<MenuEntry> lessons = all();
        for (int i = 0; i < lessons.size(); i++) {
            if (slug(lessons.get(i).path()).equals(slug)) {
                return i + 1;
            }
        }
        return 0;
    }

    /** The lesson after this one on the path; empty after the last one and for a page not on the path. */
    public static Optional<MenuEntry> next(String path) {
        int n = number(path);
        List<MenuEntry> lessons = all();
        return n == 0 || n >= lessons.size() ? Optional.empty() : Optional.of(lessons.get(n));
    }

    /**
     * The entry's title as the menu and the home page show it, "3. Tools": its number and its translated title (key
     * {@code menu.<slug>}, else the annotation's title). {@code translate} is a component's getTranslation.
     */
    public static String numberedTitle(MenuEntry entry, BiFunction<String, Object[], String> translate) {
        int n = number(entry.path());
        String title = title(entry, translate);
        return n == 0 ? title : translate.apply("lesson.numbered", new Object[] {n, title});
    }

    private static String title(MenuEntry entry, BiFunction<String, Object[], String> translate) {
        String slug = slug(entry.path());
        String t = translate.apply("menu." + (slug.isEmpty() ? "home" : slug), new Object[0]);
        return t.startsWith("!") ? entry.title() : t;
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
