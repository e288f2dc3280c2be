package io.vidlens.analysis.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.vidlens.analysis.corpus.EqualAgeScores;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;

/**
 * A series' {@code episode_decay}. Views of the series' first and latest episode ({@code
 * ordered_by} "episode number" or "upload date"); {@code retained} = latest / first, as shown
 * today; {@code retainedAtEqualAge} = the latest's equal-age ratio over the first's ({@link
 * EqualAgeScores}), null when either is too young or undated to be compared.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record EpisodeDecay(
    String orderedBy,
    VideoRef first,
    VideoRef latest,
    Double retained,
    Double retainedAtEqualAge) {}
