package io.vidlens.analysis.ideas;

import io.vidlens.text.PhraseStats;
import java.util.List;

/**
 * A theme being built: its videos (a list the lone videos that use its name still join), its name,
 * its leading phrases and its cohesion.
 */
record ThemeDraft(
    List<Integer> members, PhraseStats.Stat name, List<PhraseStats.Stat> top, double confidence) {}
