import { describe, expect, it } from 'vitest';
import { seedAction } from './seed-record.js';

const published = (version: number) => ({ version, publishedVersion: version - 1 });
const draft = (version: number, publishedVersion?: number) => ({
  version,
  ...(publishedVersion !== undefined ? { publishedVersion } : {}),
});

describe('seedAction', () => {
  it('given an entity missing from the space, when never recorded it is created; when recorded (an editor deleted it) it is kept unless reset', () => {
    expect(seedAction(undefined, undefined, false, false)).toBe('create');
    expect(seedAction(undefined, 7, false, false)).toBe('kept');
    expect(seedAction(undefined, 7, false, true)).toBe('create');
  });

  it('given an entity equal to the demo and published, when seeded, then nothing is written whatever the record says', () => {
    expect(seedAction(published(5), undefined, true, false)).toBe('unchanged');
    expect(seedAction(published(5), 3, true, false)).toBe('unchanged');
  });

  it('given an entity still at its recorded version, when the demo differs, then it is updated; when only unpublished by the seed itself, then it is published', () => {
    expect(seedAction(published(5), 5, false, false)).toBe('update');
    expect(seedAction(draft(4, 2), 4, true, false)).toBe('publish');
  });

  it('given an entity changed since it was recorded, or never recorded and different, when seeded, then it is kept; with reset it is restored', () => {
    expect(seedAction(published(7), 5, false, false)).toBe('kept');
    expect(seedAction(draft(6, 4), 5, true, false)).toBe('kept');
    expect(seedAction(published(7), undefined, false, false)).toBe('kept');
    expect(seedAction(published(7), 5, false, true)).toBe('update');
    expect(seedAction(draft(6, 4), 5, true, true)).toBe('publish');
  });
});
