package io.vidlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.catalog.CountHistory;
import io.vidlens.model.CountReading;
import io.vidlens.model.CountReading.Metric;
import io.vidlens.model.CountReading.Subject;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;

/**
 * {@code history export} as an operator runs it: the history a server stored (and kept across its
 * restart) printed as CSV or JSON; bad input a clear message and exit code 2.
 */
@Tag("server")
class HistoryCommandTest {

  static final String CHANNEL = "UC0123456789012345678901";

  @TempDir Path dataDir;

  private CommandRun run(String... args) {
    return CommandRun.of(dataDir, args);
  }

  /** A server's run that stores two readings, then stops (the command starts after it). */
  private void storedByAServer() {
    try (var context =
        new SpringApplicationBuilder(io.vidlens.VidlensApplication.class)
            .web(WebApplicationType.NONE)
            .run(
                "--vidlens.data-dir=" + dataDir,
                "--logging.structured.format.console=",
                "--vidlens.upstream.client-version-refresh=0")) {
      CountHistory history = context.getBean(CountHistory.class);
      history.store(
          List.of(
              new CountReading(
                  Subject.CHANNEL,
                  CHANNEL,
                  CHANNEL,
                  Metric.VIEWS,
                  1_000_000,
                  Instant.parse("2026-06-01T10:00:00Z")),
              new CountReading(
                  Subject.LONG,
                  "aaaaaaaaaaa",
                  CHANNEL,
                  Metric.VIEWS,
                  4_200,
                  Instant.parse("2026-06-01T10:00:00Z"))));
    }
  }

  @Test
  void exportsWhatAServerStoredAfterItsRestartAsCsvAndJson() {
    storedByAServer();

    CommandRun csv = run("history", "export", "--channel", CHANNEL);
    assertThat(csv.exitCode()).isZero();
    assertThat(csv.out())
        .isEqualTo(
            """
            read_at,subject,subject_id,metric,value
            2026-06-01T10:00:00Z,channel,UC0123456789012345678901,views,1000000
            2026-06-01T10:00:00Z,long,aaaaaaaaaaa,views,4200
            """);

    CommandRun json = run("history", "export", "--channel=" + CHANNEL, "--format", "json");
    assertThat(json.exitCode()).isZero();
    assertThat(json.out())
        .contains("\"channelId\" : \"" + CHANNEL + "\"")
        .contains("\"value\" : 4200");
  }

  @Test
  void aChannelWithoutHistoryPrintsTheHeaderAndSaysWhy() {
    CommandRun empty = run("history", "export", "--channel", CHANNEL);
    assertThat(empty.exitCode()).isZero();
    assertThat(empty.out()).isEqualTo("read_at,subject,subject_id,metric,value\n");
    assertThat(empty.err()).contains("No history stored for " + CHANNEL);
  }

  @Test
  void badInputIsAClearMessage() {
    CommandRun badId = run("history", "export", "--channel", "not-a-channel");
    assertThat(badId.exitCode()).isEqualTo(2);
    assertThat(badId.err()).contains("Not a channel ID");

    CommandRun badFormat = run("history", "export", "--channel", CHANNEL, "--format", "xml");
    assertThat(badFormat.exitCode()).isEqualTo(2);
    assertThat(badFormat.err()).contains("--format must be csv or json");

    CommandRun noChannel = run("history", "export");
    assertThat(noChannel.exitCode()).isEqualTo(2);
    assertThat(noChannel.err()).contains("history export --channel CHANNEL_ID");

    CommandRun unknown = run("history", "import");
    assertThat(unknown.exitCode()).isEqualTo(2);
    assertThat(unknown.err()).contains("Unknown subcommand: import");
  }
}
