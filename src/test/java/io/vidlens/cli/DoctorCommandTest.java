package io.vidlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.testing.Recordings;
import io.vidlens.testing.RequiresRecordings;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** {@code doctor} as an operator runs it, against the recordings (replay mode). */
@ExtendWith(RequiresRecordings.class)
class DoctorCommandTest {

  @TempDir Path dataDir;

  private CommandRun doctor(Path recordings) {
    return CommandRun.of(
        dataDir,
        "doctor",
        "--vidlens.upstream.replay=" + recordings,
        // never the network, whatever the recordings lack
        "--vidlens.upstream.web-base-url=http://127.0.0.1:9",
        "--vidlens.upstream.api-base-url=http://127.0.0.1:9");
  }

  @Test
  void everyProbePassesOnTheRecordingsAndSaysItProbedThem() {
    CommandRun run = doctor(Recordings.root());

    assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
    assertThat(run.out())
        .contains("Probing the recordings in " + Recordings.root())
        .contains("replay mode")
        .contains("Clients: WEB 2.")
        .contains("(configuration (not read in replay mode))")
        .contains("All 6 probes passed.");
    for (String probe :
        new String[] {
          "video details",
          "channel page",
          "handle",
          "caption track",
          "comment page",
          "channel tab page"
        }) {
      assertThat(run.out()).containsPattern("(?m)^" + probe + " +\\S+ +ok ");
    }
    assertThat(run.out()).doesNotContain("FAILED");
  }

  @Test
  void probesWithoutAnAnswerFailWithTheirFixAndANonZeroExit() {
    // Only the channel pages: the video, handle, caption and comment probes find no recording.
    CommandRun run = doctor(Recordings.root().resolve("channel"));

    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out())
        .containsPattern("(?m)^video details +cV5TjZCJkuA +FAILED ")
        .contains("NO_RECORDING")
        .contains("fix: Replay mode: the recordings hold no answer for this video details")
        .containsPattern("(?m)^channel page +UCsXVk37bltHxD1rDPwtNM8Q +ok ")
        .containsPattern("probes failed\\.");
  }

  @Test
  void takesNoWords() {
    assertThat(CommandRun.of(dataDir, "doctor", "now").exitCode()).isEqualTo(2);
  }
}
