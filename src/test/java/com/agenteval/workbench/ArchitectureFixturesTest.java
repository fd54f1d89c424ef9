package com.agenteval.workbench;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.archfixtures.LendsItsCallersExecutor;
import com.agenteval.workbench.archfixtures.ReadsTheSystemTime;
import com.agenteval.workbench.archfixtures.StartsItsOwnThreads;
import com.agenteval.workbench.archfixtures.cycle.back.Back;
import com.agenteval.workbench.archfixtures.cycle.front.Front;
import com.agenteval.workbench.archfixtures.nullmarked.InAMarkedPackage;
import com.agenteval.workbench.archfixtures.surface.core.inner.ConstantOutside;
import com.agenteval.workbench.cli.archfixtures.ParsesByHand;
import com.agenteval.workbench.lessons.archfixtures.ShowsACommandFromCli;
import com.agenteval.workbench.lessons.archfixtures.ShowsACommandFromCore;
import com.agenteval.workbench.lessons.archfixtures.ShowsAnAppValue;
import com.agenteval.workbench.lessons.archfixtures.ThinPage;
import com.agenteval.workbench.lessons.archfixtures.WiringHubPage;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.EvaluationResult;
import com.tngtech.archunit.library.dependencies.SlicesRuleDefinition;
import java.util.List;
import org.junit.jupiter.api.Test;

/** ArchitectureTest's rules fail on the fixtures that break them, and pass on those that keep them. */
class ArchitectureFixturesTest {

    @Test
    void backgroundWorkOutsideTheFactoryIsCaughtInEachForbiddenForm() {
        JavaClasses fixture = new ClassFileImporter().importClasses(StartsItsOwnThreads.class);
        EvaluationResult result = ArchitectureTest.backgroundWorkComesFromOneFactory.evaluate(fixture);
        assertThat(result.hasViolation()).isTrue();
        List<String> details = result.getFailureReport().getDetails();
        // one violation per forbidden form, each naming the method that does it; the executor-given one is not there
        for (String method : List.of(
                "rawThread",
                "virtualThread",
                "executorsFactory",
                "constructedPool",
                "parallelStream",
                "parallelRange",
                "commonPool",
                "asyncOnTheCommonPool")) {
            assertThat(details).as(method).anyMatch(d -> d.contains("StartsItsOwnThreads." + method + "("));
        }
        assertThat(details).noneMatch(d -> d.contains("asyncOnAGivenExecutor"));
    }

    @Test
    void workScheduledByASpringAnnotationIsCaught() {
        JavaClasses fixture = new ClassFileImporter().importClasses(StartsItsOwnThreads.class);
        List<String> details = ArchitectureTest.noWorkIsScheduledByAnnotation
                .evaluate(fixture)
                .getFailureReport()
                .getDetails();
        assertThat(details)
                .hasSize(2)
                .anyMatch(d -> d.contains("scheduledBySpring()"))
                .anyMatch(d -> d.contains("asyncBySpring()"));
    }

    @Test
    void workOnTheCallersExecutorKeepsTheRule() {
        JavaClasses fixture = new ClassFileImporter().importClasses(LendsItsCallersExecutor.class);
        assertThat(ArchitectureTest.backgroundWorkComesFromOneFactory
                        .evaluate(fixture)
                        .hasViolation())
                .isFalse();
        assertThat(ArchitectureTest.noWorkIsScheduledByAnnotation
                        .evaluate(fixture)
                        .hasViolation())
                .isFalse();
    }

    @Test
    void aLessonThatImportsCliIsCaughtInItsBytecodeAndItsSource() {
        JavaClasses fixture = new ClassFileImporter().importClasses(ShowsACommandFromCli.class);
        assertThat(ArchitectureTest.lessonsDoNotImportCli
                        .evaluate(fixture)
                        .getFailureReport()
                        .getDetails())
                .anyMatch(d -> d.contains("ShowsACommandFromCli.command()") && d.contains("WorkbenchCli"));
        // the imported constant is inlined: only the source shows it
        assertThat(ArchitectureTest.lessonsSourcesDoNotNameCli
                        .evaluate(fixture)
                        .getFailureReport()
                        .getDetails())
                .singleElement()
                .asString()
                .contains("ShowsACommandFromCli.java names com.agenteval.workbench.cli");
    }

    @Test
    void aLessonThatTakesTheJarFromCoreKeepsTheRules() {
        JavaClasses fixture = new ClassFileImporter().importClasses(ShowsACommandFromCore.class);
        assertThat(ArchitectureTest.lessonsDoNotImportCli.evaluate(fixture).hasViolation())
                .isFalse();
        assertThat(ArchitectureTest.lessonsSourcesDoNotNameCli.evaluate(fixture).hasViolation())
                .isFalse();
    }

    @Test
    void aClassOfAPackageWithoutNullMarkedIsCaught() {
        JavaClasses fixture = new ClassFileImporter().importPackages("com.agenteval.workbench.archfixtures.unmarked");
        List<String> details = ArchitectureTest.everyPackageIsNullMarked
                .evaluate(fixture)
                .getFailureReport()
                .getDetails();
        assertThat(details)
                .hasSize(1)
                .allMatch(d -> d.contains("InAnUnmarkedPackage")
                        && d.contains("com.agenteval.workbench.archfixtures.unmarked, which is not @NullMarked"));
    }

    @Test
    void aClassOfAMarkedPackageKeepsTheRule() {
        JavaClasses fixture = new ClassFileImporter().importPackages("com.agenteval.workbench.archfixtures.nullmarked");
        assertThat(fixture.contain(InAMarkedPackage.class)).isTrue();
        assertThat(ArchitectureTest.everyPackageIsNullMarked.evaluate(fixture).hasViolation())
                .isFalse();
    }

    @Test
    void aCycleThroughInlinedConstantsIsCaughtInTheSourcesOnly() {
        JavaClasses fixture = new ClassFileImporter().importClasses(Front.class, Back.class);
        // javac inlined both constants: the bytecode shows no arrow, so a slices rule sees no cycle
        assertThat(SlicesRuleDefinition.slices()
                        .matching("com.agenteval.workbench.archfixtures.cycle.(*)..")
                        .should()
                        .beFreeOfCycles()
                        .allowEmptyShould(true)
                        .evaluate(fixture)
                        .hasViolation())
                .isFalse();
        List<String> details = ArchitectureTest.sourceImportsHaveNoCycles("com.agenteval.workbench.archfixtures.cycle")
                .evaluate(fixture)
                .getFailureReport()
                .getDetails();
        assertThat(details)
                .singleElement()
                .asString()
                .contains("back -> front (Back.java)", "front -> back (Front.java)");
    }

    @Test
    void importsWithoutACycleKeepTheSourceRule() {
        JavaClasses fixture = new ClassFileImporter().importClasses(Back.class);
        assertThat(ArchitectureTest.sourceImportsHaveNoCycles("com.agenteval.workbench.archfixtures.cycle")
                        .evaluate(fixture)
                        .hasViolation())
                .isFalse();
    }

    @Test
    void readingTheSystemTimeBesideTheOneClockIsCaughtInEachForm() {
        JavaClasses fixture = new ClassFileImporter().importClasses(ReadsTheSystemTime.class);
        List<String> details = ArchitectureTest.timeIsReadFromTheOneClock
                .evaluate(fixture)
                .getFailureReport()
                .getDetails();
        for (String method : List.of("instantNow", "dateNow", "systemClock", "zoneClock", "millis")) {
            assertThat(details).as(method).anyMatch(d -> d.contains("ReadsTheSystemTime." + method + "("));
        }
        assertThat(details).noneMatch(d -> d.contains("givenClock") || d.contains("elapsed"));
    }

    @Test
    void aCommandThatParsesItsOptionsByHandIsCaughtInEachForm() {
        JavaClasses fixture = new ClassFileImporter().importClasses(ParsesByHand.class);
        List<String> details = ArchitectureTest.optionsAreConvertedByPicocli
                .evaluate(fixture)
                .getFailureReport()
                .getDetails();
        for (String method : List.of("throughTheSpec", "anInt", "aDouble", "aBigInteger")) {
            assertThat(details).as(method).anyMatch(d -> d.contains("ParsesByHand." + method + "("));
        }
        assertThat(details).noneMatch(d -> d.contains("formatted"));
    }

    @Test
    void aPublicClassThatNothingOutsideItsPackageNamesIsCaught() {
        String root = "com.agenteval.workbench.archfixtures.surface";
        JavaClasses fixture = new ClassFileImporter().importPackages(root);
        // the constant is inlined: no class outside inner depends on ConstantOutside in the bytecode
        assertThat(fixture.get(ConstantOutside.class).getDirectDependenciesToSelf())
                .allMatch(d -> d.getOriginClass().getPackageName().equals(root + ".core.inner"));
        List<String> details = ArchitectureTest.publicTypesAreNamedOutsideTheirPackage(root, "core")
                .evaluate(fixture)
                .getFailureReport()
                .getDetails();
        // named, given a lambda, handed out, used through an inlined constant: all keep the rule; only one breaks it
        assertThat(details)
                .singleElement()
                .asString()
                .contains(root + ".core.inner.NamedOnlyInside is public, and no " + "class outside " + root
                        + ".core.inner names it");
    }

    @Test
    void aPageThatWiresFourServicesItselfIsCaught() {
        JavaClasses fixture = new ClassFileImporter().importClasses(WiringHubPage.class);
        assertThat(ArchitectureTest.pagesTakeAtMostThreeCollaborators
                        .evaluate(fixture)
                        .getFailureReport()
                        .getDetails())
                .singleElement()
                .asString()
                .contains("WiringHubPage.<init>(", "takes 4 collaborators (at most 3)");
    }

    @Test
    void aPageOfItsLessonsFacadeTheJobsAndTheShellKeepsTheRule() {
        JavaClasses fixture = new ClassFileImporter().importClasses(ThinPage.class);
        assertThat(ArchitectureTest.pagesTakeAtMostThreeCollaborators
                        .evaluate(fixture)
                        .hasViolation())
                .isFalse();
    }

    @Test
    void aCellThatTakesAValueOfAppIsCaught() {
        JavaClasses fixture = new ClassFileImporter().importClasses(ShowsAnAppValue.class);
        assertThat(ArchitectureTest.cellsDoNotDependOnSpringBeans
                        .evaluate(fixture)
                        .getFailureReport()
                        .getDetails())
                .anyMatch(d -> d.contains("ShowsAnAppValue.shown(") && d.contains("app.live.Secret"));
    }

    @Test
    void aClassNestedInAPageIsThePagesOwnCode() {
        // with a cell that keeps the rule, so that the rule has a class to check
        JavaClasses fixture =
                new ClassFileImporter().importClasses(ThinPage.class, ThinPage.Part.class, ShowsACommandFromCore.class);
        assertThat(ArchitectureTest.cellsDoNotDependOnSpringBeans
                        .evaluate(fixture)
                        .hasViolation())
                .isFalse();
    }

    @Test
    void aCoreWithMorePublicClassesThanTheBoundIsCaught() {
        String root = "com.agenteval.workbench.archfixtures.surface";
        JavaClasses fixture = new ClassFileImporter().importPackages(root);
        // the fixture's core: 7 top-level classes, 5 of them public (71%); its package-info is not counted
        List<String> details = ArchitectureTest.coreIsMostlyPackagePrivate(root + ".core", 50)
                .evaluate(fixture)
                .getFailureReport()
                .getDetails();
        assertThat(details)
                .singleElement()
                .asString()
                .contains(root + ".core has 5 public of 7 top-level classes (71%), more than 50%")
                .contains("inner 5 of 6, outer 0 of 1");
        assertThat(ArchitectureTest.coreIsMostlyPackagePrivate(root + ".core", 72)
                        .evaluate(fixture)
                        .hasViolation())
                .isFalse();
    }
}
