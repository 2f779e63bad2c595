import { createElement, type ReactNode } from 'react';
import { calloutBlock } from './blocks/callout/index.js';
import type { LoadContext } from './data/query.js';
import type { BlockBaseProps, BlockDefinition, BlockTypename, Padding } from './types.js';

/** A block definition with its props type erased, so definitions of every block fit one map. */
export interface RegisteredBlock {
  load(ids: string[], context: LoadContext): Promise<Map<string, BlockBaseProps>>;
  render(props: BlockBaseProps): ReactNode;
  inspectorField: string;
  padding(props: BlockBaseProps): Padding | undefined;
}

function register<P extends BlockBaseProps>(definition: BlockDefinition<P>): RegisteredBlock {
  return {
    load: (ids, context) => definition.load(ids, context),
    // The props handed back here are the ones `load` of the same definition produced.
    render: (props) => createElement(definition.Component, props as P),
    inspectorField: definition.inspectorField,
    padding: (props) => definition.padding?.(props as P),
  };
}

/**
 * Every block the site renders, keyed by GraphQL `__typename`. A mapped type over the content
 * model's block union (minus the deferred ones, see `DeferredBlockTypename`): adding a block type
 * to the model without a line here fails `tsc`.
 */
export const blockRegistry: { readonly [K in BlockTypename]: RegisteredBlock } = {
  Callout: register(calloutBlock),
};

/** True when `typename` has a renderer. */
export function isRegistered(typename: string): typename is BlockTypename {
  return Object.prototype.hasOwnProperty.call(blockRegistry, typename);
}
