import { render, screen } from '@testing-library/react';
import type { EntryProps } from 'contentful-management';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel, openSession, startAppFixture, type AppFixture } from '../../test/app-fixture.js';
import { axeViolations } from '../../test/axe.js';
import { PublishBar, saveLabel } from './publish-bar.js';

let fx: AppFixture;
beforeAll(async () => {
  fx = await startAppFixture();
  await createTestModel(fx);
});
afterAll(() => fx?.close());

/** The bar of a new tagline whose `sys` is `sys` and whose action under way is `busy`. */
async function renderBar(sys: Partial<EntryProps['sys']>, busy?: 'publishing') {
  const tagline = await fx.entry('tagline', { text: 'In the bar' });
  const { session } = await openSession(fx, tagline.sys.id);
  const state = { ...session.state, sys: { ...session.state.sys, ...sys }, busy };
  return render(<PublishBar session={session} state={state} headingId="bar-heading" />);
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('the publish bar (workbench/README.md#what-an-editor-does, step 5)', () => {
  it('given each save state, then the bar says it in words', () => {
    expect(saveLabel({ kind: 'saved', version: 4 })).toBe('Saved · version 4');
    expect(saveLabel({ kind: 'saving' })).toBe('Saving…');
    expect(saveLabel({ kind: 'unsaved' })).toBe('Unsaved changes');
    expect(saveLabel({ kind: 'conflict', theirs: {} as EntryProps })).toBe('Not saved: conflict');
    expect(saveLabel({ kind: 'error', message: 'offline' })).toBe('Not saved');
  });

  it('given a draft, then Publish, Duplicate, Archive and Delete, no Unpublish, and axe finds nothing', async () => {
    const { container } = await renderBar({ version: 3 });
    expect(['Publish', 'Duplicate', 'Archive', 'Delete'].map((name) => button(name).disabled)).toEqual([false, false, false, false]);
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'In the bar' }).id).toBe('bar-heading');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a published entry, then Published waits for a change, and Archive waits until it is unpublished', async () => {
    await renderBar({ version: 5, publishedVersion: 4 });
    expect(button('Published').disabled).toBe(true);
    expect(button('Archive').disabled).toBe(true);
    expect(button('Unpublish').disabled).toBe(false);
  });

  it('given a changed entry, then Publish changes; an archived one offers Unarchive and no publish', async () => {
    const { unmount } = await renderBar({ version: 8, publishedVersion: 4 });
    expect(button('Publish changes').disabled).toBe(false);
    unmount();
    await renderBar({ version: 9, archivedVersion: 8 });
    expect(button('Unarchive')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Publish/ })).toBeNull();
  });

  it('given a publish under way, then every button waits', async () => {
    await renderBar({ version: 3 }, 'publishing');
    expect(['Duplicate', 'Archive', 'Delete'].map((name) => button(name).disabled)).toEqual([true, true, true]);
  });
});
