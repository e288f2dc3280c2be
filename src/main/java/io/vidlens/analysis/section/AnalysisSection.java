package io.vidlens.analysis.section;

import org.springframework.core.Ordered;
import org.springframework.core.ResolvableType;
import org.springframework.core.annotation.AnnotationUtils;
import org.springframework.util.ClassUtils;

/**
 * One section of the analysis: how it computes the record it adds to the result from the corpus
 * ({@link SectionInput}: all videos, the regular ones, the channel's structure) and the results of
 * the sections before it. Every section is a bean declared with {@link Section}, which gives its
 * name (the job's progress and timings report it) and its place in the run; its result's type is
 * the type argument {@code R}, so a section's class holds only its computation.
 *
 * @param <R> the section's result record
 */
public interface AnalysisSection<R> extends Ordered {

  R compute(SectionInput input);

  /** The section's name in the job's progress and timings, e.g. {@code "channel_data"}. */
  default String name() {
    return declaration(this).name();
  }

  /** The result's type: the key under which later sections and the result assembly find it. */
  @SuppressWarnings("unchecked") // R as the class declares it
  default Class<R> resultType() {
    Class<?> declared =
        ResolvableType.forClass(ClassUtils.getUserClass(this))
            .as(AnalysisSection.class)
            .resolveGeneric(0);
    if (declared == null) {
      throw new IllegalStateException(getClass().getName() + " does not name its result type");
    }
    return (Class<R>) declared;
  }

  /** The pipeline runs the sections in their declared order. */
  @Override
  default int getOrder() {
    return declaration(this).order();
  }

  private static Section declaration(AnalysisSection<?> section) {
    Section declared =
        AnnotationUtils.findAnnotation(ClassUtils.getUserClass(section), Section.class);
    if (declared == null) {
      throw new IllegalStateException(section.getClass().getName() + " is not declared @Section");
    }
    return declared;
  }
}
