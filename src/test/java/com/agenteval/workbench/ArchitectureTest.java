package com.agenteval.workbench;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** Keeps the layers honest: a pure-Java core, thin pages, no cycles between feature packages. */
@AnalyzeClasses(packages = "com.agenteval.workbench", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

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
                    .and(DescribedPredicate.not(JavaClass.Predicates.resideInAPackage("..workbench.core.csv.."))))
            .because("cells are generic notebook components; pages bring the domain (the parameter declarations "
                    + "are not domain logic: a page field is derived from one; nor is Python's number formatting, "
                    + "which a chart's data table prints its values with, as the chart does)");

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

    // branch layout (issue 15): the package layout's own rules

    @ArchTest
    static final ArchRule routesLiveUnderLessons = classes().that().areAnnotatedWith(com.vaadin.flow.router.Route.class)
            .should().resideInAPackage("..workbench.lessons..")
            .because("one package per lesson page: a route is a lesson page, found under lessons/<page>");

    // The session beans (SimSession, LiveSettings) still carry Vaadin's session-scope annotation; moving their
    // scope into a base/ configuration is open work of issue 15, so that one annotation package is allowed for now.
    @ArchTest
    static final ArchRule appImportsNoVaadin = noClasses().that().resideInAPackage("..workbench.app..")
            .should().dependOnClassesThat(JavaClass.Predicates.resideInAPackage("com.vaadin..")
                    .and(DescribedPredicate.not(JavaClass.Predicates.resideInAPackage(
                            "com.vaadin.flow.spring.annotation.."))))
            .because("app/ holds the Spring services that adapt the core; the pages are the only Vaadin side");

    @ArchTest
    static final ArchRule appDoesNotReachIntoLessons = noClasses().that().resideInAPackage("..workbench.app..")
            .should().dependOnClassesThat().resideInAnyPackage("..workbench.lessons..", "..workbench.notebook..")
            .because("services serve the pages; a page takes a service, never the other way round");
}
