import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetricsRegistry } from '../../platform/metrics/metrics';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { parsePrometheus, valueOf } from '../../test/prometheus';
import { registerPaymentMetrics } from './index';

describe('reconciliation outcomes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it("count each run's stale checkouts by what became of them", async () => {
    const registry = createMetricsRegistry();
    const reconciled = registerPaymentMetrics(registry, t.database.db);
    reconciled({ looked: 5, complete: 2, expired: 1, failed: 1 });
    reconciled({ looked: 1, complete: 1, expired: 0, failed: 0 });
    const samples = parsePrometheus(await registry.metrics());
    const name = 'tightlines_checkout_reconciliations_total';
    expect(valueOf(samples, name, { outcome: 'complete' })).toBe(3);
    expect(valueOf(samples, name, { outcome: 'expired' })).toBe(1);
    expect(valueOf(samples, name, { outcome: 'failed' })).toBe(1);
    expect(valueOf(samples, name, { outcome: 'open' })).toBe(1);
  });
});
