import { Fragment } from 'react';
import type { Padding } from '@insurer/content-model/model';
import { inspect, inspectorEnabled } from '../inspector.js';
import { LazyLiveBlock } from '../live/lazy-live-block.js';
import type { BlockRegistry, BlocksProps } from './types.js';

const PADDING_CLASS: Record<Padding, string> = {
  None: 'block--pad-none',
  'Small (default)': 'block--pad-small',
  Medium: 'block--pad-medium',
  Large: 'block--pad-large',
};

/** The padding of a block without one (docs/requirements.md#page-blocks). */
const DEFAULT_PADDING: Padding = 'Small (default)';

/**
 * Draws loaded blocks in order with the renderers of `registry`, each in a wrapper carrying its
 * inspector tags (`data-contentful-entry-id`, `data-contentful-field-id`) and its padding
 * (default 'Small (default)', docs/requirements.md#page-blocks).
 */
export function BlockList({ registry, blocks, fieldId = 'contentBlocks' }: BlocksProps & { registry: BlockRegistry }) {
  const enabled = inspectorEnabled();
  return (
    <>
      {blocks.map((block) => {
        const definition = registry[block.typename];
        const padding = definition.padding(block.props) ?? DEFAULT_PADDING;
        return (
          <Fragment key={`${block.typename}:${block.id}`}>
            <div
              className={`block ${PADDING_CLASS[padding] ?? PADDING_CLASS[DEFAULT_PADDING]}`}
              data-block={block.typename}
              {...inspect(block.id, definition.inspectorField)}
              {...(enabled ? { 'data-parent-field-id': fieldId } : {})}
            >
              {block.live ? (
                <LazyLiveBlock source={block.live}>{definition.render(block.props)}</LazyLiveBlock>
              ) : (
                definition.render(block.props)
              )}
            </div>
          </Fragment>
        );
      })}
    </>
  );
}
