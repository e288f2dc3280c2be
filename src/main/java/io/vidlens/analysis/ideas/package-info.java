/**
 * The advice: content buckets ({@link io.vidlens.analysis.ideas.ContentBuckets}, with their series
 * and advised standing), title formats, what to film next ({@link
 * io.vidlens.analysis.ideas.FilmingIdeas}), the commenters' requests and the composed strategy with
 * its evidence. These depend on one another both ways (buckets name ideas, ideas read buckets, the
 * strategy reads both), so they share one module. A nested module of analysis: it uses the corpus,
 * embeddings for the buckets and the shared text toolkit.
 */
@ApplicationModule(allowedDependencies = {"analysis.corpus", "embeddings", "text"})
package io.vidlens.analysis.ideas;

import org.springframework.modulith.ApplicationModule;
