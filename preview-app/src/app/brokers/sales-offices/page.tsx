import { FinderPage, finderMetadata, type SearchParams } from '../../finder-page';

export const metadata = finderMetadata('Find a sales office');

/** /brokers/sales-offices?zip=…&repSize=big&distance=25 (docs/requirements.md#routes). */
export default function SalesOfficesPage({ searchParams }: { searchParams: SearchParams }) {
  return <FinderPage kind="sales-offices" searchParams={searchParams} />;
}
