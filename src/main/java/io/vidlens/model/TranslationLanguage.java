package io.vidlens.model;

/** A language the platform can machine-translate captions into ({@code &tlang=code}). */
public record TranslationLanguage(String languageCode, String languageName) {}
