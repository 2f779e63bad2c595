import { describe, expect, it } from 'vitest';
import { parseContentfulEnv } from './contentful-env.js';
import { parseArgs } from './migrate-main.js';

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
    expect(parseArgs(['--dry-run', '--environment', 'staging'])).toMatchObject({ dryRun: true, environmentId: 'staging', verbose: false });
    expect(parseArgs(['--environment=qa', '--verbose'])).toMatchObject({
      dryRun: false,
      environmentId: 'qa',
      verbose: true,
      release: undefined,
    });
  });

  it('given --release with or without a name, --no-swap, --keep, --swap or --rollback, when parsing, then each is read', () => {
    expect(parseArgs(['--release'])).toMatchObject({ release: true, noSwap: false, keep: undefined });
    expect(parseArgs(['--release', 'release-42', '--no-swap', '--keep', '5'])).toMatchObject({
      release: 'release-42',
      noSwap: true,
      keep: 5,
    });
    expect(parseArgs(['--release', '--no-swap'])).toMatchObject({ release: true, noSwap: true });
    expect(parseArgs(['--swap', 'release-42'])).toMatchObject({ swap: 'release-42', release: undefined });
    expect(parseArgs(['--rollback'])).toMatchObject({ rollback: true });
  });

  it('given release options that do not go together, when parsing, then it says which', () => {
    expect(() => parseArgs(['--release', '--rollback'])).toThrow('--release, --swap and --rollback go alone.');
    expect(() => parseArgs(['--no-swap'])).toThrow('--no-swap, --keep and --model-dir go with --release.');
    expect(() => parseArgs(['--release', '--keep', '0'])).toThrow('--keep needs a whole number of at least 1, e.g. --keep 3');
    expect(() => parseArgs(['--swap'])).toThrow('--swap needs an environment, e.g. --swap release-20260101-120000');
  });

  it('given --environment without a name or an unknown option, when parsing, then the usage is explained', () => {
    expect(() => parseArgs(['--environment'])).toThrow('--environment needs a name, e.g. --environment staging');
    expect(() => parseArgs(['--force'])).toThrow(
      'Unknown option --force. Usage: npm run migrate -- [--dry-run] [--environment NAME] [--verbose] [--migrations DIR] | --release [NAME] [--no-swap] [--keep N] [--model-dir DIR] | --swap ENV | --rollback',
    );
  });
});
