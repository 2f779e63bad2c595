import type { ComponentType } from 'react';
import type { BlocksProps } from '../../core/types.js';
import { inspect } from '../../inspector.js';
import type { StateContentProps } from './from-state-content.js';

/** The dropdown's placeholder (docs/requirements.md#state-content). */
export const STATE_PLACEHOLDER = 'Select a State';

/**
 * The state content block (docs/requirements.md#state-content): a labelled dropdown of the 50
 * states and DC and, below it, the content of every filled case, all in the HTML. Which case
 * shows is decided by CSS from the selected option's `data-shows` (resolved on the server with the
 * fallbacks), so choosing a state works with no script at all and the block ships none.
 * Cases render with `Blocks` (the registry's, passed in).
 */
export function StateContent({ id, label, initial, options, panels, Blocks }: StateContentProps & { Blocks: ComponentType<BlocksProps> }) {
  const selectId = `state-content-${id}`;
  const hintId = `${selectId}-hint`;
  const panelsId = `${selectId}-content`;
  return (
    <section className="state-content" aria-labelledby={`${selectId}-label`}>
      <label id={`${selectId}-label`} htmlFor={selectId} className="state-content__label" {...inspect(id, 'label')}>
        {label}
      </label>
      <p id={hintId} className="state-content__hint">
        The information below changes to match the state you choose.
      </p>
      <select
        id={selectId}
        className="state-content__select"
        name="state"
        defaultValue=""
        aria-describedby={hintId}
        aria-controls={panelsId}
      >
        <option value="" data-shows={initial}>
          {STATE_PLACEHOLDER}
        </option>
        {options.map((option) => (
          <option key={option.code} value={option.code} data-shows={option.shows}>
            {option.name}
          </option>
        ))}
      </select>
      <div id={panelsId} className="state-content__panels">
        {panels.map((panel) => (
          <div key={panel.case} className="state-content__panel" data-case={panel.case}>
            <Blocks blocks={[panel.block]} fieldId={panel.fieldId} />
          </div>
        ))}
      </div>
    </section>
  );
}
