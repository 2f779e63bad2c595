import { FormDefinitionByFormIdDocument, FormDefinitionByIdDocument } from '@insurer/content-model/types';
import type { LoadContext } from '../../core/query.js';
import { fromFormDefinition, type FormDefinition } from '@insurer/contracts/forms';

/**
 * Loads form definitions by sys id, one `form(id, preview)` query each, in parallel (docs/requirements.md#content-service-form "form(id) with a preview flag"; one definition with 30 fields of 80 options stays far under the
 * complexity limit, several in one collection would not). A definition that is missing, cannot be
 * posted, or whose query fails is left out with a warning.
 */
export async function loadFormDefinitions(ids: readonly string[], context: LoadContext): Promise<Map<string, FormDefinition>> {
  const definitions = new Map<string, FormDefinition>();
  await Promise.all(
    [...new Set(ids)].map(async (id) => {
      try {
        const data = await context.query(FormDefinitionByIdDocument, {
          id,
          preview: context.preview,
          ...(context.locale ? { locale: context.locale } : {}),
        });
        const definition = data.form ? fromFormDefinition(data.form) : undefined;
        if (definition) definitions.set(id, definition);
        else if (!data.form) console.warn(`[renderer] form definition ${id} not found; skipped`);
      } catch (error) {
        console.warn(`[renderer] loading form definition ${id} failed; skipped`, error);
      }
    }),
  );
  return definitions;
}

/**
 * Loads form definitions by their form id (docs/requirements.md#form-selection "any other id loads
 * the form definition from the content service"), one `formCollection(where: { formId })` query
 * each, in parallel, drafts included in draft mode. A form id no definition has, or whose query
 * fails, is left out (the block reports it).
 */
export async function loadFormDefinitionsByFormId(formIds: readonly string[], context: LoadContext): Promise<Map<string, FormDefinition>> {
  const definitions = new Map<string, FormDefinition>();
  await Promise.all(
    [...new Set(formIds)].map(async (formId) => {
      try {
        const data = await context.query(FormDefinitionByFormIdDocument, {
          formId,
          preview: context.preview,
          ...(context.locale ? { locale: context.locale } : {}),
        });
        const raw = data.formCollection?.items[0];
        const definition = raw ? fromFormDefinition(raw) : undefined;
        if (definition) definitions.set(formId, definition);
      } catch (error) {
        console.warn(`[renderer] loading the form definition with form id ${formId} failed; skipped`, error);
      }
    }),
  );
  return definitions;
}
