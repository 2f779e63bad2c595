import { FINDER_RADII, type FinderResult } from './load-finder.js';

/** Which finder: the representative finder's agencies or the broker finder's sales offices. */
export type FinderKind = 'agencies' | 'sales-offices';

export interface FinderResultsProps {
  kind: FinderKind;
  result: FinderResult;
  /** Sales offices: the group size searched for ('big' from the widget). */
  groupSize?: string;
}

const COPY = {
  agencies: {
    title: 'Find a financial representative',
    action: '/financial-representative/agencies',
    queryName: 'zipcode',
    radiusName: 'radius',
    label: 'Zip code',
    placeholder: 'Enter your 5-digit zip code',
    one: 'agency',
    many: 'agencies',
  },
  'sales-offices': {
    title: 'Find a sales office',
    action: '/brokers/sales-offices',
    queryName: 'zip',
    radiusName: 'distance',
    label: 'Zip code or city and state',
    placeholder: 'Enter a zip code or city, state',
    one: 'sales office',
    many: 'sales offices',
  },
} as const;

/** The results address for another radius, with the same query (docs/requirements.md#routes). */
export function finderUrl(kind: FinderKind, query: string, radius: number, groupSize = 'big'): string {
  const copy = COPY[kind];
  const params = new URLSearchParams({ [copy.queryName]: query });
  if (kind === 'sales-offices') params.set('repSize', groupSize);
  params.set(copy.radiusName, String(radius));
  return `${copy.action}?${params.toString()}`;
}

function miles(n: number): string {
  return `${n.toFixed(1)} ${n === 1 ? 'mile' : 'miles'}`;
}

/**
 * A finder's results page body (docs/requirements.md#finders), server-rendered and working without
 * JavaScript: a GET search form (query and radius) that submits to the same page, then either the
 * form's message (missing, malformed or unknown ZIP), a no-results message with links that widen
 * the radius, or the places within the radius, nearest first, each with its distance in miles.
 */
export function FinderResults({ kind, result, groupSize = 'big' }: FinderResultsProps) {
  const copy = COPY[kind];
  const inputId = `finder-${kind}-query`;
  const messageId = `finder-${kind}-message`;
  const error = result.status === 'missing' || result.status === 'invalid' || result.status === 'unknown' ? result.message : undefined;
  const wider = FINDER_RADII.filter((r) => r > result.radius);
  return (
    <section className="finder" aria-labelledby={`finder-${kind}-title`} data-state={result.status}>
      <h1 id={`finder-${kind}-title`} className="finder__title">
        {copy.title}
      </h1>
      <form className="finder__form" action={copy.action} method="get" role="search" aria-label={copy.title}>
        <div className="finder__field">
          <label htmlFor={inputId}>{copy.label}</label>
          <input
            id={inputId}
            name={copy.queryName}
            type="text"
            defaultValue={result.query}
            placeholder={copy.placeholder}
            autoComplete="postal-code"
            inputMode={kind === 'agencies' ? 'numeric' : 'text'}
            {...(error ? { 'aria-invalid': true, 'aria-describedby': messageId } : {})}
          />
        </div>
        {kind === 'sales-offices' ? <input type="hidden" name="repSize" value={groupSize} /> : null}
        <div className="finder__field">
          <label htmlFor={`finder-${kind}-radius`}>Within</label>
          <select id={`finder-${kind}-radius`} name={copy.radiusName} defaultValue={String(result.radius)}>
            {[...new Set([...FINDER_RADII, result.radius])]
              .sort((a, b) => a - b)
              .map((r) => (
                <option key={r} value={r}>
                  {r} miles
                </option>
              ))}
          </select>
        </div>
        <button type="submit" className="btn btn--primary">
          Search
        </button>
      </form>
      {error ? (
        <p id={messageId} className="finder__message finder__message--error" role="alert">
          {error}
        </p>
      ) : null}
      {result.status === 'none' ? (
        <div className="finder__none">
          <p id={messageId} className="finder__message" role="status">
            {`No ${copy.many} within ${result.radius} miles of ${result.origin.label}.`}
          </p>
          {wider.length ? (
            <>
              <p>Search a wider area:</p>
              <ul className="finder__wider">
                {wider.map((r) => (
                  <li key={r}>
                    <a href={finderUrl(kind, result.query, r, groupSize)}>{`Within ${r} miles`}</a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {result.status === 'found' ? (
        <>
          <p id={messageId} className="finder__message" role="status">
            {`${result.places.length} ${result.places.length === 1 ? copy.one : copy.many} within ${result.radius} miles of ${result.origin.label}, nearest first.`}
          </p>
          <ol className="finder__list">
            {result.places.map((place) => (
              <li key={place.id} className="finder__place" data-distance-miles={place.distanceMiles}>
                <h2 className="finder__name">{place.name}</h2>
                {place.leadRepresentative ? <p className="finder__lead">{place.leadRepresentative}</p> : null}
                <address className="finder__address">
                  {place.street}
                  <br />
                  {place.cityLine}
                  <br />
                  <a href={`tel:+1-${place.phone}`}>{place.phone}</a>
                </address>
                <p className="finder__distance">{`${miles(place.distanceMiles)} away`}</p>
              </li>
            ))}
          </ol>
          {wider.length ? (
            <p className="finder__more">
              <a href={finderUrl(kind, result.query, wider[0]!, groupSize)}>{`Search within ${wider[0]} miles`}</a>
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
