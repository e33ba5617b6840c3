/**
 * The dealer's switch for browser notifications (web push) when outbid or when it is their turn. Shown only to dealers,
 * only when the server has push configured; asks the browser's permission on the click, never on load.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { api, ApiRequestError } from '../../lib/api.ts';
import { useShell } from '../../shell-context.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';

/** The service worker that shows the notifications (public/push-worker.js); at the root, so its scope is the site. */
const WORKER_URL = '/push-worker.js';
const SUBSCRIPTION_PATH = '/private/push/subscription';

type Support = 'unknown' | 'supported' | 'unsupported';

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current || current.byteLength !== wanted.byteLength) return false;
  const bytes = new Uint8Array(current);
  return bytes.every((byte, index) => byte === wanted[index]);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

/** This browser's subscription for the server's key; an old one made with another key is replaced. */
async function subscribe(publicKey: string): Promise<PushSubscription> {
  await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const applicationServerKey = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, applicationServerKey)) return existing;
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}

async function saveSubscription(subscription: PushSubscription): Promise<void> {
  const { endpoint, keys } = subscription.toJSON();
  await api(SUBSCRIPTION_PATH, { method: 'PUT', json: { endpoint, keys: { p256dh: keys?.p256dh, auth: keys?.auth } } });
}

export function PushSettings() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const { viewer } = useShell();
  const merchant = Boolean(viewer.customer?.merchant);
  // 404 push_unavailable when the server has no VAPID keys: then this panel is not shown at all.
  const { data: key } = useSWR<{ publicKey: string }, ApiRequestError>(merchant ? '/public/push/key' : null, {
    shouldRetryOnError: (error: Error) => !(error instanceof ApiRequestError && error.status < 500),
  });
  const [support, setSupport] = useState<Support>('unknown');
  const [denied, setDenied] = useState(false);
  const [subscribed, setSubscribed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!key) return;
    // Browser APIs only after hydration: the server renders nothing here.
    if (!pushSupported()) {
      setSupport('unsupported');
      return;
    }
    setSupport('supported');
    setDenied(Notification.permission === 'denied');
    let current = true;
    // Allowed again in the site settings while the page is open: the switch works without a reload.
    void navigator.permissions
      ?.query({ name: 'notifications' })
      .then((status) => {
        status.onchange = () => {
          if (current) setDenied(status.state === 'denied');
        };
      })
      .catch(() => undefined);
    // On only when this browser holds a subscription the server has for this customer (it may have been dropped).
    void currentSubscription()
      .then(async (subscription) => {
        if (!subscription || Notification.permission !== 'granted') return false;
        const answer = await api<{ subscribed: boolean }>(`${SUBSCRIPTION_PATH}?${new URLSearchParams({ endpoint: subscription.endpoint })}`);
        return answer.subscribed;
      })
      .catch(() => false)
      .then((on) => {
        if (current) setSubscribed(on);
      });
    return () => {
      current = false;
    };
  }, [key]);

  async function switchOn(publicKey: string) {
    const permission = await Notification.requestPermission();
    setDenied(permission === 'denied');
    // Dismissing the browser's question leaves the switch off without a message; a refusal is explained below it.
    if (permission !== 'granted') return;
    try {
      await saveSubscription(await subscribe(publicKey));
    } catch (caught) {
      // This browser's subscription belongs to the dealer who signed in here before: it stays theirs on the server.
      // A fresh subscription (a new endpoint) is this dealer's; the old endpoint then reports gone and its row goes.
      if (!(caught instanceof ApiRequestError && caught.code === 'push_endpoint_taken')) throw caught;
      await (await currentSubscription())?.unsubscribe();
      await saveSubscription(await subscribe(publicKey));
    }
    setSubscribed(true);
    snackbar(t('pushSettings.on'), 'success');
  }

  async function switchOff() {
    const subscription = await currentSubscription();
    if (subscription) {
      await api(SUBSCRIPTION_PATH, { method: 'DELETE', json: { endpoint: subscription.endpoint } });
      await subscription.unsubscribe();
    }
    setSubscribed(false);
    snackbar(t('pushSettings.off'), 'success');
  }

  async function toggle(on: boolean) {
    if (!key) return;
    setBusy(true);
    try {
      await (on ? switchOn(key.publicKey) : switchOff());
    } catch (caught) {
      snackbar(caught instanceof ApiRequestError ? caught.message : t('pushSettings.failed'), 'error');
    } finally {
      setBusy(false);
    }
  }

  if (!merchant || !key || support === 'unknown') return null;
  const id = 'push-notifications';
  return (
    <section className="panel" aria-labelledby="push-settings-title">
      <h2 id="push-settings-title" className="panel__title">
        {t('pushSettings.title')}
      </h2>
      {support === 'unsupported' ? (
        <p className="panel__intro">{t('pushSettings.unsupported')}</p>
      ) : (
        <>
          <ul className="toggle-list">
            <li className="toggle-row">
              <div className="toggle-row__text">
                <label htmlFor={id} className="toggle-row__title">
                  {t('pushSettings.label')}
                </label>
                <p id={`${id}-text`}>{t('pushSettings.text')}</p>
                {denied ? (
                  <p id={`${id}-denied`} role="status">
                    {t('pushSettings.denied')}
                  </p>
                ) : null}
              </div>
              <input
                id={id}
                type="checkbox"
                role="switch"
                className="switch"
                checked={subscribed}
                // Blocked in the browser: the switch cannot work until the site settings allow it (explained above).
                disabled={busy || (denied && !subscribed)}
                aria-describedby={denied ? `${id}-text ${id}-denied` : `${id}-text`}
                onChange={(event) => void toggle(event.target.checked)}
              />
            </li>
          </ul>
          <p className="panel__note">{t('pushSettings.note')}</p>
        </>
      )}
    </section>
  );
}
