package io.vidlens.analysis.section;

import io.vidlens.analysis.ideas.TitleFormats;
import io.vidlens.analysis.result.AnalysisResult.TitleFormatStrategy;

/**
 * title_format_strategy: how the regular videos' title formats perform ({@link TitleFormats}); the
 * channel's own names (its branding) are not formats.
 */
@Section(name = "title_format_strategy", order = 30)
public final class TitleFormatSection implements AnalysisSection<TitleFormatStrategy> {

  @Override
  public TitleFormatStrategy compute(SectionInput input) {
    return TitleFormats.compute(
        input.regular().videos(),
        TitleFormats.ownNames(input.corpus(), input.structure().branding()),
        input.corpus().equalAge());
  }
}
