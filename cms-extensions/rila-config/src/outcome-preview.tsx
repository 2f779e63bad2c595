import { Heading, Note, Select, Stack, Table } from '@contentful/f36-components';
import { FormControl } from '@insurer/cms-shared/form-control';
import { formatDollars, formatPercent } from '@insurer/contracts/format';
import { slotResult, type RilaConfig, type RilaSelection } from '@insurer/contracts/rila';
import { useState } from 'react';

const SELECTS: { key: keyof RilaSelection; label: string; list: (config: RilaConfig) => { code: string; label: string }[] }[] = [
  { key: 'strategyTerm', label: 'Term', list: (c) => c.strategyTerms },
  { key: 'buffer', label: 'Buffer', list: (c) => c.buffers },
  { key: 'index', label: 'Index', list: (c) => c.indexes },
  { key: 'creditingStrategy', label: 'Crediting strategy', list: (c) => c.creditingStrategies },
];

/**
 * Outcomes A-E of one selection for the default investment, computed by the tool's own
 * `slotResult` (docs/requirements.md#rila-results) on the configuration as edited: what the
 * site will show once the entry is published.
 */
export function OutcomePreview({ config }: { config: RilaConfig }) {
  const [selection, setSelection] = useState<RilaSelection>({
    strategyTerm: config.defaults.strategyTerm,
    buffer: config.defaults.buffer,
    index: config.defaults.index,
    creditingStrategy: config.defaults.creditingStrategy,
  });
  const amount = config.investment.default;
  const result = slotResult(config, 'ipcs1', selection, amount, 100, 'v3');
  return (
    <section aria-labelledby="rila-preview-heading">
      <Heading as="h2" id="rila-preview-heading" marginTop="spacingM">
        Preview: outcomes for {formatDollars(amount)}
      </Heading>
      <Stack flexWrap="wrap" alignItems="flex-end">
        {SELECTS.map(({ key, label, list }) => (
          <FormControl key={key} marginBottom="none">
            <FormControl.Label htmlFor={`preview-${key}`}>{label}</FormControl.Label>
            <Select
              id={`preview-${key}`}
              size="small"
              value={selection[key]}
              onChange={(event) => setSelection({ ...selection, [key]: event.target.value })}
            >
              {list(config).map((choice) => (
                <Select.Option key={choice.code} value={choice.code}>
                  {choice.label}
                </Select.Option>
              ))}
            </Select>
          </FormControl>
        ))}
      </Stack>
      {result ? (
        <Table aria-label="Outcome preview">
          <Table.Head>
            <Table.Row>
              <Table.Cell>Outcome</Table.Cell>
              <Table.Cell>Index return</Table.Cell>
              <Table.Cell>Your return</Table.Cell>
              <Table.Cell>Your return in dollars</Table.Cell>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {result.outcomes.map((outcome) => (
              <Table.Row key={outcome.label} data-outcome={outcome.label}>
                <Table.Cell>{`Outcome ${outcome.label}: ${outcome.title}`}</Table.Cell>
                <Table.Cell>{formatPercent(outcome.indexReturn)}</Table.Cell>
                <Table.Cell>{formatPercent(outcome.creditedReturn)}</Table.Cell>
                <Table.Cell>{formatDollars(outcome.creditedDollars)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      ) : (
        <Note variant="warning">This combination is not available: the tool shows its data error for it.</Note>
      )}
    </section>
  );
}
