import { Hono } from 'hono';
import type { ServiceContext } from '../context.js';
/**
 * The Content Management API. Every request needs the space's management token as
 * `Authorization: Bearer …` (or `access_token`), else 401 `AccessTokenInvalid`.
 */
export declare function cmaRoutes(ctx: ServiceContext): Hono;
