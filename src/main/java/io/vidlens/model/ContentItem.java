package io.vidlens.model;

/** One entry of a channel tab or playlist page. */
public sealed interface ContentItem permits VideoItem, ShortItem, PlaylistItem {}
