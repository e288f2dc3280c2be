package io.vidlens.analysis.niche;

import io.vidlens.catalog.Channels;
import io.vidlens.catalog.HeldChannels;
import io.vidlens.catalog.Videos;
import io.vidlens.model.ChannelId;
import io.vidlens.model.ChannelMention;
import io.vidlens.model.RelatedVideo;
import io.vidlens.model.VideoId;
import io.vidlens.work.RequestTally;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Finds one job's candidate peers from four sources, each read through the catalog under the job's
 * {@link RequestTally} and only while budget is left: the channel's featured channels (its home
 * tab), the channels of related videos on its best videos' watch pages, the platform's search for
 * channels on its main subjects, and the channels Vidlens holds whose listing is still cached (free
 * to read), then the thumbnail corpus's channels on the channel's subjects ({@link CorpusPeers});
 * the held ones are kept as peers only when close by subject, which {@link PeerReader} checks on
 * their listing. A channel found twice keeps its first source and counts each mention.
 */
final class PeerDiscovery {

  static final String FEATURED = "featured_channels";
  static final String RELATED = "related_videos";
  static final String SEARCH = "search";
  static final String HELD = "vidlens_held";
  static final String CORPUS = "thumbnail_corpus";
  private static final List<String> SOURCES = List.of(FEATURED, RELATED, SEARCH, HELD, CORPUS);

  /** Held channels were not chosen by the platform for the channel: closeness decides them. */
  static boolean chosenByCloseness(Candidate candidate) {
    return candidate.source().equals(HELD) || candidate.source().equals(CORPUS);
  }

  record Candidate(ChannelId id, String name, String source, int mentions) {}

  private final Channels channels;
  private final Videos videos;
  private final HeldChannels held;
  private final NicheProperties properties;
  private final RequestTally tally;
  private final List<String> caveats;
  private final Map<ChannelId, Candidate> found = new LinkedHashMap<>();

  PeerDiscovery(
      Channels channels,
      Videos videos,
      HeldChannels held,
      NicheProperties properties,
      RequestTally tally,
      List<String> caveats) {
    this.channels = channels;
    this.videos = videos;
    this.held = held;
    this.properties = properties;
    this.tally = tally;
    this.caveats = caveats;
  }

  /**
   * The candidates, taken in turn from each source (so that every source contributes before any one
   * fills the niche), each source's most mentioned first.
   */
  List<Candidate> candidates(NicheSeed seed, CorpusPeers corpus) {
    ChannelId self = new ChannelId(seed.channelId());
    if (affordable("the featured channels")) {
      List<ChannelMention> featured =
          read("The channel's featured channels", () -> channels.featuredChannels(self));
      (featured == null ? List.<ChannelMention>of() : featured)
          .forEach(m -> add(self, m.channelId(), m.name(), FEATURED));
    }
    int pagesFailed = 0;
    for (String video :
        seed.bestVideoIds().stream().limit(properties.relatedFromTopVideos()).toList()) {
      if (!affordable("every best video's related videos")) {
        break;
      }
      List<RelatedVideo> related = read(null, () -> videos.relatedVideos(new VideoId(video)));
      pagesFailed += related == null ? 1 : 0;
      for (RelatedVideo r : related == null ? List.<RelatedVideo>of() : related) {
        add(self, r.channelId(), r.channelName(), RELATED);
      }
    }
    if (pagesFailed > 0) {
      caveats.add(
          pagesFailed + " watch page(s) of the best videos could not be read for related videos.");
    }
    List<String> subjects = NicheSubjects.of(seed.titles(), properties.searchedSubjects());
    if (subjects.isEmpty()) {
      caveats.add("No subject recurs in the channel's titles, so the platform was not searched.");
    }
    for (String subject : subjects) {
      if (!affordable("every subject was searched for")) {
        break;
      }
      List<ChannelMention> named =
          read("The search for '" + subject + "'", () -> channels.searchChannels(subject));
      (named == null ? List.<ChannelMention>of() : named)
          .forEach(m -> add(self, m.channelId(), m.name(), SEARCH));
    }
    if (corpus != null) {
      for (ChannelId channel : held.recent(properties.heldChannelsCompared())) {
        if (channels.videosHeld(channel)) {
          add(self, channel, "", HELD);
        }
      }
      try {
        corpus
            .closest(self, properties.heldMinSimilarity(), properties.heldChannelsCompared())
            .forEach(c -> add(self, c.id(), c.name(), CORPUS));
      } catch (RuntimeException e) {
        caveats.add("The thumbnail corpus could not be read.");
      }
    } else {
      caveats.add(
          "The channel shows too few titles to compare by subject: no channel Vidlens holds was"
              + " compared.");
    }
    return inTurn();
  }

  private boolean affordable(String what) {
    if (tally.sent() < properties.requestBudget()) {
      return true;
    }
    caveats.add("The request budget ran out before " + what + " could be read.");
    return false;
  }

  /** The read's answer, or null (and a caveat when {@code what} names it) when it failed. */
  private <T> T read(String what, Supplier<T> read) {
    try {
      return tally.count(read);
    } catch (RuntimeException e) {
      if (what != null) {
        caveats.add(what + " could not be read.");
      }
      return null;
    }
  }

  private void add(ChannelId self, ChannelId channel, String name, String source) {
    if (!channel.equals(self)) {
      found.merge(
          channel,
          new Candidate(channel, name, source, 1),
          (a, b) -> new Candidate(a.id(), a.name(), a.source(), a.mentions() + 1));
    }
  }

  private List<Candidate> inTurn() {
    List<List<Candidate>> bySource = new ArrayList<>();
    for (String source : SOURCES) {
      bySource.add(
          found.values().stream()
              .filter(c -> c.source().equals(source))
              .sorted(Comparator.comparingInt(Candidate::mentions).reversed())
              .toList());
    }
    List<Candidate> ranked = new ArrayList<>();
    for (int i = 0; ranked.size() < found.size(); i++) {
      for (List<Candidate> list : bySource) {
        if (i < list.size()) {
          ranked.add(list.get(i));
        }
      }
    }
    return ranked;
  }
}
