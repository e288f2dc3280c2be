package io.vidlens.analysis.section;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.core.type.filter.AssignableTypeFilter;
import org.yaml.snakeyaml.Yaml;

/**
 * Every section class declares its name and place, each result type is the one the class names, and
 * every section's name has a schema in the contract (the third file of a new section).
 */
class SectionDeclarationsTest {

  @Test
  void everySectionClassIsDeclaredWithADistinctNameAndPlace() throws Exception {
    List<Class<?>> classes = sectionClasses();
    assertThat(classes).hasSizeGreaterThanOrEqualTo(8);
    Set<String> names = new HashSet<>();
    Set<Integer> orders = new HashSet<>();
    for (Class<?> type : classes) {
      Section declared = type.getAnnotation(Section.class);
      assertThat(declared).as(type.getName()).isNotNull();
      assertThat(names.add(declared.name())).as("name " + declared.name()).isTrue();
      assertThat(orders.add(declared.order())).as("order of " + type.getName()).isTrue();
    }
  }

  @Test
  void aSectionRunsAfterTheSectionsWhoseResultsItReads() {
    // the ideas in content_strategy bring the niche's outlier subjects (issue 37 point 3)
    assertThat(order(ContentStrategySection.class)).isGreaterThan(order(NicheSection.class));
    assertThat(order(PerformanceSection.class)).isGreaterThan(order(ContentStrategySection.class));
    int last = sectionClasses().stream().mapToInt(SectionDeclarationsTest::order).max().orElse(0);
    assertThat(order(StrategySection.class)).isEqualTo(last);
  }

  @Test
  void theResultTypeIsTheTypeArgumentTheClassDeclares() {
    assertThat(new NicheSection().resultType())
        .isEqualTo(io.vidlens.analysis.result.NicheAnalysis.class);
    assertThat(new NicheSection().name()).isEqualTo("niche_analysis");
    assertThat(new StrategySection(new StrategyStage(java.util.Optional.empty())).resultType())
        .isEqualTo(StrategyStage.Strategy.class);
  }

  @Test
  @SuppressWarnings("unchecked")
  void everySectionsNameHasASchemaInTheContract() throws Exception {
    Set<String> properties = new HashSet<>();
    try (InputStream in = getClass().getResourceAsStream("/openapi/openapi.yaml")) {
      var root = (java.util.Map<String, Object>) new Yaml().load(in);
      var schemas =
          (java.util.Map<String, Object>)
              ((java.util.Map<String, Object>) root.get("components")).get("schemas");
      for (String schema : List.of("AnalysisResult", "StrategicInsights")) {
        properties.addAll(
            ((java.util.Map<String, Object>)
                    ((java.util.Map<String, Object>) schemas.get(schema)).get("properties"))
                .keySet());
      }
    }
    for (Class<?> type : sectionClasses()) {
      assertThat(properties).contains(type.getAnnotation(Section.class).name());
    }
  }

  private static int order(Class<?> type) {
    return type.getAnnotation(Section.class).order();
  }

  private static List<Class<?>> sectionClasses() {
    var scanner = new ClassPathScanningCandidateComponentProvider(false);
    scanner.addIncludeFilter(new AssignableTypeFilter(AnalysisSection.class));
    return scanner.findCandidateComponents("io.vidlens").stream()
        .map(
            d -> {
              try {
                return (Class<?>) Class.forName(d.getBeanClassName());
              } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
              }
            })
        .<Class<?>>map(c -> c)
        .filter(c -> !c.isInterface())
        // The application's sections, not a test's own.
        .filter(
            c ->
                !c.getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .getPath()
                    .contains("test-classes"))
        .toList();
  }
}
