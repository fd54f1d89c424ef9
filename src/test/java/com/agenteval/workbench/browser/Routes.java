package com.agenteval.workbench.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.lessons.forecast.ForecastReplayPage;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouteData;
import com.vaadin.flow.server.VaadinServletContext;
import com.vaadin.flow.server.startup.ApplicationRouteRegistry;
import jakarta.servlet.ServletContext;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.core.type.filter.AnnotationTypeFilter;

/**
 * The path of every route the app registers, from Vaadin's route registry (so a new page is covered without touching
 * a test), with a real value for a path parameter; the test-only pages left out.
 */
final class Routes {

    private Routes() {}

    /**
     * The routes to open: every route, or only those named in the system property {@code workbench.routes}
     * (comma-separated paths, e.g. {@code -Dworkbench.routes=/judges,/error-bars}): the pages a change touched, on a
     * crowded machine.
     */
    static List<String> selected(ServletContext servletContext) throws IOException {
        List<String> all = paths(servletContext);
        String only = System.getProperty("workbench.routes", "").strip();
        if (only.isEmpty()) {
            return all;
        }
        List<String> wanted = List.of(only.split("\\s*,\\s*"));
        assertThat(all).as("routes named in workbench.routes").containsAll(wanted);
        return all.stream().filter(wanted::contains).toList();
    }

    static List<String> paths(ServletContext servletContext) throws IOException {
        Map<Class<?>, String> examples = Map.of(ForecastReplayPage.class, "forecast/replay/" + aSavedRun());
        List<String> paths = new ArrayList<>();
        for (RouteData route : ApplicationRouteRegistry.getInstance(new VaadinServletContext(servletContext))
                .getRegisteredRoutes()) {
            String template = route.getTemplate();
            if (template.startsWith("test/")) {
                continue; // pages of the test sources, not of the app
            }
            if (template.contains(":")) {
                assertThat(examples)
                        .as("an example path for the parameterised route " + template + " ("
                                + route.getNavigationTarget().getName() + ")")
                        .containsKey(route.getNavigationTarget());
                paths.add("/" + examples.get(route.getNavigationTarget()));
            } else {
                paths.add("/" + template);
            }
        }
        return paths;
    }

    /**
     * The routes the app's pages declare ({@code @Route} classes under {@code lessons}, read from the class path), for
     * a server started elsewhere, whose registry this JVM cannot read; a parameterised route with its example, as
     * {@link #paths}.
     */
    static List<String> declared() throws IOException {
        ClassPathScanningCandidateComponentProvider scanner = new ClassPathScanningCandidateComponentProvider(false);
        scanner.addIncludeFilter(new AnnotationTypeFilter(Route.class));
        List<String> paths = new ArrayList<>();
        for (BeanDefinition page : scanner.findCandidateComponents("com.agenteval.workbench.lessons")) {
            String name = Objects.requireNonNull(page.getBeanClassName());
            Class<?> type;
            try {
                type = Class.forName(name);
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(name, e);
            }
            String template = type.getAnnotation(Route.class).value();
            if (template.startsWith("test/")) {
                continue; // pages of the test sources, not of the app
            }
            if (type == ForecastReplayPage.class) {
                paths.add("/forecast/replay/" + aSavedRun());
            } else {
                assertThat(template).as("a route without parameters: " + name).doesNotContain(":");
                paths.add("/" + template);
            }
        }
        paths.sort(null);
        return paths;
    }

    private static String aSavedRun() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("traces"))) {
            return files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".json"))
                    .sorted()
                    .findFirst()
                    .orElseThrow(() -> new IllegalStateException("no saved run in traces/"));
        }
    }

    /** A file name for a route's screenshot: "home" for "/", else the path with "/" as "_". */
    static String fileName(String path) {
        return path.equals("/") ? "home" : path.substring(1).replace('/', '_');
    }
}
