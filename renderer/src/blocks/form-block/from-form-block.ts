import type { FormBlockBlockFragment } from '@insurer/content-model/types';
import { isBespokeFormId, type BespokeFormId, type FormDefinition } from '@insurer/contracts/forms';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import { paddingOf } from '../../shared/closed-list.js';

/**
 * What a form block shows: a bespoke form by id, a content-service form definition, or (in draft
 * mode only, for the editor) a notice that no form has the block's id.
 */
export type FormBlockContent =
  { kind: 'bespoke'; formId: BespokeFormId } | { kind: 'definition'; definition: FormDefinition } | { kind: 'unknown'; formId: string };

export interface FormBlockProps extends BlockBaseProps {
  form: FormBlockContent;
  padding?: Padding;
}

/**
 * How a block names its form (docs/requirements.md#form-selection): its `formId` first, a bespoke
 * form's id or else the form id of a form definition ("any other id loads the form definition
 * from the content service"); without one, the linked form definition (a bespoke form when its
 * form id is bespoke). Undefined when the block names none.
 */
export type FormReference = { kind: 'bespoke'; formId: BespokeFormId } | { kind: 'formId'; formId: string } | { kind: 'entry'; id: string };

export function formReferenceOf(raw: FormBlockBlockFragment): FormReference | undefined {
  const formId = raw.formId?.trim();
  if (formId) return isBespokeFormId(formId) ? { kind: 'bespoke', formId } : { kind: 'formId', formId };
  if (raw.form?.formId && isBespokeFormId(raw.form.formId)) return { kind: 'bespoke', formId: raw.form.formId };
  if (raw.form) return { kind: 'entry', id: raw.form.sys.id };
  return undefined;
}

/** The form definitions a page's blocks need: by sys id (linked) and by form id (named). */
export interface LoadedDefinitions {
  byId: ReadonlyMap<string, FormDefinition>;
  byFormId: ReadonlyMap<string, FormDefinition>;
}

export const NO_DEFINITIONS: LoadedDefinitions = { byId: new Map(), byFormId: new Map() };

/**
 * Props of a `FormBlock` entry: its bespoke form, or its form definition from `definitions`.
 * A block whose id names no form (neither bespoke nor any definition's) is skipped with a warning;
 * in draft mode (`preview`) the editor sees a notice instead, so the mistake shows before publishing
 * (docs/requirements.md#decision-form-block-form-id). A block naming nothing, or whose linked
 * definition could not be loaded, is skipped with a warning.
 */
export function fromFormBlock(raw: FormBlockBlockFragment, definitions: LoadedDefinitions, preview = false): FormBlockProps | undefined {
  const padding = paddingOf(raw.padding);
  const reference = formReferenceOf(raw);
  if (reference?.kind === 'bespoke') return { id: raw.sys.id, form: { kind: 'bespoke', formId: reference.formId }, ...padding };
  const definition =
    reference?.kind === 'formId'
      ? definitions.byFormId.get(reference.formId)
      : reference?.kind === 'entry'
        ? definitions.byId.get(reference.id)
        : undefined;
  if (definition) return { id: raw.sys.id, form: { kind: 'definition', definition }, ...padding };
  if (reference?.kind === 'formId') {
    console.warn(
      `[renderer] form block ${raw.sys.id} names the form id "${reference.formId}", which no bespoke form or form definition has; skipped`,
    );
    return preview ? { id: raw.sys.id, form: { kind: 'unknown', formId: reference.formId }, ...padding } : undefined;
  }
  console.warn(`[renderer] form block ${raw.sys.id} has no bespoke form and no loadable form definition; skipped`);
  return undefined;
}
