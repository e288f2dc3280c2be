package io.vidlens.dashboard;

import io.vidlens.access.AccountLogin;
import io.vidlens.access.ApiKey;
import io.vidlens.access.ApiKeyService;
import io.vidlens.access.Plan;
import io.vidlens.access.UsageHistory;
import io.vidlens.access.UsagePeriod;
import io.vidlens.access.UsageRecord;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import tools.jackson.databind.json.JsonMapper;

/**
 * The overview: quota used and left this period (from the quota ledger, exact), units per day and
 * operation over the last 30 days (a chart, and the same numbers as a table), and the latest
 * requests.
 */
@Controller
record UsageController(UsageHistory usage, ApiKeyService keys, JsonMapper json, Clock clock) {

  static final int DAYS = 30;
  static final int RECENT = 20;

  /** One row of the recent-requests table. */
  record RecentRow(String operation, int status, int units, Instant at, String keyName) {}

  /** One day of the table under the chart. */
  record DayRow(LocalDate day, long requests, long units) {}

  @GetMapping("/dashboard")
  String home() {
    return "redirect:/dashboard/usage";
  }

  @GetMapping("/dashboard/usage")
  String usage(AccountLogin me, Model model) {
    Instant now = clock.instant();
    UsagePeriod period = UsagePeriod.containing(now);
    Plan plan = usage.plan(me.plan());
    long used = usage.unitsUsed(me.accountId(), period);
    long limit = plan.monthlyUnits();
    model.addAttribute("plan", plan);
    model.addAttribute("used", used);
    model.addAttribute("left", Math.max(0, limit - used));
    model.addAttribute("percent", limit == 0 ? 100 : Math.min(100, used * 100 / limit));
    model.addAttribute("resetsAt", period.resetsAt());

    LocalDate today = LocalDate.ofInstant(now, ZoneOffset.UTC);
    LocalDate from = today.minusDays(DAYS - 1);
    List<UsageRecord.Daily> daily = usage.daily(me.accountId(), from, today);
    List<LocalDate> days = from.datesUntil(today.plusDays(1)).toList();
    model.addAttribute("chartJson", json.writeValueAsString(chart(days, daily)));
    model.addAttribute("dayRows", dayRows(daily));
    model.addAttribute("hasUsage", !daily.isEmpty());

    Map<String, String> keyNames =
        keys.listFor(me.accountId()).stream()
            .collect(Collectors.toMap(ApiKey::id, k -> k.name() + " (" + k.prefix() + ")"));
    model.addAttribute(
        "recent",
        usage.recent(me.accountId(), RECENT).stream()
            .map(
                r ->
                    new RecentRow(
                        r.operation(),
                        r.status(),
                        r.units(),
                        r.at(),
                        r.keyId() == null ? "" : keyNames.getOrDefault(r.keyId(), "")))
            .toList());
    model.addAttribute("hasKeys", !keyNames.isEmpty());
    return "dashboard/usage";
  }

  /** {days: [...], series: [{operation, units: [one per day]}]}, operations by total units. */
  static Map<String, Object> chart(List<LocalDate> days, List<UsageRecord.Daily> daily) {
    Map<LocalDate, Integer> index = new LinkedHashMap<>();
    for (int i = 0; i < days.size(); i++) {
      index.put(days.get(i), i);
    }
    Map<String, long[]> byOperation = new TreeMap<>();
    for (UsageRecord.Daily d : daily) {
      Integer i = index.get(d.day());
      if (i != null) {
        byOperation.computeIfAbsent(d.operation(), op -> new long[days.size()])[i] += d.units();
      }
    }
    List<Map<String, Object>> series = new ArrayList<>();
    byOperation.entrySet().stream()
        .filter(e -> java.util.Arrays.stream(e.getValue()).sum() > 0)
        .sorted(
            (a, b) ->
                Long.compare(
                    java.util.Arrays.stream(b.getValue()).sum(),
                    java.util.Arrays.stream(a.getValue()).sum()))
        .forEach(e -> series.add(Map.of("operation", e.getKey(), "units", e.getValue())));
    Map<String, Object> chart = new LinkedHashMap<>();
    chart.put("days", days.stream().map(LocalDate::toString).toList());
    chart.put("series", series);
    return chart;
  }

  private static List<DayRow> dayRows(List<UsageRecord.Daily> daily) {
    Map<LocalDate, List<UsageRecord.Daily>> byDay =
        daily.stream()
            .collect(
                Collectors.groupingBy(UsageRecord.Daily::day, TreeMap::new, Collectors.toList()));
    List<DayRow> rows = new ArrayList<>();
    byDay.forEach(
        (day, list) ->
            rows.add(
                new DayRow(
                    day,
                    list.stream().mapToLong(UsageRecord.Daily::requests).sum(),
                    list.stream().mapToLong(UsageRecord.Daily::units).sum())));
    rows.sort((a, b) -> b.day().compareTo(a.day()));
    return rows;
  }
}
