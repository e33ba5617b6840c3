/** Types of production-needs.mjs for TypeScript callers. */
export const PRODUCTION_BINDINGS: string[];
export const PRODUCTION_VARS: string[];
export function missingFromDryRun(output: string): string[];
