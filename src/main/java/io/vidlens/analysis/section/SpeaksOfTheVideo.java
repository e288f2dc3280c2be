package io.vidlens.analysis.section;

import java.util.regex.Pattern;

/**
 * Whether a comment speaks of the video or its maker ("you", "this video", "the editing", "boring",
 * "clickbait"; "du", "die Folge"; "tu", "la vidéo"), as criticism must: "that jump scare got me so
 * bad", "Ending B was way sadder than A" and "The council never listens" are reactions to what the
 * video shows, negative in their words, criticism of nothing. A negative comment that names no
 * aspect counts as general criticism only when it speaks so.
 */
final class SpeaksOfTheVideo {

  private SpeaksOfTheVideo() {}

  private static final Pattern ADDRESSED =
      Pattern.compile(
          "(?iu)\\b(?:you|your|you're|youre|u|ur|yours|this\\s+(?:is|was|one|video|vid|episode|ep)"
              + "|(?:the|this|that|these|those)\\s+(?:videos?|vids?|episodes?|eps?|channel|uploads?"
              + "|content|edit|editing|audio|sound|mic|thumbnail|title|intro|outro|ads?|sponsors?)"
              + "|clickbait|boring|cringe|unwatchable|unsubscrib\\w*|dislike\\w*|waste\\s+of\\s+time"
              + "|du|dein\\w*|dich|dir|(?:das|dieses|die|diese)\\s+(?:video|folge)|langweilig"
              + "|tu|ta|ton|tes|vous|votre|vos|(?:la|cette)\\s+(?:vidéo|video)|(?:l'|cet\\s+)épisode"
              + "|ennuyeux|nul(?:le)?)\\b");

  static boolean in(String comment) {
    return comment != null && ADDRESSED.matcher(comment).find();
  }
}
