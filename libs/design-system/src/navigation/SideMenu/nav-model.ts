// What the side menu shows. The app/auth layer decides which items exist (permissions, account kind,
// flags); the menu only renders them.

export type NavIconKey =
  | 'dashboard'
  | 'accounts'
  | 'integrations'
  | 'reviewAnalysis'
  | 'reviews'
  | 'keywords'
  | 'askTool'
  | 'businessPerformance'
  | 'competitors'
  | 'locationPerformance'
  | 'reports'
  | 'visualReports'
  | 'scorecards'
  | 'onlinePresence'
  | 'amplify'
  | 'localListings'
  | 'localSearch'
  | 'photos'
  | 'trials'
  | 'settings'
  | 'partnerTools';

export interface NavItemModel {
  id: string;
  label: string;
  icon: NavIconKey;
  /** Links have an href; groups have children instead. */
  href?: string;
  active?: boolean;
  children?: NavItemModel[];
}

export interface NavUserModel {
  name: string;
  initials: string;
  /** The profile page, when the profile item links somewhere. */
  href?: string;
}
