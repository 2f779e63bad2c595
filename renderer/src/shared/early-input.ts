/*
 * What a visitor does in an island's server HTML before its script has run is kept
 * (docs/requirements.md#decision-input-before-hydration).
 *
 * The forms, the annuity planning widget, the RILA tool and the retirement calculator are
 * islands: their server HTML shows at once, but their handlers exist only once their chunk has
 * arrived and React has hydrated them. Two things went wrong in that window, which is longer
 * since Next.js's scripts load after the first paint (docs/requirements.md#decision-scripts-after-first-paint):
 * - a press of Next, See outcomes or Submit did the browser's default, a GET or POST of the page
 *   itself, which reloaded it and lost what the visitor had typed (and, for a GET, put it in the
 *   address);
 * - what was typed stayed on screen but not in the island's state: React 19 takes over a
 *   controlled field's DOM value at hydration without an onChange, so the next submit checked an
 *   empty amount while the field showed one.
 *
 * This module is server-safe (no React import): the root layout renders `HELD_SUBMIT_SCRIPT`,
 * the islands call `useEarlyInput` (use-early-input.ts).
 */

/** The attribute an island puts on its `<form>` to have an early submit held: `data-hold-submit=""`. */
export const HOLD_SUBMIT_ATTRIBUTE = 'data-hold-submit';

/**
 * The property `HELD_SUBMIT_SCRIPT` sets on a form while a submit is held: `{ submitter }`, the
 * button that made it (or null). A property, not an attribute, so that hydration finds the
 * server's attributes unchanged.
 */
export const HELD_SUBMIT_PROPERTY = '$$heldSubmit';

/** A form that may hold a submit. */
export type HoldingForm = HTMLFormElement & { [HELD_SUBMIT_PROPERTY]?: { submitter: HTMLElement | null } };

/**
 * The inline script (rendered with the page's nonce, first in `<body>`) that holds early submits:
 * a capture-phase `submit` listener on the window that, for a form carrying
 * `data-hold-submit` but not yet `data-hydrated` (shared/use-hydrated.ts), prevents the browser's
 * default and notes the submit on the form (`HELD_SUBMIT_PROPERTY`; a later press replaces an
 * earlier one). Forms without `data-hold-submit` (the GET forms of search and the finders, which
 * work without script) are left alone; so is every form once hydrated. Without JavaScript the
 * script does not run and the forms do what their HTML says.
 */
export const HELD_SUBMIT_SCRIPT = `addEventListener("submit",function(e){var f=e.target;if(!(f instanceof HTMLFormElement)||!f.hasAttribute("${HOLD_SUBMIT_ATTRIBUTE}")||f.hasAttribute("data-hydrated"))return;e.preventDefault();f.${HELD_SUBMIT_PROPERTY}={submitter:e.submitter||null}},true);`;

/** Whether `form` holds a submit made before its island hydrated. */
export function holdsSubmit(form: HTMLFormElement): boolean {
  return Boolean((form as HoldingForm)[HELD_SUBMIT_PROPERTY]);
}

/**
 * Sends a held submit again (`form.requestSubmit`, with the button that made it when it is still
 * a submit button of this form) and forgets it; does nothing when no submit is held. Returns
 * whether it sent one.
 */
export function replayHeldSubmit(form: HTMLFormElement): boolean {
  const held = (form as HoldingForm)[HELD_SUBMIT_PROPERTY];
  if (!held) return false;
  delete (form as HoldingForm)[HELD_SUBMIT_PROPERTY];
  const marked = held.submitter;
  const submitter =
    (marked instanceof HTMLButtonElement || marked instanceof HTMLInputElement) && marked.type === 'submit' && marked.form === form
      ? marked
      : null;
  form.requestSubmit(submitter);
  return true;
}

/** The value setter of the element's own prototype, which React's value tracking does not see. */
function setUntracked(element: HTMLElement, property: 'value' | 'checked', value: string | boolean): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, property)?.set;
  setter?.call(element, value);
}

/** A field the visitor changed in the server HTML before hydration, and what they left in it. */
export type EarlyInput =
  | { element: HTMLInputElement | HTMLTextAreaElement; value: string }
  | { element: HTMLInputElement; checked: boolean }
  | { element: HTMLSelectElement; selected: string[] };

const NOT_TYPED = ['radio', 'checkbox', 'hidden', 'submit', 'button', 'reset', 'file', 'image'];

/**
 * The fields of `form` the visitor changed before hydration. Call it in the commit that hydrates
 * the island (a layout effect): React has then set each field's default (`defaultValue`,
 * `defaultChecked`) to the value it rendered, and not yet rendered again (the first render after
 * hydration puts each controlled field back to the island's state, which would lose the typing).
 * Radio buttons are left to `RadiosCheckedBeforeHydration` (forms/ui) in the react-final-form
 * forms; the other islands render none in their first state.
 */
export function captureEarlyInput(form: HTMLFormElement): EarlyInput[] {
  const changed: EarlyInput[] = [];
  for (const element of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (element.disabled) continue;
    if (element instanceof HTMLSelectElement) {
      if ([...element.options].some((option) => option.selected !== option.defaultSelected)) {
        changed.push({ element, selected: [...element.selectedOptions].map((option) => option.value) });
      }
    } else if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      if (element.checked !== element.defaultChecked) changed.push({ element, checked: element.checked });
    } else if (element instanceof HTMLTextAreaElement || !NOT_TYPED.includes(element.type)) {
      if (element.value !== element.defaultValue) changed.push({ element, value: element.value });
    }
  }
  return changed;
}

/**
 * Hands React the changes `captureEarlyInput` found, as the events React listens for, so each
 * field's `onChange` (or react-final-form's) puts them in the island's state:
 * - a text field or text area: its value, then an `input` event;
 * - a checkbox: its checked state, then a `click` event;
 * - a select: its chosen options, then a `change` event.
 * The value is written past React's value tracking (the prototype's setter), after setting the
 * tracked value to the field's current one, so that React sees a change whatever it rendered in
 * between. Fields no longer in the document are skipped. Returns the names (or ids) handed over.
 */
export function applyEarlyInput(changes: readonly EarlyInput[]): string[] {
  const applied: string[] = [];
  for (const change of changes) {
    const { element } = change;
    if (!element.isConnected || element.disabled) continue;
    if ('selected' in change) {
      for (const option of change.element.options) option.selected = change.selected.includes(option.value);
      element.dispatchEvent(new Event('change', { bubbles: true }));
    } else if ('checked' in change) {
      if (change.element.checked === change.checked) change.element.checked = !change.checked;
      setUntracked(element, 'checked', change.checked);
      element.dispatchEvent(new Event('click', { bubbles: true }));
    } else {
      if (change.element.value === change.value) change.element.value = change.element.defaultValue;
      setUntracked(element, 'value', change.value);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    }
    applied.push(element.name || element.id);
  }
  return applied;
}
