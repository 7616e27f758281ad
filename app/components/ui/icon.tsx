import {
  Activity, BarChart3, Blocks, BookOpen, Boxes, Brain, Building2, Cable, Cloud, Cpu, CreditCard, Database, DatabaseBackup,
  Film, Gauge, Globe, GraduationCap, HardDrive, HeartHandshake, HeartPulse, Landmark, Layers, LifeBuoy, Lock, Mail, MapPin,
  MessageSquare, Network, Phone, Radio, Rocket, Scale, Server, ShieldCheck, ShoppingCart, Smartphone, Sparkles, Timer, Users,
  Wifi, Zap, type LucideIcon,
} from "lucide-react";

/**
 * Content names icons by key (content is data, not JSX); this maps the key to a lucide icon.
 * Add a key here before using it in content.
 */
const icons = {
  activity: Activity, analytics: BarChart3, blocks: Blocks, book: BookOpen, boxes: Boxes, brain: Brain, building: Building2,
  cable: Cable, cloud: Cloud, cpu: Cpu, card: CreditCard, database: Database, backup: DatabaseBackup, film: Film, gauge: Gauge,
  globe: Globe, education: GraduationCap, disk: HardDrive, community: HeartHandshake, health: HeartPulse, bank: Landmark,
  layers: Layers, support: LifeBuoy, lock: Lock, mail: Mail, pin: MapPin, chat: MessageSquare, network: Network, phone: Phone,
  radio: Radio, rocket: Rocket, compliance: Scale, server: Server, shield: ShieldCheck, cart: ShoppingCart, mobile: Smartphone,
  sparkles: Sparkles, timer: Timer, users: Users, wifi: Wifi, zap: Zap,
} as const satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

/** A decorative icon by name; the text beside it carries the meaning. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" className={className} />;
}
