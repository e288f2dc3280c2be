package io.vidlens.model;

import java.util.List;
import java.util.Optional;

/**
 * The caption tracks and translation targets of a player answer; both empty when captions are off.
 * {@code defaultTrackIndex} is the index in {@code tracks} of the track the player shows by default
 * ({@code audioTracks[defaultAudioTrackIndex].defaultCaptionTrackIndex}), -1 when it names none.
 */
public record Captions(
    List<CaptionTrack> tracks,
    List<TranslationLanguage> translationLanguages,
    int defaultTrackIndex) {

  public Captions {
    tracks = List.copyOf(tracks);
    translationLanguages = List.copyOf(translationLanguages);
    if (defaultTrackIndex < -1 || defaultTrackIndex >= tracks.size()) {
      defaultTrackIndex = -1;
    }
  }

  public Captions(List<CaptionTrack> tracks, List<TranslationLanguage> translationLanguages) {
    this(tracks, translationLanguages, -1);
  }

  public static Captions none() {
    return new Captions(List.of(), List.of(), -1);
  }

  /** The player's default track, when the answer names one. */
  public Optional<CaptionTrack> defaultTrack() {
    return defaultTrackIndex < 0 ? Optional.empty() : Optional.of(tracks.get(defaultTrackIndex));
  }
}
