import type { StateContentBlockFragment, StateContentCaseFragment } from '@insurer/content-model/types';
import type { BlockBaseProps, BlockRef, LoadedBlock, Padding } from '../../core/types.js';
import { US_STATES } from '@insurer/contracts/forms';
import { paddingOf } from '../../shared/closed-list.js';
import { STATE_CONTENT_CASES, stateCase, stateListsOf, type StateCase, type StateContentCase } from './state-rules.js';

/** One option of the dropdown: the state and the case it shows after the fallbacks. */
export interface StateOption {
  /** Postal code, e.g. 'CA'. */
  code: string;
  /** Name, e.g. 'California'. */
  name: string;
  shows: StateCase;
}

/** The content of one case: the case and its loaded block. */
export interface StateContentPanel {
  case: StateContentCase;
  /** The block's entry field, for the inspector (e.g. 'caContent'). */
  fieldId: string;
  block: LoadedBlock;
}

export interface StateContentProps extends BlockBaseProps {
  /** The dropdown's label (the editor's). */
  label: string;
  /** What the placeholder 'Select a State' shows: the default content or nothing. */
  initial: StateCase;
  /** Every US state and DC, alphabetically by name, each with the case it shows. */
  options: StateOption[];
  /** The filled cases, each rendered into the HTML (docs/requirements.md#state-content "works before the script arrives"). */
  panels: StateContentPanel[];
  padding?: Padding;
}

/** The entry field holding each case. */
export const CASE_FIELDS: Readonly<Record<StateContentCase, keyof StateContentBlockFragment & `${string}Content`>> = {
  default: 'defaultContent',
  general: 'generalContent',
  compact: 'compactContent',
  ca: 'caContent',
  ny: 'nyContent',
  fl: 'flContent',
};

function caseRef(raw: StateContentBlockFragment, which: StateContentCase): BlockRef | undefined {
  const linked: StateContentCaseFragment | null | undefined = raw[CASE_FIELDS[which]];
  return linked?.__typename ? { __typename: linked.__typename, sys: { id: linked.sys.id } } : undefined;
}

/** The linked blocks of every case of an entry, for `loadBlocks`. */
export function stateContentRefs(raw: StateContentBlockFragment): BlockRef[] {
  return STATE_CONTENT_CASES.map((which) => caseRef(raw, which)).filter((ref): ref is BlockRef => Boolean(ref));
}

/**
 * Props of a `StateContentDropdown` entry (docs/requirements.md#state-content). `block` answers
 * the loaded block of a reference, or undefined when it has no renderer or could not be loaded;
 * such a case counts as empty and falls back like a case the editor left blank. An entry without
 * a label gets 'Choose your state'.
 */
export function fromStateContent(raw: StateContentBlockFragment, block: (ref: BlockRef) => LoadedBlock | undefined): StateContentProps {
  const panels: StateContentPanel[] = [];
  for (const which of STATE_CONTENT_CASES) {
    const ref = caseRef(raw, which);
    const loaded = ref ? block(ref) : undefined;
    if (loaded) panels.push({ case: which, fieldId: CASE_FIELDS[which], block: loaded });
  }
  const filled = new Set(panels.map((panel) => panel.case));
  const lists = stateListsOf(raw.stateMapping, raw.sys.id);
  return {
    id: raw.sys.id,
    label: raw.label?.trim() || 'Choose your state',
    initial: stateCase('', filled, lists),
    options: US_STATES.map(([code, name]) => ({ code, name, shows: stateCase(code, filled, lists) })),
    panels,
    ...paddingOf(raw.padding),
  };
}
