'use client';

import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { applyEarlyInput, captureEarlyInput, HOLD_SUBMIT_ATTRIBUTE, replayHeldSubmit, type EarlyInput } from './early-input.js';
import { useHydrated, type HydratedMark } from './use-hydrated.js';

/** The attributes an island spreads on its `<form>`: `data-hold-submit` always, `data-hydrated` once hydrated. */
export type EarlyInputMarks = HydratedMark & { [HOLD_SUBMIT_ATTRIBUTE]: '' };

/**
 * Keeps what the visitor did in the island's server HTML before it hydrated
 * (shared/early-input.ts):
 * - in the commit that hydrates the form, the fields they changed are noted (`captureEarlyInput`);
 * - one task after the render that marks the island hydrated, those changes go into the island's
 *   state (`applyEarlyInput`), and on the next task the submit they made, held by
 *   `HELD_SUBMIT_SCRIPT`, is sent (`replayHeldSubmit`).
 * Answers the attributes to spread on the `<form>` itself (`data-hold-submit`, and `data-hydrated`
 * once hydrated, which the browser tests wait for), so the script holds its early submit. Waiting a
 * task lets react-final-form finish mounting (it sets its initial values again as it resumes
 * validation) and `RadiosCheckedBeforeHydration` carry the radios over first. In a render without
 * server HTML there is nothing to carry or send.
 */
export function useEarlyInput(formRef: RefObject<HTMLFormElement | null>): EarlyInputMarks {
  const hydrated = useHydrated();
  // True when the first render hydrated server HTML; a client render has no server defaults to compare with.
  const overServerHtml = useRef(!hydrated);
  const early = useRef<EarlyInput[]>([]);
  useLayoutEffect(() => {
    if (overServerHtml.current && formRef.current) early.current = captureEarlyInput(formRef.current);
  }, [formRef]);
  useEffect(() => {
    const form = formRef.current;
    if (!hydrated || !form) return;
    let replay: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(() => {
      applyEarlyInput(early.current);
      early.current = [];
      // The handed-over values are in state once React has rendered those events: send on the next task.
      replay = setTimeout(() => replayHeldSubmit(form), 0);
    }, 0);
    return () => {
      clearTimeout(timer);
      clearTimeout(replay);
    };
  }, [hydrated, formRef]);
  return hydrated ? { [HOLD_SUBMIT_ATTRIBUTE]: '', 'data-hydrated': '' } : { [HOLD_SUBMIT_ATTRIBUTE]: '' };
}
