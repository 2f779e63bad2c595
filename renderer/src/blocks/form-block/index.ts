import { FormBlockBlocksDocument } from '@insurer/content-model/types';
import type { BlockDefinition } from '../../core/types.js';
import { FormBlock } from './form-block.js';
import { formReferenceOf, fromFormBlock, type FormBlockProps } from './from-form-block.js';
import { loadFormDefinitions, loadFormDefinitionsByFormId } from './load-definitions.js';

/**
 * Form blocks: the blocks by sys id (one collection query), then the form definitions the blocks
 * name that are not bespoke forms: by form id (`loadFormDefinitionsByFormId`) and linked
 * (`loadFormDefinitions`), one query per distinct definition. Blocks naming no form are skipped
 * with a warning (in draft mode an unknown id shows the editor a notice).
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
    const references = items.map((item) => formReferenceOf(item));
    const [byId, byFormId] = await Promise.all([
      loadFormDefinitions(
        references.flatMap((r) => (r?.kind === 'entry' ? [r.id] : [])),
        context,
      ),
      loadFormDefinitionsByFormId(
        references.flatMap((r) => (r?.kind === 'formId' ? [r.formId] : [])),
        context,
      ),
    ]);
    const result = new Map<string, FormBlockProps>();
    for (const item of items) {
      const props = fromFormBlock(item, { byId, byFormId }, context.preview);
      if (props) result.set(item.sys.id, props);
    }
    return result;
  },
};
