/**
 * The e2e harness (and a manual one): edits one entry field with the app the space's editor
 * interface assigns to it, through `mountFieldApp`. `?entry=<id>&field=<fieldId>`; the CMA
 * settings come from `harness-config.json` beside the page (written by whoever serves it).
 * Every field change is saved to the entry at once (the web app's autosave); "Publish entry"
 * publishes it.
 */
import { RestAdapter, createClient, type EntryProps } from 'contentful-management';
import { mountFieldApp } from '../src/field-host.js';

interface HarnessConfig {
  /** `host[:port]` of the CMA, e.g. 'localhost:4000'. */
  managementHost: string;
  /** Plain HTTP (the local service). */
  insecure: boolean;
  accessToken: string;
  spaceId: string;
  environmentId: string;
  organizationId: string;
}

const text = (id: string, value: string) => {
  const element = document.getElementById(id);
  if (element) element.textContent = value;
};

async function main(): Promise<void> {
  const config = (await (await fetch('./harness-config.json')).json()) as HarnessConfig;
  const query = new URLSearchParams(window.location.search);
  const entryId = query.get('entry') ?? '';
  const fieldId = query.get('field') ?? '';
  const params = { accessToken: config.accessToken, host: config.managementHost, insecure: config.insecure };
  const client = createClient(params, { type: 'plain' });
  const adapter = new RestAdapter(params);
  const scope = { spaceId: config.spaceId, environmentId: config.environmentId };

  let entry: EntryProps = await client.entry.get({ ...scope, entryId });
  const contentTypeId = entry.sys.contentType.sys.id;
  const contentType = await client.contentType.get({ ...scope, contentTypeId });
  const editorInterface = await client.editorInterface.get({ ...scope, contentTypeId });
  const control = editorInterface.controls?.find((c) => c.fieldId === fieldId);
  if (control?.widgetNamespace !== 'app' || !control.widgetId) throw new Error(`No app is assigned to ${contentTypeId}.${fieldId}`);
  const definition = await client.appDefinition.get({ organizationId: config.organizationId, appDefinitionId: control.widgetId });
  if (!definition.src) throw new Error(`The app ${definition.name} has no src`);
  text('subject', `${definition.name} on ${contentTypeId}.${fieldId} of entry ${entryId}`);

  const locale = 'en-US';
  let saving: Promise<unknown> = Promise.resolve();
  const save = () => {
    saving = saving.then(async () => {
      const fields = { ...entry.fields };
      for (const [id, value] of Object.entries(host.values())) {
        if (value === undefined) delete fields[id];
        else fields[id] = { [locale]: value };
      }
      for (const id of Object.keys(fields)) if (!(id in host.values())) delete fields[id];
      entry = await client.entry.update({ ...scope, entryId }, { ...entry, fields });
      host.setSys(entry.sys);
      text('status', `Saved (version ${entry.sys.version})`);
    });
    return saving;
  };
  const publish = async () => {
    await save();
    entry = await client.entry.publish({ ...scope, entryId }, entry);
    host.setSys(entry.sys);
    text('status', `Published (version ${entry.sys.publishedVersion})`);
  };
  const frame = document.getElementById('frame');
  if (!frame) throw new Error('the harness page has no #frame');
  const host = mountFieldApp(frame, {
    src: definition.src,
    appId: definition.sys.id,
    ...scope,
    entry,
    contentType,
    fieldId,
    locale,
    adapter,
    onFieldChange: () => void save(),
    entryMethod: async (method) => {
      if (method === 'publish') return publish();
      if (method === 'save') return save();
      throw new Error(`entry.${method} is not supported by the harness`);
    },
    onNotify: (notice) => text('status', notice.message),
  });
  const button = document.getElementById('publish') as HTMLButtonElement;
  button.disabled = false;
  button.addEventListener('click', () => {
    button.disabled = true;
    publish()
      .catch((error: unknown) => text('status', `Not published: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        button.disabled = false;
      });
  });
  document.body.dataset.ready = '';
}

main().catch((error: unknown) => text('subject', `The harness failed: ${error instanceof Error ? error.message : String(error)}`));
