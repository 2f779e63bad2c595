import type { FieldAppSDK } from '@contentful/app-sdk';
import { Box, Button, Checkbox, Heading, List, Note, Select, Stack, Table, TextInput } from '@contentful/f36-components';
import { FormControl } from '@insurer/cms-shared/form-control';
import { useFieldValue, useSDK } from '@contentful/react-apps-toolkit';
import { parseRilaConfig, type RilaConfig, type RilaRate } from '@insurer/contracts/rila';
import { useState } from 'react';
import { NumberInput } from './number-input.js';
import { OutcomePreview } from './outcome-preview.js';

/** The rate figures an editor sets per row, with their labels (percent). */
const RATE_FIELDS: { key: 'cap' | 'upsidePlus' | 'spread' | 'trigger'; label: string }[] = [
  { key: 'cap', label: 'Cap %' },
  { key: 'upsidePlus', label: 'Upside+ %' },
  { key: 'spread', label: 'Spread %' },
  { key: 'trigger', label: 'Trigger %' },
];

/** The tool shows outcomes A-D (older variant) or A-E: 4 or 5 scenarios (the schema's bounds). */
const MIN_SCENARIOS = 4;
const MAX_SCENARIOS = 5;

/** Shown above the issues while the edited configuration fails the tool's schema. */
export const NOT_SAVED = 'Not saved: the RILA tool would refuse this configuration. Fix the issues below.';

function sameCell(rate: RilaRate, term: string, buffer: string, index: string, strategy: string): boolean {
  return rate.term === term && rate.buffer === buffer && rate.index === index && rate.creditingStrategy === strategy;
}

/**
 * The rila-config field app, on `rilaWidget.config` (docs/requirements.md#rila-constants): the
 * rates of every term × buffer × index × crediting strategy (a missing row is an unavailable
 * combination), the investment minimum, maximum and default, and the outcome scenarios.
 * Every edit is validated with the tool's own schema (`parseRilaConfig`); only a configuration
 * the tool accepts is written to the entry (docs/requirements.md#decision-rila-config-app-saves-only-valid),
 * otherwise the issues show and the field is marked invalid. A preview computes outcomes A-E
 * with the tool's own functions.
 */
export function RilaConfigApp() {
  const sdk = useSDK<FieldAppSDK>();
  const [stored, setStored] = useFieldValue<unknown>();
  const initial = parseRilaConfig(stored);
  const [draft, setDraft] = useState<RilaConfig | undefined>(initial.ok ? initial.config : undefined);
  const [issues, setIssues] = useState<string[]>(initial.ok ? [] : initial.issues);
  const [term, setTerm] = useState(draft?.strategyTerms[0]?.code ?? '');
  const [buffer, setBuffer] = useState(draft?.buffers[0]?.code ?? '');

  if (!draft) {
    return (
      <Box padding="spacingS">
        <Note variant="negative" title="This configuration cannot be edited here">
          The stored JSON is not a RILA configuration the tool accepts:
          <List>
            {issues.map((issue) => (
              <List.Item key={issue}>{issue}</List.Item>
            ))}
          </List>
        </Note>
      </Box>
    );
  }

  const edit = (next: RilaConfig) => {
    setDraft(next);
    const parsed = parseRilaConfig(next);
    setIssues(parsed.ok ? [] : parsed.issues);
    void sdk.field.setInvalid(!parsed.ok);
    if (parsed.ok) void setStored(parsed.config);
  };
  const setRate = (index: string, strategy: string, patch: Partial<RilaRate> | 'remove') => {
    const rates = draft.rates.filter((rate) => !sameCell(rate, term, buffer, index, strategy));
    const current = draft.rates.find((rate) => sameCell(rate, term, buffer, index, strategy));
    if (patch !== 'remove') {
      rates.push({
        ...(current ?? { term, buffer, index, creditingStrategy: strategy, cap: 0, upsidePlus: 0, spread: 0, trigger: 0 }),
        ...patch,
      });
    }
    edit({ ...draft, rates });
  };
  const labelOf = (list: { code: string; label: string }[], code: string) => list.find((c) => c.code === code)?.label ?? code;

  return (
    <Box padding="spacingS">
      {issues.length > 0 && (
        <Note variant="negative" title={NOT_SAVED}>
          <List>
            {issues.map((issue) => (
              <List.Item key={issue}>{issue}</List.Item>
            ))}
          </List>
        </Note>
      )}

      <Heading as="h2">Investment (dollars)</Heading>
      <Stack>
        {(['min', 'max', 'default'] as const).map((key) => (
          <FormControl key={key} marginBottom="none">
            <FormControl.Label htmlFor={`investment-${key}`}>
              {{ min: 'Minimum', max: 'Maximum', default: 'Default' }[key]}
            </FormControl.Label>
            <NumberInput
              id={`investment-${key}`}
              label={key}
              step="1000"
              value={draft.investment[key]}
              onChange={(value) => edit({ ...draft, investment: { ...draft.investment, [key]: value } })}
            />
          </FormControl>
        ))}
      </Stack>

      <Heading as="h2" marginTop="spacingM">
        Rates (percent)
      </Heading>
      <Stack>
        <FormControl marginBottom="none">
          <FormControl.Label htmlFor="rates-term">Term of the rates</FormControl.Label>
          <Select id="rates-term" size="small" value={term} onChange={(event) => setTerm(event.target.value)}>
            {draft.strategyTerms.map((choice) => (
              <Select.Option key={choice.code} value={choice.code}>
                {choice.label}
              </Select.Option>
            ))}
          </Select>
        </FormControl>
        <FormControl marginBottom="none">
          <FormControl.Label htmlFor="rates-buffer">Buffer of the rates</FormControl.Label>
          <Select id="rates-buffer" size="small" value={buffer} onChange={(event) => setBuffer(event.target.value)}>
            {draft.buffers.map((choice) => (
              <Select.Option key={choice.code} value={choice.code}>
                {choice.label}
              </Select.Option>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Table aria-label={`Rates for ${labelOf(draft.strategyTerms, term)}, ${labelOf(draft.buffers, buffer)}`}>
        <Table.Head>
          <Table.Row>
            <Table.Cell>Index and strategy</Table.Cell>
            <Table.Cell>Available</Table.Cell>
            {RATE_FIELDS.map((field) => (
              <Table.Cell key={field.key}>{field.label}</Table.Cell>
            ))}
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {draft.indexes.flatMap((index) =>
            draft.creditingStrategies.map((strategy) => {
              const rate = draft.rates.find((r) => sameCell(r, term, buffer, index.code, strategy.code));
              const name = `${index.label}, ${strategy.label}`;
              return (
                <Table.Row key={`${index.code}-${strategy.code}`}>
                  <Table.Cell>{name}</Table.Cell>
                  <Table.Cell>
                    <Checkbox
                      aria-label={`${name} available`}
                      isChecked={rate !== undefined}
                      onChange={(event) => setRate(index.code, strategy.code, event.target.checked ? {} : 'remove')}
                    />
                  </Table.Cell>
                  {RATE_FIELDS.map((field) => (
                    <Table.Cell key={field.key}>
                      {rate ? (
                        <NumberInput
                          label={`${field.label.replace(' %', '')} for ${name}`}
                          value={rate[field.key]}
                          onChange={(value) => setRate(index.code, strategy.code, { [field.key]: value })}
                        />
                      ) : (
                        '—'
                      )}
                    </Table.Cell>
                  ))}
                </Table.Row>
              );
            }),
          )}
        </Table.Body>
      </Table>

      <Heading as="h2" marginTop="spacingM">
        Outcome scenarios
      </Heading>
      <Table aria-label="Outcome scenarios">
        <Table.Head>
          <Table.Row>
            <Table.Cell>Outcome</Table.Cell>
            <Table.Cell>Title</Table.Cell>
            <Table.Cell>Index return over the term (%)</Table.Cell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {draft.outcomeScenarios.map((scenario, i) => {
            const replace = (patch: Partial<typeof scenario>) =>
              edit({ ...draft, outcomeScenarios: draft.outcomeScenarios.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
            return (
              <Table.Row key={scenario.label}>
                <Table.Cell>{scenario.label}</Table.Cell>
                <Table.Cell>
                  <TextInput
                    size="small"
                    aria-label={`Title of outcome ${scenario.label}`}
                    value={scenario.title}
                    onChange={(event) => replace({ title: event.target.value })}
                  />
                </Table.Cell>
                <Table.Cell>
                  <NumberInput
                    label={`Index return of outcome ${scenario.label}`}
                    value={scenario.indexReturn}
                    onChange={(value) => replace({ indexReturn: value })}
                  />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table>
      <Stack marginTop="spacingXs">
        <Button
          size="small"
          isDisabled={draft.outcomeScenarios.length >= MAX_SCENARIOS}
          onClick={() =>
            edit({
              ...draft,
              outcomeScenarios: [
                ...draft.outcomeScenarios,
                { label: String.fromCharCode(65 + draft.outcomeScenarios.length), title: 'New scenario', indexReturn: 0 },
              ],
            })
          }
        >
          Add a scenario
        </Button>
        <Button
          size="small"
          variant="negative"
          isDisabled={draft.outcomeScenarios.length <= MIN_SCENARIOS}
          onClick={() => edit({ ...draft, outcomeScenarios: draft.outcomeScenarios.slice(0, -1) })}
        >
          {`Remove scenario ${draft.outcomeScenarios.at(-1)?.label ?? ''}`}
        </Button>
      </Stack>

      {issues.length === 0 && <OutcomePreview config={draft} />}
    </Box>
  );
}
