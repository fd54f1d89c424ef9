package com.agenteval.workbench;

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
}
