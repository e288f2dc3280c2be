package io.vidlens.hardening;

import io.vidlens.VidlensApplication;
import io.vidlens.access.UsagePeriod;
import io.vidlens.access.internal.QuotaLedger;
import io.vidlens.testing.ApiClient;
import io.vidlens.testing.Recordings;
import io.vidlens.testing.TestDatabases;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * Nodes of one cluster on a fresh schema of the machine's PostgreSQL, each started as an operator
 * would (command-line arguments, port 0, own data directory, replay from the recordings), either in
 * the test JVM or as a JVM of its own. {@link #close()} stops every node, then drops the schema.
 */
final class Cluster implements AutoCloseable {

  static final String KEY = "cluster-test-key-0123456789";

  private final String url;
  private final List<String> common;
  private final List<ConfigurableApplicationContext> contexts = new ArrayList<>();
  private final List<NodeProcess> processes = new ArrayList<>();

  /** A cluster whose nodes all get {@code extra} arguments after the common ones. */
  Cluster(String... extra) {
    this.url = TestDatabases.freshPostgresSchema();
    List<String> args = new ArrayList<>();
    args.add("--server.port=0");
    args.add("--spring.datasource.url=" + url);
    args.add("--spring.datasource.username=" + TestDatabases.USER);
    args.add("--spring.datasource.password=" + TestDatabases.PASSWORD);
    args.add("--vidlens.upstream.replay=" + Recordings.root());
    args.add("--vidlens.bootstrap-api-key=" + KEY);
    args.add("--vidlens.plans.default.requests-per-second=100000");
    args.add("--vidlens.analysis.lease=5s");
    args.add("--logging.structured.format.console=");
    this.common = overridden(args, extra);
  }

  /** A node in this JVM; {@code extra} arguments override the common ones. */
  ConfigurableApplicationContext inJvm(String... extra) {
    ConfigurableApplicationContext node =
        new SpringApplicationBuilder(VidlensApplication.class)
            .run(args(extra).toArray(String[]::new));
    contexts.add(node);
    return node;
  }

  /**
   * A node in a JVM of its own, ready to serve; {@code extra} arguments override the common ones.
   */
  NodeProcess process(String name, String... extra) {
    NodeProcess node = NodeProcess.start(name, args(extra));
    processes.add(node);
    return node.awaitReady(Duration.ofMinutes(3));
  }

  /**
   * The common arguments and a data directory of its own, {@code extra} replacing any of the same
   * name.
   */
  private List<String> args(String... extra) {
    try {
      List<String> own = new ArrayList<>(common);
      own.add("--vidlens.data-dir=" + Files.createTempDirectory("vidlens-node-"));
      return overridden(own, extra);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Spring joins repeated arguments with commas ("5s,2s"): a replaced one must go. */
  private static List<String> overridden(List<String> args, String... extra) {
    Set<String> replaced = Stream.of(extra).map(Cluster::name).collect(Collectors.toSet());
    return Stream.concat(args.stream().filter(a -> !replaced.contains(name(a))), Stream.of(extra))
        .toList();
  }

  private static String name(String arg) {
    int eq = arg.indexOf('=');
    return eq < 0 ? arg : arg.substring(0, eq);
  }

  /** The cluster's schema, read directly (no node needed). */
  JdbcTemplate jdbc() {
    return new JdbcTemplate(
        new DriverManagerDataSource(url, TestDatabases.USER, TestDatabases.PASSWORD));
  }

  static ApiClient client(ConfigurableApplicationContext node, String key) {
    return new ApiClient(((WebServerApplicationContext) node).getWebServer().getPort(), key);
  }

  static JdbcTemplate jdbc(ConfigurableApplicationContext node) {
    return node.getBean(JdbcTemplate.class);
  }

  /** The bootstrap key's account. */
  static String bootstrapAccount(ConfigurableApplicationContext node) {
    return jdbc(node)
        .queryForObject("SELECT id FROM accounts WHERE name = 'bootstrap'", String.class);
  }

  /** Units the quota ledger holds for the account this month. */
  static long ledger(ConfigurableApplicationContext node, String accountId) {
    return node.getBean(QuotaLedger.class)
        .unitsUsed(accountId, UsagePeriod.containing(Instant.now()));
  }

  @Override
  public void close() {
    RuntimeException failure = null;
    for (NodeProcess process : processes) {
      try {
        process.close();
      } catch (RuntimeException e) {
        failure = e;
      }
    }
    for (ConfigurableApplicationContext context : contexts) {
      try {
        context.close();
      } catch (RuntimeException e) {
        failure = e;
      }
    }
    TestDatabases.dropSchema(url);
    if (failure != null) {
      throw failure;
    }
  }
}
