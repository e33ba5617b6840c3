/**
 * The header's actions for a signed-in customer: the way to the messages (its badge kept live by the notification
 * stream) and the account menu. Its own chunk, loaded only for a signed-in viewer (before hydration, see
 * entry-client.tsx), so an anonymous visitor's pages carry neither the stream nor the message board's rules.
 */
import type { Viewer } from '../../../domain/viewer.ts';
import { MessagesLink } from '../messages/messages-link.tsx';
import { AccountMenu } from './account-menu.tsx';

export default function SignedInActions({ viewer, onLogout }: { viewer: Viewer; onLogout: () => void }) {
  return (
    <>
      <MessagesLink />
      <AccountMenu viewer={viewer} onLogout={onLogout} />
    </>
  );
}
