/**
 * Helpers over stored field values: links, rich text documents and dates, as the CMA stores
 * them (https://www.contentful.com/developers/docs/references/content-management-api/).
 */
export type LinkKind = 'Entry' | 'Asset';
/** The id of a `{sys: {type: 'Link', linkType, id}}` value of `linkType`, else null. */
export declare function linkId(value: unknown, linkType: LinkKind): string | null;
/** Every link (entries and assets) inside a field value: a link, an array of links, or a rich text document. */
export declare function collectLinks(value: unknown, visit: (linkType: LinkKind, id: string) => void): void;
/** Rich text node types whose `data.target` links an entry or an asset ("Rich Text" concept). */
export declare const RICH_TEXT_LINK_NODES: {
    readonly entries: {
        readonly inline: "embedded-entry-inline";
        readonly hyperlink: "entry-hyperlink";
        readonly block: "embedded-entry-block";
    };
    readonly assets: {
        readonly hyperlink: "asset-hyperlink";
        readonly block: "embedded-asset-block";
    };
};
/** Distinct target ids of `nodeType` nodes of a rich text document, in document order. */
export declare function richTextTargets(document: unknown, nodeType: string, linkType: LinkKind): string[];
/** The plain text of a rich text document (its `text` nodes), for `_contains` filters. */
export declare function richTextPlainText(document: unknown): string;
/**
 * A stored Date field value as the GraphQL `DateTime` scalar answers it: ISO 8601 with
 * milliseconds and the stored offset (UTC when none): `2024-05-01` → `2024-05-01T00:00:00.000Z`.
 */
export declare function toDateTime(value: unknown): string | null;
/** Milliseconds since the epoch of a date string (no offset = UTC), or NaN. */
export declare function toTime(value: unknown): number;
