/**
 * The analysis sections: one interface, {@link io.vidlens.analysis.section.AnalysisSection}, and
 * one bean per section (channel data, content strategy, title formats, audience, performance,
 * script blueprint, niche, the written strategy), each computing its record of the result from the
 * corpus and the sections before it. The parent's pipeline runs them in their order and assembles
 * the result. Adding a section: one class here, its result record and its place in the result. A
 * nested module of analysis: it uses the corpus, the advice in ideas, the niche, and the shared
 * text toolkit.
 */
@ApplicationModule(
    allowedDependencies = {
      "analysis.corpus",
      "analysis.ideas",
      "analysis.niche",
      "embeddings",
      "json",
      "text"
    })
package io.vidlens.analysis.section;

import org.springframework.modulith.ApplicationModule;
