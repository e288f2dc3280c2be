package io.vidlens.analytics.model;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Age and gender of a channel's audience: the platform-wide age split times the category's age
 * multipliers, moved by what the channel shows (the share of its views from Shorts pulls younger;
 * made for kids raises teens and parents' ages and evens the genders; an age-restricted channel has
 * no viewers under 18), renormalised.
 */
final class AudienceModel {

  /** Age shares (one per age group, summing to 1) and the male share among male + female. */
  record AgeGender(List<Double> age, double male) {}

  private final Priors priors;
  private final CategoryModel categories;

  AudienceModel(Priors priors, CategoryModel categories) {
    this.priors = priors;
    this.categories = categories;
  }

  /**
   * @param category the channel's category (unknown: platform-wide priors)
   * @param shortsShare share of the channel's monthly views from Shorts, 0 to 1
   * @param madeForKids true when the channel is made for kids
   */
  AgeGender estimate(String category, double shortsShare, boolean madeForKids) {
    return estimate(category, shortsShare, madeForKids, false);
  }

  /**
   * As above; {@code ageRestricted}: the channel is age-restricted, so only signed-in viewers of 18
   * or more can watch it and the 13-17 group is empty (the other groups keep their proportions).
   */
  AgeGender estimate(
      String category, double shortsShare, boolean madeForKids, boolean ageRestricted) {
    double s = Math.max(0, Math.min(1, shortsShare));
    Priors.AudienceSkew skew = categories.audience(category);
    int n = priors.ageGroups().size();
    double[] w = new double[n];
    for (int i = 0; i < n; i++) {
      w[i] = priors.ageBaseline().get(i) * skew.age().get(i);
    }
    // Shorts: the two youngest groups up, the three oldest down.
    w[0] *= 1 + priors.shortsYoungBoost() * s;
    w[1] *= 1 + priors.shortsYoungBoost() * s;
    for (int i = n - 3; i < n; i++) {
      w[i] *= 1 - priors.shortsOldCut() * s;
    }
    double male = skew.male();
    if (madeForKids) {
      w[0] *= priors.kidsTeenFactor();
      w[2] *= priors.kidsParentFactor();
      w[3] *= priors.kidsParentFactor();
      male = (male + 0.5) / 2;
    }
    if (ageRestricted) {
      w[0] = 0;
    }
    double total = 0;
    for (double v : w) {
      total += v;
    }
    List<Double> age = new ArrayList<>();
    for (double v : w) {
      age.add(v / total);
    }
    return new AgeGender(List.copyOf(age), male);
  }

  /** {@code demographics.age}: wire keys in order, percentages summing to 100.0. */
  Map<String, BigDecimal> agePercentages(AgeGender a) {
    Map<String, Double> weights = new LinkedHashMap<>();
    for (int i = 0; i < priors.ageGroups().size(); i++) {
      weights.put(priors.ageGroups().get(i), a.age().get(i));
    }
    return Percentages.of(weights);
  }

  /**
   * {@code demographics.gender}: male, female and the small user-specified group, summing to 100.0.
   */
  ChannelEstimate.Gender genderPercentages(AgeGender a) {
    double specified = priors.userSpecifiedPercent() / 100;
    List<BigDecimal> p =
        Percentages.ofList(
            List.of(a.male() * (1 - specified), (1 - a.male()) * (1 - specified), specified));
    return new ChannelEstimate.Gender(p.get(0), p.get(1), p.get(2));
  }
}
