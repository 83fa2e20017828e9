import AnalyticsIcon from '@mui/icons-material/Analytics';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AssessmentIcon from '@mui/icons-material/Assessment';
import CampaignIcon from '@mui/icons-material/Campaign';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import ExtensionIcon from '@mui/icons-material/Extension';
import ForumIcon from '@mui/icons-material/Forum';
import HandymanIcon from '@mui/icons-material/Handyman';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import InsightsIcon from '@mui/icons-material/Insights';
import KeyIcon from '@mui/icons-material/Key';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import PublicIcon from '@mui/icons-material/Public';
import RateReviewIcon from '@mui/icons-material/RateReview';
import ScoreboardIcon from '@mui/icons-material/Scoreboard';
import SendIcon from '@mui/icons-material/Send';
import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import type { SvgIconComponent } from '@mui/icons-material';
import type { NavIconKey } from './nav-model.js';

/** Icons by key, so the app's navigation model stays free of React. */
export const NAV_ICONS: Record<NavIconKey, SvgIconComponent> = {
  dashboard: DashboardIcon,
  accounts: ApartmentIcon,
  integrations: ExtensionIcon,
  reviewAnalysis: ForumIcon,
  reviews: RateReviewIcon,
  keywords: KeyIcon,
  askTool: SendIcon,
  businessPerformance: InsightsIcon,
  competitors: EmojiEventsIcon,
  locationPerformance: LeaderboardIcon,
  reports: AssessmentIcon,
  visualReports: AnalyticsIcon,
  scorecards: ScoreboardIcon,
  onlinePresence: PublicIcon,
  amplify: CampaignIcon,
  localListings: StorefrontIcon,
  localSearch: TravelExploreIcon,
  photos: PhotoLibraryIcon,
  trials: HourglassEmptyIcon,
  settings: SettingsIcon,
  partnerTools: HandymanIcon,
};
