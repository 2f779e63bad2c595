import { describe, expect, it } from 'vitest';
import { modelConstantsSource, type ModelContentType } from './model-constants.js';

const padding = { id: 'padding', type: 'Symbol', validations: [{ in: ['None', 'Large'] }] };
const contentTypes: ModelContentType[] = [
  {
    sys: { id: 'cardGrid' },
    fields: [
      { id: 'layout', type: 'Symbol', validations: [{ in: ['1 Col', '2 Col'] }] },
      { id: 'cards', type: 'Array', items: { type: 'Link' }, validations: [{ size: { max: 18 } }] },
      padding,
    ],
  },
  {
    sys: { id: 'quoteWidget' },
    fields: [
      {
        id: 'tabs',
        type: 'Array',
        items: { type: 'Symbol', validations: [{ in: ["Life's", 'Dental'] }] },
        validations: [{ size: { min: 1, max: 6 } }],
      },
      padding,
    ],
  },
];

describe('modelConstantsSource', () => {
  it('given in and size validations, when the module is generated, then each list is a const tuple with its union and each bound a number', () => {
    const source = modelConstantsSource(contentTypes);
    expect(source).toContain("export const PADDING = ['None', 'Large'] as const;\nexport type Padding = (typeof PADDING)[number];");
    expect(source).toContain('export const CARD_GRID_PADDING = PADDING;\nexport type CardGridPadding = Padding;');
    expect(source).toContain(
      "export const CARD_GRID_LAYOUT = ['1 Col', '2 Col'] as const;\nexport type CardGridLayout = (typeof CARD_GRID_LAYOUT)[number];",
    );
    expect(source).toContain("export const QUOTE_WIDGET_TABS = ['Life\\'s', 'Dental'] as const;");
    expect(source).toContain('export const CARD_GRID_CARDS_MAX = 18;');
    expect(source).toContain('export const QUOTE_WIDGET_TABS_MIN = 1;');
    expect(source).toContain('export const QUOTE_WIDGET_TABS_MAX = 6;');
  });
});
