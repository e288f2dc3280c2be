package io.vidlens.analysis.section;

import io.vidlens.analysis.niche.ChannelNiche;
import io.vidlens.analysis.result.AnalysisResult.NicheAnalysis;

/** niche_analysis: the channel's place in its niche, read from its regular videos. */
@Section(name = "niche_analysis", order = 70)
public final class NicheSection implements AnalysisSection<NicheAnalysis> {

  @Override
  public NicheAnalysis compute(SectionInput input) {
    return ChannelNiche.compute(input.regular());
  }
}
