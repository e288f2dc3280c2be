package io.vidlens.video;

import io.vidlens.catalog.CaptionChoice;
import io.vidlens.catalog.Videos;
import io.vidlens.model.CaptionFile;
import io.vidlens.model.CaptionTrack;
import io.vidlens.model.Captions;
import io.vidlens.model.TranscriptSegment;
import io.vidlens.model.VideoId;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Service;

/**
 * Transcripts and subtitles, both from the caption tracks of the mobile player answer; subtitles
 * list the platform's full translation menu, which that answer shortens (see {@link
 * Videos#captionsWithTranslationMenu}).
 *
 * <p>Transcripts are read from the caption files ({@code fmt=json3}: milliseconds and the cue's
 * line breaks), because the platform refuses {@code get_transcript} to anonymous clients. A video
 * without tracks answers an empty transcript; a caption file answered empty means the platform
 * wants a proof-of-origin token for it, which is upstream trouble (503), not "no captions".
 *
 * <p>Subtitles are the tracks themselves with their time-limited URLs, in the default format
 * (srv1); nothing is downloaded.
 */
@Service
class CaptionsService {

  static final String SUBTITLE_FORMAT = "srv1";
  static final String NEEDS_TOKEN_NOTE =
      "Some subtitle URLs are marked exp=xpe: the platform answers them empty unless a proof-of-origin token (pot) is added.";

  private final Videos videos;

  CaptionsService(Videos videos) {
    this.videos = videos;
  }

  TranscriptRecord transcript(VideoId id, String lang) {
    Captions captions = captions(id);
    Optional<CaptionChoice> pick = CaptionChoice.pick(captions, lang);
    List<TranscriptRecord.Language> menu =
        captions.tracks().stream()
            .map(
                t ->
                    new TranscriptRecord.Language(
                        CaptionChoice.title(t), CaptionChoice.params(t, null)))
            .toList();
    if (pick.isEmpty()) {
      return new TranscriptRecord(id.value(), List.of(), TranscriptRecord.Language.NONE, List.of());
    }
    CaptionChoice choice = pick.get();
    CaptionFile file = videos.captionFile(choice.url(), Videos.TRANSCRIPT_FORMAT);
    return new TranscriptRecord(
        id.value(),
        file.segments().stream().map(CaptionsService::segment).toList(),
        new TranscriptRecord.Language(choice.title(), choice.params()),
        menu);
  }

  SubtitleRecord subtitles(VideoId id, String lang) {
    // The full translation menu (kept once per locale), as the contract's translationLanguages.
    Captions captions = videos.captionsWithTranslationMenu(id);
    List<SubtitleRecord.Entry> entries = entries(captions, lang);
    boolean needsToken = captions.tracks().stream().anyMatch(CaptionTrack::needsPoToken);
    return new SubtitleRecord(
        entries,
        SUBTITLE_FORMAT,
        needsToken && !entries.isEmpty() ? NEEDS_TOKEN_NOTE : "",
        captions.translationLanguages().stream()
            .map(l -> new SubtitleRecord.TranslationLanguage(l.languageCode(), l.languageName()))
            .toList());
  }

  /**
   * Without {@code lang} every track. With it: the tracks in that language; else a translation of
   * the default track into it when the platform offers one; else (unknown language) every track.
   */
  private static List<SubtitleRecord.Entry> entries(Captions captions, String lang) {
    List<CaptionTrack> tracks = captions.tracks();
    if (lang != null && !lang.isBlank() && !tracks.isEmpty()) {
      List<CaptionTrack> same = CaptionChoice.tracksIn(captions, lang);
      if (!same.isEmpty()) {
        tracks = same;
      } else {
        Optional<CaptionChoice> choice = CaptionChoice.pick(captions, lang);
        if (choice.isPresent() && choice.get().translation() != null) {
          CaptionChoice translated = choice.get();
          return List.of(
              new SubtitleRecord.Entry(
                  translated.translation().languageName(),
                  translated.languageCode(),
                  translated.defaultFormatUrl(),
                  false));
        }
      }
    }
    return tracks.stream()
        .map(
            t ->
                new SubtitleRecord.Entry(
                    CaptionChoice.title(t),
                    t.languageCode(),
                    CaptionChoice.defaultFormatUrl(t),
                    Boolean.TRUE.equals(t.translatable())))
        .toList();
  }

  /** The player's caption tracks (a 404 for a missing video, as every operation). */
  Captions captions(VideoId id) {
    return videos.captions(id);
  }

  private static TranscriptRecord.Segment segment(TranscriptSegment s) {
    return new TranscriptRecord.Segment(
        Long.toString(s.startMs()), Long.toString(s.endMs()), s.startTime(), s.text());
  }
}
