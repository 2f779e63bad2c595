import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel, entryLink, startAppFixture, type AppFixture } from '../../test/app-fixture.js';
import { axeViolations } from '../../test/axe.js';
import { PreviewBridge } from './preview-bridge.js';
import { UsedOn } from './used-on.js';
import { VersionHistory } from './version-history.js';

let fx: AppFixture;
beforeAll(async () => {
  fx = await startAppFixture();
  await createTestModel(fx);
});
afterAll(() => fx?.close());

describe('"used on" and the versions below an entry (workbench/README.md#what-an-editor-does, step 8)', () => {
  it('given a block on a page, then "used on" names the page with its type and opens it; axe finds nothing', async () => {
    const block = await fx.entry('tagline', { text: 'Used block' });
    const page = await fx.entry('page', { title: 'The page using it', blocks: [entryLink(block.sys.id)] });
    const opened: string[] = [];
    const user = userEvent.setup();
    const { container } = render(
      <UsedOn
        cma={fx.cma}
        contentTypes={fx.context().contentTypes}
        kind="Entry"
        id={block.sys.id}
        locale="en-US"
        onOpenEntry={(id) => opened.push(id)}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'The page using it' }, { timeout: 5_000 }));
    expect(screen.getByText('(Page)')).toBeTruthy();
    expect(opened).toEqual([page.sys.id]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a block created in place, when its page’s save links it and a later save unlinks it, then "used on" follows without a reload', async () => {
    const bridge = new PreviewBridge();
    const block = await fx.entry('tagline', { text: 'Made in place' });
    render(
      <UsedOn
        cma={fx.cma}
        contentTypes={fx.context().contentTypes}
        kind="Entry"
        id={block.sys.id}
        locale="en-US"
        onOpenEntry={() => undefined}
        onEntrySaved={bridge.onEntrySaved}
      />,
    );
    expect(await screen.findByText('Nothing links to this entry.', undefined, { timeout: 5_000 })).toBeTruthy();
    // The page's autosave, after the block's editor opened: the workbench hears of the saved page.
    const pageType = fx.context().contentTypes.find((ct) => ct.sys.id === 'page')!;
    const page = await fx.entry('page', { title: 'Page of the new block', blocks: [entryLink(block.sys.id)] });
    bridge.entrySaved(page, pageType);
    expect(await screen.findByRole('button', { name: 'Page of the new block' }, { timeout: 5_000 })).toBeTruthy();
    const unlinked = await fx.cma.entry.update({ entryId: page.sys.id }, { ...page, fields: { ...page.fields, blocks: { 'en-US': [] } } });
    bridge.entrySaved(unlinked, pageType);
    expect(await screen.findByText('Nothing links to this entry.', undefined, { timeout: 5_000 })).toBeTruthy();
  });

  it('given an entry nothing links to, then "used on" says so', async () => {
    const alone = await fx.entry('tagline', { text: 'Alone' });
    render(<UsedOn cma={fx.cma} contentTypes={[]} kind="Entry" id={alone.sys.id} locale="en-US" onOpenEntry={() => undefined} />);
    expect(await screen.findByText('Nothing links to this entry.', undefined, { timeout: 5_000 })).toBeTruthy();
  });

  it('given a published version and a changed draft, when that version is chosen, then Restore hands its values back', async () => {
    const tagline = await fx.entry('tagline', { text: 'Published words' });
    await fx.cma.entry.publish({ entryId: tagline.sys.id }, tagline);
    const contentType = fx.context().contentTypes.find((ct) => ct.sys.id === 'tagline')!;
    const restored: Record<string, unknown>[] = [];
    const user = userEvent.setup();
    const { container } = render(
      <VersionHistory
        cma={fx.cma}
        entryId={tagline.sys.id}
        contentType={contentType}
        contentTypes={fx.context().contentTypes}
        locale="en-US"
        current={{ text: 'Draft words' }}
        refreshKey={0}
        onRestore={(values) => restored.push(values)}
        onLinkedRestored={() => undefined}
      />,
    );
    const latest = await screen.findByRole('button', { name: /^Published .+ \(latest\)$/ }, { timeout: 5_000 });
    await user.click(latest);
    expect(latest.getAttribute('aria-pressed')).toBe('true');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    expect(restored).toEqual([{ text: 'Published words' }]);
  });

  it('given a page whose block changed after its earlier publish, when that publish is restored, then the page and the block come back as drafts', async () => {
    const block = await fx.entry('tagline', { text: 'Block then' });
    await fx.cma.entry.publish({ entryId: block.sys.id }, block);
    const page = await fx.entry('page', { title: 'Page then', blocks: [entryLink(block.sys.id)] });
    await fx.cma.entry.publish({ entryId: page.sys.id }, page);
    const changed = await fx.theirEdit(block.sys.id, { text: 'Block now' });
    await fx.cma.entry.publish({ entryId: block.sys.id }, changed);
    const pageNow = await fx.theirEdit(page.sys.id, { title: 'Page now' });
    await fx.cma.entry.publish({ entryId: page.sys.id }, pageNow);
    const contentType = fx.context().contentTypes.find((ct) => ct.sys.id === 'page')!;
    const restored: Record<string, unknown>[] = [];
    const linkedRestored: string[] = [];
    const user = userEvent.setup();
    const { container } = render(
      <VersionHistory
        cma={fx.cma}
        entryId={page.sys.id}
        contentType={contentType}
        contentTypes={fx.context().contentTypes}
        locale="en-US"
        current={{ title: 'Page now', blocks: [entryLink(block.sys.id)] }}
        refreshKey={0}
        onRestore={(values) => restored.push(values)}
        onLinkedRestored={(entries) => linkedRestored.push(...entries.map((e) => e.fields.text!['en-US'] as string))}
      />,
    );
    const versions = await screen.findAllByRole('button', { name: /^Published / }, { timeout: 5_000 });
    expect(versions).toHaveLength(2);
    await user.click(versions[1]!);
    const linked = await screen.findByRole('list', { name: 'Linked entries restored with this version' }, { timeout: 5_000 });
    expect(linked.textContent).toBe('Tagline “Block now” (Text)');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    expect(
      await screen.findByText('Restored this version and 1 linked entry as drafts. Publish to put them live.', undefined, {
        timeout: 5_000,
      }),
    ).toBeTruthy();
    expect(restored).toEqual([{ title: 'Page then', blocks: [entryLink(block.sys.id)] }]);
    expect(linkedRestored).toEqual(['Block then']);
    expect((await fx.cma.entry.get({ entryId: block.sys.id })).fields.text).toEqual({ 'en-US': 'Block then' });
  });

  it('given an entry never published, then the versions say there are none yet', async () => {
    const draft = await fx.entry('tagline', { text: 'Never published' });
    const contentType = fx.context().contentTypes.find((ct) => ct.sys.id === 'tagline')!;
    render(
      <VersionHistory
        cma={fx.cma}
        entryId={draft.sys.id}
        contentType={contentType}
        contentTypes={fx.context().contentTypes}
        locale="en-US"
        current={{}}
        refreshKey={0}
        onRestore={() => undefined}
        onLinkedRestored={() => undefined}
      />,
    );
    expect(await screen.findByText('No published versions yet.', undefined, { timeout: 5_000 })).toBeTruthy();
  });
});
