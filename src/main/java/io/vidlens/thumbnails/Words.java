package io.vidlens.thumbnails;

import io.vidlens.video.api.VideoDetailsSnapshot;

/** The words a video is found by: title, keywords and the start of its description. */
final class Words {

  private static final int DESCRIPTION_CHARS = 600;

  private Words() {}

  static String of(CorpusVideo v) {
    return of(v.title(), StoredSnapshots.video(v.details()));
  }

  static String of(String title, VideoDetailsSnapshot d) {
    StringBuilder s = new StringBuilder(title == null ? "" : title);
    if (d != null) {
      if (s.isEmpty() && d.title() != null) {
        s.append(d.title());
      }
      StringBuilder keywords = new StringBuilder();
      d.keywords()
          .forEach(k -> keywords.append(keywords.isEmpty() ? "" : ", ").append(k == null ? "" : k));
      if (!keywords.isEmpty()) {
        s.append(". ").append(keywords);
      }
      String description = d.description() == null ? "" : d.description();
      if (!description.isBlank()) {
        s.append(". ").append(description, 0, Math.min(description.length(), DESCRIPTION_CHARS));
      }
    }
    return s.toString();
  }
}
