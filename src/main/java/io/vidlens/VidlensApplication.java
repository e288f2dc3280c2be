package io.vidlens;

import io.vidlens.cli.CommandLine;
import java.time.Clock;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.scheduling.annotation.EnableScheduling;

@SpringBootApplication
@EnableScheduling
public class VidlensApplication {

  public static void main(String[] args) {
    // Before any virtual thread exists: the scheduler reads it once (CarrierThreads).
    CarrierThreads.applyFloor(System.getProperties(), Runtime.getRuntime().availableProcessors());
    var exitCode = CommandLine.runCommand(VidlensApplication.class, args);
    if (exitCode.isPresent()) {
      System.exit(exitCode.getAsInt());
    }
    SpringApplication.run(VidlensApplication.class, CommandLine.serveArguments(args));
  }

  /** The one clock of the service; tests replace it. */
  @Bean
  @ConditionalOnMissingBean
  Clock clock() {
    return Clock.systemUTC();
  }
}
