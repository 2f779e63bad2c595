import { describe, expect, it } from 'vitest';
import { complianceExpired, complianceExpiresWithin, complianceProblems, complianceServable, needsApproval } from './compliance.js';

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
});
