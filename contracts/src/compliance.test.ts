import { describe, expect, it } from 'vitest';
import {
  complianceExpired,
  complianceExpiresWithin,
  complianceProblems,
  complianceServable,
  needsApproval,
  statisticsBlocks,
} from './compliance.js';

describe('compliance-aware publishing (docs/requirements.md#decision-compliance-approval)', () => {
  it('given the page types, then product and tool pages need approval, whatever their case', () => {
    expect(['product', 'Tool', ' PRODUCT '].map(needsApproval)).toEqual([true, true, true]);
    expect(['legal', 'campaign', '', undefined, 3].map(needsApproval)).toEqual([false, false, false, false, false]);
  });

  it('given a date-only expiration, then the page is valid through that day (UTC) and expired from the next midnight', () => {
    expect(complianceExpired('2027-12-31', new Date('2027-12-31T23:59:59.999Z'))).toBe(false);
    expect(complianceExpired('2027-12-31', new Date('2028-01-01T00:00:00Z'))).toBe(true);
    expect(complianceExpired('2027-12-31T12:00:00Z', new Date('2027-12-31T12:00:00Z'))).toBe(true);
    expect(complianceExpired(undefined, new Date())).toBe(false);
    expect(complianceExpired('not a date', new Date())).toBe(false);
  });

  it('given the next 30 days, then a page expiring in them is listed and an expired one is not', () => {
    const now = new Date('2027-12-01T00:00:00Z');
    expect(complianceExpiresWithin('2027-12-30', now, 30)).toBe(true);
    expect(complianceExpiresWithin('2028-01-31', now, 30)).toBe(false);
    expect(complianceExpiresWithin('2027-11-30', now, 30)).toBe(false);
  });

  it('given a product page without number or date, or any page past its date, then each problem names its field', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(complianceProblems({ type: 'product' }, now)).toEqual([
      { fieldId: 'complianceNumber', message: 'A product page needs its compliance number (the approval code) before it is published.' },
      { fieldId: 'expirationDate', message: 'A product page needs the expiration date of its approval before it is published.' },
    ]);
    expect(complianceProblems({ type: 'campaign', expirationDate: '2026-05-31' }, now)).toEqual([
      {
        fieldId: 'expirationDate',
        message: 'The compliance approval expired on 2026-05-31: renew it and enter the new expiration date before publishing.',
      },
    ]);
    expect(complianceProblems({ type: 'tool', complianceNumber: 'LFM-2026-0230 Exp. 12/2027', expirationDate: '2027-12-31' }, now)).toEqual(
      [],
    );
    expect(complianceProblems({ type: 'legal' }, now)).toEqual([]);
  });

  it('given a published page, then visitors may see it only when approved where it must be and not expired (complianceServable, issue 41)', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(complianceServable({ type: 'product', complianceNumber: 'LFM-1 Exp. 12/2028', expirationDate: '2028-12-31' }, now)).toBe(true);
    expect(complianceServable({ type: 'product', complianceNumber: '', expirationDate: '2028-12-31' }, now)).toBe(false);
    expect(complianceServable({ type: ' Tool ', complianceNumber: 'LFM-1', expirationDate: undefined }, now)).toBe(false);
    expect(complianceServable({ type: 'legal' }, now)).toBe(true);
    expect(complianceServable({ type: 'legal', expirationDate: '2026-05-31' }, now)).toBe(false);
  });

  const table = {
    nodeType: 'document',
    content: [{ nodeType: 'table', content: [{ nodeType: 'table-row', content: [] }] }],
  };

  it('given a snapshot’s entries, then the chart, a rich text with a table, custom HTML with a table and a sourced calculator are its statistics blocks', () => {
    expect(
      statisticsBlocks([
        { id: 'page-x', contentType: 'staticPage', fields: { title: 'Annuities' } },
        { id: 'chart-b', contentType: 'customChart', fields: { title: 'Assets', source: ' Annual statements, 2025 ' } },
        { id: 'chart-a', contentType: 'customChart', fields: { internalName: 'Chart: rates' } },
        { id: 'text-table', contentType: 'richTextBlock', fields: { body: table } },
        { id: 'text-plain', contentType: 'richTextBlock', fields: { body: { nodeType: 'document', content: [] }, source: 'unused' } },
        { id: 'html-table', contentType: 'customHtml', fields: { html: '<TABLE><tr><td>1</td></tr></TABLE>', source: 'IRS' } },
        { id: 'html-plain', contentType: 'customHtml', fields: { html: '<p>No figures</p>' } },
        { id: 'calc', contentType: 'retirementCalculator', fields: { marketAssumptions: { source: 'Investment committee, 2026' } } },
        { id: 'calc-none', contentType: 'retirementCalculator', fields: { marketAssumptions: null } },
      ]),
    ).toEqual([
      { entryId: 'calc', contentType: 'retirementCalculator', source: 'Investment committee, 2026' },
      { entryId: 'chart-a', contentType: 'customChart', title: 'Chart: rates' },
      { entryId: 'chart-b', contentType: 'customChart', title: 'Assets', source: 'Annual statements, 2025' },
      { entryId: 'html-table', contentType: 'customHtml', source: 'IRS' },
      { entryId: 'text-table', contentType: 'richTextBlock' },
    ]);
  });

  it('given a product page showing a chart and a table without their sources, then each is a problem on the content blocks naming the block; on a legal page none (docs/requirements.md#decision-statistics-sources)', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const statistics = [
      { entryId: 'chart-a', contentType: 'customChart', title: 'Assets' },
      { entryId: 'text-table', contentType: 'richTextBlock' },
      { entryId: 'chart-b', contentType: 'customChart', source: 'Annual statements, 2025' },
    ];
    const approved = { complianceNumber: 'LFM-1', expirationDate: '2028-12-31', statistics };
    expect(complianceProblems({ type: 'product', ...approved }, now)).toEqual([
      {
        fieldId: 'contentBlocks',
        entryId: 'chart-a',
        message: 'The chart “Assets” needs its source before this product page is published.',
      },
      { fieldId: 'contentBlocks', entryId: 'text-table', message: 'The table needs its source before this product page is published.' },
    ]);
    expect(complianceServable({ type: 'tool', ...approved }, now)).toBe(false);
    expect(complianceServable({ type: 'tool', ...approved, statistics: statistics.slice(2) }, now)).toBe(true);
    expect(complianceProblems({ type: 'legal', statistics }, now)).toEqual([]);
  });
});
