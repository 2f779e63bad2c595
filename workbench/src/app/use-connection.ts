import type { ContentTypeProps, PlainClientAPI } from 'contentful-management';
import { useEffect, useMemo, useState } from 'react';
import type { WorkbenchConfig } from '../server/server.js';
import { cmaError, sessionHeaders, workbenchClient } from './cma.js';

/**
 * The workbench's connection: its configuration (`/api/config`, no secrets), the Management API
 * client over the server's proxy, and the space's content types; or the error that stopped it.
 */
export function useConnection(): {
  config: WorkbenchConfig | undefined;
  cma: PlainClientAPI | undefined;
  contentTypes: ContentTypeProps[] | undefined;
  error: string | undefined;
} {
  const [config, setConfig] = useState<WorkbenchConfig | undefined>();
  const [contentTypes, setContentTypes] = useState<ContentTypeProps[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    fetch(new URL('/api/config', window.location.href), { headers: sessionHeaders() })
      .then(async (r) => {
        if (r.ok) return (await r.json()) as WorkbenchConfig;
        // 401 once a session has ended (docs/requirements.md#decision-workbench-roles-and-review): say so, not a broken page.
        throw new Error(((await r.json().catch(() => ({}))) as { message?: string }).message ?? `The workbench answered ${r.status}.`);
      })
      .then(setConfig, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);
  const cma = useMemo<PlainClientAPI | undefined>(() => (config ? workbenchClient(config) : undefined), [config]);
  useEffect(() => {
    if (!cma) return;
    cma.contentType.getMany({ query: { limit: 1000 } }).then(
      (answer) => setContentTypes(answer.items),
      (e: unknown) => setError(cmaError(e).message),
    );
  }, [cma]);
  return { config, cma, contentTypes, error };
}
