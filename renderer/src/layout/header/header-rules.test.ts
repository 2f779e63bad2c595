import { describe, expect, it } from 'vitest';
import { isHeaderHidden, isHeaderSticky, logoHref, telHref } from './header-rules.js';

describe('isHeaderHidden (docs/requirements.md#hidden-header)', () => {
  it.each([
    ['clientcode=fmg', true],
    ['code=ga', true],
    ['code=nhf', true],
    ['utm_source=x&clientcode=FMG', true],
    ['code=%20GA%20', true],
    ['code=other&code=nhf', true],
    ['', false],
    ['clientcode=ga', false],
    ['code=fmg', false],
    ['code=gaa', false],
    ['clientCode=fmg', false],
  ])('given the query %j, when checked, then hidden is %s', (query, hidden) => {
    expect(isHeaderHidden(query)).toBe(hidden);
    expect(isHeaderHidden(new URLSearchParams(query))).toBe(hidden);
  });

  it('given Next.js searchParams objects, when checked, then single and repeated values count', () => {
    expect(isHeaderHidden({ clientcode: 'fmg' })).toBe(true);
    expect(isHeaderHidden({ code: ['x', 'ga'] })).toBe(true);
    expect(isHeaderHidden({ code: undefined, clientcode: ['nhf'] })).toBe(false);
    expect(isHeaderHidden({})).toBe(false);
  });
});

describe('logoHref (docs/requirements.md#routes)', () => {
  it.each([
    ['/account-portal', '/account-portal'],
    ['/account-portal/claims', '/account-portal'],
    ['/account-portal?tab=1', '/account-portal'],
    ['/', '/'],
    ['/life-insurance', '/'],
    ['/account-portals', '/'],
    ['/help/account-portal', '/'],
  ])('given the path %s, when the logo target is asked, then it is %s', (path, target) => {
    expect(logoHref(path)).toBe(target);
  });
});

describe('isHeaderSticky (docs/requirements.md#sticky-header)', () => {
  it('given mobile, when scrolled 41 px, then not sticky; when 42 px, then sticky', () => {
    expect(isHeaderSticky({ desktop: false, scrollY: 41, navigationTop: -100 })).toBe(false);
    expect(isHeaderSticky({ desktop: false, scrollY: 42, navigationTop: 100 })).toBe(true);
  });

  it('given desktop, when the navigation top is below, at or above the viewport top, then sticky only at or above', () => {
    expect(isHeaderSticky({ desktop: true, scrollY: 500, navigationTop: 1 })).toBe(false);
    expect(isHeaderSticky({ desktop: true, scrollY: 0, navigationTop: 0 })).toBe(true);
    expect(isHeaderSticky({ desktop: true, scrollY: 0, navigationTop: -3 })).toBe(true);
  });
});

describe('telHref', () => {
  it('given displayed phone numbers, when linked, then the tel: address holds the digits', () => {
    expect(telHref('1-800-555-0199')).toBe('tel:18005550199');
    expect(telHref('(800) 555.0199')).toBe('tel:8005550199');
    expect(telHref('+1 800 555 0199')).toBe('tel:+18005550199');
  });
});
