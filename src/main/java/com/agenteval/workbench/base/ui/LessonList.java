package com.agenteval.workbench.base.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.server.menu.MenuEntry;

/** Every lesson, numbered in the path's order, as a link with its one-line summary, generated from the registered pages (home, not-found page). */
public class LessonList extends Composite<UnorderedList> {

    public LessonList() {
        UnorderedList list = getContent();
        list.addClassName("lesson-list");
        for (MenuEntry entry : Lessons.all()) {
            String slug = Lessons.slug(entry.path());
            Anchor link = new Anchor(entry.path(), Lessons.numberedTitle(entry, this::getTranslation));
            Span summary = new Span(getTranslation("lesson." + slug + ".summary"));
            summary.addClassName("lesson-summary");
            ListItem item = new ListItem(link, summary);
            item.addClassName("lesson");
            list.add(item);
        }
    }
}
