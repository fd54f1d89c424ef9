package com.agenteval.workbench.home;

import com.agenteval.workbench.base.ui.Lessons;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.menu.MenuEntry;

/** The lesson list, generated from the registered pages and their one-line summaries. */
@Route("")
@PageTitle("Agent Evaluation Workbench")
@Menu(order = 0, title = "Home")
public class HomePage extends Composite<Div> {

    public HomePage() {
        Div root = getContent();
        root.addClassName("home");
        root.add(new H1(getTranslation("home.title")), new Paragraph(getTranslation("home.intro")));
        UnorderedList list = new UnorderedList();
        list.setId("lesson-list");
        for (MenuEntry entry : Lessons.all()) {
            String slug = Lessons.slug(entry.path());
            String title = getTranslation("menu." + slug);
            Anchor link = new Anchor(entry.path(), title.startsWith("!") ? entry.title() : title);
            Span summary = new Span(getTranslation("lesson." + slug + ".summary"));
            summary.addClassName("lesson-summary");
            ListItem item = new ListItem(link, summary);
            item.addClassName("lesson");
            list.add(item);
        }
        root.add(list, new Paragraph(getTranslation("home.offline")));
    }
}
