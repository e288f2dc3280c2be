package io.vidlens.analysis.result;

import java.util.List;

/**
 * How a result was reached (Vidlens additions to the answer): who wrote its words and how sentiment
 * was measured ({@link Basis}), and what the analysis read and left out ({@link DataCoverage}).
 */
public final class ResultBasis {

  private ResultBasis() {}

  /**
   * What wrote the result's words and how sentiment was measured (Vidlens addition): {@code
   * narrative} names the writer of the strategic recommendations and suggested topics.
   */
  public record Basis(AnalysisResult.Narrative narrative, SentimentBasis sentiment) {}

  /** The sentiment method, the languages it reads and how many comments it read or could not. */
  public record SentimentBasis(
      String method,
      String lexicon,
      List<String> languagesAnalyzed,
      int commentsAnalyzed,
      int commentsNotAnalyzed) {}

  /**
   * {@code videosWithoutViews}: listed videos left out of every statistic (live now, upcoming,
   * Premium- or members-only: no view count), each named in {@code videosLeftOut}; {@code cadence}
   * how the monthly figures were computed; {@code equalAge} how many videos views could be compared
   * at equal age for.
   */
  public record DataCoverage(
      int videosAnalyzed,
      int videosWithDetails,
      int transcriptsRequested,
      int transcriptsRead,
      int commentVideosRequested,
      int commentVideosRead,
      int videosWithoutViews,
      List<LeftOut> videosLeftOut,
      CadenceBasis cadence,
      EqualAgeCoverage equalAge) {}

  /**
   * A listed video left out of the statistics, and why ("live", "upcoming", "members only",
   * "Premium only", "no view count").
   */
  public record LeftOut(String videoId, String title, String reason) {}

  /** The span the analysed videos cover (days) and what the monthly views rest on. */
  public record CadenceBasis(double spanDays, String monthlyViewsBasis) {}

  /**
   * Videos whose views were compared at equal age ({@code scored}), and those that could not be:
   * too recent (under an hour, or under 48 hours in an age group of fewer than 5), or without a
   * date.
   */
  public record EqualAgeCoverage(String method, int scored, int tooRecent, int withoutAge) {}
}
