import { Blocks } from '../core/registry.js';
import { LazyLiveRoutePart } from '../live/lazy-live-route.js';
import type { LoadedBlock } from '../core/types.js';
import type { LiveRouteSource } from '../live/live-source.js';
import type { ArticleProps } from './article.js';
import { ArticleBody, ArticleHeader, ArticleHero } from './article-parts.js';

/**
 * An article: header with archive label, byline, hero image, rich-text body, call to action,
 * blocks. In draft mode (`live`) the article's own fields follow the editor's edits
 * (docs/architecture.md#live-preview).
 */
export function ArticleView({
  article,
  blocks,
  live,
}: {
  article: ArticleProps;
  blocks: readonly LoadedBlock[];
  /** Draft mode: the article's raw GraphQL item, which the live preview subscribes to. */
  live?: LiveRouteSource | undefined;
}) {
  const header = <ArticleHeader article={article} />;
  const hero = <ArticleHero article={article} />;
  const body = <ArticleBody article={article} />;
  return (
    <article className="article">
      {live ? (
        <>
          <LazyLiveRoutePart source={live} part={{ kind: 'article-header' }}>
            {header}
          </LazyLiveRoutePart>
          <LazyLiveRoutePart source={live} part={{ kind: 'article-hero' }}>
            {hero}
          </LazyLiveRoutePart>
          <LazyLiveRoutePart source={live} part={{ kind: 'article-body' }}>
            {body}
          </LazyLiveRoutePart>
        </>
      ) : (
        <>
          {header}
          {hero}
          {body}
        </>
      )}
      <Blocks blocks={blocks} />
    </article>
  );
}
