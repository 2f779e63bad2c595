import { inspect } from '../../inspector.js';
import { LazyDynamicListIsland } from '../small-islands.js';
import { EMPTY_LIST_MESSAGE, type DynamicListProps } from './from-dynamic-list.js';

/**
 * A list of the newest matching articles (docs/requirements.md#article-grid): the Standard variant
 * pages through them ('Page x of y' and a pager, an island); the 'Suggested articles' variant is
 * a static list of links (no JavaScript). No articles: 'Sorry here were no results found for this list.'
 */
export function DynamicList({ id, title, variant, pageSize, items }: DynamicListProps) {
  const heading = title ?? (variant === 'Suggested articles' ? 'Suggested articles' : undefined);
  const headingId = `dynamic-list-${id}`;
  return (
    <section
      className="dynamic-list"
      data-variant={variant}
      {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': 'Articles' })}
    >
      {heading ? (
        <h2 id={headingId} className="dynamic-list__title" {...(title ? inspect(id, 'title') : inspect(id, 'variant'))}>
          {heading}
        </h2>
      ) : null}
      {!items.length ? (
        <p className="dynamic-list__empty">{EMPTY_LIST_MESSAGE}</p>
      ) : variant === 'Suggested articles' ? (
        <ul className="dynamic-list__links">
          {items.slice(0, pageSize).map((item) => (
            <li key={item.id}>
              <a href={item.href} {...inspect(item.id, 'title')}>
                {item.title}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <LazyDynamicListIsland id={headingId} items={items} pageSize={pageSize} headingLevel={heading ? 3 : 2} />
      )}
    </section>
  );
}
