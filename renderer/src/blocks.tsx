import { Fragment } from 'react';
import { blockRegistry } from './registry.js';
import type { LoadedBlock } from './types.js';

const PADDING_CLASS: Record<string, string> = {
  None: 'block--pad-none',
  'Small (default)': 'block--pad-small',
  Medium: 'block--pad-medium',
  Large: 'block--pad-large',
};

/**
 * Draws loaded blocks in order, each in a wrapper carrying its inspector tags
 * (`data-contentful-entry-id`, `data-contentful-field-id`) and its padding (default
 * 'Small (default)', seed 000 §9).
 */
export function Blocks({ blocks, fieldId = 'contentBlocks' }: { blocks: readonly LoadedBlock[]; fieldId?: string }) {
  return (
    <>
      {blocks.map((block) => {
        const definition = blockRegistry[block.typename];
        const padding = definition.padding(block.props) ?? 'Small (default)';
        return (
          <Fragment key={`${block.typename}:${block.id}`}>
            <div
              className={`block ${PADDING_CLASS[padding] ?? PADDING_CLASS['Small (default)']}`}
              data-block={block.typename}
              data-contentful-entry-id={block.id}
              data-contentful-field-id={definition.inspectorField}
              data-parent-field-id={fieldId}
            >
              {definition.render(block.props)}
            </div>
          </Fragment>
        );
      })}
    </>
  );
}
