import * as Toast from '@radix-ui/react-toast';
import { useCallback, useState } from 'react';

/** How long a toast stays, in milliseconds: a confirmation 6 s, an error 12 s (paused while hovered or focused). */
export const TOAST_DURATION_MS = { success: 6_000, error: 12_000 } as const;

/** One notification: its text and kind (a confirmation, or an error that is announced at once). */
export interface ToastMessage {
  id: number;
  text: string;
  kind: 'success' | 'error';
}

/**
 * The workbench's notifications as state: `notify` adds one ("Deleted.", "Duplicated. …", a field
 * editor's `sdk.notifier`), `dismiss` removes it. Both are stable across renders.
 */
export function useToasts(): {
  toasts: ToastMessage[];
  notify(text: string, kind: ToastMessage['kind']): void;
  dismiss(id: number): void;
} {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const notify = useCallback((text: string, kind: ToastMessage['kind']) => {
    setToasts((now) => [...now, { id: Date.now() + Math.random(), text, kind }]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((now) => now.filter((t) => t.id !== id)), []);
  return { toasts, notify, dismiss };
}

/**
 * The notifications, with Radix's toast primitives (React 19-safe: Forma 36's `Notification`
 * renders through the removed `ReactDOM.render` and throws under React 19, issue 42). Each toast
 * is announced through a live region (`role="status"`, polite for a confirmation, assertive for an
 * error), stays `TOAST_DURATION_MS` (paused while the pointer or focus is on it), and is dismissed
 * by its "Dismiss" button, by Escape when focused, or by a swipe; F8 moves focus to the
 * notifications (the region "Notifications (F8)").
 */
export function Toasts({ toasts, onDismiss }: { toasts: readonly ToastMessage[]; onDismiss(id: number): void }) {
  return (
    <Toast.Provider label="Notification" swipeDirection="right">
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          asChild
          type={toast.kind === 'error' ? 'foreground' : 'background'}
          duration={TOAST_DURATION_MS[toast.kind]}
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
        >
          <div className="toast" data-kind={toast.kind}>
            <Toast.Description className="toast__text">{toast.text}</Toast.Description>
            <Toast.Close className="toast__close" aria-label={`Dismiss: ${toast.text}`}>
              Dismiss
            </Toast.Close>
          </div>
        </Toast.Root>
      ))}
      <Toast.Viewport asChild>
        <div className="toasts" />
      </Toast.Viewport>
    </Toast.Provider>
  );
}
