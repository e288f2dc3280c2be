package io.vidlens.thumbnails;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The words a video is found by: title, keywords and the start of its description. */
final class Words {

  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final int DESCRIPTION_CHARS = 600;

  private Words() {}

  static String of(CorpusVideo v) {
    return of(v.title(), v.details());
  }

  static String of(String title, String detailsJson) {
    StringBuilder s = new StringBuilder(title == null ? "" : title);
    if (detailsJson != null) {
      JsonNode d = JSON.readTree(detailsJson);
      if (s.isEmpty()) {
        s.append(d.path("title").asString(""));
      }
      StringBuilder keywords = new StringBuilder();
      d.path("keywords")
          .forEach(k -> keywords.append(keywords.isEmpty() ? "" : ", ").append(k.asString("")));
      if (!keywords.isEmpty()) {
        s.append(". ").append(keywords);
      }
      String description = d.path("description").asString("");
      if (!description.isBlank()) {
        s.append(". ").append(description, 0, Math.min(description.length(), DESCRIPTION_CHARS));
      }
    }
    return s.toString();
  }
}
