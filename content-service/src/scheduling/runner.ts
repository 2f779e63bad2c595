import type { ServiceContext } from '../context.js';
import { finishScheduledAction, runScheduledAction } from './actions.js';

/** How often the runner looks for due scheduled actions, in ms: an action runs at most this long after its time. */
export const RUNNER_INTERVAL_MS = 1000;

/**
 * Contentful executes at most 200 scheduled actions a minute (CMA "Scheduled actions",
 * Limitations); the runner takes at most this many per tick (one second), so a backlog after a
 * long stop drains without holding the service for long.
 */
const ACTIONS_PER_TICK = 50;

/** The running scheduler: `close()` stops it (what is due later stays in SQLite for the next start). */
export interface ScheduleRunner {
  /** Runs what is due now (the timer calls it every `RUNNER_INTERVAL_MS`; tests may call it too). */
  tick(): void;
  close(): void;
}

/**
 * Executes due scheduled actions inside the content service, with nothing else running: every
 * `intervalMs` it reads the `scheduled` actions whose time has come from SQLite (so actions
 * created before a restart run after it, and one that came due while the service was down runs
 * at the first tick), and runs each through the publish path (scheduling/actions.ts). At start it
 * first finishes any action a stopped process left `inProgress`. Actions run one at a time, in
 * the order of their time, on the service's one thread.
 */
export function startScheduleRunner(ctx: ServiceContext, intervalMs = RUNNER_INTERVAL_MS): ScheduleRunner {
  for (const stored of ctx.schedules.interruptedScheduledActions()) finishScheduledAction(ctx, stored);
  let running = false;
  const tick = (): void => {
    if (running) return;
    running = true;
    try {
      for (const stored of ctx.schedules.dueScheduledActions(Date.now(), ACTIONS_PER_TICK)) runScheduledAction(ctx, stored);
    } catch (error) {
      // A database error: leave the actions scheduled for the next tick, and say so.
      console.error('[content-service] the scheduled-action runner failed', error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return { tick, close: () => clearInterval(timer) };
}
