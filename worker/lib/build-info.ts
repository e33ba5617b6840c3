/** The build tag baked in by Vite at build time ("dev" when running from source). */
declare const __BUILD_TAG__: string | undefined;

export const BUILD_TAG: string = typeof __BUILD_TAG__ === 'string' ? __BUILD_TAG__ : 'dev';
