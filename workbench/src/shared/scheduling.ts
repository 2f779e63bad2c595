/**
 * Scheduled publishing's words, shared by the workbench's server (the proxy's schedule check) and
 * its app (the schedule panel): docs/requirements.md#decision-scheduling-from-the-workbench.
 */

/** Why a product or tool page has no schedule: the proxy's 403 and the panel's note. */
export const REGULATED_NOT_SCHEDULED =
  'A product or tool page is published by a principal, as approved, when they publish it: it cannot be scheduled.';
