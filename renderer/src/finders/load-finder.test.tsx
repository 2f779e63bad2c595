import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { AgenciesWithinDocument } from '@insurer/content-model/types';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QueryFn } from '../core/query.js';
import { axeViolations } from '../test/axe.js';
import { FinderResults } from './finder-results.js';
import { agencyQuery, distanceMiles, loadAgencies, loadSalesOffices, parseRadius, salesOfficeQuery } from './load-finder.js';
import { placeLocation, zipLocation } from './zip-location.js';

/** An agency item as the GraphQL API answers it. */
function agency(id: string, name: string, lat: number, lon: number, zip = '68102') {
  return {
    sys: { id },
    name,
    leadRepresentative: `${name} Lead`,
    street: '1 Main Street',
    city: 'Omaha',
    state: 'NE',
    zip,
    phone: '402-555-0100',
    location: { lat, lon },
  };
}

/** A query function answering `data` and recording the documents and variables it was called with. */
function fakeQuery(data: unknown) {
  const calls: { document: TypedDocumentNode<unknown, Record<string, unknown>>; variables: Record<string, unknown> }[] = [];
  const query = (async (document: TypedDocumentNode<unknown, Record<string, unknown>>, variables: Record<string, unknown>) => {
    calls.push({ document, variables });
    return data;
  }) as QueryFn;
  return { query, calls };
}

describe('ZIP database', () => {
  it('given a US ZIP, when looked up, then its centre and city come from the offline database', () => {
    expect(zipLocation('68102')).toEqual({ lat: 41.259, lon: -95.9409, label: '68102 (Omaha, NE)' });
    expect(zipLocation('00000')).toBeUndefined();
  });

  it('given a city and state, when looked up, then the mean of its ZIP centres is the point', () => {
    const omaha = placeLocation('omaha, ne');
    expect(omaha?.label).toBe('Omaha, NE');
    expect(omaha?.lat).toBeCloseTo(41.26, 1);
    expect(placeLocation('Nowhere, ZZ')).toBeUndefined();
  });
});

describe('finder queries', () => {
  it('given the widget parameters, when parsed, then the ZIP, radius and group size follow the rules', () => {
    expect(agencyQuery({ zipcode: ' 68102 ', radius: '25' })).toEqual({ query: '68102', radius: 25 });
    expect(salesOfficeQuery({ zip: 'Omaha, NE', repSize: 'big', distance: '50' })).toEqual({
      query: 'Omaha, NE',
      radius: 50,
      groupSize: 'big',
    });
    expect(salesOfficeQuery({ zip: '68102', repSize: 'huge' }).groupSize).toBe('big');
    expect([parseRadius(undefined), parseRadius('abc'), parseRadius('0'), parseRadius('900'), parseRadius(['100', '5'])]).toEqual([
      25, 25, 25, 250, 100,
    ]);
  });

  it('given Omaha and Lincoln, when measured, then the distance is 50.3 miles (geolib haversine)', () => {
    expect(distanceMiles({ lat: 41.259, lon: -95.9409 }, { lat: 40.8136, lon: -96.7026 })).toBe(50.3);
  });

  it('given agencies answered out of order, when loaded, then the circle is in kilometres and the list comes nearest first within the radius', async () => {
    const { query, calls } = fakeQuery({
      agencyCollection: {
        items: [
          agency('far', 'Lincoln Agency', 40.8136, -96.7026, '68508'),
          agency('mid', 'Regency Agency', 41.2656, -96.0493, '68114'),
          null,
          agency('near', 'Downtown Agency', 41.259, -95.9409),
        ],
      },
    });
    const result = await loadAgencies({ query: '68102', radius: 25 }, { query, preview: false });
    expect(calls[0]?.document).toBe(AgenciesWithinDocument);
    expect(calls[0]?.variables).toEqual({ circle: [41.259, -95.9409, 40.2336], preview: false });
    expect(result.status).toBe('found');
    if (result.status !== 'found') return;
    expect(result.places.map((p) => [p.name, p.distanceMiles])).toEqual([
      ['Downtown Agency', 0],
      ['Regency Agency', 5.7],
    ]);
  });

  it('given a missing, malformed or unknown ZIP, when loaded, then the message comes without a query to the content service', async () => {
    const { query, calls } = fakeQuery({});
    expect(await loadAgencies({ query: '', radius: 25 }, { query, preview: false })).toMatchObject({
      status: 'missing',
      message: 'Enter your zip code',
    });
    expect(await loadAgencies({ query: '123', radius: 25 }, { query, preview: false })).toMatchObject({
      status: 'invalid',
      message: 'Enter a valid 5-digit zip code',
    });
    expect(await loadAgencies({ query: '00000', radius: 25 }, { query, preview: false })).toMatchObject({
      status: 'unknown',
      message: "We couldn't find the location 00000. Check the ZIP code and search again.",
    });
    expect(await loadSalesOffices({ query: '??', radius: 25, groupSize: 'big' }, { query, preview: false })).toMatchObject({
      status: 'invalid',
      message: 'Enter a 5-digit zip code or a city and state, e.g. Omaha, NE',
    });
    expect(
      await loadSalesOffices({ query: `${'a,'.repeat(60)} NE`, radius: 25, groupSize: 'big' }, { query, preview: false }),
    ).toMatchObject({
      status: 'invalid',
    });
    expect(calls).toEqual([]);
  });
});

describe('FinderResults', () => {
  it('given no results, when rendered, then the message and the wider searches show and axe passes', () => {
    const { container } = render(
      <FinderResults
        kind="sales-offices"
        groupSize="big"
        result={{
          status: 'none',
          query: '59301',
          radius: 50,
          origin: { lat: 46.4, lon: -105.8, label: '59301 (Miles City, MT)' },
          places: [],
        }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('No sales offices within 50 miles of 59301 (Miles City, MT).');
    const links = within(container.querySelector('.finder__wider')!).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Within 100 miles', '/brokers/sales-offices?zip=59301&repSize=big&distance=100'],
      ['Within 250 miles', '/brokers/sales-offices?zip=59301&repSize=big&distance=250'],
    ]);
    expect((screen.getByRole('combobox', { name: 'Within' }) as HTMLSelectElement).value).toBe('50');
    return axeViolations(container).then((violations) => expect(violations).toEqual([]));
  });

  it('given an unknown ZIP, when rendered, then the message is tied to the field', async () => {
    const { container } = render(
      <FinderResults kind="agencies" result={{ status: 'unknown', query: '00000', radius: 25, message: 'Not found' }} />,
    );
    const field = screen.getByRole('textbox', { name: 'Zip code' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('Not found');
    expect(await axeViolations(container)).toEqual([]);
  });
});
