import { inspect } from '../inspector.js';

/**
 * "Source: …" under a chart or a statistical table (the block's `source`, migration 0017;
 * docs/requirements.md#decision-statistics-sources). `className` is the block's own
 * (`custom-chart__source` …), styled in its stylesheet. Nothing without a source.
 */
export function StatisticsSource({ id, source, className }: { id: string; source: string | undefined; className: string }) {
  if (!source) return null;
  return (
    <p className={className} {...inspect(id, 'source')}>
      {`Source: ${source}`}
    </p>
  );
}
