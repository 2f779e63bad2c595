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
        locale="en-US"
        current={{ text: 'Draft words' }}
        refreshKey={0}
        onRestore={(values) => restored.push(values)}
      />,
    );
    const latest = await screen.findByRole('button', { name: /^Published .+ \(latest\)$/ }, { timeout: 5_000 });
    await user.click(latest);
    expect(latest.getAttribute('aria-pressed')).toBe('true');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    expect(restored).toEqual([{ text: 'Published words' }]);
  });

  it('given an entry never published, then the versions say there are none yet', async () => {
    const draft = await fx.entry('tagline', { text: 'Never published' });
    const contentType = fx.context().contentTypes.find((ct) => ct.sys.id === 'tagline')!;
    render(
      <VersionHistory
        cma={fx.cma}
        entryId={draft.sys.id}
        contentType={contentType}
        locale="en-US"
        current={{}}
        refreshKey={0}
        onRestore={() => undefined}
      />,
    );
    expect(await screen.findByText('No published versions yet.', undefined, { timeout: 5_000 })).toBeTruthy();
  });
});
