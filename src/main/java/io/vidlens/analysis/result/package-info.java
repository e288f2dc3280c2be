/**
 * The analysis result: {@link io.vidlens.analysis.result.AnalysisResult}, one record per section as
 * the answer writes it, and {@link io.vidlens.analysis.result.ResultBasis}, how it was reached. The
 * sections fill it, the parent's pipeline assembles and stores it. A nested module of analysis
 * (outside modules never see it): it rests on the corpus alone, whose samples, scores and growth
 * the records carry.
 */
@ApplicationModule(allowedDependencies = {"analysis.corpus"})
package io.vidlens.analysis.result;

import org.springframework.modulith.ApplicationModule;
