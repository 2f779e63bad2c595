import type { FieldAppSDK } from '@contentful/app-sdk';
import type { ComponentType } from 'react';

/** A custom field app mounted in place of a field's default editor; it gets the field's SDK. */
export type FieldApp = ComponentType<{ sdk: FieldAppSDK }>;

/**
 * The workbench's mount point for custom field apps (issue 15, `cms-extensions/`): the app for a
 * field, by `contentTypeId.fieldId` (one content type) or `fieldId` (every content type with the
 * field). A field without an app gets Contentful's default editor for its widget. The integrator
 * registers apps here (e.g. the host that frames Contentful app iframes); see workbench/README.md.
 */
export const FIELD_APPS: Record<string, FieldApp> = {};

/** The app assigned to `fieldId` of `contentTypeId`, or undefined (the default editor). */
export function fieldAppFor(contentTypeId: string, fieldId: string, apps: Record<string, FieldApp> = FIELD_APPS): FieldApp | undefined {
  return apps[`${contentTypeId}.${fieldId}`] ?? apps[fieldId];
}
