import type { AccentHeadingBlockFragment } from '@insurer/content-model/types';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import { paddingOf } from '../../shared/closed-list.js';

/** Heading levels the model offers ('h2', 'h3', 'h4'; default 'h2'). */
export type AccentHeadingLevel = 2 | 3 | 4;

export interface AccentHeadingProps extends BlockBaseProps {
  text: string;
  /** The heading's rank in the page outline, from the entry's `level`. */
  level: AccentHeadingLevel;
  padding?: Padding;
}

const LEVELS: Record<string, AccentHeadingLevel> = { h2: 2, h3: 3, h4: 4 };

/** Props of an `AccentHeading` entry; an unknown or empty `level` gives h2 (the model's default). */
export function fromAccentHeading(raw: AccentHeadingBlockFragment): AccentHeadingProps {
  return {
    id: raw.sys.id,
    text: raw.text?.trim() ?? '',
    level: LEVELS[raw.level ?? ''] ?? 2,
    ...paddingOf(raw.padding),
  };
}
