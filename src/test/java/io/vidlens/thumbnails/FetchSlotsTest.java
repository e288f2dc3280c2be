package io.vidlens.thumbnails;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.api.ApiException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.http.HttpStatus;

/**
 * Fetch slots bound a key, an account (all its keys) and the node: several keys of one account
 * pointing at a server that never answers cannot hold the node's slots.
 */
class FetchSlotsTest {

  @Test
  void theKeysOfOneAccountHoldAtMostTheAccountsShareWhileAnotherAccountIsServed() {
    FetchSlots slots = new FetchSlots(8, 2, 4);
    List<FetchSlots.Slot> held = new ArrayList<>();
    for (int key = 0; key < 4; key++) {
      held.add(slots.acquire("key-" + key, "greedy"));
    }

    assertThatThrownBy(() -> slots.acquire("key-4", "greedy"))
        .isInstanceOfSatisfying(
            ApiException.class,
            e -> {
              assertThat(e.status()).isEqualTo(HttpStatus.TOO_MANY_REQUESTS);
              assertThat(e.retryAfterSeconds()).isPositive();
              assertThat(e.details()).contains("At most 4 image searches of one account");
            });
    assertThat(slots.inFlight()).isEqualTo(4);

    try (FetchSlots.Slot other = slots.acquire("other-key", "other-account")) {
      assertThat(slots.inFlight()).isEqualTo(5);
    }
    held.removeFirst().close();
    held.add(slots.acquire("key-4", "greedy")); // a slot given back is the account's again
    held.forEach(FetchSlots.Slot::close);
    assertThat(slots.inFlight()).isZero();
  }

  @Test
  void aKeyOverItsShareIsRefusedWithoutTakingFromItsAccount() {
    FetchSlots slots = new FetchSlots(8, 2, 3);
    slots.acquire("k", "a");
    slots.acquire("k", "a");
    assertThatThrownBy(() -> slots.acquire("k", "a"))
        .isInstanceOfSatisfying(
            ApiException.class,
            e -> assertThat(e.details()).contains("At most 2 image searches of one key"));
    slots.acquire("k2", "a"); // the account's third slot was not taken by the refusal
    assertThat(slots.inFlight()).isEqualTo(3);
  }

  @Test
  void aFullNodeIs503AndGivesBackTheKeysAndAccountsCounts() {
    FetchSlots slots = new FetchSlots(2, 2, 2);
    slots.acquire("a1", "a");
    slots.acquire("b1", "b");
    assertThatThrownBy(() -> slots.acquire("c1", "c"))
        .isInstanceOfSatisfying(
            ApiException.class,
            e -> {
              assertThat(e.status()).isEqualTo(HttpStatus.SERVICE_UNAVAILABLE);
              assertThat(e.retryAfterSeconds()).isPositive();
            });
    assertThat(slots.inFlight()).isEqualTo(2);
  }
}
