package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.Evidence;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.stats.Cosine;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.IntStream;

/**
 * An outside subject no template of the channel fits, given as the angle it drew with: the peer's
 * outlier title in the channel's form (the peer's own label taken off, the channel's brand put on,
 * sentence case where the channel writes so). Outlier tools offer a niche's breakouts this way; the
 * description says whose angle it is, so the creator knows it is a peer's title to retell, not a
 * template of their own. An angle that restates one of the channel's titles is passed over.
 */
final class PeerAngles {

  private PeerAngles() {}

  /** The channel's own videos cited beside the peer's: those nearest the angle in meaning. */
  static final int NEAREST = 2;

  /**
   * Peers' titles on one subject in other words measured 0.47 to 0.50 on the science world (the
   * deep sea), titles on different subjects 0.25 or less.
   */
  static final double SAME_ANGLE = 0.45;

  private static final Pattern LABEL_SEPARATOR = Pattern.compile("\\s+[|｜]\\s+");

  /** A series whose titles end in its label ("X | Mind Matters"): the ending and its episodes. */
  record SeriesLabel(String name, String shown, String ending, List<String> episodes) {}

  /** How the channel's titles read: its brand, and the labels of its series that draw. */
  record ChannelForm(List<String> branding, List<SeriesLabel> labels) {}

  /**
   * An angle for each subject of {@code subjects} that no idea of {@code given} cites yet, in the
   * order given; one on the subject a labelled series is about ("The Psychology of Conspiracy
   * Theories" and "Mind Matters", the mind) carries that series' label.
   */
  static List<Topic> of(
      List<IdeaSubject> subjects,
      List<Topic> given,
      List<VideoSample> channelVideos,
      ChannelForm form,
      Function<List<String>, List<double[]>> embed) {
    Set<String> cited = new HashSet<>();
    given.forEach(t -> t.evidence().forEach(e -> cited.add(e.videoId())));
    Set<String> titles = new HashSet<>();
    channelVideos.forEach(v -> titles.add(ChannelSeries.normal(v.title())));
    List<Set<String>> existing =
        channelVideos.stream()
            .map(v -> Set.copyOf(ChannelSeries.words(v.title().toLowerCase(Locale.ROOT))))
            .toList();
    boolean sentenceCase =
        channelVideos.stream().filter(v -> TitleCasing.titleCased(v.title())).count() * 2
            < channelVideos.size();
    List<Topic> out = new ArrayList<>();
    OwnSubjects own = null;
    for (IdeaSubject s : subjects) {
      if (s.outside().isEmpty()
          || s.outside().stream().anyMatch(e -> cited.contains(e.videoId()))) {
        continue;
      }
      Evidence best = s.outside().getFirst();
      own = own == null ? OwnSubjects.of(channelVideos, embed) : own;
      if (!own.covers(best.title()) || sameAngle(best.title(), given, out, embed)) {
        continue;
      }
      SeriesLabel label = own.seriesOn(best.title(), form.labels());
      String title = inChannelForm(best, label == null ? form.branding() : List.of(), sentenceCase);
      title = title == null || label == null ? title : title + label.ending();
      if (title != null && title.codePointCount(0, title.length()) > Restatements.MAX_LENGTH) {
        // the peer's title alone, where the channel's label would make it longer than it may be
        title = inChannelForm(best, List.of(), sentenceCase);
        label = null;
      }
      if (title == null
          || !Restatements.readsAsTitle(title, titles, existing)
          || !titles.add(ChannelSeries.normal(title))) {
        continue;
      }
      List<Evidence> evidence = new ArrayList<>(s.outside());
      nearest(best.title(), channelVideos, embed).forEach(v -> evidence.add(KindIdeas.own(v)));
      out.add(
          new Topic(
              title,
              String.format(
                  Locale.ROOT,
                  "'%s', %s; no template of the channel fits it, so this is %s's angle that drew"
                      + " (\"%s\"), in the channel's form%s: retell it, do not copy it.",
                  s.phrase(),
                  s.source(),
                  best.channelName(),
                  best.title(),
                  label == null
                      ? ""
                      : String.format(
                          ", as an episode of its series '%s' (\"%s\") on the same subject",
                          label.name(), label.shown())),
              List.copyOf(evidence.subList(0, Math.min(IdeaTopics.EVIDENCE, evidence.size())))));
      s.outside().forEach(e -> cited.add(e.videoId()));
    }
    return out;
  }

  /**
   * Whether a peer's video an idea already cites is on the same subject in other words ("We Sent a
   * Camera to the Deepest Point in the Ocean" after "The Terrifying Creatures of the Deep Sea").
   */
  static boolean sameAngle(
      String title,
      List<Topic> given,
      List<Topic> angles,
      Function<List<String>, List<double[]>> embed) {
    List<String> texts = new ArrayList<>();
    texts.add(title);
    for (List<Topic> topics : List.of(given, angles)) {
      topics.forEach(
          t ->
              t.evidence().stream()
                  .filter(e -> OutsideSubjects.SOURCE.equals(e.source()))
                  .forEach(e -> texts.add(e.title())));
    }
    if (texts.size() == 1) {
      return false;
    }
    List<double[]> vectors = embed.apply(texts);
    return IntStream.range(1, vectors.size())
        .anyMatch(i -> Cosine.of(vectors.getFirst(), vectors.get(i)) >= SAME_ANGLE);
  }

  /**
   * The channel's {@link #NEAREST} videos nearest the peer's title in meaning: what of its own the
   * angle sits beside.
   */
  static List<VideoSample> nearest(
      String title, List<VideoSample> channelVideos, Function<List<String>, List<double[]>> embed) {
    List<String> texts = new ArrayList<>();
    texts.add(title);
    channelVideos.forEach(v -> texts.add(v.title()));
    List<double[]> vectors = embed.apply(texts);
    return IntStream.range(0, channelVideos.size())
        .boxed()
        .sorted(
            Comparator.comparingDouble(
                    (Integer i) -> Cosine.of(vectors.getFirst(), vectors.get(i + 1)))
                .reversed())
        .limit(NEAREST)
        .map(channelVideos::get)
        .toList();
  }

  /**
   * The peer's title without the peer's own label ("Half marathon winners crowned | City Desk"),
   * with the channel's brand, calmed when shouted; null when nothing of it is left.
   */
  static String inChannelForm(Evidence peer, List<String> branding, boolean sentenceCase) {
    List<String> parts = new ArrayList<>(List.of(LABEL_SEPARATOR.split(peer.title().strip())));
    String peerName = peer.channelName() == null ? "" : ChannelSeries.normal(peer.channelName());
    parts.removeIf(p -> ChannelSeries.normal(p).equals(peerName) || ChannelSeries.empty(p));
    if (parts.isEmpty()) {
      return null;
    }
    String body = TitleCasing.calm(String.join(" | ", parts));
    if (sentenceCase && TitleCasing.titleCased(body)) {
      body = TitleCasing.sentenceCase(body);
    }
    return branding.isEmpty() ? body : body + " | " + branding.getFirst();
  }
}
