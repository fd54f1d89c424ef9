package com.agenteval.workbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Main code names a type of the project or of the JDK by its simple name, with an import, not written out in full
 * inline (docs/architecture.md, "Checked by the build"). A full name stays only where the simple name is taken in the
 * file by another type (an import or a declaration of the same simple name), as SLF4J's {@code Logger} takes
 * {@code java.util.logging.Logger}'s. Comments, string and character literals are not code and are not read.
 */
class InlineNamesTest {

    /** A full name: the project's or the JDK's packages, then the first type; group 1 is its simple name. */
    private static final Pattern FULL =
            Pattern.compile("(?<![\\w.])(?:com\\.agenteval\\.workbench|javax?)(?:\\.[a-z]\\w*)+\\.([A-Z]\\w*)");

    private static final Pattern IMPORT_OR_PACKAGE = Pattern.compile("(?m)^\\s*(?:package|import)\\s[^;]*;");

    @Test
    void mainCodeWritesNoFullNameInline() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                for (String name : inlineNames(Files.readString(f))) {
                    found.add(f + ": " + name);
                }
            }
        }
        assertThat(found)
                .as("full names written inline: import the type instead")
                .isEmpty();
    }

    @Test
    void anInlineFullNameIsFoundAndACommentAStringOrATakenSimpleNameIsNot() {
        String source = """
                package com.agenteval.workbench.lessons.world;

                import com.agenteval.workbench.core.world.World;
                import org.slf4j.Logger;

                /** Reads {@link com.agenteval.workbench.core.world.World.WorldSpec} and java.util.List. */
                class Fixture {
                    // java.util.Map in a comment
                    String text = "com.agenteval.workbench.core.world.World.Table and java.util.Set";
                    java.util.List<World> worlds = new java.util.ArrayList<>();
                    com.agenteval.workbench.core.world.World.Deviation why;
                    java.util.logging.Logger jul;
                }
                """;
        assertThat(inlineNames(source))
                .containsExactly(
                        "line 10: java.util.List",
                        "line 10: java.util.ArrayList",
                        "line 11: com.agenteval.workbench.core.world.World");
    }

    /**
     * The full names written inline in a source's code, each as "line N: name" (up to its first type), leaving out
     * those whose simple name the file imports from elsewhere or declares.
     */
    static List<String> inlineNames(String source) {
        String code = PageCode.blanked(source, false);
        Matcher imports = IMPORT_OR_PACKAGE.matcher(code);
        List<String> imported = new ArrayList<>();
        StringBuilder body = new StringBuilder(code);
        while (imports.find()) {
            imported.add(imports.group().replaceAll("\\s+", " ").trim());
            for (int k = imports.start(); k < imports.end(); k++) {
                if (body.charAt(k) != '\n') {
                    body.setCharAt(k, ' ');
                }
            }
        }
        List<String> found = new ArrayList<>();
        Matcher m = FULL.matcher(body);
        while (m.find()) {
            String name = m.group();
            String simple = m.group(1);
            boolean taken =
                    imported.stream().anyMatch(i -> i.endsWith("." + simple + ";") && !i.equals("import " + name + ";"))
                            || Pattern.compile("\\b(?:class|record|interface|enum) " + simple + "\\b")
                                    .matcher(body)
                                    .find();
            if (!taken) {
                int line = (int) body.substring(0, m.start())
                                .chars()
                                .filter(ch -> ch == '\n')
                                .count()
                        + 1;
                found.add("line " + line + ": " + name);
            }
        }
        return found;
    }
}
