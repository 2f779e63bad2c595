import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe.js';
import { Toasts, useToasts } from './toasts.js';

/** The toasts with two buttons that notify, as the app wires them. */
function Harness() {
  const { toasts, notify, dismiss } = useToasts();
  return (
    <>
      <button type="button" onClick={() => notify('Deleted.', 'success')}>
        Delete
      </button>
      <button type="button" onClick={() => notify('The entry could not be saved.', 'error')}>
        Fail
      </button>
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </>
  );
}

describe('the notifications (issue 42: Forma 36’s Notification throws under React 19)', () => {
  it('given a confirmation, then it shows, is announced politely in a status live region, and axe finds nothing', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted.', { selector: '.toast__text' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
    const announced = await screen.findByText(
      (_, element) => element?.getAttribute('role') === 'status' && /Deleted\./.test(element.textContent ?? ''),
    );
    expect(announced.getAttribute('aria-live')).toBe('polite');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given an error, then its announcement is assertive', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const announced = await screen.findByText(
      (_, element) => element?.getAttribute('role') === 'status' && /could not be saved/.test(element.textContent ?? ''),
    );
    expect(announced.getAttribute('aria-live')).toBe('assertive');
  });

  it('given a toast, when its Dismiss button is pressed with the keyboard, then it is gone', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dismiss = await screen.findByRole('button', { name: 'Dismiss: Deleted.' });
    dismiss.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Deleted.', { selector: '.toast__text' })).toBeNull());
  });

  it('given a focused toast, when Escape is pressed, then it is gone', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const text = await screen.findByText('Deleted.', { selector: '.toast__text' });
    act(() => (text.closest('.toast') as HTMLElement).focus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Deleted.', { selector: '.toast__text' })).toBeNull());
  });
});
