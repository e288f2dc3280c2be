package io.vidlens.analysis.section;

import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.ideas.KindNames;
import io.vidlens.analysis.ideas.TitleKeyPhrase;
import io.vidlens.analysis.niche.ChannelNiche;
import io.vidlens.analysis.niche.NicheOutliers;
import io.vidlens.analysis.niche.NicheReading;
import io.vidlens.analysis.niche.NicheSeed;
import io.vidlens.analysis.niche.NicheWorld;
import io.vidlens.analysis.result.NicheAnalysis;
import io.vidlens.analysis.result.NicheEvidence.OutlierSubject;
import io.vidlens.embeddings.TextEmbedder;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * niche_analysis: the channel's peers (read within the job's niche budget), the subjects that
 * outperformed across them, and the competition scores from them. It runs before content_strategy,
 * whose ideas bring the niche's outlier subjects.
 */
@Section(name = "niche_analysis", order = 15)
public final class NicheSection implements AnalysisSection<NicheAnalysis> {

  private final NicheReading niche;
  private final TextEmbedder embedder;

  @Autowired
  public NicheSection(NicheReading niche, TextEmbedder embedder) {
    this.niche = niche;
    this.embedder = embedder;
  }

  /** Without the platform: the single-channel formula, the caveats saying so. */
  public NicheSection() {
    this(NicheReading.NONE, null);
  }

  @Override
  public NicheAnalysis compute(SectionInput input) {
    Corpus regular = input.regular();
    if (regular.videos().isEmpty()) {
      return ChannelNiche.compute(regular);
    }
    Function<String, List<String>> names =
        KindNames.of(regular.videos(), regular.channel().title());
    NicheSeed seed =
        new NicheSeed(
            regular.channel().channelId(),
            regular.videos().stream().map(VideoSample::title).toList(),
            regular.equalAge().ranked().stream().map(VideoSample::videoId).toList(),
            regular.frame().asOf(),
            regular.channel().country(),
            news(regular.videos()),
            names);
    NicheWorld world = niche.read(seed);
    if (world.peers().isEmpty() || embedder == null) {
      return ChannelNiche.compute(regular, world, List.of());
    }
    NicheOutliers.Tested tested =
        NicheOutliers.tested(
            world.peers(),
            seed,
            embedder,
            names,
            TitleKeyPhrase.of(
                embedder,
                world.peers().stream()
                    .flatMap(p -> p.videos().stream())
                    .map(VideoSample::title)
                    .toList()));
    List<OutlierSubject> chance = tested.withinChance();
    if (!chance.isEmpty()) {
      List<String> caveats = new ArrayList<>(world.caveats());
      caveats.add(
          String.format(
              Locale.ROOT,
              "%d subject(s) with videos at 2× their channel on the peers are within what those"
                  + " channels' usual spread gives and are no evidence (kept: a false discovery"
                  + " rate of 0.1), among them \"%s\" (p = %.3f).",
              chance.size(),
              chance.getFirst().subject(),
              chance.getFirst().pValue()));
      world = new NicheWorld(world.peers(), world.requestsSpent(), world.budget(), caveats);
    }
    return ChannelNiche.compute(regular, world, tested);
  }

  /** A news channel: "News & Politics" is its videos' most frequent category. */
  static boolean news(List<VideoSample> videos) {
    return videos.stream()
        .map(VideoSample::category)
        .filter(c -> c != null && !c.isBlank())
        .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()))
        .entrySet()
        .stream()
        .max(Map.Entry.comparingByValue())
        .map(e -> e.getKey().equals("News & Politics"))
        .orElse(false);
  }
}
