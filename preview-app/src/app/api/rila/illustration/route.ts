import { NextResponse, type NextRequest } from 'next/server';
import { decodeSlot, rilaIllustrationId, rilaLeadResult, RILA_SLOT_IDS } from '@insurer/contracts/rila';
import { SHARE_FORM_IDS, type RilaShareRequest } from '@insurer/contracts/share';
import { rilaIllustrationPdf } from '../../../../lib/rila-illustration';
import { loadRilaTool, loadSiteContent } from '../../../../lib/site-content';
import { methodNotAllowed } from '../../../../lib/method-not-allowed';
import { log } from '../../../../lib/log';

/** Answered for a widget with no usable published configuration, or selections it does not offer. */
const NOT_AVAILABLE = 'This illustration is not available. Choose again in the tool and download it again.';
const FALLBACK_BRAND = 'Lanternfield Mutual';

const refuse = (status: number, message: string) => NextResponse.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * The RILA tool's "Download illustration (PDF)" (docs/requirements.md#decision-rila-illustration):
 * `GET ?widget={entry id}&amount={dollars}&ipcs1={term.buffer.index.strategy}[&ipcs2=…]`, the
 * tool's own link format. The server reads the widget's published configuration, works the
 * outcomes out with the tool's functions (`rilaLeadResult`) and answers the PDF as an attachment
 * named by its id; nothing the browser computed is used. 422 `{ message }` for a missing or
 * malformed parameter, an amount out of range or selections not offered; GET only.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const widgetId = params.get('widget') ?? '';
  const amount = Number(params.get('amount') ?? '');
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(widgetId) || !Number.isInteger(amount)) return refuse(422, NOT_AVAILABLE);
  const tool = await loadRilaTool(widgetId);
  if (!tool) return refuse(422, NOT_AVAILABLE);
  const slots: RilaShareRequest['slots'] = [];
  for (const slot of RILA_SLOT_IDS) {
    const raw = params.get(slot);
    if (raw === null) break;
    const selection = decodeSlot(raw.slice(0, 64), tool.config, tool.variant);
    if (!selection) return refuse(422, NOT_AVAILABLE);
    slots.push({
      slot,
      selections: {
        strategyTerm: selection.strategyTerm,
        buffer: selection.buffer,
        index: selection.index,
        ...(tool.variant === 'v3' ? { creditingStrategy: selection.creditingStrategy } : {}),
      },
    });
  }
  if (slots.length === 0) return refuse(422, NOT_AVAILABLE);
  const shareRequest: RilaShareRequest = { tool: 'rila', widgetId, investmentAmount: amount, slots };
  const outcome = rilaLeadResult(tool.config, tool.variant, shareRequest);
  if (!outcome.ok) return refuse(422, outcome.message);
  const at = new Date();
  const id = rilaIllustrationId(shareRequest, at);
  try {
    const content = await loadSiteContent().catch(() => ({}) as Awaited<ReturnType<typeof loadSiteContent>>);
    const code = content.complianceCodes?.find((c) => c.formId === SHARE_FORM_IDS.rila_tool);
    const pdf = await rilaIllustrationPdf({
      result: outcome.result,
      brand: content.brandName?.trim() || FALLBACK_BRAND,
      complianceNumber: code?.code,
      complianceExpires: code?.expirationDate.slice(0, 10),
      id,
      at,
    });
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${id}.pdf"`,
        'Cache-Control': 'private, no-store',
        'X-Illustration-Id': id,
      },
    });
  } catch (error) {
    log.error({ err: error }, 'RILA illustration could not be built');
    return refuse(503, 'The illustration could not be built right now. Please try again in a moment.');
  }
}

export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
