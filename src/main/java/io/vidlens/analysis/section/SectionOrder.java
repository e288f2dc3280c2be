package io.vidlens.analysis.section;

/**
 * The sections' run order ({@code @Order} values): a section runs after those whose results it
 * reads; the gaps leave room for a new section between two.
 */
final class SectionOrder {

  static final int CHANNEL_DATA = 100;
  static final int CONTENT_STRATEGY = 200;
  static final int TITLE_FORMATS = 300;
  static final int AUDIENCE = 400;
  static final int PERFORMANCE = 500;
  static final int SCRIPT_BLUEPRINT = 600;
  static final int NICHE = 700;
  static final int STRATEGY = 800;

  private SectionOrder() {}
}
