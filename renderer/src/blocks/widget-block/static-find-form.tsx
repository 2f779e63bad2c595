import { FIND_FORM_FIELDS, type FindFormKind } from './find-form-fields.js';

/**
 * The finder form as plain HTML: a GET to the results page with the same names and hidden fields
 * as the island (docs/requirements.md#finders "work without JavaScript"). It stands in while the
 * island's chunk loads in a render without server HTML (the live preview); in a page's HTML the
 * island's own markup is the same plain GET form. The results page checks the ZIP on the server.
 */
export function StaticFindForm({ id, kind }: { id: string; kind: FindFormKind }) {
  const config = FIND_FORM_FIELDS[kind];
  const inputId = `${id}-${config.field}`;
  return (
    <form className="find-form" action={config.action} method="get">
      <div className="find-form__field" data-state="valid">
        <label htmlFor={inputId} className="find-form__label">
          {config.label}
        </label>
        <input
          id={inputId}
          name={config.name}
          type="text"
          inputMode={config.inputMode}
          autoComplete={config.autoComplete}
          placeholder={config.placeholder}
          className="find-form__input"
        />
      </div>
      {Object.entries(config.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="btn btn--primary find-form__submit">
        {config.submit}
      </button>
    </form>
  );
}
