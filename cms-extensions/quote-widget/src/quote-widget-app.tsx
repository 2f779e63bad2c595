import type { FieldAppSDK } from '@contentful/app-sdk';
import { Box, Checkbox, Heading, Note, Paragraph, Radio, Select, Stack, Table } from '@contentful/f36-components';
import { FormControl } from '@insurer/cms-shared/form-control';
import { useFieldValue, useSDK } from '@contentful/react-apps-toolkit';
import { isJsonObject } from '@insurer/cms-shared/json';
import { DEFAULT_SITE_FLAGS, SITE_FLAG_DEFINITIONS } from '@insurer/contracts/flags';
import {
  QUOTE_FLAG_KEYS,
  QUOTE_TABS,
  ageBands,
  isQuoteTab,
  resolveQuoteFlags,
  visibleTabs,
  type AgeBandKind,
  type BandProduct,
  type QuoteFlagKey,
  type QuoteFlags,
  type QuoteTab,
} from '@insurer/contracts/quote';
import { useEffect } from 'react';

/** An entry's choice for one flag: the site's evaluated value, or forced on or off for this widget. */
type FlagChoice = 'site' | 'on' | 'off';

/** An Oklahoma ZIP code, to preview `okAgebandExpansion` (its 16-17 band shows for Oklahoma only). */
export const PREVIEW_OK_ZIP = '73101';

/** The age selects the preview shows: product, kind, and the ZIP used. */
const PREVIEW_SELECTS: { product: BandProduct; kind: AgeBandKind; label: string; zip?: string }[] = [
  { product: 'Dental', kind: 'primary', label: 'Dental / vision, primary' },
  { product: 'Dental', kind: 'primary', label: `Dental / vision, primary, Oklahoma ZIP ${PREVIEW_OK_ZIP}`, zip: PREVIEW_OK_ZIP },
  { product: 'Dental', kind: 'spouse', label: 'Dental / vision, spouse' },
  { product: 'Dental', kind: 'dependent', label: 'Dependents' },
  { product: 'Accident', kind: 'primary', label: 'Accident, primary and spouse' },
];

function flagChoice(flags: unknown, key: QuoteFlagKey): FlagChoice {
  const value = isJsonObject(flags) ? flags[key] : undefined;
  return value === true ? 'on' : value === false ? 'off' : 'site';
}

/** A field of the entry other than the app's own, kept in step with the entry editor. */
function useEntryField<T>(fieldId: string): [T | undefined, (value: T | undefined) => Promise<unknown>] {
  return useFieldValue<T>(fieldId);
}

/**
 * The quote-widget field app, on `quoteWidget.flags` (docs/requirements.md#quote-widget,
 * docs/requirements.md#decision-quote-widget-flags): the tabs (shown in the site's fixed order),
 * the default tab, single-tab mode, each flag (site value, or on/off for this widget, written
 * as the `flags` JSON) and a preview of the age bands the resolved flags produce, computed by the
 * contracts' own `ageBands` (the site's rule).
 */
export function QuoteWidgetApp() {
  const sdk = useSDK<FieldAppSDK>();
  const [flags, setFlags] = useFieldValue<unknown>();
  const [picked, setPicked] = useEntryField<string[]>('tabs');
  const [defaultTab, setDefaultTab] = useEntryField<string>('defaultTab');
  const { tabs, initial } = visibleTabs(picked, defaultTab);
  const pickedTabs = QUOTE_TABS.filter((tab) => picked?.includes(tab));
  const resolved: QuoteFlags = resolveQuoteFlags(DEFAULT_SITE_FLAGS, flags);
  const noTabs = pickedTabs.length === 0;
  useEffect(() => {
    // The model refuses to publish a widget without tabs; the field says so before.
    void sdk.field.setInvalid(noTabs);
  }, [sdk, noTabs]);

  const toggleTab = (tab: QuoteTab, on: boolean) => {
    const next = QUOTE_TABS.filter((t) => (t === tab ? on : pickedTabs.includes(t)));
    void setPicked(next);
    if (!on && defaultTab === tab) void setDefaultTab(undefined);
  };
  const chooseFlag = (key: QuoteFlagKey, choice: FlagChoice) => {
    const current = isJsonObject(flags) ? flags : {};
    const next: Record<string, boolean> = {};
    for (const k of QUOTE_FLAG_KEYS) {
      const c = k === key ? choice : flagChoice(current, k);
      if (c !== 'site') next[k] = c === 'on';
    }
    void (Object.keys(next).length > 0 ? setFlags(next) : setFlags(undefined));
  };

  return (
    <Box padding="spacingS">
      <Heading as="h2">Tabs</Heading>
      <FormControl as="fieldset">
        <FormControl.Label as="legend">Tabs shown, in this order on the site</FormControl.Label>
        <Stack flexDirection="column" alignItems="flex-start" spacing="spacing2Xs">
          {QUOTE_TABS.map((tab) => (
            <Checkbox key={tab} isChecked={pickedTabs.includes(tab)} onChange={(event) => toggleTab(tab, event.target.checked)}>
              {tab}
            </Checkbox>
          ))}
        </Stack>
      </FormControl>
      {noTabs && (
        <Note variant="negative" title="Pick at least one tab">
          A quote widget shows 1 to 6 tabs; with none picked, publishing is refused.
        </Note>
      )}
      <FormControl>
        <FormControl.Label htmlFor="default-tab">Default tab</FormControl.Label>
        <Select
          id="default-tab"
          value={defaultTab && isQuoteTab(defaultTab) && tabs.includes(defaultTab) ? defaultTab : ''}
          onChange={(event) => void setDefaultTab(event.target.value === '' ? undefined : event.target.value)}
        >
          <Select.Option value="">The first tab shown</Select.Option>
          {tabs.map((tab) => (
            <Select.Option key={tab} value={tab}>
              {tab}
            </Select.Option>
          ))}
        </Select>
      </FormControl>
      <Paragraph data-testid="tab-summary">
        {tabs.length === 1
          ? `Single-tab mode: the tab bar is hidden and the ${initial} form shows on its own.`
          : `The site shows ${tabs.join(', ')}; ${initial} is open first.`}
      </Paragraph>

      <Heading as="h2" marginTop="spacingM">
        Flags
      </Heading>
      {QUOTE_FLAG_KEYS.map((key) => {
        const choice = flagChoice(flags, key);
        const site = DEFAULT_SITE_FLAGS[key];
        return (
          <FormControl as="fieldset" key={key}>
            <FormControl.Label as="legend">{key}</FormControl.Label>
            <FormControl.HelpText>{SITE_FLAG_DEFINITIONS[key].changes}</FormControl.HelpText>
            <Stack spacing="spacingS">
              <Radio name={`flag-${key}`} value="site" isChecked={choice === 'site'} onChange={() => chooseFlag(key, 'site')}>
                {`Site value (default ${site ? 'on' : 'off'})`}
              </Radio>
              <Radio name={`flag-${key}`} value="on" isChecked={choice === 'on'} onChange={() => chooseFlag(key, 'on')}>
                On
              </Radio>
              <Radio name={`flag-${key}`} value="off" isChecked={choice === 'off'} onChange={() => chooseFlag(key, 'off')}>
                Off
              </Radio>
            </Stack>
          </FormControl>
        );
      })}

      <Heading as="h2" marginTop="spacingM">
        Age bands with these flags
      </Heading>
      <Paragraph>
        Flags left at the site value use their defaults here ({sdk.ids.environment} environment); the site evaluates them per request.
      </Paragraph>
      <Table aria-label="Age bands">
        <Table.Head>
          <Table.Row>
            <Table.Cell>Select</Table.Cell>
            <Table.Cell>Bands</Table.Cell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {PREVIEW_SELECTS.map((select) => (
            <Table.Row key={select.label}>
              <Table.Cell>{select.label}</Table.Cell>
              <Table.Cell data-testid={`bands-${select.product}-${select.kind}${select.zip ? '-ok' : ''}`}>
                {ageBands(select.product, select.kind, resolved, select.zip)
                  .map((band) => band.label)
                  .join(', ')}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </Box>
  );
}
