package io.vidlens.analysis.result;

import java.util.List;

/**
 * Vidlens addition (issue 37): the permutation test a make-more or rethink rests on, one per group
 * that stood apart from the channel's usual at equal age. {@code direction} "above" (a make-more
 * candidate) or "below" (a rethink candidate); {@code pValue} the one-sided p of a stratified
 * permutation test of the group's equal-age ratios against the other analysed videos' ({@code
 * permutations} shuffles of a generator seeded with {@code seed}); {@code controlled} the
 * confounders the shuffles were stratified by, {@code named} those that could not be (the group
 * coincides with them) and that the advice names instead; {@code alpha} the level {@code pValue}
 * had to meet: a false discovery rate of 0.1 controlled (Benjamini–Hochberg) over every group the
 * advice looked at, so it is 0.1·k/m for the k advised of m groups, 0.1/m when none is; {@code
 * advised} whether {@code pValue} is at or below {@code alpha}: advice is given only then,
 * otherwise the group is said to be not distinguishable from chance.
 */
public record ChanceTest(
    String groupName,
    String groupKind,
    String direction,
    double medianEqualAgeRatio,
    int groupVideos,
    int restVideos,
    double pValue,
    double alpha,
    int permutations,
    long seed,
    List<String> controlled,
    List<String> named,
    boolean advised) {

  public ChanceTest {
    controlled = List.copyOf(controlled);
    named = List.copyOf(named);
  }
}
