package io.vidlens.dashboard;

import com.nulabinc.zxcvbn.StandardDictionaries;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.Set;
import org.springframework.stereotype.Component;

/**
 * The 30,000 most common passwords of leaked password sets, as zxcvbn ranks them (shipped in
 * zxcvbn4j, {@code com.nulab-inc:zxcvbn}, MIT licence; the list is Dropbox zxcvbn's). A password is
 * common when, in lower case and without spaces, it is on the list, or is a listed password
 * followed only by digits and punctuation ("password123456", "qwertyuiop!!"), the first thing
 * guessers try.
 */
@Component
class CommonPasswords {

  private final Set<String> common;

  CommonPasswords() {
    try {
      common =
          Set.copyOf(StandardDictionaries.PASSWORDS_LOADER.load().getRankedDictionary().keySet());
    } catch (IOException e) {
      throw new UncheckedIOException("zxcvbn4j's password list could not be read", e);
    }
  }

  boolean isCommon(String password) {
    String candidate = password.toLowerCase(Locale.ROOT).replace(" ", "");
    if (common.contains(candidate)) {
      return true;
    }
    int end = candidate.length();
    while (end > 0 && !Character.isLetter(candidate.charAt(end - 1))) {
      end--;
    }
    return end > 0 && end < candidate.length() && common.contains(candidate.substring(0, end));
  }

  int size() {
    return common.size();
  }
}
