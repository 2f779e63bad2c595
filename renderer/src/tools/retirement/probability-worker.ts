import { simulateRetirement } from '@insurer/contracts/retirement';
import type { ProbabilityAnswer, ProbabilityRequest } from './probability-runner.js';

/**
 * The calculator's Web Worker (docs/requirements.md#decision-retirement-probability-of-success):
 * runs the Monte Carlo simulation off the main thread, so typing never waits for it. One request
 * in, one answer out, with the time the simulation took (the benchmark reads it).
 */
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<ProbabilityRequest>) => void): void;
  postMessage(message: ProbabilityAnswer): void;
};

scope.addEventListener('message', (event) => {
  const { id, input, assumptions, paths } = event.data;
  const started = performance.now();
  try {
    const result = simulateRetirement(input, assumptions, paths === undefined ? {} : { paths });
    scope.postMessage({ id, ok: true, result, milliseconds: performance.now() - started });
  } catch (error) {
    scope.postMessage({ id, ok: false, message: error instanceof Error ? error.message : 'The simulation failed' });
  }
});
