import type { FormBlockBlockFragment } from '@insurer/content-model/types';
import { isBespokeFormId, type BespokeFormId, type FormDefinition } from '@insurer/contracts/forms';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import { paddingOf } from '../../shared/closed-list.js';

/** What a form block shows: a bespoke form by id, or a content-service form definition. */
export type FormBlockContent = { kind: 'bespoke'; formId: BespokeFormId } | { kind: 'definition'; definition: FormDefinition };

export interface FormBlockProps extends BlockBaseProps {
  form: FormBlockContent;
  padding?: Padding;
}

/**
 * The bespoke form a block picks by content form id (docs/requirements.md#form-selection): the block's
 * own `formId`, else the `formId` of its linked form definition when that is a bespoke id.
 */
export function bespokeFormIdOf(raw: FormBlockBlockFragment): BespokeFormId | undefined {
  if (raw.formId && isBespokeFormId(raw.formId)) return raw.formId;
  if (raw.form?.formId && isBespokeFormId(raw.form.formId)) return raw.form.formId;
  return undefined;
}

/** The sys id of the form definition a block needs loaded ("any other id loads its definition", docs/requirements.md#form-selection), if any. */
export function definitionIdOf(raw: FormBlockBlockFragment): string | undefined {
  return bespokeFormIdOf(raw) ? undefined : raw.form?.sys.id;
}

/**
 * Props of a `FormBlock` entry: its bespoke form, or its form definition from `definitions`
 * (by sys id). Undefined — the block is skipped with a warning — when it names neither, or its
 * definition could not be loaded.
 */
export function fromFormBlock(raw: FormBlockBlockFragment, definitions: ReadonlyMap<string, FormDefinition>): FormBlockProps | undefined {
  const padding = paddingOf(raw.padding);
  const formId = bespokeFormIdOf(raw);
  if (formId) return { id: raw.sys.id, form: { kind: 'bespoke', formId }, ...padding };
  const definitionId = definitionIdOf(raw);
  const definition = definitionId ? definitions.get(definitionId) : undefined;
  if (!definition) {
    console.warn(`[renderer] form block ${raw.sys.id} has no bespoke form and no loadable form definition; skipped`);
    return undefined;
  }
  return { id: raw.sys.id, form: { kind: 'definition', definition }, ...padding };
}
