import { fnv1a } from '../hash.js';
import type { RilaShareRequest } from '../share/rila-result.js';

/**
 * The id of a RILA illustration (docs/requirements.md#decision-rila-illustration): `RILA-` and the
 * UTC date (YYYYMMDD), then eight hexadecimal digits of FNV-1a over the widget, the investment and
 * each slot's codes. The server prints it on the PDF it builds and works it out again from the
 * selections a later share posts, so the lead carries the id of the document the visitor kept
 * without trusting an id the browser sends.
 * @example rilaIllustrationId(request, new Date('2026-12-02T10:00:00Z')) // 'RILA-20261202-1a2b3c4d'
 */
export function rilaIllustrationId(request: Pick<RilaShareRequest, 'widgetId' | 'investmentAmount' | 'slots'>, at: Date): string {
  const slots = request.slots.map(({ slot, selections: s }) => [slot, s.strategyTerm, s.buffer, s.index, s.creditingStrategy ?? '']);
  const hash = fnv1a(JSON.stringify([request.widgetId, request.investmentAmount, slots]))
    .toString(16)
    .padStart(8, '0');
  return `RILA-${at.toISOString().slice(0, 10).replace(/-/g, '')}-${hash}`;
}

/** The site route that builds the illustration (preview-app/src/app/api/rila/illustration/route.ts). */
export const RILA_ILLUSTRATION_PATH = '/api/rila/illustration';

/**
 * The address of the illustration of `request`'s selections: the route and the tool's own link
 * format (`widget`, `amount`, `ipcs1=term.buffer.index[.strategy]`, `ipcs2`). Selections only:
 * the server works every figure out itself.
 */
export function rilaIllustrationHref(request: Pick<RilaShareRequest, 'widgetId' | 'investmentAmount' | 'slots'>): string {
  const params = new URLSearchParams({ widget: request.widgetId, amount: String(request.investmentAmount) });
  for (const { slot, selections: s } of request.slots) {
    params.set(slot, [s.strategyTerm, s.buffer, s.index, ...(s.creditingStrategy ? [s.creditingStrategy] : [])].join('.'));
  }
  return `${RILA_ILLUSTRATION_PATH}?${params.toString()}`;
}
