import type { BillCategory } from '@app/contract';
import { Gamepad2, Phone, Tv, Wifi, Zap, type LucideIcon } from 'lucide-react';

export const categoryIcons: Record<BillCategory, LucideIcon> = {
  electricity: Zap,
  internet: Wifi,
  airtime: Phone,
  cable_tv: Tv,
  betting: Gamepad2,
};

/** How a category reads in a sentence: 'Your electricity bill has been paid successfully.' */
export const categoryNoun: Record<BillCategory, string> = {
  electricity: 'electricity',
  internet: 'internet',
  airtime: 'airtime',
  cable_tv: 'cable TV',
  betting: 'betting',
};
