package io.vidlens.testing;

import static io.vidlens.testing.ConstructedChannel.API;
import static io.vidlens.testing.ConstructedChannel.JSON;
import static io.vidlens.testing.ConstructedChannel.WEB;

import io.vidlens.platform.transport.RecordedExchange;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.node.ObjectNode;

/**
 * Videos of the {@link ConstructedChannel} world in the states the recordings do not show, built
 * here from the shapes the maintained extractors document (never copied): players that refuse (age
 * gates, members only, a region block), one app refusing what another plays, every app refusing,
 * and a first comment page that comes incomplete. An answer set to give after {@link
 * ConstructedChannel#exchanges()} (whose visitor_id answers it relies on).
 */
public final class ConstructedVideoStates {

  /** LOGIN_REQUIRED "Sign in to confirm your age" (youtube-transcript-api's AgeRestricted). */
  public static final String AGE_LOGIN = "cwAgeLogin1";

  /** The age statuses without sign-in words (yt-dlp's AGE_GATE_REASONS). */
  public static final String AGE_CHECK = "cwAgeCheck1";

  public static final String AGE_VERIFICATION = "cwAgeVerify";
  public static final String CONTENT_CHECK = "cwContentC1";

  /** UNPLAYABLE "Join this channel ..." (pytubefix's MembersOnly). */
  public static final String MEMBERS_ONLY = "cwMembers01";

  /** UNPLAYABLE "... not made this video available in your country". */
  public static final String REGION_BLOCKED = "cwRegion001";

  /**
   * ANDROID refuses it (UNPLAYABLE "This video is not available", a made-for-kids video), VISIONOS
   * plays it with captions and the fields only a mobile answer has.
   */
  public static final String ONE_CLIENT_REFUSES = "cwKidsVideo";

  /**
   * ANDROID answers the app refusal (ERROR "... not available on this app."), VISIONOS plays it.
   */
  public static final String ONE_APP_REFUSES = "cwAppRefuse";

  /** Every client answers the app refusal. */
  public static final String EVERY_APP_REFUSES = "cwAppAll001";

  /** The first comment page answers without header, threads or continuation. */
  public static final String INCOMPLETE_COMMENTS = "cwNoCmtPage";

  /** The first comment page is a header "0 Comments" and nothing else: a video without comments. */
  public static final String NO_COMMENTS = "cwZeroCmts1";

  public static final String AGE_REASON = "Sign in to confirm your age";
  public static final String AGE_SUBREASON = "This video may be inappropriate for some users.";
  public static final String MEMBERS_REASON =
      "Join this channel to get access to members-only content like this video, and other"
          + " exclusive perks.";
  public static final String REGION_REASON =
      "The uploader has not made this video available in your country";
  public static final String APP_REASON = "The following content is not available on this app.";
  public static final String APP_SUBREASON = "Watch on the latest version of YouTube.";

  private static List<RecordedExchange> exchanges;

  private ConstructedVideoStates() {}

  /** The videos' facts (title, topic, views, ...), as the channel's uploads have them. */
  public static ConstructedChannel.Video video(String id) {
    return new ConstructedChannel.Video(
        id,
        "A Video In State " + id,
        "Black Holes",
        123_456,
        421,
        Instant.parse("2026-05-20T16:00:00Z"),
        false);
  }

  /** The exchanges, to give after {@link ConstructedChannel#exchanges()}. */
  public static synchronized List<RecordedExchange> exchanges() {
    if (exchanges == null) {
      ConstructedWorld.Exchanges out = new ConstructedWorld.Exchanges();
      write(out);
      exchanges = out.all();
    }
    return exchanges;
  }

  private static void write(ConstructedWorld.Exchanges out) {
    // Age gates: the mobile answer keeps videoDetails but has neither captions nor streams.
    ageGated(
        out,
        AGE_LOGIN,
        status("LOGIN_REQUIRED", AGE_REASON, AGE_SUBREASON).put("desktopLegacyAgeGateReason", 1));
    ageGated(out, AGE_CHECK, status("AGE_CHECK_REQUIRED", AGE_REASON, AGE_SUBREASON));
    ageGated(out, AGE_VERIFICATION, status("AGE_VERIFICATION_REQUIRED", AGE_REASON, AGE_SUBREASON));
    ageGated(
        out, CONTENT_CHECK, status("CONTENT_CHECK_REQUIRED", "Content warning", AGE_SUBREASON));
    refusingEverywhere(out, MEMBERS_ONLY, status("UNPLAYABLE", MEMBERS_REASON, null));
    refusingEverywhere(out, REGION_BLOCKED, status("UNPLAYABLE", REGION_REASON, null));

    // One app refuses, the other plays: the refusal keeps only the ID and title.
    ConstructedChannel.Video kids = video(ONE_CLIENT_REFUSES);
    ObjectNode refusal = refusal(kids, status("UNPLAYABLE", "This video is not available", null));
    ((ObjectNode) refusal.path("videoDetails")).remove("keywords");
    savePlayers(out, kids, refusal, ConstructedChannel.mobilePlayer(kids));
    saveRest(out, kids);

    ConstructedChannel.Video app = video(ONE_APP_REFUSES);
    savePlayers(out, app, appRefusal(), ConstructedChannel.mobilePlayer(app));
    saveRest(out, app);

    ConstructedChannel.Video every = video(EVERY_APP_REFUSES);
    savePlayers(out, every, appRefusal(), appRefusal());
    saveRest(out, every);

    ConstructedChannel.Video incomplete = video(INCOMPLETE_COMMENTS);
    savePlayers(
        out,
        incomplete,
        ConstructedChannel.mobilePlayer(incomplete),
        ConstructedChannel.mobilePlayer(incomplete));
    saveWatchPage(out, incomplete);
    saveFirstCommentPage(out, incomplete, incompleteCommentPage());

    ConstructedChannel.Video none = video(NO_COMMENTS);
    saveWatchPage(out, none);
    saveFirstCommentPage(out, none, headerOnlyCommentPage());
  }

  /** A video whose every client answers {@code status} (and the WEB microformat, as usual). */
  private static void refusingEverywhere(
      ConstructedWorld.Exchanges out, String id, ObjectNode status) {
    ConstructedChannel.Video v = video(id);
    savePlayers(out, v, refusal(v, status), refusal(v, status));
    saveRest(out, v);
  }

  /** As {@link #refusingEverywhere}; the microformat of an age-gated video is not family safe. */
  private static void ageGated(ConstructedWorld.Exchanges out, String id, ObjectNode status) {
    ConstructedChannel.Video v = video(id);
    savePlayers(out, v, refusal(v, status), refusal(v, status));
    saveRest(out, v, false);
  }

  /**
   * A mobile answer of a video the client does not play: the playability status given, the
   * videoDetails kept, no captions and no streams.
   */
  static ObjectNode refusal(ConstructedChannel.Video v, ObjectNode status) {
    ObjectNode answer = ConstructedChannel.mobilePlayer(v);
    answer.set("playabilityStatus", status.deepCopy());
    answer.remove("captions");
    answer.remove("streamingData");
    return answer;
  }

  /**
   * ERROR "The following content is not available on this app." with the subreason linking to the
   * app store (yt-dlp #13930, #13969; XCDYouTubeKit #560): no videoDetails.
   */
  private static ObjectNode appRefusal() {
    ObjectNode answer = JSON.createObjectNode();
    answer.putObject("responseContext").put("visitorData", ConstructedChannel.VISITOR_DATA);
    ObjectNode status = status("ERROR", APP_REASON, null);
    ObjectNode sub =
        ((ObjectNode) status.path("errorScreen").path("playerErrorMessageRenderer"))
            .putObject("subreason");
    ObjectNode run = sub.putArray("runs").addObject().put("text", APP_SUBREASON);
    run.putObject("navigationEndpoint")
        .putObject("urlEndpoint")
        .put("url", "market://details?id=com.google.android.youtube");
    answer.set("playabilityStatus", status);
    return answer;
  }

  /** A playability status as the player writes it: reason twice, once in the error screen. */
  static ObjectNode status(String word, String reason, String subreason) {
    ObjectNode status = JSON.createObjectNode();
    status.put("status", word);
    status.put("reason", reason);
    ObjectNode screen = status.putObject("errorScreen").putObject("playerErrorMessageRenderer");
    screen.putObject("reason").put("simpleText", reason);
    if (subreason != null) {
      screen.putObject("subreason").putArray("runs").addObject().put("text", subreason);
    }
    status.put("playableInEmbed", true);
    status.putObject("contextParams").put("contextParams", "Q0FFU0FnZ0M=");
    return status;
  }

  static void savePlayers(
      ConstructedWorld.Exchanges out,
      ConstructedChannel.Video v,
      ObjectNode android,
      ObjectNode visionos) {
    String id = v.id();
    out.save(
        id + "-reel_item_watch",
        ConstructedChannel.reelItemWatch(id, "{\"playerResponse\":" + android + "}"));
    out.save(
        id + "-player-visionos",
        ConstructedChannel.post(
            API + "/youtubei/v1/player?prettyPrint=false&id=" + id,
            "VISIONOS",
            Map.of("videoId", id),
            visionos.toString()));
  }

  /** The WEB microformat, the watch page and the caption file, as for every upload. */
  static void saveRest(ConstructedWorld.Exchanges out, ConstructedChannel.Video v) {
    saveRest(out, v, true);
  }

  private static void saveRest(
      ConstructedWorld.Exchanges out, ConstructedChannel.Video v, boolean familySafe) {
    String id = v.id();
    ObjectNode microformat = (ObjectNode) JSON.readTree(ConstructedChannel.microformat(v));
    ((ObjectNode) microformat.path("microformat").path("playerMicroformatRenderer"))
        .put("isFamilySafe", familySafe);
    out.save(
        id + "-player-web",
        ConstructedChannel.post(
            WEB
                + "/youtubei/v1/player?prettyPrint=false&$fields=microformat,"
                + "videoDetails.thumbnail.thumbnails,videoDetails.videoId,videoDetails.keywords",
            "WEB",
            Map.of("videoId", id),
            microformat.toString()));
    saveWatchPage(out, v);
    out.save(
        id + "-timedtext",
        ConstructedChannel.get(
            ConstructedChannel.captionUrl(id) + "&fmt=json3",
            "application/json; charset=UTF-8",
            ConstructedChannel.captions(v)));
  }

  private static void saveWatchPage(ConstructedWorld.Exchanges out, ConstructedChannel.Video v) {
    out.save(
        v.id() + "-next",
        ConstructedChannel.post(
            WEB + "/youtubei/v1/next?prettyPrint=false",
            "WEB",
            Map.of("videoId", v.id()),
            ConstructedChannel.watchPage(v)));
  }

  private static void saveFirstCommentPage(
      ConstructedWorld.Exchanges out, ConstructedChannel.Video v, ObjectNode page) {
    out.save(
        v.id() + "-comments-1",
        ConstructedChannel.post(
            WEB + "/youtubei/v1/next?prettyPrint=false",
            "WEB",
            Map.of("continuation", ConstructedChannel.commentToken(v.id(), 1)),
            page.toString()));
  }

  /** The reload command with no items at all: no header, no threads, no continuation. */
  private static ObjectNode incompleteCommentPage() {
    ObjectNode root = JSON.createObjectNode();
    root.putObject("responseContext").put("visitorData", ConstructedChannel.VISITOR_DATA);
    root.putArray("onResponseReceivedEndpoints")
        .addObject()
        .putObject("reloadContinuationItemsCommand")
        .put("targetId", "comments-section")
        .put("slot", "RELOAD_CONTINUATION_SLOT_BODY");
    return root;
  }

  /** The header of a video nobody commented on, and nothing after it. */
  private static ObjectNode headerOnlyCommentPage() {
    ObjectNode root = JSON.createObjectNode();
    root.putObject("responseContext").put("visitorData", ConstructedChannel.VISITOR_DATA);
    ObjectNode header =
        root.putArray("onResponseReceivedEndpoints")
            .addObject()
            .putObject("reloadContinuationItemsCommand")
            .put("targetId", "comments-section")
            .putArray("continuationItems")
            .addObject()
            .putObject("commentsHeaderRenderer");
    header.putObject("countText").putArray("runs").addObject().put("text", "0 Comments");
    header.putObject("commentsCount").put("simpleText", "0");
    return root;
  }
}
