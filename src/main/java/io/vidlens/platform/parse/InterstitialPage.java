package io.vidlens.platform.parse;

/**
 * HTML pages the platform serves instead of an answer: the cookie consent page (send a SOCS cookie)
 * and the "unusual traffic" captcha page (the requester is throttled).
 */
public enum InterstitialPage {
  CONSENT,
  CAPTCHA,
  NONE;

  public static InterstitialPage classify(String body) {
    if (body == null) {
      return NONE;
    }
    if (body.contains("consent.youtube.com/s") || body.contains("consent.google.com")) {
      return CONSENT;
    }
    if (body.contains("g-recaptcha") || body.contains("das_captcha") || body.contains("/sorry/")) {
      return CAPTCHA;
    }
    return NONE;
  }
}
