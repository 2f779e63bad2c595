/** An entry the fake CMA keeps: its sys (id, version, content type, published version) and fields. */
export interface FakeEntry {
  sys: { id: string; type: 'Entry'; version: number; publishedVersion?: number; contentType: { sys: { id: string } } };
  fields: Record<string, Record<string, unknown>>;
}

/** The fake CMA and what a test reads back. */
export interface FakeCma {
  /** Pass as `cma` to `fakeFieldSdk`. */
  cma: {
    entry: {
      get: (params: { entryId: string }) => Promise<FakeEntry>;
      create: (params: { contentTypeId: string }, data: { fields: FakeEntry['fields'] }) => Promise<FakeEntry>;
      update: (params: { entryId: string }, entry: FakeEntry) => Promise<FakeEntry>;
      publish: (params: { entryId: string }, entry: FakeEntry) => Promise<FakeEntry>;
    };
  };
  /** Every entry by id. */
  entries: Map<string, FakeEntry>;
}

/**
 * An in-memory stand-in for the SDK's plain CMA client (`sdk.cma.entry.get/create/update/publish`),
 * with Contentful's versioning: an update must carry the current version (409 otherwise) and
 * publishing records `publishedVersion`. Ids are 'entry-1', 'entry-2', … in creation order.
 */
export function fakeCma(initial: { id: string; contentType: string; fields: FakeEntry['fields'] }[] = []): FakeCma {
  const entries = new Map<string, FakeEntry>();
  for (const e of initial) {
    entries.set(e.id, { sys: { id: e.id, type: 'Entry', version: 1, contentType: { sys: { id: e.contentType } } }, fields: e.fields });
  }
  let next = 0;
  const find = (entryId: string) => {
    const entry = entries.get(entryId);
    if (!entry) throw Object.assign(new Error(`The resource could not be found: ${entryId}`), { status: 404 });
    return entry;
  };
  const copy = (entry: FakeEntry): FakeEntry => structuredClone(entry);
  return {
    entries,
    cma: {
      entry: {
        get: async ({ entryId }) => copy(find(entryId)),
        create: async ({ contentTypeId }, { fields }) => {
          next += 1;
          const id = `new-${next}`;
          const entry: FakeEntry = { sys: { id, type: 'Entry', version: 1, contentType: { sys: { id: contentTypeId } } }, fields };
          entries.set(id, entry);
          return copy(entry);
        },
        update: async ({ entryId }, entry) => {
          const current = find(entryId);
          if (entry.sys.version !== current.sys.version) throw Object.assign(new Error('VersionMismatch'), { status: 409 });
          const updated: FakeEntry = { sys: { ...current.sys, version: current.sys.version + 1 }, fields: entry.fields };
          entries.set(entryId, updated);
          return copy(updated);
        },
        publish: async ({ entryId }, entry) => {
          const current = find(entryId);
          if (entry.sys.version !== current.sys.version) throw Object.assign(new Error('VersionMismatch'), { status: 409 });
          const published: FakeEntry = {
            sys: { ...current.sys, version: current.sys.version + 1, publishedVersion: current.sys.version },
            fields: current.fields,
          };
          entries.set(entryId, published);
          return copy(published);
        },
      },
    },
  };
}
