package io.vidlens.analysis.corpus;

/** One top-level comment as the analysis uses it: its text and its (rounded) like count. */
public record CommentText(String text, long likes) {}
