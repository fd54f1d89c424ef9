package com.agenteval.workbench.lessons.home;

import com.agenteval.workbench.base.ui.LessonList;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;

/** The lesson list, generated from the registered pages and their one-line summaries. */
@Route("")
@Menu(order = 0, title = "Home")
public class HomePage extends Composite<Div> implements HasDynamicTitle {

    public HomePage() {
        Div root = getContent();
        root.addClassName("home");
        LessonList list = new LessonList();
        list.setId("lesson-list");
        root.add(
                new H1(getTranslation("home.title")),
                new Paragraph(getTranslation("home.intro")),
                list,
                new Paragraph(getTranslation("home.offline")));
    }

    @Override
    public String getPageTitle() {
        return getTranslation("app.name");
    }
}
