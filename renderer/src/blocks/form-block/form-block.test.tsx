import type { FormBlockBlockFragment } from '@insurer/content-model/types';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromFormDefinition } from '@insurer/contracts/forms';
import { newsletterForm, proposalForm } from '@insurer/contracts/testing/forms';
import { axeViolations } from '../../test/axe.js';
import { prerender } from '../../test/prerender.js';
import { stubContext } from '../../test/query-stub.js';
import { FormBlock } from './form-block.js';
import { fromFormBlock, NO_DEFINITIONS } from './from-form-block.js';
import { formBlock } from './index.js';

afterEach(() => vi.restoreAllMocks());

function block(id: string, extra: Partial<FormBlockBlockFragment> = {}): FormBlockBlockFragment {
  return { sys: { id }, formId: null, padding: 'Small (default)', form: null, ...extra };
}

const proposal = fromFormDefinition(proposalForm())!;

describe('fromFormBlock (docs/requirements.md#form-selection)', () => {
  it('given a block with a bespoke form id, when mapped, then it picks that bespoke form', () => {
    expect(fromFormBlock(block('fb-1', { formId: 'gl-contact-us-hc' }), NO_DEFINITIONS)).toEqual({
      id: 'fb-1',
      form: { kind: 'bespoke', formId: 'gl-contact-us-hc' },
      padding: 'Small (default)',
    });
  });

  it('given a block linking a definition whose form id is bespoke, when mapped, then the bespoke form is picked by that id', () => {
    expect(fromFormBlock(block('fb-2', { form: { sys: { id: 'f-1' }, formId: 'schedule-meeting-hc' } }), NO_DEFINITIONS)?.form).toEqual({
      kind: 'bespoke',
      formId: 'schedule-meeting-hc',
    });
  });

  it('given a block linking another definition, when mapped, then it renders the loaded definition', () => {
    const raw = block('fb-3', { padding: null, form: { sys: { id: 'form-request-a-proposal' }, formId: 'request-a-proposal' } });
    expect(fromFormBlock(raw, { ...NO_DEFINITIONS, byId: new Map([['form-request-a-proposal', proposal]]) })).toEqual({
      id: 'fb-3',
      form: { kind: 'definition', definition: proposal },
    });
  });

  it('given a block with neither, or a definition that did not load, when mapped, then it is skipped with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(fromFormBlock(block('fb-4'), NO_DEFINITIONS)).toBeUndefined();
    expect(fromFormBlock(block('fb-5', { form: { sys: { id: 'missing' }, formId: 'x' } }), NO_DEFINITIONS)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('given a block naming a form definition by its form id, when mapped, then it renders that definition, whatever it links', () => {
    const raw = block('fb-6', { formId: 'request-a-proposal', form: { sys: { id: 'form-other' }, formId: 'other' } });
    expect(fromFormBlock(raw, { ...NO_DEFINITIONS, byFormId: new Map([['request-a-proposal', proposal]]) })?.form).toEqual({
      kind: 'definition',
      definition: proposal,
    });
  });

  it('given an id no form has, when mapped, then visitors get nothing (a warning) and the editor’s draft preview gets a notice', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const raw = block('fb-7', { formId: 'no-such-form' });
    expect(fromFormBlock(raw, NO_DEFINITIONS)).toBeUndefined();
    expect(fromFormBlock(raw, NO_DEFINITIONS, true)?.form).toEqual({ kind: 'unknown', formId: 'no-such-form' });
    expect(warn.mock.calls[0]?.[0]).toBe(
      '[renderer] form block fb-7 names the form id "no-such-form", which no bespoke form or form definition has; skipped',
    );
  });
});

describe('formBlock.load', () => {
  it('given bespoke and definition blocks, when loaded, then each distinct definition is queried once by form(id, preview)', async () => {
    const context = stubContext(
      {
        FormBlockBlocks: {
          formBlockCollection: {
            items: [
              block('form-block-contact-us', { formId: 'gl-contact-us-hc' }),
              block('form-block-request-a-proposal', { form: { sys: { id: 'form-request-a-proposal' }, formId: 'request-a-proposal' } }),
              block('form-block-edge-newsletter', { form: { sys: { id: 'form-edge-newsletter' }, formId: 'edge-newsletter' } }),
              block('form-block-proposal-again', { form: { sys: { id: 'form-request-a-proposal' }, formId: 'request-a-proposal' } }),
              null,
            ],
          },
        },
        FormDefinitionById: (variables: Record<string, unknown>) => ({
          form: variables.id === 'form-edge-newsletter' ? newsletterForm() : proposalForm(),
        }),
      },
      { preview: true, locale: 'en-US' },
    );
    const loaded = await formBlock.load(
      ['form-block-contact-us', 'form-block-request-a-proposal', 'form-block-edge-newsletter', 'form-block-proposal-again'],
      context,
    );
    expect(context.calls).toEqual([
      {
        operation: 'FormBlockBlocks',
        variables: {
          ids: ['form-block-contact-us', 'form-block-request-a-proposal', 'form-block-edge-newsletter', 'form-block-proposal-again'],
          preview: true,
          locale: 'en-US',
        },
      },
      { operation: 'FormDefinitionById', variables: { id: 'form-request-a-proposal', preview: true, locale: 'en-US' } },
      { operation: 'FormDefinitionById', variables: { id: 'form-edge-newsletter', preview: true, locale: 'en-US' } },
    ]);
    expect(loaded.get('form-block-contact-us')?.form).toEqual({ kind: 'bespoke', formId: 'gl-contact-us-hc' });
    expect(loaded.get('form-block-request-a-proposal')?.form).toEqual({ kind: 'definition', definition: proposal });
    expect(loaded.get('form-block-edge-newsletter')?.form).toMatchObject({ kind: 'definition', definition: { formType: 'pardot' } });
    expect(formBlock.padding?.(loaded.get('form-block-contact-us')!)).toBe('Small (default)');
  });

  it('given a definition that is missing or whose query fails, when loaded, then only its block is skipped with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const context = stubContext({
      FormBlockBlocks: {
        formBlockCollection: {
          items: [
            block('fb-ok', { formId: 'annuities-form-hc' }),
            block('fb-missing', { form: { sys: { id: 'gone' }, formId: 'gone' } }),
            block('fb-broken', { form: { sys: { id: 'broken' }, formId: 'broken' } }),
          ],
        },
      },
      FormDefinitionById: (variables: Record<string, unknown>) => {
        if (variables.id === 'broken') throw new Error('complexity');
        return { form: null };
      },
    });
    const loaded = await formBlock.load(['fb-ok', 'fb-missing', 'fb-broken'], context);
    expect([...loaded.keys()]).toEqual(['fb-ok']);
    expect(context.calls[0]?.variables).toEqual({ ids: ['fb-ok', 'fb-missing', 'fb-broken'], preview: false });
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      '[renderer] form definition gone not found; skipped',
      '[renderer] loading form definition broken failed; skipped',
      '[renderer] form block fb-missing has no bespoke form and no loadable form definition; skipped',
      '[renderer] form block fb-broken has no bespoke form and no loadable form definition; skipped',
    ]);
  });
});

describe('formBlock.load by form id', () => {
  it('given blocks naming definitions by form id, when loaded, then each distinct form id is queried once and its definition rendered', async () => {
    const context = stubContext({
      FormBlockBlocks: {
        formBlockCollection: {
          items: [
            block('fb-a', { formId: 'request-a-proposal' }),
            block('fb-b', { formId: 'request-a-proposal' }),
            block('fb-c', { formId: 'gl-contact-us-hc' }),
          ],
        },
      },
      FormDefinitionByFormId: (variables: Record<string, unknown>) => ({
        formCollection: { items: variables.formId === 'request-a-proposal' ? [proposalForm()] : [] },
      }),
    });
    const loaded = await formBlock.load(['fb-a', 'fb-b', 'fb-c'], context);
    expect(context.calls.slice(1)).toEqual([
      { operation: 'FormDefinitionByFormId', variables: { formId: 'request-a-proposal', preview: false } },
    ]);
    expect(loaded.get('fb-a')?.form).toEqual({ kind: 'definition', definition: proposal });
    expect(loaded.get('fb-b')?.form).toEqual({ kind: 'definition', definition: proposal });
    expect(loaded.get('fb-c')?.form).toEqual({ kind: 'bespoke', formId: 'gl-contact-us-hc' });
  });
});

describe('FormBlock', () => {
  it('given an id no form has, in draft mode, when rendered, then the editor reads which id names no form', async () => {
    const { container } = render(<FormBlock id="fb-7" form={{ kind: 'unknown', formId: 'no-such-form' }} />);
    expect(screen.getByRole('note').textContent).toBe(
      'No form has the id “no-such-form”. Use a bespoke form id or the form id of a form definition; visitors see nothing here until then.',
    );
    expect(container.firstElementChild?.getAttribute('data-contentful-field-id')).toBe('formId');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a bespoke block, when rendered, then the bespoke form shows, tagged for the inspector', async () => {
    const { container } = render(<FormBlock id="form-block-contact-us" form={{ kind: 'bespoke', formId: 'gl-contact-us-hc' }} />);
    const root = container.firstElementChild!;
    expect(root.getAttribute('data-contentful-entry-id')).toBe('form-block-contact-us');
    expect(root.getAttribute('data-contentful-field-id')).toBe('formId');
    expect(await screen.findByRole('form', { name: 'Contact us' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a definition block, when rendered, then heading, subheading, description and disclaimer show around the generic form', async () => {
    const { container } = render(<FormBlock id="form-block-request-a-proposal" form={{ kind: 'definition', definition: proposal }} />);
    // The fields arrive with the form's chunk (React.lazy).
    await screen.findByRole('form', { name: 'Request a benefits proposal' });
    const heading = screen.getByRole('heading', { level: 2, name: 'Request a benefits proposal' });
    expect(heading.getAttribute('data-contentful-entry-id')).toBe('form-request-a-proposal');
    expect(screen.getByRole('region', { name: 'Request a benefits proposal' }).getAttribute('data-contentful-field-id')).toBe('form');
    expect(screen.getByText('Tell us about your organization').getAttribute('data-contentful-field-id')).toBe('subheading');
    expect(screen.getByText(/Share a few details/).getAttribute('data-contentful-field-id')).toBe('description');
    expect(screen.getByText(/By submitting this form you agree/).closest('[data-contentful-field-id="formDisclaimer"]')).not.toBeNull();
    expect(screen.getByRole('form', { name: 'Request a benefits proposal' }).getAttribute('action')).toBe('/api/forms/request-a-proposal');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given both kinds, when prerendered on the server, then the forms are in the HTML with no browser code run', async () => {
    const bespoke = await prerender(<FormBlock id="fb-1" form={{ kind: 'bespoke', formId: 'dental-network-sf-hc' }} />);
    expect(bespoke).toContain('aria-label="Dental network joining"');
    expect(bespoke).toContain('maxLength="40"');
    const generic = await prerender(<FormBlock id="fb-2" form={{ kind: 'definition', definition: proposal }} />);
    expect(generic).toContain('action="/api/forms/request-a-proposal"');
    expect(generic).toContain('method="post"');
    expect(generic).toContain('name="utm_source"');
  });
});
