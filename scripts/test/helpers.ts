import { expect } from 'vitest';
import { cma, MANAGEMENT_TOKEN, SPACE, type TestService } from '@insurer/content-service/testing';
import { parseContentfulEnv, type ContentfulTarget } from '../src/contentful-env.js';

/** Management API path of the test space's `master` (or another) environment. */
export const envPath = (environmentId = 'master'): string => `/spaces/${SPACE}/environments/${environmentId}`;

/** The target a CLI run would derive for this test service (its ports, data folder, space and token). */
export function localTarget(service: TestService): ContentfulTarget {
  return parseContentfulEnv({
    CONTENT_SERVICE_PORT: service.httpHost.split(':')[1],
    CONTENT_SERVICE_TLS_PORT: service.tlsHost.split(':')[1],
    CONTENT_SERVICE_DATA_DIR: service.dataDir,
    CONTENTFUL_SPACE_ID: SPACE,
    CONTENTFUL_MANAGEMENT_TOKEN: MANAGEMENT_TOKEN,
  });
}

/** A link to an entry, as the Management API stores it. */
export const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });

/** A one-paragraph rich text document. */
export const richText = (text: string) => ({
  nodeType: 'document',
  data: {},
  content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: text, marks: [], data: {} }] }],
});

/** Creates (or replaces) entry `id` of `contentType` with `fields` in the en-US locale; answers the CMA's status and body. */
export async function putEntry(service: TestService, contentType: string, id: string, fields: Record<string, unknown>) {
  const localized = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-US': v }]));
  const existing = await cma(service, 'GET', `${envPath()}/entries/${id}`);
  const headers: Record<string, string> =
    existing.status === 200 ? { 'X-Contentful-Version': String(existing.body.sys.version) } : { 'X-Contentful-Content-Type': contentType };
  const res = await cma(service, 'PUT', `${envPath()}/entries/${id}`, { fields: localized }, headers);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res;
}

/** Publishes the current version of entry `id`; answers the CMA's status and body (422 when invalid). */
export async function publishEntry(service: TestService, id: string) {
  const current = await cma(service, 'GET', `${envPath()}/entries/${id}`);
  return cma(service, 'PUT', `${envPath()}/entries/${id}/published`, undefined, {
    'X-Contentful-Version': String(current.body.sys.version),
  });
}
