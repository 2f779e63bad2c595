import { RouteView, routeMetadata, type RouteParams } from '../render-route';

// Every URL renders on first request and stays cached until the publish webhook revalidates it.
export const dynamicParams = true;
export function generateStaticParams(): { slug: string[] }[] {
  return [];
}

export const generateMetadata = routeMetadata;

export default function Page({ params }: RouteParams) {
  return <RouteView params={params} />;
}
