import type { ModalBlockFragment } from '@insurer/content-model/types';
import type { ModalVariant } from '@insurer/content-model/model';
import type { BlockBaseProps } from '../../core/types.js';
import type { FormBlockProps } from '../form-block/from-form-block.js';
import type { QuoteDrawerWidget } from '../../layout/quote-drawer/quote-drawer-widget.js';

/** How the block opens (docs/requirements.md#modal-and-drawer: a drawer or a modal); Drawer is the model's default. */
export type { ModalVariant };

export interface ModalProps extends BlockBaseProps {
  variant: ModalVariant;
  /** The address hash that opens it, e.g. '#schedule-a-call'. */
  trigger: string;
  /** The dialog's title, e.g. 'Got a minute?' (docs/requirements.md#modal-and-drawer). */
  title?: string;
  /** The form it wraps. */
  content?: FormBlockProps;
  /** The quote widget it wraps instead of a form: the dialog is then the quote drawer (docs/requirements.md#quote-widget). */
  quote?: QuoteDrawerWidget;
}

/** What a modal's `content` link points at. */
export type ModalContentRef = { kind: 'formBlock' | 'form' | 'quoteWidget' | 'other'; typename: string; id: string };

/** The modal's content link, or undefined when it has none (unpublished or missing). */
export function modalContentRef(raw: ModalBlockFragment): ModalContentRef | undefined {
  const content = raw.content;
  if (!content || !('sys' in content)) return undefined;
  const kind =
    content.__typename === 'FormBlock'
      ? 'formBlock'
      : content.__typename === 'Form'
        ? 'form'
        : content.__typename === 'QuoteWidget'
          ? 'quoteWidget'
          : 'other';
  return { kind, typename: content.__typename, id: content.sys.id };
}

/**
 * Props of a `Modal` entry with its loaded content (`content`: the form block props of its
 * content, or undefined). Undefined — the block is skipped with a warning — without a trigger,
 * since nothing could open it. The trigger gets its leading '#' when content lacks it.
 */
export function fromModal(raw: ModalBlockFragment, content: FormBlockProps | undefined, quote?: QuoteDrawerWidget): ModalProps | undefined {
  const trigger = raw.trigger?.trim();
  if (!trigger) {
    console.warn(`[renderer] modal ${raw.sys.id} has no trigger; skipped`);
    return undefined;
  }
  return {
    id: raw.sys.id,
    variant: raw.variant === 'Modal' ? 'Modal' : 'Drawer',
    trigger: trigger.startsWith('#') ? trigger : `#${trigger}`,
    ...(raw.title ? { title: raw.title } : {}),
    ...(content ? { content } : {}),
    ...(quote ? { quote } : {}),
  };
}
