import { act } from '@testing-library/react';
import { useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Field, Form } from 'react-final-form';
import { afterEach, describe, expect, it } from 'vitest';
import { ChoiceGroup } from './fields.js';
import { RadiosCheckedBeforeHydration } from './radios-checked-before-hydration.js';

const OPTIONS = [
  { value: 'yes', text: 'Yes' },
  { value: 'no', text: 'No' },
];

/** A form whose Yes/No group starts on No and shows a field only for Yes, as a required_if field does. */
function LicensedForm({ adopt }: { adopt: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Form
      onSubmit={() => undefined}
      initialValues={{ licensed: 'no' }}
      render={({ values }) => (
        <form ref={formRef}>
          {adopt ? <RadiosCheckedBeforeHydration formRef={formRef} /> : null}
          <ChoiceGroup name="licensed" label="Are you licensed?" type="radio" options={OPTIONS} />
          {values.licensed === 'yes' ? (
            <>
              <label htmlFor="npn">National Producer Number (NPN)</label>
              <Field id="npn" name="npn" component="input" />
            </>
          ) : null}
        </form>
      )}
    />
  );
}

let container: HTMLDivElement | undefined;
afterEach(() => {
  container?.remove();
  container = undefined;
});

/** The server's HTML in the page, Yes chosen by the visitor (as a click does: No unchecks), then React hydrates it. */
async function chooseYesThenHydrate(adopt: boolean): Promise<HTMLDivElement> {
  container = document.createElement('div');
  container.innerHTML = renderToString(<LicensedForm adopt={adopt} />);
  document.body.append(container);
  container.querySelector<HTMLInputElement>('input[type="radio"][value="yes"]')!.checked = true;
  await act(async () => {
    hydrateRoot(container!, <LicensedForm adopt={adopt} />);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return container;
}

describe('RadiosCheckedBeforeHydration', () => {
  it('keeps a choice made in the server HTML through hydration: the radio stays checked and the dependent field shows', async () => {
    const page = await chooseYesThenHydrate(true);
    expect(page.querySelector<HTMLInputElement>('input[value="yes"]')!.checked).toBe(true);
    expect(page.querySelector<HTMLInputElement>('input[value="no"]')!.checked).toBe(false);
    expect(page.textContent).toContain('National Producer Number (NPN)');
  });

  it('is needed: without it React hydrates past the choice and the dependent field stays hidden', async () => {
    const page = await chooseYesThenHydrate(false);
    expect(page.textContent).not.toContain('National Producer Number (NPN)');
  });
});
