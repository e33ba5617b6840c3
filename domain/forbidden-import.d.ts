/** domain/ stays pure: its tsconfig maps platform and UI packages here, so importing one fails to type-check. */
export type ForbiddenInDomain = never;
