import { ModalBlocksDocument } from '@insurer/content-model/types';
import type { BlockDefinition } from '../../core/types.js';
import { formBlock } from '../form-block/index.js';
import type { FormBlockProps } from '../form-block/from-form-block.js';
import { loadFormDefinitions } from '../form-block/load-definitions.js';
import { fromModal, modalContentRef, type ModalProps } from './from-modal.js';
import { quoteWidgetBlock } from '../quote-widget/index.js';
import type { QuoteWidgetProps } from '../quote-widget/from-quote-widget.js';
import type { QuoteDrawerWidget } from '../../layout/quote-drawer/quote-drawer-widget.js';
import { Modal } from './modal.js';

/**
 * Modals and drawers: the modals by sys id (one collection query), then their content — form
 * blocks through the form block's own loader, form definitions through `loadFormDefinitions` —
 * and quote widgets through the quote widget's loader, in parallel. Content without a renderer is
 * left out with a warning; the dialog still renders, empty. Modals take no page padding.
 */
export const modalBlock: BlockDefinition<ModalProps> = {
  Component: Modal,
  inspectorField: 'internalName',
  padding: () => 'None',
  async load(ids, context) {
    const data = await context.query(ModalBlocksDocument, {
      ids,
      preview: context.preview,
      ...(context.locale ? { locale: context.locale } : {}),
    });
    const items = (data.modalCollection?.items ?? []).filter((item) => item !== null);
    const refs = items.map((item) => ({ item, ref: modalContentRef(item) }));
    const idsOf = (kind: 'formBlock' | 'form' | 'quoteWidget') => refs.flatMap(({ ref }) => (ref?.kind === kind ? [ref.id] : []));
    const [formBlocks, definitions, quotes] = await Promise.all([
      idsOf('formBlock').length ? formBlock.load([...new Set(idsOf('formBlock'))], context) : new Map<string, FormBlockProps>(),
      loadFormDefinitions(idsOf('form'), context),
      idsOf('quoteWidget').length
        ? quoteWidgetBlock.load([...new Set(idsOf('quoteWidget'))], context)
        : new Map<string, QuoteWidgetProps>(),
    ]);
    const result = new Map<string, ModalProps>();
    for (const { item, ref } of refs) {
      let content: FormBlockProps | undefined;
      let quote: QuoteDrawerWidget | undefined;
      if (ref?.kind === 'quoteWidget') {
        const widget = quotes.get(ref.id);
        quote = widget ? { widgetId: widget.id, tabs: widget.tabs, initialTab: widget.initialTab, flags: widget.flags } : undefined;
      } else if (ref?.kind === 'formBlock') content = formBlocks.get(ref.id);
      else if (ref?.kind === 'form') {
        const definition = definitions.get(ref.id);
        content = definition ? { id: ref.id, form: { kind: 'definition', definition } } : undefined;
      }
      if (ref?.kind === 'other') {
        console.warn(`[renderer] modal ${item.sys.id}: no renderer yet for its ${ref.typename} content; the dialog opens empty`);
      } else if (!content && !quote) {
        console.warn(`[renderer] modal ${item.sys.id}: its content could not be loaded; the dialog opens empty`);
      }
      const props = fromModal(item, content, quote);
      if (props) result.set(item.sys.id, props);
    }
    return result;
  },
};
