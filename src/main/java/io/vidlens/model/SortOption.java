package io.vidlens.model;

/**
 * One choice of a sort menu or chip bar ("Top"/"Newest" comments, "Latest"/"Popular"/"Oldest"
 * videos, "Date added (newest)"/"Last video added" playlists). It leads either to a continuation
 * token or, for the playlists menu, to browse {@code params} for the same channel.
 */
public record SortOption(
    String title, boolean selected, String continuation, String browseParams) {}
