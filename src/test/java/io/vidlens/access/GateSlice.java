package io.vidlens.access;

import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import io.github.bucket4j.TimeMeter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vidlens.access.internal.AccessGate;
import io.vidlens.access.internal.AccessProperties;
import io.vidlens.access.internal.AccountStore;
import io.vidlens.access.internal.ApiKeySecrets;
import io.vidlens.access.internal.ApiKeyStore;
import io.vidlens.access.internal.ChargeArguments;
import io.vidlens.access.internal.OperationCatalog;
import io.vidlens.access.internal.OperationCosts;
import io.vidlens.access.internal.OperationMetrics;
import io.vidlens.access.internal.QuotaHeadroom;
import io.vidlens.access.internal.QuotaLedger;
import io.vidlens.access.internal.RateLimits;
import io.vidlens.access.internal.UsageRecorder;
import io.vidlens.api.ErrorResponses;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;

/**
 * The real access gate for a controller slice ({@code @WebMvcTest} +
 * {@code @Import(GateSlice.class)}): operation matching, the key check with its real 401 answers,
 * rate limits, the quota headers, and the caller and charge as controller arguments. Its state is
 * in memory: one account on the default plan holds {@link #KEY}, and the ledger grants every charge
 * with {@link #UNITS_USED} units used, so a slice sees the gate's answers without a database.
 */
@TestConfiguration(proxyBeanMethods = false)
@EnableConfigurationProperties(AccessProperties.class)
@Import({
  AccessGate.class,
  ChargeArguments.class,
  OperationCatalog.class,
  OperationCosts.class,
  OperationMetrics.class,
  QuotaHeadroom.class,
  KeyAuthenticator.class,
  PlanCatalog.class,
  ErrorResponses.class
})
public class GateSlice {

  /** The one key the slice's gate knows. */
  public static final String KEY = "vl_slice-test-key-0123456789";

  /** What the ledger says the account has used after each charge. */
  public static final long UNITS_USED = 7;

  private static final String ACCOUNT = "acc-slice";

  @Bean
  ApiKeyStore sliceKeys() {
    ApiKeyStore keys = mock(ApiKeyStore.class);
    String hash = ApiKeySecrets.hash(KEY);
    ApiKey key =
        new ApiKey(
            "key-slice",
            ACCOUNT,
            "slice",
            ApiKeySecrets.displayPrefix(KEY),
            Instant.EPOCH,
            Instant.now(),
            null);
    when(keys.findByHash(anyString())).thenReturn(Optional.empty());
    when(keys.findByHash(hash)).thenReturn(Optional.of(new ApiKeyStore.StoredKey(key, hash)));
    return keys;
  }

  @Bean
  AccountStore sliceAccounts() {
    AccountStore accounts = mock(AccountStore.class);
    when(accounts.findById(ACCOUNT))
        .thenReturn(Optional.of(new Account(ACCOUNT, "Slice", "default", Instant.EPOCH)));
    return accounts;
  }

  @Bean
  QuotaLedger sliceLedger() {
    QuotaLedger ledger = mock(QuotaLedger.class);
    QuotaLedger.PendingCharge pending = mock(QuotaLedger.PendingCharge.class);
    when(pending.await()).thenReturn(new QuotaLedger.Charge(true, UNITS_USED));
    when(ledger.chargeLater(eq(ACCOUNT), org.mockito.ArgumentMatchers.any(), anyInt(), anyLong()))
        .thenReturn(pending);
    when(ledger.refund(eq(ACCOUNT), org.mockito.ArgumentMatchers.any(), anyInt()))
        .thenReturn(UNITS_USED);
    return ledger;
  }

  @Bean
  UsageRecorder sliceUsage() {
    return mock(UsageRecorder.class);
  }

  /** The wall clock the limits run on; a slice of the hourly limit moves its own. */
  @Bean
  TimeMeter sliceTimeMeter() {
    return TimeMeter.SYSTEM_MILLISECONDS;
  }

  @Bean
  RateLimits sliceRateLimits(AccessProperties properties, TimeMeter sliceTimeMeter) {
    return RateLimits.local(properties, sliceTimeMeter);
  }

  @Bean
  Clock sliceClock() {
    return Clock.systemUTC();
  }

  @Bean
  MeterRegistry sliceMeters() {
    return new SimpleMeterRegistry();
  }
}
