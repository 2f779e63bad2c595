import { fromFormDefinition, type FormDefinition } from '@insurer/renderer/forms';

/** Finds the published definition of a content-service form by its formId; undefined when there is none. */
export type DefinitionLoader = (formId: string) => Promise<FormDefinition | undefined>;

/**
 * The published definition from the content service (GraphQL `formCollection(where: {formId})`,
 * seed 000 §7 "form(id) with a preview flag"), cached with the other published content and
 * revalidated by the publish webhook. Imported lazily: only content-service forms need it.
 */
export const loadPublishedDefinition: DefinitionLoader = async (formId) => {
  const [{ contentQuery }, { FormDefinitionByFormIdDocument }] = await Promise.all([
    import('../../lib/graphql'),
    import('@insurer/renderer/forms'),
  ]);
  const answer = await contentQuery(false)(FormDefinitionByFormIdDocument, { formId, preview: false });
  const raw = answer.formCollection?.items[0];
  return raw ? fromFormDefinition(raw) : undefined;
};

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
