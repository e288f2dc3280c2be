package io.vidlens.analysis.corpus;

import java.time.LocalDate;
import java.util.List;

/**
 * The channel as the analysis uses it. Counts are the platform's (subscribers rounded); {@code
 * viewCount}, {@code country} and {@code joinedDate} come from the about panel and are null when it
 * was not available or did not say.
 */
public record ChannelFacts(
    String channelId,
    String title,
    String avatarUrl,
    Long subscriberCount,
    Long videoCount,
    Long viewCount,
    String country,
    String description,
    List<String> keywords,
    LocalDate joinedDate) {

  public ChannelFacts {
    keywords = keywords == null ? List.of() : List.copyOf(keywords);
    country = country == null || country.isBlank() ? null : country;
    description = description == null ? "" : description;
  }
}
