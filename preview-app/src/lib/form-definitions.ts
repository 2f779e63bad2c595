import 'server-only';
import { FormDefinitionByFormIdDocument } from '@insurer/content-model/types';
import { fromFormDefinition } from '@insurer/contracts/forms';
import type { DefinitionLoader } from '@insurer/submissions';
import { contentQuery } from './graphql';

/**
 * The published definition of a content-service form, for the forms backend's submit route
 * (GraphQL `formCollection(where: {formId})`, docs/requirements.md#content-service-form "form(id) with a preview flag"), cached
 * with the other published content and revalidated by the publish webhook. Undefined when no
 * published form has that formId.
 */
export const loadPublishedDefinition: DefinitionLoader = async (formId) => {
  const answer = await contentQuery(false)(FormDefinitionByFormIdDocument, { formId, preview: false });
  const raw = answer.formCollection?.items[0];
  return raw ? fromFormDefinition(raw) : undefined;
};
