package io.vidlens.dashboard;

/** A page only operators may see. */
class PageForbidden extends RuntimeException {

  PageForbidden() {
    super("Only operators can see this page.", null, false, false);
  }
}
