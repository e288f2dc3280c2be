package io.vidlens.access;

import jakarta.servlet.http.HttpServletResponse;

/** The quota headers every authenticated answer carries. */
final class QuotaHeaders {

  static final String LIMIT = "X-Quota-Limit";
  static final String REMAINING = "X-Quota-Remaining";
  static final String RESET = "X-Quota-Reset";

  private QuotaHeaders() {}

  static void set(HttpServletResponse response, Plan plan, long unitsUsed, UsagePeriod period) {
    response.setHeader(LIMIT, Long.toString(plan.monthlyUnits()));
    response.setHeader(REMAINING, Long.toString(Math.max(0, plan.monthlyUnits() - unitsUsed)));
    response.setHeader(RESET, Long.toString(period.resetsAt().getEpochSecond()));
  }
}
