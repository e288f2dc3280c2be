/**
 * The analysis sections: one interface, {@link io.vidlens.analysis.section.AnalysisSection}, and
 * one bean per section (channel data, content strategy, title formats, audience, performance,
 * script blueprint, niche, the written strategy), each computing its record of the result from the
 * corpus and the sections before it. The parent's pipeline runs them in their order and assembles
 * the result. Adding a section: one class here declared {@code @Section(name, order)}, its result
 * record, and its schema under that name in openapi.yaml (the assembly writes it there). A nested
 * module of analysis, and the one its parent calls the sections through (outside modules never see
 * it): it uses the corpus, the result's records, the advice in ideas, the niche, embeddings, json
 * and the shared text toolkit.
 */
@ApplicationModule(
    allowedDependencies = {
      "analysis.corpus",
      "analysis.ideas",
      "analysis.niche",
      "analysis.result",
      "embeddings",
      "json",
      "text"
    })
package io.vidlens.analysis.section;

import org.springframework.modulith.ApplicationModule;
