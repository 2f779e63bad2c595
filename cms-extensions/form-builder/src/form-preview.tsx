import { Heading, Note } from '@contentful/f36-components';
import type { FormDefinition } from '@insurer/contracts/forms';
import { GenericForm } from '@insurer/renderer/field-apps/forms';
import { useDeferredValue, useState, type FormEvent } from 'react';

/** What the preview says when the form is valid: it is never posted from the CMS. */
export const PREVIEW_VALID = 'Valid: on the site, the form is posted now.';

/**
 * The live preview: the form drawn by the site's own `GenericForm` (docs/requirements.md#content-service-form),
 * so required_if visibility, the messages, the error summary and focus behave as on a page. The
 * native post is stopped; a valid submit says so and starts the preview over. Remounted whenever
 * the definition changes, as a page would load the published form anew.
 */
export function FormPreview({ definition: latest }: { definition: FormDefinition | undefined }) {
  // Typing in the builder stays responsive: the preview redraws when React has time.
  const definition = useDeferredValue(latest);
  const [run, setRun] = useState(0);
  const [valid, setValid] = useState(false);
  if (!definition) return <Note variant="warning">The form cannot be previewed yet.</Note>;
  const onSubmitCapture = (event: FormEvent<HTMLDivElement>) => {
    event.preventDefault();
    const shell = event.currentTarget;
    // GenericForm marks the shell busy (its sending overlay) only when the values are valid.
    window.setTimeout(() => {
      if (shell?.querySelector('[aria-busy="true"]')) {
        setValid(true);
        setRun((n) => n + 1);
      } else setValid(false);
    }, 0);
  };
  return (
    <section aria-labelledby="form-preview-heading" data-preview="">
      <Heading as="h2" id="form-preview-heading">
        Preview
      </Heading>
      {valid && <p role="status">{PREVIEW_VALID}</p>}
      <div className="form-block" onSubmitCapture={onSubmitCapture}>
        {definition.heading && <h3 id="preview-form-heading">{definition.heading}</h3>}
        <GenericForm
          key={`${run}-${JSON.stringify(definition)}`}
          definition={definition}
          labelledBy={definition.heading ? 'preview-form-heading' : undefined}
        />
      </div>
    </section>
  );
}
