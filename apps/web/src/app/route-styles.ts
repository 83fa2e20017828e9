/**
 * How each page is styled, by route id (MUI and emotion only where a page uses them).
 * - light: a page of the design system's light views alone, with no app frame (the login page, the customer's
 *   landing page of a review request, the answer page of a microsurvey);
 * - static: a signed-in page whose first paint needs no MUI (static stylesheets); what it loads later
 *   brings its own theme (a filter dropdown's panel, a dialog, a flyout: ThemeIsland or Themed);
 * - every other page renders inside the lazily loaded MUI theme (`ThemedPage`).
 */
export const LIGHT_ROUTES: ReadonlySet<string> = new Set(['login', 'request-landing', 'microsurvey-answer']);
export const STATIC_ROUTES: ReadonlySet<string> = new Set(['dashboard', 'reviews']);

export const themedPageModule = () => import('./ThemedPage');
export const sideNavModule = () => import('../nav/SideNav');
