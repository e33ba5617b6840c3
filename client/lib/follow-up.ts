/**
 * A navigation that follows an awaited action (a decision, a confirmation) must not pull the user back from a page
 * they opened while the action was still completing: it applies only while the address is the one the action began on.
 */

/** The part of a location that names a page: path and query. */
export interface Address {
  pathname: string;
  search: string;
}

export const addressOf = (location: Address): string => `${location.pathname}${location.search}`;

/** True while the user is still on the page (path and query) where the action began. */
export function mayFollowUp(startedOn: string, current: Address): boolean {
  return addressOf(current) === startedOn;
}
