package io.vidlens.analysis.section;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.stereotype.Component;

/**
 * Declares an {@link AnalysisSection} bean: the name it reports and its place in the run, on the
 * class itself, so adding a section is its class, its result record and the record's schema.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Component
public @interface Section {

  /**
   * The section's name in the job's progress and timings, e.g. {@code "channel_data"}; a section
   * whose result no fixed field of the result holds is written under this name in {@code
   * strategic_insights}, so it is also the schema's property name there.
   */
  String name();

  /**
   * Its place in the run, lowest first: above the order of every section whose result it reads
   * (tens, so a new section fits between two).
   */
  int order();
}
