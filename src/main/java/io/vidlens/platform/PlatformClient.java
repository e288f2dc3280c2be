package io.vidlens.platform;

import io.vidlens.model.CaptionFile;
import io.vidlens.model.CommentPage;
import io.vidlens.model.PlayerResponse;
import io.vidlens.model.ReelOverlay;
import io.vidlens.model.RelatedVideo;
import io.vidlens.model.TranslationLanguage;
import io.vidlens.model.VideoDetails;
import io.vidlens.model.VideoId;
import io.vidlens.model.WatchPage;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * What the catalog calls to read a video from the platform: each method returns records of {@code
 * io.vidlens.model}, parsed from the platform's answers (cached per kind, as JSON trees or text);
 * channels and playlists are read through {@link ChannelReads}. An answer no parser can read is an
 * {@link UnreadableAnswer}. Failures are typed: {@link PlatformException.NotFound} and {@link
 * PlatformException.NotFound} (404), {@link PlatformException.Unavailable} (503 with retry-after),
 * and 400 for a continuation token the platform rejects.
 *
 * <p>The client runs on a transport that is already resilient (retry, breaker, bulkhead, pacing,
 * classification): see {@code config.PlatformConfiguration}.
 */
public interface PlatformClient {

  /** The locale ({@code hl}, "en-GB") the platform answers in: names and menus are in it. */
  String locale();

  /**
   * When the platform gave the mobile {@link #player(VideoId)} answer now held; empty when none is
   * held.
   */
  Optional<Instant> playerAnsweredAt(VideoId videoId);

  /**
   * The mobile player answer, parsed. Guest throttling ("This content isn't available, try again
   * later") arrives as a playability status and is a 503 here; the bot wall already is one in the
   * transport.
   *
   * @throws PlatformException.NotFound for an unknown, removed or private video
   * @throws UnreadableAnswer when the answer cannot be read
   */
  PlayerResponse player(VideoId videoId);

  /**
   * Whether the video exists, by the mobile player answer alone (not parsed).
   *
   * @throws PlatformException.NotFound for an unknown, removed or private video
   */
  void requireVideo(VideoId videoId);

  /** The WEB player's microformat answer, parsed (see the WEB player). */
  PlayerResponse playerMicroformat(VideoId videoId);

  /**
   * The mobile player answer an earlier read left in the cache, parsed, without asking the
   * platform; empty when none is held or the one held says the video is missing.
   */
  Optional<PlayerResponse> heldPlayer(VideoId videoId);

  /** As {@link #heldPlayer} for the {@link #playerMicroformat} answer. */
  Optional<PlayerResponse> heldPlayerMicroformat(VideoId videoId);

  /**
   * The video's details from the mobile and the WEB player answers (either may be null): the fields
   * each answer is the better source of.
   */
  VideoDetails details(PlayerResponse mobile, PlayerResponse web);

  /**
   * The full translation menu of caption tracks, from the one client whose answer lists every
   * target (VISIONOS); the mobile answer lists 16 to 18.
   */
  List<TranslationLanguage> fullTranslationMenu(VideoId videoId);

  /** The watch page: title, counts, engagement panels, the comment section's entry token. */
  WatchPage watchPage(VideoId videoId);

  /**
   * The videos the watch page lists beside the player, each with its channel: the same answer as
   * {@link #watchPage} (one request for both, cached alike).
   */
  List<RelatedVideo> relatedVideos(VideoId videoId);

  /**
   * A page of comments behind a continuation, its relative times counted from when it was answered.
   */
  CommentPage commentPage(String token);

  /**
   * As {@link #commentPage(String)}, or empty when the answer holds no header, thread or
   * continuation: the platform's incomplete answer (never cached), not "no comments".
   */
  Optional<CommentPage> completeCommentPage(String token);

  /** The Shorts overlay (like button, channel header, sound); empty when the answer has none. */
  Optional<ReelOverlay> reelOverlay(VideoId videoId);

  /**
   * A caption file of a track (its URL, see {@link CaptionUrls#of}) in {@code fmt}. An empty file
   * means the platform wants a proof-of-origin token for it: the same track (language, kind,
   * translation) is tried from every player client's answer, then with a token from the configured
   * provider; when none gives it, a 503 says captions need a token and how to configure a provider.
   * A file in no known format is a changed answer (503). Neither is ever "no captions". {@code
   * fullMenuSeen} is given the full translation menu when a VISIONOS answer was read on the way.
   */
  CaptionFile captionFile(String url, String fmt, Consumer<List<TranslationLanguage>> fullMenuSeen);
}
