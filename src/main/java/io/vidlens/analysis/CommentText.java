package io.vidlens.analysis;

/** One top-level comment as the analysis uses it: its text and its (rounded) like count. */
record CommentText(String text, long likes) {}
