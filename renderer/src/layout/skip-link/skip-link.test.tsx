import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe.js';
import { SkipLink } from './skip-link.js';

describe('SkipLink (docs/requirements.md#header-and-navigation "a skip-to-main link")', () => {
  it('given a page, when the visitor first presses Tab, then the skip link to #main has focus', async () => {
    const { container } = render(
      <>
        <SkipLink />
        <nav aria-label="Main">
          <a href="/life-insurance">Life insurance</a>
        </nav>
        <main id="main" tabIndex={-1}>
          <h1>Home</h1>
        </main>
      </>,
    );
    await userEvent.setup().tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(link);
    expect(link.getAttribute('href')).toBe('#main');
    expect(await axeViolations(container)).toEqual([]);
  });
});
