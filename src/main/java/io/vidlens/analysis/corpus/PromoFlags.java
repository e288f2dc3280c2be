package io.vidlens.analysis.corpus;

import io.vidlens.model.ShortLength;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Videos that are not the channel's content but its promotion: ads, announcements, trailers, merch.
 * They are listed in {@code content_strategy.flagged_videos} and left out of the performance advice
 * (a 16-second ad with a million paid views is not a format to copy). A video is flagged when:
 *
 * <ul>
 *   <li>its title says so on its own ("sponsored", "#ad", "paid promotion", "merch", "pre-order",
 *       "kickstarter", "new channel", "channel trailer");
 *   <li>or it is off-format (under 30 % of the channel's median length and at most 3 minutes, on a
 *       channel whose median is 4 minutes or more) and: its views are 10× the channel median or
 *       more (views bought as an ad), or its title has a promotional word ("announcement",
 *       "trailer", "teaser", "giveaway", "shop", "out now", "we made", …), speaks as the channel
 *       ("we", "us", "our") or names it (an off-format video with none of these is not flagged);
 *   <li>or it is a spot (a minute at most and under a quarter of the channel's median length, on a
 *       channel where fewer than half the videos are a minute or shorter: no Shorts channel) whose
 *       views are 10× the channel median or more, and 10× the median of its short peers where it
 *       has three or more: a paid spot on a brand's channel of short films (Laphroaig: 16–20 s, a
 *       million views, median length under 1.5 minutes, under the 4 the off-format rule asks for).
 * </ul>
 *
 * News titles that report someone's announcement are not flagged: the word alone is not enough.
 */
public final class PromoFlags {

  /** One flagged video: its kind (ad, announcement, trailer, merch, promo) and why. */
  public record Flag(String videoId, String kind, String reason) {}

  static final double OFF_FORMAT_SHARE = 0.3;
  static final long FORMAT_MEDIAN_MIN_SECONDS = 240;
  static final double PAID_VIEWS_MULTIPLE = 10;

  /** A spot: a minute at most and under a quarter of the channel's median length. */
  static final long SPOT_MAX_SECONDS = 60;

  static final double SPOT_SHARE = 0.25;

  /**
   * A channel with this share of its videos a minute or shorter posts Shorts: no spot rule. Brands
   * post many short films (Laphroaig: 11 of 30), so a third is not yet a Shorts channel.
   */
  static final double SHORTS_HEAVY_SHARE = 0.5;

  private static final Map<String, Pattern> ALONE =
      kinds(
          "ad",
          "\\bsponsored\\b|#ad\\b|[(\\[]ad[)\\]]|\\bpaid promotion\\b|\\badvertisement\\b",
          "merch",
          "\\bmerch(andise)?\\b|\\bpre-?orders?\\b|\\bkickstarter\\b",
          "announcement",
          "\\bnew channel\\b|\\bchannel (trailer|update)\\b");

  private static final Map<String, Pattern> WITH_FORMAT =
      kinds(
          "trailer",
          "\\btrailer\\b|\\bteaser\\b",
          "merch",
          "\\bshop\\b|\\bstore\\b|\\bsale\\b|\\bdiscount\\b|\\bgiveaway\\b|\\bgiving away\\b",
          "announcement",
          "\\bannounc(ement|ing|e)\\b|\\bout now\\b|\\bavailable now\\b|\\bcoming soon\\b"
              + "|\\bwe made\\b|\\bwe('re| are) making\\b|\\bour new\\b|\\bwe('re| are) back\\b"
              + "|\\bsupport us\\b|\\bpatreon\\b");

  /** Case kept: "US" in a headline is the country, not "us". */
  private static final Pattern FIRST_PERSON_PLURAL =
      Pattern.compile("\\b([Ww]e|WE|[Uu]s|[Oo]ur|OUR|[Ww]e're)\\b");

  private PromoFlags() {}

  private static Map<String, Pattern> kinds(String... pairs) {
    Map<String, Pattern> m = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      m.put(pairs[i], Pattern.compile(pairs[i + 1]));
    }
    return m;
  }

  public static Map<String, Flag> of(List<VideoSample> videos, String channelTitle) {
    Map<String, Flag> flags = new LinkedHashMap<>();
    double medianLength = VideoSample.medianLength(videos);
    double medianViews =
        Stats.median(videos.stream().map(VideoSample::views).filter(v -> v != null).toList());
    String channel = channelTitle == null ? "" : ChannelSeries.normal(channelTitle);
    long timed =
        videos.stream().filter(v -> v.durationSeconds() != null && v.durationSeconds() > 0).count();
    long minuteOrLess =
        videos.stream()
            .filter(
                v ->
                    v.durationSeconds() != null
                        && v.durationSeconds() > 0
                        && v.durationSeconds() <= SPOT_MAX_SECONDS)
            .count();
    boolean shortsHeavy = timed > 0 && minuteOrLess >= SHORTS_HEAVY_SHARE * timed;
    for (VideoSample v : videos) {
      String t = v.title().toLowerCase(Locale.ROOT).replace('’', '\'');
      String alone = match(ALONE, t);
      if (alone != null) {
        flags.put(
            v.videoId(),
            new Flag(v.videoId(), alone, "its title says so (" + said(ALONE.get(alone), t) + ")"));
        continue;
      }
      Long d = v.durationSeconds();
      boolean offFormat =
          d != null
              && d > 0
              && medianLength >= FORMAT_MEDIAN_MIN_SECONDS
              && ShortLength.fits(d)
              && d < OFF_FORMAT_SHARE * medianLength;
      // A spot on a channel of longer videos (Laphroaig's 16–20 s films among 2–3 minute ones,
      // median 2 min): its median is under 4 minutes, so the off-format rule above does not see it,
      // yet a paid spot's views are far above the channel's.
      boolean spot =
          d != null
              && d > 0
              && !shortsHeavy
              && d <= SPOT_MAX_SECONDS
              && d < SPOT_SHARE * medianLength;
      if (!offFormat && !spot) {
        continue;
      }
      String length =
          String.format(
              Locale.ROOT,
              "%d s long against the channel's median of %s",
              d,
              minutes(medianLength));
      if (v.views() != null
          && medianViews > 0
          && v.views() >= PAID_VIEWS_MULTIPLE * medianViews
          && (offFormat || aboveShortPeers(v, videos))) {
        flags.put(
            v.videoId(),
            new Flag(
                v.videoId(),
                "ad",
                String.format(
                    Locale.ROOT,
                    "%s with %s views, %.0f× the channel median: views bought as an ad, not earned",
                    length,
                    Stats.views(v.views()),
                    v.views() / medianViews)));
        continue;
      }
      if (!offFormat) {
        // a spot without paid views is no more than a short video of the channel's own
        continue;
      }
      String kind = match(WITH_FORMAT, t);
      if (kind != null) {
        flags.put(
            v.videoId(),
            new Flag(
                v.videoId(),
                kind,
                length + ", and its title says \"" + said(WITH_FORMAT.get(kind), t) + "\""));
      } else if (FIRST_PERSON_PLURAL.matcher(v.title().replace('’', '\'')).find()
          || namesChannel(t, channel)) {
        flags.put(
            v.videoId(),
            new Flag(
                v.videoId(), "announcement", length + ", speaking as the channel about itself"));
      }
      // Off-format alone is no promotion: news clips and music videos vary in length.
    }
    return flags;
  }

  /**
   * A spot's views are far above those of the channel's other short videos too (where it has three
   * or more): a short video that simply worked draws like its peers' best, not 10× their median.
   */
  private static boolean aboveShortPeers(VideoSample spot, List<VideoSample> videos) {
    List<Long> peers =
        videos.stream()
            .filter(v -> v != spot && v.views() != null && v.durationSeconds() != null)
            .filter(v -> v.durationSeconds() > 0 && v.durationSeconds() <= SPOT_MAX_SECONDS)
            .map(VideoSample::views)
            .toList();
    return peers.size() < 3 || spot.views() >= PAID_VIEWS_MULTIPLE * Stats.median(peers);
  }

  /** The title names the channel: its first word of four letters or more ("Kurzgesagt"). */
  private static boolean namesChannel(String title, String channel) {
    String first = channel.isBlank() ? "" : channel.split(" ")[0];
    return first.length() >= 4
        && first.chars().allMatch(Character::isLetter)
        && ChannelSeries.containsWords(ChannelSeries.normal(title), first);
  }

  private static String match(Map<String, Pattern> kinds, String title) {
    for (var e : kinds.entrySet()) {
      if (e.getValue().matcher(title).find()) {
        return e.getKey();
      }
    }
    return null;
  }

  private static String said(Pattern p, String title) {
    var m = p.matcher(title);
    return m.find() ? m.group() : "";
  }

  private static String minutes(double seconds) {
    return String.format(Locale.ROOT, "%.1f min", seconds / 60);
  }
}
