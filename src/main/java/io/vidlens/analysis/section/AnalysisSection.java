package io.vidlens.analysis.section;

import org.springframework.core.Ordered;

/**
 * One section of the analysis: how it computes the record it adds to the result from the corpus
 * ({@link SectionInput}: all videos, the regular ones, the channel's structure) and the results of
 * the sections before it. Every section is a bean; its name (the job's progress and timings report
 * it), its result's type and its place in the run come from {@link SectionPlan}, so a section's
 * class holds only its computation.
 *
 * @param <R> the section's result record
 */
public interface AnalysisSection<R> extends Ordered {

  R compute(SectionInput input);

  /** The section's name in the job's progress and timings, e.g. {@code "channel_data"}. */
  default String name() {
    return SectionPlan.of(getClass()).sectionName;
  }

  /** The result's type: the key under which later sections and the result assembly find it. */
  @SuppressWarnings("unchecked") // the plan's entry is checked against the class (SectionPlanTest)
  default Class<R> resultType() {
    return (Class<R>) SectionPlan.of(getClass()).resultType;
  }

  /** The pipeline runs the sections in the plan's order. */
  @Override
  default int getOrder() {
    return SectionPlan.of(getClass()).ordinal();
  }
}
