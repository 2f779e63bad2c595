import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe.js';
import { watchAccessibility } from './a11y-repairs.js';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
});

/** Markup as Contentful's field editors draw it, in a field frame, watched as the editor watches its fields. */
function mount(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  stop = watchAccessibility(root);
  return root;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the accessibility repairs of the field editors (docs/requirements.md#decision-workbench-accessibility)', () => {
  it('given the rich-text toolbar’s icon-only buttons and its unnamed textbox, then each gets a name', async () => {
    const root = mount(`
      <div data-field-id="body"><label>Body (required)</label>
        <button data-test-id="bold-toolbar-button"></button>
        <button data-test-id="embed-entry-inline-button"></button>
        <button data-test-id="named" aria-label="Named already"></button>
        <div role="textbox" contenteditable="true"></div>
      </div>`);
    const names = [...root.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['Bold', 'Embed entry inline', 'Named already']);
    expect(root.querySelector('[role="textbox"]')?.getAttribute('aria-label')).toBe('Body');
    expect(await axeViolations(root)).toEqual([]);
  });

  it('given a menu trigger whose span carries the popup state, then the button carries it', () => {
    const root = mount('<span aria-haspopup="menu" aria-expanded="false" aria-controls="m1"><button>Add content</button></span>');
    const button = root.querySelector('button')!;
    expect([button.getAttribute('aria-haspopup'), button.getAttribute('aria-expanded'), button.getAttribute('aria-controls')]).toEqual([
      'menu',
      'false',
      'm1',
    ]);
    expect(root.querySelector('span')?.hasAttribute('aria-haspopup')).toBe(false);
  });

  it('given a drag handle, then its wrapper becomes the focusable button and the inner one leaves the tab order', () => {
    const root = mount('<div><button data-test-id="cf-ui-drag-handle">Reorder Tagline</button></div>');
    const wrapper = root.firstElementChild as HTMLElement;
    expect([wrapper.getAttribute('role'), wrapper.getAttribute('tabindex'), wrapper.getAttribute('aria-label')]).toEqual([
      'button',
      '0',
      'Reorder Tagline',
    ]);
    const handle = wrapper.querySelector('button')!;
    expect([handle.getAttribute('tabindex'), handle.getAttribute('aria-hidden')]).toEqual(['-1', 'true']);
  });

  it('given an entry card with its own buttons, then the card is a named group', () => {
    const root = mount('<article role="button"><h3>Dental FAQ</h3><button>Actions</button></article>');
    const card = root.querySelector('article')!;
    expect([card.getAttribute('role'), card.getAttribute('aria-label')]).toEqual(['group', 'Dental FAQ']);
  });

  it('given a field’s validation errors drawn later, then the list is a live region of plain items and axe finds nothing', async () => {
    const root = mount('<div data-field-id="items"></div>');
    root.firstElementChild!.innerHTML =
      '<ul data-test-id="validation-errors"><li role="status" aria-roledescription="field-locale-schema">An accordion group holds at most 2 items.</li></ul>';
    await settle();
    const list = root.querySelector('ul')!;
    expect(list.getAttribute('aria-live')).toBe('polite');
    expect(list.querySelector('li')?.hasAttribute('role')).toBe(false);
    expect(await axeViolations(root)).toEqual([]);
  });

  it('given the watch stopped, then later markup is left as drawn', async () => {
    const root = mount('<div></div>');
    stop?.();
    root.firstElementChild!.innerHTML = '<button data-test-id="italic-toolbar-button"></button>';
    await settle();
    expect(root.querySelector('button')?.hasAttribute('aria-label')).toBe(false);
  });
});
