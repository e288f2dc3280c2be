/**
 * The advice: content buckets ({@link io.vidlens.analysis.ideas.ContentBuckets}, with their series
 * and advised standing), title formats, what to film next ({@link
 * io.vidlens.analysis.ideas.FilmingIdeas}), the commenters' requests and the composed strategy with
 * its evidence. These depend on one another both ways (buckets name ideas, ideas read buckets, the
 * strategy reads both), so they share one package. A nested module of analysis (outside modules
 * never see it): it uses the corpus, the result's records, catalog's equal-age measure, embeddings
 * for the buckets and the shared text toolkit.
 *
 * <p>The ideas worth filming are made in steps, a class each: {@code FilmingIdeas} (the entry the
 * buckets call) reads each title's subject ({@code TitleSubjects}), makes templates of titles and
 * series ({@code TitleTemplates}, {@code SeriesTemplates}, {@code NextEpisodes}), gathers the
 * subjects that fill them ({@code SubjectPool}), pairs the two ({@code IdeaPairing}, {@code
 * Restatements}, {@code IdeaTopics}) and says why there are fewer than ten ({@code
 * IdeasShortfall}). The niche's ideas, resting on peer channels' outliers (issue 37), join there as
 * more subjects and templates beside the channel's own, handed in as data: niche uses ideas, so
 * ideas never reads niche.
 */
@ApplicationModule(
    allowedDependencies = {
      "analysis.corpus",
      "analysis.result",
      "catalog",
      "embeddings",
      "stats",
      "text"
    })
package io.vidlens.analysis.ideas;

import org.springframework.modulith.ApplicationModule;
