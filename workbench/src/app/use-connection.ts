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
      .then((r) => r.json() as Promise<WorkbenchConfig>)
      .then(setConfig, (e: unknown) => setError(String(e)));
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
