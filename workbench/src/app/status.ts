/** An entry's publishing status as Contentful's web app shows it. */
export type EntryStatus = 'draft' | 'changed' | 'published' | 'archived';

/** The status of an entry from its `sys`: draft (never published), changed (edited since), published, archived. */
export function entryStatus(sys: { version: number; publishedVersion?: number; archivedVersion?: number }): EntryStatus {
  if (sys.archivedVersion) return 'archived';
  if (!sys.publishedVersion) return 'draft';
  return sys.version > sys.publishedVersion + 1 ? 'changed' : 'published';
}
