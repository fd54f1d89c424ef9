package com.agenteval.workbench;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noMethods;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.agenteval.workbench.core.params.ParamSpec;
import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.AccessTarget;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.NumberFormat;
import java.time.Clock;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Timer;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.regex.Pattern;
import java.util.stream.BaseStream;
import org.jspecify.annotations.NullMarked;

/** Keeps the layers honest: a pure-Java core, thin pages, no cycles between feature packages. */
@AnalyzeClasses(
        packages = "com.agenteval.workbench",
        importOptions = {ImportOption.DoNotIncludeTests.class, ArchitectureTest.DoNotIncludeSpringAot.class})
class ArchitectureTest {

    /**
     * The classes Spring AOT generates into target/classes when the production jar is built ({@code process-aot}:
     * {@code X__BeanDefinitions} and the like, CGLIB's {@code $$SpringCGLIB$$} proxies): code no one writes, which
     * names every bean a page is given and would break the layer rules after a production build.
     */
    static final class DoNotIncludeSpringAot implements ImportOption {
        private static final Pattern GENERATED =
                Pattern.compile(".*(__[A-Za-z]+|\\$\\$SpringCGLIB\\$\\$.*)(\\$[^/]*)?\\.class");

        @Override
        public boolean includes(com.tngtech.archunit.core.importer.Location location) {
            return !location.matches(GENERATED);
        }
    }

    @ArchTest
    static final ArchRule coreIsPureJava = noClasses()
            .that()
            .resideInAPackage("..workbench.core..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage("org.springframework..", "com.vaadin..")
            .because("the core (world, agent, judges, forecasting) is plain Java that pages, commands and tests share");

    @ArchTest
    static final ArchRule coreDoesNotReachOut = noClasses()
            .that()
            .resideInAPackage("..workbench.core..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage("..workbench.notebook..", "..workbench.base..", "..workbench.cli..")
            .because("the core knows nothing of the pages or the command line that use it");

    @ArchTest
    static final ArchRule notebookHasNoDomainLogic = noClasses()
            .that()
            .resideInAPackage("..workbench.notebook..")
            .should()
            .dependOnClassesThat(JavaClass.Predicates.resideInAPackage("..workbench.core..")
                    .and(DescribedPredicate.not(JavaClass.Predicates.resideInAPackage("..workbench.core.params..")))
                    .and(DescribedPredicate.not(JavaClass.Predicates.resideInAPackage("..workbench.core.python..")))
                    .and(DescribedPredicate.not(JavaClass.Predicates.resideInAPackage("..workbench.core.csv..")))
                    .and(DescribedPredicate.not(JavaClass.Predicates.resideInAPackage("..workbench.core.jobs.."))))
            .because("cells are generic notebook components; pages bring the domain (the parameter declarations "
                    + "are not domain logic: a page field is derived from one; nor is Python's number formatting, "
                    + "which a chart's data table prints its values with, as the chart does; nor are the job and "
                    + "compute ports of core/jobs, which the notebook runs work through and app implements)");

    @ArchTest
    static final ArchRule numbersAreFormattedAsPythonDoes = noClasses()
            .that()
            .resideOutsideOfPackage("..workbench.core.python..")
            .should()
            .dependOnClassesThat()
            .areAssignableTo(NumberFormat.class)
            .because("DecimalFormat and NumberFormat round and group as Java does; every displayed number goes through "
                    + "core/python/PyFormat, Python's semantics (NumberFormattingTest covers String.format)");

    @ArchTest
    static final ArchRule featurePackagesHaveNoCycles =
            slices().matching("com.agenteval.workbench.(*)..").should().beFreeOfCycles();

    @ArchTest
    static final ArchRule corePackagesHaveNoCycles =
            slices().matching("com.agenteval.workbench.core.(*)..").should().beFreeOfCycles();

    // issue 28: the pages' command lines come from core (core/params' CommandLines), not from the cli package

    @ArchTest
    static final ArchRule lessonsDoNotImportCli = noClasses()
            .that()
            .resideInAPackage("..workbench.lessons..")
            .should()
            .dependOnClassesThat()
            .resideInAPackage("..workbench.cli..")
            .because("a page shows a command line built from core/params; the commands themselves are cli's");

    /**
     * The same rule on the source: javac inlines a constant ({@code WorkbenchCli.JAR} was one), so its import leaves
     * no trace in the bytecode that {@link #lessonsDoNotImportCli} reads.
     */
    @ArchTest
    static final ArchRule lessonsSourcesDoNotNameCli = classes()
            .that()
            .resideInAPackage("..workbench.lessons..")
            .and()
            .areTopLevelClasses()
            .should(new ArchCondition<JavaClass>("have a source file that does not name the cli package") {
                @Override
                public void check(JavaClass c, ConditionEvents events) {
                    Path source = sourceOf(c);
                    String text;
                    try {
                        text = Files.readString(source);
                    } catch (IOException e) {
                        events.add(SimpleConditionEvent.violated(c, "cannot read " + source + ": " + e));
                        return;
                    }
                    events.add(new SimpleConditionEvent(
                            c,
                            !text.contains("com.agenteval.workbench.cli."),
                            source + " names com.agenteval.workbench.cli"));
                }
            });

    /** A top-level class's source file: under src/main/java, else (a fixture) under src/test/java. */
    static Path sourceOf(JavaClass c) {
        String file = c.getPackageName().replace('.', '/') + "/" + c.getSimpleName() + ".java";
        Path main = Path.of("src/main/java", file);
        return Files.exists(main) ? main : Path.of("src/test/java", file);
    }

    // issue 28: no cycles between the packages of lessons and of app, in the bytecode and in the sources (javac
    // inlines a constant, so only the source shows that lessons/shared used lessons/agent's route)

    @ArchTest
    static final ArchRule lessonPackagesHaveNoCycles =
            slices().matching("com.agenteval.workbench.lessons.(*)..").should().beFreeOfCycles();

    @ArchTest
    static final ArchRule appPackagesHaveNoCycles =
            slices().matching("com.agenteval.workbench.app.(*)..").should().beFreeOfCycles();

    @ArchTest
    static final ArchRule lessonSourcesHaveNoCycles = sourceImportsHaveNoCycles("com.agenteval.workbench.lessons");

    @ArchTest
    static final ArchRule appSourcesHaveNoCycles = sourceImportsHaveNoCycles("com.agenteval.workbench.app");

    /**
     * The packages right under {@code root} import each other without a cycle, read from the sources' import lines
     * (static ones too): each cycle is one violation that names its packages and a file behind each of its arrows.
     */
    static ArchRule sourceImportsHaveNoCycles(String root) {
        return classes()
                .that()
                .resideInAPackage(root + "..")
                .and()
                .areTopLevelClasses()
                .should(new ArchCondition<JavaClass>("import no package under " + root + " that imports theirs back") {
                    /** package -> imported package -> a source file that imports it */
                    private final Map<String, Map<String, String>> arrows = new TreeMap<>();

                    @Override
                    public void init(Collection<JavaClass> all) {
                        arrows.clear();
                    }

                    @Override
                    public void check(JavaClass c, ConditionEvents events) {
                        String from = sliceOf(root, c.getPackageName());
                        if (from.isEmpty()) {
                            return;
                        }
                        Path source = sourceOf(c);
                        List<String> lines;
                        try {
                            lines = Files.readAllLines(source);
                        } catch (IOException e) {
                            events.add(SimpleConditionEvent.violated(c, "cannot read " + source + ": " + e));
                            return;
                        }
                        for (String line : lines) {
                            String t = line.strip();
                            if (!t.startsWith("import ")) {
                                continue;
                            }
                            String name = t.substring("import ".length())
                                    .replace("static ", "")
                                    .strip();
                            String to = name.startsWith(root + ".") ? sliceOf(root, name) : "";
                            if (!to.isEmpty() && !to.equals(from)) {
                                arrows.computeIfAbsent(from, k -> new TreeMap<>())
                                        .putIfAbsent(to, source.getFileName().toString());
                            }
                        }
                    }

                    @Override
                    public void finish(ConditionEvents events) {
                        for (List<String> cycle : cycles(arrows)) {
                            StringBuilder text = new StringBuilder("a cycle of imports under " + root + ": ");
                            for (int i = 0; i < cycle.size(); i++) {
                                String a = cycle.get(i);
                                String b = cycle.get((i + 1) % cycle.size());
                                text.append(i == 0 ? "" : ", ")
                                        .append(a)
                                        .append(" -> ")
                                        .append(b)
                                        .append(" (")
                                        .append(arrows.get(a).get(b))
                                        .append(')');
                            }
                            events.add(SimpleConditionEvent.violated(root, text.toString()));
                        }
                    }
                });
    }

    /** The package right under {@code root} that {@code name} (a package or a class) lies in; "" for root itself. */
    private static String sliceOf(String root, String name) {
        if (!name.startsWith(root + ".")) {
            return "";
        }
        String rest = name.substring(root.length() + 1);
        int dot = rest.indexOf('.');
        return dot < 0 ? (Character.isUpperCase(rest.charAt(0)) ? "" : rest) : rest.substring(0, dot);
    }

    /** A graph's cycles, one per node in order: its shortest way back to itself, not through earlier nodes. */
    private static List<List<String>> cycles(Map<String, Map<String, String>> arrows) {
        List<List<String>> found = new ArrayList<>();
        Set<String> done = new HashSet<>();
        for (String start : arrows.keySet()) {
            // breadth first from start's arrows back to start, never through a node already done
            Map<String, String> previous = new HashMap<>();
            Deque<String> queue = new ArrayDeque<>();
            for (String next : arrows.get(start).keySet()) {
                if (!done.contains(next) && previous.putIfAbsent(next, start) == null) {
                    queue.add(next);
                }
            }
            while (!queue.isEmpty() && !previous.containsKey(start)) {
                String node = queue.poll();
                for (String next : arrows.getOrDefault(node, Map.of()).keySet()) {
                    if (!done.contains(next) && previous.putIfAbsent(next, node) == null) {
                        queue.add(next);
                    }
                }
            }
            if (previous.containsKey(start)) {
                List<String> cycle = new ArrayList<>();
                for (String node = previous.get(start); !node.equals(start); node = previous.get(node)) {
                    cycle.add(0, node);
                }
                cycle.add(0, start);
                found.add(cycle);
            }
            done.add(start);
        }
        return found;
    }

    // issue 28: small surfaces: a public type of core or app is one that another package names

    @ArchTest
    static final ArchRule publicTypesAreNamedOutsideTheirPackage =
            publicTypesAreNamedOutsideTheirPackage("com.agenteval.workbench", "core", "app");

    /**
     * Under {@code root}'s packages {@code layers}, a public top-level class is named by a class outside its own
     * package: a dependency in the bytecode; a call from outside of a method or constructor that takes or returns it
     * (a lambda given for an interface names none); a public method of a public class of its package that returns it
     * (its caller uses what it gets); or its full name in a source file under {@code root}, main or
     * test, of another package (an import, a static import or the name written out: javac inlines a constant, which
     * leaves no dependency, and a test in another package may need the type). A class nothing outside its package
     * names is package-private.
     */
    static ArchRule publicTypesAreNamedOutsideTheirPackage(String root, String... layers) {
        String[] packages =
                Arrays.stream(layers).map(l -> root + "." + l + "..").toArray(String[]::new);
        return classes()
                .that()
                .resideInAnyPackage(packages)
                .and()
                .areTopLevelClasses()
                .and()
                .arePublic()
                .should(new ArchCondition<JavaClass>("be named by a class outside their package") {
                    /** the source files under root, main and test, read once */
                    private final List<Source> sources = new ArrayList<>();

                    @Override
                    public void check(JavaClass c, ConditionEvents events) {
                        String own = c.getPackageName();
                        boolean named = c.getDirectDependenciesToSelf().stream()
                                        .anyMatch(d -> !d.getOriginClass()
                                                .getPackageName()
                                                .equals(own))
                                || takenOrGivenOutside(c)
                                || handedOut(c)
                                || namedInAnotherPackagesSource(c, root);
                        events.add(new SimpleConditionEvent(
                                c,
                                named,
                                c.getName() + " is public, and no class " + "outside " + own
                                        + " names it: make it package-private"));
                    }

                    /**
                     * A class outside the package calls a method or constructor that takes or returns {@code c}: a
                     * lambda given for an interface, or a value passed on, leaves no dependency on {@code c} itself.
                     */
                    private boolean takenOrGivenOutside(JavaClass c) {
                        Set<JavaCodeUnit> units = new HashSet<>();
                        units.addAll(c.getMethodsWithParameterTypeOfSelf());
                        units.addAll(c.getMethodsWithReturnTypeOfSelf());
                        units.addAll(c.getConstructorsWithParameterTypeOfSelf());
                        return units.stream()
                                .flatMap(u -> u.getAccessesToSelf().stream())
                                .anyMatch(a ->
                                        !a.getOriginOwner().getPackageName().equals(c.getPackageName()));
                    }

                    /**
                     * A public method of a public class of its package returns {@code c}: its caller, in any package,
                     * uses what it gets (a record's public component, say), so {@code c} stays public with it.
                     */
                    private boolean handedOut(JavaClass c) {
                        return c.getMethodsWithReturnTypeOfSelf().stream()
                                .anyMatch(m -> m.getOwner() != c
                                        && m.getModifiers().contains(JavaModifier.PUBLIC)
                                        && m.getOwner().getModifiers().contains(JavaModifier.PUBLIC)
                                        && m.getOwner().getPackageName().equals(c.getPackageName()));
                    }

                    private boolean namedInAnotherPackagesSource(JavaClass c, String root) {
                        Pattern name = Pattern.compile(Pattern.quote(c.getName()) + "\\b");
                        for (Source source : sources(root)) {
                            if (!source.packageName().equals(c.getPackageName())
                                    && name.matcher(source.text()).find()) {
                                return true;
                            }
                        }
                        return false;
                    }

                    private List<Source> sources(String root) {
                        if (sources.isEmpty()) {
                            String folder = root.replace('.', '/');
                            for (Path dir :
                                    List.of(Path.of("src/main/java", folder), Path.of("src/test/java", folder))) {
                                if (!Files.isDirectory(dir)) {
                                    continue;
                                }
                                try (var files = Files.walk(dir)) {
                                    for (Path f : files.filter(f -> f.toString().endsWith(".java"))
                                            .toList()) {
                                        String pkg = dir.relativize(f.getParent())
                                                .toString()
                                                .replace('/', '.');
                                        sources.add(new Source(
                                                pkg.isEmpty() ? root : root + "." + pkg, Files.readString(f)));
                                    }
                                } catch (IOException e) {
                                    throw new UncheckedIOException(e);
                                }
                            }
                        }
                        return sources;
                    }
                })
                .allowEmptyShould(true)
                .because("package-private by default (docs/architecture.md, \"Small surfaces\"): a type nothing "
                        + "outside its package uses is its package's detail, and its package's surface stays small");
    }

    /** A source file's package and text. */
    private record Source(String packageName, String text) {}

    /**
     * The most of core's top-level classes that may be public, in percent: issue 28's bound (docs/architecture.md,
     * "Small surfaces"). A small type that only travels with its owner is nested in it rather than made public.
     */
    static final int CORE_MOST_PUBLIC_PERCENT = 50;

    @ArchTest
    static final ArchRule coreIsMostlyPackagePrivate =
            coreIsMostlyPackagePrivate("com.agenteval.workbench.core", CORE_MOST_PUBLIC_PERCENT);

    /**
     * At most {@code percent} of the top-level classes under {@code pkg} ({@code package-info} left out) are public.
     * One violation when there are more, with the count and the packages with the most public classes.
     */
    static ArchRule coreIsMostlyPackagePrivate(String pkg, int percent) {
        return classes()
                .that()
                .resideInAPackage(pkg + "..")
                .and()
                .areTopLevelClasses()
                .and()
                .doNotHaveSimpleName("package-info")
                .should(
                        new ArchCondition<JavaClass>(
                                "be public in at most " + percent + " percent of the top-level classes") {
                            private final List<JavaClass> all = new ArrayList<>();

                            @Override
                            public void check(JavaClass c, ConditionEvents events) {
                                all.add(c);
                            }

                            @Override
                            public void finish(ConditionEvents events) {
                                Map<String, int[]> byPackage = new TreeMap<>();
                                int shown = 0;
                                for (JavaClass c : all) {
                                    int[] n = byPackage.computeIfAbsent(c.getPackageName(), k -> new int[2]);
                                    n[0]++;
                                    if (c.getModifiers().contains(JavaModifier.PUBLIC)) {
                                        n[1]++;
                                        shown++;
                                    }
                                }
                                int total = all.size();
                                if (shown * 100L <= (long) percent * total) {
                                    return;
                                }
                                StringBuilder most = new StringBuilder();
                                byPackage.entrySet().stream()
                                        .sorted((a, b) -> b.getValue()[1] - a.getValue()[1])
                                        .limit(5)
                                        .forEach(e -> most.append(most.isEmpty() ? "" : ", ")
                                                .append(e.getKey()
                                                        .substring(pkg.length())
                                                        .replaceFirst("^\\.", ""))
                                                .append(' ')
                                                .append(e.getValue()[1])
                                                .append(" of ")
                                                .append(e.getValue()[0]));
                                events.add(SimpleConditionEvent.violated(
                                        pkg,
                                        pkg + " has " + shown + " public of " + total + " top-level classes ("
                                                + Math.round(shown * 100.0 / total) + "%), more than " + percent
                                                + "%; the most public: " + most
                                                + ": make package-private what only its package uses, merge packages, or"
                                                + " give an area one public way in"));
                            }
                        })
                .allowEmptyShould(true)
                .because("package-private by default (docs/architecture.md, \"Small surfaces\"): issue 28's goal is "
                        + "at most 50% public, and the bound only goes down");
    }

    // branch layout (issue 15): the package layout's own rules

    @ArchTest
    static final ArchRule routesLiveUnderLessons = classes()
            .that()
            .areAnnotatedWith(com.vaadin.flow.router.Route.class)
            .should()
            .resideInAPackage("..workbench.lessons..")
            .because("one package per lesson page: a route is a lesson page, found under lessons/<page>");

    @ArchTest
    static final ArchRule appImportsNoVaadin = noClasses()
            .that()
            .resideInAPackage("..workbench.app..")
            .should()
            .dependOnClassesThat()
            .resideInAPackage("com.vaadin..")
            .because("app/ holds the Spring services that adapt the core; the pages are the only Vaadin side");

    @ArchTest
    static final ArchRule appDoesNotReachIntoLessons = noClasses()
            .that()
            .resideInAPackage("..workbench.app..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage("..workbench.lessons..", "..workbench.notebook..")
            .because("services serve the pages; a page takes a service, never the other way round");

    // branch slim (issue 15): short pages, and only pages reach the services

    /**
     * A page is a short constructor that lists its cells; what a cell does belongs in the cell. Measured in code
     * characters ({@link PageCode}), which no formatting changes: about 150 lines of this project's code.
     */
    static final int MAX_PAGE_CODE = 4_800;

    /** A class whose source (under src/main/java, else src/test/java) has at most {@code max} code characters. */
    static ArchCondition<JavaClass> haveAShortSource(int max) {
        return new ArchCondition<>("have a source of at most " + max + " code characters (PageCode)") {
            @Override
            public void check(JavaClass page, ConditionEvents events) {
                Path source = sourceOf(page);
                int code;
                try {
                    code = PageCode.characters(Files.readString(source));
                } catch (IOException e) {
                    events.add(SimpleConditionEvent.violated(page, "cannot read " + source + ": " + e));
                    return;
                }
                events.add(new SimpleConditionEvent(
                        page, code <= max, source + " has " + code + " code characters (at most " + max + ")"));
            }
        };
    }

    @ArchTest
    static final ArchRule pagesAreShort = classes()
            .that()
            .areAnnotatedWith(com.vaadin.flow.router.Route.class)
            .and()
            .resideInAPackage("..workbench.lessons..")
            .should(haveAShortSource(MAX_PAGE_CODE));

    // issue 28: thin pages: a page takes its lesson's facade (app/lesson), the session's jobs and the shell's

    /** The most constructor parameters a page takes: its lesson's facade, the session's jobs, and one of the shell. */
    static final int MAX_PAGE_COLLABORATORS = 3;

    @ArchTest
    static final ArchRule pagesTakeAtMostThreeCollaborators = classes()
            .that()
            .areAnnotatedWith(com.vaadin.flow.router.Route.class)
            .and()
            .resideInAPackage("..workbench.lessons..")
            .should(
                    new ArchCondition<JavaClass>(
                            "have constructors of at most " + MAX_PAGE_COLLABORATORS + " parameters") {
                        @Override
                        public void check(JavaClass page, ConditionEvents events) {
                            for (var constructor : page.getConstructors()) {
                                int n = constructor.getRawParameterTypes().size();
                                events.add(new SimpleConditionEvent(
                                        page,
                                        n <= MAX_PAGE_COLLABORATORS,
                                        constructor.getFullName() + " takes " + n + " collaborators (at most "
                                                + MAX_PAGE_COLLABORATORS + ")"));
                            }
                        }
                    })
            .because("a page is a list of cells, not a wiring hub: the services a lesson needs are gathered by its "
                    + "facade in app/lesson (docs/architecture.md, \"To add a lesson\")");

    /** Spring beans: what only a page may take. */
    private static final DescribedPredicate<JavaClass> SPRING_BEANS = DescribedPredicate.describe(
            "a Spring bean (@Component, @Service, @Configuration) or a class in app",
            c -> c.getPackageName().startsWith("com.agenteval.workbench.app")
                    || c.isAnnotatedWith(org.springframework.stereotype.Component.class)
                    || c.isAnnotatedWith(org.springframework.stereotype.Service.class)
                    || c.isAnnotatedWith(org.springframework.context.annotation.Configuration.class));

    /**
     * A page, or a class javac nests in one: an anonymous class, or the synthetic class of a switch over an enum
     * ({@code Page$1}), is the page's own code.
     */
    private static final DescribedPredicate<JavaClass> A_PAGE_OR_PART_OF_ONE =
            DescribedPredicate.describe("a page (@Route) or a class nested in one", c -> {
                for (JavaClass k = c; k != null; k = k.getEnclosingClass().orElse(null)) {
                    if (k.isAnnotatedWith(com.vaadin.flow.router.Route.class)) {
                        return true;
                    }
                }
                return false;
            });

    @ArchTest
    static final ArchRule cellsDoNotDependOnSpringBeans = noClasses()
            .that()
            .resideInAnyPackage("..workbench.lessons..", "..workbench.notebook..")
            .and(DescribedPredicate.not(A_PAGE_OR_PART_OF_ONE))
            .should()
            .dependOnClassesThat(SPRING_BEANS)
            .because("only pages call services: a cell gets its data through show(result) and raises events, and a "
                    + "form is given what to save (HOUSE_STYLE, \"The shape this project takes\"); what a page hands "
                    + "its cells is a value of core, the JDK, notebook or lessons, never a class of app");

    // issue 28: the command line's options are typed through converters, not re-parsed by hand

    /** Parsing a text by hand: a declared parameter's read or parse, or the JDK's number parsers. */
    static final DescribedPredicate<JavaAccess<?>> PARSES_BY_HAND = DescribedPredicate.describe(
            "parses an option's text by hand (ParamSpec.read/parse, Integer/Long/Double.parse*, new BigInteger(text))",
            access -> {
                AccessTarget target = access.getTarget();
                String owner = target.getOwner().getName();
                String name = target.getName();
                if (target.getOwner().isAssignableTo(ParamSpec.class)) {
                    return name.equals("read") || name.equals("parse");
                }
                if (owner.equals(Integer.class.getName())
                        || owner.equals(Long.class.getName())
                        || owner.equals(Double.class.getName())) {
                    return name.startsWith("parse")
                            || name.equals("valueOf")
                                    && target instanceof AccessTarget.CodeUnitAccessTarget unit
                                    && unit.getRawParameterTypes().size() == 1
                                    && unit.getRawParameterTypes().get(0).isEquivalentTo(String.class);
                }
                return owner.equals(BigInteger.class.getName())
                        && name.equals("<init>")
                        && target instanceof AccessTarget.CodeUnitAccessTarget unit
                        && !unit.getRawParameterTypes().isEmpty()
                        && unit.getRawParameterTypes().get(0).isEquivalentTo(String.class);
            });

    @ArchTest
    static final ArchRule optionsAreConvertedByPicocli = noClasses()
            .that()
            .resideInAPackage("..workbench.cli..")
            .and(DescribedPredicate.describe(
                    "are not Picocli (the converters) or SimOptions (sim's argparse parser)",
                    c -> !c.getName().startsWith("com.agenteval.workbench.cli.Picocli")
                            && !c.getName().startsWith("com.agenteval.workbench.cli.SimOptions")))
            .should()
            .accessTargetWhere(PARSES_BY_HAND)
            .because("picocli converts each option through its declared spec (Picocli.value, typed, simStyle) or a "
                    + "converter (Picocli.converted), so a value is refused in one place and in the spec's words");

    // issue 28: the time is read from the one clock

    /** The one class that names the system's clock: the Clock bean, and its static form for the command line. */
    static final String THE_CLOCK = "com.agenteval.workbench.app.ClockConfiguration";

    /**
     * Reading the system's time: a {@code java.time} {@code now()} without a clock, {@code Clock.systemUTC()},
     * {@code systemDefaultZone()} or {@code system(zone)}, {@code System.currentTimeMillis()}. Durations
     * ({@code System.nanoTime}) and {@code now(clock)} are not reading the time.
     */
    static final DescribedPredicate<JavaAccess<?>> READS_THE_SYSTEM_TIME = DescribedPredicate.describe(
            "reads the system's time (now() without a clock, Clock.system*, System.currentTimeMillis)", access -> {
                AccessTarget target = access.getTarget();
                String owner = target.getOwner().getName();
                String name = target.getName();
                if (owner.equals(System.class.getName())) {
                    return name.equals("currentTimeMillis");
                }
                if (owner.equals(Clock.class.getName())) {
                    return name.startsWith("system");
                }
                return owner.startsWith("java.time.")
                        && name.equals("now")
                        && target instanceof AccessTarget.CodeUnitAccessTarget unit
                        && unit.getRawParameterTypes().isEmpty();
            });

    @ArchTest
    static final ArchRule timeIsReadFromTheOneClock = noClasses()
            .that(DescribedPredicate.describe(
                    "are not " + THE_CLOCK, c -> !c.getName().equals(THE_CLOCK)))
            .should()
            .accessTargetWhere(READS_THE_SYSTEM_TIME)
            .because("one clock (the Clock bean, ClockConfiguration.system() where there is no Spring) lets a test "
                    + "fix the time, and nothing reads it beside that clock");

    // issue 28: one place that runs background work

    /** The one factory of threads and pools (HOUSE_STYLE, "One of each mechanism"). */
    static final String BACKGROUND_WORK = "com.agenteval.workbench.app.jobs.BackgroundWork";

    /**
     * What starts a thread or a pool of its own, or work on the common pool: a thread made ({@code new Thread},
     * {@code Thread.ofPlatform}, {@code Thread.ofVirtual}, {@code Thread.startVirtualThread}), any {@code Executors}
     * factory, a pool or timer constructed ({@code ThreadPoolExecutor}, {@code ScheduledThreadPoolExecutor},
     * {@code ForkJoinPool}, {@code java.util.Timer}, Spring's task executors and schedulers), the common pool
     * ({@code ForkJoinPool.commonPool}, a {@code parallelStream} or {@code parallel()} stream, a
     * {@code CompletableFuture.*Async} without an executor).
     */
    static final DescribedPredicate<JavaAccess<?>> STARTS_BACKGROUND_WORK =
            DescribedPredicate.describe("starts a thread, a pool or a timer, or runs on the common pool", access -> {
                AccessTarget target = access.getTarget();
                String owner = target.getOwner().getName();
                String name = target.getName();
                boolean constructs = name.equals("<init>");
                if (constructs && target.getOwner().isAssignableTo(Thread.class)) {
                    return true;
                }
                if (owner.equals(Thread.class.getName())) {
                    return name.equals("ofPlatform") || name.equals("ofVirtual") || name.equals("startVirtualThread");
                }
                if (owner.equals(Executors.class.getName())) {
                    return !name.equals("callable");
                }
                if (constructs
                        && (target.getOwner().isAssignableTo(ThreadPoolExecutor.class)
                                || target.getOwner().isAssignableTo(ForkJoinPool.class)
                                || target.getOwner().isAssignableTo(Timer.class)
                                || owner.startsWith("org.springframework.scheduling.concurrent.")
                                || owner.equals("org.springframework.core.task.SimpleAsyncTaskExecutor"))) {
                    return true;
                }
                if (owner.equals(ForkJoinPool.class.getName())) {
                    return name.equals("commonPool");
                }
                if (name.equals("parallelStream") && target.getOwner().isAssignableTo(Collection.class)) {
                    return true;
                }
                if (name.equals("parallel") && target.getOwner().isAssignableTo(BaseStream.class)) {
                    return true;
                }
                if (name.endsWith("Async")
                        && target.getOwner().isAssignableTo(CompletableFuture.class)
                        && target instanceof AccessTarget.CodeUnitAccessTarget unit) {
                    return unit.getRawParameterTypes().stream().noneMatch(p -> p.isAssignableTo(Executor.class));
                }
                return false;
            });

    @ArchTest
    static final ArchRule backgroundWorkComesFromOneFactory = noClasses()
            .that(DescribedPredicate.describe("are not the factory " + BACKGROUND_WORK, c -> {
                String top = c.getName().contains("$")
                        ? c.getName().substring(0, c.getName().indexOf('$'))
                        : c.getName();
                return !top.equals(BACKGROUND_WORK);
            }))
            .should()
            .accessTargetWhere(STARTS_BACKGROUND_WORK)
            .because("every executor, thread and timer is a named, bounded pool of app/jobs/BackgroundWork, shut down "
                    + "when the app stops; a page's parallel work lends its session's compute lane "
                    + "(core/jobs/Helpers), never the common pool; core takes an Executor from its caller "
                    + "(docs/architecture.md)");

    @ArchTest
    static final ArchRule noWorkIsScheduledByAnnotation = noMethods()
            .should()
            .beAnnotatedWith("org.springframework.scheduling.annotation.Scheduled")
            .orShould()
            .beAnnotatedWith("org.springframework.scheduling.annotation.Async")
            .because("@Scheduled and @Async run on Spring's own executors, outside app/jobs/BackgroundWork: a timer "
                    + "is work.timer(name), long work a Jobs job");

    @ArchTest
    static final ArchRule everyPackageIsNullMarked = classes()
            .should(new ArchCondition<JavaClass>("be in a @NullMarked package") {
                @Override
                public void check(JavaClass c, ConditionEvents events) {
                    if (!c.getPackage().isAnnotatedWith(NullMarked.class)) {
                        events.add(SimpleConditionEvent.violated(
                                c,
                                c.getName() + " is in package " + c.getPackageName()
                                        + ", which is not @NullMarked (its package-info.java)"));
                    }
                }
            })
            .because("NullAway (through Error Prone) checks the nullness of @NullMarked packages only, and fails the "
                    + "build on an error there: a package without the mark is not checked");
}
