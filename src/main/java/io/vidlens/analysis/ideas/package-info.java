/**
 * The advice: content buckets ({@link io.vidlens.analysis.ideas.ContentBuckets}, with their series
 * and advised standing), title formats, what to film next ({@link
 * io.vidlens.analysis.ideas.FilmingIdeas}), the commenters' requests and the composed strategy with
 * its evidence. These depend on one another both ways (buckets name ideas, ideas read buckets, the
 * strategy reads both), so they share one package. An internal package of analysis (its parent sees
 * it and it sees its parent; outside modules see neither): it uses the corpus, embeddings for the
 * buckets and the shared text toolkit.
 */
package io.vidlens.analysis.ideas;
