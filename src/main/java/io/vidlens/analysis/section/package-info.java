/**
 * The analysis sections: one interface, {@link io.vidlens.analysis.section.AnalysisSection}, and
 * one bean per section (channel data, content strategy, title formats, audience, performance,
 * script blueprint, niche, the written strategy), each computing its record of the result from the
 * corpus and the sections before it. The parent's pipeline runs them in their order and assembles
 * the result. Adding a section: one class here, its result record and its place in the result. An
 * internal package of analysis (its parent sees it and it sees its parent; outside modules see
 * neither): it uses the corpus, the advice in ideas, the niche, and the shared text toolkit.
 */
package io.vidlens.analysis.section;
