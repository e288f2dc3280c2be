package io.vidlens.analytics.model;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/** Small hand-written channels for the model tests. */
final class Channels {

  static final LocalDate TODAY = LocalDate.of(2026, 11, 15);

  private Channels() {}

  /**
   * {@code count} uploads, one every {@code everyDays} days from yesterday back, each with {@code
   * views} views, the same category, length and titles cycling through {@code titles}.
   */
  static List<VideoSample> uploads(
      int count,
      int everyDays,
      long views,
      String category,
      long lengthSeconds,
      boolean isShort,
      List<String> titles) {
    List<VideoSample> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      out.add(
          new VideoSample(
              (isShort ? "s" : "v") + i + "_" + category.hashCode(),
              titles.get(i % titles.size()),
              category,
              views,
              lengthSeconds,
              TODAY.minusDays(1 + (long) i * everyDays),
              isShort,
              null));
    }
    return out;
  }

  static ChannelSignals channel(
      String country, long subscribers, List<VideoSample> videos, List<String> comments) {
    return new ChannelSignals(
        "UC_test",
        country,
        subscribers,
        null,
        null,
        "",
        videos,
        List.of(),
        comments,
        List.of(),
        ChannelStanding.UNKNOWN,
        null);
  }

  static final List<String> ENGLISH_FINANCE_TITLES =
      List.of(
          "How I would invest $10,000 in index funds today",
          "The truth about dividend stocks nobody tells you",
          "5 budgeting mistakes that keep you in debt",
          "Roth IRA explained for beginners",
          "How to build wealth on an average salary");

  static final List<String> ENGLISH_TECH_TITLES =
      List.of(
          "The best laptop for programmers this year",
          "I tested every new phone so you don't have to",
          "Why this tiny computer changes everything",
          "Building a home server from old parts");

  static final List<String> ENGLISH_GAMING_TITLES =
      List.of(
          "We survived one hundred days in hardcore survival mode",
          "This speedrun trick broke the whole game",
          "Playing the scariest horror game with my friends");

  static final List<String> ENGLISH_COMMENTS =
      List.of(
          "This was exactly what I needed to hear today, thank you",
          "Great explanation, I finally understand how this works",
          "I have been watching your videos for years and they keep getting better");

  static final List<String> SPANISH_TITLES =
      List.of(
          "Cómo preparar tacos al pastor en casa",
          "Los mejores consejos para viajar barato por Europa",
          "Probando la comida más picante de la ciudad");

  static final List<String> SPANISH_COMMENTS =
      List.of(
          "Muchas gracias por el video, me ayudó muchísimo",
          "Saludos desde Colombia, siempre veo tus videos",
          "Qué buen contenido, sigue así por favor");

  static final List<String> HINDI_TITLES =
      List.of(
          "मैंने अपना पहला वीडियो कैसे बनाया और क्या सीखा",
          "घर पर आसानी से बनने वाली स्वादिष्ट रेसिपी",
          "पढ़ाई में मन कैसे लगाएं पूरी जानकारी");

  static final List<String> HINDI_COMMENTS =
      List.of(
          "बहुत अच्छा वीडियो है भाई, धन्यवाद",
          "आपकी वजह से मुझे यह समझ में आया",
          "ऐसे ही वीडियो बनाते रहिए");
}
