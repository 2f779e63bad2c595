import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AlertBoxBlockFragment } from '@insurer/content-model/types';
import { axeViolations } from '../../test/axe.js';
import { loadContext } from '../../test/fixtures.js';
import { AlertBox } from './alert-box.js';
import { fromAlertBox } from './from-alert-box.js';
import { alertBoxBlock } from './index.js';

const raw = (type: string | null): AlertBoxBlockFragment => ({
  sys: { id: 'alert-1' },
  type,
  title: 'Office closures',
  message: 'Our offices are closed on Monday.\n\nClaims can still be filed online.',
  padding: 'None',
});

describe('AlertBox', () => {
  it.each([
    ['information', 'status', 'Information: Office closures'],
    ['confirmation', 'status', 'Confirmation: Office closures'],
    ['warning', 'alert', 'Warning: Office closures'],
    ['error', 'alert', 'Error: Office closures'],
  ])('given type %s, when rendered, then it is a %s whose title is preceded by the type in words', async (type, role, spokenTitle) => {
    const { container } = render(<AlertBox {...fromAlertBox(raw(type))} />);
    const box = screen.getByRole(role);
    expect(box.getAttribute('data-type')).toBe(type);
    expect(box.querySelector('.alert-box__title')?.textContent).toBe(spokenTitle);
    expect(box.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Our offices are closed on Monday.').tagName).toBe('P');
    expect(screen.getByText('Claims can still be filed online.').tagName).toBe('P');
    expect(screen.getByText('Office closures').getAttribute('data-contentful-field-id')).toBe('title');
    expect(container.querySelector('.alert-box__message')?.getAttribute('data-contentful-field-id')).toBe('message');
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([null, 'danger'])('given type %s (empty or unknown), when mapped, then it is an information alert', (type) => {
    expect(fromAlertBox(raw(type)).type).toBe('information');
  });

  it('given an alert without a message, when rendered, then only the title shows', () => {
    const { container } = render(<AlertBox {...fromAlertBox({ ...raw('warning'), message: null })} />);
    expect(container.querySelector('.alert-box__message')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Warning: Office closures');
  });

  it('given ids, when the block loads, then it queries them and keeps the padding', async () => {
    const context = loadContext({ alertBoxCollection: { items: [raw('error')] } });
    const loaded = await alertBoxBlock.load(['alert-1'], context);
    expect(context.calls).toEqual([{ variables: { ids: ['alert-1'], preview: false } }]);
    expect(loaded.get('alert-1')).toEqual({
      id: 'alert-1',
      type: 'error',
      title: 'Office closures',
      message: ['Our offices are closed on Monday.', 'Claims can still be filed online.'],
      padding: 'None',
    });
  });
});
