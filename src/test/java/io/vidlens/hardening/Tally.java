package io.vidlens.hardening;

import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ApiClient.Answer;
import java.util.concurrent.atomic.AtomicLong;

/** What clients were charged by the answers they received: the units of every 2xx and 404. */
final class Tally {

  private final AtomicLong units = new AtomicLong();

  /** {@code client.get(path)}, counting {@code cost} units when the answer is chargeable. */
  Answer get(ApiClient client, String path, int cost) {
    Answer answer = client.get(path);
    if ((answer.status() >= 200 && answer.status() < 300) || answer.status() == 404) {
      units.addAndGet(cost);
    }
    return answer;
  }

  long units() {
    return units.get();
  }
}
