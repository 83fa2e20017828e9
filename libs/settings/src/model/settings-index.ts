import { can, resolveRoute, type PermissionRequirement, type RouteSession } from '@locus/auth';

/** One card of /settings: a section the user may open. */
export interface SettingsSection {
  id: string;
  title: string;
  description: string;
  href: string;
}

export interface SettingsIndexView {
  sections: readonly SettingsSection[];
}

interface SectionDef extends SettingsSection {
  /** What the section's page shows needs beyond its route's guard (pages whose route lets everyone in). */
  requires?: PermissionRequirement;
}

/** Every settings section, in the order the index lists them. */
export const SETTINGS_SECTIONS: readonly SectionDef[] = [
  { id: 'profile', title: 'Profile', description: 'Your name, e-mail address, password and notifications.', href: '/settings/profile' },
  { id: 'users', title: 'Users', description: 'Invite colleagues and choose what each may do.', href: '/settings/users', requires: ['user', 'read'] },
  { id: 'locations', title: 'Locations', description: 'Your business locations and their details.', href: '/settings/locations', requires: ['location', 'read'] },
  { id: 'groups', title: 'Groups', description: 'Group locations for filters and reports.', href: '/settings/groups' },
  {
    id: 'integrations',
    title: 'Integrations',
    description: 'Connect Google, Facebook and other sites.',
    href: '/settings/integrations',
    requires: ['integration', 'read'],
  },
  { id: 'target-score', title: 'Target score', description: 'The score each location aims for.', href: '/settings/target-score' },
  {
    id: 'scheduled-exports',
    title: 'Scheduled exports',
    description: 'Reports e-mailed to you on a schedule.',
    href: '/settings/scheduled-exports/manage',
  },
  { id: 'billing', title: 'Billing', description: 'Your plan and payment details.', href: '/settings/billing', requires: ['account', 'update'] },
  { id: 'account', title: 'Account', description: "The account's name, logo, industry and time zone.", href: '/settings/account' },
];

/**
 * The sections this session may open: those whose route the auth lib's route gating renders for it
 * (permissions, user type, account kind and settings) and whose page has something for it.
 */
export function settingsIndex(session: RouteSession): SettingsIndexView {
  const sections = SETTINGS_SECTIONS.filter((section) => {
    if (section.requires && !can(session.permissions, ...section.requires)) return false;
    return resolveRoute(section.href, session).kind === 'render';
  }).map(({ id, title, description, href }) => ({ id, title, description, href }));
  return { sections };
}
