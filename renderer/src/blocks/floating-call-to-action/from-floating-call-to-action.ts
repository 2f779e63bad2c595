import type { FloatingCallToActionBlockFragment } from '@insurer/content-model/types';
import { fromLink, type LinkProps } from '../../shared/link.js';
import type { BlockBaseProps } from '../../core/types.js';

export interface FloatingCallToActionProps extends BlockBaseProps {
  /** Optional text beside the button. */
  text?: string;
  /** The call to action; without one the block draws nothing. */
  link?: LinkProps;
}

/** Props of a `FloatingCallToAction` entry. */
export function fromFloatingCallToAction(raw: FloatingCallToActionBlockFragment): FloatingCallToActionProps {
  const link = fromLink(raw.link);
  return { id: raw.sys.id, ...(raw.text ? { text: raw.text } : {}), ...(link ? { link } : {}) };
}
