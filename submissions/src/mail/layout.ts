import escapeHtml from 'escape-html';

/**
 * Who an e-mail speaks for: the brand and the toll-free support phone from the site's content
 * (docs/requirements.md#decision-brand-name), and the compliance number of the product the e-mail
 * is about, when it has one (docs/requirements.md#decision-compliance-codes).
 */
export interface MailIdentity {
  brand: string;
  supportPhone: string;
  complianceNumber?: string | undefined;
}

/** E-mail body width in px (docs/requirements.md#results-e-mails "E-mail max body width 600px"). */
export const EMAIL_MAX_WIDTH = 600;

/** Escapes text for HTML (user input never reaches a message unescaped). */
export const esc = (text: string): string => escapeHtml(text);

/**
 * A complete HTML e-mail: table layout (what mail clients render reliably), inline styles, the
 * body at most 600 px wide and fluid below that. `content` is HTML the caller has escaped; the
 * header and footer show `identity`'s brand, support phone and compliance number.
 */
export function emailHtml(title: string, content: string, identity: MailIdentity): string {
  const { brand, supportPhone, complianceNumber } = identity;
  const compliance = complianceNumber ? ` · ${esc(complianceNumber)}` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f5f7;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="${EMAIL_MAX_WIDTH}" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:${EMAIL_MAX_WIDTH}px;background-color:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#1d2935;">
<tr><td style="padding:20px 32px;background-color:#0f3d5a;color:#ffffff;font-size:20px;font-weight:bold;">${esc(brand)}</td></tr>
<tr><td style="padding:28px 32px;font-size:16px;line-height:24px;">
${content}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e2e6ea;font-size:12px;line-height:18px;color:#55616d;">${esc(brand)} · Questions? Call us toll-free at ${esc(supportPhone)}.${compliance}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** A two-column table of label/value rows (values escaped; line breaks kept). */
export function detailsTable(rows: readonly (readonly [string, string])[]): string {
  const body = rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" align="left" valign="top" style="padding:8px 12px 8px 0;width:200px;font-weight:bold;border-bottom:1px solid #e2e6ea;">${esc(label)}</th>` +
        `<td valign="top" style="padding:8px 0;border-bottom:1px solid #e2e6ea;">${esc(value).replace(/\r?\n/g, '<br>')}</td></tr>`,
    )
    .join('\n');
  return `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:${EMAIL_MAX_WIDTH - 64}px;font-size:15px;line-height:22px;">\n${body}\n</table>`;
}
