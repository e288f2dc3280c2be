package io.vidlens.analysis.ideas;

import java.util.List;
import java.util.regex.Pattern;

/** Title shapes that name a weak group of standalone videos. */
enum TitleShape {
  QUESTION("Question titles", "standalone videos whose titles ask a question"),
  FIRST_PERSON("First-person titles", "standalone videos whose titles speak as I or we"),
  YOU("Titles speaking to the viewer", "standalone videos whose titles address the viewer"),
  NUMBER("Number titles", "standalone videos whose titles are built on a number"),
  REMIX("Remixes and edits", "standalone videos whose titles name a remix, edit, flip or cover");

  private static final Pattern YOU_WORDS = Pattern.compile("(?i)\\b(you|your|you're|you've)\\b");

  /** A music channel's reworks: "(ADAM KALI REMIX)", "(MARSY Edit)", "(Daniel Allan Flip)". */
  private static final Pattern REMIX_WORDS =
      Pattern.compile(
          "(?i)[(\\[][^)\\]]*\\b(remix|edit|flip|bootleg|vip|rework|cover)\\b[^)\\]]*[)\\]]");

  final String label;
  final String says;

  TitleShape(String label, String says) {
    this.label = label;
    this.says = says;
  }

  boolean matches(String title) {
    List<String> formats = TitleFormats.formatsOf(title);
    return switch (this) {
      case QUESTION -> formats.contains("Question");
      case FIRST_PERSON -> formats.contains("Personal / Story");
      case NUMBER -> formats.contains("List / Number");
      case YOU -> YOU_WORDS.matcher(title).find();
      case REMIX -> REMIX_WORDS.matcher(title).find();
    };
  }
}
