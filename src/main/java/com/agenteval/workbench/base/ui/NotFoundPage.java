package com.agenteval.workbench.base.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Code;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.ErrorParameter;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.HasErrorParameter;
import com.vaadin.flow.router.NotFoundException;
import com.vaadin.flow.router.ParentLayout;
import com.vaadin.flow.server.HttpStatusCode;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

/**
 * An address with no page: said in words inside the workbench's layout, with every lesson to go on from, and an
 * HTTP 404 (the first page request gets its status in {@link WorkbenchServiceInit}). The address is shown as text.
 */
@ParentLayout(MainLayout.class)
public class NotFoundPage extends Composite<Div> implements HasErrorParameter<NotFoundException>, HasDynamicTitle {

    private static final int MAX_SHOWN = 200;

    private final Code address = new Code();

    public NotFoundPage() {
        Div root = getContent();
        root.addClassNames("home", "not-found");
        H1 title = new H1(getTranslation("notfound.title"));
        Paragraph what = new Paragraph(new Span(getTranslation("notfound.text") + " "), address);
        Paragraph next = new Paragraph(
                new Span(getTranslation("notfound.lessons") + " "), new Anchor("/", getTranslation("notfound.home")));
        LessonList lessons = new LessonList();
        lessons.setId("not-found-lessons");
        root.add(title, what, next, lessons);
    }

    @Override
    public int setErrorParameter(BeforeEnterEvent event, ErrorParameter<NotFoundException> parameter) {
        String path = "/" + decoded(event.getLocation().getPath());
        address.setText(path.length() <= MAX_SHOWN ? path : path.substring(0, MAX_SHOWN) + "…");
        return HttpStatusCode.NOT_FOUND.getCode();
    }

    @Override
    public String getPageTitle() {
        return getTranslation("notfound.title") + " · " + getTranslation("app.name");
    }

    /**
     * The address as the visitor typed it: Vaadin 25 hands the path over percent-encoded ({@code %3Cimg%20…}); it is
     * shown decoded, as text. A path whose escapes do not decode is shown as it came.
     */
    static String decoded(String path) {
        try {
            return URLDecoder.decode(path.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return path;
        }
    }
}
