package com.agenteval.workbench;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.lessons.home.HomePage;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The page-size measure counts code, not layout, and the pagesAreShort rule fails on a page over its bound. */
class PageCodeTest {

    @Test
    void countsCodeCharactersOutsideCommentsPackageAndImports() {
        String source = """
                package a.b;
                import c.D;
                /** a page */
                class X { // what X is
                    int y = 1; /* z */ String s = "a // b";
                    char q = '"';
                }
                """;
        // class X{ intY=1; Strings="a // b"; charq='"'; }: counted by hand
        int expected = "classX{".length()
                + "inty=1;".length()
                + "Strings=\"a//b\";".length()
                + "charq='\"';".length()
                + "}".length();
        assertThat(PageCode.characters(source)).isEqualTo(expected);
    }

    @Test
    void reformattingLeavesTheCountAsItWas() {
        String compact = "package a;\nimport b.C;\nimport b.A;\nclass X { void f() { g(1, 2); h(\"x y\"); } }\n";
        String reformatted = """
                package a;

                import b.A;
                import b.C;

                /**
                 * Rewrapped and commented.
                 */
                class X {
                    void f() {
                        g(
                                1,
                                2); // wrapped
                        h("x y");
                    }
                }
                """;
        assertThat(PageCode.characters(reformatted)).isEqualTo(PageCode.characters(compact));
        assertThat(PageCode.characters(compact.replace("g(1, 2);", "g(1, 2); k();")))
                .isGreaterThan(PageCode.characters(compact));
    }

    @Test
    void theRuleFailsOnAPageOverItsBoundAndPassesAtIt() throws IOException {
        int size = PageCode.characters(Files.readString(
                Path.of("src/main/java", HomePage.class.getName().replace('.', '/') + ".java")));
        JavaClasses page = new ClassFileImporter().importClasses(HomePage.class);
        assertThat(classes()
                        .should(ArchitectureTest.haveAShortSource(size))
                        .evaluate(page)
                        .hasViolation())
                .isFalse();
        assertThat(classes()
                        .should(ArchitectureTest.haveAShortSource(size - 1))
                        .evaluate(page)
                        .getFailureReport()
                        .getDetails())
                .singleElement()
                .asString()
                .contains("HomePage.java has " + size + " code characters");
    }
}
