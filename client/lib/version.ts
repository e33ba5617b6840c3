/** Compares the deployed version with the one this browser last saw, reloading once after a new deploy. */
const VERSION_COOKIE = 'cm24-version';

function readVersionCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${VERSION_COOKIE}=`))
    ?.slice(VERSION_COOKIE.length + 1);
}

export async function checkVersion(): Promise<void> {
  try {
    const response = await fetch('/version.json', { cache: 'no-store' });
    const { tag } = (await response.json()) as { tag?: string };
    if (!tag) {
      console.error('version.json has no tag');
      return;
    }
    const known = readVersionCookie();
    document.cookie = `${VERSION_COOKIE}=${encodeURIComponent(tag)}; path=/; max-age=31536000; samesite=lax`;
    // A newer deploy: reload so the page runs the current code (the cookie prevents a loop).
    if (known && known !== encodeURIComponent(tag)) window.location.reload();
  } catch (error) {
    console.error('version check failed', error);
  }
}
