package io.vidlens.analysis.ideas;

import io.vidlens.analysis.AnalysisResult.AudienceInsights;
import io.vidlens.analysis.AnalysisResult.ChannelData;
import io.vidlens.analysis.AnalysisResult.ContentStrategy;
import io.vidlens.analysis.AnalysisResult.NicheAnalysis;
import io.vidlens.analysis.AnalysisResult.PerformanceAnalysis;
import io.vidlens.analysis.AnalysisResult.ScriptBlueprint;
import io.vidlens.analysis.AnalysisResult.TitleFormatStrategy;
import io.vidlens.analysis.corpus.Corpus;

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
