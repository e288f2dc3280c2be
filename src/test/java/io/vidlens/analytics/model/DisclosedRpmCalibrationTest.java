package io.vidlens.analytics.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 17 point 9: Vidlens's estimate against publicly disclosed RPMs. Computes the table from
 * {@code calibration/disclosed-rpm.csv} with the shipped model and priors, writes it to {@code
 * target/calibration-table.md}, and checks that docs/models.md holds exactly that table, so the
 * documented calibration can never go stale when the model, the priors or the detection change.
 */
class DisclosedRpmCalibrationTest {

  static final Path OUTPUT = Path.of("target", "calibration-table.md");
  static final Path DOC = Path.of("docs", "models.md");
  static final String START = "<!-- calibration-table:start -->";
  static final String END = "<!-- calibration-table:end -->";

  private static final CalibrationTable TABLE = new CalibrationTable(Priors.defaults());
  private final List<CalibrationTable.Row> rows =
      DisclosedRpms.read().stream().map(TABLE::calibrate).toList();

  private SpreadFit.Outcome outOfSample() {
    return SpreadFit.leaveOneCreatorOut(
        rows.stream().map(CalibrationTable.Row::figure).toList(), TABLE.shippedSpread());
  }

  @Test
  void everyFigureOfEveryCreatorIsSourcedAndDated() {
    // Issue 24 asks for at least 30 creators, each figure with the views or period it covers; the
    // table holds every figure found, none invented.
    assertThat(rows.stream().map(r -> r.disclosure().channel()).distinct())
        .hasSizeGreaterThanOrEqualTo(30);
    assertThat(rows)
        .allSatisfy(
            r -> {
              // A few stored pages (Korean press) are served over plain http.
              assertThat(r.disclosure().url()).matches("https?://\\S+");
              assertThat(r.disclosure().usdRpm()).isPositive();
              assertThat(r.disclosure().today()).isNotNull();
            });
    // A creator who disclosed several figures keeps each, for different periods or videos.
    assertThat(rows.stream().map(r -> r.disclosure().channel() + "|" + r.disclosure().period()))
        .doesNotHaveDuplicates();
    assertThat(rows.stream().filter(r -> r.disclosure().channel().equals("Joshua Mayo")))
        .hasSize(2);
  }

  @Test
  void theFittedSpreadIsScoredOnlyOnCreatorsItWasNotFittedOn() {
    SpreadFit.Outcome o = outOfSample();
    assertThat(o.creators())
        .isEqualTo(rows.stream().map(r -> r.disclosure().channel()).distinct().count());
    assertThat(o.figures()).isEqualTo(rows.size());
    // Out of sample can only do as well as the full fit's coverage allows, never better than
    // every figure; the unwidened ranges (spread 1) hold fewer than the fitted ones.
    assertThat(o.insideOutOfSample()).isBetween(0L, (long) rows.size());
    long unwidened =
        rows.stream().map(CalibrationTable.Row::figure).filter(f -> f.inside(1)).count();
    assertThat(o.insideShipped()).isGreaterThanOrEqualTo(unwidened);
    assertThat(o.foldSpreads()).hasSize(o.creators());
  }

  @Test
  void leaveOneOutNeverScoresAFigureWithASpreadFittedOnIt() {
    // Two creators whose figures need very different spreads: each fold fits on the other alone.
    List<SpreadFit.Figure> figures =
        List.of(
            new SpreadFit.Figure("a", 10, 9, 11),
            new SpreadFit.Figure("b", 30, 9, 11),
            new SpreadFit.Figure("c", 10.5, 9, 11));
    SpreadFit.Outcome o = SpreadFit.leaveOneCreatorOut(figures, 2);
    // Without b, a and c need no widening (1.0), so b is scored at 1.0 and is outside.
    assertThat(o.foldSpreads()).containsEntry("b", 1.0);
    // Without a, b must be held by at least 80% of {b, c}: 30 / 11 = 2.73 -> 2.75 on the grid.
    assertThat(o.foldSpreads()).containsEntry("a", 2.75);
    assertThat(o.insideOutOfSample()).isEqualTo(2);
    // In sample, b's need widens everyone's range: 2 of 3 is under 80%.
    assertThat(SpreadFit.fit(figures)).isEqualTo(2.75);
  }

  @Test
  void everyEstimateLiesInsideItsOwnRange() {
    assertThat(rows)
        .allSatisfy(
            r -> {
              assertThat(r.low()).isLessThanOrEqualTo(r.estimate());
              assertThat(r.estimate()).isLessThanOrEqualTo(r.high());
              assertThat(r.estimate()).isGreaterThan(BigDecimal.ZERO);
            });
  }

  @Test
  void docsHoldTheCurrentTable() throws IOException {
    String table = CalibrationTable.markdown(rows, outOfSample());
    Files.createDirectories(OUTPUT.getParent());
    Files.writeString(OUTPUT, table);
    System.out.println(table);

    String doc = Files.readString(DOC);
    int start = doc.indexOf(START);
    int end = doc.indexOf(END);
    assertThat(start).as("docs/models.md needs the marker " + START).isNotNegative();
    assertThat(end).as("docs/models.md needs the marker " + END).isGreaterThan(start);
    assertThat(doc.substring(start + START.length(), end).strip())
        .as(
            "docs/models.md's calibration table is stale (model, priors, detection or"
                + " disclosed-rpm.csv changed): copy "
                + OUTPUT
                + " between the markers "
                + START
                + " and "
                + END
                + " in "
                + DOC)
        .isEqualTo(table.strip());
  }

  @Test
  void medianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
    assertThat(CalibrationTable.median(List.of(4.0, 1.0, 3.0, 2.0))).isEqualTo(2.5);
    assertThat(CalibrationTable.median(List.of(5.0, 1.0, 3.0))).isEqualTo(3.0);
  }
}
