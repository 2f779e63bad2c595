import { Hono } from 'hono';
import type { ServiceContext } from './context.js';
/** Largest request body accepted (uploads included), in bytes. */
export declare const MAX_BODY_BYTES: number;
/**
 * The whole service as one Hono app, served identically over HTTP and HTTPS: the Content
 * Management API (`/spaces/...`, uploads included), the GraphQL Content and Preview API
 * (`/content/v1/...`) and the Images API (`/images/...`).
 */
export declare function createApp(ctx: ServiceContext): Hono;
