package io.vidlens.analysis.section;

import io.vidlens.analysis.niche.ChannelNiche;
import io.vidlens.analysis.result.AnalysisResult.NicheAnalysis;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

/** niche_analysis: the channel's place in its niche, read from its regular videos. */
@Component
@Order(SectionOrder.NICHE)
public final class NicheSection implements AnalysisSection<NicheAnalysis> {

  public NicheSection() {}

  @Override
  public String name() {
    return "niche_analysis";
  }

  @Override
  public Class<NicheAnalysis> resultType() {
    return NicheAnalysis.class;
  }

  @Override
  public NicheAnalysis compute(SectionInput input) {
    return ChannelNiche.compute(input.regular());
  }
}
