/**
 * Hosts a Contentful app in a field location outside Contentful's web app: the iframe and the
 * host side of the App SDK's postMessage protocol (contentful/ui-extensions-sdk, lib/channel.ts and
 * lib/api.ts):
 * - the app posts `{ id, method: 'init', params: [] }` to its parent; the host answers
 *   `{ method: 'connect', params: [connectMessage, []] }` describing the location, the entry, its
 *   fields and the field the app is on;
 * - the app's calls arrive as `{ source, id, method, params }` and are answered `{ id, result }` or
 *   `{ id, error }`: `setValue`, `removeValue`, `setInvalid`, `CMAAdapterCall` (the SDK's CMA client,
 *   forwarded to the host's `Adapter`), `callEntryMethod` (save, publish), `checkAccess`;
 *   `setHeight`, `setActive` and `notify` are one-way;
 * - the host pushes `{ method: 'valueChanged', params: [fieldId, locale, value] }` when a field
 *   changes (the app's own writes included, so every field object of the app stays in step).
 * Framework-free: the authoring workbench mounts the field apps with it (and the harness page one app alone).
 */
import type { ContentTypeProps, EntryProps, MakeRequestOptions } from 'contentful-management';

/** What answers the app's CMA requests: contentful-management's `RestAdapter` has this shape. */
export interface CmaRequester {
  makeRequest(options: MakeRequestOptions): Promise<unknown>;
}

/** Everything a field location needs to start an app. */
export interface FieldHostOptions {
  /** The app's page (its app definition's `src`). */
  src: string;
  /** The app definition id, the `ids.app` of the SDK. */
  appId: string;
  spaceId: string;
  environmentId: string;
  /** The entry being edited, as the CMA answers it. */
  entry: EntryProps;
  /** Its content type, as the CMA answers it. */
  contentType: ContentTypeProps;
  /** The field the app is assigned to. */
  fieldId: string;
  /** The locale edited, e.g. 'en-US'. */
  locale: string;
  /** Answers the app's CMA requests (`sdk.cma`): e.g. contentful-management's `RestAdapter`. */
  adapter: CmaRequester;
  /** Called after every field write of the app (to save the entry, show it elsewhere). */
  onFieldChange?: (fieldId: string, value: unknown) => void;
  /** `sdk.entry.save()` / `publish()` / `unpublish()`; refused when absent. */
  entryMethod?: (method: string, args: unknown[]) => Promise<unknown>;
  /** The app's `sdk.notifier` messages. */
  onNotify?: (notice: { type: string; message: string }) => void;
}

/** A mounted app. */
export interface FieldHost {
  iframe: HTMLIFrameElement;
  /** The entry's current field values in the edited locale. */
  values(): Record<string, unknown>;
  /** Whether the app last marked its field invalid (`sdk.field.setInvalid`). */
  invalid(): boolean;
  /** Changes a field from outside the app (another editor, the entry editor); the app is told. */
  setField(fieldId: string, value: unknown): void;
  /** Replaces the entry's sys (after a save or publish); the app's `onSysChanged` runs. */
  setSys(sys: EntryProps['sys']): void;
  /** Removes the iframe and stops listening. */
  destroy(): void;
}

interface AppMessage {
  source?: string;
  id?: number;
  method?: string;
  params?: unknown[];
}

/** The `connect` message: the ConnectMessage of the SDK (lib/types/api.types.ts) for `entry-field`. */
export function connectMessage(options: FieldHostOptions, channelId: string, values: Record<string, unknown>): Record<string, unknown> {
  const { locale, contentType, entry, fieldId } = options;
  const field = contentType.fields.find((f) => f.id === fieldId);
  if (!field) throw new Error(`The content type ${contentType.sys.id} has no field ${fieldId}`);
  const info = (f: ContentTypeProps['fields'][number]) => ({
    id: f.id,
    name: f.name,
    type: f.type,
    required: f.required,
    validations: f.validations ?? [],
    ...(f.items ? { items: f.items } : {}),
    ...(f.linkType ? { linkType: f.linkType } : {}),
  });
  return {
    id: channelId,
    location: 'entry-field',
    parameters: { installation: {}, instance: {}, invocation: undefined },
    locales: {
      available: [locale],
      default: locale,
      names: { [locale]: locale },
      fallbacks: { [locale]: undefined },
      optional: { [locale]: false },
      direction: { [locale]: 'ltr' },
    },
    user: {
      sys: { id: 'local-user', type: 'User' },
      firstName: 'Local',
      lastName: 'Editor',
      email: 'editor@localhost',
      avatarUrl: '',
      spaceMembership: { sys: { id: 'local-membership', type: 'SpaceMembership' }, admin: true, roles: [] },
    },
    initialContentTypes: [contentType],
    ids: {
      space: options.spaceId,
      environment: options.environmentId,
      organization: 'local-organization',
      app: options.appId,
      user: 'local-user',
      entry: entry.sys.id,
      contentType: contentType.sys.id,
      field: fieldId,
    },
    contentType,
    editorInterface: { sys: { id: contentType.sys.id, type: 'EditorInterface' }, controls: [] },
    editor: { localeSettings: { mode: 'single', focused: locale }, showHiddenFields: false },
    entry: { sys: entry.sys, metadata: entry.metadata ?? { tags: [] } },
    fieldInfo: contentType.fields.map((f) => ({
      ...info(f),
      locales: [locale],
      values: { [locale]: values[f.id] },
      isDisabled: { [locale]: false },
      schemaErrors: { [locale]: [] },
    })),
    field: { ...info(field), locale, value: values[fieldId], isDisabled: false, schemaErrors: [] },
    hostnames: { delivery: '', management: '', preview: '', upload: '', graphql: '', webapp: '' },
    uiLanguageLocale: 'en-US',
  };
}

function errorOf(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { message: error.message, ...JSON.parse(JSON.stringify(error)) };
  return { message: String(error) };
}

/**
 * Mounts the app of `options.src` in a new iframe inside `container` and answers its SDK.
 * The iframe is titled after the field ('App for the {name} field') for screen readers.
 */
export function mountFieldApp(container: HTMLElement, options: FieldHostOptions): FieldHost {
  const { locale } = options;
  const values: Record<string, unknown> = {};
  for (const [id, byLocale] of Object.entries(options.entry.fields as Record<string, Record<string, unknown>>)) {
    values[id] = byLocale?.[locale];
  }
  let invalid = false;
  const channelId = `field-host-${options.fieldId}-${Math.random().toString(36).slice(2)}`;
  const iframe = document.createElement('iframe');
  const fieldName = options.contentType.fields.find((f) => f.id === options.fieldId)?.name ?? options.fieldId;
  iframe.title = `App for the ${fieldName} field`;
  iframe.src = options.src;
  iframe.style.width = '100%';
  iframe.style.border = '0';
  iframe.style.minHeight = '120px';

  const post = (message: unknown) => iframe.contentWindow?.postMessage(message, '*');
  const changed = (fieldId: string, value: unknown) => {
    if (value === undefined) delete values[fieldId];
    else values[fieldId] = value;
    post({ method: 'valueChanged', params: [fieldId, locale, value] });
    options.onFieldChange?.(fieldId, value);
  };
  const handlers: Record<string, (params: unknown[]) => Promise<unknown> | unknown> = {
    setValue: ([fieldId, , value]) => {
      changed(String(fieldId), value);
      return value;
    },
    removeValue: ([fieldId]) => {
      changed(String(fieldId), undefined);
      return undefined;
    },
    setInvalid: ([isInvalid]) => {
      invalid = isInvalid === true;
      iframe.dataset.invalid = String(invalid);
      return null;
    },
    // The SDK sends contentful-management's own request options (lib/cmaAdapter.ts).
    CMAAdapterCall: ([request]) => options.adapter.makeRequest(request as MakeRequestOptions),
    callEntryMethod: ([method, args]) => {
      if (!options.entryMethod) throw new Error(`The host does not support entry.${String(method)}`);
      return options.entryMethod(String(method), Array.isArray(args) ? args : []);
    },
    checkAccess: () => true,
    checkAppConfigAccess: () => false,
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow) return;
    const message = event.data as AppMessage;
    if (!message || typeof message.method !== 'string') return;
    const params = Array.isArray(message.params) ? message.params : [];
    if (message.method === 'init') {
      post({ method: 'connect', params: [connectMessage(options, channelId, values), []] });
      return;
    }
    if (message.method === 'setHeight') {
      const height = Number(params[0]);
      if (Number.isFinite(height) && height > 0) iframe.style.height = `${Math.ceil(height)}px`;
      return;
    }
    if (message.method === 'notify') {
      options.onNotify?.(params[0] as { type: string; message: string });
      return;
    }
    if (message.method === 'setActive') return;
    const handler = handlers[message.method];
    const id = message.id;
    Promise.resolve()
      .then(() => {
        if (!handler) throw new Error(`The host does not support ${message.method}`);
        return handler(params);
      })
      .then(
        (result) => post({ id, result: result === undefined ? null : result }),
        (error: unknown) => post({ id, error: errorOf(error) }),
      );
  };
  window.addEventListener('message', onMessage);
  container.append(iframe);

  return {
    iframe,
    values: () => ({ ...values }),
    invalid: () => invalid,
    setField: (fieldId, value) => changed(fieldId, value),
    setSys: (sys) => post({ method: 'sysChanged', params: [sys] }),
    destroy: () => {
      window.removeEventListener('message', onMessage);
      iframe.remove();
    },
  };
}
