import { registerOTel } from '@vercel/otel';
import type { SiteEnv } from './site-config';

/** The service name traces carry unless OTEL_SERVICE_NAME says otherwise. */
export const SERVICE_NAME = 'lanternfield-site';

/**
 * OpenTelemetry traces of the site (docs/architecture.md#running-at-scale), through `@vercel/otel`
 * as Next.js's instrumentation guide has it: Next.js's own spans (each request, its route, its
 * render, every `fetch`, the GraphQL Content API's included) exported over OTLP to the
 * configured endpoint (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
 * http/protobuf, or http/json with OTEL_EXPORTER_OTLP_PROTOCOL, as OpenTelemetry's variables
 * say), with W3C trace context. Without an endpoint nothing is registered and no span is made.
 * Answers whether tracing is on.
 */
export function startTracing(env: Pick<SiteEnv, 'tracesEndpoint'>, serviceName: string | undefined): boolean {
  if (!env.tracesEndpoint) return false;
  registerOTel({ serviceName: serviceName || SERVICE_NAME });
  return true;
}
