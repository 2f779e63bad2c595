/** The draft-mode live preview's browser side, for the app that mounts the SDK's provider. */
export { setBrowserInspector } from '../inspector.js';
export type { LiveContext, LiveSource } from './live-source.js';
export { framingEditorOrigins } from './editor-origins.js';
