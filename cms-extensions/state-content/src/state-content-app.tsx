import type { FieldAppSDK } from '@contentful/app-sdk';
import { Badge, Box, Button, Heading, Note, Paragraph, Select, Table } from '@contentful/f36-components';
import { useFieldValue, useSDK } from '@contentful/react-apps-toolkit';
import {
  CASE_FIELDS,
  DEFAULT_STATE_LISTS,
  STATE_CONTENT_CASES,
  stateCase,
  stateListsOf,
  type StateCase,
  type StateContentCase,
  type StateLists,
} from '@insurer/renderer/field-apps';
import { US_STATES } from '@insurer/contracts/forms';
import { useEffect, useState } from 'react';

/** What an editor reads for each case. */
export const CASE_LABELS: Readonly<Record<StateCase, string>> = {
  default: 'Default content',
  general: 'General content',
  compact: 'Compact content',
  ca: 'California content',
  ny: 'New York content',
  fl: 'Florida content',
  none: 'Nothing',
};

/** The warning shown while the general content, every state's fallback, is empty. */
export const GENERAL_MISSING =
  'General content is missing: the general states, and CA, NY, FL and the compact states without content of their own, show nothing.';

const OWN_STATES = new Set(['CA', 'NY', 'FL']);
type ListChoice = 'general' | 'compact' | 'neither';

function linkedId(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const sys = (value as { sys?: { id?: unknown } }).sys;
  return typeof sys?.id === 'string' ? sys.id : undefined;
}

function readFilled(sdk: FieldAppSDK): Partial<Record<StateContentCase, string>> {
  return Object.fromEntries(
    STATE_CONTENT_CASES.flatMap((which) => {
      const id = linkedId(sdk.entry.fields[CASE_FIELDS[which]]?.getValue());
      return id ? [[which, id]] : [];
    }),
  ) as Partial<Record<StateContentCase, string>>;
}

/** The linked entry id of every filled case, kept in step with the entry editor. */
function useFilledCases(sdk: FieldAppSDK): Partial<Record<StateContentCase, string>> {
  const [filled, setFilled] = useState(() => readFilled(sdk));
  useEffect(() => {
    const stops = STATE_CONTENT_CASES.flatMap((which) => {
      const field = sdk.entry.fields[CASE_FIELDS[which]];
      return field ? [field.onValueChanged(() => setFilled(readFilled(sdk)))] : [];
    });
    return () => stops.forEach((stop) => stop());
  }, [sdk]);
  return filled;
}

/**
 * The names editors gave the linked entries (`internalName`, every block's name field), read
 * through the SDK's CMA; an entry that cannot be read keeps its id.
 */
function useEntryNames(sdk: FieldAppSDK, ids: readonly string[]): Record<string, string> {
  const [names, setNames] = useState<Record<string, string>>({});
  const key = ids.join(',');
  useEffect(() => {
    let live = true;
    const wanted = key === '' ? [] : key.split(',');
    void Promise.all(
      wanted.map(async (id): Promise<[string, string] | undefined> => {
        const entry = await sdk.cma.entry.get({ entryId: id }).catch(() => undefined);
        const name = (entry?.fields as Record<string, Record<string, unknown>> | undefined)?.internalName?.[sdk.locales.default];
        return typeof name === 'string' && name !== '' ? [id, name] : undefined;
      }),
    ).then((found) => {
      if (live) setNames(Object.fromEntries(found.filter((pair): pair is [string, string] => pair !== undefined)));
    });
    return () => {
      live = false;
    };
  }, [sdk, key]);
  return names;
}

function listOf(code: string, lists: StateLists): ListChoice {
  if (lists.general.includes(code)) return 'general';
  if (lists.compact.includes(code)) return 'compact';
  return 'neither';
}

/**
 * The state-content field app, on `stateContentDropdown.stateMapping` (docs/requirements.md#state-content):
 * which content each group has, the list each state belongs to (written as the entry's
 * `stateMapping` JSON, `{ "general": [...], "compact": [...] }`), and the content every state
 * shows after the renderer's own fallbacks (`stateCase`).
 */
export function StateContentApp() {
  const sdk = useSDK<FieldAppSDK>();
  const [mapping, setMapping] = useFieldValue<unknown>();
  const filled = useFilledCases(sdk);
  const names = useEntryNames(sdk, Object.values(filled));
  const lists = stateListsOf(mapping, sdk.ids.entry);
  const filledSet = new Set(Object.keys(filled) as StateContentCase[]);
  const customised = mapping !== undefined && mapping !== null;

  const move = (code: string, to: ListChoice) => {
    const general = lists.general.filter((c) => c !== code);
    const compact = lists.compact.filter((c) => c !== code);
    if (to === 'general') general.push(code);
    if (to === 'compact') compact.push(code);
    const order = (codes: string[]) => US_STATES.map(([c]) => c as string).filter((c) => codes.includes(c));
    void setMapping({ general: order(general), compact: order(compact) });
  };

  return (
    <Box padding="spacingS">
      {!filled.general && (
        <Note variant="warning" title="No general content">
          {GENERAL_MISSING}
        </Note>
      )}
      <Heading as="h2" marginTop="spacingM">
        Content per group
      </Heading>
      <Table aria-label="Content per group">
        <Table.Head>
          <Table.Row>
            <Table.Cell>Group</Table.Cell>
            <Table.Cell>Linked entry</Table.Cell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {STATE_CONTENT_CASES.map((which) => (
            <Table.Row key={which}>
              <Table.Cell>{CASE_LABELS[which]}</Table.Cell>
              <Table.Cell>
                {filled[which] ? (
                  <Badge variant="positive">{names[filled[which]] ?? filled[which]}</Badge>
                ) : (
                  <Badge variant="secondary">Empty</Badge>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
      <Heading as="h2" marginTop="spacingM">
        What each state shows
      </Heading>
      <Paragraph>
        {customised ? 'This entry overrides the state lists.' : 'This entry uses the default state lists.'}{' '}
        {customised && (
          <Button size="small" variant="secondary" onClick={() => void setMapping(undefined)}>
            Reset to the default lists
          </Button>
        )}
      </Paragraph>
      <Table aria-label="What each state shows">
        <Table.Head>
          <Table.Row>
            <Table.Cell>State</Table.Cell>
            <Table.Cell>List</Table.Cell>
            <Table.Cell>Shows</Table.Cell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {US_STATES.map(([code, name]) => {
            const shows = stateCase(code, filledSet, lists);
            return (
              <Table.Row key={code} data-state-code={code}>
                <Table.Cell>
                  {name} ({code})
                </Table.Cell>
                <Table.Cell>
                  {OWN_STATES.has(code) ? (
                    'Own content, else general'
                  ) : (
                    <Select
                      aria-label={`List of ${name}`}
                      size="small"
                      value={listOf(code, lists)}
                      onChange={(event) => move(code, event.target.value as ListChoice)}
                    >
                      <Select.Option value="general">General</Select.Option>
                      <Select.Option value="compact">Compact</Select.Option>
                      <Select.Option value="neither">Neither</Select.Option>
                    </Select>
                  )}
                </Table.Cell>
                <Table.Cell>{CASE_LABELS[shows]}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table>
      <Paragraph marginTop="spacingS">
        Before a state is chosen: {CASE_LABELS[stateCase('', filledSet, lists)]}. Default lists: {DEFAULT_STATE_LISTS.general.length}{' '}
        general and {DEFAULT_STATE_LISTS.compact.length} compact states.
      </Paragraph>
    </Box>
  );
}
