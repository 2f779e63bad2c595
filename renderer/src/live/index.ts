/** The draft-mode live preview's browser side, for the app that mounts the SDK's provider. */
export { setBrowserInspector } from '../inspector.js';
export { isTagged, savedEntityId } from './editor-messages.js';
export { LiveRequery } from './live-requery.js';
export type { LiveContext, LiveSource } from './live-source.js';
export { LiveRequeryContext } from './use-link-structure.js';
export { framingEditorOrigins } from './editor-origins.js';
