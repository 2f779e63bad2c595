import { Button, Text } from '@contentful/f36-components';
import type { WorkbenchConfig } from '../server/server.js';
import type { SessionAnswer, SessionUser } from '../shared/sign-in.js';
import type { View } from './use-address.js';

/** A role as the header and the review panel name it. */
export const ROLE_NAMES: Record<SessionUser['role'], string> = { author: 'Author', principal: 'Principal' };

const VIEWS: { view: View; label: string }[] = [
  { view: 'entries', label: 'Entries' },
  { view: 'media', label: 'Media' },
  { view: 'releases', label: 'Releases' },
  { view: 'records', label: 'Records' },
];

/**
 * The workbench's header: its name, the space, environment and locale, the Entries, Media,
 * Releases and Records views, and who the workbench acts for (name and role) with Sign out, or, for the local
 * principal of the local mode, "Sign in as someone else".
 */
export function WorkbenchHeader({
  config,
  view,
  onView,
  session,
  onSignOut,
  onSignInAs,
}: {
  config: WorkbenchConfig;
  view: View;
  onView(view: View): void;
  session: SessionAnswer & { user: SessionUser };
  onSignOut(): void;
  onSignInAs(): void;
}) {
  const { user } = session;
  return (
    <header className="workbench__header">
      <h1>Authoring workbench</h1>
      <span>
        Space <code>{config.spaceId}</code> · {config.environmentId} · {config.locale}
      </span>
      <nav aria-label="Workbench views" className="workbench__views">
        {VIEWS.map(({ view: each, label }) => (
          <Button
            key={each}
            size="small"
            variant={view === each ? 'primary' : 'secondary'}
            aria-current={view === each ? 'page' : undefined}
            onClick={() => onView(each)}
          >
            {label}
          </Button>
        ))}
      </nav>
      <div className="workbench__user" aria-label="Signed in" role="group">
        <Text>
          <strong>{user.name}</strong> · {ROLE_NAMES[user.role]}
        </Text>
        {session.signedIn ? (
          <Button size="small" variant="secondary" onClick={onSignOut}>
            Sign out
          </Button>
        ) : (
          <Button size="small" variant="secondary" onClick={onSignInAs}>
            Sign in as someone else
          </Button>
        )}
      </div>
    </header>
  );
}
