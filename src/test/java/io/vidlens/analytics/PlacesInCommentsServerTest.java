package io.vidlens.analytics;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.ConstructedServerTest;
import io.vidlens.access.Operation;
import io.vidlens.testing.ApiClient;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Issue 24 point 6 end to end: Get Geography Demographics Revenue over two constructed Pakistani
 * news channels with English titles, the same but for their comments ({@link LahoreNews}). Where a
 * quarter of the comments say "greetings from Lahore" or "love from Pakistan", Pakistan's share
 * rises and the estimate's basis names the places; where none does, the basis says so.
 */
class PlacesInCommentsServerTest extends ConstructedServerTest {

  private JsonNode geography(String channel) {
    ApiClient.Answer answer =
        api().post(Operation.Paths.GET_GEOGRAPHY_REVENUE, "{\"channelId\":\"" + channel + "\"}");
    assertThat(answer.status()).as(answer.text()).isEqualTo(200);
    return answer.json().get(0);
  }

  @Test
  void greetingsFromLahoreMoveThePakistanShareUpAndTheirAbsenceChangesNothing() {
    JsonNode greeted = geography(LahoreNews.GREETED);
    JsonNode plain = geography(LahoreNews.PLAIN);
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
