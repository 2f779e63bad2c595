import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { MANAGEMENT_TOKEN, SPACE } from '@insurer/content-service/testing';
import type { ContentTypeProps, CreateContentTypeProps, EntryProps, PlainClientAPI } from 'contentful-management';
import { workbenchClient } from '../src/app/cma.js';
import { EntrySession, loadEntry } from '../src/app/entry-session.js';
import type { SdkContext } from '../src/app/field-sdk.js';
import type { WorkbenchConfig } from '../src/server/server.js';

/** The JSDOM instance Vitest's jsdom environment exposes (https://vitest.dev/guide/environment). */
declare const jsdom: { reconfigure(settings: { url: string }): void; window: object };

/**
 * A real content service and a real workbench server for one test file, with the jsdom page
 * placed at the workbench's own origin and carrying its session secret, as the workbench server
 * serves it: the app's own client code (`workbenchClient`, the `/api/config` call) then talks to
 * the real proxy, which adds the token and forwards to the content service.
 */
export interface AppFixture {
  workbenchUrl: string;
  serviceUrl: string;
  config: WorkbenchConfig;
  /** The workbench's Management API client, as the app makes it. */
  cma: PlainClientAPI;
  /** Creates and activates a content type (its id, its definition). */
  contentType(id: string, definition: CreateContentTypeProps): Promise<ContentTypeProps>;
  /** Creates an entry of `contentTypeId` with `fields` in en-US. */
  entry(contentTypeId: string, fields: Record<string, unknown>): Promise<EntryProps>;
  /** Someone else's edit of the entry (another browser tab): a save straight to the content service. */
  theirEdit(entryId: string, fields: Record<string, unknown>): Promise<EntryProps>;
  /** An `SdkContext` as the app builds it; `notes` collects what it notifies. */
  context(overrides?: Partial<SdkContext>): SdkContext & { notes: string[]; contentTypes: ContentTypeProps[] };
  close(): Promise<void>;
}

const localized = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-US': v }]));

/** Starts the peers (test/peers-main.ts) and answers their addresses once both listen. */
async function startPeers(
  signIn: 'local' | 'required',
): Promise<{ child: ChildProcess; workbenchUrl: string; sessionSecret: string; serviceUrl: string }> {
  const main = join(dirname(fileURLToPath(import.meta.url)), 'peers-main.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', main, ...(signIn === 'required' ? ['--sign-in=required'] : [])], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the workbench's test peers exited with ${code} before listening`)));
  });
  lines.close();
  return { child, ...(JSON.parse(first) as { workbenchUrl: string; sessionSecret: string; serviceUrl: string }) };
}

/**
 * Starts the content service and the workbench and points the jsdom page at the workbench. The
 * workbench opens as the local principal, or with `signIn: 'required'` asks for sign-in (the demo
 * users of `@insurer/compliance` exist either way).
 */
export async function startAppFixture(options: { signIn?: 'local' | 'required' } = {}): Promise<AppFixture> {
  const { child, workbenchUrl, sessionSecret, serviceUrl } = await startPeers(options.signIn ?? 'local');
  jsdom.reconfigure({ url: `${workbenchUrl}/` });
  // `reconfigure` moves the document to the new origin but leaves the window's, which jsdom's
  // XMLHttpRequest sends from: without this the client's calls are cross-origin (a CORS preflight
  // the workbench rightly refuses) where in a browser they are the page's own.
  (jsdom.window as unknown as { _origin: string })._origin = new URL(workbenchUrl).origin;
  const meta = document.createElement('meta');
  meta.name = 'workbench-session';
  meta.content = sessionSecret;
  document.head.append(meta);
  const config: WorkbenchConfig = {
    spaceId: SPACE,
    environmentId: 'master',
    organizationId: 'local-organization',
    locale: 'en-US',
    siteUrl: 'http://localhost:3999',
  };
  const cma = workbenchClient(config);
  const contentTypes: ContentTypeProps[] = [];
  const direct = `${serviceUrl}/spaces/${SPACE}/environments/master`;
  return {
    workbenchUrl,
    serviceUrl,
    config,
    cma,
    // The model is the developers' (migrations), not the workbench's, whose proxy refuses content
    // type writes: defined straight on the content service, as a migration does.
    async contentType(id, definition) {
      const headers = { Authorization: `Bearer ${MANAGEMENT_TOKEN}`, 'Content-Type': 'application/vnd.contentful.management.v1+json' };
      const createdRes = await fetch(`${direct}/content_types/${id}`, { method: 'PUT', headers, body: JSON.stringify(definition) });
      if (createdRes.status !== 201) throw new Error(`defining ${id} answered ${createdRes.status}`);
      const created = (await createdRes.json()) as ContentTypeProps;
      const publishedRes = await fetch(`${direct}/content_types/${id}/published`, {
        method: 'PUT',
        headers: { ...headers, 'X-Contentful-Version': String(created.sys.version) },
      });
      if (publishedRes.status !== 200) throw new Error(`activating ${id} answered ${publishedRes.status}`);
      const published = (await publishedRes.json()) as ContentTypeProps;
      contentTypes.push(published);
      return published;
    },
    entry: (contentTypeId, fields) => cma.entry.create({ contentTypeId }, { fields: localized(fields) }),
    async theirEdit(entryId, fields) {
      const headers = { Authorization: `Bearer ${MANAGEMENT_TOKEN}`, 'Content-Type': 'application/vnd.contentful.management.v1+json' };
      const current = (await (await fetch(`${direct}/entries/${entryId}`, { headers })).json()) as EntryProps;
      const res = await fetch(`${direct}/entries/${entryId}`, {
        method: 'PUT',
        headers: { ...headers, 'X-Contentful-Version': String(current.sys.version) },
        body: JSON.stringify({ fields: { ...current.fields, ...localized(fields) } }),
      });
      if (res.status !== 200) throw new Error(`their edit answered ${res.status}`);
      return (await res.json()) as EntryProps;
    },
    context(overrides = {}) {
      const notes: string[] = [];
      return {
        config,
        cma,
        contentTypes,
        openEntry: () => undefined,
        openNested: () => undefined,
        onEntityChanged: () => () => undefined,
        notify: (message: string) => void notes.push(message),
        pickEntries: async () => null,
        pickAssets: async () => null,
        ...overrides,
        notes,
      };
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin?.end();
      await exited;
    },
  };
}

/** What an `EntrySession` told the workbench, in order, and what it will answer to `confirm`. */
export interface RecordedEvents {
  edits: [string, string, unknown][];
  saved: EntryProps[];
  slugs: string[];
  gone: (string | undefined)[];
  revealed: string[];
  confirmAnswer: boolean;
}

/** `SessionEvents` that record every call (see RecordedEvents). */
export function recordEvents(): RecordedEvents & {
  events: {
    onEdit(entryId: string, fieldId: string, value: unknown): void;
    onSaved(entry: EntryProps): void;
    onPreviewSlug(slug: string): void;
    onGone(openId?: string): void;
    confirm(message: string): boolean;
    reveal(fieldId: string): void;
  };
} {
  const recorded: RecordedEvents = { edits: [], saved: [], slugs: [], gone: [], revealed: [], confirmAnswer: true };
  return Object.assign(recorded, {
    events: {
      onEdit: (entryId: string, fieldId: string, value: unknown) => void recorded.edits.push([entryId, fieldId, value]),
      onSaved: (entry: EntryProps) => void recorded.saved.push(entry),
      onPreviewSlug: (slug: string) => void recorded.slugs.push(slug),
      onGone: (openId?: string) => void recorded.gone.push(openId),
      confirm: () => recorded.confirmAnswer,
      reveal: (fieldId: string) => void recorded.revealed.push(fieldId),
    },
  });
}

/**
 * The content types the editor tests use, shaped like the demo model's: a tagline (one required
 * text), an accordion (at most 2 linked items: "An accordion group holds at most 2 items."), a page (title,
 * URL, blocks) and the static page the compliance rule reads.
 */
export async function createTestModel(fixture: AppFixture): Promise<void> {
  await fixture.contentType('tagline', {
    name: 'Tagline',
    displayField: 'text',
    fields: [{ id: 'text', name: 'Text', type: 'Symbol', required: true, localized: false }],
  });
  await fixture.contentType('accordion', {
    name: 'Accordion',
    displayField: 'title',
    fields: [
      { id: 'title', name: 'Title', type: 'Symbol', required: false, localized: false },
      {
        id: 'items',
        name: 'Items',
        type: 'Array',
        items: { type: 'Link', linkType: 'Entry' },
        required: false,
        localized: false,
        validations: [{ size: { max: 2 }, message: 'An accordion group holds at most 2 items.' }],
      },
    ],
  });
  await fixture.contentType('page', {
    name: 'Page',
    displayField: 'title',
    fields: [
      { id: 'title', name: 'Title', type: 'Symbol', required: true, localized: false },
      { id: 'url', name: 'URL', type: 'Symbol', required: false, localized: false },
      {
        id: 'blocks',
        name: 'Content blocks',
        type: 'Array',
        items: { type: 'Link', linkType: 'Entry' },
        required: false,
        localized: false,
      },
    ],
  });
  await fixture.contentType('staticPage', {
    name: 'Static page',
    displayField: 'title',
    fields: [
      { id: 'title', name: 'Title', type: 'Symbol', required: true, localized: false },
      { id: 'type', name: 'Type', type: 'Symbol', required: false, localized: false },
      { id: 'complianceNumber', name: 'Compliance number', type: 'Symbol', required: false, localized: false },
      { id: 'expirationDate', name: 'Expiration date', type: 'Date', required: false, localized: false },
    ],
  });
}

/** A link field value to an entry. */
export const entryLink = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });

/**
 * Opens `entryId` as the editor does (`loadEntry`, an `EntrySession` with recorded events) and
 * starts its autosave: what the session, publishing and lifecycle tests act on.
 */
export async function openSession(fixture: AppFixture, entryId: string) {
  const context = fixture.context();
  const loaded = await loadEntry(context, entryId);
  const recorded = recordEvents();
  const session = new EntrySession(loaded, context, recorded.events);
  session.start();
  return { session, recorded, loaded, context };
}
