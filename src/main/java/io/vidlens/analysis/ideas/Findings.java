package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.result.AnalysisResult.AudienceInsights;
import io.vidlens.analysis.result.AnalysisResult.ChannelData;
import io.vidlens.analysis.result.AnalysisResult.ContentStrategy;
import io.vidlens.analysis.result.AnalysisResult.PerformanceAnalysis;
import io.vidlens.analysis.result.AnalysisResult.ScriptBlueprint;
import io.vidlens.analysis.result.AnalysisResult.TitleFormatStrategy;
import io.vidlens.analysis.result.NicheAnalysis;

/** The measured sections the strategy and topics are written from. */
public record Findings(
    Corpus corpus,
    ChannelData channelData,
    ContentStrategy content,
    TitleFormatStrategy formats,
    AudienceInsights audience,
    PerformanceAnalysis performance,
    ScriptBlueprint blueprint,
    NicheAnalysis niche) {}
