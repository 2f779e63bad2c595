import type { ModalProps } from '@contentful/f36-components';

/**
 * The `aria` prop that names a Forma 36 `Modal` ("Publish 2 items?"), so a screen reader announces
 * the dialog by its title and tests find it by role and name. Forma 36 hands `aria` to
 * react-modal, which writes each key as an `aria-{key}` attribute on the dialog (react-modal's
 * README, "aria: additional aria attributes"); its type names only `labelledby`, `describedby`
 * and `modal`, so `label` is cast here, in this one place. Contract: the workbench tests that
 * find a dialog by its name (entry-editor.test.tsx) fail if an upgrade drops the attribute.
 */
export function dialogName(label: string): ModalProps['aria'] {
  return { label } as unknown as ModalProps['aria'];
}
