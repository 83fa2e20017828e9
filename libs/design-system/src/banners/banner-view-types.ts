// The shapes the banner views share with @locus/banners' hook (its TrialBannerModel, IntegrationsBannerModel,
// ExpiryBannerModel). Plain types only.

export interface TrialChecklistItemView {
  key: string;
  label: string;
  href: string;
  done: boolean;
}

export interface TrialBannerView {
  stage: 1 | 2 | 3;
  title: string;
  message: string;
  daysLeft: string | null;
  checklist: TrialChecklistItemView[];
  sourcesHref: string | null;
  upgradeHref: string | null;
}

export interface IntegrationsBannerView {
  /** The names of the sources not connected ('Google', 'Facebook'). */
  missing: string[];
  href: string;
}

export interface ExpiryBannerView {
  key: string;
  source: string;
  text: string;
  reconnectHref: string;
}

/** The app's router navigation; without it the links load their page. */
export type OnNavigate = ((href: string) => void) | undefined;
