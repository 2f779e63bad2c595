import { describe, expect, it } from 'vitest';
import { parseContentfulEnv } from '../src/contentful-env.js';
import { parseArgs } from '../src/migrate.js';

describe('parseContentfulEnv', () => {
  it('given no Contentful host, when parsing, then the local service endpoints derive from its ports and data folder', () => {
    const target = parseContentfulEnv(
      { CONTENT_SERVICE_PORT: '4100', CONTENT_SERVICE_TLS_PORT: '4543', CONTENT_SERVICE_DATA_DIR: '/srv/cs' },
      '/repo',
    );
    expect(target).toEqual({
      kind: 'local',
      spaceId: 'insurerlocal',
      environmentId: 'master',
      managementToken: 'CFPAT-local-management-token',
      managementHost: 'localhost:4543',
      graphqlEndpoint: 'http://localhost:4100/content/v1/spaces/insurerlocal/environments/master',
      deliveryToken: 'local-delivery-token',
      previewToken: 'local-preview-token',
      certificatePath: '/srv/cs/tls-cert.pem',
      requestsPerSecond: 1000,
    });
  });

  it('given nothing set, when parsing, then the defaults of .env.example apply', () => {
    const target = parseContentfulEnv({}, '/repo');
    expect(target.managementHost).toBe('localhost:4443');
    expect(target.certificatePath).toBe('/repo/.data/content-service/tls-cert.pem');
    expect(target.graphqlEndpoint).toBe('http://localhost:4000/content/v1/spaces/insurerlocal/environments/master');
  });

  it('given the empty values a copied .env.example leaves, when parsing, then the local service is used', () => {
    const target = parseContentfulEnv(
      { CONTENTFUL_MANAGEMENT_HOST: '', CONTENTFUL_GRAPHQL_ENDPOINT: '', CONTENTFUL_ENVIRONMENT: 'staging' },
      '/repo',
    );
    expect(target.kind).toBe('local');
    expect(target.environmentId).toBe('staging');
  });

  it('given a Contentful host, space and token, when parsing, then the real space is targeted at Contentful’s rate limit', () => {
    const target = parseContentfulEnv({
      CONTENTFUL_MANAGEMENT_HOST: 'https://api.contentful.com/',
      CONTENTFUL_SPACE_ID: 'abc123',
      CONTENTFUL_MANAGEMENT_TOKEN: 'CFPAT-real',
      CONTENTFUL_ACCESS_TOKEN: 'delivery',
    });
    expect(target).toEqual({
      kind: 'contentful',
      spaceId: 'abc123',
      environmentId: 'master',
      managementToken: 'CFPAT-real',
      managementHost: 'api.contentful.com',
      graphqlEndpoint: 'https://graphql.contentful.com/content/v1/spaces/abc123/environments/master',
      deliveryToken: 'delivery',
      previewToken: undefined,
      certificatePath: undefined,
      requestsPerSecond: 10,
    });
  });

  it('given a Contentful host without a token, when parsing, then it names the missing variable', () => {
    expect(() => parseContentfulEnv({ CONTENTFUL_MANAGEMENT_HOST: 'api.eu.contentful.com', CONTENTFUL_SPACE_ID: 'abc123' })).toThrow(
      'Invalid Contentful configuration: CONTENTFUL_MANAGEMENT_HOST names a Contentful space, so set CONTENTFUL_MANAGEMENT_TOKEN too.',
    );
  });

  it('given an invalid GraphQL endpoint, when parsing, then it names the variable', () => {
    expect(() => parseContentfulEnv({ CONTENTFUL_GRAPHQL_ENDPOINT: 'not a url' })).toThrow(
      /^Invalid Contentful configuration: CONTENTFUL_GRAPHQL_ENDPOINT: /,
    );
  });
});

describe('migrate command line', () => {
  it('given --dry-run and --environment NAME, when parsing, then both are read', () => {
    expect(parseArgs(['--dry-run', '--environment', 'staging'])).toEqual({ dryRun: true, environmentId: 'staging', verbose: false });
    expect(parseArgs(['--environment=qa', '--verbose'])).toEqual({ dryRun: false, environmentId: 'qa', verbose: true });
  });

  it('given --environment without a name or an unknown option, when parsing, then the usage is explained', () => {
    expect(() => parseArgs(['--environment'])).toThrow('--environment needs a name, e.g. --environment staging');
    expect(() => parseArgs(['--force'])).toThrow(
      'Unknown option --force. Usage: npm run migrate -- [--dry-run] [--environment NAME] [--verbose]',
    );
  });
});
