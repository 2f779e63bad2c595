import type { DeliveryRow } from '../db/outbox.js';
import { log } from '../log.js';
import { chartPng } from './chart-png.js';
import type { MailMessage } from './contact-emails.js';

/** An inline image part of an e-mail: the HTML shows it as `cid:{cid}`. */
export interface InlineImage {
  cid: string;
  filename: string;
  content: Buffer;
}

/**
 * Draws a message's charts as PNGs when it is sent (`chartPng`). A chart that cannot be drawn is
 * logged and left out: an e-mail-building failure is logged only (docs/requirements.md#results-e-mails),
 * and the rest of the message still goes.
 */
export async function renderCharts(message: MailMessage, row: Pick<DeliveryRow, 'id' | 'submission_id'>): Promise<InlineImage[]> {
  const images: InlineImage[] = [];
  for (const chart of message.charts ?? []) {
    try {
      images.push({ cid: chart.cid, filename: `${chart.cid}.png`, content: await chartPng(chart.spec) });
    } catch (error) {
      log('error', 'Results e-mail chart could not be drawn', {
        submission: row.submission_id,
        delivery: row.id,
        error: error instanceof Error ? error.name : 'EUNKNOWN',
      });
    }
  }
  return images;
}
