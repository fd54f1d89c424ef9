package com.agenteval.workbench;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.archfixtures.WritesFilesItself;
import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.AccessTarget;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import java.io.FileOutputStream;
import java.io.FileWriter;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every saved file goes through {@code SavedFiles.write(path, bytes, Overwrite)}: only its implementation,
 * {@code core/log/DurableWrite}, writes, creates temporary files, links or moves files (docs/architecture.md "Saved
 * files: the one way"). The fixture shows the rule failing on each way around it.
 */
@AnalyzeClasses(packages = "com.agenteval.workbench", importOptions = ImportOption.DoNotIncludeTests.class)
class SavedFilesArchitectureTest {

    static final String THE_WRITER = "com.agenteval.workbench.core.log.DurableWrite";

    /** The {@code Files} methods that write or publish a file. */
    private static final Set<String> FILES_WRITERS = Set.of(
            "write",
            "writeString",
            "move",
            "copy",
            "createTempFile",
            "createLink",
            "newOutputStream",
            "newBufferedWriter",
            "newByteChannel");

    static final DescribedPredicate<JavaAccess<?>> WRITES_A_FILE =
            DescribedPredicate.describe("writes, moves or creates a file", access -> {
                AccessTarget target = access.getTarget();
                String owner = target.getOwner().getName();
                if (owner.equals(Files.class.getName())) {
                    return FILES_WRITERS.contains(target.getName());
                }
                return target.getName().equals("<init>")
                        && (target.getOwner().isAssignableTo(FileOutputStream.class)
                                || target.getOwner().isAssignableTo(FileWriter.class)
                                || target.getOwner().isAssignableTo(RandomAccessFile.class));
            });

    @ArchTest
    static final ArchRule filesAreSavedByTheOneWriter = noClasses()
            .that()
            .doNotHaveFullyQualifiedName(THE_WRITER)
            .should()
            .accessTargetWhere(WRITES_A_FILE)
            .because("every saved file goes through SavedFiles.write (a temporary file forced to disk, an atomic "
                    + "publish that never replaces another file, the folder forced)");

    @Test
    void eachWayOfWritingAFileItselfIsCaught() {
        JavaClasses fixture = new ClassFileImporter().importClasses(WritesFilesItself.class);
        EvaluationResult result = filesAreSavedByTheOneWriter.evaluate(fixture);
        List<String> details = result.getFailureReport().getDetails();
        for (String method : List.of("writeBytes", "writeString", "tempThenMove", "outputStream", "fileOutputStream")) {
            assertThat(details).as(method).anyMatch(d -> d.contains("WritesFilesItself." + method + "("));
        }
        assertThat(details).noneMatch(d -> d.contains("readingIsFine"));
    }
}
