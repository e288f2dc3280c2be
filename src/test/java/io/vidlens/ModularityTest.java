package io.vidlens;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.importer.ImportOption;
import io.vidlens.modularity.breach.BreachApplication;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.springframework.modulith.core.ApplicationModules;
import org.springframework.modulith.core.Violations;
import org.springframework.modulith.docs.Documenter;

/**
 * The application modules (Spring Modulith): every top-level package under io.vidlens is a module
 * whose package-info.java declares the modules (and named interfaces) it may use; a module may use
 * another's base package and its named interfaces, never its internals. Verification fails the
 * build on a breach, a dependency a module did not declare, or a cycle. The build also writes the
 * module documentation (a diagram per module and the module canvases) to docs/modules.
 */
class ModularityTest {

  static final ApplicationModules MODULES = ApplicationModules.of(VidlensApplication.class);

  /** Where the generated documentation is checked in; docs/architecture.md links it. */
  static final Path DOCS = Path.of(System.getProperty("basedir", "")).resolve("docs/modules");

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

  @Test
  void writesTheModuleDocumentation() {
    new Documenter(MODULES, Documenter.Options.defaults().withOutputFolder(DOCS.toString()))
        .writeModulesAsPlantUml()
        .writeIndividualModulesAsPlantUml()
        .writeModuleCanvases()
        .writeAggregatingDocument();

    assertThat(DOCS.resolve("components.puml")).isRegularFile();
    MODULES.forEach(
        module -> {
          String id = module.getIdentifier().toString();
          assertThat(DOCS.resolve("module-" + id + ".puml")).isRegularFile();
          assertThat(DOCS.resolve("module-" + id + ".adoc")).isRegularFile();
        });
  }
}
