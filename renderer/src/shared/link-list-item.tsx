import { CtaLink, type LinkProps } from './link.js';

/** One link of a link list, drawn as a text link whatever its button variant. */
export function LinkListItem({ link }: { link: LinkProps }) {
  return (
    <li>
      <CtaLink link={{ ...link, variant: 'Text link' }} />
    </li>
  );
}
