import { FinderPage, finderMetadata, type SearchParams } from '../../finder-page';

export const metadata = finderMetadata('Find a financial representative');

/** /financial-representative/agencies?zipcode=…&radius=25 (docs/requirements.md#routes). */
export default function AgenciesPage({ searchParams }: { searchParams: SearchParams }) {
  return <FinderPage kind="agencies" searchParams={searchParams} />;
}
