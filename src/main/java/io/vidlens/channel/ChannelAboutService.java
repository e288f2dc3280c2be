package io.vidlens.channel;

import io.vidlens.api.ApiException;
import io.vidlens.api.ChannelId;
import io.vidlens.platform.UpstreamUnavailableException;
import io.vidlens.platform.parse.AboutChannel;
import io.vidlens.platform.parse.AboutPanelParser;
import io.vidlens.platform.parse.ChannelPage;
import io.vidlens.platform.resilience.UpstreamFault;
import java.util.Optional;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * Get About: the channel page (the Videos tab's {@code browse}, shared with Get Videos) and the
 * about panel behind the continuation token of its header.
 */
@Component
class ChannelAboutService {

  private static final Logger log = LoggerFactory.getLogger(ChannelAboutService.class);

  /**
   * Failures of the about panel alone after which the page's data is still answered: the panel is
   * not recorded (replay), or the platform answered something that holds no panel. Throttling,
   * timeouts and an open breaker fail the whole answer (503): a retry later gets all of it.
   */
  private static final Set<UpstreamFault> PANEL_MISSING =
      Set.of(UpstreamFault.NO_RECORDING, UpstreamFault.UNEXPECTED_ANSWER);

  private final ChannelSource source;
  private final ChannelListings listings;
  private final AnswerReader reader;

  ChannelAboutService(ChannelSource source, ChannelListings listings, AnswerReader reader) {
    this.source = source;
    this.listings = listings;
    this.reader = reader;
  }

  AboutAnswer about(ChannelId channel) {
    ChannelContent.Snapshot snapshot = snapshot(channel);
    return switch (snapshot.page()) {
      case ChannelPage.AgeRestricted gate -> AboutAnswer.ageRestricted(channel.value(), gate);
      case ChannelPage.Found found -> AboutAnswer.of(found.channel(), snapshot.panel());
      case ChannelPage.Unavailable unavailable ->
          throw new IllegalStateException("channelPage() answers 404 for these");
    };
  }

  /**
   * The channel page (found or age-gated; 404 otherwise) and, when the platform gives it, the about
   * panel.
   */
  ChannelContent.Snapshot snapshot(ChannelId channel) {
    JsonNode root = source.browse(channel.value(), ChannelTab.VIDEOS.params());
    ChannelPage page = listings.channelPage(channel, root);
    Optional<AboutChannel> panel =
        page instanceof ChannelPage.Found found
            ? panel(channel, found.channel().aboutContinuation())
            : Optional.empty();
    return new ChannelContent.Snapshot(page, panel);
  }

  Optional<AboutChannel> panel(ChannelId channel, String token) {
    if (token == null || token.isEmpty()) {
      return Optional.empty();
    }
    JsonNode answer;
    try {
      answer = source.continuation(token);
    } catch (UpstreamUnavailableException e) {
      if (!PANEL_MISSING.contains(e.fault())) {
        throw e;
      }
      log.info(
          "About panel of {} not available ({}); answering the channel page's data",
          channel,
          e.fault());
      return Optional.empty();
    } catch (ApiException e) {
      if (e.status() != HttpStatus.BAD_REQUEST) {
        throw e;
      }
      log.info(
          "The platform refused the about panel token of {}; answering the channel page's data",
          channel);
      return Optional.empty();
    }
    Optional<AboutChannel> about =
        reader.read("an about panel", () -> AboutPanelParser.parse(answer));
    // A panel of another channel would be a platform mix-up: keep the page's data only.
    return about.filter(a -> a.channelId().isEmpty() || a.channelId().equals(channel.value()));
  }
}
