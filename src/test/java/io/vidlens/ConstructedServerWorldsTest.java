package io.vidlens;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.platform.transport.ExchangeKey;
import io.vidlens.platform.transport.RecordedExchange;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The constructed worlds {@link ConstructedServerTest} answers at once stay apart: no request one
 * world answers is answered differently by another, which would then answer it for both (the first
 * added wins). A visitor_id answer is any identity's, so every world may give its own.
 */
class ConstructedServerWorldsTest {

  @Test
  void noTwoWorldsAnswerOneRequestDifferently() {
    Map<ExchangeKey, String> answers = new HashMap<>();
    Map<ExchangeKey, Integer> world = new HashMap<>();
    List<String> clashes = new ArrayList<>();
    List<List<RecordedExchange>> worlds = ConstructedServerTest.worlds();
    for (int w = 0; w < worlds.size(); w++) {
      for (RecordedExchange exchange : worlds.get(w)) {
        ExchangeKey key = ExchangeKey.of(exchange).anyLanguage();
        if (key.path().endsWith("/visitor_id")) {
          continue;
        }
        String body = exchange.response().body();
        Integer first = world.putIfAbsent(key, w);
        answers.putIfAbsent(key, body);
        if (first != null && first != w && !answers.get(key).equals(body)) {
          clashes.add("worlds " + first + " and " + w + ": " + key);
        }
      }
    }
    assertThat(world).hasSizeGreaterThan(100);
    assertThat(clashes).isEmpty();
  }
}
