/** The callback request's choices, without zod, so the storefront's form can list them without loading the schema. */

/** Time windows a caller can choose (Europe/Berlin office hours; the texts name the hours). */
export const CALLBACK_WINDOWS = ['morning', 'midday', 'afternoon', 'anytime'] as const;
export type CallbackWindow = (typeof CALLBACK_WINDOWS)[number];

/** What the call is about; the operator sees it in the console's queue. */
export const CALLBACK_TOPICS = ['selling', 'valuation', 'auction', 'buying', 'dealer', 'other'] as const;
export type CallbackTopic = (typeof CALLBACK_TOPICS)[number];
