package com.agenteval.workbench.base.ui;

import com.agenteval.workbench.base.i18n.Languages;
import com.agenteval.workbench.base.i18n.WorkbenchI18NProvider;
import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.HasElement;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.applayout.AppLayout;
import com.vaadin.flow.component.applayout.DrawerToggle;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.sidenav.SideNav;
import com.vaadin.flow.component.sidenav.SideNavItem;
import com.vaadin.flow.router.Layout;
import com.vaadin.flow.router.Location;
import com.vaadin.flow.router.QueryParameters;
import com.vaadin.flow.server.VaadinSession;
import com.vaadin.flow.server.menu.MenuConfiguration;
import com.vaadin.flow.server.menu.MenuEntry;
import com.vaadin.flow.shared.Registration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The shell: a header with the workbench name, the mode badge and the language switch, and a side navigation
 * that every page joins through its {@code @Menu} annotation.
 */
@Layout
@StyleSheet("context://styles/workbench.css")
public class MainLayout extends AppLayout {

    /** The id of the content area, where the skip link jumps to. */
    public static final String MAIN_ID = "main-content";

    private final WorkbenchMode mode;
    private final Span badge = new Span();
    /** Held while attached. */
    private @Nullable Registration modeRegistration;

    public MainLayout(WorkbenchMode mode) {
        this.mode = mode;
        Span name = new Span(getTranslation("app.name"));
        name.addClassName("app-name");
        name.setId("app-name");

        badge.addClassName("mode-badge");
        badge.setId("mode-badge");
        showMode();

        Select<Locale> language = new Select<>();
        language.setId("language-switch");
        language.setAriaLabel(getTranslation("language.label"));
        language.setItems(WorkbenchI18NProvider.LOCALES);
        language.setItemLabelGenerator(l -> WorkbenchI18NProvider.languageOf(l).equals("zh") ? "中文" : "English");
        language.setValue(
                WorkbenchI18NProvider.languageOf(getLocale()).equals("zh")
                        ? WorkbenchI18NProvider.CHINESE
                        : WorkbenchI18NProvider.ENGLISH);
        language.addValueChangeListener(e -> {
            if (e.isFromClient() && e.getValue() != null) {
                VaadinSession.getCurrent().setLocale(e.getValue());
                // the language is in the link: reload the same page with lang replaced
                UI ui = UI.getCurrent();
                Location here = ui.getInternals().getActiveViewLocation();
                // a lesson writes its own query, in the spec's canonical order and with the language just set;
                // Vaadin's location holds the query in a hash map, which shuffles it
                Map<String, List<String>> q =
                        new LinkedHashMap<>(here.getQueryParameters().getParameters());
                q.put(Languages.KEY, List.of(Languages.tag(e.getValue())));
                QueryParameters query = ui.getCurrentView() instanceof ReproducibleQuery page
                        ? page.currentQuery()
                        : new QueryParameters(q);
                ui.getPage().setLocation("/" + new Location(here.getPath(), query).getPathWithQueryParameters());
            }
        });

        Div spacer = new Div();
        HorizontalLayout header = new HorizontalLayout(skipLink(), new DrawerToggle(), name, badge, spacer, language);
        header.setWidthFull();
        header.setDefaultVerticalComponentAlignment(FlexComponent.Alignment.CENTER);
        header.expand(spacer);
        header.addClassName("app-header");
        addToNavbar(header);

        SideNav nav = new SideNav();
        nav.setId("side-nav");
        for (MenuEntry entry : MenuConfiguration.getMenuEntries()) {
            // the title in a span of its own, which may wrap: Lumo's label slot is nowrap with an ellipsis, and cut
            // "11. Run the offline research agent" at the drawer's width
            SideNavItem item = new SideNavItem("", entry.path());
            Span title = new Span(Lessons.numberedTitle(entry, this::getTranslation));
            title.addClassName("nav-title");
            item.getElement().appendChild(title.getElement());
            nav.addItem(item);
        }
        addToDrawer(nav);
        setPrimarySection(Section.DRAWER);
    }

    /**
     * "Skip to content": the first thing Tab reaches, hidden until it has the focus; it moves the focus to the page
     * itself, past the header and the side navigation (WCAG 2.4.1).
     */
    private Anchor skipLink() {
        Anchor skip = new Anchor("#" + MAIN_ID, getTranslation("skip.link"));
        skip.setId("skip-link");
        skip.addClassName("skip-link");
        skip.getElement().setAttribute("router-ignore", true);
        skip.getElement()
                .executeJs(
                        "this.addEventListener('click', e => { e.preventDefault();"
                                + " const main = document.getElementById($0); if (main) { main.focus(); main.scrollIntoView(); } })",
                        MAIN_ID);
        return skip;
    }

    /** The page shown in the content area is the target of the skip link: focusable by script, not by Tab. */
    @Override
    public void showRouterLayoutContent(HasElement content) {
        super.showRouterLayoutContent(content);
        if (content != null) {
            content.getElement().setAttribute("id", MAIN_ID);
            content.getElement().setAttribute("tabindex", "-1");
            content.getElement().setAttribute("role", "main");
        }
    }

    @Override
    protected void onAttach(AttachEvent attachEvent) {
        super.onAttach(attachEvent);
        UI ui = attachEvent.getUI();
        modeRegistration = mode.addChangeListener(() -> ui.access(this::showMode));
    }

    @Override
    protected void onDetach(DetachEvent detachEvent) {
        if (modeRegistration != null) {
            modeRegistration.remove();
            modeRegistration = null;
        }
        super.onDetach(detachEvent);
    }

    private void showMode() {
        // the provider's name in the reader's language ("OpenAI-compatible server", "OpenAI 兼容服务器")
        badge.setText(
                mode.isLive()
                        ? getTranslation("mode.live", getTranslation("live.provider." + mode.liveProvider()))
                        : getTranslation("mode.offline"));
        badge.setClassName("live", mode.isLive());
        badge.setClassName("offline", !mode.isLive());
    }
}
