/** Fetches raw entries/assets by id; `localized` true for CMA shape (fields[field][locale]), false for CDA shape (fields[field]). */
export interface SnapshotSource {
  localized: boolean;
  entries(ids: string[]): Promise<unknown[]>;
  assets(ids: string[]): Promise<unknown[]>;
}

export interface PageSnapshot {
  rootId: string;
  locale: string;
  entries: { id: string; contentType: string; fields: Record<string, unknown> }[];
  assets: { id: string; fields: Record<string, unknown> }[];
}

export async function pageSnapshot(source: SnapshotSource, input: { rootId: string; locale: string }): Promise<PageSnapshot> {
  void source;
  void input;
  throw new Error('not yet');
}

export function snapshotHash(snapshot: PageSnapshot): string {
  void snapshot;
  throw new Error('not yet');
}
