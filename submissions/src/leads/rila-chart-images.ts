import type { RilaShareResult } from '@insurer/contracts/share';
import type { DeliveryRow } from '../db/outbox.js';
import { log } from '../log.js';
import { chartPng } from '../mail/chart-png.js';
import { rilaChartSpec } from '../mail/results-emails.js';
import type { ToolLeadPayload } from './tool-lead.js';

/**
 * The tool lead as sent: a RILA result's slots get their chart image (`chartImage`, a PNG in
 * base64), drawn now from the slot's chart data, the server's own figures
 * (docs/requirements.md#rila-results "chart image (base64)"); the outbox keeps only the data, so a
 * retry draws the same image. A slot whose chart cannot be drawn is left out of the lead (a RILA
 * result goes with a lead only with its image), and logged; other tools' leads pass unchanged.
 */
export async function withRilaChartImages(body: ToolLeadPayload, row: Pick<DeliveryRow, 'id' | 'submission_id'>): Promise<ToolLeadPayload> {
  const rila = body.lead.data['rila'] as RilaShareResult | undefined;
  if (!rila || !Array.isArray(rila.slots)) return body;
  const slots: RilaShareResult['slots'] = [];
  for (const [index, slot] of rila.slots.entries()) {
    try {
      slots.push({ ...slot, chartImage: (await chartPng(rilaChartSpec(slot, index))).toString('base64') });
    } catch (error) {
      log('error', 'RILA chart could not be drawn; the slot is left out of the lead', {
        submission: row.submission_id,
        delivery: row.id,
        error: error instanceof Error ? error.name : 'EUNKNOWN',
      });
    }
  }
  const data = { ...body.lead.data };
  if (slots.length) data['rila'] = { ...rila, slots };
  else delete data['rila'];
  return { ...body, lead: { ...body.lead, data } };
}
