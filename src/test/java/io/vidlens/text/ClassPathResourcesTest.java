package io.vidlens.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The one reader of the files the build ships: the lexicons, word lists and models. */
class ClassPathResourcesTest {

  @Test
  void readsAShippedFile() {
    String first =
        ClassPathResources.read(
            VaderLexicon.RESOURCE,
            "not expected",
            in -> new String(in.readNBytes(64), StandardCharsets.UTF_8));

    assertThat(first).isNotBlank();
  }

  @Test
  void aMissingFileFailsSayingWhatShouldHaveShippedIt() {
    assertThatThrownBy(
            () ->
                ClassPathResources.read(
                    "io/vidlens/text/no-such-file.txt",
                    "Missing no-such-file.txt (from the build)",
                    in -> "read"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("Missing no-such-file.txt (from the build)");
  }

  @Test
  void aFileThatCannotBeReadIsAnUncheckedFailure() {
    assertThatThrownBy(
            () ->
                ClassPathResources.read(
                    VaderLexicon.RESOURCE,
                    "not expected",
                    in -> {
                      throw new IOException("truncated");
                    }))
        .isInstanceOf(UncheckedIOException.class)
        .hasRootCauseMessage("truncated");
  }
}
