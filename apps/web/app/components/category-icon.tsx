import type { CategoryIcon as CategoryIconName } from '@jaliya/contract';
import {
  BookOpen,
  Briefcase,
  Calculator,
  Croissant,
  House,
  KeyRound,
  Languages,
  type LucideIcon,
  Pill,
  Scale,
  Scissors,
  ShieldCheck,
  Shirt,
  ShoppingBasket,
  Smartphone,
  Sofa,
  Stethoscope,
  Store,
  UtensilsCrossed,
  Wrench,
} from 'lucide-react';

/** The drawing of each icon a category or service may name (Lucide, ISC licence). */
const ICONS: Record<CategoryIconName, LucideIcon> = {
  stethoscope: Stethoscope,
  scale: Scale,
  calculator: Calculator,
  wrench: Wrench,
  home: House,
  languages: Languages,
  key: KeyRound,
  book: BookOpen,
  scissors: Scissors,
  shield: ShieldCheck,
  basket: ShoppingBasket,
  utensils: UtensilsCrossed,
  croissant: Croissant,
  shirt: Shirt,
  smartphone: Smartphone,
  sofa: Sofa,
  pill: Pill,
  store: Store,
  briefcase: Briefcase,
};

/** A category's icon; decorative, since its name is always written beside it. */
export function CategoryIcon({ name, className = 'size-6' }: { name: CategoryIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" focusable="false" className={className} strokeWidth={1.75} />;
}
