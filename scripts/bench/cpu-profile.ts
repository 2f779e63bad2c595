/**
 * Summarises a V8 CPU profile of the site's process under load (`node --cpu-prof`, or
 * `BENCH_CPU_PROF=dir npm run bench:capacity`): where a request's time goes, as shares of the
 * profile's busy time (idle left out), by part (React's HTML render, RSC serialisation, Next.js,
 * the app's own bundled code, the HTML rewrites of src/next-internals, gzip, zod, GraphQL,
 * garbage collection, …), then the top frames by self and inclusive time.
 *
 * Next.js's precompiled runtime is minified; its source map (shipped beside it) names the file
 * each frame came from, which is how React's renderer is told apart from its RSC serialiser.
 * The app's own chunks (`.next/server/chunks`) are named by function: build with
 * `next build --webpack --no-mangling` to read them.
 *
 *   node --import tsx scripts/bench/cpu-profile.ts /tmp/prof/CPU.….cpuprofile [frames=25] [last-seconds]
 *
 * With `last-seconds`, only the profile's last seconds count (the load, not the start-up and
 * warm-up before it; a drain's idle after it is left out as idle).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';

/** The part of a `.cpuprofile` this reads (https://chromedevtools.github.io/devtools-protocol/tot/Profiler/#type-Profile). */
interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
}

/** A frame's name and the part it is counted in. */
interface Frame {
  label: string;
  part: string;
}

const maps = new Map<string, SourceMapConsumer | null>();

/** The source map shipped beside `file` (Next.js's precompiled runtime), or null. */
function mapOf(file: string): SourceMapConsumer | null {
  if (!maps.has(file)) {
    const path = `${file}.map`;
    maps.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8')) as RawSourceMap) : null);
  }
  return maps.get(file)!;
}

/** The part a source file (original, when a source map names it) belongs to. */
function partOf(source: string, functionName: string): string {
  if (/react-dom-server|react-dom\/cjs\/react-dom-server|ReactFizz|ReactDOMServer/.test(source)) return 'React HTML render (Fizz)';
  if (/react-server-dom-webpack-server|ReactFlightServer|ReactFlightDOMServer/.test(source)) return 'RSC serialisation (Flight server)';
  if (/react-server-dom-webpack-client|ReactFlightClient|ReactFlightDOMClient/.test(source))
    return 'RSC payload read back for the HTML (Flight client)';
  if (/\/react\/|react\.production|react-jsx/.test(source)) return 'React (elements, hooks, cache)';
  if (/next-internals\//.test(source)) return 'HTML rewrites (src/next-internals)';
  if (/zlib|compression\//.test(source)) return 'gzip';
  if (/\/zod\//.test(source)) return 'zod';
  if (/\/graphql\//.test(source)) return 'graphql (print, visit)';
  if (/pino|logging\.mjs|thread-stream|sonic-boom/.test(source)) return 'logging (pino)';
  if (/\.next\/server\/(chunks|app|webpack-runtime|middleware)/.test(source)) return "the app's bundled code (renderer, blocks, lib)";
  if (/next\/dist\/.*(incremental-cache|file-system-cache|unstable-cache|cache-handler)/.test(source)) return 'Next.js data cache';
  if (/next\/dist|next-server|^webpack:\/\/next\//.test(source)) return 'Next.js (routing, app render, streams)';
  if (/preview-app\/server\//.test(source)) return 'thin server';
  if (/^node:internal\/modules|cjs\/loader|esm\//.test(source) || functionName === 'compileFunction') return 'module loading';
  if (/^node:/.test(source)) return 'Node.js (streams, sockets, buffers, async hooks)';
  if (source === '') {
    if (functionName === '(garbage collector)') return 'garbage collection';
    if (functionName === '(program)') return 'V8 (program)';
    if (functionName.startsWith('RegExp:')) return 'regular expressions';
    return 'native (writev, JSON.parse, …)';
  }
  return 'other packages';
}

const frames = new Map<number, Frame>();

/** The frame of profile node `node`, its original source resolved through a shipped source map. */
function frameOf(node: CpuProfile['nodes'][number]): Frame {
  let found = frames.get(node.id);
  if (found) return found;
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  let source = url.startsWith('file://') ? fileURLToPath(url) : url;
  let name = functionName || '(anonymous)';
  const consumer = source.endsWith('.js') && source.includes('next/dist/compiled') ? mapOf(source) : null;
  if (consumer) {
    const original = consumer.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    if (original.source) {
      source = original.source;
      if (original.name) name = original.name;
    }
  }
  const short = source.replace(/^.*\/node_modules\//, '').replace(/^.*\/(preview-app|renderer|contracts)\//, '$1/');
  found = { label: `${name} ${short}${source ? `:${lineNumber + 1}` : ''}`, part: partOf(source, functionName) };
  frames.set(node.id, found);
  return found;
}

const file = process.argv[2];
if (!file) {
  console.error('usage: cpu-profile.ts PROFILE.cpuprofile [frames]');
  process.exit(1);
}
const top = Number(process.argv[3] ?? 25);
const lastSeconds = Number(process.argv[4] ?? Infinity);
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const span = profile.timeDeltas.reduce((sum, us) => sum + us, 0);
const from = span - lastSeconds * 1e6;
let at = 0;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);

const selfByPart = new Map<string, number>();
const selfByFrame = new Map<string, number>();
const inclusiveByFrame = new Map<string, number>();
const inclusiveByPart = new Map<string, number>();
let busy = 0;
let idle = 0;
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i] ?? 0;
  at += us;
  if (at < from) return;
  const node = byId.get(id)!;
  if (node.callFrame.functionName === '(idle)') {
    idle += us;
    return;
  }
  busy += us;
  const own = frameOf(node);
  selfByPart.set(own.part, (selfByPart.get(own.part) ?? 0) + us);
  selfByFrame.set(own.label, (selfByFrame.get(own.label) ?? 0) + us);
  const labels = new Set<string>();
  const parts = new Set<string>();
  for (let up: number | undefined = id; up !== undefined; up = parentOf.get(up)) {
    const frame = frameOf(byId.get(up)!);
    labels.add(frame.label);
    parts.add(frame.part);
  }
  for (const label of labels) inclusiveByFrame.set(label, (inclusiveByFrame.get(label) ?? 0) + us);
  for (const part of parts) inclusiveByPart.set(part, (inclusiveByPart.get(part) ?? 0) + us);
});

const share = (us: number) => `${((us / busy) * 100).toFixed(1)}%`.padStart(7);
const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
console.log(`${file}: busy ${(busy / 1e6).toFixed(1)} s, idle ${(idle / 1e6).toFixed(1)} s (shares below are of busy time)`);
console.log('\nself time by part                                         (inclusive: a frame of the part on the stack)');
for (const [part, us] of sorted(selfByPart)) console.log(`${share(us)}  ${part.padEnd(52)}${share(inclusiveByPart.get(part) ?? 0)}`);
console.log(`\ntop ${top} frames by self time`);
for (const [label, us] of sorted(selfByFrame).slice(0, top)) console.log(`${share(us)}  ${label.slice(0, 150)}`);
console.log(`\ntop ${top * 2} frames by inclusive time`);
for (const [label, us] of sorted(inclusiveByFrame).slice(0, top * 2)) console.log(`${share(us)}  ${label.slice(0, 150)}`);
