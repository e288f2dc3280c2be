package io.vidlens.analytics.model;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;

/**
 * Reads {@code calibration/disclosed-rpm.csv}: publicly disclosed RPMs (or revenue and views) of
 * named channels with the inputs Vidlens would see for them (the file's header explains each
 * column). Pure parsing; the figures are the cited pages', nothing is computed here but RPM from
 * revenue and views and the currency conversion.
 */
final class DisclosedRpms {

  static final String RESOURCE = "/calibration/disclosed-rpm.csv";
  private static final int COLUMNS = 18;

  private DisclosedRpms() {}

  /**
   * One disclosed figure and the channel's inputs.
   *
   * @param usdRpm the disclosed RPM in US dollars (converted with the row's rate)
   * @param titles upload titles (the source's own words), empty when no text is given
   */
  record Disclosure(
      String channel,
      String niche,
      boolean isShort,
      String period,
      LocalDate today,
      BigDecimal usdRpm,
      String country,
      String language,
      String category,
      List<String> titles,
      String source,
      String url,
      String reliability) {}

  static List<Disclosure> read() {
    try (InputStream in = DisclosedRpms.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException(RESOURCE + " is not on the test class path");
      }
      List<String> lines =
          new String(in.readAllBytes(), StandardCharsets.UTF_8)
              .lines()
              .filter(l -> !l.isBlank() && !l.startsWith("#"))
              .toList();
      // The first non-comment line is the header.
      return lines.stream().skip(1).map(DisclosedRpms::parse).toList();
    } catch (IOException e) {
      throw new IllegalStateException("cannot read " + RESOURCE, e);
    }
  }

  static Disclosure parse(String line) {
    String[] f = line.split("\\|", -1);
    if (f.length != COLUMNS) {
      throw new IllegalArgumentException(
          "expected " + COLUMNS + " '|'-separated fields, got " + f.length + ": " + line);
    }
    String kind = f[2].strip();
    if (!kind.equals("long") && !kind.equals("short")) {
      throw new IllegalArgumentException("kind must be long or short: " + line);
    }
    BigDecimal rpm =
        f[5].isBlank()
            ? new BigDecimal(f[6].strip())
                .multiply(BigDecimal.valueOf(1000))
                .divide(new BigDecimal(f[7].strip()), 6, RoundingMode.HALF_UP)
            : new BigDecimal(f[5].strip());
    BigDecimal usd = rpm.multiply(new BigDecimal(f[9].strip()));
    List<String> titles =
        f[13].isBlank()
            ? List.of()
            : Arrays.stream(f[13].split(";")).map(String::strip).filter(t -> !t.isEmpty()).toList();
    return new Disclosure(
        f[0].strip(),
        f[1].strip(),
        kind.equals("short"),
        f[3].strip(),
        LocalDate.parse(f[4].strip()),
        usd,
        f[10].strip(),
        f[11].strip(),
        f[12].strip(),
        titles,
        f[14].strip(),
        f[15].strip(),
        f[16].strip());
  }
}
