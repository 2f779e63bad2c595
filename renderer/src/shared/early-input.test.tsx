import { act, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PlanningWidget } from '../blocks/annuity-planning-widget/planning-widget.js';
import { applyEarlyInput, captureEarlyInput, HELD_SUBMIT_SCRIPT, holdsSubmit, replayHeldSubmit, type HoldingForm } from './early-input.js';
import { useEarlyInput } from './use-early-input.js';

const MESSAGE = 'Enter an amount between $25,000 and $1,000,000 using numbers only.';

beforeAll(() => {
  // What the root layout's inline script does on a page: one capture listener on the window.
  new Function(HELD_SUBMIT_SCRIPT)();
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** A form from `html`, with a listener that records whether the browser's default would have run (and stops jsdom's navigation). */
function formOf(html: string) {
  document.body.innerHTML = html;
  const form = document.querySelector('form')!;
  const defaults: boolean[] = [];
  form.addEventListener('submit', (event) => {
    defaults.push(!event.defaultPrevented);
    event.preventDefault();
  });
  return { form, defaults };
}

describe('HELD_SUBMIT_SCRIPT', () => {
  it('given an island form not yet hydrated, when submitted, then the browser default is prevented and the form and its button are marked', () => {
    const { form, defaults } = formOf(
      '<form data-hold-submit=""><input name="amount" value="30000"><button type="submit" name="go">Next</button></form>',
    );
    document.querySelector('button')!.click();
    expect(defaults).toEqual([false]);
    expect(holdsSubmit(form)).toBe(true);
    expect((form as HoldingForm).$$heldSubmit?.submitter?.textContent).toBe('Next');
    // Hydration must find the server's attributes unchanged.
    expect(form.outerHTML).toBe(
      '<form data-hold-submit=""><input name="amount" value="30000"><button type="submit" name="go">Next</button></form>',
    );
  });

  it('given two presses before hydration, then the latest button is the one held', () => {
    const { form } = formOf(
      '<form data-hold-submit=""><button type="submit" id="a">Save</button><button type="submit" id="b">Send</button></form>',
    );
    (form.querySelector('#a') as HTMLButtonElement).click();
    (form.querySelector('#b') as HTMLButtonElement).click();
    expect((form as HoldingForm).$$heldSubmit?.submitter?.id).toBe('b');
  });

  it('given a hydrated island form or a form without the mark (the GET search form), when submitted, then the browser default runs', () => {
    for (const html of [
      '<form data-hold-submit="" data-hydrated=""><button type="submit">Next</button></form>',
      '<form action="/search-results" method="get"><button type="submit">Search</button></form>',
    ]) {
      const { form, defaults } = formOf(html);
      document.querySelector('button')!.click();
      expect(defaults).toEqual([true]);
      expect(holdsSubmit(form)).toBe(false);
    }
  });
});

describe('replayHeldSubmit', () => {
  it('given a held submit, then it is sent once with the same button and the marks are cleared; with none, nothing is sent', () => {
    const { form } = formOf(
      '<form data-hold-submit=""><button type="submit" name="step" value="back">Back</button><button type="submit" name="step" value="next">Next</button></form>',
    );
    (form.querySelectorAll('button')[1] as HTMLButtonElement).click();
    form.setAttribute('data-hydrated', '');
    const sent: (string | undefined)[] = [];
    form.addEventListener('submit', (event) => sent.push((event.submitter as HTMLButtonElement | null)?.value));
    expect(replayHeldSubmit(form)).toBe(true);
    expect(sent).toEqual(['next']);
    expect(holdsSubmit(form)).toBe(false);
    expect(replayHeldSubmit(form)).toBe(false);
    expect(sent).toEqual(['next']);
  });
});

describe('useEarlyInput in an island', () => {
  it('given the planning widget in server HTML, when the visitor types an amount and presses Next before hydration, then after hydration step 2 shows with nothing lost', async () => {
    const element = <PlanningWidget id="w" variant="4-step" min={25000} max={1000000} invalidAmountMessage={MESSAGE} navigate={vi.fn()} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const form = container.querySelector('form')!;
    expect(form.hasAttribute('data-hydrated')).toBe(false);

    const amount = screen.getByRole('textbox', { name: 'Initial investment' }) as HTMLInputElement;
    amount.value = '30000';
    amount.dispatchEvent(new Event('input', { bubbles: true }));
    screen.getByRole('button', { name: 'Next' }).click();
    expect(holdsSubmit(form)).toBe(true);
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();

    await act(async () => {
      root = hydrateRoot(container, element);
    });
    await waitFor(() => expect(screen.getByText('Step 2 of 4')).toBeTruthy());
    expect(holdsSubmit(form)).toBe(false);
    expect(form.hasAttribute('data-hydrated')).toBe(true);
    await act(async () => {
      screen.getByRole('button', { name: 'Back' }).click();
    });
    expect((screen.getByRole('textbox', { name: 'Initial investment' }) as HTMLInputElement).value).toBe('30000');
  });
});

/** A controlled island with a text field, a select and a checkbox; it shows what its state holds on submit. */
function Preferences() {
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [term, setTerm] = useState('1');
  const [agree, setAgree] = useState(false);
  const [sent, setSent] = useState('');
  const marks = useEarlyInput(formRef);
  return (
    <form
      ref={formRef}
      {...marks}
      onSubmit={(event) => {
        event.preventDefault();
        setSent(`${name}|${term}|${agree}`);
      }}
    >
      <label htmlFor="name">Name</label>
      <input id="name" name="name" value={name} onChange={(event) => setName(event.target.value)} />
      <label htmlFor="term">Term</label>
      <select id="term" name="term" value={term} onChange={(event) => setTerm(event.target.value)}>
        <option value="1">1-year</option>
        <option value="6">6-year</option>
      </select>
      <input id="agree" name="agree" type="checkbox" checked={agree} onChange={(event) => setAgree(event.target.checked)} />
      <label htmlFor="agree">I agree</label>
      <button type="submit">Send</button>
      <output>{sent}</output>
    </form>
  );
}

describe('captureEarlyInput and applyEarlyInput', () => {
  it('given a text field, a select and a checkbox changed before hydration, then the island state holds them and the held submit sends them', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Preferences />);
    document.body.append(container);
    (screen.getByLabelText('Name') as HTMLInputElement).value = 'Ada';
    (screen.getByLabelText('Term') as HTMLSelectElement).value = '6';
    (screen.getByLabelText('I agree') as HTMLInputElement).checked = true;
    screen.getByRole('button', { name: 'Send' }).click();

    await act(async () => {
      root = hydrateRoot(container, <Preferences />);
    });
    await waitFor(() => expect(container.querySelector('output')?.textContent).toBe('Ada|6|true'));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
  });

  it('given nothing changed, then nothing is handed over', () => {
    document.body.innerHTML = renderToString(<Preferences />);
    const changes = captureEarlyInput(document.querySelector('form')!);
    expect(changes).toEqual([]);
    expect(applyEarlyInput(changes)).toEqual([]);
  });
});
