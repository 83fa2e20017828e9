import ApartmentIcon from '@mui/icons-material/Apartment';
import BadgeIcon from '@mui/icons-material/Badge';
import HealingIcon from '@mui/icons-material/Healing';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LabelIcon from '@mui/icons-material/Label';
import NightlifeIcon from '@mui/icons-material/Nightlife';
import PaidIcon from '@mui/icons-material/Paid';
import PeopleIcon from '@mui/icons-material/People';
import PersonalInjuryIcon from '@mui/icons-material/PersonalInjury';
import PlaceIcon from '@mui/icons-material/Place';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import RoomServiceIcon from '@mui/icons-material/RoomService';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import type { SvgIconComponent } from '@mui/icons-material';

/** The icon of each experience category (F3-054); an unknown one gets a plain label icon. */
const ICONS: Readonly<Record<string, SvgIconComponent>> = {
  food: RestaurantIcon,
  service: RoomServiceIcon,
  atmosphere: NightlifeIcon,
  value: PaidIcon,
  consumer: ShoppingCartIcon,
  customer: PeopleIcon,
  product: Inventory2Icon,
  location: PlaceIcon,
  carequality: HealthAndSafetyIcon,
  bedsidemanner: HealingIcon,
  staff: BadgeIcon,
  waittime: HourglassBottomIcon,
  facilities: ApartmentIcon,
  patient: PersonalInjuryIcon,
};

export function CategoryIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? LabelIcon;
  return <Icon fontSize="large" color="primary" aria-hidden data-icon={name} />;
}
