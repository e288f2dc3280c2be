package io.vidlens.catalog;

import io.vidlens.model.ChannelId;
import io.vidlens.model.Listing;
import io.vidlens.model.VideoId;
import io.vidlens.model.WatchPage;
import io.vidlens.platform.ClientVersions;
import io.vidlens.platform.PlatformException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.springframework.stereotype.Component;

/**
 * Probes the platform with a few well-known IDs through the read layer, as an operation would read
 * them (so through the cache, the pacing and the breakers), and says for each what happened and,
 * when it failed, what an operator can do about it: the {@code doctor} command's work. The IDs are
 * also in the recordings, so the probes pass in replay mode.
 */
@Component
public record PlatformDoctor(Videos videos, Channels channels, ClientVersions versions) {

  /** A video with captions. */
  public static final String VIDEO = "cV5TjZCJkuA";

  /** A video with comments. */
  public static final String COMMENTED_VIDEO = "bjFtFMilb34";

  /** A channel (Kurzgesagt). */
  public static final String CHANNEL = "UCsXVk37bltHxD1rDPwtNM8Q";

  /** A handle. */
  public static final String HANDLE = "@EEVblog";

  /** A channel whose Videos tab has a second page. */
  public static final String PAGED_CHANNEL = "UCTwECeGqMZee77BjdoYtI2Q";

  /** One probe's outcome: {@code fault} and {@code fix} are empty when it passed. */
  public record Result(
      String probe, String target, boolean ok, long millis, String fault, String fix) {}

  /** The client versions in use and where the WEB one came from. */
  public record Clients(String web, String webSource, String android, String visionos) {}

  /** Runs every probe, one after the other. */
  public List<Result> run() {
    List<Result> results = new ArrayList<>();
    results.add(probe("video details", VIDEO, () -> videos.video(new VideoId(VIDEO))));
    results.add(probe("channel page", CHANNEL, () -> channels.channelPage(new ChannelId(CHANNEL))));
    results.add(probe("handle", HANDLE, () -> channels.resolve(ChannelRef.parse(HANDLE, null))));
    results.add(
        probe(
            "caption track",
            VIDEO,
            () -> {
              if (videos.transcript(new VideoId(VIDEO)).isEmpty()) {
                throw new IllegalStateException("the video's captions came back empty");
              }
              return null;
            }));
    results.add(
        probe(
            "comment page",
            COMMENTED_VIDEO,
            () -> {
              WatchPage watch = videos.watchPage(new VideoId(COMMENTED_VIDEO));
              if (watch.commentsContinuation().isEmpty()) {
                throw new IllegalStateException("the watch page came without comments");
              }
              return videos.firstCommentPage(watch.commentsContinuation());
            }));
    results.add(
        probe(
            "channel tab page",
            PAGED_CHANNEL,
            () -> {
              Listing first =
                  channels.first(
                      new ChannelId(PAGED_CHANNEL), ChannelTab.VIDEOS, ContentSort.LATEST);
              if (first.continuation().isEmpty()) {
                throw new IllegalStateException("the Videos tab came without a further page");
              }
              return channels.next(first.continuation());
            }));
    return results;
  }

  /** The client versions requests are made with now. */
  public Clients clients() {
    ClientVersions.InUse inUse = versions.inUse();
    return new Clients(inUse.web(), inUse.webSource(), inUse.android(), inUse.visionos());
  }

  private static Result probe(String name, String target, Supplier<?> read) {
    long started = System.nanoTime();
    try {
      read.get();
      return new Result(name, target, true, millisSince(started), "", "");
    } catch (RuntimeException e) {
      return new Result(name, target, false, millisSince(started), fault(e), fix(name, e));
    }
  }

  private static long millisSince(long started) {
    return (System.nanoTime() - started) / 1_000_000;
  }

  private static String fault(RuntimeException e) {
    return switch (e) {
      case PlatformException.Unavailable u -> u.fault().name() + ": " + u.details();
      case PlatformException p -> p.getMessage() + ": " + p.details();
      default -> e.getClass().getSimpleName() + ": " + e.getMessage();
    };
  }

  /** What an operator can do about a failure. */
  static String fix(String probe, RuntimeException e) {
    if (e instanceof PlatformException.NotFound) {
      return "The platform says this well-known item is not there. If every probe says so, the"
          + " platform refuses the client: update vidlens.upstream.clients.<web|android|visionos>"
          + ".version (docs/platform.md).";
    }
    if (!(e instanceof PlatformException.Unavailable u)) {
      return "The answer could not be read: the platform may have changed its shape; check the"
          + " logs and update Vidlens.";
    }
    String details = u.details() == null ? "" : u.details().toLowerCase(Locale.ROOT);
    if (details.contains("proof-of-origin") || details.contains("token")) {
      return "Captions need a proof-of-origin token: run a token provider (bgutil-ytdlp-pot-provider)"
          + " and set vidlens.upstream.pot-provider.url.";
    }
    return switch (u.fault()) {
      case THROTTLED, BOT_WALL ->
          "The platform blocks this address: configure proxies (vidlens.upstream.proxies), lower"
              + " the budget (vidlens.upstream.budget.per-hour) and try again later.";
      case CONSENT ->
          "The platform asks for cookie consent: set vidlens.upstream.consent-cookie (CAE=).";
      case TIMEOUT, CONNECTION ->
          "The platform cannot be reached: check DNS, the egress firewall and the proxies"
              + " (vidlens.upstream.proxies, connect-timeout, request-timeout).";
      case SERVER_ERROR -> "The platform's own trouble: try again later.";
      case RATE_LIMITED ->
          "This node's outbound budget is spent: wait, or raise"
              + " vidlens.upstream.budget.per-hour if the platform allows it.";
      case CIRCUIT_OPEN, BULKHEAD_FULL ->
          "Vidlens holds requests back after failures or under load: see the other probes and"
              + " try again in a minute.";
      case NO_RECORDING ->
          "Replay mode: the recordings hold no answer for this "
              + probe
              + "; record one (vidlens.upstream.record) or probe the live platform.";
      case EMPTY_ANSWER, WRONG_ANSWER ->
          "The platform answers this server with empty or wrong answers, as it does for a"
              + " requester it doubts: configure proxies (vidlens.upstream.proxies), lower the"
              + " budget (vidlens.upstream.budget.per-hour) and try again later.";
      case UNEXPECTED_ANSWER ->
          "The platform answered something unexpected (a refused client version answers HTTP"
              + " 400): update vidlens.upstream.clients.<web|android|visionos>.version"
              + " (docs/platform.md); if that does not help, the answer's shape changed.";
    };
  }
}
