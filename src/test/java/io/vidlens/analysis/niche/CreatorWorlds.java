package io.vidlens.analysis.niche;

import io.vidlens.analysis.corpus.ChannelFacts;
import io.vidlens.analysis.corpus.CommentText;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.testing.ConstructedWorld;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Four worlds as their niches really look (issue 37's done-when): a science explainer channel and a
 * dozen peers ({@link ScienceWorld}), a let's-play channel ({@link LetsPlayWorld}), a regional news
 * channel ({@link NewsWorld}) and a music channel ({@link MusicWorld}), each with its peers on the
 * fake platform. Read by {@link CreatorWorldsReadTest}.
 */
final class CreatorWorlds {

  private CreatorWorlds() {}

  /**
   * One world: the analysed channel and its uploads, its peers, the peer that does not belong to
   * the niche (null where every peer does), and what viewers wrote under its most viewed videos (by
   * video ID; empty where the world has none).
   */
  record CreatorWorld(
      String kind,
      ChannelFacts facts,
      List<VideoSample> own,
      List<ConstructedWorld> peers,
      String stranger,
      Map<String, List<CommentText>> comments) {

    CreatorWorld(
        String kind,
        ChannelFacts facts,
        List<VideoSample> own,
        List<ConstructedWorld> peers,
        String stranger) {
      this(kind, facts, own, peers, stranger, Map.of());
    }

    String channelId() {
      return facts.channelId();
    }

    String channelName() {
      return facts.title();
    }
  }

  /** The channel's header and about panel: subscribers, its whole video count and views. */
  static ChannelFacts facts(
      String name, int n, long subscribers, long videos, long views, int joined, String about) {
    return new ChannelFacts(
        WorldKit.channelId(name.replace(" ", ""), n),
        name,
        null,
        subscribers,
        videos,
        views,
        WorldKit.COUNTRY,
        about,
        List.of(),
        LocalDate.of(joined, 3, 14));
  }

  /**
   * The same world with no country on the channel's about panel: nothing to hold a peer's country
   * against, so no peer's about panel is read and every story is offered; the dump shows both, and
   * a news channel that states its country gets its peers' stories only as they state theirs.
   */
  static CreatorWorld withoutCountry(CreatorWorld w) {
    ChannelFacts f = w.facts();
    return new CreatorWorld(
        w.kind() + " (no country stated)",
        new ChannelFacts(
            f.channelId(),
            f.title(),
            f.avatarUrl(),
            f.subscriberCount(),
            f.videoCount(),
            f.viewCount(),
            null,
            f.description(),
            f.keywords(),
            f.joinedDate()),
        w.own(),
        w.peers(),
        w.stranger(),
        w.comments());
  }

  /**
   * What viewers wrote (text, likes) dealt in turn over the eight most viewed videos, those whose
   * comments the analysis reads.
   */
  static Map<String, List<CommentText>> dealt(
      List<VideoSample> own, List<Map.Entry<String, Integer>> said) {
    List<VideoSample> top =
        own.stream()
            .sorted(java.util.Comparator.comparingLong(VideoSample::viewsOrZero).reversed())
            .limit(8)
            .toList();
    Map<String, List<CommentText>> out = new java.util.LinkedHashMap<>();
    for (int i = 0; i < said.size(); i++) {
      out.computeIfAbsent(top.get(i % top.size()).videoId(), k -> new ArrayList<>())
          .add(new CommentText(said.get(i).getKey(), said.get(i).getValue()));
    }
    return out;
  }

  static List<CreatorWorld> all() {
    return List.of(
        ScienceWorld.world(), LetsPlayWorld.world(), NewsWorld.world(), MusicWorld.world());
  }

  /** "the placebo effect" → "The Placebo Effect": small words stay small but the first. */
  static String titleCase(String phrase) {
    List<String> small = List.of("a", "an", "the", "of", "in", "on", "to", "and", "at", "for");
    List<String> out = new ArrayList<>();
    for (String w : phrase.split(" ")) {
      boolean keep = !out.isEmpty() && small.contains(w);
      out.add(
          keep || w.isEmpty() ? w : w.substring(0, 1).toUpperCase(Locale.ROOT) + w.substring(1));
    }
    return String.join(" ", out);
  }

  /** "the placebo effect" → "The placebo effect". */
  static String capitalised(String phrase) {
    return phrase.substring(0, 1).toUpperCase(Locale.ROOT) + phrase.substring(1);
  }
}
