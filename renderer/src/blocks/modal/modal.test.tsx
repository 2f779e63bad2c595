import type { ModalBlockFragment } from '@insurer/content-model/types';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proposalForm } from '@insurer/contracts/testing/forms';
import { axeViolations } from '../../test/axe.js';
import { findIslandRoot } from '../../test/islands.js';
import { stubContext } from '../../test/query-stub.js';
import { fromModal } from './from-modal.js';
import { modalBlock } from './index.js';
import { Modal } from './modal.js';
import type { ModalProps } from './from-modal.js';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.body.style.overflow = '';
  vi.restoreAllMocks();
});

function modal(id: string, content: ModalBlockFragment['content'], extra: Partial<ModalBlockFragment> = {}): ModalBlockFragment {
  return { sys: { id }, variant: 'Modal', trigger: '#schedule-a-call', title: 'Got a minute?', content, ...extra };
}

const scheduleModal: ModalProps = {
  id: 'modal-schedule-a-call',
  variant: 'Modal',
  trigger: '#schedule-a-call',
  title: 'Got a minute?',
  content: { id: 'form-block-schedule-meeting', form: { kind: 'bespoke', formId: 'schedule-meeting-hc' }, padding: 'Small (default)' },
};

/** The modal with a trigger link before it, as a page would have, once its island (a lazy chunk of its own) has mounted. */
async function renderWithTrigger(props: ModalProps = scheduleModal) {
  const result = render(
    <>
      <a href="#schedule-a-call">Schedule a call</a>
      <Modal {...props} />
    </>,
  );
  await findIslandRoot(result.container, `[data-modal="${props.id}"]`);
  return result;
}

describe('fromModal', () => {
  it('given a modal, when mapped, then variant, trigger, title and content are kept; a trigger without # gets it', () => {
    const content = scheduleModal.content;
    expect(fromModal(modal('m-1', null), content)).toEqual({ ...scheduleModal, id: 'm-1' });
    expect(fromModal(modal('m-2', null, { variant: null, trigger: 'get-a-quote', title: null }), undefined)).toEqual({
      id: 'm-2',
      variant: 'Drawer',
      trigger: '#get-a-quote',
    });
  });

  it('given a modal without trigger, when mapped, then it is skipped with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(fromModal(modal('m-3', null, { trigger: ' ' }), undefined)).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('modalBlock.load', () => {
  it('given modals wrapping a form block, a form and a quote widget, when loaded, then their forms and the quote widget load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const context = stubContext({
      ModalBlocks: {
        modalCollection: {
          items: [
            modal('modal-schedule-a-call', { __typename: 'FormBlock', sys: { id: 'form-block-schedule-meeting' } }),
            modal(
              'modal-proposal',
              { __typename: 'Form', sys: { id: 'form-request-a-proposal' } },
              { trigger: '#proposal', variant: 'Drawer' },
            ),
            modal(
              'modal-get-a-quote',
              { __typename: 'QuoteWidget', sys: { id: 'quote-widget-all-products' } },
              { trigger: '#get-a-quote', title: 'Get a quote' },
            ),
          ],
        },
      },
      FormBlockBlocks: {
        formBlockCollection: {
          items: [{ sys: { id: 'form-block-schedule-meeting' }, formId: 'schedule-meeting-hc', padding: 'Small (default)', form: null }],
        },
      },
      FormDefinitionById: { form: proposalForm() },
      QuoteWidgetBlocks: {
        quoteWidgetCollection: {
          items: [
            {
              sys: { id: 'quote-widget-all-products' },
              heading: 'Select one',
              tabs: ['Life', 'Dental'],
              defaultTab: 'Dental',
              flags: null,
              padding: null,
            },
          ],
        },
      },
    });
    const loaded = await modalBlock.load(['modal-schedule-a-call', 'modal-proposal', 'modal-get-a-quote'], context);
    expect(context.calls).toEqual([
      { operation: 'ModalBlocks', variables: { ids: ['modal-schedule-a-call', 'modal-proposal', 'modal-get-a-quote'], preview: false } },
      { operation: 'FormBlockBlocks', variables: { ids: ['form-block-schedule-meeting'], preview: false } },
      { operation: 'FormDefinitionById', variables: { id: 'form-request-a-proposal', preview: false } },
      { operation: 'QuoteWidgetBlocks', variables: { ids: ['quote-widget-all-products'], preview: false } },
    ]);
    expect(loaded.get('modal-schedule-a-call')).toEqual({ ...scheduleModal });
    expect(loaded.get('modal-proposal')).toMatchObject({
      variant: 'Drawer',
      trigger: '#proposal',
      content: { id: 'form-request-a-proposal', form: { kind: 'definition', definition: { formId: 'request-a-proposal' } } },
    });
    expect(loaded.get('modal-get-a-quote')).toEqual({
      id: 'modal-get-a-quote',
      variant: 'Modal',
      trigger: '#get-a-quote',
      title: 'Get a quote',
      quote: {
        widgetId: 'quote-widget-all-products',
        tabs: ['Life', 'Dental'],
        initialTab: 'Dental',
        flags: { dentalRefreshAgeRanges: true, okAgebandExpansion: false, accidentScSpouseAgeRule: true },
      },
    });
    expect(warn).not.toHaveBeenCalled();
    expect(modalBlock.padding?.(loaded.get('modal-get-a-quote')!)).toBe('None');
  });
});

describe('Modal (docs/requirements.md#modal-and-drawer)', () => {
  it('given no matching hash, when rendered, then the dialog is closed and hidden', async () => {
    const { container } = await renderWithTrigger();
    const root = container.querySelector('[data-modal="modal-schedule-a-call"]')!;
    expect(root.getAttribute('data-state')).toBe('closed');
    expect(root.hasAttribute('hidden')).toBe(true);
    expect(root.getAttribute('data-contentful-field-id')).toBe('trigger');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given the address hash equals the trigger on load, when rendered, then the titled modal dialog is open with its form', async () => {
    window.history.replaceState(null, '', '/retirement#schedule-a-call');
    const { container } = await renderWithTrigger();
    // It opens once its focus trap's chunk has arrived.
    const dialog = await screen.findByRole('dialog', { name: 'Got a minute?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('data-state')).toBe('open');
    expect(screen.getByRole('heading', { level: 2, name: 'Got a minute?' }).getAttribute('data-contentful-field-id')).toBe('title');
    expect(await screen.findByRole('form', { name: 'Schedule a meeting' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');
    expect(container.querySelector('.modal--modal')).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a trigger link, when clicked, then the dialog opens with focus inside; Escape closes it, clears the hash and returns focus to the link', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithTrigger();
    const link = screen.getByRole('link', { name: 'Schedule a call' });
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Got a minute?' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.hash).toBe('');
    expect(document.activeElement).toBe(link);
    expect(document.body.style.overflow).toBe('');
    await user.click(link);
    expect(await screen.findByRole('dialog', { name: 'Got a minute?' })).toBeTruthy();
  });

  it('given an open dialog, when the close button is pressed, then it closes and focus returns to the trigger link', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithTrigger();
    const link = screen.getByRole('link', { name: 'Schedule a call' });
    await user.click(link);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('given an open dialog, when the visitor clicks outside the panel, then it closes', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = await renderWithTrigger();
    await user.click(screen.getByRole('link', { name: 'Schedule a call' }));
    await screen.findByRole('dialog');
    await user.click(container.querySelector('.modal__backdrop')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given an open dialog, when the visitor tabs past either end, then focus stays inside (trapped)', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithTrigger();
    await user.click(screen.getByRole('link', { name: 'Schedule a call' }));
    const dialog = await screen.findByRole('dialog');
    // Its form is a lazy chunk of its own: the tab stops are counted once it is there.
    await within(dialog).findByRole('form', { name: 'Schedule a meeting' });
    const tabStops = dialog.querySelectorAll('input:not([type="radio"]), select, button').length + 1;
    const visited = new Set<Element | null>();
    for (let step = 0; step <= tabStops; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
      visited.add(document.activeElement);
    }
    expect(visited.has(screen.getByRole('button', { name: 'Submit' }))).toBe(true);
    for (let step = 0; step <= tabStops; step += 1) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('given a drawer whose content is a quote widget, when its hash is in the address, then the quote drawer opens with its tabs', async () => {
    window.history.replaceState(null, '', '/#get-a-quote');
    const quote = {
      widgetId: 'q',
      tabs: ['Life', 'Dental'] as const,
      initialTab: 'Dental' as const,
      flags: { dentalRefreshAgeRanges: true, okAgebandExpansion: false, accidentScSpouseAgeRule: true },
    };
    const { container } = render(
      <Modal
        id="modal-get-a-quote"
        variant="Drawer"
        trigger="#get-a-quote"
        title="Get a quote"
        quote={{ ...quote, tabs: [...quote.tabs] }}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Get a quote' }, { timeout: 15_000 });
    expect(container.querySelector('[data-quote-drawer="page"]')?.getAttribute('data-trigger')).toBe('#get-a-quote');
    expect(dialog.textContent).toContain('Got a minute?');
    expect(screen.getByRole('tablist', { name: 'Select one' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Dental' }).getAttribute('aria-selected')).toBe('true');
    expect(await axeViolations(container)).toEqual([]);
  });
});
