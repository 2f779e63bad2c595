import { RetirementCalculatorBlocksDocument } from '@insurer/content-model/types';
import type { BlockDefinition } from '../../core/types.js';
import { fromRetirementCalculator, type RetirementCalculatorProps } from './from-retirement-calculator.js';
import { RetirementCalculator } from './retirement-calculator.js';

/** The retirement calculator: one query for the entries and the site settings' brand; the `rilaV3` flag from the request. */
export const retirementCalculatorBlock: BlockDefinition<RetirementCalculatorProps> = {
  Component: RetirementCalculator,
  inspectorField: 'internalName',
  padding: (props) => props.padding,
  async load(ids, context) {
    const data = await context.query(RetirementCalculatorBlocksDocument, {
      ids,
      preview: context.preview,
      ...(context.locale ? { locale: context.locale } : {}),
    });
    const brand = data.siteSettingsCollection?.items[0]?.brandName;
    const result = new Map<string, RetirementCalculatorProps>();
    for (const item of data.retirementCalculatorCollection?.items ?? []) {
      if (item) result.set(item.sys.id, fromRetirementCalculator(item, brand, context.flags.rilaV3));
    }
    return result;
  },
};
