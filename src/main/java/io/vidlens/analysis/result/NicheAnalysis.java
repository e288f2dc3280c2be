package io.vidlens.analysis.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * {@code strategic_insights.niche_analysis}: the scores, and from {@code peers} to {@code caveats}
 * the niche they rest on ({@link NicheEvidence}); absent in older results. {@code
 * outlierSubjectsWithinChance}: the subjects with outliers that the chance test did not keep,
 * lowest p first (null in results from before it was kept). A file of its own: the result's other
 * records fill {@link AnalysisResult}.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record NicheAnalysis(
    int futureCompetitionScore,
    Double nicheScore,
    Map<String, Double> components,
    List<NicheEvidence.NichePeer> peers,
    List<NicheEvidence.OutlierSubject> outlierSubjects,
    List<NicheEvidence.OutlierSubject> outlierSubjectsWithinChance,
    NicheEvidence.NicheRequests requests,
    List<String> caveats) {}
