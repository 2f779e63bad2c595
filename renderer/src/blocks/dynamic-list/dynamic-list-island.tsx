'use client';

import { useRef, useState } from 'react';
import { DynamicListRow } from './dynamic-list-item.js';
import type { DynamicListItem } from './from-dynamic-list.js';
import { useHydratedMark } from '../../shared/use-hydrated.js';

export interface DynamicListIslandProps {
  id: string;
  items: DynamicListItem[];
  pageSize: number;
  headingLevel: 2 | 3;
}

/**
 * The paged article list (docs/requirements.md#dynamic-list "Dynamic list shows 'Page x of y' and a pager"): previous,
 * numbered and next page buttons (`aria-current="page"` on the current one); changing page moves
 * focus to the list so keyboard and screen-reader users start reading the new page. The server
 * renders page 1.
 */
export function DynamicListIsland({ id, items, pageSize, headingLevel }: DynamicListIslandProps) {
  const [page, setPage] = useState(1);
  const mark = useHydratedMark();
  const list = useRef<HTMLDivElement>(null);
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const shown = items.slice((page - 1) * pageSize, page * pageSize);
  const statusId = `${id}-status`;

  const go = (next: number) => {
    if (next < 1 || next > pages || next === page) return;
    setPage(next);
    list.current?.focus();
  };

  return (
    <div className="dynamic-list__island" {...mark}>
      <div ref={list} className="dynamic-list__page" role="group" tabIndex={-1} aria-labelledby={statusId}>
        <p id={statusId} className="dynamic-list__status">
          Page {page} of {pages}
        </p>
        <ul className="dynamic-list__items">
          {shown.map((item) => (
            <li key={item.id}>
              <DynamicListRow item={item} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      </div>
      {pages > 1 ? (
        <nav className="dynamic-list__pager" aria-label="Pagination">
          <button
            type="button"
            className="dynamic-list__page-button"
            aria-label="Previous page"
            aria-disabled={page === 1}
            onClick={() => go(page - 1)}
          >
            Previous
          </button>
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="button"
              className="dynamic-list__page-button"
              aria-label={`Page ${n}`}
              {...(n === page ? { 'aria-current': 'page' as const } : {})}
              onClick={() => go(n)}
            >
              {n}
            </button>
          ))}
          <button
            type="button"
            className="dynamic-list__page-button"
            aria-label="Next page"
            aria-disabled={page === pages}
            onClick={() => go(page + 1)}
          >
            Next
          </button>
        </nav>
      ) : null}
    </div>
  );
}
