import type { ContentTypeProps, EntryProps } from 'contentful-management';
import { useEffect, useState } from 'react';
import { hasUnpublishedChanges, linkedEntities, type Reference } from './entry-actions.js';
import type { EntrySession, SessionState } from './entry-session.js';
import { referenceName } from './page-parts.js';

/** Milliseconds a burst of saves (autosave while typing in a block) is gathered before the links are read again. */
const SETTLE_MS = 400;

/**
 * What the page's status says of its linked changes: "Changes not published in 1 linked entry:
 * Hero “Welcome”." (at most three named, then "and N more").
 */
export function linkedChangesText(references: readonly Reference[], contentTypes: readonly ContentTypeProps[], locale: string): string {
  const labels = references.map((r) => {
    const { typeName, title } = referenceName(r, contentTypes, locale);
    return `${typeName} “${title}”`;
  });
  const count = labels.length;
  const named = labels.slice(0, 3).join(', ');
  const more = count > 3 ? ` and ${count - 3} more` : '';
  return `Changes not published in ${count} linked ${count === 1 ? 'entry' : 'entries'}: ${named}${more}.`;
}

/**
 * The entries and assets the session's entry links to that have changes not published (issue 42,
 * item 3: the page's status covers its blocks, cards and images). Read when the editor opens, after
 * each of the entry's own saves and publishes, and after the workbench saves one of those linked
 * entities (`SdkContext.onEntrySaved`), a burst of saves read once.
 * @returns undefined until first read; an empty list when nothing linked waits.
 */
export function useLinkedChanges(session: EntrySession, state: SessionState): Reference[] | undefined {
  const [references, setReferences] = useState<Reference[] | undefined>();
  const [savedElsewhere, setSavedElsewhere] = useState(0);
  const { cma, onEntrySaved } = session.context;
  const version = state.sys.version;
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      linkedEntities(cma, session.store.entry).then(
        (linked) => current && setReferences(linked),
        () => current && setReferences([]),
      );
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [cma, session, version, state.publishCount, savedElsewhere]);
  useEffect(() => {
    if (!onEntrySaved || !references) return undefined;
    const ids = new Set(references.map((r) => r.entity.sys.id));
    return onEntrySaved((saved: EntryProps) => {
      if (ids.has(saved.sys.id)) setSavedElsewhere((n) => n + 1);
    });
  }, [onEntrySaved, references]);
  return references?.filter(hasUnpublishedChanges);
}
