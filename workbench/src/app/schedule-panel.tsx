import { Button, Flex, Heading, Select, Text, TextInput } from '@contentful/f36-components';
import { FormControl } from './form-control.js';
import type { PlainClientAPI, ScheduledActionProps } from 'contentful-management';
import { formatISO, isValid, parseISO } from 'date-fns';
import { useEffect, useId, useState } from 'react';
import { REGULATED_NOT_SCHEDULED } from '../shared/scheduling.js';
import { cmaError } from './cma.js';
import { problemOf } from './entry-publishing.js';
import { formatLocalMoment } from './when.js';
import type { EditorNote } from './entry-session.js';
import { OutcomeNote } from './outcome-note.js';

/** What a scheduled action does, as the panel says it. */
const ACTION_NAMES = { publish: 'Publish', unpublish: 'Unpublish' } as const;

/** The browser's IANA time zone, in which the editor types and reads times. */
const timeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A `datetime-local` value ("2026-12-24T09:00", the editor's own time zone) as the ISO 8601
 * date-time with offset the CMA's `scheduledFor.datetime` takes ("2026-12-24T09:00:00-05:00").
 * @returns undefined when `value` is not a date and time.
 */
export function scheduledDatetime(value: string): string | undefined {
  const at = parseISO(value);
  return value && isValid(at) ? formatISO(at) : undefined;
}

/**
 * The entry's schedule (issue 42, item 4; docs/requirements.md#decision-scheduling-from-the-workbench):
 * its scheduled publishes and unpublishes waiting to run, each with Cancel, and a form to schedule
 * one, with the Management API's scheduled actions (`cma.scheduledActions`), which the content
 * service (or Contentful) runs at their time with nobody there. A publish takes the entry's draft
 * and changed links with it (`payload.withReferences`), as Publish does. A product or tool page is
 * never scheduled (the workbench's server refuses it too).
 */
export function SchedulePanel({
  cma,
  spaceId,
  environmentId,
  entryId,
  regulated,
  refreshKey,
  onChanged,
}: {
  cma: PlainClientAPI;
  spaceId: string;
  environmentId: string;
  entryId: string;
  /** A product or tool page: no schedule, the reason shown. */
  regulated: boolean;
  /** Changes after each publish or unpublish (an action may have run), so the list is read again. */
  refreshKey: number;
  /** An action was scheduled or canceled (the entry list shows what is scheduled). */
  onChanged?(): void;
}) {
  const [actions, setActions] = useState<ScheduledActionProps[] | undefined>();
  const [reads, setReads] = useState(0);
  const [action, setAction] = useState<'publish' | 'unpublish'>('publish');
  const [when, setWhen] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<EditorNote | undefined>();
  const headingId = useId();
  const zone = timeZone();
  useEffect(() => {
    let current = true;
    cma.scheduledActions
      .getMany({ spaceId, query: { 'environment.sys.id': environmentId, 'entity.sys.id': entryId, 'sys.status': 'scheduled' } })
      .then(
        (answer) => current && setActions(answer.items),
        (e: unknown) => current && setOutcome({ variant: 'negative', text: `What is scheduled could not be read: ${cmaError(e).message}` }),
      );
    return () => {
      current = false;
    };
  }, [cma, spaceId, environmentId, entryId, refreshKey, reads]);

  const schedule = async () => {
    const datetime = scheduledDatetime(when);
    if (!datetime) return setOutcome({ variant: 'negative', text: 'Enter the date and time to schedule it at.' });
    setBusy(true);
    setOutcome(undefined);
    try {
      await cma.scheduledActions.create({ spaceId }, {
        entity: { sys: { type: 'Link', linkType: 'Entry', id: entryId } },
        environment: { sys: { type: 'Link', linkType: 'Environment', id: environmentId } },
        action,
        scheduledFor: { datetime, timezone: zone },
        ...(action === 'publish' ? { payload: { withReferences: { 'sys.contentType.metadata.annotations.ContentType[nin]': [] } } } : {}),
      } as Parameters<PlainClientAPI['scheduledActions']['create']>[1]);
      setWhen('');
      setOutcome({ variant: 'positive', text: `${ACTION_NAMES[action]} scheduled for ${formatLocalMoment(datetime, zone)}.` });
      setReads((n) => n + 1);
      onChanged?.();
    } catch (e) {
      setOutcome({ variant: 'negative', text: `Not scheduled: ${problemOf(e)}` });
    } finally {
      setBusy(false);
    }
  };

  const cancel = async (scheduled: ScheduledActionProps) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      await cma.scheduledActions.delete({ spaceId, environmentId, scheduledActionId: scheduled.sys.id });
      setOutcome({ variant: 'positive', text: `Canceled: ${describe(scheduled, zone)}.` });
      setReads((n) => n + 1);
      onChanged?.();
    } catch (e) {
      setOutcome({ variant: 'negative', text: `Not canceled: ${cmaError(e).message}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="schedule-panel">
      <Heading as="h3" id={headingId} marginBottom="spacingXs">
        Schedule
      </Heading>
      {actions === undefined ? (
        <Text fontColor="gray700">Reading what is scheduled…</Text>
      ) : actions.length === 0 ? (
        <Text as="p" fontColor="gray700">
          Nothing scheduled.
        </Text>
      ) : (
        <ul className="schedule-panel__items" aria-label="Scheduled">
          {actions.map((scheduled) => (
            <li key={scheduled.sys.id}>
              <Text>{describe(scheduled, zone)}</Text>{' '}
              <Button size="small" variant="transparent" isDisabled={busy} onClick={() => void cancel(scheduled)}>
                {`Cancel ${ACTION_NAMES[scheduled.action as keyof typeof ACTION_NAMES]?.toLowerCase() ?? scheduled.action}`}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {regulated ? (
        <Text as="p" fontColor="gray700">
          {REGULATED_NOT_SCHEDULED}
        </Text>
      ) : (
        <Flex gap="spacingXs" alignItems="flex-end" flexWrap="wrap">
          <FormControl marginBottom="none">
            <FormControl.Label>Action</FormControl.Label>
            <Select value={action} onChange={(e) => setAction(e.target.value as 'publish' | 'unpublish')}>
              <Select.Option value="publish">Publish</Select.Option>
              <Select.Option value="unpublish">Unpublish</Select.Option>
            </Select>
          </FormControl>
          <FormControl marginBottom="none">
            <FormControl.Label>{`Date and time (${zone})`}</FormControl.Label>
            <TextInput type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} />
          </FormControl>
          <Button variant="secondary" size="small" isLoading={busy} isDisabled={busy} onClick={() => void schedule()}>
            Schedule
          </Button>
        </Flex>
      )}
      <OutcomeNote outcome={outcome} className="schedule-panel__outcome" />
    </section>
  );
}

/** "Publish on Dec 24, 2026, 9:00 AM" in `zone`. */
function describe(scheduled: ScheduledActionProps, zone: string): string {
  const name = ACTION_NAMES[scheduled.action as keyof typeof ACTION_NAMES] ?? scheduled.action;
  return `${name} on ${formatLocalMoment(scheduled.scheduledFor.datetime, zone)}`;
}
