package io.vidlens.platform.parse;

/** A language of the transcript panel's menu: its title and the params that load it. */
public record TranscriptLanguage(String title, boolean selected, String params) {}
