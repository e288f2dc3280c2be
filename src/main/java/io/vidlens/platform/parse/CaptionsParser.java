package io.vidlens.platform.parse;

import io.vidlens.model.CaptionTrack;
import io.vidlens.model.Captions;
import io.vidlens.model.TranslationLanguage;
import io.vidlens.platform.url.UrlQuery;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;

/** Reads {@code captions.playerCaptionsTracklistRenderer} of a (mobile-client) player answer. */
final class CaptionsParser {

  private CaptionsParser() {}

  static Captions parse(JsonNode player) {
    JsonNode list = Nodes.at(player, "captions", "playerCaptionsTracklistRenderer");
    if (list.isMissingNode()) {
      return Captions.none();
    }
    List<JsonNode> raw = Nodes.list(list, "captionTracks");
    List<CaptionTrack> tracks = new ArrayList<>();
    int defaultIndex = -1;
    Long named = defaultCaptionTrack(list);
    for (int i = 0; i < raw.size(); i++) {
      if (Nodes.string(raw.get(i), "baseUrl").isEmpty()) {
        continue;
      }
      if (named != null && named == i) {
        defaultIndex = tracks.size();
      }
      tracks.add(track(raw.get(i)));
    }
    var languages =
        Nodes.list(list, "translationLanguages").stream()
            .map(
                l ->
                    new TranslationLanguage(
                        Nodes.string(l, "languageCode"), PlatformText.of(l, "languageName")))
            .filter(l -> !l.languageCode().isEmpty())
            .toList();
    return new Captions(tracks, languages, defaultIndex);
  }

  // audioTracks[defaultAudioTrackIndex].defaultCaptionTrackIndex indexes captionTracks; an audio
  // track without it (dubbed audio) names no default.
  private static Long defaultCaptionTrack(JsonNode list) {
    Long audio = Nodes.number(list, "defaultAudioTrackIndex");
    return Nodes.number(
        list, "audioTracks", audio == null ? 0 : audio.intValue(), "defaultCaptionTrackIndex");
  }

  private static CaptionTrack track(JsonNode track) {
    String url = Nodes.string(track, "baseUrl");
    Instant expires =
        UrlQuery.param(url, "expire")
            .filter(v -> v.matches("\\d{1,12}"))
            .map(v -> Instant.ofEpochSecond(Long.parseLong(v)))
            .orElse(null);
    // Quirk: exp=xpe (or xpv) marks a URL that answers an empty body without a PO token.
    String exp = UrlQuery.param(url, "exp").orElse("");
    boolean needsPoToken = exp.equals("xpe") || exp.equals("xpv");
    return new CaptionTrack(
        url,
        Nodes.string(track, "languageCode"),
        PlatformText.of(track, "name"),
        Nodes.string(track, "kind"),
        Nodes.string(track, "vssId"),
        Nodes.bool(track, "isTranslatable"),
        expires,
        needsPoToken);
  }
}
