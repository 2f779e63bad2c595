/** The draft-mode cookie Next.js sets (`draftMode().enable()`). */
export declare const DRAFT_MODE_COOKIE: string;
/** Origins allowed to frame the site in draft mode: Contentful's web app and the local workbench (WORKBENCH_PORT). */
export declare function editorOrigins(workbenchPort?: string): string[];
/** The site's Content Security Policy header value; see security-policy.cjs. */
export declare function contentSecurityPolicy(options: { draft: boolean; nonce?: string; dev?: boolean; workbenchPort?: string }): string;
/** The script nonce in a policy built by `contentSecurityPolicy` (the request's header), or undefined. */
export declare function scriptNonceOf(policy: string | null | undefined): string | undefined;
/** The policy of an image file passed through from the Images API (`/images/…`): nothing runs, sandboxed. */
export declare const IMAGE_FILE_POLICY: string;
