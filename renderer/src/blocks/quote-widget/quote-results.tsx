'use client';

import { useSyncExternalStore } from 'react';
import {
  ageBandLabel,
  decodeQuoteInfo,
  type DecodedQuote,
  INFO_MESSAGES,
  type QuoteFlags,
  OCCUPATIONS,
  type HouseholdQuote,
  BENEFIT_PERIODS,
  disabilityFigures,
  ELIMINATION_PERIODS,
  lifeFigures,
  planFigures,
  type QuoteTab,
} from '@insurer/contracts/quote';
import { formatDollars } from '@insurer/contracts/format';
import type { QuoteResultsConfig, QuoteResultsRates } from './from-quote-widget.js';
import { QuoteForm } from './quote-forms.js';
import { LazyQuoteLeadForm } from './lazy-quote-lead-form.js';
import type { QuoteLeadSource } from './quote-lead-form.js';

export interface QuoteResultsProps {
  id: string;
  tab: QuoteTab;
  flags: QuoteFlags;
  results: QuoteResultsConfig;
}

const noSubscription = () => () => undefined;

/** The form's starting values from a decoded quote (numbers back to the strings a form holds). */
function formValues(values: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'number' ? String(value) : value]));
}

function Summary({ quote }: { quote: DecodedQuote }) {
  const rows: [string, string][] = [];
  if (quote.tab === 'Life' || quote.tab === 'Disability') {
    const v = quote.values;
    rows.push(
      ['Age', String(v.age)],
      ['Gender', v.gender === 'F' ? 'Female' : 'Male'],
      ['Annual income', formatDollars(v.income, 'cents')],
      ['Tobacco use', v.tobacco === 'yes' ? 'Yes' : 'No'],
      ['Zip code', v.zipCode],
    );
    if (quote.tab === 'Disability')
      rows.push(['Occupation', OCCUPATIONS.find((o) => o.value === quote.values.occupation)?.label ?? quote.values.occupation]);
  } else if (quote.tab === 'Dental' || quote.tab === 'Vision' || quote.tab === 'Accident') {
    const v: HouseholdQuote = quote.values;
    const label = (kind: 'primary' | 'spouse' | 'dependent', value: string) =>
      ageBandLabel(quote.tab as 'Dental', kind, quote.flags, value, v.zipCode) ?? value;
    rows.push(['Zip code', v.zipCode], ['Your age range', label('primary', v.primaryAge)]);
    if (v.spouse) rows.push([`Spouse/partner${v.spouse.firstName ? ` (${v.spouse.firstName})` : ''}`, label('spouse', v.spouse.age)]);
    v.dependents.forEach((d, index) =>
      rows.push([`Dependent ${index + 1}${d.firstName ? ` (${d.firstName})` : ''}`, label('dependent', d.age)]),
    );
  }
  return (
    <dl className="quote-results__summary">
      {rows.map(([term, detail]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

function Figures({ quote, priced }: { quote: DecodedQuote; priced: QuoteResultsRates }) {
  if (quote.tab === 'Life' && priced.tab === 'Life') {
    const figures = lifeFigures(quote.values, priced.rates);
    return (
      <>
        <p className="quote-results__headline">
          Recommended coverage: <strong>{formatDollars(figures.coverage, 'cents')}</strong>
        </p>
        <table className="quote-results__table">
          <caption>Illustrative monthly premiums for {formatDollars(figures.coverage, 'cents')} of term life coverage</caption>
          <thead>
            <tr>
              <th scope="col">Level-premium period</th>
              <th scope="col">Monthly premium</th>
            </tr>
          </thead>
          <tbody>
            {figures.premiums.map((row) => (
              <tr key={row.years}>
                <th scope="row">{row.years} years</th>
                <td>{formatDollars(row.monthly, 'cents')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }
  if (quote.tab === 'Disability' && priced.tab === 'Disability') {
    const figures = disabilityFigures(quote.values, priced.rates);
    return (
      <>
        <p className="quote-results__headline">
          Monthly benefit: <strong>{formatDollars(figures.monthlyBenefit, 'cents')}</strong>
        </p>
        <table className="quote-results__table">
          <caption>Illustrative monthly premiums by elimination period (waiting time) and benefit period</caption>
          <thead>
            <tr>
              <th scope="col">Elimination period</th>
              {BENEFIT_PERIODS.map((bp) => (
                <th key={bp.code} scope="col">
                  {bp.label} ({bp.code})
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ELIMINATION_PERIODS.map((ep) => (
              <tr key={ep.code}>
                <th scope="row">
                  {ep.label} ({ep.code})
                </th>
                {BENEFIT_PERIODS.map((bp) => {
                  const cell = figures.premiums.find((p) => p.eliminationPeriod === ep.code && p.benefitPeriod === bp.code);
                  return <td key={bp.code}>{cell ? formatDollars(cell.monthly, 'cents') : '—'}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }
  if (
    (quote.tab === 'Dental' || quote.tab === 'Vision' || quote.tab === 'Accident') &&
    (priced.tab === 'Dental' || priced.tab === 'Vision' || priced.tab === 'Accident')
  ) {
    const figures = planFigures(quote.values, priced.rates);
    if (figures.plans.length === 0)
      return <p className="quote-results__headline">No {quote.tab.toLowerCase()} plans are sold in your state yet.</p>;
    return (
      <table className="quote-results__table quote-results__plans">
        <caption>
          {quote.tab} plans side by side for {figures.people} {figures.people === 1 ? 'person' : 'people'}
          {figures.state ? ` in ${figures.state}` : ''} (zip {quote.values.zipCode})
        </caption>
        <thead>
          <tr>
            <td />
            {figures.plans.map((plan) => (
              <th key={plan.name} scope="col">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Monthly total</th>
            {figures.plans.map((plan) => (
              <td key={plan.name}>{formatDollars(plan.monthly, 'cents')}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">What it covers</th>
            {figures.plans.map((plan) => (
              <td key={plan.name}>
                <ul>
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    );
  }
  return null;
}

/** The lead form's quote on a life or disability results page with rates, else undefined. */
function leadSourceOf(quote: DecodedQuote, priced: QuoteResultsRates | undefined): QuoteLeadSource | undefined {
  if (quote.tab === 'Life' && priced?.tab === 'Life')
    return { type: 'il', quote: quote.values, figures: lifeFigures(quote.values, priced.rates) };
  if (quote.tab === 'Disability' && priced?.tab === 'Disability')
    return { type: 'di', quote: quote.values, figures: disabilityFigures(quote.values, priced.rates) };
  return undefined;
}

/**
 * A results page's quote (docs/requirements.md#quote-destinations): reads `info` from the address
 * (the page itself is cached and the same for everyone), decodes it with the codec and shows the
 * visitor's answers, the figures from the editors' rates and the disclaimer, then the form to
 * change the answers; on the life and disability pages, the lead form (docs/requirements.md#quote-leads,
 * its own lazy chunk) between the figures and the form. A missing, changed or oversized `info` shows a clear message and the empty
 * form, never an error page.
 */
export function QuoteResults({ id, tab, flags, results }: QuoteResultsProps) {
  const info = useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get('info'),
    () => undefined,
  );
  if (info === undefined) return <p className="quote-results__loading">Loading your quote…</p>;
  const decoded = decodeQuoteInfo(info, tab);
  const idBase = `quote-results-${id}`;
  if (!decoded.ok) {
    return (
      <div className="quote-results" data-result="empty">
        <p className="quote-results__message" role="status">
          {decoded.problem === 'missing' ? INFO_MESSAGES.missing : INFO_MESSAGES.invalid}
        </p>
        <QuoteForm tab={tab} flags={flags} idBase={idBase} />
      </div>
    );
  }
  const name = 'firstName' in decoded.values ? decoded.values.firstName : undefined;
  const lead = leadSourceOf(decoded, results.priced);
  return (
    <div className="quote-results" data-result="quote">
      <h2 className="quote-results__title">
        {name ? `${name}, here is your illustrative ${tab.toLowerCase()} quote` : `Your illustrative ${tab.toLowerCase()} quote`}
      </h2>
      <Summary quote={decoded} />
      {results.priced ? (
        <Figures quote={decoded} priced={results.priced} />
      ) : (
        <p className="quote-results__message">Figures are not available right now. Please try again later.</p>
      )}
      <p className="quote-results__disclaimer">{results.disclaimer}</p>
      {lead && lead.figures.premiums.length > 0 ? <LazyQuoteLeadForm source={lead} /> : null}
      <details className="quote-results__change">
        <summary>Change your answers</summary>
        <QuoteForm tab={tab} flags={decoded.flags} idBase={idBase} initialValues={formValues(decoded.values)} />
      </details>
    </div>
  );
}
