package io.vidlens.platform;

/**
 * The client versions requests are made with now, and where the WEB one came from (configuration,
 * or the discovery and its last problem): what an operator's doctor reports.
 */
public interface ClientVersions {

  /** The versions in use, by client. */
  record InUse(String web, String webSource, String android, String visionos) {}

  InUse inUse();
}
