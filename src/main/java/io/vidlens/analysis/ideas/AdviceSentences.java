package io.vidlens.analysis.ideas;

import io.vidlens.analysis.result.ChanceTest;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The make-more and rethink sentences of {@code strategic_opportunities}, each only where its
 * {@link BucketAdvice} test passed; a bucket that stands apart but fails is said to be not
 * distinguishable from chance, never advised on.
 */
final class AdviceSentences {

  static final String FORMAT = "title format";

  private AdviceSentences() {}

  static String of(Findings f, List<ChanceTest> tests) {
    List<AdvisedBuckets.Standing> buckets = AdvisedBuckets.of(f);
    if (buckets.isEmpty()) {
      return "";
    }
    Optional<ChanceTest> format =
        tests.stream()
            .filter(t -> t.groupKind().equals(FORMAT))
            .filter(ChanceTest::advised)
            .findFirst();
    StringBuilder s = new StringBuilder();
    boolean madeMore = false;
    boolean apart = false;
    for (AdvisedBuckets.Standing b : buckets) {
      boolean above = AdvisedBuckets.standsOut(b, f);
      // one bucket against the rest is a comparison too: the test is against all other videos
      boolean below = !above && AdvisedBuckets.fallsBehind(b, f);
      if (!above && !below) {
        continue;
      }
      apart = true;
      Optional<ChanceTest> t =
          tests.stream()
              .filter(x -> !x.groupKind().equals(FORMAT))
              .filter(x -> x.groupName().equals(b.bucket().bucketName()))
              .findFirst();
      String standing = StrategyComposer.standing(b);
      if (t.isEmpty()) {
        s.append(" ")
            .append(standing)
            .append(
                " stands apart, but too few of its videos or of the others could be compared at"
                    + " equal age to test it against chance, so it is no advice.");
      } else if (!t.get().advised() && t.get().named().contains(BucketAdvice.PAYWALL)) {
        s.append(" ")
            .append(capitalised(standing))
            .append(
                " falls behind the channel's usual, but its videos carry the paid-original badge:"
                    + " sold or behind a paywall at release, they drew fewer views for that alone (p "
                    + BucketAdvice.p(t.get().pValue())
                    + "), so it is no advice.");
      } else if (!t.get().advised()) {
        s.append(
            String.format(
                Locale.ROOT,
                " %s %s the channel's usual, but this is not distinguishable from chance (%s;"
                    + " level %s, a false discovery rate of %.2f over the groups looked at), so it"
                    + " is no advice.",
                capitalised(standing),
                above ? "draws above" : "falls behind",
                BucketAdvice.says(t.get()),
                level(t.get().alpha()),
                BucketAdvice.ALPHA));
      } else if (above) {
        advise(s, "Make more of", standing, t.get());
        if (!madeMore) {
          format.ifPresent(
              g ->
                  s.append(" in the '")
                      .append(g.groupName())
                      .append("' title format (")
                      .append(BucketAdvice.says(g))
                      .append(")"));
        }
        madeMore = true;
        s.append('.');
      } else {
        advise(s, "Rethink", standing, t.get());
        s.append('.');
      }
    }
    if (!apart) {
      // a bucket at 1.03 and one at 1.01 are the same: advice on that would be noise
      s.append(
          String.format(
              Locale.ROOT,
              " No bucket of %d or more videos stands apart (%s): each is between %.2f× and"
                  + " %.2f× the channel's usual %s, so there is nothing to make more of or"
                  + " rethink on this evidence.",
              AdvisedBuckets.MIN_VIDEOS,
              buckets.stream()
                  .limit(3)
                  .map(StrategyComposer::standing)
                  .collect(Collectors.joining(", ")),
              AdvisedBuckets.FALLS_BEHIND,
              AdvisedBuckets.STANDS_OUT,
              AdvisedBuckets.compared(f) ? "at equal age" : "views"));
    } else if (!madeMore) {
      s.append(" No bucket is singled out to make more of.");
    }
    return s.toString();
  }

  /** " Make more of short videos (test's words)": the advice and the test that backs it. */
  private static void advise(StringBuilder s, String verb, String standing, ChanceTest test) {
    s.append(' ')
        .append(verb)
        .append(' ')
        .append(standing)
        .append(" (")
        .append(BucketAdvice.says(test))
        .append("; level ")
        .append(level(test.alpha()))
        .append(')');
  }

  private static String capitalised(String s) {
    return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }

  /** A level as written: three places, four below 0.01. */
  static String level(double alpha) {
    return String.format(Locale.ROOT, alpha >= 0.01 ? "%.3f" : "%.4f", alpha);
  }
}
