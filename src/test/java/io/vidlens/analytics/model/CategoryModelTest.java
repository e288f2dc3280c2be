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
        .isEmpty(); // 1 of 4 matches ("money"); "Stockholm" is not "stock"
    assertThat(model.rpmBasis("People & Blogs", titles).niche()).isEmpty();
    assertThat(
            model.niche(List.of("Cómo invertir: finanzas personales", "Ahorro para principiantes")))
        .isPresent();
  }
}
