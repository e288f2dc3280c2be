package io.vidlens.analytics.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.dataformat.yaml.YAMLMapper;

/**
 * {@code models/place-names.tsv} is what ICU4J's CLDR data gives for the languages {@code
 * models/places.yaml} lists: never edited by hand, never stale after an ICU4J upgrade. On a
 * difference the derived file is written to {@code target/place-names.tsv}, to copy over.
 */
class PlaceNamesFileTest {

  @Test
  void theShippedNamesAreCldrs() throws IOException {
    List<String> languages = new ArrayList<>();
    try (InputStream in = resource(PlaceNames.RESOURCE)) {
      YAMLMapper.builder()
          .build()
          .readTree(in)
          .path("languages")
          .values()
          .forEach(l -> languages.add(l.asString()));
    }
    String derived = CldrPlaceNames.tsv(languages);
    String shipped;
    try (InputStream in = resource(PlaceNames.NAMES)) {
      shipped = in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    if (!derived.equals(shipped)) {
      Path out = Path.of("target", "place-names.tsv");
      Files.createDirectories(out.getParent());
      Files.writeString(out, derived);
    }
    assertThat(shipped)
        .as(
            "src/main/resources/%s differs from ICU4J's CLDR names: copy target/place-names.tsv"
                + " over it",
            PlaceNames.NAMES)
        .isEqualTo(derived);
  }

  private static InputStream resource(String name) {
    return PlaceNamesFileTest.class.getClassLoader().getResourceAsStream(name);
  }
}
