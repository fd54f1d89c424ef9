package com.agenteval.workbench.app.live;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.Test;

class RedactionTest {

    static final String KEY = "fk-ant-api03-Zq8xV2mN4pL7rT1wY6uK9sD3fG5hJ0";
    private final Redaction redaction = Redaction.of(Secret.of(KEY));

    static String base64(String s) {
        return Base64.getEncoder().encodeToString(s.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void theWholeKeyAndAnyFragmentOfEightOrMoreCharactersAreRemoved() {
        assertThat(redaction.apply("invalid key " + KEY + ".")).isEqualTo("invalid key ••••.");
        assertThat(redaction.apply("key starts fk-ant-api03-Zq8x… (truncated)"))
                .isEqualTo("key starts ••••… (truncated)");
        assertThat(redaction.apply("ends with mN4pL7rT1wY6uK9sD3fG5hJ0!")).isEqualTo("ends with ••••!");
        assertThat(redaction.apply("middle [4pL7rT1w]")).isEqualTo("middle [••••]");
    }

    @Test
    void sevenCharactersOfTheKeyAreNotAFragmentAndOrdinaryTextStays() {
        assertThat(redaction.apply("fk-ant- and api03-Z")).isEqualTo("fk-ant- and api03-Z");
        assertThat(redaction.apply("Anthropic refused the key (HTTP 401 Unauthorized)"))
                .isEqualTo("Anthropic refused the key (HTTP 401 Unauthorized)");
    }

    @Test
    void theBase64FormsStandardUrlSafeAndInsideBasicAuthAreRemoved() {
        String standard = base64(KEY);
        String urlSafe = Base64.getUrlEncoder().encodeToString(KEY.getBytes(StandardCharsets.UTF_8));
        assertThat(redaction.apply("echo " + standard))
                .doesNotContain(standard.substring(0, 12))
                .startsWith("echo ••••");
        assertThat(redaction.apply("echo " + urlSafe)).doesNotContain(urlSafe.substring(0, 12));
        // Basic auth: base64("user:key") at each alignment of the prefix
        for (String user : new String[] {"u", "us", "use", "apikey"}) {
            String basic = base64(user + ":" + KEY);
            String out = redaction.apply("Authorization: Basic " + basic);
            assertThat(out).as(user).contains(Redaction.MASK);
            // what is left: the user's group and the last, partial group of the key (with its padding)
            assertThat(out.length())
                    .as(user)
                    .isLessThanOrEqualTo("Authorization: Basic ".length()
                            + base64(user + ":").length()
                            + 12);
        }
    }

    @Test
    void aShortKeyIsRemovedWhereItOccursWhole() {
        assertThat(Redaction.of(Secret.of("abc123")).apply("key abc123 and abc12"))
                .isEqualTo("key •••• and abc12");
    }

    @Test
    void severalKeysAndNoKeys() {
        Redaction two = Redaction.of(Secret.of(KEY), Secret.of("tvly-dev-9f8e7d6c5b4a"), Secret.NONE, null);
        assertThat(two.apply("a tvly-dev-9f8e7d b " + KEY)).isEqualTo("a •••• b ••••");
        assertThat(Redaction.of().apply("nothing to hide")).isEqualTo("nothing to hide");
        assertThat(redaction.apply(null)).isNull();
    }

    @Test
    void theKeyReversedIsRemoved() {
        String reversed = new StringBuilder(KEY).reverse().toString();
        assertThat(redaction.apply("echo " + reversed + " end")).isEqualTo("echo •••• end");
        assertThat(redaction.apply("part " + reversed.substring(5, 17))).isEqualTo("part ••••");
    }

    @Test
    void theKeyWithASeparatorBetweenItsCharactersIsRemovedWhicheverSeparator() {
        for (String sep : new String[] {" ", ".", "_", "\n", "\u00a0", ", ", " -"}) {
            String spaced = String.join(sep, KEY.split(""));
            String out = redaction.apply("the key was " + spaced + " (echoed)");
            assertThat(out).as("separator '%s'", sep).isEqualTo("the key was •••• (echoed)");
        }
        // a spaced-out fragment of 8 characters, and the reversed key spaced out
        String fragment = String.join(" ", KEY.substring(13, 21).split(""));
        assertThat(redaction.apply("[" + fragment + "]")).isEqualTo("[••••]");
        String reversedSpaced =
                String.join(" ", new StringBuilder(KEY).reverse().toString().split(""));
        assertThat(redaction.apply(reversedSpaced)).isEqualTo("••••");
    }

    @Test
    void spacedTextThatIsNotTheKeyStays() {
        // seven spaced characters of the key, letters between the key's characters, and spaced ordinary words
        String seven = String.join(" ", KEY.substring(13, 20).split(""));
        assertThat(redaction.apply(seven)).isEqualTo(seven);
        String interleaved = String.join("x", KEY.substring(13, 21).split(""));
        assertThat(redaction.apply(interleaved)).isEqualTo(interleaved);
        assertThat(redaction.apply("H T T P  4 0 1 ,  t r y  a g a i n"))
                .isEqualTo("H T T P  4 0 1 ,  t r y  a g a i n");
    }
}
