/** The tracking module: pure rules (server-safe) and the browser initialisers. */
export * from './cookies.js';
export * from './utm.js';
export * from './traffic-source.js';
export * from './partner-info.js';
export * from './capture.js';
export * from './context.js';
export { CampaignInit, TrackingInit } from './tracking-init.js';
