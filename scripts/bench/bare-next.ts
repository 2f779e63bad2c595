/**
 * The benchmarks' baseline: a bare Next.js App Router page (one heading, one paragraph, the root
 * layout) built with the site's own Next.js and React (the root node_modules, linked into a
 * temporary folder) and the same bundler (`next build --webpack`), served either by `next start`
 * (`bench:lighthouse`) or by the site's own thin server (`bench:capacity`, bare-server.ts), so the
 * two compare like with like.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nextCli } from '@insurer/preview-app/build';
import { staticMarkupOf, type BareContent } from './bare-content.js';
import { ROOT, sleep } from './product.js';

const NEXT_BIN = nextCli(join(ROOT, 'preview-app'));

const BARE_LAYOUT = `export const metadata = { title: 'Bare Next.js page', description: 'The baseline of the site benchmarks.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

const PARAGRAPH = `      <p>
        The same Next.js and React as the site, one heading and one paragraph: what the framework alone
        costs a page.
      </p>`;

/** Prerendered at build time: what Lighthouse compares a page's weight and paint with. */
const STATIC_PAGE = `export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
${PARAGRAPH}
    </main>
  );
}
`;

/**
 * Rendered per request, as every site page is (script nonces): \`connection()\` is Next.js's
 * documented way to opt a page out of prerendering (https://nextjs.org/docs/app/api-reference/functions/connection).
 */
const PER_REQUEST_PAGE = `import { connection } from 'next/server';

export default async function Page() {
  await connection();
  return (
    <main>
      <h1>Bare Next.js page</h1>
${PARAGRAPH}
    </main>
  );
}
`;

/** A bare page being served: its process, its build folder, and `stop()` (which removes the folder). */
export interface BarePage {
  url: string;
  child: ChildProcess;
  dir: string;
  stop(): void;
}

/**
 * Renders `content.json` (scripts/bench/bare-content.ts): a site page's markup as plain elements
 * from a server component, its stylesheet inline, and no client component.
 */
const CONTENT_PAGE = `import { createElement } from 'react';
import content from './content.json';

function render(node, key) {
  return typeof node === 'string' ? node : createElement(node.tag, { ...node.props, key }, ...node.children.map(render));
}

export default function Page() {
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: content.css }} />
      {content.body.map(render)}
    </>
  );
}
`;

/**
 * Places `content.json`'s body as one HTML string (`staticMarkupOf`) in a `display: contents`
 * wrapper: the same DOM and stylesheet, with no element of it for React to hydrate.
 */
const CONTENT_HTML_PAGE = `import content from './content.json';

export default function Page() {
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: content.css }} />
      <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: content.html }} />
    </>
  );
}
`;

/**
 * Builds the bare page in a temporary folder and serves it on `port` (127.0.0.1).
 * @param options.perRequest render the page per request (`connection()`) instead of prerendering it.
 * @param options.server `next-start` (plain `next start`) or `thin-server` (the site's thin server,
 *   `@insurer/preview-app/site-server`, as `npm run serve` runs the site).
 * @param options.content a site page's markup and CSS (`bareContentOf`), prerendered as the page
 *   instead of the heading and paragraph.
 * @param options.contentAs `elements` (the default: one React element per element of the markup)
 *   or `html` (the markup as one string, `dangerouslySetInnerHTML`).
 * @throws Error with the build's output when the build fails, or when the page does not answer within 60 s.
 */
export async function startBarePage(
  port: number,
  options: { perRequest: boolean; server: 'next-start' | 'thin-server'; content?: BareContent; contentAs?: 'elements' | 'html' },
): Promise<BarePage> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bare-next-'));
  mkdirSync(join(dir, 'app'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bare-next', private: true, type: 'module' }, null, 2));
  writeFileSync(join(dir, 'next.config.mjs'), 'export default { poweredByHeader: false };\n');
  writeFileSync(join(dir, 'app/layout.jsx'), BARE_LAYOUT);
  if (options.content) {
    const asHtml = options.contentAs === 'html';
    writeFileSync(
      join(dir, 'app/content.json'),
      JSON.stringify(asHtml ? { css: options.content.css, html: staticMarkupOf(options.content) } : options.content),
    );
    writeFileSync(join(dir, 'app/page.jsx'), asHtml ? CONTENT_HTML_PAGE : CONTENT_PAGE);
  } else writeFileSync(join(dir, 'app/page.jsx'), options.perRequest ? PER_REQUEST_PAGE : STATIC_PAGE);
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const logPath = join(dir, 'next.log');
  const log = openSync(logPath, 'a');
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  await new Promise<void>((resolveBuild, reject) => {
    const build = spawn(process.execPath, [NEXT_BIN, 'build', '--webpack'], { cwd: dir, env, stdio: ['ignore', log, log] });
    build.on('exit', (code) =>
      code === 0 ? resolveBuild() : reject(new Error(`the bare page's build failed:\n${readFileSync(logPath, 'utf8')}`)),
    );
  });
  const args =
    options.server === 'next-start'
      ? [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1']
      : [...(process.env.BARE_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', join(import.meta.dirname, 'bare-server.ts')];
  const child = spawn(process.execPath, args, {
    cwd: dir,
    env: { ...env, PORT: String(port), BARE_DIR: dir },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}/`;
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return { url, child, dir, stop };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  const output = readFileSync(logPath, 'utf8').split('\n').slice(-20).join('\n');
  stop();
  throw new Error(`the bare page did not answer on port ${port}:\n${output}`);
}
