import type { TaglineBlockFragment } from '@insurer/content-model/types';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import { paddingOf } from '../../shared/closed-list.js';

export interface TaglineProps extends BlockBaseProps {
  /** The statement; empty only for an incomplete draft. */
  text: string;
  padding?: Padding;
}

/** Props of a `Tagline` entry as the block query answers it. */
export function fromTagline(raw: TaglineBlockFragment): TaglineProps {
  return { id: raw.sys.id, text: raw.text?.trim() ?? '', ...paddingOf(raw.padding) };
}
