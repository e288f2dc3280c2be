package io.vidlens.analytics;

import io.vidlens.ConstructedServerTest;
import io.vidlens.testing.ConstructedChannel.Video;
import io.vidlens.testing.ConstructedWorld;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Two constructed Pakistani news channels with English titles, the same but for their comments: in
 * {@link #WITH_PLACES} one comment in four names the writer's city or country, in {@link
 * #WITHOUT_PLACES} none does.
 */
public final class LahoreNews {

  private LahoreNews() {}

  /** When the pages were made: the shared server's time. */
  static final Instant PAGE_TIME = ConstructedServerTest.PAGE_TIME;

  public static final String GREETED = "UCcwLahoreNewsGreeted000";
  public static final String PLAIN = "UCcwLahoreNewsPlain00000";

  static final List<String> COMMENTS =
      List.of(
          "Thank you for the clear report on this issue",
          "The government must answer these questions soon",
          "Very informative, please keep covering this story");

  static final List<String> GREETINGS =
      List.of(
          "Greetings from Lahore, great reporting as always",
          "Love from Pakistan 🇵🇰 keep it up",
          "Watching from Karachi, thanks for the update");

  static List<Video> news(String prefix) {
    String[] titles = {
      "Prime Minister addresses the nation on the new budget",
      "Supreme Court hearing on the election petition adjourned",
      "Heavy rain floods streets across the city tonight",
      "Cricket board announces the squad for the home series",
      "Fuel prices rise again from Monday, ministry says",
      "Opposition leaders hold a press conference in the capital"
    };
    List<Video> out = new ArrayList<>();
    for (int i = 0; i < titles.length; i++) {
      out.add(
          new Video(
              prefix + "NewsVid0" + i,
              titles[i],
              titles[i],
              50_000 + 1_000L * i,
              700,
              PAGE_TIME.minus(Duration.ofDays(1 + 2L * i)),
              false));
    }
    return out;
  }

  static ConstructedWorld channel(
      String id, String prefix, BiFunction<Video, Integer, String> comments) {
    return ConstructedWorld.builder(id, "Lahore Evening News " + prefix)
        .category("News & Politics")
        .country("Pakistan")
        .counts(500_000, 90_000_000)
        .description("The day's news from Pakistan and the world, every evening.")
        .videos(news(prefix))
        .comments(comments)
        .build();
  }

  /** One comment in four names the writer's city or country. */
  public static final ConstructedWorld WITH_PLACES =
      channel(
          GREETED,
          "gr",
          (v, n) ->
              n % 4 == 0
                  ? GREETINGS.get(n / 4 % GREETINGS.size())
                  : COMMENTS.get(n % COMMENTS.size()));

  public static final ConstructedWorld WITHOUT_PLACES =
      channel(PLAIN, "pl", (v, n) -> COMMENTS.get(n % COMMENTS.size()));
}
