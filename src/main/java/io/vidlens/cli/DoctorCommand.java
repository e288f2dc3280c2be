package io.vidlens.cli;

import io.vidlens.catalog.PlatformDoctor;
import io.vidlens.work.UpstreamWork;
import java.io.PrintStream;
import java.util.List;
import java.util.Set;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * {@code doctor}: probes the platform with a few well-known IDs through the read layer and prints a
 * table of what works, how long it took, and the fix for each failure. Exit code 0 when every probe
 * passed, 1 otherwise. In replay mode it probes the recordings and says so.
 */
record DoctorCommand(CommandContext application, PrintStream out, PrintStream err) {

  int run(String[] args) {
    CommandArguments parsed;
    try {
      parsed = CommandArguments.parse(List.of(args), Set.of());
    } catch (CommandArguments.Invalid e) {
      err.println(e.getMessage());
      return 2;
    }
    if (!parsed.positional().isEmpty()) {
      err.println(CommandLine.usage());
      return 2;
    }
    try (ConfigurableApplicationContext context =
        application.startReadingPlatform(parsed.springArgs())) {
      String replay = context.getEnvironment().getProperty("vidlens.upstream.replay", "");
      PlatformDoctor doctor = context.getBean(PlatformDoctor.class);
      out.println(
          replay.isBlank()
              ? "Probing the live platform"
              : "Probing the recordings in " + replay + " (replay mode: not the live platform)");
      PlatformDoctor.Clients clients = doctor.clients();
      out.printf(
          "Clients: WEB %s (%s), ANDROID %s, VISIONOS %s%n",
          clients.web(), clients.webSource(), clients.android(), clients.visionos());
      List<PlatformDoctor.Result> results = UpstreamWork.call(UpstreamWork.DOCTOR, doctor::run);
      print(results);
      long failed = results.stream().filter(r -> !r.ok()).count();
      out.println(
          failed == 0
              ? "All " + results.size() + " probes passed."
              : failed + " of " + results.size() + " probes failed.");
      return failed == 0 ? 0 : 1;
    }
  }

  private void print(List<PlatformDoctor.Result> results) {
    int probeWidth = "probe".length();
    int targetWidth = "id".length();
    for (PlatformDoctor.Result r : results) {
      probeWidth = Math.max(probeWidth, r.probe().length());
      targetWidth = Math.max(targetWidth, r.target().length());
    }
    String row = "%-" + probeWidth + "s  %-" + targetWidth + "s  %-7s  %7s  %s%n";
    out.printf(row, "probe", "id", "outcome", "time", "fault / fix");
    for (PlatformDoctor.Result r : results) {
      out.printf(
          row,
          r.probe(),
          r.target(),
          r.ok() ? "ok" : "FAILED",
          r.millis() + " ms",
          r.ok() ? "" : r.fault());
      if (!r.ok()) {
        out.printf(row, "", "", "", "", "fix: " + r.fix());
      }
    }
  }
}
