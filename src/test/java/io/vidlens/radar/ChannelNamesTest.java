package io.vidlens.radar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import io.vidlens.api.ApiException;
import io.vidlens.catalog.Channels;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.faults.UpstreamFault;
import org.junit.jupiter.api.Test;
import org.springframework.http.HttpStatus;

/** A channel named for a watchlist while the platform cannot answer: the API's 503, never a 500. */
class ChannelNamesTest {

  @Test
  void aPlatformThatCannotAnswerIsTheApisServiceUnavailableWithItsRetryAfter() {
    Channels channels = mock(Channels.class);
    when(channels.resolve(any()))
        .thenThrow(
            new PlatformException.Unavailable(
                UpstreamFault.THROTTLED, "The platform did not answer in time.", 42));

    ApiException refused =
        catchThrowableOfType(
            ApiException.class, () -> new ChannelNames(channels).read("UCsXVk37bltHxD1rDPwtNM8Q"));

    assertThat(refused.status()).isEqualTo(HttpStatus.SERVICE_UNAVAILABLE);
    assertThat(refused.retryAfterSeconds()).isEqualTo(42L);
  }
}
