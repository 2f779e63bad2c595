import { DEFAULT_SITE_FLAGS } from '@insurer/contracts/flags';
import type { DocumentNode } from 'graphql';
import type { LoadContext, QueryFn } from '../core/query.js';

/** One recorded query: its operation name and variables. */
export interface StubCall {
  operation: string;
  variables: Record<string, unknown>;
}

/** An answer, or a function of the variables giving the answer. */
export type StubAnswer = unknown | ((variables: Record<string, unknown>) => unknown);

/**
 * A load context answering each GraphQL operation by name from `answers` and recording every
 * call, for loaders that run more than one query (the first answer of `loadContext` fits one).
 * @throws Error for an operation with no answer, so an unexpected query fails the test.
 */
export function stubContext(
  answers: Record<string, StubAnswer>,
  overrides: Partial<LoadContext> = {},
): LoadContext & { calls: StubCall[] } {
  const calls: StubCall[] = [];
  const query = (async (document: DocumentNode, variables: Record<string, unknown>) => {
    const definition = document.definitions.find((d) => d.kind === 'OperationDefinition');
    const operation = definition && 'name' in definition ? (definition.name?.value ?? '') : '';
    calls.push({ operation, variables });
    if (!(operation in answers)) throw new Error(`no stub answer for ${operation}`);
    const answer = answers[operation];
    return typeof answer === 'function' ? (answer as (v: Record<string, unknown>) => unknown)(variables) : answer;
  }) as QueryFn;
  return {
    query,
    preview: false,
    now: new Date('2026-11-21T12:00:00Z'),
    onStaticPage: true,
    flags: DEFAULT_SITE_FLAGS,
    calls,
    ...overrides,
  };
}
