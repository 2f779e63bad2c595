import type { DestinationStream, Logger } from 'pino';

/** A JSON-lines logger carrying the current request's id (logging.mjs). */
export declare function siteLogger(name: string, destination?: DestinationStream): Logger;
