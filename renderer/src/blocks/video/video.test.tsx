import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VideoBlockFragment } from '@insurer/content-model/types';
import { axeViolations } from '../../test/axe.js';
import { loadContext } from '../../test/fixtures.js';
import { fromVideoBlock } from './from-video.js';
import { videoBlock } from './index.js';
import { VideoBlock } from './video.js';

const raw: VideoBlockFragment = {
  sys: { id: 'video-1' },
  title: 'How term life works',
  wistiaId: 'abcde12345',
  transcript: 'Term life covers a set period.\n\nIt pays a benefit if you die in that time.',
};

describe('VideoBlock', () => {
  it('given a video entry, when rendered, then a lazy Wistia iframe named by the title shows tagged for the inspector', async () => {
    const { container } = render(<VideoBlock {...fromVideoBlock(raw)} />);
    const frame = screen.getByTitle('How term life works');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://fast.wistia.net/embed/iframe/abcde12345');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(container.firstElementChild?.getAttribute('data-contentful-entry-id')).toBe('video-1');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a transcript, when the visitor opens the disclosure, then its paragraphs show', async () => {
    const { container } = render(<VideoBlock {...fromVideoBlock(raw)} />);
    const details = container.querySelector('details');
    expect(details?.open).toBe(false);
    await userEvent.setup().click(screen.getByText('Transcript'));
    expect(details?.open).toBe(true);
    expect(screen.getByText('It pays a benefit if you die in that time.').tagName).toBe('P');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given no transcript and no title, when rendered, then there is no disclosure and the player is named "Video"', async () => {
    const { container } = render(<VideoBlock {...fromVideoBlock({ ...raw, title: null, transcript: '  ' })} />);
    expect(container.querySelector('details')).toBeNull();
    expect(screen.getByTitle('Video').tagName).toBe('IFRAME');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a draft without a Wistia id, when rendered, then nothing is drawn', () => {
    const { container } = render(<VideoBlock {...fromVideoBlock({ ...raw, wistiaId: null })} />);
    expect(container.innerHTML).toBe('');
  });

  it('given ids, when the block loads, then it queries them and maps the video', async () => {
    const context = loadContext({ videoCollection: { items: [raw] } }, { preview: true });
    const loaded = await videoBlock.load(['video-1'], context);
    expect(context.calls).toEqual([{ variables: { ids: ['video-1'], preview: true } }]);
    expect(loaded.get('video-1')).toEqual({
      id: 'video-1',
      video: { wistiaId: 'abcde12345', title: 'How term life works', transcript: raw.transcript },
    });
  });
});
