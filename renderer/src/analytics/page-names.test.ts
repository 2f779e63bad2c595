import { describe, expect, it } from 'vitest';
import { PAGE_VIEW_NAMES, pageNameForPath, productForPath } from './page-names.js';

describe('page-view names (docs/requirements.md#page-view-naming)', () => {
  it.each([
    ['/', 'Home'],
    ['/disability-insurance-calculator', 'Disability Quote'],
    ['/life-insurance/term/calculator-quote', 'Life Quote'],
    ['/retirement/planner', 'Retirement Planner'],
    ['/financial-representative', 'Financial Representative'],
    ['/life-insurance', 'Life Insurance'],
    ['/life-insurance/term', 'Term Life Insurance'],
    ['/life-insurance/whole', 'Whole Life Insurance'],
    ['/life-insurance/universal', 'Universal Life Insurance'],
    ['/disability-insurance/individual', 'Individual Disability Insurance'],
    ['/disability-insurance/group', 'Group Disability Insurance'],
    ['/disability-insurance/short-term', 'Short-Term Disability Insurance'],
    ['/disability-insurance/long-term', 'Long-Term Disability Insurance'],
    ['/disability-insurance/supplemental', 'Supplemental Disability Insurance'],
    ['/retirement', 'Retirement'],
    ['/products/dental-insurance/comparison', 'Dental Plan Comparison'],
    ['/products/dental-insurance/plan-summary', 'Dental Plan Summary'],
    ['/products/vision-insurance/comparison', 'Vision Plan Comparison'],
    ['/products/vision-insurance/plan-summary', 'Vision Plan Summary'],
    ['/checkout/personal-information', 'Checkout Personal Information'],
    ['/checkout/payment', 'Checkout Payment'],
    ['/dental-insurance', 'Dental Insurance'],
    ['/vision-insurance', 'Vision Insurance'],
    ['/staycovered', 'Stay Covered'],
    ['/stay', 'Stay'],
    ['/behindyourfamily', 'Behind Your Family'],
    ['/life-insurance/term-life-to-whole-life', 'Term Life to Whole Life'],
  ])('given %s, then the page view is named %s', (path, name) => {
    expect(pageNameForPath(path)).toBe(name);
  });

  it('covers every row of the table, and names are unique', () => {
    expect(PAGE_VIEW_NAMES).toHaveLength(27);
    expect(new Set(PAGE_VIEW_NAMES.map((r) => r.name)).size).toBe(27);
  });

  it('given a trailing slash or capitals, then the same name', () => {
    expect(pageNameForPath('/staycovered/')).toBe('Stay Covered');
    expect(pageNameForPath('/Dental-Insurance')).toBe('Dental Insurance');
  });

  it('given an unknown path, then the path is the name', () => {
    expect(pageNameForPath('/contact-us')).toBe('/contact-us');
  });

  it('given a product page, then its product; none on others', () => {
    expect(productForPath('/life-insurance/term')).toEqual({ name: 'Term Life Insurance', category: 'Life' });
    expect(productForPath('/dental-insurance')).toEqual({ name: 'Dental Insurance', category: 'Dental' });
    expect(productForPath('/')).toBeUndefined();
    expect(productForPath('/staycovered')).toBeUndefined();
  });
});
