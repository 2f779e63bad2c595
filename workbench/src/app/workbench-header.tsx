import { Button } from '@contentful/f36-components';
import type { WorkbenchConfig } from '../server/server.js';
import type { View } from './use-address.js';

/** The workbench's header: its name, the space, environment and locale, and the Entries and Media views. */
export function WorkbenchHeader({ config, view, onView }: { config: WorkbenchConfig; view: View; onView(view: View): void }) {
  return (
    <header className="workbench__header">
      <h1>Authoring workbench</h1>
      <span>
        Space <code>{config.spaceId}</code> · {config.environmentId} · {config.locale}
      </span>
      <nav aria-label="Workbench views" className="workbench__views">
        <Button
          size="small"
          variant={view === 'entries' ? 'primary' : 'secondary'}
          aria-current={view === 'entries' ? 'page' : undefined}
          onClick={() => onView('entries')}
        >
          Entries
        </Button>
        <Button
          size="small"
          variant={view === 'media' ? 'primary' : 'secondary'}
          aria-current={view === 'media' ? 'page' : undefined}
          onClick={() => onView('media')}
        >
          Media
        </Button>
      </nav>
    </header>
  );
}
