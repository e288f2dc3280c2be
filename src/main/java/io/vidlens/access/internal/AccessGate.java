package io.vidlens.access.internal;

import io.vidlens.access.ApiPrincipal;
import io.vidlens.access.CachedAnswerProbe;
import io.vidlens.access.KeyAuthenticator;
import io.vidlens.access.Operation;
import io.vidlens.access.Plan;
import io.vidlens.access.RequestCharge;
import io.vidlens.access.UsagePeriod;
import io.vidlens.api.ApiException;
import io.vidlens.api.ErrorResponses;
import io.vidlens.model.ClientInput;
import io.vidlens.work.UpstreamWork;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.util.function.SingletonSupplier;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.util.ContentCachingResponseWrapper;

/**
 * The gate in front of every operation: key → account → plan, rate limits, then the quota charge.
 * The charge is taken before the operation runs (so concurrent requests cannot overspend) and given
 * back when the answer is not chargeable: only 2xx and 404 answers of well-formed requests cost
 * units; validation errors, 429 and 5xx do not, nor answers an operation marks free through its
 * {@link RequestCharge}, which the gate hands it with the caller as method arguments. Through it an
 * operation may also make a request cost more of the key's per-second rate (a refused image does)
 * without costing units, or spare the hourly limit (a cached answer). Every authenticated request
 * is also added to the dashboard's usage record ({@link UsageRecorder}, in memory, written in
 * batches), which never decides a charge.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 30)
public class AccessGate extends OncePerRequestFilter {

  private final OperationCatalog catalog;
  private final KeyAuthenticator authenticator;
  private final RateLimits rateLimits;
  private final QuotaLedger ledger;
  private final OperationCosts costs;
  private final OperationMetrics metrics;
  private final ErrorResponses errors;
  private final UsageRecorder usage;
  private final Clock clock;
  private final Supplier<List<CachedAnswerProbe>> probes;
  private final QuotaHeadroom headroom;
  private final RequestLog requestLog;

  public AccessGate(
      OperationCatalog catalog,
      KeyAuthenticator authenticator,
      RateLimits rateLimits,
      QuotaLedger ledger,
      OperationCosts costs,
      OperationMetrics metrics,
      ErrorResponses errors,
      UsageRecorder usage,
      Clock clock,
      ObjectProvider<CachedAnswerProbe> probes,
      QuotaHeadroom headroom,
      AccessProperties properties) {
    this.catalog = catalog;
    this.authenticator = authenticator;
    this.rateLimits = rateLimits;
    this.ledger = ledger;
    this.costs = costs;
    this.metrics = metrics;
    this.errors = errors;
    this.usage = usage;
    this.clock = clock;
    // Looked up once, on first use (the probes' features start after the gate).
    this.probes = SingletonSupplier.of(() -> probes.orderedStream().toList());
    this.headroom = headroom;
    this.requestLog = new RequestLog(properties.slowRequest());
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    Optional<Operation> matched = catalog.match(request);
    if (matched.isEmpty()) {
      chain.doFilter(request, response);
      return;
    }
    Operation operation = matched.get();
    long started = System.nanoTime();
    ApiPrincipal principal;
    try {
      principal = authenticator.authenticate(request.getHeader(HttpHeaders.AUTHORIZATION));
    } catch (ApiException e) {
      reject(response, operation, e, started, null);
      return;
    }
    Instant now = clock.instant();
    UsagePeriod period = UsagePeriod.containing(now);
    Plan plan = principal.plan();

    RateLimits.Decision decision =
        rateLimits.tryAcquire(principal, operation, willBeCached(operation, principal, request));
    if (!decision.allowed()) {
      QuotaHeaders.set(response, plan, ledger.unitsUsed(principal.accountId(), period), period);
      reject(
          response,
          operation,
          tooMany(decision.details(), decision.retryAfterSeconds()),
          started,
          principal);
      return;
    }

    int units = costs.unitsFor(operation);
    long limit = plan.monthlyUnits();
    String accountId = principal.accountId();
    QuotaLedger.PendingCharge pending = ledger.chargeLater(accountId, period, units, limit);
    // A read may be prepared while its charge is being committed; the answer still leaves only
    // after the commit, so no answer is ever given uncharged (see QuotaHeadroom).
    QuotaLedger.Charge charge = null;
    if (!operation.readOnly() || !headroom.ample(accountId, period, units, limit)) {
      charge = pending.await();
      headroom.learned(accountId, period, charge.unitsUsed());
      if (!charge.granted()) {
        refuseOverQuota(response, operation, plan, period, now, units, charge, started, principal);
        return;
      }
    }

    RequestCharge requestCharge = new RequestCharge();
    ChargeArguments.attach(request, principal, requestCharge);
    ContentCachingResponseWrapper wrapped = new ContentCachingResponseWrapper(response);
    boolean completed = false;
    // The operation's name goes with every upstream request it makes (the platform's request
    // count by operation) and into its log lines.
    try (UpstreamWork.Scope work = UpstreamWork.open(operation.id())) {
      chain.doFilter(request, wrapped);
      completed = true;
    } finally {
      if (charge == null) {
        try {
          charge = pending.await();
        } catch (RuntimeException e) {
          wrapped.reset(); // the prepared answer must not leave without its charge
          throw e;
        }
        headroom.learned(accountId, period, charge.unitsUsed());
      }
      if (!charge.granted()) {
        wrapped.reset();
        refuseOverQuota(response, operation, plan, period, now, units, charge, started, principal);
      } else {
        int status = completed ? wrapped.getStatus() : 500;
        long unitsUsed = charge.unitsUsed();
        int charged = units;
        if (!isChargeable(status) || requestCharge.isFree()) {
          unitsUsed = ledger.refund(accountId, period, units);
          charged = 0;
        }
        // The probe can miss (a result that completed meanwhile): the answer still does not count.
        if (decision.hourlyTokenTaken() && requestCharge.sparesHourlyLimit()) {
          rateLimits.giveBack(principal, operation, decision);
        }
        if (requestCharge.extraRateTokens() > 0) {
          rateLimits.takeExtra(principal, requestCharge.extraRateTokens());
        }
        QuotaHeaders.set(wrapped, plan, unitsUsed, period);
        finish(operation, status, charged, started, principal);
        wrapped.copyBodyToResponse();
      }
    }
  }

  private void refuseOverQuota(
      HttpServletResponse response,
      Operation operation,
      Plan plan,
      UsagePeriod period,
      Instant now,
      int units,
      QuotaLedger.Charge charge,
      long started,
      ApiPrincipal principal)
      throws IOException {
    QuotaHeaders.set(response, plan, charge.unitsUsed(), period);
    String details =
        "The monthly quota of "
            + plan.monthlyUnits()
            + " units of plan "
            + plan.name()
            + " is used up ("
            + charge.unitsUsed()
            + " used; this operation costs "
            + units
            + "); it resets at "
            + period.resetsAt()
            + ".";
    reject(
        response, operation, tooMany(details, period.secondsUntilReset(now)), started, principal);
  }

  private boolean willBeCached(
      Operation operation, ApiPrincipal principal, HttpServletRequest request) {
    if (!rateLimits.hasHourlyLimit(operation)) {
      return false; // only the hourly limits spare cached answers; do not ask the probes
    }
    if (hasControlCharacterParameter(request)) {
      // The operation refuses it (400); a probe must not carry it to the database first
      // (PostgreSQL answers a NUL in text with an error).
      return false;
    }
    for (CachedAnswerProbe probe : probes.get()) {
      if (probe.willBeCached(operation, principal.accountId(), request)) {
        return true;
      }
    }
    return false;
  }

  private static boolean hasControlCharacterParameter(HttpServletRequest request) {
    for (String[] values : request.getParameterMap().values()) {
      for (String value : values) {
        if (ClientInput.hasControlCharacter(value)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean isChargeable(int status) {
    return (status >= 200 && status < 300) || status == 404;
  }

  private static ApiException tooMany(String details, long retryAfter) {
    return new ApiException(
        HttpStatus.TOO_MANY_REQUESTS, "Rate limit exceeded", details, retryAfter);
  }

  private void reject(
      HttpServletResponse response,
      Operation operation,
      ApiException e,
      long started,
      ApiPrincipal principal)
      throws IOException {
    errors.write(response, e);
    finish(operation, e.status().value(), 0, started, principal);
  }

  private void finish(
      Operation operation, int status, int units, long started, ApiPrincipal principal) {
    Duration elapsed = Duration.ofNanos(System.nanoTime() - started);
    metrics.record(operation, status, units, elapsed);
    if (principal != null) {
      usage.record(principal.accountId(), principal.keyId(), operation, status, units);
    }
    requestLog.write(operation, status, units, elapsed, principal);
  }
}
