import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_MODEL_DIR, generateContentModel } from './codegen.js';

/**
 * Applies every migration to an empty environment and compares what the space then serves with
 * the committed `content-model/`: CI fails when the snapshot is stale.
 */
describe('content-model/ snapshot', () => {
  it('given every migration applied to an empty environment, when the model is generated, then content-model/ matches it', async () => {
    const files = await generateContentModel();
    expect([...files.keys()].sort()).toEqual([
      'content-types.json',
      'graphql-types.generated.ts',
      'limits.md',
      'model.generated.ts',
      'schema.graphql',
    ]);
    for (const [name, contents] of files) {
      const committed = readFileSync(join(CONTENT_MODEL_DIR, name), 'utf8');
      expect(committed, `content-model/${name} is stale: run npm run codegen`).toBe(contents);
    }
  }, 120_000);
});
