package io.vidlens.platform.parse;

import java.util.List;

/** The caption tracks and translation targets of a player answer; both empty when captions are off. */
public record Captions(List<CaptionTrack> tracks, List<TranslationLanguage> translationLanguages) {

  public Captions {
    tracks = List.copyOf(tracks);
    translationLanguages = List.copyOf(translationLanguages);
  }

  public static Captions none() {
    return new Captions(List.of(), List.of());
  }
}
