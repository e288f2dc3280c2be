package io.vidlens.video;

import java.util.List;

/** The subtitle record exactly as the wire has it (answered as an array of one). */
record SubtitleRecord(
    List<Entry> subtitles,
    String format,
    String msg,
    List<TranslationLanguage> translationLanguages) {

  /** One track: its platform name ("English (auto-generated)"), code, time-limited URL. */
  record Entry(String languageName, String languageCode, String url, boolean isTranslatable) {}

  record TranslationLanguage(String languageCode, String languageName) {}
}
