'use client';

import { useEffect, useRef, useState } from 'react';
import { ArticleCard } from '../../articles/article-card.js';
import type { ArticleCardProps } from '../../articles/from-article.js';
import { ALL, filterArticles } from './from-dynamic-card-grid.js';
import { useHydratedMark } from '../../shared/use-hydrated.js';

export interface DynamicCardGridIslandProps {
  id: string;
  topics: string[];
  formats: string[];
  pageSize: number;
  articles: ArticleCardProps[];
  /** Card heading level: 3 under the block title, else 2. */
  headingLevel: 2 | 3;
}

function FilterGroup({
  id,
  label,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  options: string[];
  value: string;
  onChange(value: string): void;
}) {
  return (
    <div className="dynamic-card-grid__filter" role="group" aria-labelledby={id}>
      <span id={id} className="dynamic-card-grid__filter-label">
        {label}
      </span>
      {[ALL, ...options].map((option) => (
        <button
          key={option}
          type="button"
          className="dynamic-card-grid__filter-option"
          aria-pressed={option === value}
          data-state={option === value ? 'on' : 'off'}
          onClick={() => onChange(option)}
        >
          {option}
        </button>
      ))}
    </div>
  );
}

/**
 * The filterable article grid (docs/requirements.md#article-grid): topic and
 * format filters over the server-fetched articles, a filter change resets to the first page,
 * 'Show more' adds the next `pageSize` cards and moves focus to the first new one, and an empty
 * result says 'No results found'. The server renders the initial state (All, first page).
 */
export function DynamicCardGridIsland({ id, topics, formats, pageSize, articles, headingLevel }: DynamicCardGridIslandProps) {
  const [topic, setTopic] = useState(ALL);
  const mark = useHydratedMark();
  const [format, setFormat] = useState(ALL);
  const [visible, setVisible] = useState(pageSize);
  /** Index of the first card a 'Show more' revealed, focused once it is drawn. */
  const focusFrom = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const matching = filterArticles(articles, topic, format);
  const shown = matching.slice(0, visible);

  useEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.querySelectorAll<HTMLAnchorElement>('.article-card__action')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [visible]);

  const choose = (set: (value: string) => void) => (value: string) => {
    set(value);
    setVisible(pageSize);
  };

  return (
    <div className="dynamic-card-grid__island" {...mark}>
      {topics.length || formats.length ? (
        <div className="dynamic-card-grid__filters">
          {formats.length ? (
            <FilterGroup id={`${id}-format`} label="Format" options={formats} value={format} onChange={choose(setFormat)} />
          ) : null}
          {topics.length ? (
            <FilterGroup id={`${id}-topic`} label="Topic" options={topics} value={topic} onChange={choose(setTopic)} />
          ) : null}
        </div>
      ) : null}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {matching.length ? `Showing ${shown.length} of ${matching.length} articles` : 'No results found'}
      </p>
      {matching.length ? (
        <ul ref={list} className="dynamic-card-grid__cards">
          {shown.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="dynamic-card-grid__empty">No results found</p>
      )}
      {shown.length < matching.length ? (
        <button
          type="button"
          className="btn btn--primary dynamic-card-grid__more"
          onClick={() => {
            focusFrom.current = shown.length;
            setVisible(visible + pageSize);
          }}
        >
          Show more
        </button>
      ) : null}
    </div>
  );
}
