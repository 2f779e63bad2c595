import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel, startAppFixture, type AppFixture } from '../../test/app-fixture.js';
import { axeViolations } from '../../test/axe.js';
import { SchedulePanel, scheduledDatetime } from './schedule-panel.js';
import { formatLocalMoment } from './when.js';

let fx: AppFixture;
beforeAll(async () => {
  fx = await startAppFixture();
  await createTestModel(fx);
});
afterAll(() => fx?.close());

const scheduledFor = async (entryId: string) =>
  (
    await fx.cma.scheduledActions.getMany({
      spaceId: fx.config.spaceId,
      query: { 'environment.sys.id': 'master', 'entity.sys.id': entryId, 'sys.status': 'scheduled' },
    })
  ).items;

describe('the schedule panel (issue 42, item 4)', () => {
  it('given a datetime-local value, then the CMA datetime carries its offset; nothing else is one', () => {
    const iso = scheduledDatetime('2027-03-01T09:30')!;
    expect(iso).toMatch(/^2027-03-01T09:30:00(Z|[+-]\d{2}:\d{2})$/);
    expect(new Date(iso).getTime()).toBe(new Date(2027, 2, 1, 9, 30).getTime());
    expect(scheduledDatetime('')).toBeUndefined();
    expect(scheduledDatetime('next week')).toBeUndefined();
  });

  it('given a page, when a publish is scheduled and then canceled, then the Management API holds it and then not, and the panel says each', async () => {
    const page = await fx.entry('page', { title: 'Spring campaign', url: '/spring' });
    const user = userEvent.setup();
    const changes: number[] = [];
    const { container } = render(
      <SchedulePanel
        cma={fx.cma}
        spaceId={fx.config.spaceId}
        environmentId="master"
        entryId={page.sys.id}
        regulated={false}
        refreshKey={0}
        onChanged={() => changes.push(1)}
      />,
    );
    const region = await screen.findByRole('region', { name: 'Schedule' });
    await within(region).findByText('Nothing scheduled.', undefined, { timeout: 5_000 });
    await user.click(within(region).getByRole('button', { name: 'Schedule' }));
    expect((await within(region).findByRole('alert')).textContent).toBe('Enter the date and time to schedule it at.');
    await user.type(within(region).getByLabelText(/^Date and time/), '2030-01-15T09:00');
    await user.click(within(region).getByRole('button', { name: 'Schedule' }));
    const when = formatLocalMoment(scheduledDatetime('2030-01-15T09:00')!);
    expect((await within(region).findByRole('status', undefined, { timeout: 5_000 })).textContent).toBe(`Publish scheduled for ${when}.`);
    const [action] = await scheduledFor(page.sys.id);
    expect(action).toMatchObject({ action: 'publish', entity: { sys: { id: page.sys.id } } });
    expect(new Date(action!.scheduledFor.datetime).getTime()).toBe(new Date(2030, 0, 15, 9, 0).getTime());
    const item = await within(region).findByRole('listitem', undefined, { timeout: 5_000 });
    expect(item.textContent).toBe(`Publish on ${when} Cancel publish`);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(item).getByRole('button', { name: 'Cancel publish' }));
    await waitFor(() => expect(within(region).getByRole('status').textContent).toBe(`Canceled: Publish on ${when}.`));
    await within(region).findByText('Nothing scheduled.');
    expect(await scheduledFor(page.sys.id)).toEqual([]);
    expect(changes).toHaveLength(2);
  });

  it('given a time in the past, when scheduled, then the Management API’s reason shows and nothing is scheduled', async () => {
    const page = await fx.entry('page', { title: 'Too late', url: '/too-late' });
    const user = userEvent.setup();
    render(
      <SchedulePanel
        cma={fx.cma}
        spaceId={fx.config.spaceId}
        environmentId="master"
        entryId={page.sys.id}
        regulated={false}
        refreshKey={0}
      />,
    );
    const region = await screen.findByRole('region', { name: 'Schedule' });
    await user.type(within(region).getByLabelText(/^Date and time/), '2020-01-15T09:00');
    await user.click(within(region).getByRole('button', { name: 'Schedule' }));
    expect((await within(region).findByRole('alert', undefined, { timeout: 5_000 })).textContent).toMatch(/^Not scheduled: /);
    expect(await scheduledFor(page.sys.id)).toEqual([]);
  });

  it('given a product or tool page, then it offers no schedule and says why', async () => {
    const page = await fx.entry('staticPage', { title: 'Annuities', type: 'product' });
    render(
      <SchedulePanel cma={fx.cma} spaceId={fx.config.spaceId} environmentId="master" entryId={page.sys.id} regulated refreshKey={0} />,
    );
    const region = await screen.findByRole('region', { name: 'Schedule' });
    expect(
      within(region).getByText(
        'A product or tool page is published by a principal, as approved, when they publish it: it cannot be scheduled.',
      ),
    ).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Schedule' })).toBeNull();
  });
});
