package io.vidlens;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import com.tngtech.archunit.core.importer.ImportOption;
import io.vidlens.modularity.breach.BreachApplication;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.StringJoiner;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.springframework.modulith.core.ApplicationModules;
import org.springframework.modulith.core.Violations;
import org.springframework.modulith.docs.Documenter;

/**
 * The application modules (Spring Modulith): every top-level package under io.vidlens is a module
 * (and analysis' rooms are nested modules of it, named analysis.corpus, analysis.section …) whose
 * package-info.java declares the modules (and named interfaces) it may use; a module may use
 * another's base package and its named interfaces, never its internals. Verification fails the
 * build on a breach, a dependency a module did not declare, or a cycle. The build also writes the
 * module documentation (a diagram per module and the module canvases) to docs/modules.
 */
class ModularityTest {

  static final ApplicationModules MODULES = ApplicationModules.of(VidlensApplication.class);

  static final Path BASE = Path.of(System.getProperty("basedir", ""));

  /** Where the build writes the module documentation. */
  static final Path GENERATED = BASE.resolve("target/spring-modulith-docs");

  /** Where it is checked in; docs/architecture.md links it. */
  static final Path DOCS = BASE.resolve("docs/modules");

  @Test
  void vidlensModulesKeepToTheirDeclaredDependenciesAndPublishedInterfaces() {
    MODULES.verify();
  }

  @Test
  void aModuleReachingIntoAnothersInternalsFailsVerification() {
    ApplicationModules breach =
        ApplicationModules.of(BreachApplication.class, new ImportOption.OnlyIncludeTests());

    assertThat(breach.stream().map(m -> m.getIdentifier().toString()))
        .containsExactlyInAnyOrder("orders", "shipping");
    assertThatThrownBy(breach::verify)
        .isInstanceOf(Violations.class)
        .hasMessageContaining("Module 'shipping' depends on non-exposed type")
        .hasMessageContaining("orders.internal.Ledger");
  }

  /**
   * Writes the module documentation and copies each file into docs/modules when what it says
   * changed. The documenter writes a diagram's lines in no fixed order, so a file whose lines are
   * the same, in any order, is left as checked in: a build changes docs/modules only when the
   * modules did.
   */
  @Test
  void writesTheModuleDocumentation() throws IOException {
    // a build that breaks the module rules must not rewrite the checked-in documentation
    assumeFalse(MODULES.detectViolations().hasViolations(), "the modules fail verification");
    writeModuleDescriptions();
    new Documenter(MODULES, Documenter.Options.defaults().withOutputFolder(GENERATED.toString()))
        .writeModulesAsPlantUml()
        .writeIndividualModulesAsPlantUml()
        .writeModuleCanvases()
        .writeAggregatingDocument();

    Files.createDirectories(DOCS);
    try (Stream<Path> files = Files.list(GENERATED)) {
      for (Path generated : files.toList()) {
        Path checkedIn = DOCS.resolve(generated.getFileName());
        if (!Files.exists(checkedIn) || !sameLines(generated, checkedIn)) {
          Files.copy(generated, checkedIn, StandardCopyOption.REPLACE_EXISTING);
        }
      }
    }

    assertThat(DOCS.resolve("components.puml")).isRegularFile();
    MODULES.forEach(
        module -> {
          String id = module.getIdentifier().toString();
          assertThat(DOCS.resolve("module-" + id + ".puml")).isRegularFile();
          assertThat(DOCS.resolve("module-" + id + ".adoc")).isRegularFile();
        });
  }

  /**
   * Each module's description, its package-info's Javadoc, where the documenter reads Javadoc
   * ({@code target/generated-spring-modulith/javadoc.json}, which spring-modulith-apt would write):
   * the canvases show it. Written here rather than by the processor, whose file the documenter's
   * JSON reader cannot read when a Javadoc holds a double quote (spring-modulith#1685); the module
   * descriptions are written without them.
   */
  private static void writeModuleDescriptions() throws IOException {
    StringJoiner entries = new StringJoiner(",", "[", "]");
    for (var module : MODULES) {
      String name = module.getBasePackage().getName();
      Path info =
          BASE.resolve("src/main/java").resolve(name.replace('.', '/') + "/package-info.java");
      Matcher javadoc = JAVADOC.matcher(Files.readString(info));
      if (javadoc.find()) {
        entries.add("{\"name\":\"" + name + "\",\"comment\":\"" + plain(javadoc.group(1)) + "\"}");
      }
    }
    Path file = BASE.resolve("target/generated-spring-modulith/javadoc.json");
    Files.createDirectories(file.getParent());
    Files.writeString(file, entries.toString());
  }

  private static final Pattern JAVADOC = Pattern.compile("/\\*\\*(.*?)\\*/", Pattern.DOTALL);

  /** Javadoc as one line of text: tags as code, no quotes or backslashes to escape. */
  private static String plain(String javadoc) {
    return javadoc
        .replaceAll("(?m)^\\s*\\* ?", "")
        .replaceAll("\\{@(?:code|link) ([^}]*)}", "`$1`")
        .replace('"', '\'')
        .replace("\\", "")
        .replaceAll("\\s+", " ")
        .strip();
  }

  private static boolean sameLines(Path a, Path b) throws IOException {
    return Files.readAllLines(a).stream()
        .sorted()
        .toList()
        .equals(Files.readAllLines(b).stream().sorted().toList());
  }
}
