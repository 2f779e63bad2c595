/**
 * The RILA result's closed lists, apart from its schema (rila-result.ts) so the browser's share
 * flow can use them without loading classic zod (docs/requirements.md#decision-javascript-budget).
 */

/** The strategy slots (docs/requirements.md#rila-slots). */
export const RILA_SLOTS = ['ipcs1', 'ipcs2'] as const;
export type RilaSlot = (typeof RILA_SLOTS)[number];

/** The outcome labels: A-E in the newer variant, A-D in the older one. */
export const RILA_OUTCOME_LABELS = ['A', 'B', 'C', 'D', 'E'] as const;
export type RilaOutcomeLabel = (typeof RILA_OUTCOME_LABELS)[number];
