import { describe, expect, it } from 'vitest';
import { ConfigurationError, configuredDownstreams, describeDownstreams, logLevelOf, parseFormsConfig } from '../src/config.js';

describe('the forms configuration', () => {
  it('applies the embedded defaults with nothing set: no lead downstream, e-mail to the local mailbox, the outbox polled twice a second', () => {
    const config = parseFormsConfig({});
    expect(config).toMatchObject({
      siteOrigin: 'http://localhost:3000',
      smtpUrl: 'smtp://localhost:2525',
      delivery: { pollMs: 500 },
    });
    expect(configuredDownstreams(config)).toStrictEqual({
      leadAssignment: undefined,
      leadRoute: undefined,
      email: { kind: 'smtp', url: 'smtp://localhost:2525', localMailbox: true },
      webToLead: { production: undefined, test: undefined },
    });
    expect(describeDownstreams(configuredDownstreams(config))).toBe('SMTP (local mailbox)');
  });

  it('names every invalid variable in one error, with what it must be and never its value', () => {
    let error: unknown;
    try {
      parseFormsConfig({
        LEAD_ASSIGNMENT_URL: 'not a url',
        SMTP_URL: 'mysql://user:secret@db/site',
        FORMS_RATE_LIMIT: 'many',
        DELIVERY_MAX_ATTEMPTS: '0',
        FORMS_ALLOWED_ORIGINS: 'https://ok.example, nonsense',
        SITE_URL: 'https://www.example.com',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigurationError);
    const { problems, message } = error as ConfigurationError;
    expect(problems).toStrictEqual([
      'FORMS_ALLOWED_ORIGINS: must be a comma-separated list of origins (https://host)',
      'LEAD_ASSIGNMENT_URL: must be an absolute http:// or https:// URL',
      'SMTP_URL: must be an smtp:// or smtps:// URL',
      'FORMS_RATE_LIMIT: must be a whole number',
      'DELIVERY_MAX_ATTEMPTS: must be at least 1',
    ]);
    expect(message).toBe(`Invalid forms configuration (see .env.example): ${problems.join('; ')}`);
    expect(message).not.toContain('secret');
  });

  it('decides each downstream in one place from the variables', () => {
    const downstreams = configuredDownstreams(
      parseFormsConfig({
        LEAD_ASSIGNMENT_URL: 'https://leads.example/assign',
        LEAD_ROUTE_URL: 'https://api.example/api/lead-route/',
        EMAIL_ENVELOPE_URL: 'https://api.example/api/cdxapi',
        SMTP_URL: 'smtp://relay.example:25',
        WEB_TO_LEAD_URL: 'https://crm.example/servlet/servlet.WebToLead',
        WEB_TO_LEAD_OID: '00DPROD',
      }),
    );
    expect(downstreams).toStrictEqual({
      leadAssignment: { url: 'https://leads.example/assign' },
      leadRoute: { baseUrl: 'https://api.example/api/lead-route' },
      email: { kind: 'email-envelope', url: 'https://api.example/api/cdxapi' },
      // without a test address, the test organisation posts to the production address with the test id
      webToLead: {
        production: { url: 'https://crm.example/servlet/servlet.WebToLead', oid: '00DPROD' },
        test: { url: 'https://crm.example/servlet/servlet.WebToLead', oid: '00D000000000002' },
      },
    });
    expect(describeDownstreams(downstreams)).toBe('lead assignment, lead route, e-mail envelope API, web-to-lead');
    expect(configuredDownstreams(parseFormsConfig({ SMTP_URL: 'smtps://relay.example:465' })).email).toStrictEqual({
      kind: 'smtp',
      url: 'smtps://relay.example:465',
      localMailbox: false,
    });
  });

  it('given LOG_LEVEL, then the forms’ log takes it by the configuration’s rule (pino’s levels, as the site’s): an invalid one is named at start', () => {
    expect(logLevelOf({ LOG_LEVEL: 'debug' })).toBe('debug');
    expect(logLevelOf({ LOG_LEVEL: 'loud' })).toBe('info');
    expect(parseFormsConfig({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(() => parseFormsConfig({ LOG_LEVEL: 'loud' })).toThrow(
      'LOG_LEVEL: must be one of trace, debug, info, warn, error, fatal, silent',
    );
  });
});
