import { FinderPage, finderMetadata, type SearchParams } from '../../finder-page';

// Per request, never from the page cache: the results depend on the visitor's ZIP code and radius.
export const metadata = finderMetadata('Find a sales office');

/** /brokers/sales-offices?zip=…&repSize=big&distance=25 (docs/requirements.md#routes). */
export default function SalesOfficesPage({ searchParams }: { searchParams: SearchParams }) {
  return <FinderPage kind="sales-offices" searchParams={searchParams} />;
}
