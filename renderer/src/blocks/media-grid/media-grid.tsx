import { inspect } from '../../inspector.js';
import { ResponsiveImage } from '../../shared/responsive-image.js';
import { WistiaVideo } from '../../shared/wistia.js';
import type { MediaGridLayout, MediaGridProps } from './from-media-grid.js';
import { columnWidth, CONTENT_WIDTH, imageSizes as sizesFrom } from '../../shared/breakpoints.js';

const LAYOUT_CLASS: Record<MediaGridLayout, string> = {
  Standard: 'standard',
  Indented: 'indented',
  Narrow: 'narrow',
  'Wide Left': 'wide-left',
  'Wide Right': 'wide-right',
};

/**
 * How wide an image is drawn, per layout, for `sizes`: Standard and Indented are two columns,
 * Narrow one centred column, Wide Left/Right two thirds for the wide item and one third for the others.
 */
function imageSizes(layout: MediaGridLayout, wide: boolean): string {
  if (layout === 'Narrow') return sizesFrom({ md: '720px' });
  if (layout === 'Wide Left' || layout === 'Wide Right') {
    // Columns 2fr and 1fr, 16 px apart (`--space-2`), in the content column (1168 px from xl).
    const third = (CONTENT_WIDTH - 16) / 3;
    return wide ? sizesFrom({ xl: `${Math.round(2 * third)}px`, md: '66vw' }) : sizesFrom({ xl: `${Math.round(third)}px`, md: '33vw' });
  }
  return sizesFrom({ xl: columnWidth(2, 16), md: '50vw' });
}

/**
 * Images and videos in one of five layouts (docs/requirements.md#media-grid): Standard (two equal columns),
 * Indented (two columns set in from the left), Narrow (one centred column), Wide Left and Wide
 * Right (the first item wide on that side, the others stacked beside it). One column below 768 px.
 * Static: no JavaScript of ours.
 */
export function MediaGrid({ id, title, layout, items }: MediaGridProps) {
  if (!items.length) return null;
  const headingId = `media-grid-${id}`;
  return (
    <section className="media-grid" data-layout={LAYOUT_CLASS[layout]} aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <h2 id={headingId} className="media-grid__title" {...inspect(id, 'title')}>
          {title}
        </h2>
      ) : null}
      <ul className="media-grid__items" {...inspect(id, 'items')}>
        {items.map((item, index) => (
          <li
            key={item.id}
            className="media-grid__item"
            data-kind={item.kind}
            {...inspect(item.id, item.kind === 'image' ? 'media' : 'wistiaId')}
          >
            {item.kind === 'image' ? (
              <ResponsiveImage image={item.image} sizes={imageSizes(layout, index === 0)} className="media-grid__image" />
            ) : (
              <WistiaVideo {...item.video} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
