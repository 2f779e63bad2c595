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
