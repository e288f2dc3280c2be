package io.vidlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.VidlensApplication;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** Asking the jar for help prints it and starts nothing (no server, no database). */
class CommandLineTest {

  record Printed(OptionalInt exitCode, String out, String err) {}

  static Printed run(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    OptionalInt code =
        CommandLine.runCommand(
            VidlensApplication.class,
            args,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Printed(
        code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void noWordsHelpAndDashHPrintTheUsageAndExit() {
    for (String[] args :
        new String[][] {{}, {"--help"}, {"-h"}, {"help"}, {"--help", "--server.port=0"}}) {
      Printed printed = run(args);
      assertThat(printed.exitCode()).as(String.join(" ", args)).hasValue(0);
      assertThat(printed.out())
          .startsWith("Usage: java -jar vidlens.jar serve")
          .contains("keys create", "accounts make-operator", "crawl CHANNEL", "help [COMMAND]");
    }
  }

  @Test
  void helpOfOneCommandSaysWhatItDoesAndTakes() {
    assertThat(run("help", "crawl").out()).contains("--max-videos N").doesNotContain("Usage:");
    assertThat(run("crawl", "--help").out()).contains("--max-videos N");
    assertThat(run("keys", "create", "--help").out()).contains("keys revoke KEY_ID_OR_PREFIX");
    assertThat(run("help", "serve").out()).contains("--server.port");
    assertThat(run("help", "accounts").exitCode()).hasValue(0);
    assertThat(run("help", "nonsense").out()).startsWith("Usage:");
  }

  @Test
  void noWordsRunTheDefaultCommandWhenTheEnvironmentNamesOne() {
    assertThat(CommandLine.defaulted(new String[] {}, "serve")).containsExactly("serve");
    assertThat(CommandLine.defaulted(new String[] {}, null)).isEmpty();
    assertThat(CommandLine.defaulted(new String[] {"keys", "list"}, "serve"))
        .containsExactly("keys", "list");
    assertThat(run(CommandLine.defaulted(new String[] {}, "serve")).exitCode()).isEmpty();
  }

  @Test
  void anUnknownCommandIsRefusedWithTheUsage() {
    Printed printed = run("srve");
    assertThat(printed.exitCode()).hasValue(2);
    assertThat(printed.err()).contains("Unknown command: srve").contains("Usage:");
  }
}
