/**
 * The site's own generic form component for the form-builder field app's live preview
 * (`@insurer/renderer/field-apps/forms`), with the renderer's form styles loaded by the app.
 */
export { GenericForm, type GenericFormProps } from './forms/generic/generic-form.js';
