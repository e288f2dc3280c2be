package io.vidlens.platform.client;

import io.vidlens.model.CaptionFile;
import io.vidlens.model.CaptionTrack;
import io.vidlens.model.Captions;
import io.vidlens.model.TranslationLanguage;
import io.vidlens.model.VideoId;
import io.vidlens.platform.CaptionUrls;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.UnreadableAnswer;
import io.vidlens.platform.cache.CacheKind;
import io.vidlens.platform.cache.Retention;
import io.vidlens.platform.faults.UpstreamFault;
import io.vidlens.platform.parse.CaptionFileParser;
import io.vidlens.platform.request.PlayerClient;
import io.vidlens.platform.transport.ExchangeKey;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.url.UrlQuery;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Caption files: a track's file as the platform gives it, and when it gives it empty (it wants a
 * proof-of-origin token) the same track from the other player clients, then with a token from the
 * configured provider.
 */
record CaptionFiles(UpstreamAnswers answers, PlayerAnswers players, PotProvider potProvider) {

  private static final Logger log = LoggerFactory.getLogger(CaptionFiles.class);

  /**
   * A caption file from a track's {@code baseUrl}, in {@code fmt} ({@code srv3}, {@code json3},
   * {@code vtt}, or null for srv1). An empty text is the platform's answer for tracks that need a
   * proof-of-origin token, not an absence of captions.
   *
   * @throws IllegalArgumentException when the URL is not a caption URL of the platform
   */
  String captionFileText(String url, String fmt) {
    UpstreamRequest request = answers.requests().captionFile(url, fmt);
    // The URL's expire/signature change with every player answer; the track itself does not.
    String identity = ExchangeKey.of(request).fields().toString();
    // An empty file is the platform withholding the track (a proof-of-origin token is wanted), not
    // the track's content: it is never kept, so a later try (another client, a token) can succeed.
    return answers
        .cache()
        .get(
            CacheKind.CAPTIONS,
            identity,
            () -> answers.text(request, answers::unexpected),
            body -> body.isBlank() ? Retention.NEVER : Retention.KEEP);
  }

  /**
   * A caption file fetched with a proof-of-origin token from the configured provider, bound to the
   * video, added as clients of that provider do ({@code pot}, {@code potc=1}, and {@code c}: the
   * client the URL was issued to, as yt-dlp's subtitle token path sends the answering client's
   * name). A URL that names its client ({@code c=ANDROID}, {@code c=VISIONOS}) keeps it; one that
   * names none gets WEB, the client the provider's tokens are minted for. Empty when no provider is
   * configured.
   *
   * @throws PlatformException.Unavailable when the provider gives no token
   */
  Optional<String> captionFileWithToken(String url, String fmt, VideoId videoId) {
    Optional<String> token = potProvider.token(videoId.value());
    if (token.isEmpty()) {
      return Optional.empty();
    }
    String withToken =
        url
            + "&potc=1&pot="
            + URLEncoder.encode(token.get(), StandardCharsets.UTF_8)
            + (CaptionUrls.clientName(url).isPresent()
                ? ""
                : "&c="
                    + URLEncoder.encode(
                        answers.requests().clients().web().name(), StandardCharsets.UTF_8));
    return Optional.of(captionFileText(withToken, fmt));
  }

  /**
   * A caption file of a track (its URL, see {@link CaptionUrls#of}) in {@code fmt}. An empty file
   * means the platform wants a proof-of-origin token for it: the same track (language, kind,
   * translation) is tried from every player client's answer, then with a token from the configured
   * provider; when none gives it, a 503 says captions need a token and how to configure a provider.
   * A file in no known format is a changed answer (503). Neither is ever "no captions". {@code
   * fullMenuSeen} is given the full translation menu when a VISIONOS answer was read on the way.
   */
  CaptionFile captionFile(
      String url, String fmt, Consumer<List<TranslationLanguage>> fullMenuSeen) {
    CaptionFile file = fetchCaptionFile(url, fmt);
    if (!file.empty()) {
      return known(file);
    }
    // The URL is the platform's: its video ID is read here, once.
    Optional<VideoId> videoId = UrlQuery.param(url, "v").filter(VideoId::isValid).map(VideoId::new);
    if (videoId.isEmpty()) {
      throw captionsNeedToken();
    }
    for (String other : sameTrackFromOtherClients(videoId.get(), url, fullMenuSeen)) {
      CaptionFile found = fetchCaptionFile(other, fmt);
      if (!found.empty()) {
        return known(found);
      }
    }
    Optional<String> withToken = captionFileWithToken(url, fmt, videoId.get());
    if (withToken.isPresent()) {
      CaptionFile found = UnreadableAnswer.parsing(() -> CaptionFileParser.parse(withToken.get()));
      if (!found.empty()) {
        return known(found);
      }
    }
    throw captionsNeedToken();
  }

  private CaptionFile fetchCaptionFile(String url, String fmt) {
    String body;
    try {
      body = captionFileText(url, fmt);
    } catch (IllegalArgumentException notACaptionUrl) {
      throw answers.unexpected(
          "A caption track pointed somewhere else than the platform's caption files.");
    }
    return UnreadableAnswer.parsing(() -> CaptionFileParser.parse(body));
  }

  private CaptionFile known(CaptionFile file) {
    if (file.format() == CaptionFile.Format.UNKNOWN) {
      throw answers.unexpected("A caption file was in no known format.");
    }
    return file;
  }

  /**
   * The URLs of the track behind {@code url} (same language, kind and translation) in each player
   * client's answer, other than {@code url} itself. A client that cannot answer now is skipped: the
   * token path or the 503 follows.
   */
  private List<String> sameTrackFromOtherClients(
      VideoId videoId, String url, Consumer<List<TranslationLanguage>> fullMenuSeen) {
    String lang = UrlQuery.param(url, "lang").orElse("");
    boolean asr = UrlQuery.param(url, "kind").map("asr"::equals).orElse(false);
    String tlang = UrlQuery.param(url, "tlang").orElse(null);
    List<String> urls = new java.util.ArrayList<>();
    for (PlayerClient client : players.playerClients()) {
      Captions captions;
      try {
        captions =
            players
                .requesterAllowed(players.parsedPlayer(players.playerTree(videoId, client)))
                .captions();
        if (client == PlayerClient.VISIONOS) {
          fullMenuSeen.accept(captions.translationLanguages());
        }
      } catch (PlatformException | UnreadableAnswer e) {
        log.debug("Player answer of {} for {} unavailable ({})", client, videoId, e.getMessage());
        continue;
      }
      for (CaptionTrack track : captions.tracks()) {
        if (track.languageCode().equals(lang) && track.autoGenerated() == asr) {
          String other = CaptionUrls.of(track.baseUrl(), tlang);
          if (!other.equals(url) && !urls.contains(other)) {
            urls.add(other);
          }
        }
      }
    }
    return urls;
  }

  /**
   * An empty caption file for a track that exists, from every client: the platform wants a
   * proof-of-origin token. The details say how an operator configures a token provider, or that the
   * configured one's token did not help.
   */
  private PlatformException.Unavailable captionsNeedToken() {
    String how =
        potProvider.configured()
            ? " The configured token provider's token was not accepted either. Try again later."
            : " This server has no token provider: its operator can configure one compatible with"
                + " bgutil-ytdlp-pot-provider as "
                + PotProvider.PROPERTY
                + ". Try again later.";
    return new PlatformException.Unavailable(
        UpstreamFault.UNEXPECTED_ANSWER,
        "The video platform answered this video's caption file empty for every client: its"
            + " captions need a proof-of-origin token."
            + how,
        answers.unexpectedRetryAfterSeconds());
  }
}
