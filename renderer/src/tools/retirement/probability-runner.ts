import type { MarketAssumptions, RetirementInput, SimulationResult } from '@insurer/contracts/retirement';

/** What the page posts to the worker. `paths` overrides the assumptions' count (the benchmark's knob). */
export interface ProbabilityRequest {
  id: number;
  input: RetirementInput;
  assumptions: MarketAssumptions;
  paths?: number;
}

/** What the worker answers: the simulation and the milliseconds it took in the worker, or why it failed. */
export type ProbabilityAnswer =
  { id: number; ok: true; result: SimulationResult; milliseconds: number } | { id: number; ok: false; message: string };

/** Runs simulations somewhere other than the caller's thread. */
export interface ProbabilitySimulator {
  /**
   * The simulation of `input`, or undefined when a later `run` superseded this one before it
   * started (only the latest plan is worth simulating while the visitor types).
   * @throws Error when the simulation failed.
   */
  run(input: RetirementInput, assumptions: MarketAssumptions): Promise<SimulationResult | undefined>;
  dispose(): void;
}

/** The minimal worker surface the runner uses (a DOM `Worker`). */
export interface WorkerLike {
  postMessage(message: ProbabilityRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ProbabilityAnswer>) => void): void;
  terminate(): void;
}

/**
 * A simulator over one worker, at most one simulation in flight and one waiting: a newer request
 * replaces the waiting one (whose promise resolves undefined), so a burst of keystrokes costs at
 * most two simulations, never a backlog.
 */
export function workerSimulator(worker: WorkerLike): ProbabilitySimulator {
  type Job = { request: ProbabilityRequest; resolve: (r: SimulationResult | undefined) => void; reject: (e: Error) => void };
  let nextId = 1;
  let inFlight: Job | undefined;
  let waiting: Job | undefined;
  const start = (job: Job) => {
    inFlight = job;
    worker.postMessage(job.request);
  };
  worker.addEventListener('message', (event) => {
    const answer = event.data;
    const job = inFlight;
    if (!job || answer.id !== job.request.id) return;
    inFlight = undefined;
    if (answer.ok) job.resolve(answer.result);
    else job.reject(new Error(answer.message));
    if (waiting) {
      const next = waiting;
      waiting = undefined;
      start(next);
    }
  });
  return {
    run(input, assumptions) {
      return new Promise((resolve, reject) => {
        const job: Job = { request: { id: nextId++, input, assumptions }, resolve, reject };
        if (!inFlight) return start(job);
        waiting?.resolve(undefined);
        waiting = job;
      });
    },
    dispose() {
      waiting?.resolve(undefined);
      inFlight?.resolve(undefined);
      worker.terminate();
    },
  };
}

/**
 * The calculator's simulator: a module Web Worker from this package's `probability-worker.ts`
 * (bundled by the site's webpack as its own chunk), or undefined where the browser has no workers
 * (the probability is then not shown: it never runs on the main thread).
 */
export function browserSimulator(): ProbabilitySimulator | undefined {
  if (typeof Worker === 'undefined') return undefined;
  return workerSimulator(new Worker(new URL('./probability-worker.ts', import.meta.url), { type: 'module' }));
}
