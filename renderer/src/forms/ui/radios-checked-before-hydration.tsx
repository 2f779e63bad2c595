'use client';

import { getIn } from 'final-form';
import { useEffect, type RefObject } from 'react';
import { useForm } from 'react-final-form';

/**
 * Carries the radio buttons a visitor checked before the form's script arrived into the form's
 * state. React 19 replays, at hydration, the change of a text field, select or checkbox edited in
 * the server's HTML, but not of a radio button that was unchecked there (react-dom's
 * `hydrateInput`), so a choice made in the first moments of a page would be lost and a field that
 * depends on it (a `required_if` field, the quote's gender) would not show.
 *
 * After hydration it reads which radios are checked in `formRef`'s form, then, once
 * react-final-form has finished mounting (it sets the initial values again as it resumes
 * validation), sets with `form.change` each one the form does not hold. Render it inside a
 * react-final-form `<Form>`; it renders nothing.
 */
export function RadiosCheckedBeforeHydration({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const form = useForm();
  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const chosen = [...element.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')]
      .filter((radio) => radio.name)
      .map((radio) => [radio.name, radio.value] as const);
    if (chosen.length === 0) return;
    const timer = setTimeout(() => {
      const { values } = form.getState();
      for (const [name, value] of chosen) if (getIn(values ?? {}, name) !== value) form.change(name, value);
    }, 0);
    return () => clearTimeout(timer);
  }, [form, formRef]);
  return null;
}
