import { isAdmin, trialDaysLeftLabel } from '@locus/auth';
import type { SetupProgress } from '../ports/banners-api.js';
import type { BannerSession } from '../ports/banner-session.js';

export type TrialStage = 1 | 2 | 3;

/** One step of the stage 2 checklist, linking to where it is done. */
export interface TrialChecklistItem {
  key: 'invite' | 'facebook' | 'ask' | 'respond';
  label: string;
  href: string;
  done: boolean;
}

/** The trial banner's content (features.md 4 "Trial banner"). */
export interface TrialBannerModel {
  stage: TrialStage;
  title: string;
  message: string;
  /** 'N DAYS LEFT IN YOUR TRIAL' from stage 2 (null in stage 1 or without an end date). */
  daysLeft: string | null;
  /** Stage 2 only. */
  checklist: TrialChecklistItem[];
  /** Stage 3: where more review sources are connected. */
  sourcesHref: string | null;
  /** Admins from stage 2. */
  upgradeHref: string | null;
}

export const INTEGRATIONS_PATH = '/settings/integrations';
export const UPGRADE_PATH = '/settings/billing';

/** F4-111: the four steps, each ticked from setup_progress. */
export function trialChecklist(progress: SetupProgress): TrialChecklistItem[] {
  return [
    {
      key: 'invite',
      label: 'Invite a colleague',
      href: '/settings/users/new',
      done: progress.multiple_users_in_account_exists,
    },
    {
      key: 'facebook',
      label: 'Integrate Facebook',
      href: INTEGRATIONS_PATH,
      done: progress.facebook_integration_exists,
    },
    {
      key: 'ask',
      label: 'Ask for a review',
      href: '/request-reviews/compose',
      done: progress.ask_campaigns_exist,
    },
    { key: 'respond', label: 'Respond to a review', href: '/reviews', done: progress.responses_exist },
  ];
}

/** The stage the server worked out, kept within 1..3 (F4-108). */
export function trialStageOf(progress: SetupProgress): TrialStage {
  return progress.stage <= 1 ? 1 : progress.stage >= 3 ? 3 : 2;
}

const STAGE_TEXT: Record<TrialStage, { title: string; message: string }> = {
  1: {
    title: 'Welcome to your trial!',
    message: 'We are fetching your reviews from Google. They will appear here in a few minutes.',
  },
  2: {
    title: 'Get the most out of your trial',
    message: 'Finish these steps to see what you can do for your locations.',
  },
  3: {
    title: 'You are all set up',
    message: 'Add more review sources to see every review of your locations in one place.',
  },
};

/** The banner of a trial account, or null when it has none (not a trial, dismissed, progress not read). */
export function trialBanner(session: BannerSession, progress: SetupProgress | null): TrialBannerModel | null {
  if (session.account?.status !== 'trial' || session.isParent || !progress) return null;
  const stage = trialStageOf(progress);
  const { title, message } = STAGE_TEXT[stage];
  return {
    stage,
    title,
    message,
    daysLeft: stage >= 2 && session.trialDaysLeft !== null ? trialDaysLeftLabel(session.trialDaysLeft) : null,
    checklist: stage === 2 ? trialChecklist(progress) : [],
    sourcesHref: stage === 3 ? INTEGRATIONS_PATH : null,
    upgradeHref: stage >= 2 && isAdmin(session.user_type) ? UPGRADE_PATH : null,
  };
}
