import type { LinkFieldsFragment } from '@insurer/content-model/types';
import { fromLink, type LinkProps } from './link.js';

/** Props of the usable links of a links collection, in the editor's order (unresolved and empty ones left out). */
export function fromLinks(items: readonly (LinkFieldsFragment | null | undefined)[] | null | undefined): LinkProps[] {
  return (items ?? []).map((item) => fromLink(item)).filter((link): link is LinkProps => Boolean(link));
}
