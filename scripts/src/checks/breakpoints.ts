/**
 * Repository check (run by `npm run lint`): the breakpoint scale is typed once, in
 * `renderer/src/shared/breakpoints.ts` (docs/requirements.md#business-constants), and the
 * components build their media queries and image `sizes` from it. CSS cannot import it, so this
 * check reads every stylesheet of the renderer and the site and fails when
 *
 * - a media query's `min-width` is not a breakpoint (`(min-width: 768px)`), or its `max-width` is
 *   not 0.02 px below one (`(max-width: 767.98px)`);
 * - `--content-width` (the container's widest) is not `CONTAINER_MAX_WIDTH` (the xl breakpoint).
 *
 * Container queries (`@container`) measure a block, not the viewport, and are not checked.
 * Usage: `node --import tsx scripts/src/checks/breakpoints.ts [root]`; exits 1 with one line per finding.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { BREAKPOINTS, CONTAINER_MAX_WIDTH } from '@insurer/renderer/breakpoints';
import { filesUnder } from '../files.js';

const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** Folders whose stylesheets are checked, relative to the repository root. */
export const CHECKED_ROOTS = ['renderer/src', 'preview-app/src'];

/** One width off the scale. */
export interface Finding {
  file: string;
  line: number;
  message: string;
}

const SCALE: readonly number[] = Object.values(BREAKPOINTS);
const names = Object.entries(BREAKPOINTS)
  .map(([name, width]) => `${name} ${width}`)
  .join(', ');

/** The findings of one stylesheet's text (`file` names it in the findings). */
export function findOffScaleWidths(file: string, css: string): Finding[] {
  // Comments blanked to spaces of the same length, so offsets still give the right line.
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const lineOf = (offset: number): number => text.slice(0, offset).split('\n').length;
  const findings: Finding[] = [];
  for (const media of text.matchAll(/@media([^{]*)\{/g)) {
    for (const feature of media[1]!.matchAll(/\((min|max)-width:\s*([\d.]+)px\s*\)/g)) {
      const width = Number(feature[2]);
      const onScale = feature[1] === 'min' ? SCALE.includes(width) : SCALE.some((b) => Math.abs(b - 0.02 - width) < 1e-9);
      if (!onScale) {
        const wanted = feature[1] === 'min' ? 'a breakpoint' : '0.02 px below a breakpoint';
        findings.push({ file, line: lineOf(media.index), message: `${feature[0]} is not ${wanted} (${names})` });
      }
    }
  }
  for (const token of text.matchAll(/--content-width:\s*([\d.]+)px/g)) {
    if (Number(token[1]) !== CONTAINER_MAX_WIDTH) {
      findings.push({
        file,
        line: lineOf(token.index),
        message: `--content-width is ${token[1]}px, not CONTAINER_MAX_WIDTH (${CONTAINER_MAX_WIDTH}px)`,
      });
    }
  }
  return findings;
}

/** Every off-scale width in the stylesheets of the repository at `root`. */
export function checkRepository(root = REPO_ROOT): Finding[] {
  return CHECKED_ROOTS.flatMap((dir) => filesUnder(join(root, dir)))
    .filter((file) => file.endsWith('.css'))
    .flatMap((file) => findOffScaleWidths(relative(root, file), readFileSync(file, 'utf8')));
}

// Usage: breakpoints.ts [repository root]; the root defaults to this repository.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const findings = checkRepository(process.argv[2] ? resolve(process.argv[2]) : REPO_ROOT);
  for (const f of findings) console.error(`${f.file}:${f.line}: ${f.message}`);
  if (findings.length) {
    console.error(`[breakpoints] ${findings.length} width(s) off the breakpoint scale (renderer/src/shared/breakpoints.ts)`);
    process.exit(1);
  }
  console.log('[breakpoints] every media query and the container width are on the breakpoint scale');
}
