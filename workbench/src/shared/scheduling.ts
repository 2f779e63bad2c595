/**
 * Scheduled publishing's and releases' words, shared by the workbench's server (the proxy's
 * checks) and its app (the schedule panel, the releases view):
 * docs/requirements.md#decision-scheduling-from-the-workbench and #decision-releases-from-the-workbench.
 */

/** Why a product or tool page has no schedule: the proxy's 403 and the panel's note. */
export const REGULATED_NOT_SCHEDULED =
  'A product or tool page is published by a principal, as approved, when they publish it: it cannot be scheduled.';

/** Why a release may not hold a product or tool page: the proxy's 403 of its publish, and the releases view's note. */
export const REGULATED_NOT_IN_RELEASE =
  'A release cannot hold a product or tool page: a principal publishes each of those, as approved, on its own. Remove it from the release.';
