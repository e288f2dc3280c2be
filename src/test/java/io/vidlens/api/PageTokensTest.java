package io.vidlens.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class PageTokensTest {

  private static final byte[] SECRET = "0123456789abcdef0123456789abcdef".getBytes();
  private final Instant now = Instant.parse("2026-11-21T12:00:00Z");
  private final PageTokens tokens =
      new PageTokens(SECRET, Duration.ofHours(6), Clock.fixed(now, ZoneOffset.UTC));

  @Test
  void aTokenOpensForItsScopeAndGivesBackThePlatformContinuation() {
    String token = tokens.issue("comments:dQw4w9WgXcQ", "Eg0SC2RRdzR3OVdnWGNRGAYy");
    assertThat(token)
        .doesNotContain("Eg0SC2RRdzR3OVdnWGNRGAYy")
        .matches("[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+");
    assertThat(tokens.open(token, "comments:dQw4w9WgXcQ", "the video"))
        .isEqualTo("Eg0SC2RRdzR3OVdnWGNRGAYy");
  }

  @Test
  void noPlatformContinuationMeansTheLastPage() {
    assertThat(tokens.issue("comments:x", "")).isEmpty();
    assertThat(tokens.issue("comments:x", null)).isEmpty();
  }

  @Test
  void aTokenOfAnotherScopeIsRefused() {
    String token = tokens.issue("comments:dQw4w9WgXcQ", "abc");
    assertThatThrownBy(() -> tokens.open(token, "comments:aaaaaaaaaaa", "the video"))
        .isInstanceOf(ApiException.class)
        .hasMessage("Invalid continuation token")
        .extracting(e -> ((ApiException) e).details())
        .asString()
        .contains("another request");
  }

  @Test
  void aForgedOrGarbledTokenIsRefused() {
    String token = tokens.issue("comments:dQw4w9WgXcQ", "abc");
    String tampered = "x" + token.substring(1);
    for (String bad : new String[] {tampered, "abc", "", ".", "!!!.???", token + "x"}) {
      assertThatThrownBy(() -> tokens.open(bad, "comments:dQw4w9WgXcQ", "the video"))
          .as(bad)
          .isInstanceOf(ApiException.class)
          .extracting(e -> ((ApiException) e).details())
          .asString()
          .contains("not one this service issued");
    }
    PageTokens otherService =
        new PageTokens(
            "another-secret-another-secret-xx".getBytes(),
            Duration.ofHours(6),
            Clock.fixed(now, ZoneOffset.UTC));
    assertThatThrownBy(() -> otherService.open(token, "comments:dQw4w9WgXcQ", "the video"))
        .isInstanceOf(ApiException.class);
  }

  @Test
  void anExpiredTokenSaysToStartAgain() {
    String token = tokens.issue("comments:dQw4w9WgXcQ", "abc");
    PageTokens later =
        new PageTokens(
            SECRET,
            Duration.ofHours(6),
            Clock.fixed(now.plus(Duration.ofHours(7)), ZoneOffset.UTC));
    assertThatThrownBy(() -> later.open(token, "comments:dQw4w9WgXcQ", "the video"))
        .extracting(e -> ((ApiException) e).details())
        .asString()
        .contains("expired")
        .contains("start again");
  }
}
