package io.vidlens.access.internal;

import io.vidlens.access.Plan;
import io.vidlens.access.UsagePeriod;
import jakarta.servlet.http.HttpServletResponse;

/** The quota headers every authenticated answer carries. */
public final class QuotaHeaders {

  public static final String LIMIT = "X-Quota-Limit";
  public static final String REMAINING = "X-Quota-Remaining";
  public static final String RESET = "X-Quota-Reset";

  private QuotaHeaders() {}

  public static void set(
      HttpServletResponse response, Plan plan, long unitsUsed, UsagePeriod period) {
    response.setHeader(LIMIT, Long.toString(plan.monthlyUnits()));
    response.setHeader(REMAINING, Long.toString(Math.max(0, plan.monthlyUnits() - unitsUsed)));
    response.setHeader(RESET, Long.toString(period.resetsAt().getEpochSecond()));
  }
}
