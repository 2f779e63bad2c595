/**
 * The GraphQL Content API's address of a space and environment, by Contentful's convention
 * (https://www.contentful.com/developers/docs/references/graphql/#/introduction/basic-api-information):
 * `{origin}/content/v1/spaces/{space}/environments/{environment}`. The one place it is written:
 * the site (its default with the local content service) and the scripts use it. Not generated.
 */
export function graphqlEndpoint(origin: string, spaceId: string, environmentId: string): string {
  return `${origin.replace(/\/+$/, '')}/content/v1/spaces/${spaceId}/environments/${environmentId}`;
}

/** Contentful's own GraphQL Content API origin (the EU data residency has its own, set through CONTENTFUL_GRAPHQL_ENDPOINT). */
export const CONTENTFUL_GRAPHQL_ORIGIN = 'https://graphql.contentful.com';

/** Contentful's own Content Delivery API origin (the EU data residency has its own, set through CONTENTFUL_DELIVERY_URL). */
export const CONTENTFUL_DELIVERY_ORIGIN = 'https://cdn.contentful.com';

/**
 * The Content Delivery API's base URL, without a trailing slash: `CONTENTFUL_DELIVERY_URL` when
 * set, else Contentful's own when the GraphQL endpoint is configured (a real space), else the
 * local content service's `/cdn` on `contentServicePort`. The one place the default is chosen: the
 * site and the compliance capture (`@insurer/compliance-site`) read the CDA through it.
 */
export function deliveryApiUrl(v: { deliveryUrl?: string | undefined; graphqlEndpoint?: string | undefined; contentServicePort: number }): string {
  return (v.deliveryUrl ?? (v.graphqlEndpoint ? CONTENTFUL_DELIVERY_ORIGIN : `http://localhost:${v.contentServicePort}/cdn`)).replace(/\/$/, '');
}
