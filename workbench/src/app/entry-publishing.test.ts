import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel, entryLink, openSession, startAppFixture, type AppFixture } from '../../test/app-fixture.js';
import { publish, refusal, unpublish } from './entry-publishing.js';
import { actOnReview } from './workbench-api.js';

let fx: AppFixture;
beforeAll(async () => {
  fx = await startAppFixture();
  await createTestModel(fx);
});
afterAll(() => fx?.close());

const open = (entryId: string) => openSession(fx, entryId);

/** Links to `count` new published taglines (an accordion's items). */
async function items(count: number) {
  const links = [];
  for (let i = 0; i < count; i++) {
    const item = await fx.entry('tagline', { text: `Item ${i + 1}` });
    await fx.cma.entry.publish({ entryId: item.sys.id }, item);
    links.push(entryLink(item.sys.id));
  }
  return links;
}

const published = async (entryId: string) => (await fx.cma.entry.get({ entryId })).sys.publishedVersion;

describe('publishing from the editor (workbench/README.md#what-an-editor-does)', () => {
  it('given a new page with a new block, when published, then the block is published first and the note counts it', async () => {
    const block = await fx.entry('tagline', { text: 'Dental plans for every family' });
    const page = await fx.entry('page', { title: 'Dental', url: '/dental', blocks: [entryLink(block.sys.id)] });
    const { session, recorded } = await open(page.sys.id);
    await publish(session);
    expect(session.state.note).toEqual({
      variant: 'positive',
      text: 'Published with 1 linked entry or asset. The site shows it once the publish webhook has run.',
    });
    expect(await published(block.sys.id)).toBe(1);
    expect(await published(page.sys.id)).toBe(1);
    expect(session.state).toMatchObject({ busy: undefined, publishCount: 1, save: { kind: 'saved', version: 2 } });
    expect(recorded.saved.map((e) => e.sys.publishedVersion)).toEqual([1]);
  });

  it('given unsaved edits, when published, then they are saved first and the published version carries them', async () => {
    const tagline = await fx.entry('tagline', { text: 'Draft' });
    const { session } = await open(tagline.sys.id);
    session.store.edit('text', 'Edited, then published');
    await publish(session);
    expect(session.state.note?.text).toBe('Published. The site shows it once the publish webhook has run.');
    expect(session.state.sys).toMatchObject({ version: 3, publishedVersion: 2 });
    const snapshot = await fx.cma.entry.get({ entryId: tagline.sys.id });
    expect(snapshot.fields.text).toEqual({ 'en-US': 'Edited, then published' });
  });

  it('given too many items, when published, then the 422 puts the error on its field, names it in the note and shows the field', async () => {
    const accordion = await fx.entry('accordion', { title: 'FAQ', items: await items(3) });
    const { session, recorded } = await open(accordion.sys.id);
    await publish(session);
    expect(session.state.note).toEqual({ variant: 'negative', text: 'The entry was not published: 1 field needs attention (Items).' });
    expect(session.store.errorsOf('items').map((e) => e.message)).toEqual(['An accordion group holds at most 2 items.']);
    expect(recorded.revealed).toEqual(['items']);
    expect(await published(accordion.sys.id)).toBeUndefined();
    session.store.edit('items', await items(2));
    expect(session.store.errorsOf('items')).toEqual([]);
    await publish(session);
    expect(session.state.note?.variant).toBe('positive');
  });

  it('given a product page without its compliance number and date, when published, then both fields say why and nothing is published', async () => {
    const page = await fx.entry('staticPage', { title: 'Term life', type: 'product' });
    const { session, recorded } = await open(page.sys.id);
    await publish(session);
    expect(session.state.note).toEqual({
      variant: 'negative',
      text: 'The entry was not published: 2 fields need attention (Compliance number, Expiration date).',
    });
    expect(session.store.errorsOf('complianceNumber')[0]?.message).toBe(
      'A product page needs its compliance number (the approval code) before it is published.',
    );
    expect(session.store.errorsOf('expirationDate')[0]?.message).toBe(
      'A product page needs the expiration date of its approval before it is published.',
    );
    expect(recorded.revealed).toEqual(['complianceNumber']);
    expect(await published(page.sys.id)).toBeUndefined();
  });

  it('given a product page past its expiration date, when published, then the date’s field says it expired', async () => {
    const page = await fx.entry('staticPage', {
      title: 'Whole life',
      type: 'product',
      complianceNumber: 'MK-2024-001',
      expirationDate: '2024-01-31',
    });
    const { session } = await open(page.sys.id);
    await publish(session);
    expect(session.store.errorsOf('expirationDate')[0]?.message).toBe(
      'The compliance approval expired on 2024-01-31: renew it and enter the new expiration date before publishing.',
    );
    expect(await published(page.sys.id)).toBeUndefined();
  });

  it('given a compliant product page nobody approved, when the principal publishes it, then the note gives the server’s reason and nothing is published; once approved it publishes (docs/requirements.md#decision-workbench-roles-and-review)', async () => {
    const page = await fx.entry('staticPage', {
      title: 'Term life',
      type: 'product',
      complianceNumber: 'LFM-2026-0117 Exp. 12/2999',
      expirationDate: '2999-12-31',
    });
    const { session } = await open(page.sys.id);
    await publish(session);
    expect(session.state.note).toEqual({
      variant: 'negative',
      text: 'The entry was not published: This page has no approval: a principal approves it in the review panel before it is published.',
    });
    expect(await published(page.sys.id)).toBeUndefined();
    // The workbench of these tests acts as the local principal.
    expect((await actOnReview(page.sys.id, 'approve', '')).regulated).toBe(true);
    await publish(session);
    expect(session.state.note?.text).toBe('Published. The site shows it once the publish webhook has run.');
    expect(await published(page.sys.id)).toBe(page.sys.version);
  });

  it('given a linked block that cannot be published, when the page is published, then the note names the block and its problem', async () => {
    const block = await fx.entry('accordion', { title: 'Too long', items: await items(3) });
    const page = await fx.entry('page', { title: 'FAQ page', url: '/faq', blocks: [entryLink(block.sys.id)] });
    const { session } = await open(page.sys.id);
    await publish(session);
    expect(session.state.note).toEqual({
      variant: 'negative',
      text: 'The entry was not published: the linked entry “Too long” could not be published (items: An accordion group holds at most 2 items.). Open it to fix it.',
    });
    expect(await published(page.sys.id)).toBeUndefined();
  });

  it('given someone else saved first, when published with edits, then the conflict stops the publish', async () => {
    const tagline = await fx.entry('tagline', { text: 'Original' });
    const { session } = await open(tagline.sys.id);
    await fx.theirEdit(tagline.sys.id, { text: 'Theirs' });
    session.store.edit('text', 'Mine');
    await publish(session);
    expect(session.state.save.kind).toBe('conflict');
    expect(session.state.note).toBeUndefined();
    expect(await published(tagline.sys.id)).toBeUndefined();
  });

  it('given a published entry, when unpublished, then the note says so and the workbench is told', async () => {
    const tagline = await fx.entry('tagline', { text: 'Published a while' });
    const { session, recorded } = await open(tagline.sys.id);
    await publish(session);
    await unpublish(session);
    expect(session.state.note).toEqual({ variant: 'positive', text: 'Unpublished. The site no longer shows it once the webhook has run.' });
    expect(session.state.sys.publishedVersion).toBeUndefined();
    expect(recorded.saved).toHaveLength(2);
    await unpublish(session);
    expect(session.state.note?.text).toMatch(/^The entry was not unpublished: /);
  });
});

describe('a refused publish as the editor words it', () => {
  const contentType = {
    fields: [
      { id: 'items', name: 'Items' },
      { id: 'title', name: 'Title' },
    ],
  } as never;

  it('given errors on two fields and one without a field, then the note names both fields and adds the general message', () => {
    const answer = refusal(
      [
        { name: 'size', path: ['fields', 'items', 'en-US'], details: 'At most 2 items.' },
        { name: 'required', path: ['fields', 'title', 'en-US'] },
        { name: 'unique', path: [], details: 'The URL is already used by another page.' },
      ],
      contentType,
    );
    expect(answer.note.text).toBe(
      'The entry was not published: 2 fields need attention (Items, Title). The URL is already used by another page.',
    );
    expect(answer.first).toBe('items');
    expect(answer.fields.title?.[0]?.message).toBe('The field is invalid (required).');
  });
});
