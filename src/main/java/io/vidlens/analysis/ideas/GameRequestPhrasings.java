package io.vidlens.analysis.ideas;

import io.vidlens.text.StopWords;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The ways viewers ask a let's-player to play a game, in English, German and French (the languages
 * the audience section reads), each with the words that end a name ({@code cut}: "next", "weiter",
 * "stp"), the first words that make a phrase no name ({@code notAStart}: "it", "das", "ça") and the
 * stop words of its language. A pattern's group 1 is the name as written; where the verb comes
 * after it (German "kannst du mal Pale Forest spielen") the name is read lazily up to the verb.
 * Data, not logic: {@link GameRequests} reads with them.
 */
final class GameRequestPhrasings {

  private GameRequestPhrasings() {}

  /** One language's phrasings. */
  record Phrasing(StopWords stop, Set<String> cut, Set<String> notAStart, List<Pattern> patterns) {}

  private static final String NAME = "([^.!?\\n,;:()\"]{2,60})";
  private static final String NAME_BEFORE_VERB = "([^.!?\\n,;:()\"]{2,60}?)";
  private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;

  /** Words that name a kind of game, not one: "Horror Spiele", "more games", "jeux indé". */
  static final Set<String> GENERIC =
      words(
          "game games spiel spiele spielen jeu jeux horror horrorspiele survival indie rpg rpgs mmo"
              + " shooter shooters coop co-op multiplayer online story stories");

  static final Phrasing ENGLISH =
      new Phrasing(
          StopWords.of("en"),
          words(
              "next please pls plz sometime soon again too lol because cause since it's its it that"
                  + " which if when and or but with on after before for as at like i we you u"
                  + " would thanks thank already instead man bro dude"),
          words(
              "it this that these those more some something anything any another other again as"
                  + " at with on in a an my your his her our their rest whole game games one them"
                  + " him me us all both every each what which how hard easy harder co-op coop"
                  + " multiplayer online blind"),
          List.of(
              Pattern.compile(
                  "\\b(?:please|pls|plz|(?:can|could|would|will)\\s+(?:you|u)(?:\\s+guys)?"
                      + "(?:\\s+please)?|(?:you|u)\\s+(?:should|need\\s+to|have\\s+to|gotta|must)"
                      + "(?:\\s+definitely)?)\\s+(?:also\\s+)?(?:play|try|start"
                      + "|do\\s+a\\s+(?:let'?s\\s+play|series)\\s+of)\\s+"
                      + NAME,
                  FLAGS),
              Pattern.compile(
                  "\\bwould\\s+love\\s+(?:to\\s+see\\s+(?:you|u)|if\\s+(?:you|u))\\s+"
                      + "(?:play|played|try|tried)\\s+"
                      + NAME,
                  FLAGS),
              Pattern.compile(
                  "\\bnext\\s+(?:series|game|let'?s\\s+play)\\s+(?:should\\s+be|has\\s+to\\s+be|:)"
                      + "\\s*"
                      + NAME,
                  FLAGS),
              // a sentence that opens with the imperative: "Try Frostline, it's a hidden gem"
              Pattern.compile("(?:^|[.!?]\\s+)(?:play|try)\\s+" + NAME, FLAGS)));

  static final Phrasing GERMAN =
      new Phrasing(
          StopWords.of("de"),
          words(
              "mal bitte doch weiter nochmal wieder auch endlich als mit und oder weil denn wenn"
                  + " das es ich wir du ihr danke vielleicht irgendwann bald"),
          words(
              "es das dies dieses diese mehr wieder den dem der die ein eine einen weiter noch"
                  + " mal was wie alles alle etwas irgendwas"),
          List.of(
              // "Kannst du mal Pale Forest spielen?", "könntet ihr bitte Frostline zocken"
              Pattern.compile(
                  "\\b(?:kannst|könntest|könnt|könntet|würdest|würdet)\\s+(?:du|ihr)\\s+"
                      + "(?:(?:bitte|mal|auch|vielleicht|noch|nicht|endlich)\\s+)*"
                      + NAME_BEFORE_VERB
                      + "\\s+(?:spielen|zocken|anfangen|ausprobieren)\\b",
                  FLAGS),
              // "du solltest unbedingt Pale Forest spielen"
              Pattern.compile(
                  "\\b(?:du|ihr)\\s+(?:solltest|musst|müsstest|solltet|müsst)\\s+"
                      + "(?:(?:unbedingt|mal|auch|bitte|echt|endlich)\\s+)*"
                      + NAME_BEFORE_VERB
                      + "\\s+(?:spielen|zocken|ausprobieren)\\b",
                  FLAGS),
              // "Spiel mal Terraria!", "bitte zock Pale Forest"
              Pattern.compile(
                  "(?:^|[.!?]\\s+|\\bbitte\\s+)(?:spiel|spielt|zock|zockt)\\s+"
                      + "(?:doch|bitte|mal|endlich|auch)\\s+(?:(?:doch|bitte|mal|endlich|auch)\\s+)*"
                      + NAME,
                  FLAGS),
              Pattern.compile("\\bbitte\\s+(?:spiel|spielt|zock|zockt)\\s+" + NAME, FLAGS)));

  static final Phrasing FRENCH =
      new Phrasing(
          StopWords.of("fr"),
          words(
              "stp svp s'il merci et ou mais avec quand parce car après avant aussi encore"
                  + " bientôt un jour c'est ça"),
          words(
              "ça ca ce cette ces le la les l' un une des plus encore mon ton son autre autres"
                  + " tout tous quelque"),
          List.of(
              // "tu pourrais jouer à Pale Forest", "vous devriez tester Frostline"
              Pattern.compile(
                  "\\b(?:tu\\s+(?:peux|pourrais|devrais|dois)|vous\\s+(?:pouvez|pourriez|devriez))"
                      + "\\s+(?:(?:pas|stp|svp|vraiment|aussi|absolument)\\s+)*"
                      + "(?:jouer|tester|essayer)\\s+(?:(?:à|a|au|aux)\\s+)?"
                      + NAME,
                  FLAGS),
              // "Joue à Frostline !", "stp teste Pale Forest"
              Pattern.compile(
                  "(?:^|[.!?]\\s+|\\b(?:stp|svp)\\s+)(?:joue|jouez|teste|testez)\\s+"
                      + "(?:(?:à|a|au|aux)\\s+)?"
                      + NAME,
                  FLAGS)));

  static final List<Phrasing> ALL = List.of(ENGLISH, GERMAN, FRENCH);

  private static Set<String> words(String spaced) {
    return Set.of(spaced.split(" +"));
  }
}
