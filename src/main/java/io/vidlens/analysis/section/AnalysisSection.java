package io.vidlens.analysis.section;

/**
 * One section of the analysis: its name (the job's progress and timings report it), the type of the
 * record it adds to the result, and how it computes that record from the corpus ({@link
 * SectionInput}: all videos, the regular ones, the channel's structure) and the results of the
 * sections before it. Every section is a bean; the pipeline runs them in their {@code @Order}
 * ({@link SectionOrder}), so a section that reads another's result is ordered after it.
 *
 * @param <R> the section's result record
 */
public interface AnalysisSection<R> {

  /** The section's name in the job's progress and timings, e.g. {@code "channel_data"}. */
  String name();

  /** The result's type: the key under which later sections and the result assembly find it. */
  Class<R> resultType();

  R compute(SectionInput input);
}
