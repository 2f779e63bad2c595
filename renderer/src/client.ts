/** Client-only entry points of the renderer (islands with `'use client'`), for apps that need them directly. */
export { CampaignInit, TrackingInit } from './tracking/tracking-init.js';
