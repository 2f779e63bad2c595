/**
 * Benchmark of the RILA tool's recalculation (docs/requirements.md#rila-tool): after each input
 * change (amount typed, a slot's term, buffer, index or crediting strategy chosen), the time to
 * apply the change and work out every slot's outcomes, table rows, chart data and the share
 * result, on the demo configuration with two slots. Prints p50/p95/p99 in milliseconds against
 * the 16 ms frame budget; exits 1 when p95 is over it.
 *
 *   npm run bench:rila          (CHANGES=5000 by default)
 *
 * This is the arithmetic the island runs on the main thread per change; React's render of the
 * results comes on top and is measured by the browser, not here.
 */
import { performance } from 'node:perf_hooks';
import {
  initialToolState,
  parseRilaConfig,
  rilaShareResult,
  rilaToolReducer,
  toolOutcome,
  type RilaSlotResult,
  type RilaToolAction,
} from '@insurer/contracts/rila';
import { rilaConfig } from '@insurer/seed/content/rila-config';

const CHANGES = Number(process.env.CHANGES ?? 5000);
const FRAME_MS = 16;

const parsed = parseRilaConfig(rilaConfig());
if (!parsed.ok) throw new Error(`The demo configuration is invalid: ${parsed.issues.join('; ')}`);
const config = parsed.config;
const reduce = rilaToolReducer(config, 'v3');
const labels = Object.fromEntries(config.buffers.map((b) => [b.code, b.label]));

let state = reduce(reduce(initialToolState(config, 'v3'), { type: 'add' }), { type: 'show' });
for (const [field, value] of [
  ['strategyTerm', '3'],
  ['buffer', '20B'],
  ['index', 'NDX'],
  ['creditingStrategy', 'S'],
] as const) {
  state = reduce(state, { type: 'select', slot: 1, field, value });
}

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
function change(i: number): RilaToolAction {
  const slot = i % 2;
  switch (i % 5) {
    case 0:
      return { type: 'amount', text: String(25000 + ((i * 7919) % 975000)) };
    case 1:
      return { type: 'select', slot, field: 'strategyTerm', value: pick(config.strategyTerms, i).code };
    case 2:
      return { type: 'select', slot, field: 'buffer', value: pick(config.buffers, i).code };
    case 3:
      return { type: 'select', slot, field: 'index', value: pick(config.indexes, i).code };
    default:
      return { type: 'select', slot, field: 'creditingStrategy', value: pick(config.creditingStrategies, i).code };
  }
}

function recalc(action: RilaToolAction): number {
  const start = performance.now();
  state = reduce(state, action);
  const outcome = toolOutcome(config, 'v3', state);
  const share =
    outcome.amount === undefined
      ? undefined
      : rilaShareResult(
          outcome.amount,
          outcome.results.filter((r): r is RilaSlotResult => r !== undefined),
          'v3',
          labels,
        );
  const elapsed = performance.now() - start;
  if (outcome.pageState !== 'success' || !share) throw new Error(`Unexpected state ${outcome.pageState} after ${JSON.stringify(action)}`);
  return elapsed;
}

for (let i = 0; i < 500; i++) recalc(change(i)); // warm-up (JIT)
const times = Array.from({ length: CHANGES }, (_, i) => recalc(change(i + 500))).sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? NaN;
const fmt = (ms: number) => `${ms.toFixed(3)} ms`;

console.log(`RILA recalculation after an input change (${CHANGES} changes, 2 slots, demo configuration)`);
console.log(`  p50 ${fmt(at(50))}   p95 ${fmt(at(95))}   p99 ${fmt(at(99))}   max ${fmt(times[times.length - 1] ?? NaN)}`);
console.log(`  budget: one frame, ${FRAME_MS} ms at p95: ${at(95) < FRAME_MS ? 'met' : 'MISSED'}`);
if (!(at(95) < FRAME_MS)) process.exitCode = 1;
