package io.vidlens.analysis.section;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.springframework.core.ResolvableType;

/** The plan names each section's result type as the section class itself declares it. */
class SectionPlanTest {

  @Test
  void eachEntrysResultTypeIsTheOneItsSectionDeclares() {
    for (SectionPlan entry : SectionPlan.values()) {
      Class<?> declared =
          ResolvableType.forClass(entry.section).as(AnalysisSection.class).resolveGeneric(0);
      assertThat(declared).as(entry.name()).isEqualTo(entry.resultType);
    }
  }

  @Test
  void sectionsRunInThePlansOrderUnderDistinctNames() {
    assertThat(Arrays.stream(SectionPlan.values()).map(p -> p.sectionName).distinct())
        .hasSize(SectionPlan.values().length);
    assertThat(SectionPlan.of(NicheSection.class).ordinal())
        .isGreaterThan(SectionPlan.of(PerformanceSection.class).ordinal());
  }
}
