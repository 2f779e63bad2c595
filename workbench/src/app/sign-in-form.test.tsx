import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAppFixture, type AppFixture } from '../../test/app-fixture.js';
import { axeViolations } from '../../test/axe.js';
import type { SessionAnswer } from '../shared/sign-in.js';
import { App } from './app.js';
import { SignInForm } from './sign-in-form.js';

let fx: AppFixture;
// A workbench that asks everyone to sign in (WORKBENCH_SIGN_IN=required), with the demo users.
beforeAll(async () => {
  fx = await startAppFixture({ signIn: 'required' });
});
afterAll(() => fx?.close());

function renderForm() {
  const onSignedIn = vi.fn<(answer: SessionAnswer) => void>();
  const view = render(<SignInForm mode="required" onSignedIn={onSignedIn} />);
  return { ...view, onSignedIn, user: userEvent.setup() };
}

const email = () => screen.getByRole('textbox', { name: /^E-mail address/ });
const password = () => screen.getByLabelText(/^Password/);

describe('the sign-in page (docs/requirements.md#decision-workbench-roles-and-review)', () => {
  it('given nobody signed in, when the workbench opens, then it shows the sign-in page, labelled, and axe finds nothing', async () => {
    const { container } = render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the authoring workbench' }, { timeout: 10_000 })).toBeTruthy();
    expect(email().getAttribute('autocomplete')).toBe('username');
    expect(password().getAttribute('type')).toBe('password');
    expect(password().getAttribute('autocomplete')).toBe('current-password');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given an empty form, when sent, then each field says what it needs at the field and the e-mail field has the focus; axe finds nothing', async () => {
    const { container, user, onSignedIn } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email().getAttribute('aria-describedby')!)?.textContent).toBe('Enter your e-mail address.');
    expect(document.getElementById(password().getAttribute('aria-describedby')!)?.textContent).toBe('Enter your password.');
    expect(document.activeElement).toBe(email());
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a wrong password, when sent, then the server’s answer shows at the password field, which has the focus', async () => {
    const { user, onSignedIn } = renderForm();
    await user.type(email(), 'demo.author@lanternfield.example');
    await user.type(password(), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(password().getAttribute('aria-invalid')).toBe('true'), { timeout: 5_000 });
    expect(document.getElementById(password().getAttribute('aria-describedby')!)?.textContent).toBe(
      'The e-mail address or the password is not right.',
    );
    expect(email().getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(password());
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('given the demo author’s e-mail and password, when sent with Enter, then the workbench is told who signed in', async () => {
    const { user, onSignedIn } = renderForm();
    await user.type(email(), ' demo.author@lanternfield.example ');
    await user.type(password(), 'demo-author-password{Enter}');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(onSignedIn.mock.calls[0]![0]).toEqual({
      user: { id: expect.any(String), email: 'demo.author@lanternfield.example', name: 'Avery Author', role: 'author' },
      mode: 'required',
      signedIn: true,
    });
  });
});
