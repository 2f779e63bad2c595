import { LazyBespokeForm, LazyGenericForm } from '../../forms/lazy-forms.js';
import { inspect, inspectorEnabled } from '../../inspector.js';
import { NO_LINKS, RichText } from '../../rich-text/rich-text.js';
import type { FormBlockProps } from './from-form-block.js';

/**
 * A form on a page (docs/requirements.md#form-selection): a bespoke form (an island posting JSON to the
 * site) or a content-service form definition with its heading, subheading, description and
 * disclaimer drawn here on the server and its fields in the generic form island (posted natively).
 */
export function FormBlock({ id, form }: FormBlockProps) {
  if (form.kind === 'bespoke') {
    return (
      <div className="form-block" data-form={form.formId} {...inspect(id, 'formId')}>
        <LazyBespokeForm formId={form.formId} />
      </div>
    );
  }
  if (form.kind === 'unknown') {
    // Draft mode only (fromFormBlock): the editor learns the id names no form before publishing.
    return (
      <div className="form-block form-block--unknown" role="note" data-form={form.formId} {...inspect(id, 'formId')}>
        <p>
          No form has the id “{form.formId}”. Use a bespoke form id or the form id of a form definition; visitors see nothing here until
          then.
        </p>
      </div>
    );
  }
  const { definition } = form;
  const headingId = `form-${id}-heading`;
  return (
    <section
      className="form-block"
      data-form={definition.formId}
      {...(definition.heading ? { 'aria-labelledby': headingId } : {})}
      {...inspect(id, 'form')}
    >
      {definition.heading ? (
        <h2 id={headingId} className="form-block__heading" {...inspect(definition.id, 'heading')}>
          {definition.heading}
        </h2>
      ) : null}
      {definition.subheading ? (
        <p className="form-block__subheading" {...inspect(definition.id, 'subheading')}>
          {definition.subheading}
        </p>
      ) : null}
      {definition.description ? (
        <p className="form-block__description" {...inspect(definition.id, 'description')}>
          {definition.description}
        </p>
      ) : null}
      <LazyGenericForm
        inspector={inspectorEnabled()}
        definition={definition}
        {...(definition.heading ? { labelledBy: headingId } : {})}
        {...(definition.disclaimer ? { disclaimer: <RichText document={definition.disclaimer} links={NO_LINKS} /> } : {})}
      />
    </section>
  );
}
