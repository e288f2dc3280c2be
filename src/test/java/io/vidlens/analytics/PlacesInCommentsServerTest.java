package io.vidlens.analytics;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.Operation;
import io.vidlens.platform.TestClock;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ConstructedChannel.Video;
import io.vidlens.testing.ConstructedWorld;
import io.vidlens.testing.FakePlatform;
import io.vidlens.testing.ServerTest;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.bean.override.convention.TestBean;
import tools.jackson.databind.JsonNode;

/**
 * Issue 24 point 6 end to end: Get Geography Demographics Revenue over two constructed Pakistani
 * news channels with English titles, the same but for their comments. Where a quarter of the
 * comments say "greetings from Lahore" or "love from Pakistan", Pakistan's share rises and the
 * estimate's basis names the places; where none does, the basis says so.
 */
class PlacesInCommentsServerTest extends ServerTest {

  static final Instant PAGE_TIME = Instant.parse("2026-06-01T12:00:00Z");
  static final String GREETED = "UCcwLahoreNewsGreeted000";
  static final String PLAIN = "UCcwLahoreNewsPlain00000";

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

  private static final TestClock CLOCK = new TestClock(PAGE_TIME);

  @TestBean Clock clock;

  static Clock clock() {
    return CLOCK;
  }

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
  static final ConstructedWorld WITH_PLACES =
      channel(
          GREETED,
          "gr",
          (v, n) ->
              n % 4 == 0
                  ? GREETINGS.get(n / 4 % GREETINGS.size())
                  : COMMENTS.get(n % COMMENTS.size()));

  static final ConstructedWorld WITHOUT_PLACES =
      channel(PLAIN, "pl", (v, n) -> COMMENTS.get(n % COMMENTS.size()));

  /** The server's transport: the fake platform answering the constructed exchanges. */
  @TestBean(name = FakePlatform.TRANSPORT_BEAN, methodName = "platform")
  PlatformTransport platform;

  static PlatformTransport platform() {
    return FakePlatform.answering(WITH_PLACES.exchanges(), WITHOUT_PLACES.exchanges());
  }

  @DynamicPropertySource
  static void replayMode(DynamicPropertyRegistry registry) {
    registry.add("vidlens.upstream.replay", () -> FakePlatform.REPLAY_MODE);
  }

  private JsonNode geography(String channel) {
    ApiClient.Answer answer =
        api().post(Operation.Paths.GET_GEOGRAPHY_REVENUE, "{\"channelId\":\"" + channel + "\"}");
    assertThat(answer.status()).as(answer.text()).isEqualTo(200);
    return answer.json().get(0);
  }

  @Test
  void greetingsFromLahoreMoveThePakistanShareUpAndTheirAbsenceChangesNothing() {
    JsonNode greeted = geography(GREETED);
    JsonNode plain = geography(PLAIN);
    double withPlaces = greeted.at("/demographics/viewership_country/Pakistan").asDouble();
    double without = plain.at("/demographics/viewership_country/Pakistan").asDouble();
    // 15 of the 60 comments read (the 3 newest videos' first pages) name Pakistan: the full
    // weight, 30% of the mix, goes to Pakistan.
    assertThat(withPlaces).isGreaterThan(without + 10);
    JsonNode places = greeted.at("/estimate/basis/inputs/places");
    assertThat(places.get("value").asString()).isEqualTo("PK 15.0");
    assertThat(places.get("source").asString()).contains("15 of 60 comments").contains("30%");
    assertThat(greeted.at("/estimate/basis/samples/commentsNamingAPlace").asInt()).isEqualTo(15);
    // Pakistan's lower RPM follows its larger share.
    assertThat(greeted.at("/rpm/rpm_45").asDouble()).isLessThan(plain.at("/rpm/rpm_45").asDouble());

    JsonNode none = plain.at("/estimate/basis/inputs/places");
    assertThat(none.get("value").asString()).isEmpty();
    assertThat(none.get("source").asString())
        .isEqualTo("none of 60 comments names where its writer is");
    assertThat(plain.at("/estimate/basis/samples/commentsNamingAPlace").asInt()).isZero();
  }
}
