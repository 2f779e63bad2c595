import { inspect } from '../../inspector.js';
import { formatPostDate, type DynamicListItem } from './from-dynamic-list.js';

/** One article row: linked title, post date and intro. Server-safe (also drawn inside the pager island). */
export function DynamicListRow({ item, headingLevel }: { item: DynamicListItem; headingLevel: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="dynamic-list__item">
      <Heading className="dynamic-list__item-title" {...inspect(item.id, 'title')}>
        <a href={item.href}>{item.title}</a>
      </Heading>
      {item.postDate ? (
        <p className="dynamic-list__date">
          <time dateTime={item.postDate}>{formatPostDate(item.postDate)}</time>
        </p>
      ) : null}
      {item.intro ? (
        <p className="dynamic-list__intro" {...inspect(item.id, 'blogIntroText')}>
          {item.intro}
        </p>
      ) : null}
    </article>
  );
}
