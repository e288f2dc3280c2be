package io.vidlens.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Sentiment of a German, French, Spanish or Portuguese comment on VADER's compound scale, from the
 * language's {@link ForeignLexicon}: each word or phrase (longest first, up to three words) adds
 * its AFINN valence × 0.8 (AFINN's −5..5 onto VADER's −4..4); a negation up to three words before
 * multiplies it by −0.74, as VADER's does; an emoji adds the VADER valences of the words of its
 * name; each "!" (up to four) adds 0.292 towards the sum's sign; compound = sum / √(sum² + 15).
 * Words of the video's own subject ({@code subject}) that the lexicon rates negative count nothing
 * (see {@link SubjectWords}).
 */
public final class ForeignSentiment {

  private static final double AFINN_TO_VADER = 0.8;
  private static final double N_SCALAR = -0.74;
  private static final double ALPHA = 15;

  private ForeignSentiment() {}

  public static double compound(String language, String text, Set<String> subject) {
    if (text == null || text.isBlank() || !ForeignLexicon.supports(language)) {
      return 0;
    }
    List<String> tokens = tokens(text);
    Set<String> negators = ForeignLexicon.NEGATORS.get(language);
    double sum = 0;
    for (int i = 0; i < tokens.size(); ) {
      String token = tokens.get(i);
      if (isEmoji(token)) {
        sum += emoji(token);
        i++;
        continue;
      }
      int matched = 0;
      Integer valence = null;
      for (int n = Math.min(ForeignLexicon.MAX_WORDS, tokens.size() - i); n >= 1; n--) {
        valence = ForeignLexicon.valence(language, String.join(" ", tokens.subList(i, i + n)));
        if (valence != null) {
          matched = n;
          break;
        }
      }
      if (valence == null) {
        i++;
        continue;
      }
      double v = valence * AFINN_TO_VADER;
      if (v < 0 && matched == 1 && SubjectWords.contains(subject, token)) {
        v = 0; // the subject's vocabulary, not a judgement of the video
      }
      for (int back = 1; back <= 3 && i - back >= 0; back++) {
        if (negators.contains(tokens.get(i - back))) {
          v *= N_SCALAR;
          break;
        }
      }
      sum += v;
      i += matched;
    }
    long bangs = Math.min(4, text.chars().filter(c -> c == '!').count());
    if (sum > 0) {
      sum += bangs * 0.292;
    } else if (sum < 0) {
      sum -= bangs * 0.292;
    }
    return Math.max(-1, Math.min(1, sum / Math.sqrt(sum * sum + ALPHA)));
  }

  /** Lower-case words and single emoji; an elided article ("j'adore", "c'est") is split off. */
  public static List<String> tokens(String text) {
    List<String> out = new ArrayList<>();
    for (String t : Sentiment.tokens(text)) {
      int apostrophe = t.indexOf('\'');
      if (apostrophe > 0 && apostrophe < 3 && apostrophe < t.length() - 1) {
        out.add(t.substring(0, apostrophe + 1));
        out.add(t.substring(apostrophe + 1));
      } else {
        out.add(t);
      }
    }
    return out;
  }

  private static boolean isEmoji(String token) {
    return !token.isEmpty() && Character.getType(token.codePointAt(0)) == Character.OTHER_SYMBOL;
  }

  /** VADER's valences of the words of the emoji's name ("😍" → "smiling face with heart-eyes"). */
  private static double emoji(String token) {
    Double own = VaderLexicon.valence(token);
    if (own != null) {
      return own;
    }
    double v = 0;
    for (String word : EmojiText.describe(token).toLowerCase(Locale.ROOT).split("\\s+")) {
      Double w = VaderLexicon.valence(word);
      v += w == null ? 0 : w;
    }
    return v;
  }
}
