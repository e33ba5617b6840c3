/** Types of dev-vars.mjs for TypeScript callers. */
export function ensureDevVars(root: string): void;
