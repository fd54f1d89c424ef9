package com.agenteval.workbench;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noMethods;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.AccessTarget;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.jspecify.annotations.NullMarked;

/** Keeps the layers honest: a pure-Java core, thin pages, no cycles between feature packages. */
@AnalyzeClasses(packages = "com.agenteval.workbench",
        importOptions = {ImportOption.DoNotIncludeTests.class, ArchitectureTest.DoNotIncludeSpringAot.class})
class ArchitectureTest {

    /**
     * The classes Spring AOT generates into target/classes when the production jar is built ({@code process-aot}:
     * {@code X__BeanDefinitions} and the like, CGLIB's {@code $$SpringCGLIB$$} proxies): code no one writes, which
     * names every bean a page is given and would break the layer rules after a production build.
     */
    static final class DoNotIncludeSpringAot implements ImportOption {
        private static final java.util.regex.Pattern GENERATED =
                java.util.regex.Pattern.compile(".*(__[A-Za-z]+|\\$\\$SpringCGLIB\\$\\$.*)(\\$[^/]*)?\\.class");

        @Override
        public boolean includes(com.tngtech.archunit.core.importer.Location location) {
            return !location.matches(GENERATED);
        }
    }

    @ArchTest
    static final ArchRule coreIsPureJava = noClasses().that().resideInAPackage("..workbench.core..")
            .should().dependOnClassesThat().resideInAnyPackage("org.springframework..", "com.vaadin..")
            .because("the core (world, agent, judges, forecasting) is plain Java that pages, commands and tests share");

    @ArchTest
    static final ArchRule coreDoesNotReachOut = noClasses().that().resideInAPackage("..workbench.core..")
            .should().dependOnClassesThat().resideInAnyPackage("..workbench.notebook..", "..workbench.base..",
                    "..workbench.cli..")
            .because("the core knows nothing of the pages or the command line that use it");

    @ArchTest
    static final ArchRule notebookHasNoDomainLogic = noClasses().that().resideInAPackage("..workbench.notebook..")
            .should().dependOnClassesThat(JavaClass.Predicates.resideInAPackage("..workbench.core..")
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
            .that().resideOutsideOfPackage("..workbench.core.python..")
            .should().dependOnClassesThat().areAssignableTo(java.text.NumberFormat.class)
            .because("DecimalFormat and NumberFormat round and group as Java does; every displayed number goes through "
                    + "core/python/PyFormat, Python's semantics (NumberFormattingTest covers String.format)");

    @ArchTest
    static final ArchRule featurePackagesHaveNoCycles = slices().matching("com.agenteval.workbench.(*)..")
            .should().beFreeOfCycles();

    @ArchTest
    static final ArchRule corePackagesHaveNoCycles = slices().matching("com.agenteval.workbench.core.(*)..")
            .should().beFreeOfCycles();

    // issue 28: the pages' command lines come from core (core/params' CommandLines), not from the cli package

    @ArchTest
    static final ArchRule lessonsDoNotImportCli = noClasses().that().resideInAPackage("..workbench.lessons..")
            .should().dependOnClassesThat().resideInAPackage("..workbench.cli..")
            .because("a page shows a command line built from core/params; the commands themselves are cli's");

    /**
     * The same rule on the source: javac inlines a constant ({@code WorkbenchCli.JAR} was one), so its import leaves
     * no trace in the bytecode that {@link #lessonsDoNotImportCli} reads.
     */
    @ArchTest
    static final ArchRule lessonsSourcesDoNotNameCli = classes().that().resideInAPackage("..workbench.lessons..")
            .and().areTopLevelClasses()
            .should(new ArchCondition<JavaClass>("have a source file that does not name the cli package") {
                @Override
                public void check(JavaClass c, ConditionEvents events) {
                    for (String root : List.of("src/main/java", "src/test/java")) {
                        Path source = Path.of(root, c.getPackageName().replace('.', '/'), c.getSimpleName() + ".java");
                        if (!Files.exists(source)) {
                            continue;
                        }
                        String text;
                        try {
                            text = Files.readString(source);
                        } catch (IOException e) {
                            events.add(SimpleConditionEvent.violated(c, "cannot read " + source + ": " + e));
                            return;
                        }
                        events.add(new SimpleConditionEvent(c, !text.contains("com.agenteval.workbench.cli."),
                                source + " names com.agenteval.workbench.cli"));
                        return;
                    }
                }
            });

    // branch layout (issue 15): the package layout's own rules

    @ArchTest
    static final ArchRule routesLiveUnderLessons = classes().that().areAnnotatedWith(com.vaadin.flow.router.Route.class)
            .should().resideInAPackage("..workbench.lessons..")
            .because("one package per lesson page: a route is a lesson page, found under lessons/<page>");

    @ArchTest
    static final ArchRule appImportsNoVaadin = noClasses().that().resideInAPackage("..workbench.app..")
            .should().dependOnClassesThat().resideInAPackage("com.vaadin..")
            .because("app/ holds the Spring services that adapt the core; the pages are the only Vaadin side");

    @ArchTest
    static final ArchRule appDoesNotReachIntoLessons = noClasses().that().resideInAPackage("..workbench.app..")
            .should().dependOnClassesThat().resideInAnyPackage("..workbench.lessons..", "..workbench.notebook..")
            .because("services serve the pages; a page takes a service, never the other way round");

    // branch slim (issue 15): short pages, and only pages reach the services

    /** A page is a short constructor that lists its cells; what a cell does belongs in the cell. */
    static final int MAX_PAGE_LINES = 150;

    @ArchTest
    static final ArchRule pagesAreShort = classes().that().areAnnotatedWith(com.vaadin.flow.router.Route.class)
            .and().resideInAPackage("..workbench.lessons..")
            .should(new ArchCondition<JavaClass>("have a source file of at most " + MAX_PAGE_LINES + " lines") {
                @Override
                public void check(JavaClass page, ConditionEvents events) {
                    Path source = Path.of("src/main/java", page.getPackageName().replace('.', '/'),
                            page.getSimpleName() + ".java");
                    long lines;
                    try (Stream<String> all = Files.lines(source)) {
                        lines = all.count();
                    } catch (IOException e) {
                        events.add(SimpleConditionEvent.violated(page, "cannot read " + source + ": " + e));
                        return;
                    }
                    events.add(new SimpleConditionEvent(page, lines <= MAX_PAGE_LINES,
                            source + " has " + lines + " lines (at most " + MAX_PAGE_LINES + ")"));
                }
            });

    /** Spring beans: what only a page may take. */
    private static final DescribedPredicate<JavaClass> SPRING_BEANS = DescribedPredicate.describe(
            "a Spring bean (@Component, @Service, @Configuration) or a class in app",
            c -> c.getPackageName().startsWith("com.agenteval.workbench.app")
                    || c.isAnnotatedWith(org.springframework.stereotype.Component.class)
                    || c.isAnnotatedWith(org.springframework.stereotype.Service.class)
                    || c.isAnnotatedWith(org.springframework.context.annotation.Configuration.class));

    private static final String APP = "com.agenteval.workbench.app.";

    /**
     * Values and callback types of {@code app} that a page hands to its cells as data: records, enums, constants and
     * one-method interfaces, no service. They live in app beside the service that makes them; moving them to core
     * goes with their service's own refactoring.
     */
    private static final List<String> APP_VALUE_TYPES = List.of(
            APP + "forecast.RunPlan", APP + "forecast.SavedRun", APP + "forecast.TraceStoreService$Lookup",
            APP + "live.LiveRunRequest", APP + "live.LiveRunOutcome", APP + "live.LiveProgress",
            APP + "live.RetryNotice", APP + "live.LiveQuestions",
            APP + "live.agent.LiveWorldRunStore$Entry", APP + "live.agent.LiveWorldRuns$Saved",
            APP + "live.ProviderConfig", APP + "live.ProviderKind", APP + "live.SearchConfig", APP + "live.Secret",
            APP + "live.ConnectionReport", APP + "session.LiveSettings$Readiness",
            APP + "session.LiveSettings$KeySource", APP + "otel.LiveSpans$Status");

    private static final DescribedPredicate<JavaClass> ALLOWED_FROM_APP = DescribedPredicate.describe(
            "a listed value type of app", c -> APP_VALUE_TYPES.stream().anyMatch(
                    allowed -> c.getName().equals(allowed) || c.getName().startsWith(allowed + "$")));

    @ArchTest
    static final ArchRule cellsDoNotDependOnSpringBeans = noClasses()
            .that().resideInAnyPackage("..workbench.lessons..", "..workbench.notebook..")
            .and().areNotAnnotatedWith(com.vaadin.flow.router.Route.class)
            .should().dependOnClassesThat(SPRING_BEANS.and(DescribedPredicate.not(ALLOWED_FROM_APP)))
            .because("only pages call services: a cell gets its data through show(result) and raises events, and a "
                    + "form is given what to save (HOUSE_STYLE, \"The shape this project takes\")");

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
    static final DescribedPredicate<JavaAccess<?>> STARTS_BACKGROUND_WORK = DescribedPredicate.describe(
            "starts a thread, a pool or a timer, or runs on the common pool", access -> {
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
                if (owner.equals(java.util.concurrent.Executors.class.getName())) {
                    return !name.equals("callable");
                }
                if (constructs && (target.getOwner().isAssignableTo(java.util.concurrent.ThreadPoolExecutor.class)
                        || target.getOwner().isAssignableTo(java.util.concurrent.ForkJoinPool.class)
                        || target.getOwner().isAssignableTo(java.util.Timer.class)
                        || owner.startsWith("org.springframework.scheduling.concurrent.")
                        || owner.equals("org.springframework.core.task.SimpleAsyncTaskExecutor"))) {
                    return true;
                }
                if (owner.equals(java.util.concurrent.ForkJoinPool.class.getName())) {
                    return name.equals("commonPool");
                }
                if (name.equals("parallelStream") && target.getOwner().isAssignableTo(java.util.Collection.class)) {
                    return true;
                }
                if (name.equals("parallel") && target.getOwner().isAssignableTo(java.util.stream.BaseStream.class)) {
                    return true;
                }
                if (name.endsWith("Async") && target.getOwner().isAssignableTo(
                        java.util.concurrent.CompletableFuture.class)
                        && target instanceof AccessTarget.CodeUnitAccessTarget unit) {
                    return unit.getRawParameterTypes().stream()
                            .noneMatch(p -> p.isAssignableTo(java.util.concurrent.Executor.class));
                }
                return false;
            });

    /**
     * Classes that still start threads of their own, each with why; issue 28 leaves them to a later step. This list
     * only shrinks.
     */
    static final List<String> NOT_YET_ON_THE_FACTORY = List.of(
            // core: the bounded read of a saved file opens it on a pool thread within a deadline (a FIFO swapped in
            // blocks the open); every reader of a saved file (core, app, cli) would take the Executor from its caller
            "com.agenteval.workbench.core.log.FileBytes",
            // the thread factory under BackgroundWork, which FileBytes and RunDeadline still use; it moves into
            // BackgroundWork with them
            "com.agenteval.workbench.core.jobs.DaemonThreads",
            // core: a long expression is parsed on a thread with a large stack (6000 pegen levels need about 4 MB of
            // Java stack, nested f-string parsers more); pegen's level counter is already there, the Java stack is
            // what the thread is for, and a parser without recursion is its own piece of work
            "com.agenteval.workbench.core.python.parser.PythonParser",
            // app/live's static helpers, reached through the LiveHttp value from pages, jobs and the command line:
            // the run's deadline timer, the connection check's deadline thread, OkHttp's call made interruptible
            "com.agenteval.workbench.app.live.RunDeadline",
            "com.agenteval.workbench.app.live.ConnectionCheck",
            "com.agenteval.workbench.app.live.HttpErrors");

    @ArchTest
    static final ArchRule backgroundWorkComesFromOneFactory = noClasses()
            .that(DescribedPredicate.describe("are not the factory " + BACKGROUND_WORK, c -> {
                String top = c.getName().contains("$") ? c.getName().substring(0, c.getName().indexOf('$'))
                        : c.getName();
                return !top.equals(BACKGROUND_WORK) && !NOT_YET_ON_THE_FACTORY.contains(top);
            }))
            .should().accessTargetWhere(STARTS_BACKGROUND_WORK)
            .because("every executor, thread and timer is a named, bounded pool of app/jobs/BackgroundWork, shut down "
                    + "when the app stops; a page's parallel work lends its session's compute lane "
                    + "(core/jobs/Helpers), never the common pool; core takes an Executor from its caller "
                    + "(docs/architecture.md)");

    @ArchTest
    static final ArchRule noWorkIsScheduledByAnnotation = noMethods()
            .should().beAnnotatedWith("org.springframework.scheduling.annotation.Scheduled")
            .orShould().beAnnotatedWith("org.springframework.scheduling.annotation.Async")
            .because("@Scheduled and @Async run on Spring's own executors, outside app/jobs/BackgroundWork: a timer "
                    + "is work.timer(name), long work a Jobs job");

    /**
     * Packages not yet {@code @NullMarked} (issue 28, nullness checked by the build): NullAway checks only marked
     * packages, so each of these is unchecked. The set only shrinks: mark a package (package-info.java with
     * {@code @NullMarked}), fix its NullAway errors, and take it off this list.
     */
    static final Set<String> NOT_YET_NULL_MARKED = Set.of(
            "com.agenteval.workbench",
            "com.agenteval.workbench.app",
            "com.agenteval.workbench.app.cache",
            "com.agenteval.workbench.app.forecast",
            "com.agenteval.workbench.app.jobs",
            "com.agenteval.workbench.app.judges",
            "com.agenteval.workbench.app.live",
            "com.agenteval.workbench.app.live.agent",
            "com.agenteval.workbench.app.live.judge",
            "com.agenteval.workbench.app.mcp",
            "com.agenteval.workbench.app.otel",
            "com.agenteval.workbench.app.serving",
            "com.agenteval.workbench.app.session",
            "com.agenteval.workbench.base.i18n",
            "com.agenteval.workbench.base.ui",
            "com.agenteval.workbench.cli",
            "com.agenteval.workbench.core",
            "com.agenteval.workbench.core.forecast.panel",
            "com.agenteval.workbench.core.inspect",
            "com.agenteval.workbench.lessons.agent",
            "com.agenteval.workbench.lessons.configs",
            "com.agenteval.workbench.lessons.errorbars",
            "com.agenteval.workbench.lessons.forecast",
            "com.agenteval.workbench.lessons.home",
            "com.agenteval.workbench.lessons.judges",
            "com.agenteval.workbench.lessons.mcpcalls",
            "com.agenteval.workbench.lessons.outcome",
            "com.agenteval.workbench.lessons.passk",
            "com.agenteval.workbench.lessons.settings",
            "com.agenteval.workbench.lessons.shared",
            "com.agenteval.workbench.lessons.tools",
            "com.agenteval.workbench.lessons.world",
            "com.agenteval.workbench.notebook",
            "com.agenteval.workbench.notebook.chart");

    @ArchTest
    static final ArchRule everyPackageIsNullMarked = classes()
            .that(DescribedPredicate.describe("are not in a package of NOT_YET_NULL_MARKED",
                    c -> !NOT_YET_NULL_MARKED.contains(c.getPackageName())))
            .should(new ArchCondition<JavaClass>("be in a @NullMarked package") {
                @Override
                public void check(JavaClass c, ConditionEvents events) {
                    if (!c.getPackage().isAnnotatedWith(NullMarked.class)) {
                        events.add(SimpleConditionEvent.violated(c, c.getName() + " is in package "
                                + c.getPackageName() + ", which is not @NullMarked (its package-info.java)"));
                    }
                }
            })
            .because("NullAway (through Error Prone) checks the nullness of @NullMarked packages only, and fails the "
                    + "build on an error there: a package without the mark is not checked");
}
