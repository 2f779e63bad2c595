import { inspect } from '../../inspector.js';
import { FormBlock } from '../form-block/form-block.js';
import type { ModalProps } from './from-modal.js';
import { LazyModalIsland } from '../small-islands.js';
import { QuoteDrawer } from '../../layout/quote-drawer/quote-drawer.js';

/**
 * A modal or slide-in drawer wrapping a form (docs/requirements.md#modal-and-drawer "modal or
 * drawer wrapping a form"): closed until the address hash matches its trigger; the form is drawn
 * here on the server, inside the dialog island.
 */
export function Modal({ id, variant, trigger, title, content, quote }: ModalProps) {
  // A quote widget opens in the quote drawer: its script loads on first open (docs/requirements.md#quote-widget).
  if (quote) return <QuoteDrawer widget={quote} trigger={trigger} variant={variant} site={false} {...(title ? { title } : {})} />;
  return (
    <LazyModalIsland
      id={id}
      variant={variant}
      trigger={trigger}
      title={title}
      titleInspect={inspect(id, 'title')}
      rootInspect={inspect(id, 'trigger')}
    >
      {content ? <FormBlock {...content} /> : null}
    </LazyModalIsland>
  );
}
