/**
 * Service worker for dealers' browser notifications (web push): shows what the server pushed (title, body, url of the
 * message thread; worker/services/messages/web-push.ts) and opens or focuses that thread when it is clicked.
 * It caches nothing and handles no fetches: the site works exactly as without it.
 */

const FALLBACK_TITLE = 'CamperMarkt24';
const ICON = '/favicon.svg';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** Only http(s) links are ever opened; anything else falls back to the site's start page. */
function safeUrl(value) {
  try {
    const url = new URL(typeof value === 'string' ? value : '/', self.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

function text(value, fallback) {
  return typeof value === 'string' && value.length > 0 ? value.slice(0, 300) : fallback;
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const options = {
    body: text(data.body, ''),
    icon: ICON,
    badge: ICON,
    data: { url: safeUrl(data.url) },
  };
  // A newer notice about the same auction replaces the older one instead of piling up.
  if (typeof data.tag === 'string' && data.tag.length > 0) {
    options.tag = data.tag;
    options.renotify = true;
  }
  event.waitUntil(self.registration.showNotification(text(data.title, FALLBACK_TITLE), options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = safeUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (client.url === url && 'focus' in client) return client.focus();
      }
      return self.clients.openWindow(url);
    }),
  );
});
