package io.vidlens.dashboard;

import io.vidlens.access.EmailVerifications;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.mail.MailException;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/**
 * Sends an account's email verification link: by SMTP when a mail server is configured ({@code
 * spring.mail.host} and the rest of {@code spring.mail.*}, Spring Boot's Jakarta Mail sender), from
 * {@code vidlens.mail.from}; otherwise, or when the server refuses it, the link is written to the
 * log at INFO (logger {@code io.vidlens.dashboard.VerificationMail}) for the operator to pass on.
 */
@Component
class VerificationMail {

  private static final Logger log = LoggerFactory.getLogger(VerificationMail.class);

  private final EmailVerifications verifications;
  private final ObjectProvider<JavaMailSender> senders;
  private final String from;

  VerificationMail(
      EmailVerifications verifications,
      ObjectProvider<JavaMailSender> senders,
      @Value("${vidlens.mail.from:vidlens@localhost}") String from) {
    this.verifications = verifications;
    this.senders = senders;
    this.from = from;
  }

  /**
   * Issues a new link for the account (its earlier ones stop working) on this request's address,
   * and sends it to the account's email.
   */
  void sendNewLink(String accountId, String email) {
    String token = verifications.issue(accountId);
    send(
        email,
        ServletUriComponentsBuilder.fromCurrentContextPath()
            .path(EmailVerificationController.PATH)
            .queryParam("token", token)
            .build()
            .toUriString());
  }

  void send(String email, String link) {
    JavaMailSender sender = senders.getIfAvailable();
    if (sender == null) {
      log.info(
          "Email verification link for {} (no mail server is configured, spring.mail.host;"
              + " give it to the account's owner, it works once within 24 hours): {}",
          email,
          link);
      return;
    }
    SimpleMailMessage message = new SimpleMailMessage();
    message.setFrom(from);
    message.setTo(email);
    message.setSubject("Verify your email for Vidlens");
    message.setText(
        "Someone, hopefully you, signed up for Vidlens with this address.\n\n"
            + "Open this link to verify it (it works once, within 24 hours):\n"
            + link
            + "\n\nIf it was not you, ignore this message: nothing happens without the link.\n");
    try {
      sender.send(message);
    } catch (MailException e) {
      log.warn(
          "Email verification link for {} could not be mailed ({}); give it to the account's"
              + " owner: {}",
          email,
          e.getMessage(),
          link);
    }
  }
}
