package io.vidlens.radar;

import java.util.Locale;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.mail.MailException;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.stereotype.Component;

/**
 * Mails an alert through Spring Boot's Jakarta Mail sender when a mail server is configured ({@code
 * spring.mail.host}), from {@code vidlens.mail.from}, as the dashboard's verification mail does.
 * Without one, lists' addresses get nothing (the alert says {@code none} for mail).
 */
@Component
class AlertMail {

  private final ObjectProvider<JavaMailSender> senders;
  private final String from;

  AlertMail(
      ObjectProvider<JavaMailSender> senders,
      @Value("${vidlens.mail.from:vidlens@localhost}") String from) {
    this.senders = senders;
    this.from = from;
  }

  boolean configured() {
    return senders.getIfAvailable() != null;
  }

  /** Sends it; null when the server took it, else why not. */
  String send(String to, AlertStore.Alert alert) {
    JavaMailSender sender = senders.getIfAvailable();
    if (sender == null) {
      return "no mail server is configured (spring.mail.host)";
    }
    SimpleMailMessage message = new SimpleMailMessage();
    message.setFrom(from);
    message.setTo(to);
    message.setSubject(
        String.format(
            Locale.ROOT, "Breakout: a video at %.1f× its channel's usual", alert.ratio()));
    message.setText(
        String.format(
            Locale.ROOT,
            "A video on one of your Vidlens watchlists is a breakout.\n\n"
                + "Video: https://www.youtube.com/watch?v=%s\n"
                + "Channel: %s\n"
                + "Views: %d at %.1f hours old, %.1f× the channel's usual at that age (%s)\n"
                + "Detected: %s\n\n"
                + "Watchlist %s; change its alerts on the dashboard's Watchlists page.\n",
            alert.videoId(),
            alert.channelId(),
            alert.views(),
            alert.ageHours(),
            alert.ratio(),
            alert.usualViews() == null
                ? "no usual"
                : String.format(Locale.ROOT, "usual %.0f views", alert.usualViews()),
            alert.detectedAt(),
            alert.watchlistId()));
    try {
      sender.send(message);
      return null;
    } catch (MailException e) {
      return "the mail server refused it (" + e.getClass().getSimpleName() + ")";
    }
  }
}
