import { inspect } from '../../inspector.js';
import { BarChartIsland } from './bar-chart-island.js';
import { LazyChartTooltip } from '../small-islands.js';
import { BAR_CHART, type CustomChartProps } from './from-custom-chart.js';
import { StatisticsSource } from '../../shared/statistics-source.js';

/** The chart's text alternative: title, then each year and value, the highlighted one marked. */
export function chartDescription(title: string | undefined, rows: CustomChartProps['rows']): string {
  const values = rows.map((row) => `${row.year}: ${row.label}${row.highlight ? ' (highlighted)' : ''}`).join(', ');
  return [title ?? 'Bar chart', values || 'no data'].join('. ');
}

/**
 * A bar chart fed by the entry's rich-text table (docs/requirements.md#bar-chart). The server renders the
 * figure, the title, the chart itself (SVG drawn by @nivo/bar on the server, `svgs`, from the
 * block's loader), a legend for the highlighted bar and the data table (in a native disclosure),
 * so nothing of it needs JavaScript; only the tooltip is an island, whose box loads on the first
 * hover. Without `svgs` (props mapped in the browser by the live preview) the chart is the lazy
 * @nivo/bar island. Chart types other than 'Bar Chart' show 'Unsupported chart type'
 * (docs/requirements.md#bar-chart).
 */
export function CustomChart({ id, title, chartType, columns, rows, maxValue, footnote, source, svgs }: CustomChartProps) {
  if (chartType !== BAR_CHART) {
    return (
      <div className="custom-chart custom-chart--unsupported" {...inspect(id, 'chartType')}>
        <p>Unsupported chart type</p>
      </div>
    );
  }
  const highlighted = rows.find((row) => row.highlight);
  return (
    <figure className="custom-chart" {...(title ? { 'aria-labelledby': `custom-chart-${id}` } : { 'aria-label': 'Bar chart' })}>
      {title ? (
        <figcaption>
          <h2 id={`custom-chart-${id}`} className="custom-chart__title" {...inspect(id, 'title')}>
            {title}
          </h2>
        </figcaption>
      ) : null}
      {svgs ? (
        <div className="custom-chart__canvas" {...inspect(id, 'table')}>
          {svgs.map((svg) => (
            <div
              key={svg.width}
              className={`custom-chart__svg custom-chart__svg--${svg.width}`}
              dangerouslySetInnerHTML={{ __html: svg.markup }}
            />
          ))}
          <LazyChartTooltip rows={rows} />
        </div>
      ) : (
        <div className="custom-chart__canvas custom-chart__canvas--browser" {...inspect(id, 'table')}>
          <BarChartIsland rows={rows} maxValue={maxValue} ariaLabel={chartDescription(title, rows)} />
        </div>
      )}
      {highlighted ? (
        <p className="custom-chart__legend">
          <span className="custom-chart__swatch" aria-hidden="true" />
          Highlighted (★): {highlighted.year}, {highlighted.label}
        </p>
      ) : null}
      {rows.length ? (
        <details className="custom-chart__data">
          <summary>Show the data table</summary>
          <table>
            {title ? <caption>{title}</caption> : null}
            <thead>
              <tr>
                <th scope="col">{columns[0]}</th>
                <th scope="col">{columns[1]}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.year} data-highlight={row.highlight ? 'true' : undefined}>
                  <th scope="row">{row.year}</th>
                  <td>
                    {row.label}
                    {row.highlight ? ' (highlighted)' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
      {footnote ? (
        <p className="custom-chart__footnote" {...inspect(id, 'footnote')}>
          {footnote}
        </p>
      ) : null}
      <StatisticsSource id={id} source={source} className="custom-chart__source" />
    </figure>
  );
}
