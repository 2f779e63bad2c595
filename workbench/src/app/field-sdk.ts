import type { FieldAppSDK } from '@contentful/app-sdk';
import type { AssetProps, ContentTypeProps, EntryProps, PlainClientAPI } from 'contentful-management';
import type { WorkbenchConfig } from '../server/server.js';
import type { EntryStore } from './entry-store.js';
import type { SessionUser } from '../shared/sign-in.js';

/** What every field's SDK shares: the space, its content types, the dialogs and the navigation. */
export interface SdkContext {
  config: WorkbenchConfig;
  cma: PlainClientAPI;
  contentTypes: ContentTypeProps[];
  /** Entry picker (the reference and rich-text editors' "Add existing content"). */
  pickEntries(options: { contentTypes: string[]; multiple: boolean }): Promise<EntryProps[] | null>;
  /** Asset picker (the media editors' "Add existing media"). */
  pickAssets(options: { multiple: boolean; mimetypeGroups?: string[] | undefined }): Promise<AssetProps[] | null>;
  /** Opens another entry in the workbench, in place of the open one. */
  openEntry(entryId: string): void;
  /**
   * Opens an entry or asset above the open one (Contentful's slide-in): a block created or
   * chosen from a page's field is edited there while the page stays open below.
   */
  openNested(kind: 'Entry' | 'Asset', id: string): void;
  notify(message: string, kind: 'success' | 'error'): void;
  /**
   * Calls `listener` with the entry or asset each time this workbench saves it (the reference
   * editors' cards show its new title and status). @returns a function that stops listening.
   */
  onEntityChanged(type: 'Entry' | 'Asset', id: string, listener: (entity: unknown) => void): () => void;
  /** Who the workbench acts for: the review panel offers what their role may do (docs/requirements.md#decision-workbench-roles-and-review). */
  user?: SessionUser;
  /** Calls `listener` with every entry this workbench saves ("used on" follows the links others gain or lose). @returns a function that stops listening. */
  onEntrySaved?(listener: (entry: EntryProps) => void): () => void;
}

const noop = (): void => undefined;
const unsubscribeNoop = (): (() => void) => noop;

function link(entry: { sys: { id: string; type: string } }) {
  return { sys: { type: 'Link', linkType: entry.sys.type, id: entry.sys.id } };
}

/**
 * The `FieldAppSDK` a Contentful field editor gets, for `fieldId` of the entry in `store`: the
 * app SDK's field, entry, locales, space, CMA, dialogs and navigator, backed by the workbench's
 * entry store and the Management API proxy. The same object a custom field app gets, so an app
 * written for Contentful's web app runs here unchanged (workbench/README.md).
 */
export function createFieldSdk(
  store: EntryStore,
  contentType: ContentTypeProps,
  fieldId: string,
  context: SdkContext,
  instance: Record<string, unknown>,
): FieldAppSDK {
  const definition = contentType.fields.find((f) => f.id === fieldId);
  if (!definition) throw new Error(`The content type ${contentType.sys.id} has no field ${fieldId}.`);
  const { config, cma } = context;
  const locale = config.locale;
  const entryField = (id: string) => {
    const def = contentType.fields.find((f) => f.id === id)!;
    return {
      id,
      name: def.name,
      type: def.type,
      locales: [locale],
      required: def.required,
      validations: def.validations ?? [],
      items: def.items,
      getValue: () => store.values[id],
      setValue: async (value: unknown) => {
        store.edit(id, value);
        return value;
      },
      removeValue: async () => store.edit(id, undefined),
      onValueChanged: (...args: unknown[]) => store.onValueChanged(id, args[args.length - 1] as (v: unknown) => void),
      onIsDisabledChanged: unsubscribeNoop,
      getForLocale: () => entryField(id),
    };
  };
  const space = spaceApi(context);
  const sdk = {
    field: {
      id: fieldId,
      name: definition.name,
      locale,
      type: definition.type,
      required: definition.required,
      validations: definition.validations ?? [],
      items: definition.items,
      getValue: () => store.values[fieldId],
      setValue: async (value: unknown) => {
        store.edit(fieldId, value);
        return value;
      },
      removeValue: async () => store.edit(fieldId, undefined),
      setInvalid: noop,
      onValueChanged: (fn: (value: unknown) => void) => store.onValueChanged(fieldId, fn),
      onIsDisabledChanged: unsubscribeNoop,
      getIsDisabled: () => false,
      onSchemaErrorsChanged: (fn: (errors: unknown[]) => void) => store.onErrorsChanged(fieldId, fn),
      getSchemaErrors: () => store.errorsOf(fieldId),
    },
    entry: {
      getSys: () => store.entry.sys,
      onSysChanged: (fn: (sys: EntryProps['sys']) => void) => store.onSysChanged(fn),
      getMetadata: () => store.entry.metadata,
      onMetadataChanged: unsubscribeNoop,
      fields: Object.fromEntries(contentType.fields.map((f) => [f.id, entryField(f.id)])),
      getTasks: async () => ({ items: [] }),
    },
    contentType,
    locales: {
      default: locale,
      available: [locale],
      names: { [locale]: locale },
      fallbacks: {},
      optional: { [locale]: false },
      direction: { [locale]: 'ltr' },
    },
    ids: {
      space: config.spaceId,
      environment: config.environmentId,
      entry: store.entry.sys.id,
      contentType: contentType.sys.id,
      field: fieldId,
      user: 'workbench',
      organization: 'workbench',
      extension: undefined,
    },
    parameters: { instance, installation: {}, invocation: undefined },
    space,
    cma,
    dialogs: dialogsApi(context),
    navigator: navigatorApi(context),
    access: { can: async () => true, canPerformActionOnEntryOfType: async () => true, canEditAppConfig: async () => true },
    notifier: {
      success: (m: string) => context.notify(m, 'success'),
      error: (m: string) => context.notify(m, 'error'),
      warning: (m: string) => context.notify(m, 'error'),
    },
    window: { startAutoResizer: noop, stopAutoResizer: noop, updateHeight: noop },
    editor: {
      editorInterface: { controls: [] },
      getLocaleSettings: () => ({ mode: 'single', focused: locale }),
      onLocaleSettingsChanged: unsubscribeNoop,
      onShowDisabledFieldsChanged: unsubscribeNoop,
      getShowDisabledFields: () => false,
    },
    location: { is: (location: string) => location === 'entry-field' },
    user: {
      sys: { id: 'workbench', type: 'User' },
      firstName: 'Local',
      lastName: 'Editor',
      email: 'editor@localhost',
      avatarUrl: '',
      spaceMembership: { admin: true, roles: [] },
    },
    close: noop,
    hostnames: { delivery: '', management: window.location.host, preview: '', upload: '', webapp: window.location.host },
    app: { onConfigure: noop, getParameters: async () => ({}), setReady: async () => undefined, isInstalled: async () => true },
    release: undefined,
    link,
  };
  // The workbench implements the parts of the app SDK the field editors use; the type is Contentful's.
  return sdk as unknown as FieldAppSDK;
}

/** The app SDK's `space`: reads through the Management API proxy, the content types from the context. */
function spaceApi(context: SdkContext) {
  const { cma } = context;
  return {
    getEntries: (query?: Record<string, unknown>) => cma.entry.getMany({ query: query ?? {} }),
    getEntry: (id: string) => cma.entry.get({ entryId: id }),
    getAssets: (query?: Record<string, unknown>) => cma.asset.getMany({ query: query ?? {} }),
    getAsset: (id: string) => cma.asset.get({ assetId: id }),
    getContentTypes: async () => ({ items: context.contentTypes, total: context.contentTypes.length, skip: 0, limit: 1000 }),
    getContentType: async (id: string) => context.contentTypes.find((ct) => ct.sys.id === id),
    getCachedContentTypes: () => context.contentTypes,
    getEntityScheduledActions: async () => [],
    getAllScheduledActions: async () => [],
    onEntityChanged: (type: 'Entry' | 'Asset', id: string, listener: (entity: unknown) => void) =>
      context.onEntityChanged(type, id, listener),
    getTags: async () => ({ items: [], total: 0 }),
    readTags: async () => ({ items: [], total: 0 }),
    getUsers: async () => ({ items: [] }),
    getEntrySnapshots: async () => ({ items: [] }),
    createEntry: (contentTypeId: string, data: { fields: EntryProps['fields'] }) => cma.entry.create({ contentTypeId }, data),
  };
}

/** The app SDK's `dialogs`: the workbench's entry and asset pickers, the browser's confirm, alert and prompt. */
function dialogsApi(context: SdkContext) {
  const pick = async (multiple: boolean, options?: { contentTypes?: string[] }) => {
    const picked = await context.pickEntries({ contentTypes: options?.contentTypes ?? [], multiple });
    return picked ?? (multiple ? [] : null);
  };
  return {
    selectSingleEntry: (options?: { contentTypes?: string[] }) => pick(false, options).then((p) => (Array.isArray(p) ? (p[0] ?? null) : p)),
    selectMultipleEntries: (options?: { contentTypes?: string[] }) => pick(true, options),
    selectSingleAsset: async (options?: { mimetypeGroups?: string[] }) =>
      context.pickAssets({ multiple: false, mimetypeGroups: options?.mimetypeGroups }).then((picked) => picked?.[0] ?? null),
    selectMultipleAssets: async (options?: { mimetypeGroups?: string[] }) =>
      context.pickAssets({ multiple: true, mimetypeGroups: options?.mimetypeGroups }).then((picked) => picked ?? []),
    selectSingleResourceEntity: async () => null,
    selectMultipleResourceEntities: async () => [],
    openConfirm: async (options: { message?: string }) => window.confirm(options.message ?? 'Are you sure?'),
    openAlert: async (options: { message?: string }) => window.alert(options.message ?? ''),
    openPrompt: async (options: { message?: string }) => window.prompt(options.message ?? ''),
    openCurrent: async () => undefined,
    openCurrentApp: async () => undefined,
    openExtension: async () => undefined,
    openWebApp: async () => undefined,
  };
}

/** The app SDK's `navigator`: a reference editor's entries and assets open above the entry (`openNested`). */
function navigatorApi(context: SdkContext) {
  const { cma } = context;
  return {
    // The reference editors open with `slideIn`: the entry opens above the page, which stays open.
    openEntry: async (id: string, options?: { slideIn?: unknown }) => {
      if (options?.slideIn) context.openNested('Entry', id);
      else context.openEntry(id);
      return { navigated: true, entity: await cma.entry.get({ entryId: id }) };
    },
    openNewEntry: async (contentTypeId: string) => {
      const entity = await cma.entry.create({ contentTypeId }, { fields: {} });
      context.openNested('Entry', entity.sys.id);
      return { navigated: true, entity, slide: { id: entity.sys.id, type: 'Entry' } };
    },
    openAsset: async (id: string) => {
      context.openNested('Asset', id);
      return { navigated: true, entity: await cma.asset.get({ assetId: id }) };
    },
    // A new, empty asset draft opens above the entry for its upload; the field links it at once.
    openNewAsset: async () => {
      const entity = await cma.asset.create({}, { fields: {} } as never);
      context.openNested('Asset', entity.sys.id);
      return { navigated: true, entity, slide: { id: entity.sys.id, type: 'Asset' } };
    },
    openBulkEditor: async () => ({ navigated: false }),
    onSlideInNavigation: unsubscribeNoop,
    openCurrentAppPage: async () => ({ navigated: false }),
  };
}
