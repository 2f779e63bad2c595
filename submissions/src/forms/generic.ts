import type { FormDefinition } from '@insurer/contracts/forms';

/**
 * Finds the published definition of a content-service form by its formId; undefined when there is
 * none. The site provides it (it knows where published content lives and how it is cached).
 */
export type DefinitionLoader = (formId: string) => Promise<FormDefinition | undefined>;

/**
 * True when a definition's form is posted to this route: a non-pardot form whose formSubmitUrl is
 * `/api/forms/{formId}` on this site (relative, or absolute with the site's origin). A definition
 * that posts elsewhere (a Pardot handler) is not accepted here.
 */
export function postsToThisRoute(definition: FormDefinition, formId: string, siteOrigin: string): boolean {
  if (definition.formType === 'pardot' || definition.formId !== formId) return false;
  try {
    const target = new URL(definition.formSubmitUrl, siteOrigin);
    return target.origin === siteOrigin && target.pathname.replace(/\/$/, '') === `/api/forms/${formId}`;
  } catch {
    return false;
  }
}
