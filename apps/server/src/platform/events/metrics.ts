import { Gauge } from 'prom-client';
import { METRIC_PREFIX, type MetricsRegistry } from '../metrics/metrics';
import type { LiveEvents } from './live-events';

/** The event streams this instance holds open now (each follows one channel). */
export function registerLiveEventMetrics(
  registry: MetricsRegistry,
  events: Pick<LiveEvents, 'following'>,
): void {
  new Gauge({
    name: `${METRIC_PREFIX}event_streams_open`,
    help: 'Server-sent event streams open on this instance',
    registers: [registry],
    collect() {
      this.set(events.following().listeners);
    },
  });
}
