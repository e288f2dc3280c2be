package io.vidlens.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.support.StaticListableBeanFactory;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.mail.javamail.JavaMailSenderImpl;

/**
 * The verification link goes out through a real SMTP exchange (Jakarta Mail talking to a minimal
 * SMTP listener of the test) when a mail server is configured, and into the log when the server
 * cannot be reached.
 */
@ExtendWith(OutputCaptureExtension.class)
class VerificationMailTest {

  private static final String LINK =
      "http://vidlens.example/dashboard/verify-email?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";

  @Test
  void theLinkIsMailedThroughSmtp() throws Exception {
    try (ServerSocket listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      CompletableFuture<String> received = CompletableFuture.supplyAsync(() -> serveOne(listener));
      mail(listener.getLocalPort()).send("owner@example.com", LINK);
      String message = received.get(30, TimeUnit.SECONDS);
      assertThat(message)
          .contains("MAIL FROM:<vidlens@example.org>")
          .contains("RCPT TO:<owner@example.com>")
          .contains("Subject: Verify your email for Vidlens")
          .contains(LINK);
    }
  }

  @Test
  void aMailServerThatCannotBeReachedLeavesTheLinkInTheLog(CapturedOutput output) throws Exception {
    int closed;
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      closed = s.getLocalPort();
    }
    mail(closed).send("owner@example.com", LINK);
    assertThat(output.getAll()).contains("could not be mailed").contains(LINK);
  }

  private static VerificationMail mail(int port) {
    JavaMailSenderImpl sender = new JavaMailSenderImpl();
    sender.setHost("127.0.0.1");
    sender.setPort(port);
    sender.getJavaMailProperties().put("mail.smtp.connectiontimeout", "5000");
    sender.getJavaMailProperties().put("mail.smtp.timeout", "5000");
    StaticListableBeanFactory beans = new StaticListableBeanFactory();
    beans.addBean("mailSender", sender);
    return new VerificationMail(
        null, beans.getBeanProvider(JavaMailSender.class), "vidlens@example.org");
  }

  /** Just enough of SMTP (RFC 5321) to accept one message; returns the whole conversation. */
  private static String serveOne(ServerSocket listener) {
    StringBuilder seen = new StringBuilder();
    try (Socket socket = listener.accept();
        BufferedReader in =
            new BufferedReader(
                new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII));
        PrintWriter out =
            new PrintWriter(
                new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.US_ASCII))) {
      reply(out, "220 test ESMTP");
      boolean data = false;
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        seen.append(line).append('\n');
        if (data) {
          if (line.equals(".")) {
            data = false;
            reply(out, "250 queued");
          }
          continue;
        }
        String verb = line.length() >= 4 ? line.substring(0, 4).toUpperCase() : line;
        switch (verb) {
          case "EHLO", "HELO" -> reply(out, "250 test");
          case "DATA" -> {
            data = true;
            reply(out, "354 go on");
          }
          case "QUIT" -> {
            reply(out, "221 bye");
            return seen.toString();
          }
          default -> reply(out, "250 ok");
        }
      }
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    return seen.toString();
  }

  private static void reply(PrintWriter out, String line) {
    out.print(line + "\r\n");
    out.flush();
  }
}
