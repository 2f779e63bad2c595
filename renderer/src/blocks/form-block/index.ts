import { FormBlockBlocksDocument } from '@insurer/content-model/types';
import type { BlockDefinition } from '../../core/types.js';
import { FormBlock } from './form-block.js';
import { definitionIdOf, fromFormBlock, type FormBlockProps } from './from-form-block.js';
import { loadFormDefinitions } from './load-definitions.js';

/**
 * Form blocks: the blocks by sys id (one collection query), then the form definition of each block
 * that does not pick a bespoke form (`loadFormDefinitions`, one `form(id)` query per distinct
 * definition). Blocks naming neither are skipped with a warning.
 */
export const formBlock: BlockDefinition<FormBlockProps> = {
  Component: FormBlock,
  inspectorField: 'internalName',
  padding: (props) => props.padding,
  async load(ids, context) {
    const data = await context.query(FormBlockBlocksDocument, {
      ids,
      preview: context.preview,
      ...(context.locale ? { locale: context.locale } : {}),
    });
    const items = (data.formBlockCollection?.items ?? []).filter((item) => item !== null);
    const definitions = await loadFormDefinitions(
      items.flatMap((item) => definitionIdOf(item) ?? []),
      context,
    );
    const result = new Map<string, FormBlockProps>();
    for (const item of items) {
      const props = fromFormBlock(item, definitions);
      if (props) result.set(item.sys.id, props);
    }
    return result;
  },
};
