import { FinderPage, finderMetadata, type SearchParams } from '../../finder-page';

// Per request, never from the page cache: the results depend on the visitor's ZIP code and radius.
export const metadata = finderMetadata('Find a financial representative');

/** /financial-representative/agencies?zipcode=…&radius=25 (docs/requirements.md#routes). */
export default function AgenciesPage({ searchParams }: { searchParams: SearchParams }) {
  return <FinderPage kind="agencies" searchParams={searchParams} />;
}
