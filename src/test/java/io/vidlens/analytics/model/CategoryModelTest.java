package io.vidlens.analytics.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CategoryModelTest {

  private final Priors priors = Priors.defaults();
  private final CategoryModel model = new CategoryModel(priors);

  private static VideoSample video(String category, long views) {
    return new VideoSample(
        "id" + category + views,
        "A title",
        category,
        views,
        600L,
        LocalDate.of(2026, 1, 1),
        false,
        null);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "Science & Technology|Science & Technology",
        "science and technology|Science & Technology",
        "  Howto & Style |Howto & Style",
        "How-to & Style|Howto & Style",
        "EDUCATION|Education",
        "People and Blogs|People & Blogs",
        "Gaming|Gaming"
      })
  void platformNamesAreMatchedLoosely(String raw, String canonical) {
    assertThat(model.canonical(raw)).isEqualTo(canonical);
    assertThat(model.known(raw)).isTrue();
  }

  @Test
  void unknownCategoriesAreKeptAsGivenAndGetTheDefaultPriors() {
    assertThat(model.canonical(" Movies ")).isEqualTo("Movies");
    assertThat(model.known("Movies")).isFalse();
    assertThat(model.canonical(null)).isEmpty();
    assertThat(model.canonical("  ")).isEmpty();
    assertThat(model.rpmBasis("Movies", List.of("A film")).range())
        .isEqualTo(priors.categoryRpm().get(Priors.DEFAULT));
    assertThat(model.rpmBasis("", List.of()).range())
        .isEqualTo(priors.categoryRpm().get(Priors.DEFAULT));
    assertThat(model.audience("Movies")).isEqualTo(priors.categoryAudience().get(Priors.DEFAULT));
  }

  @Test
  void dominantIsTheMostFrequentCategory() {
    assertThat(
            model.dominant(
                List.of(
                    video("Gaming", 10),
                    video("Entertainment", 1_000_000),
                    video("Gaming", 20),
                    video("gaming", 30))))
        .isEqualTo("Gaming");
  }

  @Test
  void tiesGoToMoreViewsThenToTheName() {
    assertThat(model.dominant(List.of(video("Gaming", 10), video("Music", 20)))).isEqualTo("Music");
    assertThat(model.dominant(List.of(video("Music", 10), video("Gaming", 10))))
        .isEqualTo("Gaming");
  }

  @Test
  void noCategoryAtAllGivesEmpty() {
    assertThat(model.dominant(List.of())).isEmpty();
    assertThat(model.dominant(List.of(video("", 10), video(null, 5)))).isEmpty();
  }

  @Test
  void financeTitlesSelectThePersonalFinanceNiche() {
    CategoryModel.RpmBasis basis = model.rpmBasis("Education", Channels.ENGLISH_FINANCE_TITLES);
    assertThat(basis.niche()).isEqualTo("personal finance");
    assertThat(basis.range().mid()).isGreaterThan(priors.categoryRpm().get("Education").mid());
  }

  @Test
  void aFewFinanceWordsDoNotMakeANicheAndWordsMatchWhole() {
    List<String> titles =
        List.of(
            "My morning routine",
            "Money can't buy this view",
            "Cooking pasta",
            "Stockholm travel vlog");
    assertThat(model.niche(titles))
        .isEmpty(); // "money" alone scores 1 of the 2 a title needs; "Stockholm" is not "stock"
    assertThat(model.rpmBasis("People & Blogs", titles).niche()).isEmpty();
    assertThat(
            model.niche(List.of("Cómo invertir: finanzas personales", "Ahorro para principiantes")))
        .isPresent();
  }

  // ---- niche: category plus phrases with a threshold (issue 17, point 2) ----

  static final List<String> GTA_MONEY_TITLES =
      List.of(
          "GTA 5 Online: how to make money fast (solo, no glitch)",
          "GTA 5: the best money method after the update",
          "I became a millionaire in GTA Online in one day",
          "GTA 5 stock market guide: Lester's assassination missions",
          "GTA Online: the cash grind is over");

  @Test
  void gtaVideosThatSayMoneyAreNotPricedAsFinance() {
    // Every title scores on finance words, but the channel is Gaming: not a finance niche.
    CategoryModel.RpmBasis basis = model.rpmBasis("Gaming", GTA_MONEY_TITLES);
    assertThat(basis.niche()).isEmpty();
    assertThat(basis.range()).isEqualTo(priors.categoryRpm().get("Gaming"));
    // One GTA title priced alone (Get RPM): still the Gaming range.
    assertThat(model.rpmBasis("Gaming", List.of(GTA_MONEY_TITLES.get(0))).niche()).isEmpty();
  }

  @Test
  void financePhrasesInAGamingChannelStayGaming() {
    // Each title scores as finance, so only the category rules the niche out.
    List<String> titles =
        List.of(
            "GTA Online stock market: investing in the right company",
            "Passive income businesses in GTA 5 ranked",
            "How to make money and become a millionaire in GTA 5");
    assertThat(model.niche("", titles).niche()).isPresent();
    CategoryModel.RpmBasis basis = model.rpmBasis("Gaming", titles);
    assertThat(basis.niche()).isEmpty();
    assertThat(basis.range()).isEqualTo(priors.categoryRpm().get("Gaming"));
    assertThat(basis.why())
        .contains("3 of 3 titles")
        .contains("the category Gaming is not one it belongs to");
  }

  @Test
  void oneWeakWordDoesNotMakeAFinanceTitle() {
    assertThat(model.score("personal finance", "Money can't buy this view")).isEqualTo(1);
    // "make money" is one phrase, not "make money" plus "money".
    assertThat(model.score("personal finance", "How to make money")).isEqualTo(1);
    assertThat(model.score("personal finance", "Index funds explained")).isEqualTo(2);
    assertThat(model.score("personal finance", "Debt, taxes and a budget")).isEqualTo(3);
    // A vlog whose every title says "money" once is still a vlog.
    List<String> vlog =
        List.of("Money talk over coffee", "Spending money in Tokyo", "No money, no problem");
    CategoryModel.RpmBasis basis = model.rpmBasis("People & Blogs", vlog);
    assertThat(basis.niche()).isEmpty();
    assertThat(basis.range()).isEqualTo(priors.categoryRpm().get("People & Blogs"));
  }

  @Test
  void financeTitlesInAnAllowedOrUnknownCategoryMakeTheNicheAndSayWhy() {
    CategoryModel.RpmBasis basis = model.rpmBasis("Education", Channels.ENGLISH_FINANCE_TITLES);
    assertThat(basis.niche()).isEqualTo("personal finance");
    assertThat(basis.why())
        .contains("4 of 5 titles (80%)")
        .contains("at least 30% needed")
        .contains("the category Education allows it");
    // No category read at all: the titles decide.
    assertThat(model.rpmBasis("", Channels.ENGLISH_FINANCE_TITLES).niche())
        .isEqualTo("personal finance");
  }

  @Test
  void tooFewFinanceTitlesAreNotANiche() {
    List<String> titles =
        List.of(
            "Index funds explained",
            "My morning routine",
            "Cooking pasta",
            "A week in Lisbon",
            "Reading list for winter");
    CategoryModel.RpmBasis basis = model.rpmBasis("Education", titles);
    assertThat(basis.niche()).isEmpty();
    assertThat(basis.why()).contains("1 of 5 titles (20%)").contains("under the 30% needed");
  }
}
