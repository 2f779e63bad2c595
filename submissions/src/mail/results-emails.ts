import {
  disclosureParagraphs,
  probabilityPercent,
  projectBalances,
  successSentence,
  type ProbabilityDisclosures,
  type RetirementInput,
  type RetirementResult,
  type SimulationResult,
} from '@insurer/contracts/retirement';
import { type RilaShareResult, type RilaSlotResult, type ShareContactValues } from '@insurer/contracts/share';
import { formatDollars, formatPercent } from '@insurer/contracts/format';
import type { ChartSpec } from './chart-png.js';
import { subjectPrefix, type MailMessage } from './contact-emails.js';
import { detailsTable, emailHtml, esc, type MailIdentity } from './layout.js';

/**
 * The results e-mails of the share flow (docs/requirements.md#results-e-mails,
 * docs/requirements.md#decision-share-flow-e-mails): who gets one and with which subject, by option:
 * - retirement calculator: 'Here are your results' to the visitor (myself); 'Here are {name}'s
 *   results' to the visitor's professional (otherFP; the name is letters only); '{brand}
 *   Retirement request' to the visitor, confirming the
 *   request with the results (guardianFP);
 * - RILA tool: '{brand} MarketPerform results' to the visitor (myself, guardianFP) or to the
 *   professional (otherFP).
 * Built only from the server's own figures (the calculator's inputs recomputed, the RILA result
 * worked out from the published configuration), the configuration's labels and the brand, phone
 * and compliance number from content: the one text of the request an e-mail carries is the
 * visitor's first and last name, which the forms take as letters only, in the body and the professional's subject. No
 * Reply-To: an address the request gave never reaches a third party. Tables leave out rows of zero
 * dollars; bodies are at most 600 px wide; the chart is an inline PNG. With neither the visitor's
 * nor the professional's e-mail nothing is built.
 */

/** Chart colours: the site's brand blue and its accent. */
const BLUE = '#0b4f8a';
const ORANGE = '#c2410c';
/** The `cid` of each message's chart. */
export const CHART_CID = 'results-chart';

/** True for a table value that is a dollar amount of zero ('$0', '$0.00', '-$0'). */
export function isZeroDollars(value: string): boolean {
  return /^-?\$0(\.0+)?$/.test(value.replace(/,/g, '').trim());
}

/** Rows of `rows` whose value is not zero dollars (docs/requirements.md#results-e-mails). */
export function withoutZeroDollarRows(rows: readonly (readonly [string, string])[]): [string, string][] {
  return rows.filter(([, value]) => !isZeroDollars(value)).map(([label, value]) => [label, value]);
}

/** Who the e-mail goes to: the professional for otherFP, else the visitor; none when that address is missing. */
function recipient(contact: ShareContactValues): string | undefined {
  const address = contact.emailOption === 'otherFP' ? contact.fpEmail : contact.email;
  return address?.trim() ? address.trim() : undefined;
}

/**
 * The subject of the retirement results to the visitor's professional, as the specification has
 * it: 'Here are {name}'s results' with the visitor's first and last name, which the forms take as
 * letters, spaces, hyphens and apostrophes only (at most 40 each), so it can carry no link, digit
 * or message (docs/requirements.md#decision-share-flow-e-mails).
 */
export function thirdPartyRetirementSubject(contact: Pick<ShareContactValues, 'firstName' | 'lastName'>): string {
  return `Here are ${contact.firstName} ${contact.lastName}'s results`;
}

/** The chart image and its caption as e-mail HTML. */
function chartHtml(alt: string): string {
  return `<p style="margin:16px 0;"><img src="cid:${CHART_CID}" width="536" alt="${esc(alt)}" style="display:block;width:100%;max-width:536px;height:auto;border:0;"></p>`;
}

const paragraph = (text: string) => `<p style="margin:0 0 16px;">${esc(text)}</p>`;
const heading = (text: string) => `<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;">${esc(text)}</h1>`;
const subheading = (text: string) => `<h2 style="margin:24px 0 8px;font-size:18px;line-height:24px;">${esc(text)}</h2>`;

/**
 * The chart of one RILA slot (the index's and the strategy's return per outcome, percent), as the
 * results e-mail and the lead's chart image draw it. `index` is the slot's position (0 for strategy 1).
 */
export function rilaChartSpec(slot: Pick<RilaSlotResult, 'chartData'>, index: number): ChartSpec {
  return {
    title: `Index return and your return by outcome, strategy ${index + 1}`,
    unit: 'percent',
    series: [
      { key: 'Index return', color: BLUE },
      { key: 'Your return', color: ORANGE },
    ],
    rows: slot.chartData.map((datum) => ({
      label: datum.label,
      values: { 'Index return': datum.indexReturn, 'Your return': datum.yourReturn },
    })),
  };
}

/**
 * The retirement calculator's results e-mail, or none without a recipient.
 * `input` is the calculator's input (dollars, fractions), `result` the server's own calculation of
 * it; `probability`, when content has it, the server's own simulation of the plan with the
 * disclosures FINRA Rule 2214 asks of the tool's written reports (the same as the page's).
 */
export function buildRetirementEmails(input: {
  contact: ShareContactValues;
  calculatorInput: RetirementInput;
  result: RetirementResult;
  identity: MailIdentity;
  appEnv: string;
  probability?: { simulation: SimulationResult; disclosures: ProbabilityDisclosures };
}): MailMessage[] {
  const { contact, calculatorInput: c, result, identity } = input;
  const { brand } = identity;
  const to = recipient(contact);
  if (!to) return [];
  const name = `${contact.firstName} ${contact.lastName}`;
  const subjectText =
    contact.emailOption === 'myself'
      ? 'Here are your results'
      : contact.emailOption === 'otherFP'
        ? thirdPartyRetirementSubject(contact)
        : `${brand} Retirement request`;
  const subject = `${subjectPrefix(input.appEnv)}${subjectText}`;
  const intro =
    contact.emailOption === 'otherFP'
      ? `${name} used the ${brand} retirement calculator and asked us to send you these results. A ${brand} office has their request.`
      : contact.emailOption === 'guardianFP'
        ? `Thank you, ${contact.firstName}. A ${brand} financial professional will reach out shortly to talk about your results.`
        : `Thank you, ${contact.firstName}. Here are the results of the ${brand} retirement calculator.`;
  const results = withoutZeroDollarRows([
    ['Readiness', result.result],
    ['Income goal at retirement', formatDollars(result.goal)],
    ['Projected savings at retirement', formatDollars(result.savings)],
    ['Shortfall', formatDollars(result.shortfall)],
    ['Progress toward your goal', formatPercent(result.progress * 100, 0)],
  ]);
  const percent = (fraction: number) => formatPercent(fraction * 100, 1);
  const assumptions = withoutZeroDollarRows([
    ['Current age', String(c.currentAge)],
    ['Retirement age', String(c.retirementAge)],
    ['Income until age', String(c.lifeExpectancy)],
    ['Qualified savings', formatDollars(c.qualifiedSavings)],
    ['Annual qualified contributions', formatDollars(c.annualQualifiedContributions)],
    ['Non-qualified savings', formatDollars(c.nonQualifiedSavings)],
    ['Annual non-qualified contributions', formatDollars(c.annualNonQualifiedContributions)],
    ['Annual spending in retirement', formatDollars(c.annualRetirementIncome)],
    ['Inflation', percent(c.inflationRate)],
    ['Tax bracket', percent(c.taxBracket)],
    ['Return before retirement', percent(c.preRetirementReturn)],
    ['Return in retirement', percent(c.postRetirementReturn)],
  ]);
  const chartTitle = `Projected savings by age, from ${c.currentAge} to ${c.lifeExpectancy}`;
  const chart: ChartSpec = {
    title: chartTitle,
    unit: 'dollars',
    series: [{ key: 'Projected savings', color: BLUE }],
    rows: projectBalances(c).map((point) => ({ label: String(point.age), values: { 'Projected savings': point.balance } })),
  };
  const { probability } = input;
  const probabilityHeading = 'How likely your savings are to last';
  const probabilityHtml = probability
    ? [
        subheading(probabilityHeading),
        detailsTable([['Probability of success', probabilityPercent(probability.simulation)]]),
        paragraph(`${successSentence(probability.simulation)}.`),
      ]
    : [];
  const probabilityText = probability
    ? [
        probabilityHeading,
        `Probability of success: ${probabilityPercent(probability.simulation)}`,
        `${successSentence(probability.simulation)}.`,
        '',
      ]
    : [];
  const disclosures = probability ? disclosureParagraphs(probability.disclosures) : [];
  const html = emailHtml(
    subject,
    [
      heading(subjectText),
      paragraph(intro),
      detailsTable(results),
      chartHtml(chartTitle),
      ...probabilityHtml,
      subheading('What you told us'),
      detailsTable(assumptions),
      paragraph('These results are hypothetical and for illustration only; they are not a guarantee of future results.'),
      ...disclosures.map(paragraph),
    ].join('\n'),
    identity,
  );
  const text = [
    subjectText,
    '',
    intro,
    '',
    ...results.map(([label, value]) => `${label}: ${value}`),
    '',
    ...probabilityText,
    'What you told us',
    ...assumptions.map(([label, value]) => `${label}: ${value}`),
    ...disclosures.flatMap((text) => ['', text]),
  ].join('\n');
  return [
    {
      communication: 'retirement-results',
      audience: contact.emailOption === 'otherFP' ? 'third-party' : 'visitor',
      complianceCode: 'retirement_calculator',
      ...(identity.complianceNumber ? { complianceNumber: identity.complianceNumber } : {}),
      to: [to],
      subject,
      html,
      text,
      charts: [{ cid: CHART_CID, spec: chart }],
    },
  ];
}

/**
 * The RILA tool's results e-mail, or none without a recipient: the server's result (worked out
 * from the visitor's selections and the published configuration), each selection by the label the
 * tool shows ('-10% Buffer', 'S&P 500', 'Cap with Par'), never by its code.
 */
export function buildRilaEmails(input: {
  contact: ShareContactValues;
  result: RilaShareResult;
  identity: MailIdentity;
  appEnv: string;
}): MailMessage[] {
  const { contact, result, identity } = input;
  const { brand } = identity;
  const to = recipient(contact);
  if (!to || result.slots.length === 0) return [];
  const subjectText = `${brand} MarketPerform results`;
  const subject = `${subjectPrefix(input.appEnv)}${subjectText}`;
  const name = `${contact.firstName} ${contact.lastName}`;
  const intro =
    contact.emailOption === 'otherFP'
      ? `${name} used the ${brand} MarketPerform tool and asked us to send you these hypothetical results. A ${brand} office has their request.`
      : `Thank you, ${contact.firstName}. Here are your hypothetical MarketPerform results.`;
  const sections: string[] = [
    heading(subjectText),
    paragraph(intro),
    detailsTable([['Investment', formatDollars(result.investmentAmount)]]),
  ];
  const textLines: string[] = [subjectText, '', intro, '', `Investment: ${formatDollars(result.investmentAmount)}`];
  result.slots.forEach((slot, index) => {
    const title = `Strategy ${index + 1}`;
    const details = withoutZeroDollarRows([
      ['Strategy term', slot.labels.strategyTerm],
      ['Buffer', slot.labels.buffer],
      ['Index', slot.labels.index],
      ...(slot.labels.creditingStrategy ? ([['Crediting strategy', slot.labels.creditingStrategy]] as const) : []),
      ['Allocation', formatPercent(slot.allocationPercent)],
      ['Amount', formatDollars(slot.amount)],
    ]);
    const outcomeRows = slot.outcomesTableRows.filter((row) => !(isZeroDollars(row.outcome[1]) && isZeroDollars(row.outcome[3])));
    const outcomeTable = outcomeRows
      .map(
        (row) =>
          `<tr><th scope="row" align="left" style="padding:6px 8px 6px 0;border-bottom:1px solid #e2e6ea;">${esc(row.title)}</th>` +
          row.outcome
            .map((cell) => `<td align="right" style="padding:6px 0 6px 8px;border-bottom:1px solid #e2e6ea;">${esc(cell)}</td>`)
            .join('') +
          '</tr>',
      )
      .join('\n');
    sections.push(
      subheading(title),
      detailsTable(details),
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:536px;font-size:14px;line-height:20px;margin-top:12px;">` +
        `<tr><th align="left" scope="col">Outcome</th><th align="right" scope="col">Index %</th><th align="right" scope="col">Index $</th><th align="right" scope="col">Your %</th><th align="right" scope="col">Your $</th></tr>\n${outcomeTable}</table>`,
    );
    textLines.push(
      '',
      title,
      ...details.map(([label, value]) => `${label}: ${value}`),
      ...outcomeRows.map((row) => `${row.title}: ${row.outcome.join(' | ')}`),
    );
  });
  const first = result.slots[0];
  const charts: MailMessage['charts'] = [];
  if (first && first.chartData.length > 0) {
    const spec = rilaChartSpec(first, 0);
    charts.push({ cid: CHART_CID, spec });
    sections.splice(3, 0, chartHtml(spec.title));
  }
  sections.push(paragraph('These results are hypothetical and for illustration only; they do not predict or guarantee future results.'));
  return [
    {
      communication: 'rila-results',
      audience: contact.emailOption === 'otherFP' ? 'third-party' : 'visitor',
      complianceCode: 'rila_tool',
      ...(identity.complianceNumber ? { complianceNumber: identity.complianceNumber } : {}),
      to: [to],
      subject,
      html: emailHtml(subject, sections.join('\n'), identity),
      text: textLines.join('\n'),
      ...(charts.length ? { charts } : {}),
    },
  ];
}
