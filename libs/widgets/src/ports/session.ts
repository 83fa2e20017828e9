import type { AmplifyGate } from '../model/home-rules.js';

/** What the widget area reads of the signed-in session; `AuthStore` of @locus/auth fits it. */
export interface WidgetSession extends AmplifyGate {
  readonly account_id: number | null;
  readonly user_id: number | null;
}
