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

  private final List<CalibrationTable.Row> rows = calibrate();

  private static List<CalibrationTable.Row> calibrate() {
    CalibrationTable table = new CalibrationTable(ChannelEstimates.standard());
    return DisclosedRpms.read().stream().map(table::calibrate).toList();
  }

  @Test
  void atLeastTenSourcedChannelsAreCompared() {
    assertThat(rows).hasSizeGreaterThanOrEqualTo(10);
    assertThat(rows.stream().map(r -> r.disclosure().channel()).distinct()).hasSize(rows.size());
    assertThat(rows)
        .allSatisfy(
            r -> {
              assertThat(r.disclosure().url()).startsWith("https://");
              assertThat(r.disclosure().usdRpm()).isPositive();
            });
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
    String table = CalibrationTable.markdown(rows);
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
