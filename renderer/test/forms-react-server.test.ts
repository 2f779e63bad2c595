import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';

/** React elements of a server component's output, depth first (server components among them are called). */
function elements(node: unknown): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(elements);
  if (!node || typeof node !== 'object' || !('props' in node)) return [];
  const element = node as ReactElement<Record<string, unknown>>;
  if (typeof element.type === 'function' && !isClientReference(element.type)) {
    return [element, ...elements((element.type as (props: unknown) => unknown)(element.props))];
  }
  return [element, ...elements(element.props.children)];
}

function isClientReference(type: unknown): boolean {
  return typeof type === 'function' && (type as { $$typeof?: symbol }).$$typeof === Symbol.for('react.client.reference');
}

function islandIds(node: unknown): string[] {
  return elements(node)
    .filter((element) => isClientReference(element.type))
    .map((element) => String((element.type as unknown as { $$id: string }).$$id).replace(/^.*\/src\//, ''));
}

/**
 * Form blocks and modals as a server component renders them: the forms and the dialog are
 * client islands with serialisable props; the server-safe forms entry loads without a DOM.
 */
describe('forms under the react-server condition', () => {
  it('given a bespoke and a definition form block, when rendered, then each form is one island with JSON props', async () => {
    const { FormBlock } = await import('../src/blocks/form-block/form-block.js');
    const bespoke = FormBlock({ id: 'fb-1', form: { kind: 'bespoke', formId: 'gl-contact-us-hc' } });
    expect(islandIds(bespoke)).toEqual(['forms/lazy-forms.tsx#LazyBespokeForm']);
    const island = elements(bespoke).find((element) => isClientReference(element.type))!;
    expect(island.props).toEqual({ formId: 'gl-contact-us-hc' });

    const definition = {
      id: 'form-1',
      formId: 'edge-newsletter',
      formType: 'pardot' as const,
      formSubmitUrl: 'https://go.example/l/edge',
      heading: 'Get The Edge in your inbox',
      fields: [{ id: 'f-1', name: 'email', component: 'EmailInput' as const, required: true, options: [] }],
    };
    const generic = FormBlock({ id: 'fb-2', form: { kind: 'definition', definition } });
    expect(islandIds(generic)).toEqual(['forms/lazy-forms.tsx#LazyGenericForm']);
    const genericIsland = elements(generic).find((element) => isClientReference(element.type))!;
    expect(JSON.parse(JSON.stringify(genericIsland.props.definition))).toEqual(definition);
  });

  it('given a modal wrapping a form block, when rendered, then the dialog island wraps the form island', async () => {
    const { Modal } = await import('../src/blocks/modal/modal.js');
    const tree = Modal({
      id: 'modal-1',
      variant: 'Modal',
      trigger: '#schedule-a-call',
      title: 'Got a minute?',
      content: { id: 'fb-1', form: { kind: 'bespoke', formId: 'schedule-meeting-hc' } },
    });
    expect(islandIds(tree)).toEqual(['blocks/small-islands.tsx#LazyModalIsland', 'forms/lazy-forms.tsx#LazyBespokeForm']);
  });

  it('given the react-server condition, when the forms entry is imported, then the schemas answer', async () => {
    const forms = await import('@insurer/contracts/forms');
    expect(forms.fieldErrors(forms.dentalNetworkSchema, {})?.zip).toBe('Enter a valid 5-digit zip code');
  });
});
