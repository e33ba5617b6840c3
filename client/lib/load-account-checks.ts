/** Loads the sign-in and sign-up checks (./account-checks.ts, with zod) on first use; null when the code cannot load. */
type AccountChecks = typeof import('./account-checks.ts');

let loaded: AccountChecks | null = null;

export function loadAccountChecks(): Promise<AccountChecks | null> {
  return import('./account-checks.ts').then(
    (module) => (loaded = module),
    (error: unknown) => {
      console.error('loading the form checks failed', error);
      return null;
    },
  );
}

/** The checks once loaded, for checking as the user types; null before. */
export function loadedAccountChecks(): AccountChecks | null {
  return loaded;
}

/** For a form's onFocus: the checks are there by the time it is sent. */
export function preloadAccountChecks(): void {
  void loadAccountChecks();
}
