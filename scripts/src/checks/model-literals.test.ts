import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { checkRepository, findModelLiterals, modelLiterals } from './model-literals.js';
import type { ModelContentType } from '../model-constants.js';

const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const SCRIPT = join(REPO_ROOT, 'scripts/src/checks/model-literals.ts');
const run = promisify(execFile);

const { contentTypes } = JSON.parse(readFileSync(join(REPO_ROOT, 'content-model/content-types.json'), 'utf8')) as {
  contentTypes: ModelContentType[];
};
const model = modelLiterals(contentTypes);

/** A renderer file that types the padding list, a widget union and the card limit again. */
const RETYPED = `
export const PADDINGS = ['None', 'Small (default)', 'Medium', 'Large'] as const;
export type Widget = 'Find a Financial Representative' | 'Find a Sales Office' | 'Financial Representative Careers' | 'Direct Dental' | 'Direct Vision';
export const MAX_CARDS = 18;
export const TAB_LIMITS = { tabs: 6, sections: 8 } as const;
`;

/** The same file written against the generated module, and values that are data, not lists. */
const IMPORTED = `
import { CARD_GRID_CARDS_MAX, PADDING, type WidgetBlockWidgetType } from '@insurer/content-model/model';
export const PADDINGS = PADDING;
export type Widget = WidgetBlockWidgetType;
export const MAX_CARDS = CARD_GRID_CARDS_MAX;
export const chosen = { padding: 'Medium', tabs: ['Life', 'Dental'] };
export const LOGO_MAX_WIDTH = 400;
export const hex = (h: string) => h.slice(0, 8);
`;

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A repository with the real model snapshot and one renderer source file. */
function fixtureRepository(source: string): string {
  const root = mkdtempSync(join(tmpdir(), 'model-literals-'));
  temps.push(root);
  const file = join(root, 'renderer/src/blocks/example/from-example.ts');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  mkdirSync(join(root, 'content-model'));
  copyFileSync(join(REPO_ROOT, 'content-model/content-types.json'), join(root, 'content-model/content-types.json'));
  return root;
}

describe('model-literals check', () => {
  it('given a source typing a closed list, a union and limits of the model again, when checked, then each is reported with its line', () => {
    expect(findModelLiterals('from-example.ts', RETYPED, model).map((f) => [f.line, f.message])).toEqual([
      [
        2,
        'closed list accentHeading.padding (and 25 more fields with these values) typed again; import it from @insurer/content-model/model',
      ],
      [3, 'closed list widgetBlock.widgetType typed again; import it from @insurer/content-model/model'],
      [4, 'limit cardGrid.cards max (18) typed again; import it from @insurer/content-model/model'],
      [5, 'limit quoteWidget.tabs max or tabbedPanel.tabs max (6) typed again; import it from @insurer/content-model/model'],
      [5, 'limit tab.sections max (8) typed again; import it from @insurer/content-model/model'],
    ]);
  });

  it('given an optional prop typed as the union of a closed list, when checked, then it is reported', () => {
    const source = "export interface Props { mode?: 'Standard' | 'Highlight' | undefined }\n";
    expect(findModelLiterals('props.ts', source, model).map((f) => f.message)).toEqual([
      'closed list accordionGroup.mode typed again; import it from @insurer/content-model/model',
    ]);
  });

  it('given a source importing the generated module and holding single values, when checked, then nothing is reported', () => {
    expect(findModelLiterals('from-example.ts', IMPORTED, model)).toEqual([]);
  });

  it('given a repository with a re-typed list, when the script runs, then it exits 1 naming the file and line', async () => {
    const root = fixtureRepository(RETYPED);
    expect(checkRepository(root)).toHaveLength(5);
    const failure = await run('node', ['--import', 'tsx', SCRIPT, root], { cwd: REPO_ROOT }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(
      'renderer/src/blocks/example/from-example.ts:2: closed list accentHeading.padding (and 25 more fields with these values) typed again; import it from @insurer/content-model/model',
    );
  });

  it('given this repository, when the script runs, then it passes', async () => {
    const { stdout } = await run('node', ['--import', 'tsx', SCRIPT], { cwd: REPO_ROOT });
    expect(stdout).toBe('[model-literals] no closed list or limit of the content model is typed twice\n');
  });
});
