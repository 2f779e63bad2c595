import { createElement, useId, type ComponentType } from 'react';

/** The parts Forma 36 hangs on its `FormControl` (`FormControl.Label`, `.HelpText`, …). */
const PARTS = ['Label', 'HelpText', 'ValidationMessage', 'Counter'] as const;

/**
 * Forma 36's `FormControl` with an id from React's `useId` when none is given.
 *
 * Forma 36 (5.x and 6.x, `@contentful/f36-core`'s `useId`) names a control's field
 * `field-_<Math.round(Math.random() * 10000)>`: two controls on one screen share an id about once
 * in 10,000 per pair, and then the second label names the first field ("Content type Compliance"
 * in the workbench's entry list, seen in CI) and the second field has no name at all (WCAG 2.2
 * 1.3.1 and 4.1.2). React's `useId` is unique within a root. Give it the package's own
 * `FormControl` (the workbench has Forma 36 5, the field apps 6); an explicit `id` still wins.
 * Refs pass through: React 19 hands `ref` to a function component as a prop. Returns a component
 * typed as `Control` (Forma 36's polymorphic typing does not fit `ComponentType`).
 */
export function withStableIds<C extends object>(Control: C): C {
  const control = Control as unknown as ComponentType<{ id?: string }>;
  function FormControl(props: { id?: string }) {
    const fallback = useId();
    return createElement(control, { ...props, id: props.id ?? `field-${fallback}` });
  }
  const parts = Control as unknown as Record<string, unknown>;
  const stable = FormControl as unknown as Record<string, unknown>;
  for (const part of PARTS) if (part in parts) stable[part] = parts[part];
  return FormControl as unknown as C;
}
