/** Origins allowed to frame the site in draft mode: Contentful's web app and the local workbench (WORKBENCH_PORT). */
export declare function editorOrigins(workbenchPort?: number | string): string[];
/** The site's Content Security Policy header value; see security-policy.cjs. */
export declare function contentSecurityPolicy(options: {
  frameAncestors?: readonly string[];
  nonce?: string;
  /** SHA-256 digests (base64) of a cached document's inline scripts, used when there is no nonce. */
  hashes?: readonly string[];
  dev?: boolean;
}): string;
/** The script nonce in a policy built by `contentSecurityPolicy` (the request's header), or undefined. */
export declare function scriptNonceOf(policy: string | null | undefined): string | undefined;
/** The policy of an image file passed through from the Images API (`/images/…`): nothing runs, sandboxed. */
export declare const IMAGE_FILE_POLICY: string;
