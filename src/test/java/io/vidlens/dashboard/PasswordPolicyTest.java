package io.vidlens.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What the sign-up and password-change forms refuse, and what they let through. */
class PasswordPolicyTest {

  private static final PasswordPolicy POLICY =
      new PasswordPolicy(
          new DashboardProperties(true, 12, 5, 20, 50, 10, 3, 25, 20, 10, 5, 10),
          new CommonPasswords());

  @ParameterizedTest
  @ValueSource(
      strings = {
        "123412341234",
        "passwordpassword",
        "PasswordPassword",
        "abcdabcdabcd",
        "qwerty123qwerty123",
        "passwordpassword1!",
        "123456789012",
        "987654321098",
        "abcdefghijklm",
        "zyxwvutsrqpo"
      })
  void repeatedUnitsAndSequencesAreRefusedWithAReason(String password) {
    assertThat(POLICY.problem("someone@example.com", password))
        .as(password)
        .hasValueSatisfying(reason -> assertThat(reason).containsIgnoringCase("pattern"));
  }

  @Test
  void aCommonPasswordIsRefusedAsCommon() {
    assertThat(POLICY.problem("someone@example.com", "password1234"))
        .hasValueSatisfying(reason -> assertThat(reason).contains("most common"));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "correct horse battery staple",
        "isolation bench password 0123",
        "a very secret passphrase ",
        "Tr0ub4dor&3-horse",
        "1234abcd9876wxyz"
      })
  void ordinaryPasswordsPass(String password) {
    assertThat(POLICY.problem("someone@example.com", password)).as(password).isEmpty();
  }
}
