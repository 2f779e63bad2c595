import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe.js';
import { DEVICES, fitFrame } from './preview-fit.js';
import { NoPreview, PreviewPane } from './preview-pane.js';

describe('the preview’s device widths (issue 42: "Desktop" drew the phone layout)', () => {
  it('given the devices, then each has its width in CSS pixels, the desktop 1280', () => {
    expect(DEVICES.map((d) => `${d.label} ${d.width}`)).toEqual(['Phone 390', 'Tablet 768', 'Desktop 1280']);
  });

  it('given a pane narrower than the device, then the frame keeps the device’s width, scaled to the pane and as tall as it once scaled', () => {
    expect(fitFrame(1280, 640, 700)).toEqual({ scale: 0.5, width: 1280, height: 1400, left: 0 });
    expect(fitFrame(768, 512, 600)).toEqual({ scale: 2 / 3, width: 768, height: 900, left: 0 });
  });

  it('given a pane wider than the device, then the frame is drawn at its size, centred', () => {
    expect(fitFrame(390, 600, 700)).toEqual({ scale: 1, width: 390, height: 700, left: 105 });
  });

  it('given a pane not measured yet, then the device’s width at scale 1', () => {
    expect(fitFrame(1280, 0, 0)).toEqual({ scale: 1, width: 1280, height: 0, left: 0 });
  });
});

describe('the preview pane', () => {
  // The page the workbench server serves carries its session secret (cma.ts reads it for the preview's address).
  beforeAll(() => {
    const meta = document.createElement('meta');
    meta.name = 'workbench-session';
    meta.content = 'a-session-secret';
    document.head.append(meta);
  });

  it('given a page, then the frame is the device’s width, the device buttons say which is on, and axe finds nothing', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <PreviewPane slug="/life-insurance" siteUrl="http://localhost:3999" onHost={() => undefined} onFieldClick={() => undefined} />,
    );
    const stage = container.querySelector<HTMLElement>('.preview-pane__stage')!;
    expect(stage.style.width).toBe('1280px');
    expect(screen.getByRole('button', { name: 'Desktop 1280' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Phone 390' }));
    expect(stage.style.width).toBe('390px');
    expect(stage.dataset.device).toBe('phone');
    expect(screen.getByRole('button', { name: 'Desktop 1280' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTitle('Live preview of the page').getAttribute('src')).toBe(
      '/preview?slug=%2Flife-insurance&session=a-session-secret',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given no page, then the pane says why there is no preview, and axe finds nothing', async () => {
    const { container } = render(<NoPreview />);
    expect(screen.getByRole('region', { name: 'Live preview' }).textContent).toBe(
      'No page to preview. A new page shows here once its URL is saved; a block shows on the page that links to it.',
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
