import { inspect } from '../../inspector.js';
import { LazyDynamicCardGridIsland } from '../small-islands.js';
import type { DynamicCardGridProps } from './from-dynamic-card-grid.js';

/**
 * The filterable article grid of the Learning Center and Edge hub. The server fetched the
 * articles (the delivery token stays on the server); filtering and 'Show more' happen in the
 * browser island, whose first state the server renders.
 */
export function DynamicCardGrid({ id, title, topics, formats, pageSize, articles }: DynamicCardGridProps) {
  const headingId = `dynamic-card-grid-${id}`;
  return (
    <section className="dynamic-card-grid" {...(title ? { 'aria-labelledby': headingId } : { 'aria-label': 'Articles' })}>
      {title ? (
        <h2 id={headingId} className="dynamic-card-grid__title" {...inspect(id, 'title')}>
          {title}
        </h2>
      ) : null}
      <LazyDynamicCardGridIsland
        id={headingId}
        topics={topics}
        formats={formats}
        pageSize={pageSize}
        articles={articles}
        headingLevel={title ? 3 : 2}
      />
    </section>
  );
}
