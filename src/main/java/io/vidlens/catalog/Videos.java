package io.vidlens.catalog;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.vidlens.catalog.internal.CountReadings;
import io.vidlens.catalog.internal.TranslationMenus;
import io.vidlens.catalog.internal.UnknownItems;
import io.vidlens.model.CaptionFile;
import io.vidlens.model.Captions;
import io.vidlens.model.Comment;
import io.vidlens.model.CommentPage;
import io.vidlens.model.Count;
import io.vidlens.model.PlayerResponse;
import io.vidlens.model.PlayerVideoDetails;
import io.vidlens.model.ReelOverlay;
import io.vidlens.model.RelatedVideo;
import io.vidlens.model.TopComments;
import io.vidlens.model.TranscriptSegment;
import io.vidlens.model.TranslationLanguage;
import io.vidlens.model.Video;
import io.vidlens.model.VideoDetails;
import io.vidlens.model.VideoId;
import io.vidlens.model.WatchPage;
import io.vidlens.platform.PlatformClient;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.UnreadableAnswer;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * What Vidlens reads of a video: its details (mobile player and WEB microformat merged), caption
 * tracks and files, watch page, comment pages and Shorts overlay, as records. Failures are the
 * platform's typed ones: a missing, removed or private video is a {@code NotFound}, trouble an
 * {@code Unavailable} (see {@link ReadPolicy}).
 */
@Component
public class Videos {

  private static final Logger log = LoggerFactory.getLogger(Videos.class);

  /** Caption files for transcripts: milliseconds and the cue's line breaks. */
  public static final String TRANSCRIPT_FORMAT = "json3";

  private final PlatformClient platform;
  private final ReadPolicy policy;
  private final UnknownItems unknownItems;
  private final TranslationMenus translationMenus;
  private final ReadingsRecorder readings;

  /** A merged video and the WEB answer it was made with. */
  private record Merged(PlayerResponse web, Video video) {}

  /**
   * Videos already merged, keyed by the identity of the mobile player answer (weak keys): the
   * platform client hands back the same record while it serves the same cached answer, so the same
   * video is returned instead of merged again, and it expires with its answer.
   */
  private final Cache<PlayerResponse, Merged> merged =
      Caffeine.newBuilder().weakKeys().maximumSize(20_000).build();

  @Autowired
  public Videos(
      PlatformClient platform,
      ReadPolicy policy,
      UnknownItems unknownItems,
      TranslationMenus translationMenus,
      ReadingsRecorder readings) {
    this.platform = platform;
    this.policy = policy;
    this.unknownItems = unknownItems;
    this.translationMenus = translationMenus;
    this.readings = readings;
  }

  /** Without the history of counts. */
  public Videos(
      PlatformClient platform,
      ReadPolicy policy,
      UnknownItems unknownItems,
      TranslationMenus translationMenus) {
    this(platform, policy, unknownItems, translationMenus, ReadingsRecorder.NONE);
  }

  /** With its own translation menu store on the system clock (tests, tools). */
  public Videos(PlatformClient platform, ReadPolicy policy, UnknownItems unknownItems) {
    this(platform, policy, unknownItems, new TranslationMenus(Clock.systemUTC()));
  }

  /** The video; a missing, removed or private video is the platform's {@code NotFound}. */
  public Video video(VideoId id) {
    PlayerResponse mobile = policy.read("player answer", () -> platform.player(id));
    PlayerResponse web = policy.read("web player answer", () -> platform.playerMicroformat(id));
    Merged known = merged.getIfPresent(mobile);
    if (known != null && known.web() == web) {
      return known.video();
    }
    VideoDetails details = policy.read("player answers", () -> platform.details(mobile, web));
    boolean liveNow =
        mobile.details().map(PlayerVideoDetails::isLive).map(Boolean.TRUE::equals).orElse(false);
    Video video = new Video(details, mobile.playability(), liveNow);
    merged.put(mobile, new Merged(web, video));
    // A new merge is a new answer (or one read back from the durable cache, dated as stored).
    if (!liveNow) { // a live stream's count is of viewers, not views
      readings.record(() -> platform.playerAnsweredAt(id), at -> CountReadings.video(details, at));
    }
    return video;
  }

  /**
   * What the WEB player's microformat alone says of a video: title, description, length, views,
   * category, publish and upload dates, channel. One request where {@link #video} makes two, for
   * callers that use none of the mobile answer's own fields (keywords, captions, playability,
   * privacy); the same merge, so the fields it fills are those {@link #video} fills from the
   * microformat or, for title, description and views, the same facts the mobile answer repeats.
   * Empty when the answer holds no microformat (a missing video, or the platform sent none).
   */
  public Optional<VideoDetails> microformatDetails(VideoId id) {
    PlayerResponse web = policy.read("web player answer", () -> platform.playerMicroformat(id));
    if (web.microformat().isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(policy.read("player answers", () -> platform.details(null, web)));
  }

  /**
   * What the player answers an earlier read left in the cache say of a video, at no request: both
   * merged when both are held, else the one held (the microformat alone, or the mobile answer
   * alone, which has keywords but no category). Empty when neither is held.
   */
  public Optional<VideoDetails> heldDetails(VideoId id) {
    PlayerResponse mobile =
        policy
            .read("player answer", () -> platform.heldPlayer(id))
            .filter(p -> p.playability().playable())
            .orElse(null);
    PlayerResponse web =
        policy.read("web player answer", () -> platform.heldPlayerMicroformat(id)).orElse(null);
    if (mobile == null && (web == null || web.microformat().isEmpty())) {
      return Optional.empty();
    }
    return Optional.of(policy.read("player answers", () -> platform.details(mobile, web)));
  }

  /**
   * The mobile player's caption tracks (404 for a missing video), with the full translation menu
   * when one is kept for the locale (no request for it here; see {@link
   * #captionsWithTranslationMenu}). A video the platform does not play here (age gate, members
   * only, region block) is {@link PlatformException.Unplayable}: its answer carries no caption
   * list, which must not read as "no captions".
   */
  public Captions captions(VideoId id) {
    Captions captions = playable(id).captions();
    return withMenu(captions, translationMenus.kept(locale()));
  }

  /**
   * As {@link #captions}, with the platform's full translation menu for the locale: the mobile
   * (ANDROID) answer lists only 16 to 18 targets, the VISIONOS answer all of them. The menu is the
   * same for every video, so it is read from one video's VISIONOS answer once per locale and kept
   * ({@link TranslationMenus}); when that answer cannot be had, the mobile answer's own menu stays.
   */
  public Captions captionsWithTranslationMenu(VideoId id) {
    Captions captions = playable(id).captions();
    if (captions.translationLanguages().isEmpty()) {
      return captions;
    }
    return withMenu(captions, translationMenus.menu(locale(), () -> fullMenuFrom(id)));
  }

  private String locale() {
    String locale = platform.locale();
    return locale == null ? "" : locale;
  }

  private Optional<List<TranslationLanguage>> fullMenuFrom(VideoId videoId) {
    try {
      return Optional.of(platform.fullTranslationMenu(videoId));
    } catch (PlatformException | UnreadableAnswer e) {
      log.debug("No full translation menu from {} now ({})", videoId, e.getMessage());
      return Optional.empty();
    }
  }

  /**
   * The answer's tracks with {@code menu} as translation targets when the answer offers translation
   * at all (its own menu is not empty) and {@code menu} is fuller.
   */
  private static Captions withMenu(Captions captions, Optional<List<TranslationLanguage>> menu) {
    if (captions.translationLanguages().isEmpty()
        || menu.isEmpty()
        || menu.get().size() <= captions.translationLanguages().size()) {
      return captions;
    }
    return new Captions(captions.tracks(), menu.get(), captions.defaultTrackIndex());
  }

  /** The watch page: title, counts, engagement panels, the comment section's entry. */
  public WatchPage watchPage(VideoId id) {
    return policy.read("watch page", () -> platform.watchPage(id));
  }

  /** The videos the watch page lists beside the player, with their channels (the same answer). */
  public List<RelatedVideo> relatedVideos(VideoId id) {
    return policy.read("watch page", () -> platform.relatedVideos(id));
  }

  /**
   * The first page of comments, behind the watch page's token. An answer without header, threads or
   * continuation is the platform's incomplete answer, not "no comments, last page" (a video without
   * comments still gets the header): asked once more (it is never cached), then a 503.
   */
  public CommentPage firstCommentPage(String continuation) {
    for (int attempt = 1; ; attempt++) {
      Optional<CommentPage> page =
          policy.read("comments page", () -> platform.completeCommentPage(continuation));
      if (page.isPresent()) {
        return checked(page.get());
      }
      if (attempt == 2) {
        throw policy.incomplete(
            "The video platform sent the first page of comments incomplete twice (no header,"
                + " comments or continuation); try again later.");
      }
      log.debug("Incomplete first comment page; asking once more");
    }
  }

  /** A page of comments behind a platform continuation (a further page, or replies). */
  public CommentPage commentPage(String continuation) {
    return checked(policy.read("comments page", () -> platform.commentPage(continuation)));
  }

  /**
   * What the parser left out of a comment page is reported; a continuation it could not read is
   * upstream trouble, never a last page.
   */
  private CommentPage checked(CommentPage page) {
    unknownItems.report(UnknownItems.Endpoint.COMMENTS, page.skipped());
    // The platform says there is more: answering this as the last page would be wrong.
    page.unreadableContinuation()
        .ifPresent(
            item -> {
              throw policy.unreadable(
                  "comments page: a continuation without a token at " + item.path());
            });
    return page;
  }

  /**
   * Throws the player's 404 for a missing video, else tells that its watch page came without the
   * comment section: the platform's trouble, not an empty list.
   */
  public PlatformException.Unavailable commentSectionMissing(VideoId id, String sentence) {
    platform.requireVideo(id);
    return policy.unexpected(sentence);
  }

  /** Top-level comments the platform shows on one page, about (budget arithmetic). */
  public static final int COMMENTS_PER_PAGE = 20;

  /**
   * Up to {@code max} top-level comments in the platform's default (top) order, from at most as
   * many pages as {@code max} needs at {@link #COMMENTS_PER_PAGE} a page: a page that shows fewer
   * (replies, removed comments) does not make the read cost more requests than planned.
   */
  public TopComments topComments(VideoId id, int max) {
    WatchPage watch = watchPage(id);
    if (watch.commentsContinuation().isEmpty()) {
      if (watch.commentsDisabled()) {
        return new TopComments(null, List.of(), true);
      }
      throw policy.unexpected("Its watch page came without the comment section.");
    }
    List<Comment> found = new ArrayList<>();
    Count total = null;
    String continuation = watch.commentsContinuation();
    int pages = Math.max(1, (max + COMMENTS_PER_PAGE - 1) / COMMENTS_PER_PAGE);
    for (int read = 0; read < pages && !continuation.isEmpty() && found.size() < max; read++) {
      CommentPage page = read == 0 ? firstCommentPage(continuation) : commentPage(continuation);
      if (total == null) {
        total = page.count();
      }
      for (Comment c : page.comments()) {
        if (c.replyLevel() == 0 && found.size() < max) {
          found.add(c);
        }
      }
      continuation = page.continuation();
    }
    return new TopComments(total, found, false);
  }

  /**
   * The texts of the first page of comments (about 20, replies shown there included); empty when
   * comments are off or the video is live.
   */
  public List<String> firstCommentTexts(VideoId id) {
    WatchPage watch = watchPage(id);
    if (watch.commentsContinuation().isEmpty()) {
      if (watch.commentsDisabled() || watch.live()) {
        return List.of();
      }
      throw commentSectionMissing(
          id, "Its watch page came without the comment section; try again later.");
    }
    return firstCommentPage(watch.commentsContinuation()).comments().stream()
        .map(Comment::text)
        .filter(text -> text != null && !text.isBlank())
        .toList();
  }

  /**
   * A caption file of a track (a {@link CaptionChoice#url}) in {@code fmt}. An empty file means the
   * platform wants a proof-of-origin token for it: the platform client tries the same track from
   * every player client's answer, then with a token; when none gives it, a 503 says captions need a
   * token and how to configure a provider. A file in no known format is a changed answer (503).
   * Neither is ever "no captions".
   */
  public CaptionFile captionFile(String url, String fmt) {
    return policy.read(
        "caption file",
        () -> platform.captionFile(url, fmt, menu -> translationMenus.offer(locale(), menu)));
  }

  /**
   * The transcript in the player's default language (empty when the video has no captions; {@code
   * Unplayable} when the platform does not play it here).
   */
  public List<TranscriptSegment> transcript(VideoId id) {
    return CaptionChoice.pick(captions(id), null)
        .map(choice -> captionFile(choice.url(), TRANSCRIPT_FORMAT).segments())
        .orElse(List.of());
  }

  /**
   * The Shorts overlay. Optional: its shape is unconfirmed and some clients are refused it, so any
   * failure (also "not recorded" in replay mode) is an empty overlay.
   */
  public Optional<ReelOverlay> reelOverlay(VideoId id) {
    try {
      return platform.reelOverlay(id);
    } catch (PlatformException.Unavailable e) {
      log.debug("Shorts overlay of {} unavailable ({}); using the fallbacks", id, e.fault());
      return Optional.empty();
    } catch (RuntimeException e) {
      log.warn("Shorts overlay of {} could not be read; using the fallbacks", id, e);
      return Optional.empty();
    }
  }

  /** The mobile player answer of a video the platform plays here; else its {@code Unplayable}. */
  private PlayerResponse playable(VideoId id) {
    PlayerResponse player = policy.read("player answer", () -> platform.player(id));
    if (!player.playability().playable()) {
      throw new PlatformException.Unplayable(id.value(), player.playability());
    }
    return player;
  }
}
