import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSeed, staleSeedFiles, type BuiltSeed } from '@insurer/seed/build';
import { parseExportDocument } from '@insurer/seed/export-format';
import { IMAGES_DIR } from '@insurer/seed/paths';
import { richText } from '@insurer/seed/rich-text';
import { validateSeed, type CheckedEntry, type ModelContentType } from '@insurer/seed/validate';
import { publishLevels } from '../src/seed-load.js';
import { parseSeedArgs } from '../src/seed.js';

/** The seed file against its sources, and the pieces the builder and loader are made of. */
let built: BuiltSeed;

beforeAll(async () => {
  built = await buildSeed();
}, 60_000);

describe('seed/demo-content.json', () => {
  it('given the content sources and the model, when the seed is built in memory, then it equals the committed file and images', () => {
    expect(staleSeedFiles(built), 'run npm run seed:build').toEqual([]);
  });

  it('given the committed file, when parsed as a contentful-export document, then every entity is published and every asset file exists', () => {
    const document = parseExportDocument(JSON.parse(built.json));
    expect(document.locales.map((l) => l.code)).toEqual(['en-US']);
    for (const entity of [...document.contentTypes, ...document.assets, ...document.entries]) {
      expect(entity.sys, entity.sys.id).toMatchObject({ publishedVersion: 1, version: 2 });
    }
    let bytes = 0;
    for (const asset of document.assets) {
      const file = asset.fields.file['en-US']!;
      expect(file.url).toMatch(/^\/\/images\.ctfassets\.net\/lanternfielddemo\/asset-[a-z0-9-]+\/[0-9a-f]{32}\/[a-z0-9-]+\.(jpg|png)$/);
      const path = join(IMAGES_DIR, file.url.slice(2));
      expect(statSync(path).size, path).toBe(file.details.size);
      bytes += file.details.size;
    }
    expect(document.assets.length).toBeGreaterThanOrEqual(12);
    expect(bytes).toBeLessThan(2 * 1024 * 1024);
  });

  it('given the committed file, when pages, articles and tabs are read, then every block type of the model is placed among their blocks', () => {
    const document = parseExportDocument(JSON.parse(built.json));
    const typeOf = new Map(document.entries.map((e) => [e.sys.id, e.sys.contentType.sys.id]));
    const blocksField = document.contentTypes.find((ct) => ct.sys.id === 'staticPage')?.fields.find((f) => f.id === 'contentBlocks') as
      { items: { validations: { linkContentType?: string[] }[] } } | undefined;
    const blockTypes = blocksField?.items.validations.flatMap((v) => v.linkContentType ?? []) ?? [];
    expect(blockTypes.length).toBeGreaterThan(25);
    const placed = new Set<string>();
    for (const entry of document.entries) {
      for (const field of ['contentBlocks', 'sections']) {
        const links = (entry.fields[field]?.['en-US'] ?? []) as { sys: { id: string } }[];
        for (const l of links) placed.add(typeOf.get(l.sys.id) ?? 'missing');
      }
    }
    expect(blockTypes.filter((type) => !placed.has(type))).toEqual([]);
  });

  it('given the committed file, when its text is searched, then no real insurer is named and the support phone is the one placeholder', () => {
    const text = built.json;
    const insurers = [
      'Guardian Life',
      'MetLife',
      'Prudential',
      'Northwestern Mutual',
      'MassMutual',
      'New York Life',
      'Principal Financial',
    ];
    const more = [
      'Lincoln Financial',
      'Aflac',
      'Unum',
      'Delta Dental',
      'Humana',
      'Cigna',
      'Aetna',
      'Pacific Life',
      'Allianz',
      'Brighthouse',
    ];
    for (const name of [...insurers, ...more]) expect(text, name).not.toMatch(new RegExp(`\\b${name}\\b`, 'i'));
    // The brand, as opposed to the word "guardian" (a child's guardian, guardianship).
    expect(text).not.toMatch(/\bGuardian\b/);
    const phones = new Set(text.match(/1-800-\d{3}-\d{4}/g));
    expect([...phones]).toEqual(['1-800-555-0142']);
  });
});

describe('validateSeed', () => {
  const model: ModelContentType[] = [
    {
      sys: { id: 'link' },
      fields: [
        { id: 'title', type: 'Symbol', required: true },
        { id: 'href', type: 'Symbol', validations: [{ regexp: { pattern: '^(/|#)\\S*$' } }] },
      ],
    },
    {
      sys: { id: 'group' },
      fields: [
        {
          id: 'items',
          type: 'Array',
          items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['link'] }] },
          validations: [{ size: { max: 1 }, message: 'A group holds at most 1 item.' }],
        },
        { id: 'body', type: 'RichText', validations: [{ enabledNodeTypes: ['heading-2'] }, { enabledMarks: ['bold'] }] },
      ],
    },
  ];
  const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });

  it('given entries that break the model, when validated, then each problem is named with its entry and field', () => {
    const problems = validateSeed(
      model,
      [
        { id: 'link-a', contentType: 'link', fields: { href: '/nowhere' } },
        {
          id: 'group-a',
          contentType: 'group',
          fields: { items: [link('link-a'), link('group-a'), link('missing')], body: richText('### Small\n_x_'), extra: 1 },
        },
      ],
      new Map(),
    );
    expect(problems).toEqual([
      'link-a.title: required',
      'link-a.href: points to /nowhere, which is no page, article or site route',
      'group-a.extra: no such field in group',
      'group-a.items: A group holds at most 1 item.',
      'group-a.items[1]: links to group-a of type group, not link',
      'group-a.items: links to missing Entry missing',
      'group-a.body: rich text node types heading-3 are not enabled',
      'group-a.body: rich text marks italic are not enabled',
    ]);
  });

  it('given a rich text field with link limits, when a document holds more links of a kind, then the limit’s message is named', () => {
    const limited: ModelContentType[] = [
      { sys: { id: 'link' }, fields: [{ id: 'title', type: 'Symbol' }] },
      {
        sys: { id: 'note' },
        fields: [
          {
            id: 'body',
            type: 'RichText',
            validations: [
              {
                nodes: {
                  'entry-hyperlink': [{ size: { max: 1 }, message: 'At most 1 link to a page or another entry.' }],
                  'embedded-entry-block': [{ linkContentType: ['link'] }, { size: { max: 0 }, message: 'No embedded entries here.' }],
                },
              },
            ],
          },
        ],
      },
    ];
    const entries = (body: string): CheckedEntry[] => [
      { id: 'link-a', contentType: 'link', fields: { title: 'A' } },
      { id: 'note-a', contentType: 'note', fields: { body: richText(body) } },
    ];
    expect(validateSeed(limited, entries('See [one](entry:link-a).'), new Map())).toEqual([]);
    expect(validateSeed(limited, entries('See [one](entry:link-a) and [two](entry:link-a).\n{{entry:link-a}}'), new Map())).toEqual([
      'note-a.body: At most 1 link to a page or another entry.',
      'note-a.body: No embedded entries here.',
    ]);
  });

  it('given form blocks, when validated, then a form id that is neither bespoke nor a form definition’s is named', () => {
    const forms: ModelContentType[] = [
      { sys: { id: 'form' }, fields: [{ id: 'formId', type: 'Symbol' }] },
      { sys: { id: 'formBlock' }, fields: [{ id: 'formId', type: 'Symbol' }] },
    ];
    const problems = validateSeed(
      forms,
      [
        { id: 'form-a', contentType: 'form', fields: { formId: 'request-a-proposal' } },
        { id: 'block-bespoke', contentType: 'formBlock', fields: { formId: 'gl-contact-us-hc' } },
        { id: 'block-definition', contentType: 'formBlock', fields: { formId: 'request-a-proposal' } },
        { id: 'block-typo', contentType: 'formBlock', fields: { formId: 'request-a-proposl' } },
      ],
      new Map(),
    );
    expect(problems).toEqual(['block-typo.formId: "request-a-proposl" is no bespoke form id and no form definition\'s form id']);
  });
});

describe('richText', () => {
  it('given the notation, when converted, then headings, lists, tables, links and embeds become Contentful nodes', () => {
    const doc = richText(`
      ## Title
      Text with **bold** and a [link](/life-insurance).
      - one
      - two
      | Year | Value |
      |---|---|
      | 2025 | 13.1 |
      {{entry:image-hero-life}}
    `);
    expect((doc.content as { nodeType: string }[]).map((n) => n.nodeType)).toEqual([
      'heading-2',
      'paragraph',
      'unordered-list',
      'table',
      'embedded-entry-block',
    ]);
    expect(JSON.stringify(doc)).toContain('{"nodeType":"hyperlink","data":{"uri":"/life-insurance"}');
    expect(JSON.stringify(doc)).toContain('"nodeType":"table-header-cell"');
  });
});

describe('publishLevels', () => {
  it('given links between entries, when ordered, then linked entries come first and a cycle is published together last', () => {
    const levels = publishLevels([
      { id: 'page', links: ['hero', 'nav'] },
      { id: 'hero', links: ['image'] },
      { id: 'image', links: [] },
      { id: 'nav', links: ['already-published'] },
      { id: 'a', links: ['b'] },
      { id: 'b', links: ['a'] },
    ]);
    expect(levels).toEqual([['image', 'nav'], ['hero'], ['page'], ['a', 'b']]);
  });
});

describe('parseSeedArgs', () => {
  it('given command-line options, when parsed, then the environment and migrate switch are read and unknown ones refused', () => {
    expect(parseSeedArgs([])).toEqual({ environmentId: undefined, migrate: true, reset: false });
    expect(parseSeedArgs(['--environment', 'staging', '--no-migrate'])).toEqual({ environmentId: 'staging', migrate: false, reset: false });
    expect(parseSeedArgs(['--environment=qa'])).toEqual({ environmentId: 'qa', migrate: true, reset: false });
    expect(parseSeedArgs(['--reset'])).toEqual({ environmentId: undefined, migrate: true, reset: true });
    expect(() => parseSeedArgs(['--force'])).toThrow('Unknown option --force');
  });
});

describe('seed README', () => {
  it('given the README, when read, then it documents both import paths with contentful-import', () => {
    const readme = readFileSync(join(IMAGES_DIR, '..', 'README.md'), 'utf8');
    expect(readme).toContain('--upload-assets --assets-directory seed/images');
    expect(readme).toContain('--skip-content-model');
  });
});
