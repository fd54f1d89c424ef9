package com.agenteval.workbench.base.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.base.ui.Lessons;
import com.agenteval.workbench.notebook.Explanations;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** A missing translation fails here, not in front of a student. */
class TranslationsTest {

    private final WorkbenchI18NProvider provider = new WorkbenchI18NProvider();

    @Test
    void everyKeyExistsInBothLanguages() {
        Set<String> en = WorkbenchI18NProvider.keys("en");
        Set<String> zh = WorkbenchI18NProvider.keys("zh");
        assertThat(en).isNotEmpty();
        assertThat(difference(en, zh))
                .as("keys missing in messages_zh.properties")
                .isEmpty();
        assertThat(difference(zh, en))
                .as("keys missing in messages_en.properties")
                .isEmpty();
    }

    @Test
    void aKeyLivesInExactlyOneBundleAndEveryBundleFileIsRegistered() throws IOException {
        Set<String> problems = new TreeSet<>();
        for (String lang : List.of("en", "zh")) {
            Map<String, String> owner = new HashMap<>();
            for (String name : WorkbenchI18NProvider.BUNDLES) {
                WorkbenchI18NProvider.bundle(name, lang)
                        .ifPresent(b -> b.keySet().forEach(k -> {
                            String before = owner.put(k, name);
                            if (before != null) {
                                problems.add(lang + ": " + k + " in " + before + " and " + name);
                            }
                        }));
            }
        }
        try (Stream<Path> files = Files.list(Paths.get("src/main/resources/i18n"))) {
            for (Path f : files.toList()) {
                String bundle = f.getFileName().toString().replaceAll("_(en|zh)\\.properties$", "");
                if (!WorkbenchI18NProvider.BUNDLES.contains(bundle)) {
                    problems.add(f.getFileName() + " is not in WorkbenchI18NProvider.BUNDLES");
                }
            }
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void everyKeyUsedInTheCodeIsDefined() throws IOException {
        Pattern use = Pattern.compile("getTranslation\\(\"([a-z0-9.\\-]+)\"[,)]");
        Set<String> defined = WorkbenchI18NProvider.keys("en");
        Set<String> missing = new TreeSet<>();
        try (Stream<Path> files = Files.walk(Paths.get("src/main/java"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                Matcher m = use.matcher(Files.readString(f));
                while (m.find()) {
                    if (!defined.contains(m.group(1))) {
                        missing.add(m.group(1) + " (" + f.getFileName() + ")");
                    }
                }
            }
        }
        assertThat(missing).isEmpty();
    }

    /**
     * A string literal handed straight to something a student reads (a text, label, placeholder, title, header,
     * notification, heading, paragraph, button, axis or key figure) bypasses the translations; it fails here.
     * Allowed: literals without letters (symbols such as "×" or "—"), field and parameter names as the module and
     * the book print them (snake_case such as {@code final_p}), and the short list below.
     */
    @Test
    void noUserVisibleLiteralInTheCodeBypassesTheTranslations() throws IOException {
        Pattern visible = Pattern.compile("\\b(?:(setText|setLabel|setPlaceholder|setTitle|setHelperText|setAriaLabel"
                + "|setSummaryText|setHeader|setErrorMessage|Notification\\.show|Axis\\.of|new\\s+(?:Span|Button|H[1-6]"
                + "|Paragraph|Anchor|NativeLabel|Label|Checkbox|TextField|TextArea|Details|Tab|ListItem|Emphasis|Strong"
                + "|Div|Notification)|text|number)\\(|(KeyFigure\\.of)\\([^,()]*,)\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");
        Set<String> problems = new TreeSet<>();
        try (Stream<Path> files = Files.walk(Paths.get("src/main/java"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String path = f.toString().replace('\\', '/');
                if (path.contains("/core/") || path.contains("/cli/")) {
                    continue; // no user interface: the core is pure Java, the command line prints the module's text
                }
                String code = withoutComments(Files.readString(f));
                Matcher m = visible.matcher(code);
                while (m.find()) {
                    String literal = m.group(3);
                    if (literal.codePoints().anyMatch(Character::isLetter)
                            && !NOT_PROSE.contains(literal)
                            && NOT_PROSE_FORMS.stream().noneMatch(literal::matches)) {
                        problems.add(f.getFileName() + ": " + (m.group(1) != null ? m.group(1) : m.group(2)) + "(\""
                                + literal + "\")");
                    }
                }
            }
        }
        assertThat(problems)
                .as("user-visible literals that bypass i18n (use getTranslation)")
                .isEmpty();
    }

    /** Notation that reads the same in every language: the lecture's and the book's symbols and score names. */
    private static final Set<String> NOT_PROSE = Set.of(
            "k",
            "pass^k",
            "pass@k",
            "pass^",
            "pass@",
            "pass^1 = pass@1", // the lecture's reliability notation
            "p(YES)",
            "Brier", // the book's column heads
            "TP",
            "FP",
            "FN",
            "TN",
            "F1"); // confusion-matrix cells and score

    /** Forms that are code, not prose. */
    private static final List<String> NOT_PROSE_FORMS = List.of(
            "[a-z][a-z0-9_]*(: | = )?", // a field as the book prints it: final_p, "p_yes = "
            "[A-Z][A-Za-z]*(-[A-Z][A-Za-z]*)+", // an HTTP header name: X-Content-Type-Options
            "[a-z0-9.-]+\\.[a-z]{2,}(, [a-z0-9.-]+\\.[a-z]{2,})*", // example domains: reuters.com, kalshi.com
            "https?://[a-z0-9.-]+(:[0-9]+)?(/[a-z0-9/._-]*)?"); // an example URL: http://localhost:6006

    private static String withoutComments(String java) {
        return java.replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("(?m)^\\s*//.*$", "");
    }

    @Test
    void everyLessonInTheMenuHasATitleAndASummaryInBothLanguages() {
        JavaClasses classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("com.agenteval.workbench");
        Set<String> missing = new TreeSet<>();
        for (JavaClass c : classes) {
            if (!c.isAnnotatedWith(Menu.class) || !c.isAnnotatedWith(Route.class)) {
                continue;
            }
            String slug = Lessons.slug(c.getAnnotationOfType(Route.class).value());
            if (slug.isEmpty()) {
                continue;
            }
            for (String lang : List.of("en", "zh")) {
                for (String key : List.of("menu." + slug, "lesson." + slug + ".summary")) {
                    if (!WorkbenchI18NProvider.keys(lang).contains(key)) {
                        missing.add(lang + ": " + key);
                    }
                }
            }
        }
        assertThat(missing).isEmpty();
    }

    @Test
    void everyExplanationHasBothLanguages() throws IOException {
        Path root = Paths.get("src/main/resources/lessons");
        List<Path> md;
        try (Stream<Path> files = Files.walk(root)) {
            md = files.filter(p -> p.toString().endsWith(".md")).toList();
        }
        assertThat(md).isNotEmpty();
        Set<String> problems = new TreeSet<>();
        for (Path f : md) {
            String name = root.relativize(f).toString().replace('\\', '/');
            String base = name.replaceAll("\\.(en|zh)\\.md$", "");
            if (base.equals(name)) {
                problems.add(name + " is not named <name>.<en|zh>.md");
                continue;
            }
            if (Explanations.read(base, "en").isEmpty()) {
                problems.add(base + ": English missing");
            }
            if (Explanations.read(base, "zh").isEmpty()) {
                problems.add(base + ": Chinese missing");
            }
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void aMissingKeyIsVisibleAndChineseFallsBackToEnglishOnlyForMissingKeys() {
        assertThat(provider.getTranslation("no.such.key", Locale.ENGLISH)).isEqualTo("!no.such.key!");
        assertThat(provider.getTranslation("app.name", WorkbenchI18NProvider.CHINESE))
                .isEqualTo("智能体评估工作台");
        assertThat(provider.getTranslation("notebook.param.range", Locale.ENGLISH, "0", "1"))
                .isEqualTo("Enter a value from 0 to 1.");
    }

    @Test
    void aMissingExplanationFallsBackVisibly() {
        assertThat(Explanations.load("no/such/cell", WorkbenchI18NProvider.CHINESE))
                .startsWith(Explanations.MISSING_TRANSLATION);
        assertThat(Explanations.load("primer/intro", WorkbenchI18NProvider.CHINESE))
                .doesNotContain(Explanations.MISSING_TRANSLATION)
                .contains("pass^k");
    }

    private static Set<String> difference(Set<String> a, Set<String> b) {
        Set<String> d = new TreeSet<>(a);
        d.removeAll(b);
        return d;
    }
}
